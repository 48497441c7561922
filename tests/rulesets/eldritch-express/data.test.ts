/** The seed's reference tables (003:231-543) as the app holds them: one test per table, named after it. */
import { describe, expect, it } from 'vitest';
import { ALLIES, ARTIFACTS, CONDITIONS, DECKS, ITEMS, SPELLS } from '../../../shared/rulesets/eldritch-express/data/cards';
import { INVESTIGATORS } from '../../../shared/rulesets/eldritch-express/data/investigators';
import { MONSTERS, MONSTER_POOL } from '../../../shared/rulesets/eldritch-express/data/monsters';
import { ANCIENT_ONES, CLUE_TOKENS, GATES, REGIONS } from '../../../shared/rulesets/eldritch-express/data/world';
import { drawCandidates } from '../../../shared/rulesets/eldritch-express/rules';
import { act, setUp } from './helpers';

describe('the reference tables of seed 003', () => {
  it('003:233-269 areas of the world: expedition and mystery tasks and the city specials', () => {
    expect(REGIONS.map((r) => [r.key, r.expedition.task, r.mysteryTask, r.citySpecial])).toEqual([
      ['north-america', 'RII', 'RRR', 'gain-ally'],
      ['south-america', 'RII', 'RRI', 'spell-of-three'],
      ['europe', 'RRI', 'RRR', 'clue-and-spawn'],
      ['africa', 'RRI', 'RII', 'bless-or-uncurse'],
      ['asia', 'III', 'RRI', 'destroy-monster'],
      ['australia', 'III', 'RII', 'item-of-three'],
    ]);
  });

  it('003:275-291 conditions: six injuries and madnesses of 2 copies, 4 Blessed, 4 Cursed (20 cards, 003:60)', () => {
    expect(CONDITIONS.map((c) => [c.key, c.kind, c.copies])).toEqual([
      ['back-injury', 'injury', 2],
      ['internal-injury', 'injury', 2],
      ['leg-injury', 'injury', 2],
      ['amnesia', 'madness', 2],
      ['paranoia', 'madness', 2],
      ['hallucination', 'madness', 2],
      ['blessed', 'boon', 4],
      ['cursed', 'bane', 4],
    ]);
    expect(DECKS.condition).toHaveLength(20);
  });

  it('003:293-305 gates to another world and their tasks (6 gate tokens, 003:38)', () => {
    expect(GATES.map((g) => g.task)).toEqual(['RRI', 'RII', 'RII', 'III', 'RRI', 'III']);
  });

  it('003:311-351 items: damage and use of each of the 20 (003:54)', () => {
    expect(ITEMS.map((i) => [i.key, i.physical ?? 0, i.magical ?? 0, i.use])).toEqual([
      ['revolver-32', 1, 0, 'exhaust'],
      ['automatic-45', 1, 0, 'exhaust'],
      ['knife', 1, 0, 'reusable'],
      ['shotgun', 2, 0, 'exhaust'],
      ['rifle', 2, 0, 'exhaust'],
      ['cavalry-saber', 2, 0, 'reusable'],
      ['flamethrower', 3, 0, 'exhaust'],
      ['tommy-gun', 3, 0, 'exhaust'],
      ['dynamite', 4, 0, 'discard'],
      ['kerosene', 4, 0, 'discard'],
      ['molotov-cocktail', 3, 0, 'discard'],
      ['holy-water', 0, 2, 'discard'],
      ['whiskey', 0, 0, 'exhaust'],
      ['bandage', 0, 0, 'exhaust'],
      ['ancient-tome', 0, 0, 'discard'],
      ['old-journal', 0, 0, 'discard'],
      ['puzzle-box', 0, 0, 'discard'],
      ['cross', 0, 0, 'discard'],
      ['protective-amulet', 0, 0, 'exhaust'],
      ['lucky-rabbits-foot', 0, 0, 'exhaust'],
    ]);
    expect(ITEMS.find((i) => i.key === 'whiskey')).toMatchObject({ horrorPrevent: 2 });
    expect(ITEMS.find((i) => i.key === 'bandage')).toMatchObject({ strengthPrevent: 2 });
  });

  it('003:357-385 artifacts: damage, conversions and protections of the 14 (003:58)', () => {
    expect(ARTIFACTS).toHaveLength(14);
    expect(ARTIFACTS.filter((a) => a.physical).map((a) => [a.key, a.physical, a.magical])).toEqual([
      ['spirit-dagger', 1, 2],
      ['enchanted-blade', 2, 3],
      ['sword-of-glory', 2, 3],
      ['lightning-gun', 3, 4],
    ]);
    expect(ARTIFACTS.filter((a) => a.convert).map((a) => a.convert)).toEqual(['research', 'investigation', 'rest', 'travel']);
  });

  it('003:387-402 spells: ten spells of two copies each (20 cards, 003:56), with their damage', () => {
    expect(SPELLS.map((s) => [s.key, s.copies, s.physical ?? 0, s.magical ?? 0, s.either ?? 0])).toEqual([
      ['heal', 2, 0, 0, 0],
      ['cloud-memory', 2, 0, 0, 0],
      ['shriveling', 2, 0, 0, 2],
      ['red-sign', 2, 0, 3, 0],
      ['dread-curse', 2, 0, 4, 0],
      ['mists-of-rlyeh', 2, 0, 0, 0],
      ['greater-banishment', 2, 0, 0, 0],
      ['flesh-ward', 2, 0, 0, 0],
      ['instill-bravery', 2, 0, 0, 0],
      ['astral-travel', 2, 0, 0, 0],
    ]);
    expect(DECKS.spell).toHaveLength(20);
  });

  it('003:408-414 Ancient Ones and their doom: Cthulhu 11, Shub-Niggurath 10, Azathoth 12', () => {
    expect(ANCIENT_ONES.map((a) => [a.key, a.doom])).toEqual([
      ['cthulhu', 11],
      ['shub-niggurath', 10],
      ['azathoth', 12],
    ]);
  });

  it('003:420-436 allies: four extra faces, two preventions, +1 physical and +1 magical', () => {
    expect(ALLIES.map((a) => [a.key, a.extraFace ?? a.healthPrevent ?? a.sanityPrevent ?? a.physical ?? a.magical])).toEqual([
      ['asenath-waite', 'travel'],
      ['nameless-ally', 'rest'],
      ['john-legrasse', 'investigation'],
      ['professor-armitage', 'research'],
      ['tom-murphy', 1],
      ['eric-colt', 1],
      ['professor-morgan', 1],
      ['charles-dexter-ward', 1],
    ]);
  });

  it('003:438-510 characters: health, sanity, start, starting assets and defeated encounter', () => {
    expect(INVESTIGATORS.map((c) => [c.key, c.health, c.sanity, c.start, c.assets.join('+'), c.defeatedTask])).toEqual([
      ['lily-chen', 5, 5, 5, 'item+item', 'RRI'],
      ['diana-stanley', 6, 4, 2, 'spell+item', 'III'],
      ['akachi-onyele', 4, 6, 4, 'spell+clue', 'III'],
      ['joe-diamond', 6, 4, 1, 'item+clue', 'RII'],
      ['wilson-richards', 5, 5, 6, 'item+item', 'RII'],
      ['dexter-drake', 5, 5, 3, 'spell+spell', 'RRI'],
    ]);
  });

  it('003:518-535 the monster list: horror, strength, toughness, resistances, specials and quantities (22 tokens, 003:62)', () => {
    expect(
      MONSTERS.map((m) => [
        m.key,
        m.horror,
        m.strength,
        m.toughness,
        m.physical,
        m.magical,
        m.flying ? 'flying' : m.noHiding ? 'no-hiding' : '',
        m.quantity,
      ]),
    ).toEqual([
      ['cultist', 0, 1, 1, 0, 0, '', 3],
      ['witch', 0, 1, 1, 0, 1, '', 2],
      ['warlock', 0, 1, 2, 0, 'all', '', 1],
      ['zombie', 1, 1, 1, 0, 0, '', 2],
      ['mi-go', 1, 1, 1, 0, 0, 'flying', 2],
      ['ghost', 1, 1, 1, 'all', 0, '', 1],
      ['nightgaunt', 1, 'delay', 2, 0, 0, 'flying', 1],
      ['vampire', 1, 2, 2, 1, 0, '', 2],
      ['elder-thing', 1, 1, 2, 0, 0, '', 2],
      ['werewolf', 1, 1, 2, 'all', 0, 'no-hiding', 1],
      ['hound-of-tindalos', 2, 2, 2, 0, 0, 'no-hiding', 1],
      ['shoggoth', 1, 2, 3, 1, 0, '', 1],
      ['star-spawn', 1, 2, 3, 0, 0, '', 1],
      ['flying-polyp', 2, 2, 3, 1, 0, 'flying', 1],
      ['dhole', 2, 2, 3, 1, 1, '', 1],
    ]);
    expect(MONSTER_POOL).toHaveLength(22);
  });

  it('003:36 20 clue tokens', () => {
    expect(CLUE_TOKENS).toBe(20);
  });
});

describe('drawing cards', () => {
  it('003:225 if you draw a spell you already have, draw another spell', () => {
    const g = setUp({ gate: 6, investigators: [{ key: 'dexter-drake', cards: ['heal', 'red-sign'] }] });
    g.state.pending.push({ kind: 'draw', deck: 'spell', seat: 0, reason: 'city' });
    const candidates = drawCandidates(g.state, g.state.pending[0] as never);
    expect(candidates).not.toContain('heal');
    expect(candidates).not.toContain('red-sign');
    expect(candidates).toContain('shriveling');
  });

  it('003:229 you may not have more than 1 ally with you: a new ally replaces the old, which goes back', () => {
    const g = setUp({ gate: 6, investigators: [{ key: 'joe-diamond', cards: ['knife'] }] });
    g.state.seats[0].investigator!.ally = 'eric-colt';
    g.state.decks.ally = g.state.decks.ally.filter((a) => a !== 'eric-colt');
    g.state.pending.push({ kind: 'draw', deck: 'ally', seat: 0, reason: 'city-special' });
    act(g, 'draw', { card: 'tom-murphy' });
    expect(g.state.seats[0].investigator!.ally).toBe('tom-murphy');
    expect(g.state.decks.ally).toContain('eric-colt');
  });
});
