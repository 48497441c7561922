import { describe, expect, it } from 'vitest';
import { runeboundSevenScions as rs } from '../../../shared/rulesets/runebound-seven-scions';
import { groupCombatValues, stormlordWinners } from '../../../shared/rulesets/runebound-seven-scions/rules';
import type { SevenScionsState } from '../../../shared/rulesets/runebound-seven-scions/state';
import { act, refused, start, type Game } from '../runebound-addons/helpers';

type G = Game<SevenScionsState>;

/** Plays storm steps until only Stormlords remain and the endgame begins. */
function toEndgame(n: number, options: Record<string, unknown> = {}): G {
  let g = act(start(rs, options, n), 'setup-done');
  for (let guard = 0; g.state.phase !== 'endgame-prepare' && guard < 500; guard++) {
    g = act(g, 'storm-step', { challenge: 'blue' });
    if (g.state.phase !== 'storm') break;
    if (g.state.pendingStorm) g = act(g, 'resolve-storm-card', { result: 'challenge-defeated' });
    g = act(g, 'end-turn');
  }
  return g;
}

/** The table enters every hero's level (experience bonus total) and gold; [level, gold] per hero, p1 first. */
function entered(game: G, values: [number, number][]): G {
  let g = game;
  values.forEach(([level, gold], i) => {
    g = act(g, 'set-hero-level', { player: `p${i + 1}`, level, gold });
  });
  return g;
}
const even = (n: number): [number, number][] => Array.from({ length: n }, () => [3, 2]);

describe('the competitive endgame', () => {
  it('001:215-222 begins when a storm card is due and only Stormlords remain; X is the number of Stormlords', () => {
    const g = toEndgame(3);
    expect(g.state.phase).toBe('endgame-prepare');
    expect(g.state.stormDeck).toEqual({ green: 0, yellow: 0, blue: 0 });
    expect(rs.prompt(g.state)).toMatchObject({ code: 'seven-scions/prompt/endgame-levels', params: { x: 3 } });
    expect(rs.prompt(entered(g, even(3)).state)).toMatchObject({ code: 'seven-scions/prompt/endgame', params: { x: 3 } });
  });

  it('001:223-225 the highest-level hero faces the Stormlords first, then the next-highest', () => {
    let g = entered(toEndgame(3), [
      [2, 0],
      [5, 0],
      [4, 0],
    ]);
    expect(rs.prompt(g.state).actions.find((a) => a.type === 'face-stormlords')?.dice).toBeUndefined();
    g = act(g, 'face-stormlords');
    expect(g.state.endgame?.heroOrder).toEqual(['p2', 'p3', 'p1']);
  });

  it('001:223 004:225 a hero’s level is the total bonus of his experience counters, entered by the table (0 with none)', () => {
    let g = toEndgame(3);
    // Ann holds one +3 counter (level 3), Ben two +1 counters (level 2), Cat none (level 0):
    // counters + 1 would have ranked Ben (3) above Ann (2).
    g = entered(g, [
      [3, 1],
      [2, 4],
      [0, 9],
    ]);
    expect(g.events.at(-1)?.data).toMatchObject({ level: 0, gold: 9, measure: 'experience-bonus' });
    g = act(g, 'face-stormlords');
    expect(g.state.endgame?.heroOrder).toEqual(['p1', 'p2', 'p3']);
    refused(toEndgame(2), 'set-hero-level', { player: 'p1', level: -1, gold: 0 }, 'rules/invalid_input');
  });

  it('001:223 the order waits for every hero’s level: the app does not pick an order for heroes nobody entered', () => {
    let g = toEndgame(3);
    expect(rs.prompt(g.state)).toMatchObject({ code: 'seven-scions/prompt/endgame-levels', params: { missing: 'Ann, Ben, Cat' } });
    expect(rs.prompt(g.state).actions.map((a) => a.type)).not.toContain('face-stormlords');
    refused(g, 'face-stormlords', {}, 'rules/levels-missing');
    g = act(g, 'set-hero-level', { player: 'p2', level: 4, gold: 0 });
    refused(g, 'face-stormlords', {}, 'rules/levels-missing');
    expect(rs.prompt(g.state).params).toMatchObject({ missing: 'Ann, Cat' });
    expect(rs.prompt(g.state).actions.find((a) => a.type === 'set-hero-level')?.fields?.[0]).toMatchObject({ default: 'p1' });
  });

  it('004:76 heroes of equal level: the one with the most gold goes first', () => {
    const g = act(
      entered(toEndgame(3), [
        [4, 2],
        [4, 7],
        [1, 20],
      ]),
      'face-stormlords',
    );
    expect(g.state.endgame?.heroOrder).toEqual(['p2', 'p1', 'p3']);
  });

  it('004:76 heroes of equal level and gold are put in order by the dice', () => {
    let g = entered(toEndgame(3), [
      [3, 5],
      [1, 0],
      [3, 5],
    ]);
    g = act(g, 'face-stormlords', {}, [2]); // the tie between Ann and Cat: the die picks the 2nd, Cat
    expect(g.state.endgame?.heroOrder).toEqual(['p3', 'p1', 'p2']);
  });

  it('each hero faces the Stormlords in an order of his own, rolled with dice', () => {
    let g = act(entered(toEndgame(3), even(3)), 'face-stormlords', {}, [1, 1]);
    g = act(g, 'shuffle-stormlords', {}, [3, 1]);
    expect(g.state.endgame?.runs[0].order).toEqual([3, 1, 2]);
    refused(g, 'shuffle-stormlords', {}, 'rules/wrong_phase', [1, 1]);
  });

  it('the hero who defeats the most Stormlords wins and becomes the Seventh Scion', () => {
    let g = act(entered(toEndgame(2), even(2)), 'face-stormlords', {}, [1]);
    g = act(act(g, 'shuffle-stormlords', {}, [1]), 'stormlord-defeated');
    g = act(g, 'hero-knocked-out', { wounds: 4 }); // Ann: 1
    g = act(g, 'shuffle-stormlords', {}, [2]);
    g = act(act(g, 'stormlord-defeated'), 'stormlord-defeated'); // Ben: 2, all of them
    expect(g.state.phase).toBe('over');
    expect(rs.outcome!(g.state)).toEqual({ result: 'won', code: 'seven-scions/outcome/seventh-scion', params: { names: 'Ben' } });
    expect(g.events.at(-1)).toMatchObject({ type: 'stormlords-result', cause: 'all-heroes-faced' });
  });

  it('a tie goes to the hero whose last Stormlord had the most wounds', () => {
    let g = act(entered(toEndgame(2), even(2)), 'face-stormlords', {}, [1]);
    g = act(act(act(g, 'shuffle-stormlords', {}, [1]), 'stormlord-defeated'), 'hero-knocked-out', { wounds: 3 });
    g = act(act(act(g, 'shuffle-stormlords', {}, [1]), 'stormlord-defeated'), 'hero-knocked-out', { wounds: 5 });
    expect(g.state.endgame?.result?.winners).toEqual(['p2']);
  });

  it('001:228 house rule: the first hero to defeat every Stormlord wins at once, the others do not fight', () => {
    let g = act(
      entered(toEndgame(3, { firstToDefeatAllWins: true }), [
        [5, 0],
        [4, 0],
        [1, 0],
      ]),
      'face-stormlords',
    );
    g = act(act(act(act(g, 'shuffle-stormlords', {}, [1, 1]), 'stormlord-defeated'), 'stormlord-defeated'), 'stormlord-defeated');
    expect(g.events.at(-1)).toMatchObject({ type: 'stormlords-result', cause: 'first-to-defeat-all', data: { winners: ['p1'] } });
    expect(g.state.phase).toBe('over');
    expect(rs.options.find((o) => o.key === 'firstToDefeatAllWins')).toMatchObject({ default: false, houseRule: true });
    // Without the house rule the next hero still faces them, and may share the win.
    const off = act(
      act(
        act(
          act(
            act(
              entered(toEndgame(3), [
                [5, 0],
                [4, 0],
                [1, 0],
              ]),
              'face-stormlords',
            ),
            'shuffle-stormlords',
            {},
            [1, 1],
          ),
          'stormlord-defeated',
        ),
        'stormlord-defeated',
      ),
      'stormlord-defeated',
    );
    expect(off.state.phase).toBe('endgame-shuffle');
  });

  it('heroes still tied share the win', () => {
    expect(
      stormlordWinners([
        { player: 'a', order: [1, 2], defeated: 2, lastWounds: null, knockedOut: false },
        { player: 'b', order: [2, 1], defeated: 2, lastWounds: null, knockedOut: false },
      ]),
    ).toEqual(['a', 'b']);
  });

  it('the game is over once the winner is named', () => {
    let g = act(entered(toEndgame(1), even(1)), 'face-stormlords');
    g = act(act(g, 'shuffle-stormlords'), 'hero-knocked-out', { wounds: 0 });
    expect(g.state.phase).toBe('over');
    refused(g, 'stormlord-defeated', {}, 'rules/game_over');
  });

  it('wrong dice for the Stormlord order are refused', () => {
    const g = act(entered(toEndgame(3), even(3)), 'face-stormlords', {}, [1, 1]);
    refused(g, 'shuffle-stormlords', {}, 'dice/invalid_value', [4, 1]);
  });
});

describe('the cooperative endgame', () => {
  it('the group faces the Stormlords together in a rolled order and wins by defeating them all', () => {
    let g = act(toEndgame(2, { cooperative: true }), 'face-stormlords', {}, [2]);
    expect(g.state.endgame?.runs[0].order).toEqual([2, 1]);
    g = act(act(g, 'stormlord-defeated'), 'stormlord-defeated');
    expect(rs.outcome!(g.state)).toMatchObject({ result: 'won', code: 'seven-scions/outcome/coop-won' });
  });

  it('the storm wins when every hero is knocked out', () => {
    let g = act(toEndgame(2, { cooperative: true }), 'face-stormlords', {}, [1]);
    g = act(g, 'heroes-knocked-out');
    expect(rs.outcome!(g.state)).toEqual({ result: 'lost', code: 'seven-scions/outcome/coop-lost' });
    refused(act(entered(toEndgame(2), even(2)), 'face-stormlords', {}, [1]), 'stormlord-defeated', {}, 'rules/wrong_phase');
  });

  it('the group attacks with the lowest score and the lowest damage among the heroes', () => {
    let g = toEndgame(3, { cooperative: true });
    g = act(g, 'record-combat-values', { player: 'p1', combatPhase: 'ranged', score: 3, damage: 2 });
    g = act(g, 'record-combat-values', { player: 'p2', combatPhase: 'ranged', score: 1, damage: 4 });
    g = act(g, 'record-combat-values', { player: 'p3', combatPhase: 'ranged', score: 2, damage: 1 });
    expect(groupCombatValues(g.state.coopValues, 'ranged')).toMatchObject({
      score: 1,
      damage: 1,
      lowestScoreBy: 'p2',
      lowestDamageBy: 'p3',
    });
    expect(groupCombatValues(g.state.coopValues, 'melee')).toBeNull();
  });

  it('a hero with an awakened scion may put the scion’s score in place of his own', () => {
    let g = act(start(rs, { cooperative: true }, 2), 'setup-done');
    g = act(g, 'awaken-scion', { scion: 1 });
    g = act(act(g, 'storm-step', { challenge: 'none' }), 'end-turn');
    while (g.state.phase !== 'endgame-prepare') {
      g = act(g, 'storm-step', { challenge: 'blue' });
      if (g.state.pendingStorm) g = act(g, 'resolve-storm-card', { result: 'event-resolved' });
      if (g.state.phase === 'storm') g = act(g, 'end-turn');
    }
    g = act(g, 'record-combat-values', { player: 'p1', combatPhase: 'magic', score: 0, damage: 3, scionScore: 4, replace: 'score' });
    g = act(g, 'record-combat-values', { player: 'p2', combatPhase: 'magic', score: 2, damage: 2 });
    expect(groupCombatValues(g.state.coopValues, 'magic')).toMatchObject({ score: 2, damage: 2 });
    refused(
      g,
      'record-combat-values',
      { player: 'p2', combatPhase: 'magic', score: 2, damage: 2, scionDamage: 5, replace: 'damage' },
      'rules/no-awakened-scion',
    );
    refused(
      g,
      'record-combat-values',
      { player: 'p1', combatPhase: 'magic', score: 2, damage: 2, replace: 'damage' },
      'rules/missing-scion-value',
    );
  });

  it('group combat values belong to the cooperative game only', () => {
    refused(toEndgame(2), 'record-combat-values', { player: 'p1', combatPhase: 'melee', score: 1, damage: 1 }, 'rules/not-cooperative');
  });
});
