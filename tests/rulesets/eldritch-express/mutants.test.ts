/**
 * Eldritch Express: tests for what hand-made mutants of the rule code showed unpinned (issue 29) —
 * each named after the seed sentence whose "only", "instead" or other case it tries.
 */
import { describe, expect, it } from 'vitest';
import type { PromptField } from '../../../shared/engine/ruleset';
import type { Deck } from '../../../shared/rulesets/eldritch-express/state';
import '../../support/ruleset-words'; // every ruleset's words loaded, as when its campaign opens
import { wordsFor } from '../../../renderer/src/i18n/words';
import { diceRequestFor } from '../../../shared/engine/run';
import { act, ee, expectRefused, rollAndKeepAll, setUp, start, tryAct } from './helpers';

const words = wordsFor('eldritch-express');

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

describe('actions/gain.ts: a card reaching an investigator (Stryker survivors)', () => {
  type Inv = NonNullable<ReturnType<typeof solo>['state']['seats'][0]['investigator']>;
  /** Joe Diamond holding what `set` gives him, a draw from `deck` waiting for him. */
  const drawing = (deck: Deck, set: (inv: Inv) => void, key = 'joe-diamond', cards = ['knife']) => {
    const g = solo(key, cards);
    set(g.state.seats[0].investigator!);
    g.state.pending.push({ kind: 'draw', deck, seat: 0, reason: 'test' });
    return g;
  };
  /** The card named is drawn: the card-drawn event's data and its line in the log. */
  const draws = (g: ReturnType<typeof drawing>, card: string) => {
    const events = act(g, 'draw', { card });
    expect(events[0].type).toBe('card-drawn');
    return { data: events[0].data, says: words.narrate(events[0]), events };
  };
  const plain = (deck: Deck, card: string) => ({ seat: 0, deck, card, reason: 'test', resolves: true });

  it('003:277 Back Injury: cannot carry items, or only 1 — only an item is refused, only once one is held; only more than one is discarded', () => {
    const artifact = drawing('artifact', (inv) => (inv.conditions = ['back-injury']));
    expect(draws(artifact, 'pallid-mask')).toMatchObject({ data: plain('artifact', 'pallid-mask'), says: 'Gains Pallid Mask (artifact).' });
    expect(artifact.state.seats[0].investigator!.artifacts).toEqual(['pallid-mask']);

    const emptyHanded = drawing('item', (inv) => {
      inv.conditions = ['back-injury'];
      inv.items = [];
    });
    expect(draws(emptyHanded, 'whiskey').data).toEqual(plain('item', 'whiskey'));
    expect(emptyHanded.state.seats[0].investigator!.items).toEqual([{ key: 'whiskey', exhausted: false }]);

    const otherCondition = drawing('condition', (inv) => inv.items.push({ key: 'whiskey', exhausted: false }));
    expect(draws(otherCondition, 'amnesia')).toEqual({
      data: plain('condition', 'amnesia'),
      says: 'Gains Amnesia (condition).',
      events: [expect.anything()],
    });
    expect(otherCondition.state.pending).toEqual([]);

    const oneItem = drawing('condition', () => {});
    const kept = draws(oneItem, 'back-injury');
    expect(kept.says).toBe('Gains Back Injury (condition).');
    expect(kept.data).not.toHaveProperty('mustDiscard');
    expect(oneItem.state.seats[0].investigator!.items).toEqual([{ key: 'knife', exhausted: false }]);
  });

  it('003:285 Paranoia: lose allies and cannot gain new allies — other cards are still gained; only Paranoia sends the ally away', () => {
    const paranoid = drawing('item', (inv) => (inv.conditions = ['paranoia']));
    expect(draws(paranoid, 'whiskey').data).toEqual(plain('item', 'whiskey'));
    expect(paranoid.state.seats[0].investigator!.items.map((i) => i.key)).toEqual(['knife', 'whiskey']);

    const withAlly = drawing('condition', (inv) => (inv.ally = 'eric-colt'));
    expect(draws(withAlly, 'amnesia')).toMatchObject({ data: plain('condition', 'amnesia'), says: 'Gains Amnesia (condition).' });
    expect(withAlly.state.seats[0].investigator!.ally).toBe('eric-colt');

    const noAlly = drawing('condition', () => {});
    expect(draws(noAlly, 'amnesia').data).toEqual(plain('condition', 'amnesia'));

    const leaves = drawing('condition', (inv) => (inv.ally = 'eric-colt'));
    expect(draws(leaves, 'paranoia')).toMatchObject({
      data: { ...plain('condition', 'paranoia'), losesAlly: 'eric-colt' },
      says: 'Gains Paranoia (condition). The ally Eric Colt leaves.',
    });
    expect(leaves.state.seats[0].investigator!.ally).toBeNull();
  });

  it('003:287 Hallucination: lose all spells — only Hallucination takes them, and the log says so only when there were spells', () => {
    const other = drawing('condition', (inv) => (inv.spells = ['heal']));
    expect(draws(other, 'amnesia').data).toEqual(plain('condition', 'amnesia'));
    expect(other.state.seats[0].investigator!.spells).toEqual(['heal']);

    const none = drawing('condition', () => {});
    const nothingLost = draws(none, 'hallucination');
    expect(nothingLost).toMatchObject({ data: plain('condition', 'hallucination'), says: 'Gains Hallucination (condition).' });
    expect(nothingLost.data).not.toHaveProperty('losesSpells');

    const lost = drawing('condition', (inv) => (inv.spells = ['heal']));
    expect(draws(lost, 'hallucination')).toMatchObject({
      data: { ...plain('condition', 'hallucination'), losesSpells: ['heal'] },
      says: 'Gains Hallucination (condition). Every spell is lost.',
    });
  });

  it('003:229 you may not have more than 1 ally with you: a new ally replaces the one held — no other card does', () => {
    const item = drawing('item', (inv) => (inv.ally = 'eric-colt'));
    expect(draws(item, 'whiskey')).toMatchObject({ data: plain('item', 'whiskey'), says: 'Gains Whiskey (item).' });
    expect(item.state.seats[0].investigator!.ally).toBe('eric-colt');

    const ally = drawing('ally', (inv) => (inv.ally = 'eric-colt'));
    expect(draws(ally, 'tom-murphy')).toMatchObject({
      data: { ...plain('ally', 'tom-murphy'), replaces: 'eric-colt' },
      says: 'Gains Tom "Mountain" Murphy (ally). Eric Colt leaves.',
    });
  });

  it('003:219 a Blessed condition is discarded when the investigator catches its next negative condition — not an item; Cursed is cancelled only by Blessed', () => {
    const blessed = drawing('item', (inv) => (inv.conditions = ['blessed']));
    expect(draws(blessed, 'whiskey')).toMatchObject({ data: plain('item', 'whiskey'), says: 'Gains Whiskey (item).' });
    expect(blessed.state.seats[0].investigator!.conditions).toEqual(['blessed']);

    const cursed = drawing('condition', (inv) => (inv.conditions = ['cursed']));
    expect(draws(cursed, 'amnesia')).toMatchObject({ data: plain('condition', 'amnesia'), says: 'Gains Amnesia (condition).' });
    expect(cursed.state.seats[0].investigator!.conditions).toEqual(['cursed', 'amnesia']);
  });

  it('003:511 Dexter Drake: draw a 2nd spell when gaining a spell — not when gaining an item, and the second spell brings no third', () => {
    const item = drawing('item', () => {}, 'dexter-drake', ['heal', 'red-sign']);
    expect(draws(item, 'whiskey').events).toHaveLength(1);
    expect(item.state.pending).toEqual([]);

    const spell = drawing('spell', () => {}, 'dexter-drake', ['heal', 'red-sign']);
    const first = draws(spell, 'flesh-ward');
    expect(first.events[1]).toEqual({ type: 'draw-due', data: { seat: 0, deck: 'spell', reason: 'second-spell' }, cause: 'dexter-drake' });
    expect(words.cause(first.events[1].cause)).toBe(words.cause('dexter-drake'));
    expect(draws(spell, 'astral-travel').events).toHaveLength(1);
    expect(spell.state.pending).toEqual([]);
    expect(spell.state.seats[0].investigator!.spells).toEqual(['heal', 'red-sign', 'flesh-ward', 'astral-travel']);
  });

  it("003:481 Joe Diamond: when get a clue, draw a 2nd one — London's clue and his skill's are each told with their cause", () => {
    const g = solo('joe-diamond', ['knife']);
    g.state.seats[0].investigator!.region = 3;
    act(g, 'assign', { encounter: 'city' });
    rollAndKeepAll(g, ['research', 'research', 'research', 'rest', 'travel']);
    const events = act(g, 'resolve-encounter');
    expect(events.filter((e) => e.type === 'clue-gained')).toEqual([
      { type: 'clue-gained', data: { seat: 0, count: 1 }, cause: 'city-special' },
      { type: 'clue-gained', data: { seat: 0, count: 1 }, cause: 'joe-diamond' },
    ]);
    expect(g.state.seats[0].investigator!.clues).toBe(2);
  });
});

describe('rules/fight.ts: what a fight offers and what its damage destroys (Stryker survivors)', () => {
  type Inv = NonNullable<ReturnType<typeof solo>['state']['seats'][0]['investigator']>;
  /** Joe Diamond in North America facing these monsters, holding only what `set` gives him, at the fight step. */
  const fightFor = (monsters: string[], set: (inv: Inv) => void = () => {}, encounter = 'city') => {
    const g = solo('joe-diamond', ['knife'], { gate: 1 });
    g.state.regions[0].monsters = monsters;
    const inv = g.state.seats[0].investigator!;
    inv.items = [];
    set(inv);
    act(g, 'assign', { encounter });
    return g;
  };
  /** The fight's switches for cards: items and artifacts used, spells cast, spells cast by helpers. */
  const offered = (g: { state: ReturnType<typeof solo>['state'] }) =>
    ee
      .prompt(g.state)
      .actions.find((a) => a.type === 'fight')!
      .fields!.map((f) => f.name)
      .filter((n) => /^(use|cast|help)-/.test(n));
  /** The monsters the fight destroyed (indices in the region's stack). */
  const killed = (g: ReturnType<typeof fightFor>, payload: Record<string, unknown> = {}) => {
    const [resolved] = act(g, 'fight', payload);
    expect(resolved.type).toBe('fight-resolved');
    return (resolved.data as { killed: number[] }).killed;
  };
  const item = (key: string, exhausted = false) => ({ key, exhausted });

  it('003:112 you can use all your weapons for the battle: what can fight is offered — no exhausted weapon, no Old Journal, no Necronomicon, no Heal', () => {
    const g = fightFor(
      ['cultist'],
      (inv) => {
        inv.items = [item('knife'), item('revolver-32', true), item('old-journal')];
        inv.artifacts = ['enchanted-blade', 'necronomicon', 'pallid-mask'];
        inv.spells = ['heal', 'red-sign'];
      },
      'gate',
    );
    expect(offered(g)).toEqual(['use-knife', 'use-enchanted-blade', 'use-pallid-mask', 'cast-red-sign']);
  });

  it('003:287 Hallucination: lose all spells and cannot learn new ones — a hallucinated investigator is offered no spell to cast', () => {
    const g = fightFor(['cultist'], (inv) => {
      inv.items = [item('knife')];
      inv.conditions = ['hallucination'];
    });
    expect(offered(g)).toEqual(['use-knife']);
  });

  it('003:225 a spell can be cast on any other investigator in the same area: a helper at 1 sanity may; the fighter is no helper of their own, nobody elsewhere helps, Heal does not fight', () => {
    const g = setUp({
      gate: 1,
      investigators: [
        { key: 'joe-diamond', cards: ['knife'] },
        { key: 'dexter-drake', cards: ['heal', 'red-sign'] },
        { key: 'akachi-onyele', cards: ['heal'] },
      ],
    });
    const [joe, dexter, akachi] = g.state.seats.map((s) => s.investigator!);
    joe.items = [];
    joe.spells = ['red-sign'];
    Object.assign(dexter, { region: 1, sanity: 1, spells: ['shriveling', 'heal'] });
    akachi.spells = ['dread-curse'];
    act(g, 'assign', { encounter: 'city' });
    expect(offered(g)).toEqual(['cast-red-sign', 'help-1-shriveling']);
  });

  it('003:121 you need to inflict as much damage as its toughness to destroy it: the damage destroys the most strength (a Nightgaunt counts 2), then the most monsters', () => {
    // Two Cultists or the Nightgaunt: the same strength prevented, so both Cultists.
    const cultists = fightFor(['cultist', 'cultist', 'nightgaunt'], (inv) => (inv.items = [item('cavalry-saber')]));
    expect(killed(cultists, { 'use-cavalry-saber': true })).toEqual([0, 1]);
    // 3 physical and 2 magical: both Vampires (strength 4), not the Warlock, Ghost and Elder Thing (three monsters, strength 3).
    const vampires = fightFor(['warlock', 'ghost', 'vampire', 'vampire', 'elder-thing'], (inv) => {
      inv.items = [item('flamethrower'), item('holy-water'), item('whiskey')];
    });
    expect(killed(vampires, { 'use-flamethrower': true, 'use-holy-water': true, 'use-whiskey': true })).toEqual([2, 3]);
  });

  it('003:122 the first points of damage of the matching type are ignored: a Witch (magical resistance 1) falls to 1 physical but not to 1 magical; 1 magical destroys one Cultist of two', () => {
    expect(
      killed(
        fightFor(['witch'], (inv) => (inv.items = [item('knife')])),
        { 'use-knife': true },
      ),
    ).toEqual([0]);
    expect(killed(fightFor(['witch']))).toEqual([]);
    expect(killed(fightFor(['witch'], (inv) => (inv.ally = 'charles-dexter-ward')))).toEqual([]);
    expect(killed(fightFor(['cultist', 'cultist'], (inv) => (inv.ally = 'charles-dexter-ward')))).toEqual([0]);
  });

  it('003:121 distribute all your damage on the monsters: the kill-<n> switches aim it — the eleventh monster too; a field that is no switch aims nothing', () => {
    const stack = ['zombie', 'zombie', 'mi-go', 'mi-go', 'elder-thing', 'witch', 'witch', 'warlock', 'cultist', 'cultist', 'cultist'];
    const guarded = (inv: Inv) => {
      inv.items = [item('knife'), item('whiskey')];
      inv.ally = 'eric-colt';
    };
    expect(killed(fightFor(stack, guarded), { 'use-knife': true, 'use-whiskey': true, 'kill-10': true })).toEqual([10]);
    expect(
      killed(
        fightFor(['cultist', 'cultist'], (inv) => (inv.items = [item('knife')])),
        { 'use-knife': true, 'overkill-0': true, 'kill-1x': true },
      ),
    ).toHaveLength(1);
  });
});

describe('actions/steps.ts: threats and the encounter (Stryker survivors)', () => {
  /** Joe Diamond (health 6, sanity 4) at the expedition in North America, the dice kept as given. */
  const threats = (faces: string[], set: (g: ReturnType<typeof solo>) => void = () => {}) => {
    const g = solo('joe-diamond', ['knife'], { expedition: 1 });
    set(g);
    act(g, 'assign', { encounter: 'expedition' });
    rollAndKeepAll(g, faces);
    return g;
  };
  const resolved = (g: ReturnType<typeof solo>) => g.log.find((e) => e.type === 'threats-resolved')!;

  it('003:153 if you roll 3 of a kind, you may take an Injury or Madness instead — the player is asked, nothing is chosen for them; declined the losses stand, taken none of them', () => {
    const health = threats(['health-threat', 'health-threat', 'health-threat', 'travel', 'rest']);
    const offer = ee.prompt(health.state).actions[0];
    expect(offer).toMatchObject({ type: 'resolve-threats', code: 'eldritch-express/action/resolve-threats', primary: true });
    expect(offer.fields).toEqual([{ name: 'tradeHealth', kind: 'boolean', default: false }]);
    act(health, 'resolve-threats', {});
    expect(resolved(health).data).toMatchObject({ injury: false, madness: false, health: 3, sanity: 0 });
    expect(health.state.seats[0].investigator!.health).toBe(3);

    const sanity = () => threats(['sanity-threat', 'sanity-threat', 'sanity-threat', 'travel', 'rest']);
    const declined = sanity();
    expect(ee.prompt(declined.state).actions[0].fields).toEqual([{ name: 'tradeSanity', kind: 'boolean', default: false }]);
    act(declined, 'resolve-threats', { tradeSanity: false });
    expect(resolved(declined).data).toMatchObject({ madness: false, sanity: 3 });
    expect(declined.state.seats[0].investigator!.sanity).toBe(1);

    const taken = sanity();
    act(taken, 'resolve-threats', { tradeSanity: true });
    expect(resolved(taken).data).toMatchObject({ injury: false, madness: true, health: 0, sanity: 0 });
    expect(taken.state.seats[0].investigator!.sanity).toBe(4);
    expect(taken.state.pending[0]).toMatchObject({ kind: 'draw', deck: 'condition', filter: 'madness' });
  });

  it('003:383-386 Alien Statue and Enchanted Jewelry prevent 1 sanity and 1 health loss from a threat — only a loss there is; the log counts what was prevented', () => {
    const guarded = (g: ReturnType<typeof solo>) => (g.state.seats[0].investigator!.artifacts = ['alien-statue', 'enchanted-jewelry']);
    const both = threats(['health-threat', 'health-threat', 'sanity-threat', 'travel', 'rest'], guarded);
    expect(resolved(both).data).toMatchObject({ health: 1, sanity: 0, prevented: 2 });
    expect(words.narrate(resolved(both))).toBe('Threats: 1 health and 0 sanity lost (2 prevented).');
    expect(both.state.seats[0].investigator).toMatchObject({ health: 5, sanity: 4 });

    const healthOnly = threats(['health-threat', 'health-threat', 'travel', 'travel', 'rest'], guarded);
    expect(resolved(healthOnly).data).toMatchObject({ health: 1, sanity: 0, prevented: 1 });
    const sanityOnly = threats(['sanity-threat', 'sanity-threat', 'travel', 'travel', 'rest'], guarded);
    expect(resolved(sanityOnly).data).toMatchObject({ health: 0, sanity: 1, prevented: 1 });
  });

  it('003:157 you may spend a clue token to add a result — not more than you hold: refused, naming the clues held', () => {
    const g = solo('joe-diamond', ['knife'], { expedition: 1 });
    g.state.seats[0].investigator!.clues = 1;
    act(g, 'assign', { encounter: 'expedition' });
    rollAndKeepAll(g, ['research', 'travel', 'travel', 'travel', 'rest']);
    expect(tryAct(g.state, 'resolve-encounter', { clues: 2 })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_enough_clues', details: { have: 1 } },
    });
  });

  it('003:167 for each 2 Investigation you may gain an item, for each 2 Research a spell — no more than the pairs give; the log records the clues spent as which result', () => {
    const city = (faces: string[], clues: number, payload: Record<string, unknown>) => {
      const g = solo('joe-diamond', ['knife']);
      g.state.seats[0].investigator!.clues = clues;
      act(g, 'assign', { encounter: 'city' });
      rollAndKeepAll(g, faces);
      const events = act(g, 'resolve-encounter', payload);
      return { g, draws: events.filter((e) => e.type === 'draw-due'), done: events.find((e) => e.type === 'encounter-resolved')! };
    };
    const asked = city(['research', 'research', 'investigation', 'travel', 'rest'], 0, { spells: 3 });
    expect(asked.draws).toEqual([{ type: 'draw-due', data: { seat: 0, deck: 'spell', reason: 'city' } }]);
    expect(asked.done.data).toEqual({
      seat: 0,
      encounter: { kind: 'city' },
      result: 'done',
      cluesSpent: 0,
      leftoverResearch: 0,
      leftoverInvestigation: 1,
      items: 0,
      spells: 1,
    });

    const withClue = city(['research', 'investigation', 'travel', 'travel', 'rest'], 1, { clueResearch: 1 });
    expect(withClue.done.data).toEqual({
      seat: 0,
      encounter: { kind: 'city' },
      result: 'done',
      cluesSpent: 1,
      leftoverResearch: 1,
      leftoverInvestigation: 1,
      items: 0,
      spells: 1,
      clueInvestigation: 0,
      clueResearch: 1,
    });
    expect(withClue.g.state.seats[0].investigator!.clues).toBe(0);
  });

  it('003:159 if you pass, you close the gate and the elder sign progresses by 1 — the log says a closed gate moved it; if you fail you gain a condition, drawn for the failed encounter', () => {
    const atGate = () => {
      const g = solo('joe-diamond', ['knife'], { gate: 1 });
      act(g, 'assign', { encounter: 'gate' });
      return g;
    };
    const passed = atGate();
    rollAndKeepAll(passed, ['research', 'research', 'investigation', 'travel', 'rest']);
    const advanced = act(passed, 'resolve-encounter').find((e) => e.type === 'elder-sign-advanced')!;
    expect(advanced).toEqual({ type: 'elder-sign-advanced', data: { by: 1 }, cause: 'gate-closed' });
    expect(words.cause(advanced.cause)).toBe('A gate closed advances the elder sign by 1');

    const failed = atGate();
    rollAndKeepAll(failed, ['travel', 'travel', 'travel', 'travel', 'rest']);
    const draw = act(failed, 'resolve-encounter').find((e) => e.type === 'draw-due');
    expect(draw).toEqual({ type: 'draw-due', data: { seat: 0, deck: 'condition', reason: 'failed-encounter' } });
  });
});

describe('actions/setup.ts: the set-up roll (Stryker survivors)', () => {
  const looks = (state: ReturnType<typeof start>['state']) => {
    const request = diceRequestFor(ee, state, 'roll-setup', {});
    if (!request.ok || !request.value) throw new Error('no set-up dice');
    return request.value.looks!.map((l) => ({ code: l.code, what: (l.params as { what: string }).what }));
  };
  const die = (what: string) => ({ code: 'eldritch-express/die/setup', what });

  it('003:64-81 set-up: each d6 is told to the table — gate, clue, expedition, mystery, the Ancient One when random, the first player when several; rolled once', () => {
    const random = start(['Ann', 'Ben'], { ancientOne: 'random' });
    expect(ee.prompt(random.state).actions[0]).toMatchObject({
      type: 'roll-setup',
      code: 'eldritch-express/action/roll-setup',
      primary: true,
    });
    expect(looks(random.state)).toEqual(['gate', 'clue', 'expedition', 'mystery', 'ancient-one', 'first-player'].map(die));
    expect(looks(start(['Ann'], { ancientOne: 'cthulhu' }).state)).toEqual(['gate', 'clue', 'expedition', 'mystery'].map(die));

    act(random, 'roll-setup', {}, [1, 2, 3, 4, 5, 2]);
    expect(tryAct(random.state, 'roll-setup', {}, [1, 2, 3, 4, 5, 2])).toMatchObject({
      ok: false,
      error: { code: 'rules/wrong_phase', details: { why: 'set_up' } },
    });
  });

  it('003:68-70 roll 1 d6 and place a gate — the gate die shows; a clue rolled on the gate is rolled again and the log says why; 003:78 a random Ancient One is told as rolled', () => {
    const random = start(['Ann', 'Ben'], { ancientOne: 'random' });
    const events = act(random, 'roll-setup', {}, [3, 3, 1, 2, 5, 2]);
    expect(random.state.lastRoll).toEqual({ what: 'gate', values: [3] });
    const again = events.find((e) => e.type === 'placement-due')!;
    expect(again.cause).toBe('clue-not-on-gate');
    expect(words.cause(again.cause)).toBe('Set-up: a clue may not start on the gate region');
    const chosen = events.find((e) => e.type === 'ancient-one-chosen')!;
    expect(chosen.data).toMatchObject({ ancientOne: 'azathoth', random: true });
    expect(words.narrate(chosen)).toContain('(rolled)');

    const fixed = start(['Ann', 'Ben'], { ancientOne: 'azathoth' });
    const fixedChosen = act(fixed, 'roll-setup', {}, [3, 1, 1, 2, 2]).find((e) => e.type === 'ancient-one-chosen')!;
    expect(fixedChosen.data).toMatchObject({ ancientOne: 'azathoth', random: false });
    expect(words.narrate(fixedChosen)).not.toContain('(rolled)');
  });
});

describe('reduce/steps.ts: shipping (Stryker survivors)', () => {
  it('003:193 you may send an item, spell or clue to another character by spending travel rolls — the item named is the one that goes', () => {
    const g = setUp({
      gate: 6,
      investigators: [
        { key: 'joe-diamond', cards: ['knife'] },
        { key: 'dexter-drake', cards: ['heal', 'red-sign'] },
      ],
    });
    const [joe, dexter] = g.state.seats.map((s) => s.investigator!);
    joe.items = [
      { key: 'knife', exhausted: false },
      { key: 'whiskey', exhausted: false },
    ];
    dexter.region = 1;
    act(g, 'assign', { encounter: 'city' });
    rollAndKeepAll(g, ['travel', 'travel', 'travel', 'travel', 'travel']);
    act(g, 'resolve-encounter');
    expect(g.state.turnState!.step).toBe('move');
    act(g, 'ship', { asset: 'item:knife', to: 1 });
    expect(g.state.seats[0].investigator!.items).toEqual([{ key: 'whiskey', exhausted: false }]);
    expect(g.state.seats[1].investigator!.items).toEqual([{ key: 'knife', exhausted: false }]);
  });
});

describe('prompt/steps.ts: what the table is told at each step (Stryker part 2, ahead of its report)', () => {
  const told = (g: { state: ReturnType<typeof solo>['state'] }) => {
    const { code, params } = ee.prompt(g.state);
    return { code: code.replace('eldritch-express/prompt/', ''), params };
  };
  const joe = { name: 'P1', investigator: 'joe-diamond' };

  it('003:85-96 the turn in order — upkeep, the monsters faced (horror, strength: a Nightgaunt delays), the dice to roll and to set aside (a threat must be kept outside a city), the task, rest, move, the omen to come', () => {
    const g = setUp({ gate: 6, expedition: 1, investigators: [{ key: 'joe-diamond', cards: ['cavalry-saber'] }] });
    const clues = g.state.seats[0].investigator!.clues;
    expect(told(g)).toEqual({ code: 'upkeep', params: joe });
    g.state.regions[0].monsters = ['hound-of-tindalos', 'nightgaunt'];
    act(g, 'assign', { encounter: 'expedition' });
    expect(told(g)).toEqual({ code: 'fight', params: { ...joe, monsters: 2, horror: 3, strength: 2 } });
    act(g, 'fight', { 'use-cavalry-saber': true, 'kill-0': false, 'kill-1': true });
    expect(told(g)).toEqual({ code: 'roll-dice', params: { ...joe, count: 5 } });
    act(g, 'roll-action-dice', {}, ['research', 'investigation', 'health-threat', 'travel', 'rest']);
    expect(told(g)).toEqual({ code: 'set-aside', params: { ...joe, inHand: 5, mustThreat: true } });
    act(g, 'set-aside', { 'keep-0': true, 'keep-1': true, 'keep-2': true, 'keep-3': true, 'keep-4': true });
    expect(told(g)).toEqual({ code: 'modify', params: joe });
    act(g, 'confirm-dice');
    expect(told(g)).toEqual({
      code: 'encounter',
      params: {
        ...joe,
        kind: 'expedition',
        task: 'RII',
        met: clues >= 1,
        missingResearch: 0,
        missingInvestigation: 1,
        cluesNeeded: 1,
        clues,
      },
    });
    act(g, 'resolve-encounter', { clues: 0 });
    act(g, 'draw', { card: 'amnesia' });
    act(g, 'place', {}, [2]);
    expect(told(g)).toEqual({ code: 'rest', params: { ...joe, rest: 1, city: false } });
    act(g, 'rest', { health: 1 });
    expect(told(g)).toEqual({ code: 'move', params: { ...joe, travel: 1 } });
    act(g, 'move', { to: 2 });
    expect(told(g)).toEqual({ code: 'omen', params: { ...joe, omen: 'blue' } });
  });

  it('003:141 a threat must be set aside unless you are assigned to a city, and 003:166-167 the city: the table is told what the pairs give and that rests heal both', () => {
    const g = setUp({ gate: 6, investigators: [{ key: 'joe-diamond', cards: ['knife'] }] });
    const clues = g.state.seats[0].investigator!.clues;
    act(g, 'assign', { encounter: 'city' });
    act(g, 'roll-action-dice', {}, ['investigation', 'investigation', 'health-threat', 'rest', 'travel']);
    expect(told(g)).toEqual({ code: 'set-aside', params: { ...joe, inHand: 5, mustThreat: false } });
    act(g, 'set-aside', { 'keep-0': true, 'keep-1': true, 'keep-2': true, 'keep-3': true, 'keep-4': true });
    act(g, 'confirm-dice');
    expect(told(g)).toEqual({ code: 'city', params: { ...joe, kind: 'city', items: 1, spells: 0, special: false, clues } });
    act(g, 'resolve-encounter', { items: 0 });
    expect(told(g)).toEqual({ code: 'rest', params: { ...joe, rest: 1, city: true } });
  });
});

describe('actions/dice.ts: the set-aside and modifier offers (Stryker part 2, ahead of its report)', () => {
  /** Joe Diamond's (or another's) dice rolled at an encounter in North America, with `set` applied first. */
  const rolled = (faces: string[], encounter = 'expedition', key = 'joe-diamond', set: (inv: Inv) => void = () => {}) => {
    const g = solo(key, key === 'wilson-richards' ? ['knife', 'cross'] : ['knife'], { expedition: 1 });
    g.state.seats[0].investigator!.region = 1;
    set(g.state.seats[0].investigator!);
    act(g, 'assign', { encounter });
    act(g, 'roll-action-dice', {}, faces);
    return g;
  };
  type Inv = NonNullable<ReturnType<typeof solo>['state']['seats'][0]['investigator']>;
  const offer = (g: ReturnType<typeof rolled>, type: string) => ee.prompt(g.state).actions.filter((a) => a.type === type);
  /** Every die in hand set aside: the rolling is over. */
  const settle = (g: ReturnType<typeof rolled>, n: number) =>
    act(g, 'set-aside', Object.fromEntries(Array.from({ length: n }, (_, i) => [`keep-${i}`, true])));
  const defaults = (fields: readonly PromptField[]) =>
    Object.fromEntries(fields.map((f) => [f.name, 'default' in f ? f.default : undefined]));
  /** The values a choice field lets the player pick (its choices not disabled). */
  const choiceValues = (field: PromptField | undefined) =>
    field?.kind === 'choice' ? field.choices.filter((c) => !c.disabled).map((c) => c.value) : [];

  it('003:140-141 after rolling you must set aside at least 1 die, a threat if some show outside a city — offered: a threat set aside for sure, research and investigation ticked', () => {
    const hand = ['travel', 'research', 'sanity-threat', 'investigation', 'health-threat'];
    const [away] = offer(rolled(hand), 'set-aside');
    expect(away).toMatchObject({ code: 'eldritch-express/action/set-aside', primary: true, rolls: true, params: { faces: hand } });
    expect(choiceValues(away.fields![0])).toEqual([2, 4]);
    const first = away.fields![0];
    expect(first.kind === 'choice' && first.choices[0]).toEqual({
      value: 2,
      code: 'eldritch-express/die',
      params: { face: 'sanity-threat', n: 3 },
    });
    expect(defaults(away.fields!)).toEqual({ first: 2, 'keep-0': false, 'keep-1': true, 'keep-2': true, 'keep-3': true, 'keep-4': false });
    expect(away.fields![1]).toMatchObject({ name: 'keep-0', kind: 'boolean', die: { face: 'travel' } });

    const [city] = offer(rolled(hand, 'city'), 'set-aside');
    expect(choiceValues(city.fields![0])).toEqual([0, 1, 2, 3, 4]);
    expect(defaults(city.fields!)).toEqual({ first: 1, 'keep-0': false, 'keep-1': true, 'keep-2': false, 'keep-3': true, 'keep-4': false });

    const [nothing] = offer(rolled(['travel', 'rest', 'travel', 'rest', 'travel'], 'city'), 'set-aside');
    expect(defaults(nothing.fields!)).toEqual({
      first: 0,
      'keep-0': true,
      'keep-1': false,
      'keep-2': false,
      'keep-3': false,
      'keep-4': false,
    });
  });

  it('003:142-147 when all rolls are done, each ability is offered with the dice it may take: a health threat to cancel, a non-threat to change or convert, a threat for the Amulet', () => {
    // Blessed: six dice.
    const hand = ['health-threat', 'research', 'sanity-threat', 'travel', 'rest', 'investigation'];
    const wilson = rolled(hand, 'expedition', 'wilson-richards', (inv) => {
      inv.artifacts = ['book-of-dzyan'];
      inv.items = [
        { key: 'protective-amulet', exhausted: false },
        { key: 'lucky-rabbits-foot', exhausted: false },
      ];
      inv.conditions = ['blessed'];
    });
    settle(wilson, hand.length);
    const offers = offer(wilson, 'modify-dice');
    const byAbility = Object.fromEntries(offers.map((o) => [(o.params as { ability: string }).ability, o]));
    expect(Object.keys(byAbility).sort()).toEqual(
      [
        'artifact:book-of-dzyan',
        'blessed-discard',
        'cancel-health-threat',
        'change-face',
        'item:lucky-rabbits-foot',
        'item:protective-amulet',
      ].sort(),
    );
    expect(byAbility['cancel-health-threat']).toMatchObject({
      code: 'eldritch-express/modifier',
      payload: { ability: 'cancel-health-threat' },
    });
    expect(choiceValues(byAbility['cancel-health-threat'].fields![0])).toEqual([0]);
    expect(choiceValues(byAbility['blessed-discard'].fields![0])).toEqual([0, 1, 2, 3, 4, 5]);
    expect(choiceValues(byAbility['change-face'].fields![0])).toEqual([1, 3, 4, 5]);
    expect(choiceValues(byAbility['change-face'].fields![1])).toEqual([
      'travel',
      'rest',
      'investigation',
      'research',
      'health-threat',
      'sanity-threat',
    ]);
    expect(choiceValues(byAbility['artifact:book-of-dzyan'].fields![0])).toEqual([1, 3, 4, 5]);
    expect(choiceValues(byAbility['item:protective-amulet'].fields![0])).toEqual([0, 2]);
    expect(choiceValues(byAbility['item:lucky-rabbits-foot'].fields![0])).toEqual([1, 3, 4, 5]);
    expect(byAbility['item:protective-amulet'].dice?.dice).toHaveLength(1);
  });

  it('003:147 an ability with nothing to act on is not offered: no health threat to cancel, no non-threat to convert or re-roll, no threat for the Amulet, an ally without a face, a knowledge used', () => {
    const abilities = (g: ReturnType<typeof rolled>) => offer(g, 'modify-dice').map((o) => (o.params as { ability: string }).ability);
    const kit = (inv: Inv) => {
      inv.artifacts = ['book-of-dzyan'];
      inv.items = [
        { key: 'protective-amulet', exhausted: false },
        { key: 'lucky-rabbits-foot', exhausted: false },
      ];
    };
    const threats = ['sanity-threat', 'sanity-threat', 'sanity-threat', 'sanity-threat', 'sanity-threat'];
    const onlyThreats = rolled(threats, 'expedition', 'wilson-richards', kit);
    settle(onlyThreats, 5);
    expect(abilities(onlyThreats)).toEqual(['item:protective-amulet']);

    const noThreat = ['research', 'research', 'travel', 'rest', 'travel'];
    const joe = rolled(noThreat, 'city', 'joe-diamond', (inv) => {
      kit(inv);
      inv.ally = 'tom-murphy';
    });
    settle(joe, 5);
    expect(abilities(joe)).toEqual(['investigation-face', 'artifact:book-of-dzyan', 'item:lucky-rabbits-foot']);
    act(joe, 'modify-dice', { ability: 'investigation-face' });
    expect(abilities(joe)).toEqual(['artifact:book-of-dzyan', 'item:lucky-rabbits-foot']);

    const armitage = rolled(noThreat, 'city', 'joe-diamond', (inv) => (inv.ally = 'professor-armitage'));
    settle(armitage, 5);
    expect(abilities(armitage)).toEqual(['investigation-face', 'ally:professor-armitage']);
  });

  it('003:494 Wilson Richards: cancel a health threat roll — the die named, or else the first health threat', () => {
    const hand = ['health-threat', 'research', 'sanity-threat', 'travel', 'health-threat'];
    const named = rolled(hand, 'expedition', 'wilson-richards');
    settle(named, 5);
    const [second] = act(named, 'modify-dice', { ability: 'cancel-health-threat', index: 4 });
    expect(second.data).toMatchObject({ index: 4, face: 'health-threat' });
    const wilson = rolled(hand, 'expedition', 'wilson-richards');
    settle(wilson, 5);
    // Cancelling names the health threat; a die that is not one is read as the first health threat.
    const [removed] = act(wilson, 'modify-dice', { ability: 'cancel-health-threat', index: 1 });
    expect(removed.data).toMatchObject({ index: 0, face: 'health-threat' });
  });
});

describe('actions/dice.ts: the odds shown with the roll (Stryker part 2, ahead of its report)', () => {
  /** The odds on the roll offer of `key` assigned to `encounter` in North America (the gate there: Yuggoth, RRI). */
  const rollOdds = (key: 'joe-diamond' | 'akachi-onyele', encounter: string, artifacts: string[] = []) => {
    const g = solo(key, key === 'joe-diamond' ? ['knife'] : ['heal'], { gate: 1, expedition: 1 });
    Object.assign(g.state.seats[0].investigator!, { region: 1, artifacts });
    act(g, 'assign', { encounter });
    return { g, odds: ee.prompt(g.state).actions.find((a) => a.type === 'roll-action-dice')!.odds };
  };

  it("003:512-517 the odds of the task are shown — a Gate Box counts at a gate only, Akachi's swap at a gate, the dice set aside count; none in a city", () => {
    const plainGate = rollOdds('joe-diamond', 'gate').odds!;
    expect(plainGate).toBeGreaterThan(0);
    expect(rollOdds('joe-diamond', 'gate', ['gate-box']).odds).toBeGreaterThan(plainGate);
    expect(rollOdds('joe-diamond', 'expedition', ['gate-box']).odds).toBe(rollOdds('joe-diamond', 'expedition').odds);
    expect(rollOdds('akachi-onyele', 'gate').odds).toBeGreaterThan(plainGate);
    expect(rollOdds('joe-diamond', 'city').odds).toBeUndefined();

    // RR set aside, three dice re-rolled showing the I still needed: certain.
    const { g } = rollOdds('joe-diamond', 'gate');
    act(g, 'roll-action-dice', {}, ['research', 'research', 'travel', 'travel', 'travel']);
    act(g, 'set-aside', { 'keep-0': true, 'keep-1': true }, ['investigation', 'travel', 'travel']);
    expect(ee.prompt(g.state).actions.find((a) => a.type === 'set-aside')!.odds).toBe(1);
    // R and I set aside, the R still needed showing: certain.
    const other = rollOdds('joe-diamond', 'gate').g;
    act(other, 'roll-action-dice', {}, ['research', 'investigation', 'travel', 'travel', 'travel']);
    act(other, 'set-aside', { 'keep-0': true, 'keep-1': true }, ['research', 'travel', 'travel']);
    expect(ee.prompt(other.state).actions.find((a) => a.type === 'set-aside')!.odds).toBe(1);
  });
});

describe('actions/dice.ts: feeding the rumor, and a die named out of the tray (Stryker part 2, ahead of its report)', () => {
  /** Joe Diamond in North America holding `clues`, a rumor there with `onRumor` clues; assigned to the city. */
  const rumorGame = (clues: number, onRumor: number) => {
    const g = solo('joe-diamond', ['knife']);
    g.state.seats[0].investigator!.clues = clues;
    g.state.rumor = { region: 1, track: 5, clues: onRumor };
    act(g, 'assign', { encounter: 'city' });
    return g;
  };

  it('003:149 place as many clue tokens as you like on the rumor — offered up to what it still takes and you hold; more than you hold is refused; beyond the 4th they stay with you', () => {
    const g = rumorGame(3, 2);
    const offer = ee.prompt(g.state).actions.find((a) => a.type === 'feed-rumor')!;
    expect(offer.fields).toEqual([{ name: 'count', kind: 'number', min: 1, max: 2, default: 2 }]);
    const supply = g.state.clueSupply;
    const [dropped] = act(g, 'feed-rumor', { count: 3 });
    expect(dropped.data).toEqual({ seat: 0, count: 2, total: 4, solved: true });
    expect(g.state.seats[0].investigator!.clues).toBe(1);
    // The rumor is removed and its four clue tokens go back to the supply.
    expect(g.state.rumor).toBeNull();
    expect(g.state.clueSupply).toBe(supply + 4);

    const short = rumorGame(2, 0);
    expectRefused(short.state, 'feed-rumor', { count: 3 }, [], 'rules/not_enough_clues');
  });

  it('003:140 set aside at least 1 die and then reroll the rest — a die ticked 1 is set aside and one ticked 0 re-rolled, as the prompter sends them', () => {
    const g = solo('joe-diamond', ['knife']);
    act(g, 'assign', { encounter: 'city' });
    act(g, 'roll-action-dice', {}, ['research', 'travel', 'rest', 'rest', 'rest']);
    const [setAside] = act(g, 'set-aside', { 'keep-0': 1, 'keep-1': 0, 'keep-2': 0, 'keep-3': 0, 'keep-4': 0 }, [
      'travel',
      'travel',
      'travel',
      'travel',
    ]);
    expect(setAside.data).toEqual({ seat: 0, kept: ['research'], rerolled: ['travel', 'travel', 'travel', 'travel'] });
  });

  it('003:146 if you are blessed, you may remove 1 die from the dice rolled — a die that is not in the tray is refused', () => {
    const g = solo('joe-diamond', ['knife'], { expedition: 1 });
    g.state.seats[0].investigator!.conditions = ['blessed'];
    act(g, 'assign', { encounter: 'expedition' });
    const hand = ['research', 'research', 'investigation', 'travel', 'rest', 'travel'];
    act(g, 'roll-action-dice', {}, hand);
    act(g, 'set-aside', Object.fromEntries(hand.map((_, i) => [`keep-${i}`, true])));
    expectRefused(g.state, 'modify-dice', { ability: 'blessed-discard', index: 6 }, [], 'rules/invalid_die');
    const [removed] = act(g, 'modify-dice', { ability: 'blessed-discard', index: 5 });
    expect(removed.data).toMatchObject({ index: 5, face: 'travel' });
  });
});

describe('rules/flying.ts: where the flyers go (Stryker part 2, ahead of its report)', () => {
  it('003:205 they move octogonally to a space containing an investigator — the nearest one: next door, not two regions away', () => {
    const g = setUp({
      gate: 6,
      clue: 2,
      expedition: 3,
      mystery: 4,
      investigators: [
        { key: 'joe-diamond', cards: ['knife'] },
        { key: 'dexter-drake', cards: ['greater-banishment', 'flesh-ward'] },
      ],
      options: { lostTurnAdvancesClock: true },
    });
    // Joe in North America (1), two regions from Australia (6); Dexter in Africa (4), next door to it.
    g.state.seats[1].investigator!.region = 4;
    g.state.regions[5].monsters = ['mi-go', 'zombie'];
    while (!ee.prompt(g.state).actions.some((a) => a.type === 'advance-omen')) act(g, 'hide');
    // Blue: the mythos dice open a gate in Asia (5) and put a clue in Africa (4).
    act(g, 'advance-omen', {}, [5, 4]);
    act(g, 'draw', { card: 'dreamlands' });
    act(g, 'draw', { card: 'dhole' });
    act(g, 'draw', { card: 'cultist' });
    expect(g.state.pending.find((p) => p.kind === 'flying')).toMatchObject({ region: 6, monsters: ['mi-go'], choices: [4] });
  });
});

describe('actions/steps.ts: encounters, rest and shipping (Stryker part 1, its untested remainder)', () => {
  /** Joe Diamond (clues as given) assigned to an encounter in North America, the dice kept as given. */
  const kept = (encounter: string, faces: string[], clues = 0, set: (g: ReturnType<typeof solo>) => void = () => {}) => {
    const g = solo('joe-diamond', ['knife'], { gate: 1, expedition: 1, mystery: 1 });
    g.state.seats[0].investigator!.clues = clues;
    set(g);
    act(g, 'assign', { encounter });
    rollAndKeepAll(g, faces);
    return g;
  };
  const offerOf = (g: ReturnType<typeof solo>, type: string) => ee.prompt(g.state).actions.find((a) => a.type === type)!;
  const resolvedData = (events: ReturnType<typeof act>) => events.find((e) => e.type === 'encounter-resolved')!.data;

  it('003:157 the task check: the log says what was missing and which results were left over; the clues offered are those the task lacks, at most those held', () => {
    const shortI = kept('expedition', ['research', 'research', 'investigation', 'travel', 'rest'], 3);
    expect(offerOf(shortI, 'resolve-encounter')).toMatchObject({
      odds: 1,
      fields: [{ name: 'clues', kind: 'number', min: 0, max: 3, default: 1 }],
    });
    expect(resolvedData(act(shortI, 'resolve-encounter', { clues: 0 }))).toMatchObject({
      task: 'RII',
      result: 'failed',
      missingResearch: 0,
      missingInvestigation: 1,
      leftoverResearch: 1,
      leftoverInvestigation: 0,
    });
    const shortR = kept('expedition', ['investigation', 'investigation', 'investigation', 'travel', 'rest']);
    expect(offerOf(shortR, 'resolve-encounter')).toMatchObject({ odds: 0, fields: [{ name: 'clues', max: 0, default: 0 }] });
    expect(resolvedData(act(shortR, 'resolve-encounter', { clues: 0 }))).toMatchObject({
      missingResearch: 1,
      missingInvestigation: 0,
      leftoverResearch: 0,
      leftoverInvestigation: 1,
    });
  });

  it('003:165 back of mystery: if you pass, the elder sign progresses by 2 (the log says a mystery did it); 003:169 a defeated investigator failed: no progress', () => {
    const back = kept(
      'mystery',
      ['research', 'research', 'research', 'research', 'investigation'],
      0,
      (g) => (g.state.mystery = { region: 1, side: 'back' }),
    );
    const advanced = act(back, 'resolve-encounter').find((e) => e.type === 'elder-sign-advanced')!;
    expect(advanced).toEqual({ type: 'elder-sign-advanced', data: { by: 2 }, cause: 'mystery-solved' });
    expect(words.cause('mystery-solved')).not.toBe('mystery-solved');

    const defeated = kept('defeated:diana-stanley', ['travel', 'travel', 'travel', 'travel', 'rest'], 0, (g) =>
      g.state.regions[0].defeated.push({ investigator: 'diana-stanley', items: [], spells: [], artifacts: [], ally: null, clues: 0 }),
    );
    const elderSign = defeated.state.elderSign;
    expect(act(defeated, 'resolve-encounter').some((e) => e.type === 'elder-sign-advanced')).toBe(false);
    expect(defeated.state.elderSign).toBe(elderSign);
  });

  it('003:167 in a city the player is asked only what there is to choose: clues to spend if held, items or spells if the pairs can give them', () => {
    const nothing = kept('city', ['travel', 'travel', 'travel', 'travel', 'rest']);
    expect(offerOf(nothing, 'resolve-encounter').fields).toBeUndefined();
    const spells = kept('city', ['research', 'research', 'travel', 'travel', 'rest'], 1);
    expect(offerOf(spells, 'resolve-encounter').fields).toEqual([
      { name: 'clueInvestigation', kind: 'number', min: 0, max: 1, default: 0 },
      { name: 'clueResearch', kind: 'number', min: 0, max: 1, default: 0 },
      { name: 'spells', kind: 'number', min: 0, max: 1, default: 1 },
    ]);
  });

  it('003:257 Alexandria: bless or remove curse — a curse is removed; with no Blessed card left, nothing is gained', () => {
    const visit = (faces: string[], set: (g: ReturnType<typeof solo>) => void) =>
      act(
        kept('city', faces, 0, (g) => {
          g.state.seats[0].investigator!.region = 4;
          set(g);
        }),
        'resolve-encounter',
        { spells: 0 },
      );
    // Cursed: four dice.
    const cursed = visit(['research', 'research', 'research', 'rest'], (g) => (g.state.seats[0].investigator!.conditions = ['cursed']));
    expect(cursed.find((e) => e.type === 'condition-removed')).toMatchObject({
      data: { seat: 0, condition: 'cursed' },
      cause: 'city-special',
    });
    const none = visit(['research', 'research', 'research', 'travel', 'rest'], (g) => {
      g.state.decks.condition = g.state.decks.condition.filter((c) => c !== 'blessed');
    });
    expect(none.some((e) => e.type === 'card-drawn' || e.type === 'condition-removed')).toBe(false);
  });

  it('003:185 3 rolls can make you remove a condition in a city — not offered with none held; outside a city the health asked defaults to what heals', () => {
    const city = kept('city', ['rest', 'rest', 'rest', 'travel', 'travel']);
    act(city, 'resolve-encounter');
    expect(offerOf(city, 'rest').fields).toEqual([]);
    const away = kept(
      'expedition',
      ['rest', 'rest', 'rest', 'research', 'investigation'],
      0,
      (g) => (g.state.seats[0].investigator!.health = 5),
    );
    act(away, 'resolve-encounter', { clues: 0 });
    act(away, 'draw', { card: 'amnesia' });
    act(away, 'place', {}, [2]);
    expect(offerOf(away, 'rest').fields).toEqual([{ name: 'health', kind: 'number', min: 0, max: 3, default: 1 }]);
  });

  it('003:193 you may send an item, spell or clue to another character — not to yourself, nor to one lost in time and space, nor what you do not hold, nor beyond your travel', () => {
    const shipping = (akachiRegion: number | 'lost') => {
      const g = setUp({
        gate: 6,
        investigators: [
          { key: 'joe-diamond', cards: ['knife'] },
          { key: 'dexter-drake', cards: ['heal', 'red-sign'] },
          { key: 'akachi-onyele', cards: ['heal'] },
        ],
      });
      const [, dexter, akachi] = g.state.seats.map((s) => s.investigator!);
      dexter.region = 1;
      akachi.region = akachiRegion;
      act(g, 'assign', { encounter: 'city' });
      rollAndKeepAll(g, ['travel', 'research', 'rest', 'rest', 'rest']);
      act(g, 'resolve-encounter');
      act(g, 'rest');
      expect(g.state.turnState).toMatchObject({ step: 'move', travel: 1 });
      return g;
    };
    const lost = shipping('lost');
    expectRefused(lost.state, 'ship', { asset: 'item:knife', to: 0 }, [], 'rules/no_receiver');
    expectRefused(lost.state, 'ship', { asset: 'item:knife', to: 2 }, [], 'rules/no_receiver');
    expectRefused(lost.state, 'ship', { asset: 'item:rifle', to: 1 }, [], 'rules/no_asset');
    const far = shipping(3);
    expect(tryAct(far.state, 'ship', { asset: 'item:knife', to: 2 })).toMatchObject({
      ok: false,
      error: { code: 'rules/too_far', details: { cost: 2, travel: 1 } },
    });
  });
});

describe('prompt/pending.ts and actions/upkeep.ts: what waits, and the upkeep offers (Stryker part 3, ahead of its run)', () => {
  const told = (g: { state: ReturnType<typeof solo>['state'] }) => {
    const { code, params } = ee.prompt(g.state);
    return { code: code.replace('eldritch-express/prompt/', ''), params };
  };
  /** The sides of the die the app would roll for the waiting draw: one per card left. */
  const drawSides = (g: { state: ReturnType<typeof solo>['state'] }) =>
    (ee.prompt(g.state).actions.find((a) => a.type === 'draw')!.dice!.dice[0] as { sides: number }).sides;

  it('003:67-68 and 003:159-167 each roll or choice that waits is told: the draw (deck, why, where, for whom, how many, how many left), the placement, the flyers, a monster to destroy', () => {
    const setup = start(['Ann'], { ancientOne: 'cthulhu' });
    act(setup, 'roll-setup', {}, [3, 1, 2, 4]);
    expect(told(setup)).toEqual({
      code: 'draw',
      params: { deck: 'gate', reason: 'gate', region: 3, seat: null, count: 1, left: drawSides(setup) },
    });
    expect(drawSides(setup)).toBe(setup.state.decks.gate.length);

    const failed = solo('joe-diamond', ['knife'], { expedition: 1 });
    act(failed, 'assign', { encounter: 'expedition' });
    rollAndKeepAll(failed, ['travel', 'travel', 'travel', 'travel', 'rest']);
    act(failed, 'resolve-encounter', { clues: 0 });
    expect(told(failed)).toEqual({
      code: 'draw',
      params: { deck: 'condition', reason: 'failed-encounter', region: undefined, seat: 0, count: 1, left: drawSides(failed) },
    });
    act(failed, 'draw', { card: 'amnesia' });
    expect(told(failed)).toEqual({ code: 'place', params: { what: 'expedition', avoid: 1 } });

    // Buenos Aires (2): three research draw three spells to keep one.
    const buenosAires = solo('joe-diamond', ['knife']);
    buenosAires.state.seats[0].investigator!.region = 2;
    act(buenosAires, 'assign', { encounter: 'city' });
    rollAndKeepAll(buenosAires, ['research', 'research', 'research', 'travel', 'rest']);
    act(buenosAires, 'resolve-encounter', { spells: 0 });
    expect(told(buenosAires).params).toMatchObject({ deck: 'spell', reason: 'city-special', count: 3 });

    // Tokyo (5): three investigation destroy a monster anywhere.
    const tokyo = solo('joe-diamond', ['knife']);
    tokyo.state.seats[0].investigator!.region = 5;
    act(tokyo, 'assign', { encounter: 'city' });
    rollAndKeepAll(tokyo, ['investigation', 'investigation', 'investigation', 'travel', 'rest']);
    act(tokyo, 'resolve-encounter', { items: 0 });
    expect(told(tokyo)).toEqual({ code: 'destroy-monster', params: undefined });
  });

  it('003:205 the flyers waiting are told with their region and number; 003:277 the items to keep with whose they are and how many', () => {
    const g = setUp({
      gate: 6,
      clue: 2,
      expedition: 3,
      mystery: 4,
      investigators: [{ key: 'joe-diamond', cards: ['knife'] }],
      options: { lostTurnAdvancesClock: true },
    });
    g.state.regions[5].monsters = ['mi-go', 'flying-polyp', 'zombie'];
    while (!ee.prompt(g.state).actions.some((a) => a.type === 'advance-omen')) act(g, 'hide');
    act(g, 'advance-omen', {}, [5, 4]);
    act(g, 'draw', { card: 'dreamlands' });
    act(g, 'draw', { card: 'dhole' });
    act(g, 'draw', { card: 'cultist' });
    expect(told(g)).toEqual({ code: 'flying', params: { region: 6, count: 2 } });

    const lily = setUp({ gate: 6, expedition: 5, investigators: [{ key: 'lily-chen', cards: ['rifle', 'whiskey'] }] });
    lily.state.seats[0].investigator!.items.push({ key: 'knife', exhausted: false });
    lily.state.pending.push({ kind: 'draw', deck: 'condition', seat: 0, reason: 'test' });
    act(lily, 'draw', { card: 'back-injury' });
    expect(told(lily)).toEqual({ code: 'discard-items', params: { cause: 'back-injury', keep: 1, count: 3, investigator: 'lily-chen' } });
  });

  it('003:104-105 the player can assign his character to any of the encounters in his area — each offered with its task, a defeated investigator by name', () => {
    const g = solo('joe-diamond', ['knife'], { gate: 1, expedition: 1, mystery: 1 });
    g.state.regions[0].defeated.push({ investigator: 'diana-stanley', items: [], spells: [], artifacts: [], ally: null, clues: 0 });
    const field = ee.prompt(g.state).actions.find((a) => a.type === 'assign')!.fields![0];
    expect(field.kind === 'choice' && field.choices.map((c) => [c.value, c.params])).toEqual([
      ['gate', { kind: 'gate', investigator: null, task: 'RRI' }],
      ['expedition', { kind: 'expedition', investigator: null, task: 'RII' }],
      ['mystery', { kind: 'mystery', investigator: null, task: 'RRR' }],
      ['defeated:diana-stanley', { kind: 'defeated', investigator: 'diana-stanley', task: 'III' }],
      ['city', { kind: 'city', investigator: null, task: '' }],
    ]);
  });

  it('003:451 Lily Chen: at the beginning of her turn she may exchange health and sanity — within both maximums, keeping at least 1 sanity', () => {
    const lily = (health: number, sanity: number) => {
      const g = setUp({ gate: 6, investigators: [{ key: 'lily-chen', cards: ['rifle', 'whiskey'] }] });
      Object.assign(g.state.seats[0].investigator!, { health, sanity });
      return g;
    };
    const g = lily(3, 4);
    expect(ee.prompt(g.state).actions.find((a) => a.type === 'exchange')!.fields).toEqual([
      { name: 'health', kind: 'number', min: 2, max: 5, default: 3 },
    ]);
    expectRefused(g.state, 'exchange', { health: 1 }, [], 'rules/out_of_range');
    const low = lily(2, 2);
    expect(ee.prompt(low.state).actions.find((a) => a.type === 'exchange')!.fields).toEqual([
      { name: 'health', kind: 'number', min: 1, max: 3, default: 2 },
    ]);
    expectRefused(lily(2, 1).state, 'exchange', { health: 3 }, [], 'rules/out_of_range');
  });
});

describe('actions/fight.ts: the fight offer and its outcome (Stryker part 3, ahead of its run)', () => {
  type Inv = NonNullable<ReturnType<typeof solo>['state']['seats'][0]['investigator']>;
  /** `key` in North America facing these monsters, holding only what `set` gives, at the fight step; with Dexter Drake beside when `helper`. */
  const fightFor = (monsters: string[], set: (inv: Inv, helper?: Inv) => void = () => {}, key = 'joe-diamond', helper = false) => {
    const cards: Record<string, string[]> = { 'joe-diamond': ['knife'], 'lily-chen': ['rifle', 'whiskey'] };
    const investigators = [{ key, cards: cards[key] }, ...(helper ? [{ key: 'dexter-drake', cards: ['heal', 'red-sign'] }] : [])];
    const g = setUp({ gate: 6, investigators });
    const [inv, other] = g.state.seats.map((s) => s.investigator!);
    inv.region = 1;
    inv.items = [];
    if (other) other.region = 1;
    g.state.regions[0].monsters = monsters;
    set(inv, other);
    act(g, 'assign', { encounter: 'city' });
    return g;
  };
  const fieldsOf = (g: ReturnType<typeof fightFor>) => ee.prompt(g.state).actions.find((a) => a.type === 'fight')!.fields!;
  const names = (g: ReturnType<typeof fightFor>) => fieldsOf(g).map((f) => f.name);
  const resolvedOf = (g: ReturnType<typeof fightFor>, payload: Record<string, unknown>) =>
    act(g, 'fight', payload).find((e) => e.type === 'fight-resolved')!.data;

  it("003:393 Shriveling: 2 physical or magical damage — the caster's choice, asked for their own cast and for a helper's", () => {
    // A Ghost is immune to physical damage: magical, the default, destroys it; physical does not.
    const own = () => fightFor(['ghost'], (inv) => (inv.spells = ['shriveling']));
    expect(names(own())).toContain('shriveling');
    expect(resolvedOf(own(), { 'cast-shriveling': true }).killed).toEqual([0]);
    expect(resolvedOf(own(), { 'cast-shriveling': true, shriveling: 'physical' }).killed).toEqual([]);
    // A Warlock is immune to magical damage: the helper's Shriveling cast as physical destroys it.
    const helped = () => fightFor(['warlock'], (_inv, dexter) => (dexter!.spells = ['shriveling']), 'joe-diamond', true);
    expect(names(helped())).toEqual(expect.arrayContaining(['help-1-shriveling', 'shriveling-1-shriveling']));
    expect(names(helped())).not.toContain('shriveling');
    expect(resolvedOf(helped(), { 'help-1-shriveling': true, 'shriveling-1-shriveling': 'physical' }).killed).toEqual([0]);
  });

  it('003:399 Greater Banishment: destroy a monster — the one named must be there; it is destroyed even when the sanity runs out', () => {
    const banishing = (sanity: number) =>
      fightFor(['hound-of-tindalos', 'zombie'], (inv) => Object.assign(inv, { spells: ['greater-banishment'], sanity }));
    expect(names(banishing(4))).toContain('banish');
    expectRefused(banishing(4).state, 'fight', { 'cast-greater-banishment': true, banish: 2 }, [], 'rules/invalid_target');
    // Sanity 2: the spell's 1 and the Hound's horror 2 defeat Joe; the Zombie banished is gone all the same.
    expect(resolvedOf(banishing(2), { 'cast-greater-banishment': true, banish: 1 })).toMatchObject({ killed: [1], banished: 1 });
  });

  it('003:225 a spell is cast by spending 1 sanity point — a helper casting two spells needs two', () => {
    const g = fightFor(
      ['cultist'],
      (_inv, dexter) => Object.assign(dexter!, { spells: ['shriveling', 'red-sign'], sanity: 1 }),
      'joe-diamond',
      true,
    );
    expect(tryAct(g.state, 'fight', { 'help-1-shriveling': true, 'help-1-red-sign': true })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_enough_sanity', details: { seat: 1, sanity: 1 } },
    });
  });

  it('003:445 Lily Chen, skill: +1 physical damage — her knife destroys an Elder Thing (toughness 2)', () => {
    const g = fightFor(['elder-thing'], (inv) => (inv.items = [{ key: 'knife', exhausted: false }]), 'lily-chen');
    expect(resolvedOf(g, { 'use-knife': true })).toMatchObject({ physical: 2, killed: [0] });
  });

  it('003:119-125 you may exchange 3 sanity loss for a madness and 3 health loss for an injury — offered and taken at exactly 3', () => {
    // A Hound (horror 2, strength 2) and a Zombie (1, 1) against Joe, who has no weapon: horror 3, strength 3.
    const g = fightFor(['hound-of-tindalos', 'zombie']);
    expect(names(g)).toEqual(expect.arrayContaining(['tradeSanity', 'tradeHealth']));
    expect(resolvedOf(g, { tradeSanity: true, tradeHealth: true })).toMatchObject({
      horror: 3,
      madness: true,
      strength: 3,
      injury: true,
      healthLoss: 0,
    });
  });

  it('003:379 Pallid Mask: avoid all monsters — a choice of its own, not used unless asked; a weapon artifact is', () => {
    const g = fightFor(['cultist'], (inv) => (inv.artifacts = ['pallid-mask', 'enchanted-blade']));
    const fields = fieldsOf(g);
    expect(fields.find((f) => f.name === 'use-pallid-mask')).toMatchObject({ default: false });
    expect(fields.find((f) => f.name === 'use-enchanted-blade')).toMatchObject({ default: true });
  });
});

describe('actions/dice.ts and prompt/steps.ts: Stryker part 2 survivors (partial report)', () => {
  const joeAt = (encounter: string, clues = 0, set: (g: ReturnType<typeof solo>) => void = () => {}) => {
    const g = solo('joe-diamond', ['knife'], { expedition: 1 });
    g.state.seats[0].investigator!.clues = clues;
    set(g);
    act(g, 'assign', { encounter });
    return g;
  };
  const looksOf = (g: ReturnType<typeof solo>, type: string, payload: Record<string, unknown> = {}) => {
    const request = diceRequestFor(ee, g.state, type, payload);
    return request.ok && request.value ? request.value.looks!.map((l) => l.code) : null;
  };

  it('003:126-129 you roll the 5 special dice — the roll is the main action, told as five action dice, once only; none can be set aside before', () => {
    const g = joeAt('city');
    const roll = ee.prompt(g.state).actions.find((a) => a.type === 'roll-action-dice')!;
    expect(roll).toMatchObject({ code: 'eldritch-express/action/roll-action-dice', params: { count: 5 }, primary: true });
    expect('odds' in roll).toBe(false);
    expect(looksOf(g, 'roll-action-dice')).toEqual(Array(5).fill('eldritch-express/die/action'));
    expect(tryAct(g.state, 'set-aside', { 'keep-0': true })).toMatchObject({
      ok: false,
      error: { code: 'rules/wrong_phase', details: { why: 'no_dice', step: 'dice' } },
    });
    act(g, 'roll-action-dice', {}, ['research', 'travel', 'rest', 'rest', 'rest']);
    expectRefused(g.state, 'roll-action-dice', {}, ['research', 'travel', 'rest', 'rest', 'rest'], 'rules/already_rolled');
    // The dice re-rolled are told as action dice; with every die set aside nothing is rolled.
    expect(looksOf(g, 'set-aside', { 'keep-0': true })).toEqual(Array(4).fill('eldritch-express/die/action'));
    expect(looksOf(g, 'set-aside', { 'keep-0': true, 'keep-1': true, 'keep-2': true, 'keep-3': true, 'keep-4': true })).toBeNull();
  });

  it('003:149 drop clue tokens on the rumor — offered only with a clue to drop; refusals name the clues held', () => {
    const rumor = (g: ReturnType<typeof solo>) => (g.state.rumor = { region: 1, track: 5, clues: 0 });
    const none = joeAt('city', 0, rumor);
    expect(ee.prompt(none.state).actions.some((a) => a.type === 'feed-rumor')).toBe(false);
    expect(tryAct(none.state, 'feed-rumor', { count: 1 })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_enough_clues', details: { have: 0 } },
    });
    const two = joeAt('city', 2, rumor);
    expect(ee.prompt(two.state).actions.find((a) => a.type === 'feed-rumor')).toMatchObject({ code: 'eldritch-express/action/feed-rumor' });
    expect(tryAct(two.state, 'feed-rumor', { count: 3 })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_enough_clues', details: { have: 2 } },
    });
  });

  it('003:153 if you roll 3 of a kind, you may take an Injury or Madness instead — the table is told it is the threats step', () => {
    const g = joeAt('expedition');
    rollAndKeepAll(g, ['health-threat', 'health-threat', 'health-threat', 'travel', 'rest']);
    expect(ee.prompt(g.state)).toMatchObject({
      code: 'eldritch-express/prompt/threats',
      params: { name: 'P1', investigator: 'joe-diamond' },
    });
  });
});
