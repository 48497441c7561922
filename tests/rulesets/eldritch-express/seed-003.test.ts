/**
 * Scenario tests for the seed sentences a reader found the app breaking (issue 15), each named after
 * the sentence it proves. The rules trace (docs/rules/eldritch-express.md) points here.
 */
import { describe, expect, it } from 'vitest';
import { CORE, foldEvent, runAction } from '../../../shared/engine/run';
import { GATES } from '../../../shared/rulesets/eldritch-express/data/world';
import { act, ee, expectRefused, rollAndKeepAll, setUp, tryAct } from './helpers';

/** Joe Diamond (North America) and Dexter Drake (Europe); the set-up gate where asked. */
const pair = (gate = 6, options: Record<string, unknown> = {}) =>
  setUp({
    gate,
    clue: 2,
    expedition: 3,
    mystery: 5,
    investigators: [
      { key: 'joe-diamond', cards: ['knife'] },
      { key: 'dexter-drake', cards: ['red-sign', 'astral-travel'] },
    ],
    options,
  });

const types = (events: { type: string }[]) => events.map((e) => e.type);

describe('lost turns (003:99, 003:103, 003:149, 003:213, 003:541, 003:543)', () => {
  it('003:99 if you are delayed, flip the investigator face up, lose your turn and skip to the next player (the omen clock does not move)', () => {
    const g = pair();
    g.state.seats[0].investigator!.delayed = true; // face down since an earlier turn
    act(g, 'hide'); // Joe's turn 1 began before; the delay is met at his next upkeep
    expect(g.state.current).toBe(1);
    const events = act(g, 'hide'); // Dexter hides: Joe's turn 3 starts, is lost to the delay, and play goes on to Dexter
    expect(types(events)).toEqual(['hid', 'turn-ended', 'turn-began', 'delay-ended', 'turn-ended', 'turn-began']);
    expect(g.state.seats[0].investigator!.delayed).toBe(false);
    expect(g.state).toMatchObject({ current: 1, turn: 4, omen: 0 });
  });

  it('003:103 if you hide … you will lose your turn … skip to the next player', () => {
    const g = pair();
    const events = act(g, 'hide');
    expect(types(events)).toEqual(['hid', 'turn-ended', 'turn-began']);
    expect(g.state).toMatchObject({ current: 1, omen: 0 });
  });

  it('a lost turn advances the omen clock only with the house rule on', () => {
    const g = pair(6, { lostTurnAdvancesClock: true });
    act(g, 'hide');
    expect(g.state.turnState).toMatchObject({ lostTurn: 'hid', step: 'omen' });
    expect(ee.prompt(g.state).actions[0].type).toBe('advance-omen');
  });

  it('003:541 Delay (D): the investigator lose its turn and becomes delayed instead of receiving damage', () => {
    const g = pair(1);
    g.state.regions[0].monsters = ['nightgaunt'];
    act(g, 'assign', { encounter: 'city' });
    const events = act(g, 'fight', { 'use-knife': false });
    // the nightgaunt survives: no health lost, Joe face down, and the rest of this turn is lost
    expect(events[0]).toMatchObject({ type: 'fight-resolved', data: { healthLoss: 0, delayed: true, losesTurn: true } });
    expect(types(events).slice(1)).toEqual(['turn-ended', 'turn-began']);
    expect(g.state.seats[0].investigator).toMatchObject({ health: 6, delayed: true });
    expect(g.state.current).toBe(1);
    // 003:213 "He will lose this next turn": Joe's next turn is lost as well
    const next = act(g, 'hide');
    expect(types(next)).toContain('delay-ended');
    expect(g.state.current).toBe(1);
  });

  it('003:159 if you fail [a gate] you gain a condition, and move to the lost in time and space location delayed — and the turn is lost, no rest (003:543)', () => {
    const g = pair(1);
    g.state.regions[0].monsters = [];
    act(g, 'assign', { encounter: 'gate' });
    g.state.turnState!.step = 'dice';
    rollAndKeepAll(g, ['rest', 'rest', 'rest', 'travel', 'investigation']);
    const events = act(g, 'resolve-encounter', { clues: 0 });
    expect(types(events)).toContain('lost-in-time-and-space');
    expect(g.state.pending[0]).toMatchObject({ kind: 'draw', deck: 'condition' });
    const after = act(g, 'draw', { card: 'amnesia' });
    expect(types(after)).not.toContain('rested');
    expect(types(after)).toContain('turn-ended');
    expect(g.state.seats[0].investigator).toMatchObject({ region: 'lost', delayed: true, conditions: ['amnesia'], health: 6, sanity: 4 });
    expect(g.state).toMatchObject({ current: 1, omen: 0 });
  });

  it('003:543 Lost in Time & Space: the investigator loses its turn — Akachi (003:470, not delayed) loses it too, and comes back next turn', () => {
    const g = setUp({
      gate: 4,
      clue: 2,
      expedition: 3,
      mystery: 5,
      investigators: [
        { key: 'akachi-onyele', cards: ['heal'] },
        { key: 'joe-diamond', cards: ['knife'] },
      ],
    });
    g.state.regions[3].monsters = [];
    act(g, 'assign', { encounter: 'gate' });
    g.state.turnState!.step = 'dice';
    rollAndKeepAll(g, ['rest', 'rest', 'rest', 'travel', 'travel']);
    act(g, 'resolve-encounter', { clues: 0 });
    const after = act(g, 'draw', { card: 'paranoia' });
    expect(types(after)).not.toContain('rested');
    expect(g.state.seats[0].investigator).toMatchObject({ region: 'lost', delayed: false });
    expect(g.state.current).toBe(1);
    act(g, 'hide');
    expect(ee.prompt(g.state).actions[0].type).toBe('return-from-lost');
  });
});

describe('the battle (003:111-125)', () => {
  it('003:119 lose sanity first: an investigator whose sanity runs out deals no damage and loses no health', () => {
    const g = pair(1);
    g.state.regions[0].monsters = ['zombie', 'cultist'];
    g.state.seats[0].investigator!.sanity = 1;
    act(g, 'assign', { encounter: 'city' });
    const events = act(g, 'fight', { 'use-knife': true });
    expect(events[0]).toMatchObject({ type: 'fight-resolved', data: { sanityLoss: 1, killed: [], healthLoss: 0 } });
    expect(events[1]).toMatchObject({ type: 'investigator-defeated', data: { by: 'sanity' } });
    expect(g.state.regions[0].monsters).toEqual(['zombie', 'cultist']);
  });

  it('003:119-125 then battle is resolved this way: 1 lose sanity (all monsters), 2 apply damage, 3 lose health (the survivors)', () => {
    const g = pair(1);
    g.state.regions[0].monsters = ['zombie', 'elder-thing'];
    act(g, 'assign', { encounter: 'city' });
    const [resolved] = act(g, 'fight', { 'use-knife': true, 'kill-0': true, 'kill-1': false });
    expect(resolved.data).toMatchObject({ horror: 2, killed: [0], strength: 1, healthLoss: 1 });
    expect(g.state.seats[0].investigator).toMatchObject({ sanity: 2, health: 5 });
  });

  it('003:121 distribute all your physical damage or magical damage on the monsters: the player chooses the target', () => {
    const g = pair(1);
    g.state.regions[0].monsters = ['zombie', 'cultist'];
    act(g, 'assign', { encounter: 'city' });
    const fight = ee.prompt(g.state).actions.find((a) => a.type === 'fight')!;
    // the prompt offers one switch per monster, suggested for the default loadout (the knife is reusable, so used by default)
    expect(fight.fields).toEqual(
      expect.arrayContaining([
        { name: 'use-knife', kind: 'boolean', default: true },
        { name: 'kill-0', kind: 'boolean', default: true },
        { name: 'kill-1', kind: 'boolean', default: false },
      ]),
    );
    // Aimed at both, the knife's one damage destroys one of them and the other survives (ruling 10; before engine v2 the aim was refused).
    const both = tryAct(g.state, 'fight', { 'use-knife': true, 'kill-0': true, 'kill-1': true });
    expect(both.ok && both.value.events[0].data).toMatchObject({ killed: [0], strength: 1 });
    act(g, 'fight', { 'use-knife': true, 'kill-0': false, 'kill-1': true });
    expect(g.state.regions[0].monsters).toEqual(['zombie']);
  });

  it('003:113 you are never forced to use all your weapon', () => {
    const g = pair(1);
    g.state.regions[0].monsters = ['cultist'];
    act(g, 'assign', { encounter: 'city' });
    act(g, 'fight', { 'use-knife': false, 'kill-0': false });
    expect(g.state.regions[0].monsters).toEqual(['cultist']);
    expect(g.state.seats[0].investigator!.health).toBe(5);
  });
});

describe('spells (003:115, 003:225)', () => {
  it('003:225 a spell is cast by spending 1 sanity point: the last sanity may be spent (no rule keeps it)', () => {
    const g = setUp({ gate: 3, monster: 'witch', investigators: [{ key: 'dexter-drake', cards: ['red-sign', 'heal'] }] });
    g.state.seats[0].investigator!.sanity = 1;
    act(g, 'assign', { encounter: 'city' });
    const fight = ee.prompt(g.state).actions.find((a) => a.type === 'fight')!;
    expect(fight.fields?.map((f) => f.name)).toContain('cast-red-sign');
    const events = act(g, 'fight', { 'cast-red-sign': true });
    expect(events[0]).toMatchObject({ type: 'fight-resolved', data: { sanityLoss: 1, spellsCast: ['red-sign'] } });
    expect(types(events)).toContain('investigator-defeated');
  });

  it("003:225 it can be cast on yourself or any other investigator in the same area at any time: a spell cast into another investigator's fight", () => {
    const g = pair(3);
    g.state.seats[0].investigator!.region = 3; // Joe has come to Europe, where Dexter stands
    g.state.regions[2].monsters = ['witch', 'cultist'];
    act(g, 'assign', { encounter: 'city' });
    const fight = ee.prompt(g.state).actions.find((a) => a.type === 'fight')!;
    expect(fight.fields?.map((f) => f.name)).toContain('help-1-red-sign');
    act(g, 'fight', { 'use-knife': true, 'help-1-red-sign': true, 'kill-0': true, 'kill-1': true });
    expect(g.state.regions[2].monsters).toEqual([]);
    expect(g.state.seats[1].investigator!.sanity).toBe(4); // Dexter paid
    expect(g.state.seats[0].investigator!.sanity).toBe(4);
    expect(g.state.turnState!.spellsCast).toEqual(['1:red-sign']);
  });

  it('003:225 … on any other investigator in the same area: Astral Travel and Heal cast by another investigator on the current one', () => {
    const g = pair(6);
    g.state.seats[0].investigator!.region = 3;
    g.state.seats[0].investigator!.health = 2;
    g.state.seats[1].investigator!.spells.push('heal');
    const uses = ee.prompt(g.state).actions.filter((a) => a.type === 'use-possession');
    // Heal with two investigators in reach: one offer per target, each listing that target's conditions (engine v2).
    expect(uses.map((u) => u.payload)).toEqual(
      expect.arrayContaining([
        { card: 'heal', by: 1, castOn: 1 },
        { card: 'heal', by: 1, castOn: 0 },
        { card: 'astral-travel', by: 1 },
      ]),
    );
    // Each use sits on its owner's row: the spells are the second investigator's.
    expect(new Set(uses.map((u) => u.player))).toEqual(new Set([g.state.seats[1].player.id]));
    expect(g.state.seats[1].player.id).not.toBe(g.state.seats[0].player.id);
    act(g, 'use-possession', { card: 'heal', by: 1, castOn: 0, choice: 'restore' });
    expect(g.state.seats[0].investigator!.health).toBe(5);
    expect(g.state.seats[1].investigator!.sanity).toBe(4);
    act(g, 'use-possession', { card: 'astral-travel', by: 1, castOn: 0, region: 6 });
    expect(g.state.seats[0].investigator!.region).toBe(6);
    expect(g.state.seats[1].investigator).toMatchObject({ region: 3, sanity: 3 });
    // 003:225 "You may also not cast the same spell multiple times in a turn"
    expectRefused(g.state, 'use-possession', { card: 'heal', by: 1, castOn: 1, choice: 'restore' }, [], 'rules/cannot_use');
  });
});

describe('cities and clues (003:157, 003:167)', () => {
  const inCity = (kept: string[], clues = 0) => {
    const g = setUp({ gate: 6, clue: 2, expedition: 3, mystery: 5, investigators: [{ key: 'joe-diamond', cards: ['knife'] }] });
    g.state.seats[0].investigator!.clues = clues;
    act(g, 'assign', { encounter: 'city' });
    rollAndKeepAll(g, kept);
    return g;
  };

  it('003:167 for each 2 Investigation you may gain an item: the player takes as many as they want', () => {
    const g = inCity(['investigation', 'investigation', 'investigation', 'investigation', 'travel']);
    const resolve = ee.prompt(g.state).actions.find((a) => a.type === 'resolve-encounter')!;
    expect(resolve.fields).toEqual(expect.arrayContaining([{ name: 'items', kind: 'number', min: 0, max: 2, default: 2 }]));
    act(g, 'resolve-encounter', { items: 1 });
    // one item drawn, then Arkham's special (three of a kind): an ally
    expect(g.state.pending.map((p) => p.kind === 'draw' && p.deck)).toEqual(['item', 'ally']);
  });

  it('003:157 you may spend a clue token to add a research or investigation result: clues spent one by one at a city', () => {
    const g = inCity(['research', 'investigation', 'travel', 'travel', 'rest'], 3);
    const resolve = ee.prompt(g.state).actions.find((a) => a.type === 'resolve-encounter')!;
    expect(resolve.fields?.map((f) => f.name)).toEqual(['clueInvestigation', 'clueResearch', 'items', 'spells']);
    expectRefused(g.state, 'resolve-encounter', { clueInvestigation: 2, clueResearch: 2 }, [], 'rules/not_enough_clues');
    act(g, 'resolve-encounter', { clueResearch: 1 });
    expect(g.state.seats[0].investigator!.clues).toBe(2);
    expect(g.state.pending.map((p) => p.kind === 'draw' && p.deck)).toEqual(['spell']);
  });
});

describe('the tracks', () => {
  it('003:84 the player fails if the doom track reach 0 — also when doom is set to 0 by hand: the game ends at once', () => {
    const g = pair();
    const state = foldEvent(ee, g.state, { type: CORE.trackerAdjusted, data: { tracker: 'doom', to: 0 } });
    expect(ee.outcome!(state)).toEqual({ result: 'lost', code: 'eldritch-express/outcome/doom' });
    expect(ee.prompt(state)).toMatchObject({ code: 'eldritch-express/prompt/over', actions: [] });
    expect(runAction(ee, state, 'hide', {}, [])).toMatchObject({ ok: false, error: { code: 'rules/game_over' } });
    // set back by hand, the game goes on
    const back = foldEvent(ee, state, { type: CORE.trackerAdjusted, data: { tracker: 'doom', to: 3 } });
    expect(ee.outcome!(back)).toBeNull();
    expect(tryAct(back, 'hide').ok).toBe(true);
  });

  it('003:84 the player wins if the number of elder sign reaches 0 — also when set by hand', () => {
    const g = pair();
    const state = foldEvent(ee, g.state, { type: CORE.trackerAdjusted, data: { tracker: 'elder-sign', to: 0 } });
    expect(ee.outcome!(state)).toEqual({ result: 'won', code: 'eldritch-express/outcome/elder-signs' });
  });
});

describe('gate tokens (003:38, 003:201)', () => {
  it('003:201 if there is a sealed gate at that location, the gate token is removed — back to the pool: a long game seals and removes many more gates than the six tokens', () => {
    // Joe seals the gate in North America whenever one is open there; every blue omen rolls North America.
    const g = setUp({
      ancientOne: 'azathoth',
      gate: 1,
      gateToken: 'yuggoth',
      monster: 'cultist',
      clue: 2,
      expedition: 3,
      mystery: 5,
      investigators: [{ key: 'joe-diamond', cards: ['cavalry-saber'] }],
    });
    g.state.seats[0].investigator!.items.push({ key: 'knife', exhausted: false });
    let sealed = 0;
    let removed = 0;
    for (let turns = 0; turns < 60 && !g.state.outcome;) {
      const p = g.state.pending[0];
      if (p) {
        if (p.kind === 'draw') act(g, 'draw', { card: p.deck === 'monster' ? 'cultist' : undefined }, p.deck === 'monster' ? [] : [1]);
        else if (p.kind === 'place') act(g, 'place', {}, [2]);
        else throw new Error(`unexpected ${p.kind}`);
        continue;
      }
      const turn = g.state.turnState!;
      const region = g.state.regions[0];
      const tokensOnBoard = g.state.regions.filter((r) => r.gate).length;
      expect(tokensOnBoard + g.state.decks.gate.length).toBe(GATES.length);
      switch (turn.step) {
        case 'upkeep':
          act(g, 'assign', { encounter: region.gate && !region.gate.sealed ? 'gate' : 'city' });
          break;
        case 'fight':
          act(g, 'fight', { 'use-knife': true, 'use-cavalry-saber': true });
          break;
        case 'dice':
          rollAndKeepAll(g, ['research', 'research', 'investigation', 'investigation', 'investigation']);
          break;
        case 'encounter': {
          const events = act(g, 'resolve-encounter', { clues: 0, items: 0, spells: 0 });
          if (types(events).includes('gate-sealed')) sealed++;
          break;
        }
        case 'omen': {
          const dice = ee.prompt(g.state).actions[0].dice?.dice.length ?? 0;
          const events = act(g, 'advance-omen', {}, dice === 2 ? [1, 2] : Array(dice).fill(3));
          if (events.some((e) => e.type === 'gate-site-rolled' && (e.data as { had?: { sealed: boolean } }).had?.sealed)) removed++;
          turns++;
          break;
        }
        default:
          throw new Error(`unexpected step ${turn.step}`);
      }
    }
    expect(sealed).toBeGreaterThan(GATES.length);
    expect(removed).toBeGreaterThan(GATES.length);
  });
});

describe('cards and abilities (003:277-402, 003:438-510)', () => {
  const solo = (key: string, cards: string[], gate = 6) =>
    setUp({ gate, clue: 2, expedition: 3, mystery: 5, investigators: [{ key, cards }] });

  it('003:279 Internal Injury disables the skill; 003:283 Amnesia disables the knowledge', () => {
    const g = solo('wilson-richards', ['knife', 'rifle'], 1);
    g.state.seats[0].investigator!.conditions = ['internal-injury', 'amnesia'];
    act(g, 'assign', { encounter: 'city' });
    act(g, 'roll-action-dice', {}, ['rest', 'travel', 'health-threat', 'rest', 'rest']);
    act(g, 'set-aside', { 'keep-0': true, 'keep-1': true, 'keep-2': true, 'keep-3': true, 'keep-4': true });
    expect(ee.prompt(g.state).actions.filter((a) => a.type === 'modify-dice')).toEqual([]);
    expectRefused(g.state, 'modify-dice', { ability: 'change-face', index: 0, face: 'research' }, [], 'rules/no_ability');
    expectRefused(g.state, 'modify-dice', { ability: 'cancel-health-threat', index: 2 }, [], 'rules/no_ability');
  });

  it("003:482 Joe Diamond's knowledge: an investigation face added to the dice", () => {
    const g = solo('joe-diamond', ['knife']);
    act(g, 'assign', { encounter: 'city' });
    act(g, 'roll-action-dice', {}, ['rest', 'travel', 'rest', 'rest', 'rest']);
    act(g, 'set-aside', { 'keep-0': true, 'keep-1': true, 'keep-2': true, 'keep-3': true, 'keep-4': true });
    act(g, 'modify-dice', { ability: 'investigation-face' });
    expect(g.state.turnState!.dice!.kept).toEqual(['rest', 'travel', 'rest', 'rest', 'rest', 'investigation']);
  });

  it('003:347 Cross gives the Blessed condition; 003:367 Necronomicon two spells; 003:369 Nameless Cult two clues', () => {
    const g = solo('lily-chen', ['cross', 'knife']);
    const lily = g.state.seats[0].investigator!;
    lily.artifacts = ['necronomicon', 'nameless-cults'];
    act(g, 'use-possession', { card: 'cross' });
    expect(g.state.seats[0].investigator!.conditions).toEqual(['blessed']);
    act(g, 'use-possession', { card: 'nameless-cults' });
    expect(g.state.seats[0].investigator!.clues).toBe(2);
    act(g, 'use-possession', { card: 'necronomicon' });
    expect(g.state.pending.map((p) => p.kind === 'draw' && p.deck)).toEqual(['spell', 'spell']);
    expect(g.state.seats[0].investigator!.artifacts).toEqual([]);
  });

  it("003:379 Pallid Mask: avoid all monsters; 003:398 Mist of R'lyeh: ignore all monsters this turn", () => {
    const masked = solo('joe-diamond', ['knife'], 1);
    masked.state.regions[0].monsters = ['hound-of-tindalos', 'vampire'];
    masked.state.seats[0].investigator!.artifacts = ['pallid-mask'];
    act(masked, 'assign', { encounter: 'city' });
    act(masked, 'fight', { 'use-pallid-mask': true });
    expect(masked.state.seats[0].investigator).toMatchObject({ health: 6, sanity: 4 });
    expect(masked.state.regions[0].monsters).toEqual(['hound-of-tindalos', 'vampire']);
    const misted = setUp({ gate: 3, monster: 'dhole', investigators: [{ key: 'dexter-drake', cards: ['mists-of-rlyeh', 'heal'] }] });
    act(misted, 'assign', { encounter: 'city' });
    act(misted, 'fight', { 'cast-mists-of-rlyeh': true });
    expect(misted.state.seats[0].investigator).toMatchObject({ health: 5, sanity: 4 });
  });

  it('003:399 Greater Banishment destroys a monster; 003:400 Flesh Ward: strength -1; 003:401 Instill Bravery: horror -1', () => {
    const g = setUp({ gate: 3, monster: 'dhole', investigators: [{ key: 'dexter-drake', cards: ['greater-banishment', 'flesh-ward'] }] });
    g.state.regions[2].monsters = ['dhole', 'vampire', 'zombie'];
    g.state.seats[0].investigator!.spells.push('instill-bravery');
    act(g, 'assign', { encounter: 'city' });
    const [resolved] = act(g, 'fight', {
      'cast-greater-banishment': true,
      'cast-flesh-ward': true,
      'cast-instill-bravery': true,
      banish: 0,
      'kill-0': false,
      'kill-1': false,
      'kill-2': true,
    });
    // the dhole is banished (no horror); horror 1 + 1 - 2 (bravery) = 0; Dexter's +1 magical kills the zombie;
    // the vampire's strength 2 - 1 (ward) = 1; three spells cost 3 sanity
    expect(resolved.data).toMatchObject({ banished: 0, horror: 0, killed: [0, 2], strength: 1, healthLoss: 1, sanityLoss: 3 });
    expect(g.state.regions[2].monsters).toEqual(['vampire']);
  });
});
