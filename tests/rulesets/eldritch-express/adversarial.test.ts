/**
 * Eldritch Express's seed read adversarially (issue 29): for each "cannot", "only", "instead" and each
 * case a sentence lists, the forbidden or the other case tried. Named after the seed lines.
 */
import { describe, expect, it } from 'vitest';
import { act, ee, expectRefused, rollAndKeepAll, setUp, tryAct } from './helpers';

/** Joe in North America (region 1); the set-up gate in Australia (region 6) with a cultist; hiding skips to the omen. */
const game = () =>
  setUp({
    gate: 6,
    clue: 2,
    expedition: 3,
    mystery: 4,
    monster: 'cultist',
    investigators: [{ key: 'joe-diamond', cards: ['knife'] }],
    options: { lostTurnAdvancesClock: true },
  });

/**
 * Everyone hides, then (`meanwhile` done to the board) a blue omen whose mythos dice open a gate in
 * region 5 (a dhole and a cultist) and put a clue in 4.
 */
function blueOmen(g: ReturnType<typeof game>, meanwhile: () => void = () => {}) {
  while (!ee.prompt(g.state).actions.some((a) => a.type === 'advance-omen')) act(g, 'hide');
  meanwhile();
  act(g, 'advance-omen', {}, [5, 4]);
  act(g, 'draw', { card: 'dreamlands' });
  act(g, 'draw', { card: 'dhole' });
  act(g, 'draw', { card: 'cultist' });
}

describe('003:205-206, 003:539 flying monsters', () => {
  it('003:205 with no investigator next door, the flyers move one region toward the nearest investigator, not at random', () => {
    const g = game();
    g.state.regions[5].monsters = ['mi-go', 'zombie'];
    blueOmen(g);
    // Australia (6) is two regions from North America (1): Europe (3) and Africa (4) are one step closer; Asia (5) is not.
    expect(g.state.pending[0]).toMatchObject({ kind: 'flying', region: 6, monsters: ['mi-go'], choices: [3, 4] });
    act(g, 'fly', {}, [2]);
    expect(g.state.regions[3].monsters).toEqual(['mi-go']);
    expect(g.state.regions[5].monsters).toEqual(['zombie']);
  });

  it('003:205 "chose randomly if there is more than 1 investigator": the steps toward each nearest investigator are the choices', () => {
    const g = setUp({
      gate: 6,
      clue: 2,
      expedition: 3,
      mystery: 4,
      monster: 'cultist',
      investigators: [
        { key: 'joe-diamond', cards: ['knife'] },
        { key: 'dexter-drake', cards: ['greater-banishment', 'flesh-ward'] },
      ],
      options: { lostTurnAdvancesClock: true },
    });
    g.state.seats[0].investigator!.region = 1;
    g.state.seats[1].investigator!.region = 2;
    g.state.regions[5].monsters = ['mi-go', 'zombie'];
    g.state.regions[2].monsters = ['nightgaunt', 'zombie'];
    g.state.regions[2].gate = { key: 'abyss', sealed: false };
    blueOmen(g);
    // Europe (3) has both investigators next door: they are its choices; Australia (6) steps to 3 or 4.
    expect(g.state.pending.filter((p) => p.kind === 'flying')).toMatchObject([
      { region: 3, monsters: ['nightgaunt'], choices: [1, 2] },
      { region: 6, monsters: ['mi-go'], choices: [3, 4] },
    ]);
  });

  it('003:205 with no investigator on the board (all lost in time and space) the flyers move to a random neighbour', () => {
    const g = game();
    g.state.regions[5].monsters = ['mi-go', 'zombie'];
    blueOmen(g, () => (g.state.seats[0].investigator!.region = 'lost'));
    expect(g.state.pending.find((p) => p.kind === 'flying')).toMatchObject({ region: 6, choices: [3, 4, 5] });
  });

  it('003:205 a lone flyer (not "guarded by more than 1 monster") and 003:539 a stack with an investigator there stay', () => {
    const lone = game();
    lone.state.regions[5].monsters = ['mi-go'];
    blueOmen(lone);
    expect(lone.state.pending.some((p) => p.kind === 'flying')).toBe(false);
    const watched = game();
    watched.state.regions[0].monsters = ['mi-go', 'zombie'];
    watched.state.regions[0].gate = { key: 'abyss', sealed: false };
    blueOmen(watched);
    expect(watched.state.pending.some((p) => p.kind === 'flying')).toBe(false);
  });
});

describe('003:401 Instill Bravery: monsters reduce their horror by 1', () => {
  it('003:401 each monster loses 1 horror, never below 0: a Cultist (0) and a Hound of Tindalos (2) give 1, not 0', () => {
    const g = setUp({ gate: 3, monster: 'dhole', investigators: [{ key: 'dexter-drake', cards: ['instill-bravery', 'heal'] }] });
    g.state.regions[2].monsters = ['cultist', 'hound-of-tindalos'];
    act(g, 'assign', { encounter: 'city' });
    const [resolved] = act(g, 'fight', { 'cast-instill-bravery': true, 'kill-0': false, 'kill-1': false });
    expect(resolved.data).toMatchObject({ horror: 1, sanityLoss: 2 });
  });
});

describe('003:225 the same spell cannot stack their effect', () => {
  it('003:225 Instill Bravery cast by the fighter and again by an investigator beside him takes 1 horror off each monster, not 2', () => {
    const fightWith = (help: boolean) => {
      const g = setUp({
        gate: 6,
        clue: 2,
        expedition: 3,
        mystery: 5,
        investigators: [
          { key: 'joe-diamond', cards: ['knife'] },
          { key: 'dexter-drake', cards: ['red-sign', 'astral-travel'] },
        ],
      });
      g.state.seats[0].investigator!.region = 3;
      g.state.seats[0].investigator!.spells.push('instill-bravery');
      g.state.seats[1].investigator!.spells.push('instill-bravery');
      g.state.regions[2].monsters = ['hound-of-tindalos', 'dhole'];
      act(g, 'assign', { encounter: 'city' });
      const payload = {
        'cast-instill-bravery': true,
        'kill-0': false,
        'kill-1': false,
        ...(help ? { 'help-1-instill-bravery': true } : {}),
      };
      return act(g, 'fight', payload)[0].data as { horror: number };
    };
    expect(fightWith(false).horror).toBe(2);
    expect(fightWith(true).horror).toBe(2);
  });
});

describe('003 read again: the forbidden or the other case of each sentence', () => {
  /** Joe Diamond (North America, 1; health 6, sanity 4) with the expedition beside him, the gate far off in Australia. */
  const joe = (conditions: string[] = []) => {
    const g = setUp({ gate: 6, clue: 2, expedition: 1, mystery: 4, investigators: [{ key: 'joe-diamond', cards: ['knife'] }] });
    g.state.seats[0].investigator!.conditions.push(...conditions);
    return g;
  };

  it('003:105 assign his character to any of the encounters located in his new area: an encounter in another region is refused', () => {
    const g = setUp({ gate: 6, clue: 2, expedition: 3, mystery: 4, investigators: [{ key: 'joe-diamond', cards: ['knife'] }] });
    const offered = ee
      .prompt(g.state)
      .actions.find((a) => a.type === 'assign')
      ?.fields?.flatMap((f) => (f.kind === 'choice' ? f.choices.map((c) => c.value) : []));
    expect(offered).toEqual(['city']);
    expectRefused(g.state, 'assign', { encounter: 'expedition' }, [], 'rules/no_encounter');
    expectRefused(g.state, 'assign', { encounter: 'mystery' }, [], 'rules/no_encounter');
  });

  it('003:107 if you assign your character to a city, you may refresh exhausted items: assigned elsewhere they stay exhausted', () => {
    const g = joe();
    g.state.seats[0].investigator!.items = [{ key: 'shotgun', exhausted: true }];
    act(g, 'assign', { encounter: 'expedition' });
    expect(g.state.seats[0].investigator!.items).toEqual([{ key: 'shotgun', exhausted: true }]);
  });

  it('003:146 if you are blessed, you may remove 1 die: an investigator who is not blessed cannot', () => {
    const g = joe();
    act(g, 'assign', { encounter: 'expedition' });
    act(g, 'roll-action-dice', {}, ['research', 'travel', 'rest', 'travel', 'rest']);
    act(g, 'set-aside', Object.fromEntries([0, 1, 2, 3, 4].map((i) => [`keep-${i}`, true])));
    const offered = ee.prompt(g.state).actions.filter((a) => a.type === 'modify-dice');
    expect(offered.map((a) => a.payload?.ability)).not.toContain('blessed-discard');
    expectRefused(g.state, 'modify-dice', { ability: 'blessed-discard', index: 4 }, [], 'rules/no_ability');
  });

  it('003:185 3 rolls can remove a condition only if you are located in a city: away from one, three rests cannot', () => {
    const g = joe(['amnesia']);
    g.state.seats[0].investigator!.health = 2;
    act(g, 'assign', { encounter: 'expedition' });
    rollAndKeepAll(g, ['rest', 'rest', 'rest', 'travel', 'travel']);
    act(g, 'resolve-encounter');
    while (g.state.pending.length)
      act(g, g.state.pending[0].kind === 'place' ? 'place' : 'draw', {}, g.state.pending[0].kind === 'place' ? [6] : [1]);
    expect(
      ee
        .prompt(g.state)
        .actions.find((a) => a.type === 'rest')
        ?.fields?.map((f) => f.name),
    ).toEqual(['health']);
    expectRefused(g.state, 'rest', { removeCondition: 'amnesia' }, [], 'rules/cannot_remove');
    // Each roll recovers 1 health OR 1 sanity away from a city: three rests, three points in all.
    expectRefused(g.state, 'rest', { health: 4 }, [], 'rules/out_of_range');
    act(g, 'rest', { health: 3 });
    expect(g.state.seats[0].investigator).toMatchObject({ health: 5, sanity: 4, conditions: expect.arrayContaining(['amnesia']) });
  });

  it('003:189 for each unused pair of investigation or research roll, you may collect a clue even if you failed the encounter (ruling 23)', () => {
    const g = joe();
    g.state.regions[0].clues = 2;
    const held = g.state.seats[0].investigator!.clues;
    act(g, 'assign', { encounter: 'expedition' });
    // The expedition asks RII: with no research it fails; two investigations went to the task, two are an unused pair.
    rollAndKeepAll(g, ['investigation', 'investigation', 'investigation', 'investigation', 'travel']);
    const events = act(g, 'resolve-encounter');
    expect(events.find((e) => e.type === 'encounter-resolved')?.data).toMatchObject({ result: 'failed', leftoverInvestigation: 2 });
    // The failed expedition's condition and the expedition's new place first, then the clues.
    while (g.state.pending.length)
      act(g, g.state.pending[0].kind === 'place' ? 'place' : 'draw', {}, g.state.pending[0].kind === 'place' ? [6] : [1]);
    expect(g.state.regions[0].clues).toBe(1);
    // Joe Diamond's skill brings one more from the supply (ruling 23).
    expect(g.state.seats[0].investigator!.clues).toBe(held + 2);
  });

  it('003:221 when a character receives 3 or more sanity loss he may trade it for a madness: with 2 the trade is not made', () => {
    const g = setUp({
      gate: 1,
      monster: 'cultist',
      clue: 2,
      expedition: 3,
      mystery: 5,
      investigators: [{ key: 'joe-diamond', cards: ['knife'] }],
    });
    g.state.regions[0].monsters = ['zombie', 'elder-thing'];
    act(g, 'assign', { encounter: 'city' });
    expect(
      ee
        .prompt(g.state)
        .actions.find((a) => a.type === 'fight')
        ?.fields?.some((f) => f.name === 'tradeSanity'),
    ).toBeFalsy();
    act(g, 'fight', { tradeSanity: true, 'use-knife': false });
    expect(g.state.seats[0].investigator!.sanity).toBe(2);
    expect(g.state.pending.some((p) => p.kind === 'draw' && p.deck === 'condition')).toBe(false);
  });

  it('003:285 Paranoia: cannot gain new allies — an ally drawn is refused and goes back', () => {
    const g = joe(['paranoia']);
    g.state.pending.push({ kind: 'draw', deck: 'ally', seat: 0, reason: 'test' });
    const [drawn] = act(g, 'draw', { card: 'eric-colt' });
    expect(drawn.data).toMatchObject({ refused: 'paranoia' });
    expect(g.state.seats[0].investigator!.ally).toBeNull();
    expect(g.state.decks.ally).toContain('eric-colt');
  });

  it('003:287 Hallucination: cannot learn new spells — a spell drawn is refused and goes back', () => {
    const g = joe(['hallucination']);
    g.state.pending.push({ kind: 'draw', deck: 'spell', seat: 0, reason: 'test' });
    const [drawn] = act(g, 'draw', { card: 'heal' });
    expect(drawn.data).toMatchObject({ refused: 'hallucination' });
    expect(g.state.seats[0].investigator!.spells).toEqual([]);
    expect(g.state.decks.spell).toContain('heal');
  });
});

describe('003:148-149, 003:199 rumors read again', () => {
  /** Joe Diamond in North America (1) with three clues and a rumor there holding one clue; doom 9. */
  const rumorGame = (rumorRegion = 1) => {
    const g = setUp({ gate: 6, clue: 2, expedition: 3, mystery: 4, investigators: [{ key: 'joe-diamond', cards: ['knife'] }] });
    g.state.seats[0].investigator!.clues = 3;
    g.state.rumor = { region: rumorRegion, track: 5, clues: 1 };
    g.state.doom = 9;
    act(g, 'assign', { encounter: 'city' });
    return g;
  };

  it('003:148 drop clue tokens on the rumor instead of rolling dice: not once the dice are rolled, not on a rumor in another region', () => {
    const far = rumorGame(2);
    expect(ee.prompt(far.state).actions.some((a) => a.type === 'feed-rumor')).toBe(false);
    expectRefused(far.state, 'feed-rumor', { count: 1 }, [], 'rules/no_rumor');
    const rolled = rumorGame();
    expect(ee.prompt(rolled.state).actions.some((a) => a.type === 'feed-rumor')).toBe(true);
    act(rolled, 'roll-action-dice', {}, ['rest', 'rest', 'rest', 'rest', 'rest']);
    expect(ee.prompt(rolled.state).actions.some((a) => a.type === 'feed-rumor')).toBe(false);
    expect(tryAct(rolled.state, 'feed-rumor', { count: 1 })).toMatchObject({ ok: false });
  });

  it('003:149 with fewer than 4 clue tokens in the stack the rumor stays and doom does not move — the turn is over all the same', () => {
    const g = rumorGame();
    act(g, 'feed-rumor', { count: 2 });
    expect(g.state.rumor).toMatchObject({ region: 1, clues: 3 });
    expect(g.state.doom).toBe(9);
    expect(g.state.seats[0].investigator!.clues).toBe(1);
    expect(g.state.turn).toBe(2);
  });

  it('003:199 a green comet that does not move doom over the rumor token leaves the rumor and the elder sign alone', () => {
    const g = setUp({
      gate: 6,
      clue: 2,
      expedition: 3,
      mystery: 4,
      investigators: [{ key: 'joe-diamond', cards: ['knife'] }],
      options: { lostTurnAdvancesClock: true },
    });
    g.state.omen = 3;
    g.state.rumor = { region: 5, track: 8, clues: 2 };
    g.state.elderSign = 8;
    const doom = g.state.doom;
    act(g, 'hide');
    act(g, 'advance-omen');
    expect(g.state.doom).toBe(doom - 1);
    expect(g.state.doom).toBeGreaterThan(8);
    expect(g.state.rumor).toMatchObject({ region: 5, track: 8, clues: 2 });
    expect(g.state.elderSign).toBe(8);
  });
});

describe('003:277, 003:287 conditions against a shipped asset (003:193)', () => {
  /** Joe (North America) with a knife, Shriveling and no clue; Dexter Drake beside him with the given conditions and items; Joe at the move step. */
  const beside = (conditions: string[], items: string[]) => {
    const g = setUp({
      gate: 6,
      investigators: [
        { key: 'joe-diamond', cards: ['knife'] },
        { key: 'dexter-drake', cards: ['heal', 'red-sign'] },
      ],
    });
    const [joe, dexter] = g.state.seats.map((s) => s.investigator!);
    Object.assign(joe, { spells: ['shriveling'], clues: 0 });
    Object.assign(dexter, { region: 1, conditions, spells: [], items: items.map((key) => ({ key, exhausted: false })) });
    act(g, 'assign', { encounter: 'city' });
    rollAndKeepAll(g, ['travel', 'travel', 'travel', 'travel', 'travel']);
    act(g, 'resolve-encounter');
    return g;
  };
  const shipOffer = (g: ReturnType<typeof beside>) => ee.prompt(g.state).actions.find((a) => a.type === 'ship');
  const assets = (g: ReturnType<typeof beside>) => {
    const field = shipOffer(g)?.fields?.find((f) => f.name === 'asset');
    return field?.kind === 'choice' ? field.choices.map((c) => c.value) : [];
  };

  it('003:287 Hallucination: cannot learn new spells — a spell cannot be sent to a hallucinated investigator; 003:277 Back Injury: only 1 item — nor a second item', () => {
    expect(assets(beside([], []))).toEqual(['item:knife', 'spell:shriveling']);
    expect(assets(beside(['hallucination'], []))).toEqual(['item:knife']);
    expect(assets(beside(['back-injury'], []))).toEqual(['item:knife', 'spell:shriveling']);
    expect(assets(beside(['back-injury'], ['whiskey']))).toEqual(['spell:shriveling']);

    const neither = beside(['back-injury', 'hallucination'], ['whiskey']);
    expect(shipOffer(neither)).toBeUndefined();
    expectRefused(neither.state, 'ship', { asset: 'spell:shriveling', to: 1 }, [], 'rules/no_asset');
    expectRefused(neither.state, 'ship', { asset: 'item:knife', to: 1 }, [], 'rules/no_asset');
  });
});
