import { describe, expect, it } from 'vitest';
import { dN, type RolledDie } from '../../../shared/engine/dice';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import type { AdvancedRuneboundState, Hero } from '../../../shared/rulesets/advanced-runebound/state';
import { act, attempt, place, start, types } from './helpers';

type Stats = Partial<Pick<Hero, 'level' | 'gold' | 'redChallenges'>>;

/** A table at the start of the Endgame: heroes given these stats, the 8th doom counter just placed. */
function endgame(stats: Stats[], options = {}): AdvancedRuneboundState {
  let state = start(stats.length, options);
  state = { ...state, heroes: state.heroes.map((h, i) => ({ ...h, ...stats[i] })) };
  state = advancedRunebound.setTracker(state, 'doom-counters', 7);
  while (state.phase === 'play') state = place(state, 'green');
  return state;
}

const rolls = (...values: [number, number][]): RolledDie[] => values.map(([sides, value]) => ({ die: dN(sides), value, source: 'table' }));

const ordered = (state: AdvancedRuneboundState, dice: RolledDie[] = []) => act(state, 'set-endgame-order', {}, dice).state;

describe('the Endgame order', () => {
  it('goes by level, highest first', () => {
    const state = ordered(endgame([{ level: 2 }, { level: 6 }, { level: 4 }]));
    expect(state.endgame!.order).toEqual(['p2', 'p3', 'p1']);
    expect(state.phase).toBe('endgame');
  });

  it('breaks a level tie by gold', () => {
    const state = ordered(endgame([{ level: 5, gold: 1 }, { level: 5, gold: 7 }, { level: 2 }]));
    expect(state.endgame!.order).toEqual(['p2', 'p1', 'p3']);
  });

  it('asks for no dice when nobody is tied on both', () => {
    const state = endgame([
      { level: 5, gold: 1 },
      { level: 5, gold: 7 },
    ]);
    expect(advancedRunebound.actions['set-endgame-order'].dice!(state, {})).toBeNull();
    expect(advancedRunebound.prompt(state).actions[0].dice).toBeUndefined();
  });

  it('settles a tie on level and gold at random, with a die per place among the tied', () => {
    const state = endgame([{ level: 3, gold: 2 }, { level: 3, gold: 2 }, { level: 3, gold: 2 }, { level: 9 }]);
    expect(advancedRunebound.prompt(state).actions[0].dice?.dice).toEqual([dN(3), dN(2)]);
    // d3 shows 3: Tess goes first of the three; d2 shows 1: John before Mara.
    const step = act(state, 'set-endgame-order', {}, rolls([3, 3], [2, 1]));
    expect(step.state.endgame!.order).toEqual(['p4', 'p3', 'p1', 'p2']);
    expect(step.events[0].data).toMatchObject({ tieRolls: [{ players: ['p1', 'p2', 'p3'], rolls: [3, 1] }] });
  });

  it('refuses the tie dice missing', () => {
    const state = endgame([{ level: 1 }, { level: 1 }]);
    expect(attempt(state, 'set-endgame-order', {}, [])).toMatchObject({ ok: false, error: { code: 'dice/wrong_count' } });
  });

  it('the normal game’s actions are refused in the Endgame', () => {
    const state = ordered(endgame([{ level: 1 }, { level: 2 }]));
    expect(attempt(state, 'end-turn')).toMatchObject({ ok: false, error: { code: 'rules/wrong_phase' } });
    expect(attempt(state, 'check-hazard', { player: 'p1', terrain: 'forest' })).toMatchObject({
      ok: false,
      error: { code: 'rules/wrong_phase' },
    });
  });

  it('a confrontation before the order is set is refused', () => {
    expect(attempt(endgame([{ level: 1 }, { level: 2 }]), 'confrontation', { result: 'failed' })).toMatchObject({
      ok: false,
      error: { code: 'rules/wrong_phase' },
    });
  });
});

describe('Endgame confrontations', () => {
  it('004:80 you cannot escape this Challenge: the confrontation offers only defeated, Margath or failed, and an escape is refused', () => {
    const state = ordered(endgame([{ level: 4 }, { level: 2 }]));
    const offered = advancedRunebound
      .prompt(state)
      .actions.filter((a) => a.type === 'confrontation')
      .map((a) => a.payload?.result);
    expect(offered).toEqual(['defeated', 'margath', 'failed']);
    for (const escape of ['escaped', 'ran-away', 'fled']) {
      const refused = attempt(state, 'confrontation', { result: escape });
      expect(refused).toMatchObject({ ok: false, error: { code: 'rules/invalid_input' } });
    }
  });

  it('defeating High Lord Margath wins the game', () => {
    const step = act(ordered(endgame([{ level: 4 }, { level: 2 }])), 'confrontation', { result: 'margath' });
    expect(types(step.events)).toEqual(['margath-defeated', 'game-decided']);
    expect(step.state.outcome).toEqual({ winners: ['p1'], how: 'margath' });
    expect(advancedRunebound.outcome!(step.state)).toMatchObject({ result: 'won', code: 'advanced-runebound/outcome/margath' });
  });

  it('another red challenge defeated is kept and the hero draws again, until three red cards win', () => {
    let state = ordered(endgame([{ level: 4, redChallenges: 1 }, { level: 2 }]));
    let step = act(state, 'confrontation', { result: 'defeated' });
    state = step.state;
    expect(state.heroes[0].redChallenges).toBe(2);
    expect(state.endgame!.order[state.endgame!.up]).toBe('p1');
    expect(advancedRunebound.prompt(state).code).toBe('advanced-runebound/confront-again');
    step = act(state, 'confrontation', { result: 'defeated' });
    expect(step.events[1]).toMatchObject({
      type: 'game-decided',
      cause: 'three-red-challenges',
      data: { players: ['p1'], how: 'three-red' },
    });
  });

  it('a failed challenge eliminates the hero (keeping gold and experience) and passes to the next-highest', () => {
    const state = ordered(endgame([{ level: 4, gold: 3 }, { level: 2 }, { level: 1 }]));
    const step = act(state, 'confrontation', { result: 'failed' });
    expect(step.state.endgame!.eliminated).toEqual(['p1']);
    expect(step.state.endgame!.order[step.state.endgame!.up]).toBe('p2');
    expect(step.state.heroes[0].gold).toBe(3);
    expect(step.state.outcome).toBeNull();
  });

  it('when all are eliminated, the most red challenges wins', () => {
    let state = ordered(endgame([{ level: 4 }, { level: 2, redChallenges: 2 }, { level: 1 }]));
    state = act(state, 'confrontation', { result: 'failed' }).state;
    state = act(state, 'confrontation', { result: 'failed' }).state;
    const step = act(state, 'confrontation', { result: 'failed' });
    expect(step.events[1]).toMatchObject({ type: 'game-decided', cause: 'all-eliminated', data: { players: ['p2'], how: 'tiebreak-red' } });
  });

  it('red cards won in the Endgame count in that tiebreak', () => {
    let state = ordered(endgame([{ level: 4 }, { level: 2, redChallenges: 1 }]));
    state = act(state, 'confrontation', { result: 'defeated' }).state;
    state = act(state, 'confrontation', { result: 'defeated' }).state;
    state = act(state, 'confrontation', { result: 'failed' }).state;
    const step = act(state, 'confrontation', { result: 'failed' });
    expect(step.state.outcome).toEqual({ winners: ['p1'], how: 'tiebreak-red' });
  });

  it('tied on red challenges, the highest level wins; tied again, the most gold', () => {
    const allFail = (state: AdvancedRuneboundState) => {
      let s = ordered(state);
      while (!s.outcome) s = act(s, 'confrontation', { result: 'failed' }).state;
      return s.outcome;
    };
    expect(allFail(endgame([{ level: 3, redChallenges: 1 }, { level: 5, redChallenges: 1 }, { level: 9 }]))).toEqual({
      winners: ['p2'],
      how: 'tiebreak-level',
    });
    expect(
      allFail(
        endgame([
          { level: 3, gold: 2, redChallenges: 1 },
          { level: 3, gold: 5, redChallenges: 1 },
        ]),
      ),
    ).toEqual({ winners: ['p2'], how: 'tiebreak-gold' });
  });

  it('tied on all three, the tied heroes share the win (our ruling)', () => {
    let state = ordered(
      endgame([
        { level: 3, gold: 2 },
        { level: 3, gold: 2 },
      ]),
      rolls([2, 2]),
    );
    expect(state.endgame!.order).toEqual(['p2', 'p1']);
    state = act(state, 'confrontation', { result: 'failed' }).state;
    expect(act(state, 'confrontation', { result: 'failed' }).state.outcome).toEqual({ winners: ['p1', 'p2'], how: 'tiebreak-shared' });
  });

  it('a solo hero eliminated from the Endgame loses (our ruling)', () => {
    const state = ordered(endgame([{ level: 3, redChallenges: 2 }]));
    const step = act(state, 'confrontation', { result: 'failed' });
    expect(advancedRunebound.outcome!(step.state)).toMatchObject({ result: 'lost', code: 'advanced-runebound/outcome/solo-eliminated' });
  });

  it('nothing more is accepted once the game is decided', () => {
    const won = act(ordered(endgame([{ level: 4 }, { level: 2 }])), 'confrontation', { result: 'margath' }).state;
    expect(attempt(won, 'confrontation', { result: 'failed' })).toMatchObject({ ok: false, error: { code: 'rules/game_over' } });
  });
});

describe('gold, tracked per hero because the Endgame reads it', () => {
  it('004:76 If two or more players are tied for level the player with the most gold goes first: the prompt asks the table to count the tied heroes’ gold', () => {
    // Gold was never entered in the normal game: the trackers say 0 for everyone.
    const state = endgame([{ level: 5 }, { level: 5 }, { level: 2 }]);
    const prompt = advancedRunebound.prompt(state);
    expect(prompt.params).toMatchObject({ goldTies: ['John', 'Mara'] });
    const asks = prompt.actions.filter((a) => a.type === 'gold-counted');
    expect(asks.map((a) => a.payload)).toEqual([{ player: 'p1' }, { player: 'p2' }]);
    expect(asks[0].fields).toEqual([{ name: 'gold', kind: 'number', min: 0, max: 999, default: 0 }]);
    // Tied on level and gold (0 and 0): the order would need dice. The table counts: John 4, Mara 9.
    expect(prompt.actions[0].dice?.dice).toEqual([dN(2)]);
    let counted = act(state, 'gold-counted', { player: 'p1', gold: 4 });
    expect(counted.events).toEqual([{ type: 'gold-counted', data: { player: 'p1', name: 'John', from: 0, to: 4 } }]);
    counted = act(counted.state, 'gold-counted', { player: 'p2', gold: 9 });
    expect(advancedRunebound.prompt(counted.state).actions[0].dice).toBeUndefined();
    const order = act(counted.state, 'set-endgame-order');
    expect(order.state.endgame!.order).toEqual(['p2', 'p1', 'p3']);
    expect(order.events[0].data).toMatchObject({
      ranking: [
        { player: 'p1', level: 5, gold: 4 },
        { player: 'p2', level: 5, gold: 9 },
        { player: 'p3', level: 2, gold: 0 },
      ],
    });
  });

  it('004:76 heroes with different levels are not asked for their gold', () => {
    const prompt = advancedRunebound.prompt(endgame([{ level: 5 }, { level: 3 }]));
    expect(prompt.actions.map((a) => a.type)).toEqual(['set-endgame-order']);
  });

  it('004:92 If even this is tied, the player with the most gold wins: a red challenge beaten in the Endgame pays its gold reward into the tiebreak', () => {
    let state = ordered(
      endgame([
        { level: 3, gold: 5, redChallenges: 1 },
        { level: 3, gold: 4 },
      ]),
    );
    expect(state.endgame!.order).toEqual(['p1', 'p2']);
    expect(advancedRunebound.prompt(state).actions[0].fields).toEqual([{ name: 'reward', kind: 'number', min: 0, max: 999, default: 0 }]);
    state = act(state, 'confrontation', { result: 'failed' }).state;
    const beat = act(state, 'confrontation', { result: 'defeated', reward: 3 });
    expect(beat.events[0]).toMatchObject({
      type: 'endgame-challenge-defeated',
      data: { player: 'p2', redChallenges: 1, reward: 3, gold: 7 },
    });
    const step = act(beat.state, 'confrontation', { result: 'failed' });
    expect(step.state.outcome).toEqual({ winners: ['p2'], how: 'tiebreak-gold' });
  });

  it('gold counted in the normal game is a game event of the hero whose turn it is, and healing and knock-outs spend it', () => {
    let state = start(2);
    const ask = advancedRunebound.prompt(state).actions.find((a) => a.type === 'gold-counted');
    expect(ask).toMatchObject({ payload: { player: 'p1' }, fields: [{ name: 'gold', default: 0 }] });
    state = act(state, 'gold-counted', { player: 'p1', gold: 6 }).state;
    expect(act(state, 'gold-counted', { player: 'p1', gold: 6 }).events[0].data).toMatchObject({ from: 6, to: 6 });
    expect(attempt(state, 'gold-counted', { player: 'p9', gold: 1 })).toMatchObject({ ok: false, error: { code: 'rules/unknown_player' } });
    state = act(state, 'buy-healing', { player: 'p1', wounds: 2 }).state;
    expect(state.heroes[0].gold).toBe(4);
    expect(advancedRunebound.trackers(state).find((t) => t.id === 'gold:p1')).toMatchObject({ value: 4 });
    state = act(state, 'knocked-out', { player: 'p1' }).state;
    expect(state.heroes[0].gold).toBe(0);
  });
});
