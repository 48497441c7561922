/**
 * Eldritch Express: tests for what hand-made mutants of the rule code showed unpinned (issue 29) —
 * each named after the seed sentence whose "only", "instead" or other case it tries.
 */
import { describe, expect, it } from 'vitest';
import { act, ee, expectRefused, rollAndKeepAll, setUp } from './helpers';

/** One investigator with these cards; the gate, expedition and mystery where asked (the gate's monster cleared). */
const solo = (key: string, cards: string[], where: { gate?: number; expedition?: number; mystery?: number } = {}) => {
  const g = setUp({
    gate: where.gate ?? 6,
    clue: 2,
    expedition: where.expedition ?? 3,
    mystery: where.mystery ?? 5,
    investigators: [{ key, cards }],
  });
  if (where.gate) g.state.regions[where.gate - 1].monsters = [];
  g.state.seats[0].investigator!.clues = 0;
  return g;
};

/** The kept dice against the assigned task, as the encounter prompt states it. */
const taskMet = (g: ReturnType<typeof solo>, encounter: string, faces: string[]) => {
  act(g, 'assign', { encounter });
  rollAndKeepAll(g, faces);
  return ee.prompt(g.state).params as { task: string; met: boolean };
};

describe('abilities that work only at gates', () => {
  it('003:381 Gate Box: 1 free investigation or research roll to close a gate — at an expedition it adds nothing', () => {
    const atGate = solo('joe-diamond', ['knife'], { gate: 1, expedition: 3 });
    atGate.state.seats[0].investigator!.artifacts = ['gate-box'];
    expect(taskMet(atGate, 'gate', ['research', 'investigation', 'travel', 'travel', 'rest'])).toMatchObject({ task: 'RRI', met: true });
    const atExpedition = solo('joe-diamond', ['knife'], { expedition: 1 });
    atExpedition.state.seats[0].investigator!.artifacts = ['gate-box'];
    expect(taskMet(atExpedition, 'expedition', ['research', 'investigation', 'travel', 'travel', 'rest'])).toMatchObject({
      task: 'RII',
      met: false,
    });
  });

  it('003:469 Akachi can switch Investigation and Research rolls when closing gates — not at an expedition', () => {
    const atGate = solo('akachi-onyele', ['heal'], { gate: 4, expedition: 3 });
    expect(taskMet(atGate, 'gate', ['investigation', 'investigation', 'investigation', 'travel', 'rest'])).toMatchObject({ met: true });
    const atExpedition = solo('akachi-onyele', ['heal'], { expedition: 4 });
    expect(taskMet(atExpedition, 'expedition', ['investigation', 'investigation', 'investigation', 'travel', 'rest'])).toMatchObject({
      task: 'RRI',
      met: false,
    });
  });
});

describe('protections', () => {
  /** Joe Diamond (health 6, sanity 4) in North America facing these monsters, with no weapon used. */
  const facing = (monsters: string[], set: (inv: ReturnType<typeof solo>['state']['seats'][0]['investigator'] & object) => void) => {
    const g = solo('joe-diamond', ['knife'], { gate: 1 });
    g.state.regions[0].monsters = monsters;
    const inv = g.state.seats[0].investigator!;
    inv.items = [];
    set(inv);
    act(g, 'assign', { encounter: 'city' });
    return g;
  };

  it('003:420-436 allies: Tom Murphy prevents 1 health loss and Eric Colt 1 sanity loss in a fight', () => {
    // A zombie and an elder thing: horror 2, strength 2.
    const plain = facing(['zombie', 'elder-thing'], () => {});
    act(plain, 'fight', {});
    expect(plain.state.seats[0].investigator).toMatchObject({ health: 4, sanity: 2 });
    const tom = facing(['zombie', 'elder-thing'], (inv) => (inv.ally = 'tom-murphy'));
    act(tom, 'fight', {});
    expect(tom.state.seats[0].investigator).toMatchObject({ health: 5, sanity: 2 });
    const eric = facing(['zombie', 'elder-thing'], (inv) => (inv.ally = 'eric-colt'));
    act(eric, 'fight', {});
    expect(eric.state.seats[0].investigator).toMatchObject({ health: 4, sanity: 3 });
  });

  it('003:337 Whiskey prevents up to 2 sanity loss: against a Cultist (no horror) no sanity is gained', () => {
    const g = facing(['cultist'], (inv) => {
      inv.items = [{ key: 'whiskey', exhausted: false }];
      inv.sanity = 2;
    });
    const [resolved] = act(g, 'fight', { 'use-whiskey': true });
    expect(resolved.data).toMatchObject({ sanityLoss: 0 });
    expect(g.state.seats[0].investigator!.sanity).toBe(2);
  });

  it('003:339 Bandage prevents up to 2 health loss: against a Cultist (strength 1) no health is gained', () => {
    const g = facing(['cultist'], (inv) => {
      inv.items = [{ key: 'bandage', exhausted: false }];
      inv.health = 3;
    });
    const [resolved] = act(g, 'fight', { 'use-bandage': true });
    expect(resolved.data).toMatchObject({ healthLoss: 0 });
    expect(g.state.seats[0].investigator!.health).toBe(3);
  });
});

describe('dice modifiers read again', () => {
  const settled = (key: string, cards: string[], faces: string[], encounter = 'city') => {
    const g = solo(key, cards, { gate: 1 });
    act(g, 'assign', { encounter });
    act(g, 'roll-action-dice', {}, faces);
    act(g, 'set-aside', Object.fromEntries(faces.map((_, i) => [`keep-${i}`, true])));
    return g;
  };
  const offeredAbilities = (g: ReturnType<typeof solo>) =>
    ee
      .prompt(g.state)
      .actions.filter((a) => a.type === 'modify-dice')
      .map((a) => a.payload?.ability);

  it('003:491 Wilson Richards changes a non-threat die — with only threats kept there is none to change', () => {
    const g = settled(
      'wilson-richards',
      ['knife', 'rifle'],
      ['sanity-threat', 'sanity-threat', 'sanity-threat', 'sanity-threat', 'sanity-threat'],
    );
    expect(offeredAbilities(g)).not.toContain('change-face');
    expectRefused(g.state, 'modify-dice', { ability: 'change-face', index: 0, face: 'research' }, [], 'rules/no_ability');
  });

  it('003:349 Protective Amulet re-rolls a threat die once: exhausted, it is not offered until refreshed', () => {
    const g = solo('joe-diamond', ['protective-amulet'], { expedition: 1 });
    g.state.seats[0].investigator!.items = [{ key: 'protective-amulet', exhausted: true }];
    act(g, 'assign', { encounter: 'expedition' });
    act(g, 'roll-action-dice', {}, ['sanity-threat', 'travel', 'rest', 'rest', 'rest']);
    act(g, 'set-aside', Object.fromEntries([0, 1, 2, 3, 4].map((i) => [`keep-${i}`, true])));
    expect(offeredAbilities(g)).not.toContain('item:protective-amulet');
    expectRefused(g.state, 'modify-dice', { ability: 'item:protective-amulet', index: 0 }, ['research'], 'rules/no_ability');
  });
});

describe('003:153 three of a kind', () => {
  it('003:153 If you roll 3 of a kind, you may take an Injury or Madness instead: two sanity threats are lost as sanity, no madness offered', () => {
    const two = solo('joe-diamond', ['knife'], { expedition: 1 });
    act(two, 'assign', { encounter: 'expedition' });
    rollAndKeepAll(two, ['sanity-threat', 'sanity-threat', 'travel', 'rest', 'rest']);
    expect(two.state.turnState!.step).not.toBe('threats');
    expect(two.state.seats[0].investigator!.sanity).toBe(2);
    const three = solo('joe-diamond', ['knife'], { expedition: 1 });
    act(three, 'assign', { encounter: 'expedition' });
    rollAndKeepAll(three, ['sanity-threat', 'sanity-threat', 'sanity-threat', 'rest', 'rest']);
    expect(ee.prompt(three.state).actions[0].fields?.map((f) => f.name)).toEqual(['tradeSanity']);
  });
});

describe('003:219 conditions read again', () => {
  it('003:219 Blessed and Cursed cancel each other: a cursed investigator who uses the Cross discards both', () => {
    const g = solo('joe-diamond', ['cross'], { gate: 1 });
    g.state.seats[0].investigator!.conditions = ['cursed'];
    const blessedInDeck = g.state.decks.condition.filter((c) => c === 'blessed').length;
    act(g, 'use-possession', { card: 'cross' });
    expect(g.state.seats[0].investigator!.conditions).toEqual([]);
    expect(g.state.decks.condition.filter((c) => c === 'blessed')).toHaveLength(blessedInDeck);
    expect(g.state.decks.condition).toContain('cursed');
  });

  it("003:219 If you draw a condition you already have, discard it: Alexandria's special does not bless a visitor already blessed", () => {
    const g = solo('akachi-onyele', ['heal']);
    g.state.seats[0].investigator!.conditions = ['blessed'];
    act(g, 'assign', { encounter: 'city' });
    // Blessed: six dice.
    rollAndKeepAll(g, ['research', 'research', 'research', 'rest', 'travel', 'travel']);
    act(g, 'resolve-encounter');
    expect(g.state.seats[0].investigator!.conditions).toEqual(['blessed']);
  });

  it('003:185 3 rolls can make you remove a condition in a city: two rests cannot', () => {
    const g = solo('joe-diamond', ['knife'], { gate: 1 });
    g.state.seats[0].investigator!.conditions = ['amnesia'];
    act(g, 'assign', { encounter: 'city' });
    rollAndKeepAll(g, ['rest', 'rest', 'travel', 'travel', 'travel']);
    act(g, 'resolve-encounter');
    expect(ee.prompt(g.state).actions.find((a) => a.type === 'rest')?.fields ?? []).toEqual([]);
    expectRefused(g.state, 'rest', { removeCondition: 'amnesia' }, [], 'rules/cannot_remove');
  });
});
