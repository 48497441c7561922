import { describe, expect, it } from 'vitest';
import { act, expectRefused, rollAndKeepAll, setUp } from './helpers';
import { eldritchExpress as ee } from '../../../shared/rulesets/eldritch-express';
import { foldEvents } from '../../../shared/engine/run';
import '../../support/ruleset-words'; // every ruleset's words loaded, as when its campaign opens
import { wordsFor } from '../../../renderer/src/i18n/words';

const two = (options: Record<string, unknown> = { lostTurnAdvancesClock: true }) =>
  setUp({
    gate: 6,
    clue: 2,
    expedition: 3,
    mystery: 5,
    investigators: [
      { key: 'joe-diamond', cards: ['knife'] },
      { key: 'lily-chen', cards: ['rifle', 'whiskey'] },
    ],
    options,
  });

describe('upkeep and the turn', () => {
  it('a delayed investigator is turned face up and loses the turn; with the house rule on, the omen clock still moves', () => {
    const g = two();
    g.state.seats[0].investigator!.delayed = true;
    act(g, 'hide'); // seat 0 was already past the delay check at turn start; use the next turn
    act(g, 'advance-omen', {}, [2, 3]);
    while (g.state.pending.length) act(g, 'draw', {}, [1]);
    act(g, 'hide');
    act(g, 'advance-omen', {});
    expect(g.state.current).toBe(0);
    expect(g.state.seats[0].investigator!.delayed).toBe(false);
    expect(g.state.turnState).toMatchObject({ lostTurn: 'delayed', step: 'omen' });
  });

  it('lost in time and space and no longer delayed: a d6 brings the investigator back', () => {
    const g = two();
    g.state.seats[0].investigator!.region = 'lost';
    expect(ee.prompt(g.state).actions[0]).toMatchObject({ type: 'return-from-lost' });
    expectRefused(g.state, 'assign', { encounter: 'city' }, [], 'rules/not_lost');
    act(g, 'return-from-lost', {}, [5]);
    expect(g.state.seats[0].investigator!.region).toBe(5);
  });

  it('assignment to a city refreshes exhausted items', () => {
    const g = two();
    g.state.seats[0].investigator!.items = [{ key: 'shotgun', exhausted: true }];
    act(g, 'assign', { encounter: 'city' });
    expect(g.state.seats[0].investigator!.items).toEqual([{ key: 'shotgun', exhausted: false }]);
  });

  it('Lily Chen may trade health for sanity at the start of her turn', () => {
    const g = setUp({ gate: 6, investigators: [{ key: 'lily-chen', cards: ['rifle', 'whiskey'] }] });
    g.state.seats[0].investigator!.sanity = 2;
    expect(ee.prompt(g.state).actions.find((a) => a.type === 'exchange')?.player).toBe(g.state.seats[0].player.id);
    act(g, 'exchange', { health: 3 });
    expect(g.state.seats[0].investigator).toMatchObject({ health: 3, sanity: 4 });
    expectRefused(g.state, 'exchange', { health: 4 }, [], 'rules/no_ability');
  });

  it('turns pass in seat order and actions out of step are refused', () => {
    const g = two();
    expectRefused(g.state, 'move', { to: 2 }, [], 'rules/wrong_phase');
    act(g, 'hide');
    act(g, 'advance-omen', {}, [2, 3]);
    while (g.state.pending.length) act(g, 'draw', {}, [1]);
    expect(g.state.current).toBe(1);
    expect(g.state.turn).toBe(2);
  });

  it('an investigator at 0 sanity is defeated: face down with possessions, elder sign regresses, a new one is chosen', () => {
    const g = two();
    g.state.seats[0].investigator!.sanity = 1;
    g.state.elderSign = 8;
    act(g, 'assign', { encounter: 'city' });
    rollAndKeepAll(g, ['sanity-threat', 'travel', 'travel', 'travel', 'travel']);
    // a city spares the threat; step elsewhere instead
    expect(g.state.seats[0].investigator).not.toBeNull();
    g.state.omen = 1; // next omen: red sun, Cthulhu takes a sanity from everyone
    act(g, 'resolve-encounter');
    act(g, 'move', { to: 1 });
    act(g, 'advance-omen');
    expect(g.state.seats[0].investigator).toBeNull();
    expect(g.state.regions[0].defeated[0]).toMatchObject({ investigator: 'joe-diamond', clues: 1 });
    expect(g.state.elderSign).toBe(9);
    expect(ee.prompt(g.state).actions[0]).toMatchObject({ type: 'choose-investigator' });
    expectRefused(g.state, 'choose-investigator', { investigator: 'joe-diamond' }, [], 'rules/investigator_taken');
    act(g, 'choose-investigator', { investigator: 'wilson-richards' });
    act(g, 'draw', { card: 'bandage' });
    act(g, 'draw', { card: 'cross' });
    expect(g.state.seats[0].investigator).toMatchObject({ key: 'wilson-richards', region: 6 });
  });

  it('the defeated investigator encounter: pass advances the elder sign; the token leaves with its possessions', () => {
    const g = two();
    g.state.regions[0].defeated.push({
      investigator: 'diana-stanley',
      items: [{ key: 'rifle', exhausted: false }],
      spells: [],
      artifacts: [],
      ally: null,
      clues: 2,
    });
    act(g, 'assign', { encounter: 'defeated:diana-stanley' });
    rollAndKeepAll(g, ['investigation', 'investigation', 'investigation', 'travel', 'rest']);
    act(g, 'resolve-encounter');
    expect(g.state.elderSign).toBe(10);
    expect(g.state.regions[0].defeated).toEqual([]);
    const joe = g.state.seats[0].investigator!;
    expect(joe.items.map((i) => i.key)).toEqual(['knife', 'rifle']);
    expect(joe.clues).toBe(3);
  });
});

describe('conditions', () => {
  it('Blessed cancels the next negative condition: both are discarded', () => {
    const g = two();
    g.state.seats[0].investigator!.conditions = ['blessed'];
    g.state.pending.push({ kind: 'draw', deck: 'condition', seat: 0, reason: 'test' });
    act(g, 'draw', { card: 'paranoia' });
    expect(g.state.seats[0].investigator!.conditions).toEqual([]);
  });

  it('a condition already held is never drawn again', () => {
    const g = two();
    g.state.seats[0].investigator!.conditions = ['amnesia'];
    g.state.pending.push({ kind: 'draw', deck: 'condition', seat: 0, reason: 'test' });
    expectRefused(g.state, 'draw', { card: 'amnesia' }, [], 'rules/not_in_deck');
  });

  it('Hallucination loses every spell; Paranoia the ally', () => {
    const g = two();
    const joe = g.state.seats[0].investigator!;
    joe.spells = ['heal'];
    joe.ally = 'eric-colt';
    g.state.pending.push(
      { kind: 'draw', deck: 'condition', seat: 0, reason: 'test' },
      { kind: 'draw', deck: 'condition', seat: 0, reason: 'test' },
    );
    act(g, 'draw', { card: 'hallucination' });
    act(g, 'draw', { card: 'paranoia' });
    expect(g.state.seats[0].investigator).toMatchObject({ spells: [], ally: null });
  });

  describe('Back Injury ("cannot carry items, or only 1"): one item may be carried', () => {
    /** Lily Chen (Asia, 5) carrying a Rifle and Whiskey fails the expedition there and draws a Back Injury. */
    const injured = () => {
      const g = setUp({ gate: 6, expedition: 5, investigators: [{ key: 'lily-chen', cards: ['rifle', 'whiskey'] }] });
      act(g, 'assign', { encounter: 'expedition' });
      rollAndKeepAll(g, ['travel', 'travel', 'travel', 'travel', 'travel']);
      act(g, 'resolve-encounter');
      const drawn = act(g, 'draw', { card: 'back-injury' });
      return { g, drawn };
    };

    it('gained while carrying two items, the player chooses the one to keep; the other is discarded', () => {
      const { g, drawn } = injured();
      expect(drawn[0]).toMatchObject({ type: 'card-drawn', data: { card: 'back-injury', mustDiscard: 1 } });
      // Nothing is discarded until the player chooses, and that choice comes before the expedition moves.
      expect(g.state.seats[0].investigator!.items.map((i) => i.key)).toEqual(['rifle', 'whiskey']);
      expect(g.state.pending[0]).toEqual({ kind: 'discard-items', seat: 0, keep: 1, cause: 'back-injury' });
      const prompt = ee.prompt(g.state);
      expect(prompt.code).toBe('eldritch-express/prompt/discard-items');
      expect(prompt.actions).toHaveLength(1);
      const field = prompt.actions[0].fields![0];
      expect(field).toMatchObject({ name: 'keep', kind: 'choice' });
      expect(field.kind === 'choice' && field.choices.map((c) => c.value)).toEqual(['rifle', 'whiskey']);
      expect(field.kind === 'choice' && field.default).toBeUndefined();
      expectRefused(g.state, 'discard-items', {}, [], 'rules/invalid_input');

      const events = act(g, 'discard-items', { keep: 'whiskey' });
      expect(events[0]).toMatchObject({
        type: 'items-discarded',
        data: { seat: 0, kept: ['whiskey'], items: ['rifle'] },
        cause: 'back-injury',
      });
      expect(g.state.seats[0].investigator!.items).toEqual([{ key: 'whiskey', exhausted: false }]);
      expect(g.state.decks.item).toContain('rifle');
      expect(g.state.pending[0]).toMatchObject({ kind: 'place', what: 'expedition' });

      const words = wordsFor('eldritch-express');
      expect(words.narrate(events[0])).toContain('Rifle');
      expect(words.narrate(events[0])).toContain('discarded');
      expect(words.cause(events[0].cause)).toBe('Back Injury: only one item may be carried');
      expect(words.narrate(drawn[0])).toContain('must be discarded');
      // Replay from set-up reaches the same state.
      expect(foldEvents(ee, undefined, g.log)).toEqual(g.state);
    });

    it('an item not carried, or the choice out of turn, is refused and changes nothing', () => {
      const { g } = injured();
      expectRefused(g.state, 'discard-items', { keep: 'tommy-gun' }, [], 'rules/not_held');
      expectRefused(g.state, 'place', {}, [1], 'rules/wrong_phase');
      act(g, 'discard-items', { keep: 'rifle' });
      expectRefused(g.state, 'discard-items', { keep: 'rifle' }, [], 'rules/wrong_phase');
      expect(g.state.seats[0].investigator!.items.map((i) => i.key)).toEqual(['rifle']);
    });

    it('with one item or none, or cancelled by Blessed, nothing is asked', () => {
      const g = setUp({ gate: 6, investigators: [{ key: 'lily-chen', cards: ['rifle', 'whiskey'] }] });
      g.state.seats[0].investigator!.items = [{ key: 'rifle', exhausted: false }];
      g.state.pending.push({ kind: 'draw', deck: 'condition', seat: 0, reason: 'test' });
      act(g, 'draw', { card: 'back-injury' });
      expect(g.state.pending).toEqual([]);
      expect(g.state.seats[0].investigator!.items).toHaveLength(1);

      const h = setUp({ gate: 6, investigators: [{ key: 'lily-chen', cards: ['rifle', 'whiskey'] }] });
      h.state.seats[0].investigator!.conditions = ['blessed'];
      h.state.pending.push({ kind: 'draw', deck: 'condition', seat: 0, reason: 'test' });
      act(h, 'draw', { card: 'back-injury' });
      expect(h.state.pending).toEqual([]);
      expect(h.state.seats[0].investigator).toMatchObject({ conditions: [], items: [{ key: 'rifle' }, { key: 'whiskey' }] });
    });

    it('a new item is still refused while one is held', () => {
      const { g } = injured();
      act(g, 'discard-items', { keep: 'rifle' });
      g.state.pending.unshift({ kind: 'draw', deck: 'item', seat: 0, reason: 'test' });
      const events = act(g, 'draw', { card: 'knife' });
      expect(events[0]).toMatchObject({ data: { refused: 'back-injury' } });
      expect(g.state.seats[0].investigator!.items.map((i) => i.key)).toEqual(['rifle']);
    });
  });

  it('the trade of three losses for a condition closes once all three of that kind are held', () => {
    const g = setUp({ gate: 6, expedition: 1, investigators: [{ key: 'joe-diamond', cards: ['knife'] }] });
    g.state.seats[0].investigator!.conditions = ['back-injury', 'internal-injury', 'leg-injury'];
    act(g, 'assign', { encounter: 'expedition' });
    rollAndKeepAll(g, ['health-threat', 'health-threat', 'health-threat', 'travel', 'travel']);
    // no choice left: resolved at once
    expect(g.state.seats[0].investigator!.health).toBe(3);
  });
});

describe('possessions used outside a fight', () => {
  const solo = (cards: string[]) => setUp({ gate: 6, expedition: 3, investigators: [{ key: 'joe-diamond', cards }] });

  it('an Old Journal is discarded for a clue (Joe Diamond gains a second)', () => {
    const g = solo(['old-journal']);
    act(g, 'use-possession', { card: 'old-journal' });
    expect(g.state.seats[0].investigator).toMatchObject({ items: [], clues: 3 });
  });

  it('Heal costs 1 sanity and gives 3 health, or discards an injury; once a turn', () => {
    const g = solo(['knife']);
    const joe = g.state.seats[0].investigator!;
    joe.spells = ['heal'];
    joe.health = 2;
    joe.conditions = ['leg-injury'];
    act(g, 'use-possession', { card: 'heal', choice: 'restore' });
    expect(g.state.seats[0].investigator).toMatchObject({ health: 5, sanity: 3 });
    expectRefused(g.state, 'use-possession', { card: 'heal', choice: 'leg-injury' }, [], 'rules/cannot_use');
  });

  it('a Puzzle Box brings an artifact draw; Astral Travel moves anywhere for 1 sanity', () => {
    const g = solo(['puzzle-box']);
    act(g, 'use-possession', { card: 'puzzle-box' });
    expect(g.state.pending[0]).toMatchObject({ kind: 'draw', deck: 'artifact' });
    act(g, 'draw', { card: 'gate-box' });
    g.state.seats[0].investigator!.spells = ['astral-travel'];
    act(g, 'use-possession', { card: 'astral-travel', region: 6 });
    expect(g.state.seats[0].investigator).toMatchObject({ region: 6, sanity: 3, artifacts: ['gate-box'] });
  });

  it('a possession not held, or a spell under Hallucination, cannot be used', () => {
    const g = solo(['knife']);
    expectRefused(g.state, 'use-possession', { card: 'cross' }, [], 'rules/cannot_use');
    g.state.seats[0].investigator!.spells = ['heal'];
    g.state.seats[0].investigator!.conditions = ['hallucination'];
    expectRefused(g.state, 'use-possession', { card: 'heal' }, [], 'rules/cannot_use');
  });
});

describe('spells on others', () => {
  it('Cloud Memory may be cast on another investigator in the same region; the caster pays the sanity', () => {
    const g = setUp({
      gate: 6,
      investigators: [
        { key: 'dexter-drake', cards: ['cloud-memory', 'heal'] },
        { key: 'joe-diamond', cards: ['knife'] },
      ],
    });
    const joe = g.state.seats[1].investigator!;
    joe.region = 3;
    joe.sanity = 1;
    joe.conditions = ['amnesia'];
    act(g, 'use-possession', { card: 'cloud-memory', choice: 'amnesia', castOn: 1 });
    expect(g.state.seats[1].investigator).toMatchObject({ conditions: [], sanity: 1 });
    expect(g.state.seats[0].investigator!.sanity).toBe(4);
    g.state.seats[1].investigator!.region = 1;
    expectRefused(g.state, 'use-possession', { card: 'heal', castOn: 1 }, [], 'rules/cannot_use');
  });
});
