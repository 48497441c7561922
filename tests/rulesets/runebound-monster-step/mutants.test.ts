/**
 * Monster Step: tests for what hand-made mutants of the rule code showed unpinned (issue 29), each
 * named after the seed sentence whose other case it tries.
 */
import { describe, expect, it } from 'vitest';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import { boardView } from '../../../shared/rulesets/runebound-monster-step/view';
import { act, endTurn, quietHeroTurn, quietTurn, refuse, rules, sixLairs, start, type State } from './helpers';

describe('000:49 a monster appearing on the lair the hero stands on', () => {
  it('000:49 If a monster appears on this Lair … you must immediately fight the Monster — one appearing on another lair is not fought at once', () => {
    // Lair 1 opens at the Ashen Hills; Dan stands on it; the next Lair chart opens lair 2 at the Bitter Downs.
    let s = quietTurn(start(), 4);
    s = act(s, 'hero-moved', { at: 'lair-1' }).state;
    s = act(act(act(s, 'adventure-done').state, 'market-done').state, 'experience-done', { experience: 0 }).state;
    const spawn = act(s, 'roll-lair-chart', {}, [2]);
    expect(spawn.state.monsters.at(-1)).toMatchObject({ lair: 2 });
    expect(spawn.state.pending.some((p) => p.kind === 'fight-now')).toBe(false);
    expect(rules.prompt(spawn.state).code).not.toBe('rms/prompt/fight-now');
    expect(act(spawn.state, 'roll-movement-check', {}, [1]).state.turn).toBe(3);
  });
});

describe('000:37 a city a monster holds', () => {
  it('000:37 "Riverwatch is now closed": a second monster cannot walk into a city another monster holds (ruling 4)', () => {
    let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]).state;
    s = act(s, 'roll-movement-check', {}, [6]).state;
    s = act(s, 'monster-entered-city', { monster: 1, city: 'riverwatch' }).state;
    s = act(s, 'monsters-moved').state;
    s = act(quietHeroTurn(s), 'roll-lair-chart', {}, [2]).state;
    s = act(s, 'roll-movement-check', {}, [6]).state;
    const cities = rules
      .prompt(s)
      .actions.find((a) => a.type === 'monster-entered-city')
      ?.fields?.find((f) => f.name === 'city');
    expect(cities && cities.kind === 'choice' && cities.choices.map((c) => c.value)).not.toContain('riverwatch');
    expect(cities && cities.kind === 'choice' && cities.choices.map((c) => c.value)).toContain('tamalir');
    expect(refuse(s, 'monster-entered-city', { monster: 2, city: 'riverwatch' })).toMatch(/^rules\//);
  });
});

describe('000:55 sealing a lair the hero has not moved from', () => {
  it('000:55 If a hero has closed a Lair and has not moved his character … he may seal it: on a later turn (house rule) only once he has stayed, not before his move', () => {
    let s = quietTurn(start({ lairCheckOneDie: true, sealWhileStaying: true }), 4);
    s = act(s, 'hero-moved', { at: 'monster-1' }).state;
    s = act(s, 'fight-monster', { result: 'defeated', life: 3 }).state;
    s = act(act(s, 'market-done').state, 'experience-done', { experience: 0 }).state;
    s = act(act(s, 'roll-lair-chart', {}, [0]).state, 'roll-movement-check', {}, [1]).state;
    s = act(s, 'hero-moved', { at: 'lair-1' }).state;
    s = act(act(s, 'plan-lair-check', { phase: 'magic', skill: 9 }).state, 'roll-lair-check', {}, [1]).state;
    s = act(act(act(s, 'adventure-done').state, 'market-done').state, 'experience-done', { experience: 0 }).state;
    s = act(act(s, 'roll-lair-chart', {}, [0]).state, 'roll-movement-check', {}, [1]).state;
    // The next turn, before Dan says where he ends his move: no seal yet.
    expect(s.lairs[0].status).toBe('closed');
    expect(rules.prompt(s).actions.some((a) => a.type === 'seal-lair')).toBe(false);
    expect(refuse(s, 'seal-lair', { payment: 'gold' })).toMatch(/^rules\//);
    s = act(s, 'hero-moved', { at: 'lair-1' }).state;
    expect(act(s, 'seal-lair', { payment: 'gold' }).state.lairs[0].status).toBe('sealed');
  });
});

// StrykerJS survivors (issue 29, `--no-static` run of the Monster Step): each test is named after the
// seed sentence whose prompt, refusal, event or board the surviving mutants changed.

/** The Terror, outskirts and Doom boxes as compact strings: r = reached, c = current, * = City chart / Margath. */
const terrorBoxes = (s: State) =>
  boardView(s).terror.boxes.map((b) => `${b.n}${b.reached ? 'r' : ''}${b.current ? 'c' : ''}${b.cityChart ? '*' : ''}`);
const doomBoxes = (s: State) => boardView(s).doom.boxes.map((b) => `${b.n}${b.reached ? 'r' : ''}${b.margath ? '*' : ''}`);

describe('000:61 and 000:78 the Terror, outskirts and Doom tracks as the board shows them', () => {
  it('000:61 The Terror Level has a maximum of 10 … At Terror Level 3 … 6 and 9: boxes 0-10, reached up to the level, the City chart marked at 3, 6, 9', () => {
    expect(terrorBoxes(start())).toEqual(['0c', '1', '2', '3*', '4', '5', '6*', '7', '8', '9*', '10']);
    expect(terrorBoxes({ ...start(), terror: 4 })).toEqual(['0', '1r', '2r', '3r*', '4rc', '5', '6*', '7', '8', '9*', '10']);
    expect(terrorBoxes({ ...start(), terror: 10 }).at(-1)).toBe('10rc');
  });

  it('000:61 When the number of Monsters in the outskirts reaches 4: four slots, filled up to the count, the 4th marked as the limit', () => {
    expect(boardView(start()).outskirts).toEqual({ count: 0, limit: 4, slots: ['empty', 'empty', 'empty', 'limit'] });
    expect(boardView({ ...start(), outskirts: 2 }).outskirts.slots).toEqual(['filled', 'filled', 'empty', 'limit']);
    expect(boardView({ ...start(), outskirts: 3 }).outskirts.slots).toEqual(['filled', 'filled', 'filled', 'limit']);
  });

  it('000:78 Margath will have a Doom Track of between 10 and 15 spaces … When it reaches the indicated number you must face Margath', () => {
    const s = start({ doomLength: 10 });
    expect(doomBoxes(s)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10*']);
    expect(doomBoxes({ ...s, doom: 3 })).toEqual(['1r', '2r', '3r', '4', '5', '6', '7', '8', '9', '10*']);
    expect(boardView({ ...s, doom: 3 }).doom).toMatchObject({ value: 3, length: 10 });
  });
});

describe('000:24 and 000:72 the Lair and City charts as the board shows them', () => {
  it('000:22-24 a lair appears in the rolled location, sealed ones are struck through, 0 has no location and no lair', () => {
    // Lair 1 opens at the Ashen Hills (4), is closed, and the Lair chart's 0 is the last roll.
    let s = quietTurn(start(), 4);
    s = act(s, 'hero-moved', { at: 'monster-1' }).state;
    s = act(act(s, 'fight-monster', { result: 'defeated', life: 3 }).state, 'market-done').state;
    s = endTurn(s, 0);
    s = act(act(s, 'hero-moved', { at: 'lair-1' }).state, 'plan-lair-check', { phase: 'magic', skill: 9 }).state;
    s = act(s, 'roll-lair-check', {}, [1, 1]).state;
    const closed = boardView(s).lairChart;
    expect(closed.map((r) => [r.roll, r.lair?.status ?? null, r.struck, r.lit])).toEqual([
      [1, null, false, false],
      [2, null, false, false],
      [3, null, false, false],
      [4, 'closed', false, false],
      [5, null, false, false],
      [6, null, false, false],
      [7, null, false, false],
      [8, null, false, false],
      [9, null, false, false],
      [0, null, false, true],
    ]);
    expect(boardView(s).checklist.map((c) => c.state)).toEqual(['done', 'now', 'to-do', 'to-do', 'to-do']);
    s = act(s, 'seal-lair', { payment: 'gold' }).state;
    expect(
      boardView(s)
        .lairChart.filter((r) => r.struck)
        .map((r) => r.roll),
    ).toEqual([4]);
  });

  it('000:72 That city is now closed …: the closed city’s row is struck and lit, the re-roll row (9-0) never is, a held city names its monster', () => {
    // Greyhaven closed by the City chart on a 6; a monster holding Forge.
    let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [2]).state;
    s = act(act(s, 'roll-movement-check', {}, [6]).state, 'monster-entered-city', { monster: 1, city: 'forge' }).state;
    s = act(s, 'monsters-moved').state;
    s = act({ ...s, terror: 2 }, 'event-card-in-play').state;
    s = act(s, 'roll-city-chart', {}, [6]).state;
    const view = boardView(s);
    expect(view.cityChart.map((r) => [r.city, r.struck, r.lit])).toEqual([
      ['vynelvale', false, false],
      ['riverwatch', false, false],
      ['dawnsmoor', false, false],
      ['tamalir', false, false],
      ['forge', false, false],
      ['greyhaven', true, true],
      ['nerekhall', false, false],
      ['frostgate', false, false],
      [null, false, false],
    ]);
    expect(view.cities.filter((c) => c.heldBy)).toEqual([{ city: 'forge', status: 'open', heldBy: { monster: 1, turnsLeft: 5 } }]);
    expect(view.lairs.map((l) => l.monstersOut)).toEqual([1, 0, 0, 0, 0, 0]);
    expect(view.monsters).toEqual([{ id: 1, colour: 'green', lair: 1, city: 'forge', turnsLeft: 5 }]);
  });
});

/** What the prompt lists now: each action's type and code, with its payload, params and flags as offered. */
const offers = (s: State) => rules.prompt(s).actions.map(({ fields: _fields, dice: _dice, odds: _odds, ...rest }) => rest);
const field = (s: State, type: string, name: string) =>
  rules
    .prompt(s)
    .actions.find((a) => a.type === type)
    ?.fields?.find((f) => f.name === name);
const refusal = (s: State, type: string, payload: Record<string, unknown> = {}) => {
  const result = runAction(rules, s, type, payload, []);
  return result.ok ? null : { code: result.error.code, details: result.error.details };
};
/** Options as a hand-edited or old file might hold them, not as the schema types them. */
const badOptions = (o: Record<string, unknown>) => o as unknown as State['options'];
const ANYTIME = [
  { type: 'event-card-in-play', code: 'rms/action/event-card' },
  { type: 'dragon-rune-gained', code: 'rms/action/dragon-rune', rare: true },
];

/** Turn 2: lair 1 open at the Ashen Hills with monster 1 on it; the hero fought nothing yet. */
const lairOpen = () => quietTurn(start(), 4);
/** Turn 3: monster 1 defeated (life 3) and recorded on lair 1; the hero has just ended on lair 1. */
function onLairWithDefeated(options: Record<string, unknown> = {}): State {
  let s = act(quietTurn(start(options), 4), 'hero-moved', { at: 'monster-1' }).state;
  s = act(act(s, 'fight-monster', { result: 'defeated', life: 3 }).state, 'market-done').state;
  s = endTurn(s, 0);
  return act(s, 'hero-moved', { at: 'lair-1' }).state;
}

describe('000:43 fighting the monster the hero ended on', () => {
  it('000:43 If you end your Movement Step on a location that has a Doom Token … you must fight the Monster: the places offered, the fight named with its deck, the step held until it is fought', () => {
    const s = lairOpen();
    expect(field(s, 'hero-moved', 'at')).toMatchObject({
      choices: [
        { value: 'elsewhere', code: 'rms/choice/elsewhere' },
        { value: 'monster-1', code: 'rms/choice/monster', params: { monster: 1, lair: 1, colour: 'green', city: null } },
        { value: 'lair-1', code: 'rms/choice/lair', params: { marker: 1, location: 'ashen-hills', status: 'open', defeated: 0 } },
      ],
    });
    expect(offers(s)).toEqual([{ type: 'hero-moved', code: 'rms/action/hero-moved', primary: true }, ...ANYTIME]);
    expect(refusal(s, 'hero-moved', { at: 'monster-12' })).toEqual({ code: 'rules/not_on_board', details: { at: 'monster-12' } });
    expect(refusal(s, 'hero-moved', { at: 'lair-12' })).toEqual({ code: 'rules/not_on_board', details: { at: 'lair-12' } });
    const f = act(s, 'hero-moved', { at: 'monster-1' }).state;
    expect(rules.prompt(f)).toMatchObject({
      code: 'rms/prompt/fight',
      params: { monster: 1, lair: 1, colour: 'green', city: null, level: 1, drawColour: 'green' },
    });
    expect(offers(f)).toEqual([
      { type: 'fight-monster', code: 'rms/action/monster-defeated', payload: { result: 'defeated' } },
      { type: 'fight-monster', code: 'rms/action/knocked-out', payload: { result: 'knocked-out' } },
      ...ANYTIME,
    ]);
    expect(field(f, 'fight-monster', 'life')).toEqual({ name: 'life', kind: 'number', min: 1, max: 20, default: 3 });
    expect(refusal(f, 'adventure-done')).toEqual({ code: 'rules/must_fight', details: { monster: 1 } });
    expect(refusal(f, 'fight-monster', { result: 'defeated', life: 3, eventsDrawn: 2 })).toEqual({
      code: 'rules/seeking_events_discarded',
      details: { eventsDrawn: 2 },
    });
    const won = act(f, 'fight-monster', { result: 'defeated', life: 3 });
    expect(won.events).toEqual([
      {
        type: 'monster-defeated',
        data: { monster: 1, city: null, duringMonsterStep: false, lair: 1, life: 3, colour: 'green', recorded: true },
      },
    ]);
    expect(refusal(won.state, 'fight-monster', { result: 'knocked-out' })).toEqual({ code: 'rules/no_fight', details: { step: 'market' } });
  });

  it('000:43 (ruling 16) Event cards drawn while seeking the monster’s Challenge: the count is asked beside each result, and each raises Terror', () => {
    const f = act(quietTurn(start({ seekingEventsRaiseTerror: true }), 4), 'hero-moved', { at: 'monster-1' }).state;
    const seeking = { name: 'eventsDrawn', kind: 'number', min: 0, max: 20, default: 0 };
    expect(
      rules
        .prompt(f)
        .actions.filter((a) => a.type === 'fight-monster')
        .map((a) => a.fields),
    ).toEqual([[{ name: 'life', kind: 'number', min: 1, max: 20, default: 3 }, seeking], [seeking]]);
    const out = act(f, 'fight-monster', { result: 'knocked-out', eventsDrawn: 1 });
    expect(out.events.slice(0, 3)).toEqual([
      { type: 'seeking-events-drawn', data: { monster: 1, count: 1 } },
      { type: 'terror-raised', data: { from: 0, to: 1, cityChart: false }, cause: 'seeking-event' },
      { type: 'hero-knocked-out', data: { monster: 1, city: null, duringMonsterStep: false } },
    ]);
  });
});

describe('000:49 closing a lair', () => {
  it('000:49 you may attempt to close that Lair … pick a Combat Phase … make an amount of checks equal to the number of Monsters: the prompt, the plan, the dice and the closing', () => {
    const s = onLairWithDefeated();
    expect(rules.prompt(s)).toMatchObject({ code: 'rms/prompt/lair-check', params: { marker: 1, location: 'ashen-hills', checks: 1 } });
    expect(offers(s)).toEqual([
      { type: 'plan-lair-check', code: 'rms/action/plan-lair-check', primary: true },
      { type: 'adventure-done', code: 'rms/action/adventure-done', primary: false },
      ...ANYTIME,
    ]);
    expect(field(s, 'plan-lair-check', 'phase')).toMatchObject({
      choices: [
        { value: 'ranged', code: 'rms/combat/ranged' },
        { value: 'melee', code: 'rms/combat/melee' },
        { value: 'magic', code: 'rms/combat/magic' },
      ],
    });
    expect(refusal(s, 'roll-lair-check')).toEqual({ code: 'rules/no_lair_check', details: undefined });
    expect(refusal(s, 'seal-lair', { payment: 'gold' })).toEqual({ code: 'rules/cannot_seal', details: undefined });
    const planned = act(s, 'plan-lair-check', { phase: 'magic', skill: 9 }).state;
    expect(refusal(planned, 'plan-lair-check', { phase: 'magic', skill: 9 })).toEqual({ code: 'rules/cannot_close', details: undefined });
    expect(rules.prompt(planned)).toMatchObject({
      code: 'rms/prompt/roll-lair-check',
      params: { marker: 1, phase: 'magic', skill: 9, targets: '4', checks: 1, dice: 2 },
    });
    expect(offers(planned)).toEqual([
      { type: 'roll-lair-check', code: 'rms/action/roll-lair-check', params: { checks: 1, dice: 2 }, primary: true },
      { type: 'cancel-lair-check', code: 'rms/action/cancel-lair-check', rare: true },
      { type: 'adventure-done', code: 'rms/action/adventure-done', primary: false },
      ...ANYTIME,
    ]);
    expect(rules.prompt(planned).actions[0].dice?.looks).toEqual([
      { code: 'rms/die/lair-check', params: { target: 4, n: 1, count: 2 } },
      { code: 'rms/die/lair-check', params: { target: 4, n: 2, count: 2 } },
    ]);
    expect(act(planned, 'cancel-lair-check').events).toEqual([{ type: 'lair-check-cancelled', data: { marker: 1 } }]);
    const closed = act(planned, 'roll-lair-check', {}, [1, 1]);
    expect(closed.events.at(-1)).toEqual({
      type: 'lair-closed',
      data: { marker: 1, location: 'ashen-hills', discarded: [{ monster: 1, life: 3, colour: 'green' }], orphans: [] },
    });
  });

  it('000:49 two defeated monsters mean two checks: each check reads its own dice', () => {
    // Lair 1 with two defeated monsters (lives 3 and 5): targets 4 and 6; one die each under the house rule.
    let s = act(quietTurn(start({ lairCheckOneDie: true }), 4), 'hero-moved', { at: 'monster-1' }).state;
    s = act(act(s, 'fight-monster', { result: 'defeated', life: 3 }).state, 'market-done').state;
    s = endTurn(s, 4);
    s = act(s, 'hero-moved', { at: 'monster-2' }).state;
    s = act(act(s, 'fight-monster', { result: 'defeated', life: 5 }).state, 'market-done').state;
    s = endTurn(s, 0);
    s = act(act(s, 'hero-moved', { at: 'lair-1' }).state, 'plan-lair-check', { phase: 'melee', skill: 0 }).state;
    const rolled = act(s, 'roll-lair-check', {}, [4, 6]).events[0];
    expect(rolled.data).toMatchObject({
      checks: [
        { values: [4], total: 4, target: 4, success: true },
        { values: [6], total: 6, target: 6, success: true },
      ],
      success: true,
    });
    const failed = act(s, 'roll-lair-check', {}, [6, 4]).events[0];
    expect(failed.data).toMatchObject({ checks: [{ success: true }, { values: [4], success: false }], success: false });
  });
});

describe('000:55 sealing a lair', () => {
  it('000:55 he may choose to seal the Lair … spending 5 gold, or he must discard one of his Allies: the offers, and leaving it unsealed', () => {
    const s = onLairWithDefeated();
    const closed = act(act(s, 'plan-lair-check', { phase: 'magic', skill: 9 }).state, 'roll-lair-check', {}, [1, 1]).state;
    expect(rules.prompt(closed)).toMatchObject({
      code: 'rms/prompt/seal',
      params: { marker: 1, location: 'ashen-hills', gold: 5, laterTurns: false },
    });
    expect(offers(closed)).toEqual([
      { type: 'seal-lair', code: 'rms/action/seal-gold', payload: { payment: 'gold' }, params: { gold: 5 }, primary: true },
      { type: 'seal-lair', code: 'rms/action/seal-ally', payload: { payment: 'ally' } },
      { type: 'adventure-done', code: 'rms/action/leave-unsealed' },
      ...ANYTIME,
    ]);
    expect(act(closed, 'seal-lair', { payment: 'ally' }).events).toEqual([
      { type: 'lair-sealed', data: { marker: 1, location: 'ashen-hills', payment: 'ally', gold: 0 } },
      { type: 'doom-lowered', data: { from: 1, to: 0 }, cause: 'lair-sealed' },
    ]);
    expect(act(closed, 'adventure-done').events).toEqual([
      { type: 'adventure-done', data: {} },
      { type: 'lair-marker-returned', data: { marker: 1, location: 'ashen-hills' }, cause: 'left-unsealed' },
    ]);
  });

  it('000:49 If you move off the Lair for any reason without sealing it you must move that Lair’s marker back (house rule: sealing later)', () => {
    const s = onLairWithDefeated({ sealWhileStaying: true });
    let c = act(act(s, 'plan-lair-check', { phase: 'magic', skill: 9 }).state, 'roll-lair-check', {}, [1, 1]).state;
    expect(rules.prompt(c).params).toMatchObject({ laterTurns: true });
    c = act(act(act(c, 'adventure-done').state, 'market-done').state, 'experience-done', { experience: 0 }).state;
    c = act(act(c, 'roll-lair-chart', {}, [2]).state, 'roll-movement-check', {}, [1]).state;
    // The closed lair is still a place to end on; so is lair 2, just opened at the Bitter Downs.
    expect(field(c, 'hero-moved', 'at')).toMatchObject({
      choices: expect.arrayContaining([
        { value: 'lair-1', code: 'rms/choice/lair', params: { marker: 1, location: 'ashen-hills', status: 'closed', defeated: 0 } },
      ]),
    });
    expect(act(c, 'hero-moved', { at: 'lair-2' }).events[1]).toMatchObject({ type: 'lair-marker-returned', data: { marker: 1 } });
    expect(act(c, 'hero-moved', { at: 'elsewhere' }).events).toEqual([
      { type: 'hero-moved', data: { to: { kind: 'elsewhere' } } },
      { type: 'lair-marker-returned', data: { marker: 1, location: 'ashen-hills' }, cause: 'left-closed-lair' },
    ]);
  });
});

describe('000:5-8 the turn as the table is told it, step by step', () => {
  it('000:5 After the Experience Step, add a new step to the game … Monster Step: each step’s instruction, and what is refused out of turn', () => {
    let s = act(act(start(), 'hero-moved', { at: 'elsewhere' }).state, 'adventure-done').state;
    expect(rules.prompt(s)).toMatchObject({ code: 'rms/prompt/market' });
    expect(offers(s)).toEqual([{ type: 'market-done', code: 'rms/action/market-done', primary: true }, ...ANYTIME]);
    expect(refusal(s, 'hero-moved', { at: 'elsewhere' })).toEqual({
      code: 'rules/wrong_phase',
      details: { step: 'market', why: 'wrongStep' },
    });
    expect(refusal(s, 'roll-city-chart')).toEqual({
      code: 'rules/wrong_phase',
      details: { step: 'market', why: 'nothingWaiting', kind: 'city-chart' },
    });
    s = act(s, 'market-done').state;
    expect(rules.prompt(s)).toMatchObject({ code: 'rms/prompt/experience', params: { experience: 0 } });
    expect(offers(s)).toEqual([{ type: 'experience-done', code: 'rms/action/experience-done', primary: true }, ...ANYTIME]);
    s = act(s, 'experience-done', { experience: 2 }).state;
    expect(rules.prompt(s)).toMatchObject({ phase: 'rms/phase/spawn', code: 'rms/prompt/spawn', params: { level: 3, colour: 'yellow' } });
    s = act(s, 'roll-lair-chart', {}, [4]).state;
    expect(rules.prompt(s)).toMatchObject({ phase: 'rms/phase/movement-check', code: 'rms/prompt/movement-check', params: { walking: 1 } });
  });

  it('000:35 all Monsters will move … the prompt counts the monsters still to report, and a monster in a city no longer walks', () => {
    // Two monsters walking (lairs at the Ashen Hills and the Bitter Downs), a check of 6.
    let s = act(quietHeroTurn(quietTurn(start(), 4)), 'roll-lair-chart', {}, [2]).state;
    s = act(s, 'roll-movement-check', {}, [6]).state;
    expect(rules.prompt(s).params).toMatchObject({ dice: 2, walking: 2 });
    s = act(s, 'monster-entered-city', { monster: 1, city: 'forge' }).state;
    expect(rules.prompt(s).params).toMatchObject({ walking: 1 });
    expect(field(s, 'monster-entered-city', 'monster')).toMatchObject({ choices: [{ value: 2 }] });
    expect(refusal(s, 'monster-entered-city', { monster: 1, city: 'tamalir' })).toEqual({
      code: 'rules/monster_cannot_move',
      details: { monster: 1, why: 'notWalking' },
    });
    s = act(act(s, 'monsters-moved').state, 'hero-moved', { at: 'elsewhere' }).state;
    s = act(act(act(s, 'adventure-done').state, 'market-done').state, 'experience-done', { experience: 0 }).state;
    s = act(s, 'roll-lair-chart', {}, [0]).state;
    expect(rules.prompt(s).params).toMatchObject({ walking: 1 });
  });

  it('000:61 anytime a new Event Card goes into play, raise the Terror Level: the chain asks for the City chart at 3, then the Ally, and nothing else meanwhile', () => {
    let s = act({ ...act(start(), 'hero-moved', { at: 'elsewhere' }).state, terror: 2 }, 'event-card-in-play').state;
    expect(rules.prompt(s)).toMatchObject({
      phase: 'rms/phase/chain',
      code: 'rms/prompt/city-chart',
      params: { terror: 3, lastRoll: null },
    });
    expect(refusal(s, 'adventure-done')).toEqual({ code: 'rules/settle_first', details: { pending: 'city-chart' } });
    s = act(s, 'roll-city-chart', {}, [9]).state;
    expect(rules.prompt(s)).toMatchObject({ code: 'rms/prompt/city-chart', params: { terror: 3, lastRoll: 9 } });
  });

  it('000:43 you must fight the Monster during your Adventure Step — not while the chain still owes something', () => {
    const f = act({ ...lairOpen(), terror: 2 }, 'hero-moved', { at: 'monster-1' }).state;
    const owing = act(f, 'event-card-in-play').state;
    expect(refusal(owing, 'fight-monster', { result: 'knocked-out' })).toEqual({ code: 'rules/no_fight', details: { step: 'adventure' } });
    expect(rules.prompt(owing).actions.some((a) => a.type === 'fight-monster')).toBe(false);
  });

  it('000:49 If you fail … attempt to close the Lair again next turn: a failed check ends the Adventure step, a passed one leaves it to seal', () => {
    const s = act(onLairWithDefeated({ lairCheckOneDie: true }), 'plan-lair-check', { phase: 'magic', skill: 0 }).state;
    const failed = act(s, 'roll-lair-check', {}, [1]).state;
    expect(failed.step).toBe('market');
    // A check rolled and passed leaves the step open (to seal), the hero's adventure spent.
    const passed = act(s, 'roll-lair-check', {}, [9]).state;
    const left = act(passed, 'adventure-done').state;
    expect(rules.prompt(left).code).toBe('rms/prompt/market');
  });
});

describe('000:49 several checks and the monsters still out', () => {
  it('000:49 make an amount of checks equal to the number of Monsters … each of 2 d10: each check reads its own two dice; closing lists the lair’s monsters still out', () => {
    // Lair 1 (Ashen Hills): monsters 1 (life 3) and 2 (life 5) defeated, monster 3 still out.
    let s = act(quietTurn(start(), 4), 'hero-moved', { at: 'monster-1' }).state;
    s = act(act(s, 'fight-monster', { result: 'defeated', life: 3 }).state, 'market-done').state;
    s = endTurn(s, 4);
    s = act(s, 'hero-moved', { at: 'monster-2' }).state;
    s = act(act(s, 'fight-monster', { result: 'defeated', life: 5 }).state, 'market-done').state;
    s = endTurn(s, 4);
    s = act(act(s, 'hero-moved', { at: 'lair-1' }).state, 'plan-lair-check', { phase: 'melee', skill: 0 }).state;
    expect(rules.prompt(s).params).toMatchObject({ targets: '4, 6', checks: 2, dice: 2 });
    const closed = act(s, 'roll-lair-check', {}, [1, 3, 2, 4]).events;
    expect(closed[0].data).toMatchObject({
      checks: [
        { values: [1, 3], total: 4, target: 4, success: true },
        { values: [2, 4], total: 6, target: 6, success: true },
      ],
    });
    expect(closed[1].data).toMatchObject({ orphans: [3] });
  });
});

describe('000:24 monsters numbered past 9', () => {
  it('000:43 a hero may end on any monster on the board, monster 10 too', () => {
    const s = act({ ...quietHeroTurn(start()), nextMonster: 10 }, 'roll-lair-chart', {}, [4]).state;
    const moved = act(act(s, 'roll-movement-check', {}, [1]).state, 'hero-moved', { at: 'monster-10' });
    expect(moved.events[0]).toEqual({ type: 'hero-moved', data: { to: { kind: 'monster', monster: 10 } } });
  });
});

describe('000:31-37 the Monster Step as the table is told it', () => {
  it('000:35 To move Monsters you roll 2 movement dice and move Monsters toward the nearest city: the rolls offered, the walkers and cities, the dice to record', () => {
    let s = act(act(start(), 'hero-moved', { at: 'elsewhere' }).state, 'adventure-done').state;
    s = act(act(s, 'market-done').state, 'experience-done', { experience: 0 }).state;
    expect(offers(s)).toEqual([{ type: 'roll-lair-chart', code: 'rms/action/roll-lair-chart', primary: true }]);
    s = act(s, 'roll-lair-chart', {}, [4]).state;
    expect(offers(s)).toEqual([{ type: 'roll-movement-check', code: 'rms/action/roll-movement-check', primary: true }]);
    s = act(s, 'roll-movement-check', {}, [6]).state;
    expect(offers(s)).toEqual([
      { type: 'monster-entered-city', code: 'rms/action/monster-entered-city' },
      { type: 'monsters-moved', code: 'rms/action/monsters-moved', primary: true },
      { type: 'movement-die-shown', code: 'rms/action/movement-die-shown', rare: true },
    ]);
    expect(field(s, 'monster-entered-city', 'monster')).toEqual({
      name: 'monster',
      kind: 'choice',
      mustChoose: true,
      choices: [{ value: 1, code: 'rms/choice/walker', params: { monster: 1, lair: 1, colour: 'green', city: null } }],
    });
    expect(field(s, 'monster-entered-city', 'city')).toMatchObject({
      name: 'city',
      kind: 'choice',
      mustChoose: true,
      choices: expect.arrayContaining([{ value: 'forge', code: 'rms/city/forge' }]),
    });
    const terrains = ['plains', 'road', 'river', 'hills', 'forest', 'mountains', 'swamp'].map((t) => ({
      value: t,
      code: `rms/terrain/${t}`,
    }));
    expect(field(s, 'movement-die-shown', 'die')).toEqual({
      name: 'die',
      kind: 'choice',
      choices: [
        { value: 1, code: 'rms/choice/die', params: { die: 1 } },
        { value: 2, code: 'rms/choice/die', params: { die: 2 } },
      ],
    });
    expect(field(s, 'movement-die-shown', 'symbol1')).toEqual({
      name: 'symbol1',
      kind: 'choice',
      optional: false,
      mustChoose: true,
      choices: terrains,
    });
    expect(field(s, 'movement-die-shown', 'symbol4')).toEqual({
      name: 'symbol4',
      kind: 'choice',
      optional: true,
      mustChoose: false,
      choices: terrains,
    });
    // No die recorded: the city entry says nothing of faces.
    expect(act(s, 'monster-entered-city', { monster: 1, city: 'forge' }).events).toEqual([
      { type: 'monster-entered-city', data: { monster: 1, city: 'forge', turnsLeft: 5 } },
    ]);
    const both = act(act(s, 'movement-die-shown', { die: 1, symbol1: 'road' }).state, 'movement-die-shown', {
      die: 2,
      symbol1: 'river',
    }).state;
    expect(refusal(both, 'movement-die-shown', { die: 1, symbol1: 'road' })).toEqual({
      code: 'rules/no_die_to_record',
      details: undefined,
    });
    expect(rules.prompt(both).actions.some((a) => a.type === 'movement-die-shown')).toBe(false);
    const entered = act(s, 'monster-entered-city', { monster: 1, city: 'forge' }).state;
    expect(refusal(entered, 'monster-entered-city', { monster: 1, city: 'tamalir' })).toEqual({
      code: 'rules/monster_cannot_move',
      details: { why: 'noneCanEnter' },
    });
    expect(rules.prompt(entered).actions.some((a) => a.type === 'monster-entered-city')).toBe(false);
  });

  it('000:37 He moves the Monster into Riverwatch. Riverwatch is now closed: a city held, closed or destroyed is refused by name', () => {
    // Monster 1 holds Forge; Greyhaven closed by the City chart; monster 2 walks.
    let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [2]).state;
    s = act(act(s, 'roll-movement-check', {}, [6]).state, 'monster-entered-city', { monster: 1, city: 'forge' }).state;
    s = act(s, 'monsters-moved').state;
    s = act({ ...s, terror: 2 }, 'event-card-in-play').state;
    s = act(act(s, 'roll-city-chart', {}, [6]).state, 'discard-ally', { none: true }).state;
    s = act(act(act(s, 'hero-moved', { at: 'elsewhere' }).state, 'adventure-done').state, 'market-done').state;
    s = act(act(s, 'experience-done', { experience: 0 }).state, 'roll-lair-chart', {}, [4]).state;
    s = act(s, 'roll-movement-check', {}, [6]).state;
    expect(refusal(s, 'monster-entered-city', { monster: 2, city: 'forge' })).toEqual({
      code: 'rules/city_occupied',
      details: { city: 'forge' },
    });
    expect(refusal(s, 'monster-entered-city', { monster: 2, city: 'greyhaven' })).toEqual({
      code: 'rules/city_closed',
      details: { city: 'greyhaven' },
    });
    const shown = act(s, 'movement-die-shown', { die: 2, symbol1: 'swamp', symbol2: 'swamp' });
    expect(shown.events).toEqual([{ type: 'movement-die-shown', data: { die: 2, symbols: ['swamp'] } }]);
  });
});

describe('000:35-37 a walker with no city to walk into', () => {
  it('000:35 If a Monster can not move, then he does not move: with every other city closed, the one open city held, no monster is offered a city', () => {
    // Monster 1 holds Forge; monster 2 walks; every city but Forge closed by the City chart (set here directly).
    let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [2]).state;
    s = act(act(s, 'roll-movement-check', {}, [6]).state, 'monster-entered-city', { monster: 1, city: 'forge' }).state;
    s = act(s, 'monsters-moved').state;
    s = act(act(act(s, 'hero-moved', { at: 'elsewhere' }).state, 'adventure-done').state, 'market-done').state;
    s = act(act(s, 'experience-done', { experience: 0 }).state, 'roll-lair-chart', {}, [4]).state;
    s = act(s, 'roll-movement-check', {}, [6]).state;
    const closed = { ...s, cities: Object.fromEntries(Object.keys(s.cities).map((c) => [c, c === 'forge' ? 'open' : 'closed'])) } as State;
    expect(refusal(closed, 'monster-entered-city', { monster: 2, city: 'forge' })).toEqual({
      code: 'rules/monster_cannot_move',
      details: { why: 'noneCanEnter' },
    });
    expect(rules.prompt(closed).actions.some((a) => a.type === 'monster-entered-city')).toBe(false);
  });
});

describe('000:24 the level the Experience step records', () => {
  it('000:24 the player’s level which is his number of Experience Counters plus 1 (000:45: 1 counter, level 2): the recorded step says so', () => {
    let s = act(start(), 'hero-moved', { at: 'elsewhere' }).state;
    s = act(act(s, 'adventure-done').state, 'market-done').state;
    expect(act(s, 'experience-done', { experience: 1 }).events).toEqual([
      { type: 'experience-recorded', data: { experience: 1, level: 2, colour: 'green' } },
    ]);
    expect(act(s, 'experience-done', { experience: 4 }).events).toEqual([
      { type: 'experience-recorded', data: { experience: 4, level: 5, colour: 'blue' } },
    ]);
  });
});

describe('000:55-86 the tracks the statistics open on, and the trackers the table corrects', () => {
  it('000:84-86 You win … seal 6 Lairs / lose … if all of the cities become closed: the key tracks count Terror, Doom, lairs open, lairs sealed and cities lost', () => {
    // Lair 1 closed and sealed at the Ashen Hills, lair 2 open at the Bitter Downs, Greyhaven closed by the City chart.
    let s = onLairWithDefeated();
    s = act(act(s, 'plan-lair-check', { phase: 'magic', skill: 9 }).state, 'roll-lair-check', {}, [1, 1]).state;
    s = act(act(act(s, 'seal-lair', { payment: 'gold' }).state, 'market-done').state, 'experience-done', { experience: 0 }).state;
    s = act(act(s, 'roll-lair-chart', {}, [2]).state, 'roll-movement-check', {}, [1]).state;
    s = act({ ...s, terror: 2 }, 'event-card-in-play').state;
    s = act(act(s, 'roll-city-chart', {}, [6]).state, 'discard-ally', { none: true }).state;
    expect(rules.keyTracks!(s).map((k) => [k.id, k.value])).toEqual([
      ['terror', 3],
      ['doom', s.doom],
      ['lairs-open', 1],
      ['lairs-sealed', 1],
      ['cities-lost', 1],
    ]);
    expect(s.doom).toBe(2);
    expect(rules.keyTracks!(s).every((k) => k.code.length > 0)).toBe(true);
  });

  it('000:35 If a Monster moves into a city and is not defeated within 5 turns: a timer for each monster in a city, none for a walker, each corrected alone', () => {
    // Monster 1 holds Forge, monster 2 holds Tamalir, monster 3 walks.
    let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]).state;
    s = act(act(s, 'roll-movement-check', {}, [6]).state, 'monster-entered-city', { monster: 1, city: 'forge' }).state;
    s = act(quietHeroTurn(act(s, 'monsters-moved').state), 'roll-lair-chart', {}, [2]).state;
    s = act(act(s, 'roll-movement-check', {}, [6]).state, 'monster-entered-city', { monster: 2, city: 'tamalir' }).state;
    s = act(quietHeroTurn(act(s, 'monsters-moved').state), 'roll-lair-chart', {}, [3]).state;
    s = act(s, 'roll-movement-check', {}, [1]).state;
    const trackers = rules.trackers(s);
    expect(trackers.slice(0, 5)).toEqual([
      { id: 'doom', code: 'rms/tracker/doom', value: 3, min: 0, max: 12, params: { length: 12 } },
      { id: 'terror', code: 'rms/tracker/terror', value: 0, min: 0, max: 10 },
      { id: 'outskirts', code: 'rms/tracker/outskirts', value: 0, min: 0, max: 3 },
      { id: 'experience', code: 'rms/tracker/experience', value: 0, min: 0, max: 30 },
      { id: 'dragon-runes', code: 'rms/tracker/dragon-runes', value: 0, min: 0, max: 3 },
    ]);
    expect(trackers.slice(5)).toEqual([
      { id: 'timer-1', code: 'rms/tracker/city-timer', params: { city: 'forge', monster: 1 }, value: 3, min: 1, max: 5 },
      { id: 'timer-2', code: 'rms/tracker/city-timer', params: { city: 'tamalir', monster: 2 }, value: 4, min: 1, max: 5 },
    ]);
    const fixed = foldEvents(rules, s, [{ type: CORE.trackerAdjusted, data: { tracker: 'timer-2', from: 4, to: 2 } }]);
    expect(fixed.monsters.map((m) => m.turnsLeft)).toEqual([3, 2, null]);
  });

  it('000:78 / 000:24 Doom and the hero’s level corrected by hand are the numbers the app then plays by', () => {
    const s = foldEvents(rules, start(), [
      { type: CORE.trackerAdjusted, data: { tracker: 'doom', from: 0, to: 4 } },
      { type: CORE.trackerAdjusted, data: { tracker: 'experience', from: 0, to: 4 } },
      { type: CORE.trackerAdjusted, data: { tracker: 'outskirts', from: 0, to: 2 } },
    ]);
    expect(
      rules
        .trackers(s)
        .slice(0, 4)
        .map((t) => t.value),
    ).toEqual([4, 0, 2, 4]);
    expect(rules.prompt(quietHeroTurn(s, 4))).toMatchObject({ code: 'rms/prompt/spawn', params: { level: 5, colour: 'blue' } });
  });

  it('000:78 When it reaches the indicated number you must face Margath: a track shortened under an owed Ally asks for Margath first and keeps the Ally; lengthened, keeps the Ally only', () => {
    const owing = act({ ...act(start({ doomLength: 15 }), 'hero-moved', { at: 'elsewhere' }).state, doom: 11 }, 'event-card-in-play').state;
    expect(owing.pending.map((p) => p.kind)).toEqual(['ally-discard', 'doom']);
    const shortened = rules.withOptions!(owing, { ...owing.options, doomLength: 11 });
    expect(rules.prompt(shortened).code).toBe('rms/prompt/face-margath');
    expect(shortened.pending.map((p) => p.kind)).toEqual(['face-margath', 'ally-discard', 'doom']);
    const lengthened = rules.withOptions!(shortened, { ...owing.options, doomLength: 15 });
    expect(lengthened.pending.map((p) => p.kind)).toEqual(['ally-discard', 'doom']);
    expect(rules.prompt(lengthened).code).toBe('rms/prompt/ally-discard');
  });

  it('000:78 the Doom track’s length is chosen at set-up: a length off the track is refused naming the option', () => {
    expect(rules.setup(badOptions({ doomLength: 9 }), [{ id: 'p1', name: 'Dan' }])).toMatchObject({
      ok: false,
      error: { code: 'rules/invalid_options', details: { fields: 'doomLength' } },
    });
  });
});

describe('000:61-74 what the chain asks of the table', () => {
  it('000:61 Every time the Terror Level increases you must pick one Ally …; 000:72 at Terror Level 3 you roll 1 d10 and refer to the City Chart: the offers, and a stack with no Ally left refused by name', () => {
    let s = act({ ...act(start(), 'hero-moved', { at: 'elsewhere' }).state, terror: 2 }, 'event-card-in-play').state;
    expect(offers(s)).toEqual([{ type: 'roll-city-chart', code: 'rms/action/roll-city-chart', primary: true }]);
    const rolled = act(s, 'roll-city-chart', {}, [4]);
    expect(rolled.events).toEqual([
      { type: 'city-chart-rolled', data: { value: 4, city: 'tamalir', result: 'closes' }, cause: 'terror-3' },
      { type: 'city-closed', data: { city: 'tamalir', monsterRemoved: null }, cause: 'terror-3' },
    ]);
    s = rolled.state;
    expect(offers(s)).toEqual([
      { type: 'discard-ally', code: 'rms/action/ally-discarded', payload: { none: false }, primary: true },
      { type: 'discard-ally', code: 'rms/action/no-ally', payload: { none: true } },
    ]);
    const stacks = field(s, 'discard-ally', 'stack');
    expect(stacks).toMatchObject({ name: 'stack', kind: 'choice', optional: true });
    expect(stacks && stacks.kind === 'choice' && stacks.choices).toContainEqual({ value: 'forge', code: 'rms/city/forge' });
    expect(stacks && stacks.kind === 'choice' && stacks.choices.map((c) => c.value)).not.toContain('tamalir');
    expect(refusal(s, 'discard-ally', { none: false, stack: 'tamalir' })).toEqual({
      code: 'rules/stack_gone',
      details: { city: 'tamalir' },
    });
  });

  it('000:78 you must face Margath. If you defeat him, you win the game: both results offered', () => {
    const s = act({ ...act(start({ doomLength: 10 }), 'hero-moved', { at: 'elsewhere' }).state, doom: 9 }, 'event-card-in-play').state;
    const full = act(s, 'discard-ally', { none: true }).state;
    expect(offers(full)).toEqual([
      { type: 'face-margath', code: 'rms/action/margath-hero-won', payload: { result: 'hero-won' } },
      { type: 'face-margath', code: 'rms/action/margath-won', payload: { result: 'margath-won' } },
    ]);
  });

  it('000:35 … not defeated within 5 turns then that city is destroyed and the Terror Level raises by 1: two cities falling the same turn raise it twice', () => {
    // Monsters 1 and 2 reach Forge and Tamalir the same turn; five ends of turn later both cities fall.
    let s = act(quietHeroTurn(quietTurn(start(), 4)), 'roll-lair-chart', {}, [2]).state;
    s = act(act(s, 'roll-movement-check', {}, [6]).state, 'monster-entered-city', { monster: 1, city: 'forge' }).state;
    s = act(act(s, 'monster-entered-city', { monster: 2, city: 'tamalir' }).state, 'monsters-moved').state;
    for (let turn = 0; turn < 4; turn++) s = quietTurn(s, 0);
    const fall = act(act(quietHeroTurn(s), 'roll-lair-chart', {}, [0]).state, 'roll-movement-check', {}, [1]).events;
    expect(fall.filter((e) => e.type !== 'doom-raised').slice(0, 6)).toEqual([
      { type: 'movement-check-rolled', data: { value: 1, movementDice: 0, simple: false, walking: 0 } },
      { type: 'city-timer-ticked', data: { monster: 1, city: 'forge', turnsLeft: 0 }, cause: 'city-timer' },
      { type: 'city-destroyed', data: { city: 'forge', monster: 1 }, cause: 'city-timer' },
      { type: 'terror-raised', data: { from: 0, to: 1, cityChart: false }, cause: 'city-destroyed' },
      { type: 'city-timer-ticked', data: { monster: 2, city: 'tamalir', turnsLeft: 0 }, cause: 'city-timer' },
      { type: 'city-destroyed', data: { city: 'tamalir', monster: 2 }, cause: 'city-timer' },
    ]);
    expect(fall.find((e) => e.type === 'terror-raised' && e.data.from === 1)).toMatchObject({ data: { from: 1, to: 2 } });
  });

  it('000:61 When the number of Monsters in the outskirts reaches 4, discard all Adventure Jewels: the clearing names its cause', () => {
    // Six monsters on the board and three in the outskirts: a seventh goes to the outskirts, the fourth there.
    const full = act(quietHeroTurn({ ...sixLairs(), outskirts: 3 }), 'roll-lair-chart', {}, [1]);
    expect(full.events).toContainEqual({ type: 'outskirts-cleared', data: { count: 4 }, cause: 'outskirts-full' });
  });
});

describe('more of the survivors’ sentences', () => {
  it('000:35 You use the same movement dice for all Monsters: a die already recorded is refused naming the dice rolled', () => {
    let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]).state;
    s = act(act(s, 'roll-movement-check', {}, [6]).state, 'movement-die-shown', { die: 1, symbol1: 'road' }).state;
    expect(refusal(s, 'movement-die-shown', { die: 1, symbol1: 'river' })).toEqual({
      code: 'rules/die_recorded',
      details: { die: 1, dice: 2 },
    });
  });

  it('000:61 Every time the Terror Level increases you must pick one Ally: the prompt names the Terror level it pays for', () => {
    const s = act({ ...act(start(), 'hero-moved', { at: 'elsewhere' }).state, terror: 4 }, 'event-card-in-play').state;
    expect(rules.prompt(s)).toMatchObject({ code: 'rms/prompt/ally-discard', params: { terror: 5 } });
  });

  it('000:5-8 the first turn’s Adventure step is the hero’s own, with nothing to close', () => {
    expect(rules.prompt(act(start(), 'hero-moved', { at: 'elsewhere' }).state).code).toBe('rms/prompt/adventure');
  });

  it('000:72 (ruling 20) a city closed with its monster takes only that monster off: a hero on another monster still fights it', () => {
    // Monster 1 holds Tamalir; the hero ends on monster 2; the City chart (Terror 3) closes Tamalir under the house rule.
    let s = act(quietHeroTurn(start({ cityChartClosesHeldCity: true })), 'roll-lair-chart', {}, [4]).state;
    s = act(act(s, 'roll-movement-check', {}, [6]).state, 'monster-entered-city', { monster: 1, city: 'tamalir' }).state;
    s = act(act(quietHeroTurn(act(s, 'monsters-moved').state), 'roll-lair-chart', {}, [2]).state, 'roll-movement-check', {}, [1]).state;
    s = act({ ...s, terror: 2 }, 'hero-moved', { at: 'monster-2' }).state;
    s = act(act(act(s, 'event-card-in-play').state, 'roll-city-chart', {}, [4]).state, 'discard-ally', { none: true }).state;
    expect(s.monsters.map((m) => m.id)).toEqual([2]);
    expect(rules.prompt(s)).toMatchObject({ code: 'rms/prompt/fight', params: { monster: 2 } });
  });

  it('000:49 closing one lair leaves the monsters of another lair theirs; the hero moving from a closed lair onto another stays on it', () => {
    // Lair 1 (Ashen Hills) with monster 1 defeated; lair 2 (Bitter Downs) opens with monster 2 before the hero closes lair 1.
    let s = act(quietTurn(start({ sealWhileStaying: true }), 4), 'hero-moved', { at: 'monster-1' }).state;
    s = act(act(s, 'fight-monster', { result: 'defeated', life: 3 }).state, 'market-done').state;
    s = endTurn(s, 2);
    s = act(act(s, 'hero-moved', { at: 'lair-1' }).state, 'plan-lair-check', { phase: 'magic', skill: 9 }).state;
    const closed = act(s, 'roll-lair-check', {}, [1, 1]);
    expect(closed.events[1].data).toMatchObject({ marker: 1, orphans: [] });
    expect(boardView(closed.state).monsters).toEqual([{ id: 2, colour: 'green', lair: 2, city: null, turnsLeft: null }]);
    s = act(act(closed.state, 'adventure-done').state, 'market-done').state;
    s = endTurn(s, 0);
    const moved = act(s, 'hero-moved', { at: 'lair-2' }).state;
    expect(boardView(moved).hero.at).toEqual({ kind: 'lair', marker: 2 });
  });

  it('000:78 the options are chosen at set-up: two wrong options are both named', () => {
    expect(rules.setup(badOptions({ doomLength: 9, lairCheckOneDie: 'yes' }), [{ id: 'p1', name: 'Dan' }])).toMatchObject({
      ok: false,
      error: { details: { fields: 'doomLength, lairCheckOneDie' } },
    });
  });

  it('000:85-86 You lose the game … if all of the cities become closed: the last city falling ends the game there, with no next turn', () => {
    // Seven cities closed, monster 1 holding Forge with one end of turn left, Terror at its maximum.
    let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]).state;
    s = act(act(s, 'roll-movement-check', {}, [6]).state, 'monster-entered-city', { monster: 1, city: 'forge' }).state;
    s = foldEvents(rules, act(s, 'monsters-moved').state, [
      { type: CORE.trackerAdjusted, data: { tracker: 'timer-1', from: 5, to: 1 } },
      { type: CORE.trackerAdjusted, data: { tracker: 'terror', from: 0, to: 10 } },
    ]);
    const others = Object.fromEntries(Object.keys(s.cities).map((c) => [c, c === 'forge' ? 'open' : 'closed'])) as State['cities'];
    s = { ...s, cities: others };
    const fall = act(act(quietHeroTurn(s), 'roll-lair-chart', {}, [0]).state, 'roll-movement-check', {}, [1]);
    expect(rules.outcome?.(fall.state)).toMatchObject({ result: 'lost' });
    expect(fall.events.map((e) => e.type)).not.toContain('turn-ended');
    expect(fall.state.turn).toBe(2);
  });
});
