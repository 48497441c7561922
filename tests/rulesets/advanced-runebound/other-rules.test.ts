import { describe, expect, it } from 'vitest';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import { experiencePrice, firstTurnDice } from '../../../shared/rulesets/advanced-runebound/state';
import type { AdvancedRuneboundState } from '../../../shared/rulesets/advanced-runebound/state';
import { act, attempt, start } from './helpers';

const withHero = (state: AdvancedRuneboundState, id: string, change: Partial<AdvancedRuneboundState['heroes'][number]>) => ({
  ...state,
  heroes: state.heroes.map((h) => (h.id === id ? { ...h, ...change } : h)),
});

describe('first-turn movement dice', () => {
  it.each([
    [2, [4, 5]],
    [3, [3, 4, 5]],
    [4, [2, 3, 4, 5]],
    [5, [2, 3, 4, 5, 5]],
    [6, [2, 3, 4, 5, 5, 5]],
  ])('with %i players the seats roll %j', (players, bySeat) => {
    expect(bySeat.map((_, i) => firstTurnDice(players, i + 1))).toEqual(bySeat);
  });

  it('a solo hero reads the two-player row, first seat (our ruling): 4 dice', () => {
    expect(firstTurnDice(1, 1)).toBe(4);
  });

  it('the prompt tells each player of the first round how many dice to roll, and only in the first round', () => {
    let state = start(3);
    const dice: number[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const prompt = advancedRunebound.prompt(state);
      expect(prompt.code).toBe('advanced-runebound/first-turn');
      dice.push(prompt.params!.dice as number);
      state = act(state, 'end-turn').state;
    }
    expect(dice).toEqual([3, 4, 5]);
    expect(state.round).toBe(2);
    expect(advancedRunebound.prompt(state).code).toBe('advanced-runebound/turn');
  });
});

describe('experience', () => {
  it.each([
    [1, 6],
    [2, 6],
    [3, 5],
    [4, 5],
    [5, 4],
    [6, 3],
  ])('with %i players two counters cost %i points', (players, cost) => {
    expect(experiencePrice(players)).toBe(cost);
  });

  it('buying two different counters spends the points and raises the level by their bonuses', () => {
    const state = withHero(start(4), 'p1', { experience: 7 });
    const step = act(state, 'buy-experience', { player: 'p1', first: 'mind', firstBonus: 1, second: 'life', secondBonus: 2 });
    expect(step.state.heroes[0]).toMatchObject({ experience: 2, level: 3 });
    expect(step.state.heroes[0].counters).toEqual([
      { type: 'mind', bonus: 1 },
      { type: 'life', bonus: 2 },
    ]);
  });

  it('never two counters of one kind at once', () => {
    const state = withHero(start(4), 'p1', { experience: 10 });
    const refused = attempt(state, 'buy-experience', { player: 'p1', first: 'body', second: 'body' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'rules/same_counter_type' } });
  });

  it('not for fewer points than the price (no single counter for half)', () => {
    const state = withHero(start(4), 'p1', { experience: 4 });
    const refused = attempt(state, 'buy-experience', { player: 'p1', first: 'body', second: 'mind' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'rules/not_enough_experience', details: { cost: 5, have: 4 } } });
  });

  it('experience won adds to the hero’s unspent points', () => {
    const step = act(start(3), 'gain-experience', { player: 'p2', points: 3 });
    expect(step.state.heroes[1].experience).toBe(3);
  });
});

describe('buying healing', () => {
  it('costs 1 gold a wound and 1 gold per figure cleared of exhaustion', () => {
    const state = withHero(start(3), 'p1', { gold: 5 });
    const step = act(state, 'buy-healing', { player: 'p1', wounds: 2, exhaustion: 2 });
    expect(step.events[0].data).toMatchObject({ cost: 4, goldLeft: 1 });
    expect(step.state.heroes[0].gold).toBe(1);
  });

  it('is refused without the gold', () => {
    const state = withHero(start(3), 'p1', { gold: 2 });
    expect(attempt(state, 'buy-healing', { player: 'p1', wounds: 3 })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_enough_gold' },
    });
  });

  it('must heal something', () => {
    const rich = advancedRunebound.setTracker(start(3), 'gold:p1', 5);
    expect(attempt(rich, 'buy-healing', { player: 'p1', wounds: 0, exhaustion: 0 })).toMatchObject({
      ok: false,
      error: { code: 'rules/nothing_to_heal', details: { field: 'wounds' } },
    });
    expect(attempt(start(3), 'buy-healing', { player: 'p1', wounds: 1 })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_enough_gold' },
    });
  });
});

describe('knock-outs', () => {
  it('empty the hero’s gold and unspent experience, keep level and red challenges, and open the checklist', () => {
    const state = withHero(start(3), 'p2', { gold: 6, experience: 4, level: 3, redChallenges: 1 });
    const step = act(state, 'knocked-out', { player: 'p2' });
    expect(step.state.heroes[1]).toMatchObject({ gold: 0, experience: 0, level: 3, redChallenges: 1 });
    expect(step.state.knockout).toEqual({ player: 'p2', hazard: false });
    expect(advancedRunebound.prompt(step.state).code).toBe('advanced-runebound/knockout-checklist');
    expect(attempt(step.state, 'end-turn')).toMatchObject({ ok: false, error: { code: 'rules/knockout_pending' } });
    const done = act(step.state, 'finish-knockout');
    expect(done.state.knockout).toBeNull();
  });

  it('there is no checklist to finish when nobody is knocked out', () => {
    expect(attempt(start(3), 'finish-knockout')).toMatchObject({ ok: false, error: { code: 'rules/no_knockout' } });
  });
});

describe('turns and red challenges', () => {
  it('play passes round the table and a new round starts after the last seat', () => {
    let state = start(2);
    state = act(state, 'end-turn').state;
    expect(state).toMatchObject({ seat: 1, round: 1 });
    state = act(state, 'end-turn').state;
    expect(state).toMatchObject({ seat: 0, round: 2 });
  });

  it('a red challenge defeated in the normal game is kept by its hero', () => {
    expect(act(start(3), 'keep-red-challenge', { player: 'p3' }).state.heroes[2].redChallenges).toBe(1);
  });

  it('an unknown player is refused', () => {
    expect(attempt(start(3), 'keep-red-challenge', { player: 'p9' })).toMatchObject({ ok: false, error: { code: 'rules/unknown_player' } });
  });
});
