/**
 * The Seven Scions (VA 50) pinned for mutation testing, named after their seed lines: what the prompt
 * names, what statistics, headlines and the players' records read, and the manifest.
 */
import { describe, expect, it } from 'vitest';
import { WEIGHT } from '../../../shared/engine/headlines';
import { runeboundSevenScions as rs } from '../../../shared/rulesets/runebound-seven-scions';
import { sevenScionsManifest } from '../../../shared/rulesets/runebound-seven-scions/manifest';
import { groupCombatValues } from '../../../shared/rulesets/runebound-seven-scions/rules';
import type { SevenScionsState } from '../../../shared/rulesets/runebound-seven-scions/state';
import { runAction } from '../../../shared/engine/run';
import { act, start, type Game } from '../runebound-addons/helpers';

type G = Game<SevenScionsState>;
const instruction = (g: G) => {
  const { actions: _actions, ...rest } = rs.prompt(g.state);
  return rest;
};

describe('001:64-245 what the table sees', () => {
  it('001:91-106 set-up names the players counted; a turn names the hero and the storm counter’s space, seat by seat', () => {
    const g = start(rs, {}, 3);
    expect(instruction(g)).toEqual({ phase: 'seven-scions/phase/setup', code: 'seven-scions/prompt/setup', params: { count: 3 } });
    expect(rs.roundAndSeat!(g.state)).toBeNull();
    let t = act(g, 'setup-done');
    expect(instruction(t)).toEqual({
      phase: 'seven-scions/phase/turn',
      code: 'seven-scions/prompt/turn',
      params: { hero: 'Ann', position: 0 },
    });
    expect(rs.roundAndSeat!(t.state)).toEqual({ round: 1, seat: 1, seats: 3, name: 'Ann' });
    t = act(act(t, 'storm-step', { challenge: 'none' }), 'end-turn');
    expect(rs.roundAndSeat!(t.state)).toEqual({ round: 1, seat: 2, seats: 3, name: 'Ben' });
  });

  it('001:107-130 the storm moving is a headline only when it moves; statistics open on its space, its resets and the scions awakened', () => {
    const weightOf = (type: string, data: Record<string, unknown>) => rs.headlines!.weightOf({ type, data });
    expect(weightOf('storm-advanced', { from: 1, to: 2 })).toBe(WEIGHT.track);
    expect(weightOf('storm-advanced', { from: 2, to: 2 })).toBeNull();
    expect(weightOf('stormlords-result', {})).toBe(WEIGHT.outcome);
    expect(weightOf('hero-knocked-out', {})).toBe(WEIGHT.death);
    expect(weightOf('heroes-knocked-out', {})).toBe(WEIGHT.death);
    expect(weightOf('endgame-begun', {})).toBe(WEIGHT.threat);
    expect(weightOf('scion-awakened', {})).toBe(WEIGHT.threat);
    expect(weightOf('stormlord-defeated', {})).toBe(WEIGHT.relief);
    expect(weightOf('scion-returned', {})).toBe(WEIGHT.notable);
    const g = act(start(rs, {}, 2), 'setup-done');
    expect(rs.keyTracks!(g.state)).toEqual([
      { id: 'storm', code: 'seven-scions/key/storm', value: 0 },
      { id: 'storm-resets', code: 'seven-scions/key/storm-resets', value: 0 },
      { id: 'scions-awakened', code: 'seven-scions/key/scions-awakened', value: 0 },
    ]);
  });

  it('the Stormlords’ result names the winners in the players’ records; a hero knocked out is his player’s death', () => {
    const records = rs.playerRecords!;
    expect(records.wins === 'everyone' ? null : records.wins['stormlords-result']?.({ winners: ['p2'] } as never, [])).toEqual(['p2']);
    expect(records.deaths['hero-knocked-out']?.({ player: 'p1' } as never, [])).toBe('p1');
  });

  it('names itself and what it holds in the list of games, and its turn order', () => {
    expect(sevenScionsManifest.name).toMatch(/Seven Scions/);
    expect(sevenScionsManifest.about).toMatch(/storm counter/);
    expect(sevenScionsManifest.phases.map((p) => [p.id, p.code, p.next])).toEqual([
      ['setup', 'seven-scions/phase/setup', ['turn']],
      ['turn', 'seven-scions/phase/turn', ['storm', 'event', 'endgame', 'over']],
      ['storm', 'seven-scions/phase/storm', ['turn', 'event', 'endgame', 'over']],
      ['event', 'seven-scions/phase/event', ['turn', 'storm', 'endgame', 'over']],
      ['endgame', 'seven-scions/phase/endgame', ['over']],
      ['over', 'seven-scions/phase/over', []],
    ]);
    expect(sevenScionsManifest.options.map((o) => [o.key, o.default])).toEqual([
      ['cooperative', false],
      ['firstToDefeatAllWins', false],
      ['ritualsAndRunes', false],
      ['weaponsOfLegend', false],
      ['trapsAndTerrors', false],
      ['beastsAndBandits', false],
    ]);
  });
});

const begin = (n = 2): G => act(start(rs, {}, n), 'setup-done');
const refusal = (g: G, type: string, payload: Record<string, unknown> = {}) => {
  const result = runAction(rs, g.state, type, payload, []);
  return result.ok ? null : result.error;
};
const scion = (space: number, params: Record<string, unknown> = {}) => ({
  value: space,
  code: 'seven-scions/scion',
  params: { space, ...params },
});

describe('001:107-164 what each step offers, and what its events say', () => {
  it('001:161-164 the storm step offers each Challenge with the spaces it moves the counter (1/1/2/3, none the step); 001:130 any slumbering scion may be awakened', () => {
    const g = begin();
    expect(g.events.at(-1)).toEqual({ type: 'setup-finished', data: { first: 'Ann' } });
    const actions = rs.prompt(g.state).actions;
    expect(actions.filter((a) => a.type === 'storm-step')).toEqual(
      (
        [
          ['none', 1],
          ['green', 1],
          ['yellow', 2],
          ['blue', 3],
        ] as const
      ).map(([challenge, spaces]) => ({
        type: 'storm-step',
        code: `seven-scions/storm-step/${challenge}`,
        params: { spaces },
        payload: { challenge },
        primary: challenge === 'none',
      })),
    );
    expect(actions.find((a) => a.type === 'event-drawn')).toEqual({
      type: 'event-drawn',
      code: 'seven-scions/event-drawn',
      params: { hero: 'Ann' },
    });
    expect(actions.find((a) => a.type === 'awaken-scion')).toEqual({
      type: 'awaken-scion',
      code: 'seven-scions/awaken-scion',
      params: { hero: 'Ann' },
      fields: [{ name: 'scion', kind: 'choice', choices: [1, 2, 3, 4, 5, 6].map((space) => scion(space)) }],
    });
    const moved = act(g, 'storm-step', { challenge: 'yellow' });
    expect(moved.events.at(-1)).toEqual({
      type: 'storm-advanced',
      data: { player: 'Ann', challenge: 'yellow', from: 0, to: 2, spaces: 2, offTop: false },
    });
    expect(refusal(moved, 'storm-step', { challenge: 'none' })).toMatchObject({
      code: 'rules/wrong_phase',
      details: { phase: 'storm', wanted: ['turn'] },
    });
  });

  it('001:112-118 an Event card: from the drawer clockwise each player is offered every free scion counter, or to pass', () => {
    let g = act(begin(), 'event-drawn');
    expect(g.events.at(-1)).toEqual({ type: 'event-card-drawn', data: { drawer: 'Ann', order: ['p1', 'p2'], returned: [] } });
    const take = (space: number, player: string, hero: string, primary: boolean) => ({
      type: 'take-scion-counter',
      code: 'seven-scions/take-scion-counter',
      player,
      params: { space, hero },
      payload: { scion: space },
      primary,
    });
    const pass = (player: string, hero: string) => ({
      type: 'pass-scion-counter',
      code: 'seven-scions/pass-scion-counter',
      player,
      params: { hero },
      primary: false,
    });
    expect(instruction(g)).toEqual({
      phase: 'seven-scions/phase/event',
      code: 'seven-scions/prompt/event-pick',
      params: { hero: 'Ann', drawer: 'Ann' },
    });
    expect(rs.prompt(g.state).actions).toEqual([...[1, 2, 3, 4, 5, 6].map((s) => take(s, 'p1', 'Ann', s === 1)), pass('p1', 'Ann')]);
    g = act(g, 'take-scion-counter', { scion: 2 });
    expect(g.events.at(-1)).toEqual({ type: 'scion-counter-taken', data: { player: 'p1', playerName: 'Ann', scion: 2 } });
    expect(rs.prompt(g.state).actions).toEqual([...[1, 3, 4, 5, 6].map((s) => take(s, 'p2', 'Ben', s === 1)), pass('p2', 'Ben')]);
    expect(refusal(g, 'take-scion-counter', { scion: 2 })).toMatchObject({
      code: 'rules/counter-taken',
      details: { scion: 2, holder: 'Ann' },
    });
    g = act(g, 'pass-scion-counter');
    expect(g.events.at(-1)).toEqual({ type: 'scion-counter-passed', data: { player: 'p2', playerName: 'Ben' } });
  });

  it('001:128-145 a held counter is used in the storm step; awakening names the counter it takes; one awakening a turn; a lost scion is offered, seldom', () => {
    let g = act(act(act(begin(), 'event-drawn'), 'take-scion-counter', { scion: 2 }), 'take-scion-counter', { scion: 3 });
    expect(refusal(g, 'use-scion-counter', { scion: 3 })).toMatchObject({ code: 'rules/not-storm-step', details: { phase: 'turn' } });
    g = act(g, 'awaken-scion', { scion: 2 });
    expect(g.events.at(-1)).toEqual({
      type: 'scion-awakened',
      data: { scion: 2, player: 'p1', playerName: 'Ann', previous: null, counterFrom: 'Ann' },
    });
    expect(refusal(g, 'awaken-scion', { scion: 4 })).toMatchObject({ code: 'rules/one-awakening-per-turn', details: { hero: 'Ann' } });
    g = act(g, 'storm-step', { challenge: 'blue' });
    expect(instruction(g)).toEqual({
      phase: 'seven-scions/phase/storm',
      code: 'seven-scions/prompt/storm-step',
      params: { hero: 'Ann', position: 3 },
    });
    expect(rs.prompt(g.state).actions).toEqual([
      { type: 'end-turn', code: 'seven-scions/end-turn', params: { hero: 'Ann' }, primary: true },
      { type: 'use-scion-counter', code: 'seven-scions/use-scion-counter', params: { space: 3, hero: 'Ben' }, payload: { scion: 3 } },
      {
        type: 'scion-lost',
        code: 'seven-scions/scion-lost',
        rare: true,
        fields: [
          { name: 'scion', kind: 'choice', choices: [scion(2, { hero: 'Ann' })] },
          {
            name: 'reason',
            kind: 'choice',
            mustChoose: true,
            choices: [
              { value: 'killed', code: 'seven-scions/reason/killed' },
              { value: 'discarded', code: 'seven-scions/reason/discarded' },
            ],
          },
        ],
      },
    ]);
    expect(refusal(g, 'use-scion-counter', { scion: 4 })).toMatchObject({ code: 'rules/no-counter', details: { scion: 4 } });
    expect(refusal(g, 'scion-lost', { scion: 4, reason: 'killed' })).toMatchObject({ code: 'rules/scion-asleep', details: { scion: 4 } });
    const used = act(g, 'use-scion-counter', { scion: 3 });
    expect(used.events.at(-1)).toEqual({ type: 'scion-counter-used', data: { scion: 3, player: 'p2', playerName: 'Ben' } });
    const lost = act(g, 'scion-lost', { scion: 2, reason: 'discarded' });
    expect(lost.events.at(-1)).toEqual({
      type: 'scion-returned',
      data: { scion: 2, reason: 'discarded', player: 'p1', playerName: 'Ann' },
    });
    expect(act(g, 'end-turn').events.at(-1)).toEqual({ type: 'turn-ended', data: { player: 'Ann', next: 'Ben', nextIndex: 1 } });
    const benTurn = act(g, 'end-turn');
    expect(refusal(benTurn, 'awaken-scion', { scion: 2 })).toMatchObject({ code: 'rules/scion-awake', details: { scion: 2, by: 'Ann' } });
  });

  it('001:165-212 off the top a storm card of the lowest colour is drawn; the turn waits for how it ended, each result offered', () => {
    let g = begin();
    g = act(act(g, 'storm-step', { challenge: 'blue' }), 'end-turn');
    g = act(act(g, 'storm-step', { challenge: 'blue' }), 'end-turn');
    g = act(g, 'storm-step', { challenge: 'blue' });
    expect(g.events.slice(-2)).toEqual([
      { type: 'storm-reset', data: { from: 9 }, cause: 'storm-off-top' },
      {
        type: 'storm-card-drawn',
        data: { colour: 'green', by: 'p1', byName: 'Ann', order: ['p1', 'p2'], orderNames: ['Ann', 'Ben'], left: 1 },
        cause: 'storm-counter-reset',
      },
    ]);
    expect(rs.prompt(g.state)).toEqual({
      phase: 'seven-scions/phase/storm',
      code: 'seven-scions/prompt/storm-card',
      params: { colour: 'green', hero: 'Ann', order: 'Ann, Ben' },
      actions: [
        {
          type: 'resolve-storm-card',
          code: 'seven-scions/resolve-storm-card',
          primary: true,
          fields: [
            {
              name: 'result',
              kind: 'choice',
              mustChoose: true,
              choices: ['event-resolved', 'challenge-defeated', 'all-knocked-out'].map((r) => ({
                value: r,
                code: `seven-scions/result/${r}`,
              })),
            },
          ],
        },
      ],
    });
    expect(refusal(g, 'end-turn')).toMatchObject({ code: 'rules/storm-card-pending', details: { colour: 'green' } });
    g = act(g, 'resolve-storm-card', { result: 'challenge-defeated' });
    expect(g.events.at(-1)).toEqual({ type: 'storm-card-resolved', data: { colour: 'green', result: 'challenge-defeated', by: 'Ann' } });
    expect(refusal(g, 'resolve-storm-card', { result: 'event-resolved' })).toMatchObject({ code: 'rules/no-storm-card' });
  });
});

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
const shuffleDie = { dice: [{ kind: 'dN', sides: 2 }], looks: [{ code: 'seven-scions/die/shuffle', params: { n: 1, count: 1 } }] };

describe('001:213-244 what the endgame asks and records', () => {
  it('001:223 004:225 each hero’s level and gold is asked, the first missing one offered; facing waits for them all and names who is missing', () => {
    let g = toEndgame(2);
    const levelField = (levels: [number | null, number | null][], first: string) => ({
      type: 'set-hero-level',
      code: 'seven-scions/set-hero-level',
      primary: true,
      fields: [
        {
          name: 'player',
          kind: 'choice',
          default: first,
          choices: ['Ann', 'Ben'].map((name, i) => ({
            value: `p${i + 1}`,
            code: 'seven-scions/hero-level',
            params: { name, level: levels[i][0], gold: levels[i][1] },
          })),
        },
        { name: 'level', kind: 'number', min: 0, max: 60, default: 0 },
        { name: 'gold', kind: 'number', min: 0, max: 200, default: 0 },
      ],
    });
    expect(rs.prompt(g.state)).toEqual({
      phase: 'seven-scions/phase/endgame',
      code: 'seven-scions/prompt/endgame-levels',
      params: { x: 2, missing: 'Ann, Ben' },
      actions: [
        levelField(
          [
            [null, null],
            [null, null],
          ],
          'p1',
        ),
      ],
    });
    expect(refusal(g, 'face-stormlords')).toMatchObject({ code: 'rules/levels-missing', details: { names: 'Ann, Ben' } });
    expect(refusal(g, 'record-combat-values', { player: 'p1', combatPhase: 'melee', score: 1, damage: 1 })).toMatchObject({
      code: 'rules/not-cooperative',
    });
    g = act(g, 'set-hero-level', { player: 'p1', level: 3, gold: 1 });
    expect(rs.prompt(g.state).actions[0]).toEqual(
      levelField(
        [
          [3, 1],
          [null, null],
        ],
        'p2',
      ),
    );
    expect(refusal(g, 'set-hero-level', { player: 'p9', level: 1, gold: 0 })).toMatchObject({
      code: 'rules/unknown-player',
      details: { player: 'p9' },
    });
    g = act(act(g, 'set-hero-level', { player: 'p2', level: 2, gold: 1 }), 'face-stormlords');
    expect(g.events.at(-1)).toEqual({
      type: 'stormlords-faced',
      data: { mode: 'competitive', heroOrder: ['p1', 'p2'], names: ['Ann', 'Ben'], tieBroken: false, levels: [3, 2], gold: [1, 1] },
    });
    expect(rs.prompt(g.state)).toEqual({
      phase: 'seven-scions/phase/endgame',
      code: 'seven-scions/prompt/shuffle',
      params: { hero: 'Ann' },
      actions: [
        { type: 'shuffle-stormlords', code: 'seven-scions/shuffle-stormlords', params: { hero: 'Ann' }, primary: true, dice: shuffleDie },
      ],
    });
  });

  it('001:225-227 each Stormlord defeated is counted of X; a hero knocked out records the wounds on the Stormlord he faced, and the next hero shuffles', () => {
    let g = act(
      act(act(toEndgame(2), 'set-hero-level', { player: 'p1', level: 3, gold: 1 }), 'set-hero-level', { player: 'p2', level: 2, gold: 1 }),
      'face-stormlords',
    );
    g = act(g, 'shuffle-stormlords', {}, [1, 2]);
    expect(g.events.at(-1)).toEqual({ type: 'stormlord-order-rolled', data: { player: 'p1', playerName: 'Ann', order: [1, 2] } });
    expect(rs.prompt(g.state)).toEqual({
      phase: 'seven-scions/phase/endgame',
      code: 'seven-scions/prompt/fight',
      params: { hero: 'Ann', stormlord: 1, defeated: 0, of: 2 },
      actions: [
        { type: 'stormlord-defeated', code: 'seven-scions/stormlord-defeated', params: { stormlord: 1 }, primary: true },
        {
          type: 'hero-knocked-out',
          code: 'seven-scions/hero-knocked-out',
          params: { hero: 'Ann' },
          fields: [{ name: 'wounds', kind: 'number', min: 0, max: 99, default: 0 }],
        },
      ],
    });
    expect(refusal(g, 'heroes-knocked-out')).toMatchObject({ code: 'rules/competitive' });
    g = act(g, 'stormlord-defeated');
    expect(g.events.at(-1)).toEqual({
      type: 'stormlord-defeated',
      data: { player: 'p1', playerName: 'Ann', stormlord: 1, defeated: 1, of: 2 },
    });
    g = act(g, 'hero-knocked-out', { wounds: 2 });
    expect(g.events.at(-1)).toEqual({
      type: 'hero-knocked-out',
      data: { player: 'p1', playerName: 'Ann', stormlord: 2, wounds: 2, defeated: 1 },
    });
    expect(rs.prompt(g.state)).toMatchObject({ code: 'seven-scions/prompt/shuffle', params: { hero: 'Ben' } });
  });

  it('001:235-244 cooperative: the group’s Stormlords are shuffled at once; each hero’s score and damage are asked per combat phase, a scion’s only for a hero who has one', () => {
    const g = toEndgame(2, { cooperative: true });
    expect(rs.prompt(g.state)).toEqual({
      phase: 'seven-scions/phase/endgame',
      code: 'seven-scions/prompt/endgame-coop',
      params: { x: 2, missing: '' },
      actions: [
        { type: 'face-stormlords', code: 'seven-scions/face-stormlords', primary: true, dice: shuffleDie },
        {
          type: 'record-combat-values',
          code: 'seven-scions/record-combat-values',
          fields: [
            {
              name: 'player',
              kind: 'choice',
              choices: [
                { value: 'p1', code: 'addons/player', params: { name: 'Ann' } },
                { value: 'p2', code: 'addons/player', params: { name: 'Ben' } },
              ],
            },
            {
              name: 'combatPhase',
              kind: 'choice',
              choices: ['ranged', 'melee', 'magic'].map((k) => ({ value: k, code: `seven-scions/combat/${k}` })),
            },
            { name: 'score', kind: 'number', min: -10, max: 30, default: 0 },
            { name: 'damage', kind: 'number', min: 0, max: 30, default: 1 },
            {
              name: 'replace',
              kind: 'choice',
              choices: ['none', 'score', 'damage'].map((r) => ({ value: r, code: `seven-scions/replace/${r}` })),
            },
            { name: 'scionScore', kind: 'number', min: -10, max: 30, default: 0 },
            { name: 'scionDamage', kind: 'number', min: 0, max: 30, default: 0 },
          ],
        },
      ],
    });
    expect(refusal(g, 'set-hero-level', { player: 'p1', level: 1, gold: 0 })).toMatchObject({ code: 'rules/cooperative' });
    const values = { player: 'p1', combatPhase: 'melee', score: 3, damage: 2 };
    expect(act(g, 'record-combat-values', values).events.at(-1)).toEqual({
      type: 'combat-values-recorded',
      data: {
        player: 'p1',
        playerName: 'Ann',
        combatPhase: 'melee',
        score: 3,
        damage: 2,
        scionScore: null,
        scionDamage: null,
        replace: 'none',
      },
    });
    expect(refusal(g, 'record-combat-values', { ...values, replace: 'score', scionScore: 4 })).toMatchObject({
      code: 'rules/no-awakened-scion',
      details: { player: 'Ann' },
    });
    expect(refusal(g, 'record-combat-values', { ...values, player: 'p9' })).toMatchObject({
      code: 'rules/unknown-player',
      details: { player: 'p9' },
    });
  });
});

describe('001:235-240 the cooperative fight', () => {
  it('001:235-240 the group fights its shuffled Stormlords together: the prompt names no hero; every hero knocked out ends the game for the storm', () => {
    let g = act(toEndgame(2, { cooperative: true }), 'face-stormlords', {}, [2]);
    expect(g.events.slice(-2)).toEqual([
      { type: 'stormlords-faced', data: { mode: 'cooperative', heroOrder: ['p1', 'p2'], names: ['Ann', 'Ben'] } },
      { type: 'stormlord-order-rolled', data: { player: null, playerName: null, order: [2, 1] } },
    ]);
    expect(rs.prompt(g.state)).toEqual({
      phase: 'seven-scions/phase/endgame',
      code: 'seven-scions/prompt/fight-coop',
      params: { hero: null, stormlord: 2, defeated: 0, of: 2 },
      actions: expect.arrayContaining([
        { type: 'stormlord-defeated', code: 'seven-scions/stormlord-defeated', params: { stormlord: 2 }, primary: true },
        { type: 'heroes-knocked-out', code: 'seven-scions/heroes-knocked-out' },
      ]) as unknown,
    });
    expect(refusal(g, 'hero-knocked-out', { wounds: 1 })).toMatchObject({ code: 'rules/cooperative' });
    g = act(g, 'heroes-knocked-out');
    expect(g.events.find((e) => e.type === 'heroes-knocked-out')).toEqual({
      type: 'heroes-knocked-out',
      data: { stormlord: 2, defeated: 0 },
    });
    expect(instruction(g)).toEqual({ phase: 'seven-scions/phase/over', code: 'seven-scions/prompt/over' });
  });
});

describe('001:89-104 the storm decks, the Stormlords and the storm counter as trackers', () => {
  it('001:89-104 each storm deck and the Stormlords hold one card per player, the counter starts below the bottom; the table may correct each', () => {
    const g = begin(3);
    const tracker = (id: string, value: number, min = 0, max = 6) => ({ id, code: `seven-scions/tracker/${id}`, value, min, max });
    expect(rs.trackers(g.state)).toEqual([
      tracker('storm-position', 0, 0, 8),
      tracker('storm-green', 3),
      tracker('storm-yellow', 3),
      tracker('storm-blue', 3),
      tracker('stormlords', 3, 1, 6),
    ]);
    let s = rs.setTracker(g.state, 'storm-position', 4);
    s = rs.setTracker(s, 'stormlords', 2);
    s = rs.setTracker(s, 'storm-yellow', 1);
    expect(rs.trackers(s).map((t) => t.value)).toEqual([4, 3, 1, 3, 2]);
    expect(rs.setTracker(s, 'nothing', 1)).toBe(s);
    expect(rs.setup({ cooperative: 'x' } as never, [])).toMatchObject({
      ok: false,
      error: { code: 'rules/invalid_options', details: { fields: 'cooperative' } },
    });
    expect(rs.turnInfo(g.state)).toEqual({ turn: 1, phase: 'seven-scions/phase/turn' });
  });
});

describe('001:213-240 how the endgame begins and ends', () => {
  it('001:213-215 the endgame begins when a storm card is due and only Stormlords are left, naming how many', () => {
    const g = toEndgame(2);
    expect(g.events.find((e) => e.type === 'endgame-begun')).toEqual({
      type: 'endgame-begun',
      data: { stormlords: 2 },
      cause: 'only-stormlords-left',
    });
  });

  it('001:225-227 when every hero has faced the Stormlords, the one who defeated the most wins and is named', () => {
    let g = act(
      act(act(toEndgame(2), 'set-hero-level', { player: 'p1', level: 3, gold: 1 }), 'set-hero-level', { player: 'p2', level: 2, gold: 1 }),
      'face-stormlords',
    );
    g = act(act(g, 'shuffle-stormlords', {}, [1]), 'stormlord-defeated');
    g = act(g, 'hero-knocked-out', { wounds: 1 });
    g = act(act(g, 'shuffle-stormlords', {}, [1]), 'hero-knocked-out', { wounds: 0 });
    expect(g.events.at(-1)).toEqual({
      type: 'stormlords-result',
      data: { winners: ['p1'], names: ['Ann'], code: 'seventh-scion' },
      cause: 'all-heroes-faced',
    });
    expect(rs.outcome!(g.state)).toEqual({ result: 'won', code: 'seven-scions/outcome/seventh-scion', params: { names: 'Ann' } });
  });

  it('001:235-240 the group that defeats every Stormlord wins together', () => {
    let g = act(toEndgame(2, { cooperative: true }), 'face-stormlords', {}, [1]);
    g = act(act(g, 'stormlord-defeated'), 'stormlord-defeated');
    expect(g.events.at(-1)).toEqual({
      type: 'stormlords-result',
      data: { winners: ['p1', 'p2'], names: ['Ann', 'Ben'], code: 'coop-won' },
      cause: 'cooperative-endgame',
    });
    expect(rs.outcome!(g.state)).toEqual({ result: 'won', code: 'seven-scions/outcome/coop-won', params: { names: 'Ann, Ben' } });
  });
});

/** Plays from this game (after set-up) until only Stormlords remain and the endgame begins. */
function onToEndgame(game: G): G {
  let g = game;
  for (let guard = 0; g.state.phase !== 'endgame-prepare' && guard < 500; guard++) {
    g = act(g, 'storm-step', { challenge: 'blue' });
    if (g.state.pendingStorm) g = act(g, 'resolve-storm-card', { result: 'event-resolved' });
    if (g.state.phase === 'storm') g = act(g, 'end-turn');
  }
  return g;
}
/** Each hero in turn, Ann first, awakens the scion of his own number and ends his turn. */
function eachAwakens(n: number): G {
  let g = begin(n);
  for (let space = 1; space <= n; space++)
    g = act(act(act(g, 'awaken-scion', { scion: space }), 'storm-step', { challenge: 'none' }), 'end-turn');
  return g;
}
/** The competitive endgame with every hero's [level, gold] entered, p1 first. */
function levelled(n: number, values: [number, number][], options: Record<string, unknown> = {}): G {
  let g = toEndgame(n, options);
  values.forEach(([level, gold], i) => {
    g = act(g, 'set-hero-level', { player: `p${i + 1}`, level, gold });
  });
  return g;
}
const offer = (g: G, type: string) => rs.prompt(g.state).actions.find((a) => a.type === type);

describe('001:64-106 the variant’s set-up and options', () => {
  it('001:73 one hero per Stormlord in the box: a table of none or of seven is refused naming 1 to 6; bad options name each field', () => {
    for (const n of [0, 7]) {
      const players = Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `H${i + 1}` }));
      expect(rs.setup({} as never, players)).toEqual({
        ok: false,
        error: { code: 'rules/player-count', message: 'rules/player-count', details: { min: 1, max: 6 } },
      });
    }
    expect(rs.setup({ cooperative: 'x', firstToDefeatAllWins: 'y' } as never, [])).toMatchObject({
      ok: false,
      error: { code: 'rules/invalid_options', details: { fields: 'cooperative, firstToDefeatAllWins' } },
    });
  });

  it('001:74-106 set-up lists the scions on their spaces, a storm deck and a Stormlord per player, the counter and the red cards; set-up done is the main action', () => {
    const g = start(rs, {}, 3);
    expect(g.state.checklist.items).toEqual([
      { code: 'seven-scions/step/scions-on-spaces' },
      { code: 'seven-scions/step/storm-decks', params: { count: 3 } },
      { code: 'seven-scions/step/stormlords', params: { count: 3 } },
      { code: 'seven-scions/step/storm-counter' },
      { code: 'seven-scions/step/red-to-box' },
    ]);
    expect(rs.prompt(g.state).actions).toEqual([{ type: 'setup-done', code: 'seven-scions/setup-done', primary: true }]);
  });

  it('001:230-244 ruling S-5, S-12: the cooperative version and the first-to-defeat-all house rule are options that name their rulings', () => {
    expect(sevenScionsManifest.options.slice(0, 2)).toEqual([
      { key: 'cooperative', kind: 'boolean', default: false, ruling: 'S-5' },
      { key: 'firstToDefeatAllWins', kind: 'boolean', default: false, houseRule: true, ruling: 'S-12' },
    ]);
  });

  it('001:107-122 with Rituals and Runes (VA 46) the ritual tracker is open in a hero’s turn and his storm step, not while scion counters are picked', () => {
    let g = act(start(rs, { ritualsAndRunes: true }, 2), 'setup-done');
    expect(offer(g, 'ritual-add')).toBeDefined();
    g = act(g, 'storm-step', { challenge: 'none' });
    expect(offer(g, 'ritual-add')).toBeDefined();
    g = act(act(g, 'end-turn'), 'event-drawn');
    expect(offer(g, 'ritual-add')).toBeUndefined();
    expect(refusal(g, 'ritual-add', {})).toMatchObject({ code: 'rules/wrong_phase', details: { phase: 'event-scions' } });
  });
});

describe('001:123-191 the storm counter and the scions', () => {
  it('001:165-190 the storm step says when the counter goes off the top: reaching the top stack (8) exactly stays on, one beyond goes off', () => {
    let g = begin();
    g = act(act(g, 'storm-step', { challenge: 'blue' }), 'end-turn');
    g = act(act(g, 'storm-step', { challenge: 'blue' }), 'end-turn');
    g = act(g, 'storm-step', { challenge: 'yellow' });
    expect(g.events.at(-1)).toMatchObject({ type: 'storm-advanced', data: { from: 6, to: 8, offTop: false } });
    g = act(act(g, 'end-turn'), 'storm-step', { challenge: 'none' });
    expect(g.events.find((e) => e.type === 'storm-advanced' && e.data.from === 8)).toMatchObject({ data: { to: 9, offTop: true } });
    expect(g.state.storm.position).toBe(0);
  });

  it('001:130-143 awakened scions have no counter: the next hero may awaken only slumbering ones; an Event offers only their counters, an awakened one is refused', () => {
    let g = act(begin(4), 'awaken-scion', { scion: 1 });
    expect(g.events.at(-1)).toEqual({
      type: 'scion-awakened',
      data: { scion: 1, player: 'p1', playerName: 'Ann', previous: null, counterFrom: null },
    });
    g = act(act(g, 'storm-step', { challenge: 'none' }), 'end-turn');
    expect(offer(g, 'awaken-scion')?.fields?.[0]).toMatchObject({ choices: [2, 3, 4, 5, 6].map((space) => scion(space)) });
    expect(rs.keyTracks!(g.state)[2]).toEqual({ id: 'scions-awakened', code: 'seven-scions/key/scions-awakened', value: 1 });
    g = act(g, 'event-drawn');
    expect(rs.prompt(g.state).actions.map((a) => a.payload?.scion ?? a.type)).toEqual([2, 3, 4, 5, 6, 'pass-scion-counter']);
    expect(refusal(g, 'take-scion-counter', { scion: 1 })).toEqual({
      code: 'rules/scion-awake',
      message: 'rules/scion-awake',
      details: { scion: 1 },
    });
  });

  it('001:112-116 when every counter left is taken or its scion awake, the next player can only pass: passing is the main choice, taking is refused', () => {
    let g = act(eachAwakens(4), 'event-drawn');
    expect(rs.keyTracks!(g.state)[2]).toMatchObject({ id: 'scions-awakened', value: 4 });
    g = act(act(g, 'take-scion-counter', { scion: 5 }), 'take-scion-counter', { scion: 6 });
    expect(rs.prompt(g.state).actions).toEqual([
      { type: 'pass-scion-counter', code: 'seven-scions/pass-scion-counter', player: 'p3', params: { hero: 'Cat' }, primary: true },
    ]);
    expect(refusal(g, 'take-scion-counter', { scion: 5 })).toEqual({ code: 'rules/no-counter-left', message: 'rules/no-counter-left' });
  });

  it('001:143-150 with every scion awakened none is left to awaken: awakening is not offered, and is refused', () => {
    const g = eachAwakens(6);
    expect(offer(g, 'awaken-scion')).toBeUndefined();
    expect(refusal(g, 'awaken-scion', { scion: 1 })).toEqual({ code: 'rules/scion-awake', message: 'rules/scion-awake' });
  });

  it('001:128-129 only a held counter can be discarded: in a storm step with none held, using one is not offered, and is refused', () => {
    const g = act(begin(), 'storm-step', { challenge: 'none' });
    expect(offer(g, 'use-scion-counter')).toBeUndefined();
    expect(refusal(g, 'use-scion-counter', { scion: 1 })).toEqual({ code: 'rules/no-counter', message: 'rules/no-counter' });
  });
});

describe('001:213-244 the endgame’s order, winners and the group’s values', () => {
  it('001:223 once every hero’s level and gold are entered, facing the Stormlords is the main action, not entering a level', () => {
    const g = levelled(2, [
      [3, 1],
      [2, 1],
    ]);
    expect(offer(g, 'set-hero-level')).toMatchObject({ primary: false });
    expect(offer(g, 'face-stormlords')).toEqual({ type: 'face-stormlords', code: 'seven-scions/face-stormlords', primary: true });
  });

  it('004:76 ruling S-3: a tie in level and gold is broken by a tie-break die, and the order says a tie was broken', () => {
    let g = levelled(3, [
      [3, 1],
      [3, 1],
      [1, 0],
    ]);
    expect(offer(g, 'face-stormlords')?.dice).toMatchObject({
      dice: [{ kind: 'dN', sides: 2 }],
      looks: [{ code: 'seven-scions/die/tie-break' }],
    });
    g = act(g, 'face-stormlords', {}, [2]);
    expect(g.events.at(-1)).toMatchObject({ type: 'stormlords-faced', data: { heroOrder: ['p2', 'p1', 'p3'], tieBroken: true } });
  });

  it('004:76 ruling S-3: each tie is broken by its own die, group after group', () => {
    const g = act(
      levelled(4, [
        [5, 1],
        [5, 1],
        [2, 0],
        [2, 0],
      ]),
      'face-stormlords',
      {},
      [1, 2],
    );
    expect(g.events.at(-1)).toMatchObject({ data: { heroOrder: ['p1', 'p2', 'p4', 'p3'], names: ['Ann', 'Ben', 'Dan', 'Cat'] } });
  });

  it('001:223-225 each hero’s Stormlord order is his own: rolling Ann’s leaves Ben’s to be rolled; a lone Stormlord needs no dice', () => {
    let g = act(
      levelled(2, [
        [3, 1],
        [2, 1],
      ]),
      'face-stormlords',
    );
    g = act(g, 'shuffle-stormlords', {}, [2]);
    expect(g.state.endgame?.runs.map((r) => r.order)).toEqual([[2, 1], null]);
    const solo = act(levelled(1, [[0, 0]]), 'face-stormlords');
    expect(rs.prompt(solo.state).actions).toEqual([
      { type: 'shuffle-stormlords', code: 'seven-scions/shuffle-stormlords', params: { hero: 'Ann' }, primary: true },
    ]);
  });

  it('001:225-227 the hero who defeats the most Stormlords is named the winner, whoever faced them first', () => {
    let g = act(
      levelled(2, [
        [3, 1],
        [2, 1],
      ]),
      'face-stormlords',
    );
    g = act(act(g, 'shuffle-stormlords', {}, [1]), 'hero-knocked-out', { wounds: 3 });
    g = act(act(act(g, 'shuffle-stormlords', {}, [1]), 'stormlord-defeated'), 'hero-knocked-out', { wounds: 0 });
    expect(g.events.at(-1)).toEqual({
      type: 'stormlords-result',
      data: { winners: ['p2'], names: ['Ben'], code: 'seventh-scion' },
      cause: 'all-heroes-faced',
    });
  });

  it('001:225-227 ruling S-4: heroes tied on Stormlords and on wounds share the win, each named', () => {
    let g = act(
      levelled(2, [
        [3, 1],
        [2, 1],
      ]),
      'face-stormlords',
    );
    g = act(act(act(g, 'shuffle-stormlords', {}, [1]), 'stormlord-defeated'), 'hero-knocked-out', { wounds: 2 });
    g = act(act(act(g, 'shuffle-stormlords', {}, [2]), 'stormlord-defeated'), 'hero-knocked-out', { wounds: 2 });
    expect(g.events.at(-1)).toEqual({
      type: 'stormlords-result',
      data: { winners: ['p1', 'p2'], names: ['Ann', 'Ben'], code: 'shared-win' },
      cause: 'all-heroes-faced',
    });
    expect(rs.outcome!(g.state)).toEqual({ result: 'won', code: 'seven-scions/outcome/shared-win', params: { names: 'Ann, Ben' } });
  });

  it('001:228 ruling S-12: with the house rule the first hero to defeat every Stormlord is named the winner, whoever faced first', () => {
    let g = act(
      levelled(
        2,
        [
          [3, 1],
          [2, 1],
        ],
        { firstToDefeatAllWins: true },
      ),
      'face-stormlords',
    );
    g = act(act(g, 'shuffle-stormlords', {}, [1]), 'hero-knocked-out', { wounds: 1 });
    g = act(act(act(g, 'shuffle-stormlords', {}, [1]), 'stormlord-defeated'), 'stormlord-defeated');
    expect(g.events.at(-1)).toEqual({
      type: 'stormlords-result',
      data: { winners: ['p2'], names: ['Ben'], code: 'seventh-scion' },
      cause: 'first-to-defeat-all',
    });
  });

  it('001:235-240 ruling S-5: when every hero is knocked out the storm wins and nobody is named', () => {
    const g = act(act(toEndgame(2, { cooperative: true }), 'face-stormlords', {}, [1]), 'heroes-knocked-out');
    expect(g.events.at(-1)).toEqual({
      type: 'stormlords-result',
      data: { winners: [], names: [], code: 'coop-lost' },
      cause: 'cooperative-endgame',
    });
  });

  it('001:235-244 the group takes the lowest score and the lowest damage of each combat phase (the first hero named on a tie); a scion replaces only the value chosen, and needs its value', () => {
    let g = act(start(rs, { cooperative: true }, 2), 'setup-done');
    g = onToEndgame(act(act(act(g, 'awaken-scion', { scion: 1 }), 'storm-step', { challenge: 'none' }), 'end-turn'));
    g = act(g, 'record-combat-values', {
      player: 'p1',
      combatPhase: 'melee',
      score: 3,
      damage: 2,
      scionScore: 5,
      scionDamage: 4,
      replace: 'score',
    });
    g = act(g, 'record-combat-values', { player: 'p1', combatPhase: 'ranged', score: 2, damage: 3 });
    g = act(g, 'record-combat-values', { player: 'p2', combatPhase: 'melee', score: 5, damage: 2 });
    expect(groupCombatValues(g.state.coopValues, 'melee')).toEqual({
      score: 5,
      damage: 2,
      heroes: 2,
      lowestScoreBy: 'p1',
      lowestDamageBy: 'p1',
    });
    expect(groupCombatValues(g.state.coopValues, 'ranged')).toEqual({
      score: 2,
      damage: 3,
      heroes: 1,
      lowestScoreBy: 'p1',
      lowestDamageBy: 'p1',
    });
    g = act(g, 'record-combat-values', {
      player: 'p1',
      combatPhase: 'magic',
      score: 4,
      damage: 1,
      scionScore: 0,
      scionDamage: 3,
      replace: 'damage',
    });
    expect(groupCombatValues(g.state.coopValues, 'magic')).toMatchObject({ score: 4, damage: 3 });
    g = act(g, 'record-combat-values', { player: 'p2', combatPhase: 'ranged', score: 2, damage: 1 });
    expect(groupCombatValues(g.state.coopValues, 'ranged')).toMatchObject({ damage: 1, lowestScoreBy: 'p1', lowestDamageBy: 'p2' });
    expect(refusal(g, 'record-combat-values', { player: 'p1', combatPhase: 'magic', score: 1, damage: 1, replace: 'score' })).toEqual({
      code: 'rules/missing-scion-value',
      message: 'rules/missing-scion-value',
      details: { replace: 'score' },
    });
  });
});
