import { describe, expect, it } from 'vitest';
import { act, expectRefused, rollAndKeepAll, setUp } from './helpers';
import { eldritchExpress as ee } from '../../../shared/rulesets/eldritch-express';

/** Akachi Onyele (Africa, region 4) or Joe Diamond (North America, 1), with the set-up gate Yuggoth (RRI) where asked. */
function game(
  investigator: string,
  where: { gate?: number; expedition?: number; mystery?: number; monster?: string } = {},
  cards: string[] = [],
) {
  return setUp({
    gate: where.gate ?? 6,
    monster: where.monster ?? 'cultist',
    clue: 2,
    expedition: where.expedition ?? 3,
    mystery: where.mystery ?? 5,
    investigators: [{ key: investigator, cards }],
  });
}
const quietRegion = (g: ReturnType<typeof game>, region: number) => {
  g.state.regions[region - 1].monsters = [];
};

describe('encounters', () => {
  it('a gate passed is sealed and the elder sign advances', () => {
    const g = game('joe-diamond', { gate: 1 }, ['knife']);
    quietRegion(g, 1);
    act(g, 'assign', { encounter: 'gate' });
    rollAndKeepAll(g, ['research', 'research', 'investigation', 'travel', 'rest']);
    const prompt = ee.prompt(g.state);
    expect(prompt.params).toMatchObject({ task: 'RRI', met: true });
    expect(prompt.actions[0].odds).toBe(1);
    act(g, 'resolve-encounter', { clues: 0 });
    expect(g.state.regions[0].gate).toEqual({ key: 'yuggoth', sealed: true });
    expect(g.state.elderSign).toBe(10);
  });

  it('the task check says what is missing and a clue covers it', () => {
    const g = game('joe-diamond', { gate: 1 }, ['knife']);
    quietRegion(g, 1);
    act(g, 'assign', { encounter: 'gate' });
    rollAndKeepAll(g, ['research', 'investigation', 'investigation', 'travel', 'rest']);
    expect(ee.prompt(g.state).params).toMatchObject({
      task: 'RRI',
      missingResearch: 1,
      missingInvestigation: 0,
      cluesNeeded: 1,
      met: true,
    });
    act(g, 'resolve-encounter', { clues: 1 });
    expect(g.state.seats[0].investigator!.clues).toBe(0);
    expect(g.state.regions[0].gate!.sealed).toBe(true);
  });

  it('a gate failed brings a condition and lost in time and space, delayed', () => {
    const g = game('joe-diamond', { gate: 1 }, ['knife']);
    quietRegion(g, 1);
    act(g, 'assign', { encounter: 'gate' });
    rollAndKeepAll(g, ['investigation', 'investigation', 'travel', 'travel', 'rest']);
    act(g, 'resolve-encounter', { clues: 0 });
    const joe = g.state.seats[0].investigator!;
    expect(joe).toMatchObject({ region: 'lost', delayed: true, clues: 1 });
    expect(g.state.pending[0]).toMatchObject({ kind: 'draw', deck: 'condition' });
    act(g, 'draw', { card: 'amnesia' });
    expect(g.state.seats[0].investigator!.conditions).toEqual(['amnesia']);
  });

  it('Akachi is not delayed when lost, and may swap investigation and research at a gate', () => {
    const g = game('akachi-onyele', { gate: 4, monster: 'cultist' }, ['heal']);
    quietRegion(g, 4);
    act(g, 'assign', { encounter: 'gate' });
    rollAndKeepAll(g, ['investigation', 'investigation', 'investigation', 'travel', 'rest']);
    expect(ee.prompt(g.state).params).toMatchObject({ task: 'RRI', met: true });
  });

  it('an expedition passed gives an artifact, failed a condition; either way the expedition moves elsewhere', () => {
    const g = game('joe-diamond', { expedition: 1 }, ['knife']);
    act(g, 'assign', { encounter: 'expedition' });
    rollAndKeepAll(g, ['research', 'investigation', 'investigation', 'travel', 'rest']);
    act(g, 'resolve-encounter');
    act(g, 'draw', { card: 'lightning-gun' });
    expect(g.state.seats[0].investigator!.artifacts).toEqual(['lightning-gun']);
    expect(g.state.pending[0]).toMatchObject({ kind: 'place', what: 'expedition', avoid: 1 });
    act(g, 'place', {}, [1]);
    expect(g.state.expedition).toBe(1);
    expect(g.state.pending).toHaveLength(1);
    act(g, 'place', {}, [4]);
    expect(g.state.expedition).toBe(4);
  });

  it('the front of the mystery passed flips it and it moves to a diagonal region: odd left, even right', () => {
    const g = game('joe-diamond', { mystery: 1 }, ['knife']);
    act(g, 'assign', { encounter: 'mystery' });
    rollAndKeepAll(g, ['research', 'research', 'research', 'travel', 'rest']);
    act(g, 'resolve-encounter');
    expect(g.state.mystery).toEqual({ region: 1, side: 'back' });
    // North America has no region to its west: an odd roll takes the only diagonal, Africa
    act(g, 'place', {}, [3]);
    expect(g.state.mystery).toEqual({ region: 4, side: 'back' });
  });

  it('the back of the mystery asks one more investigation and research; passed, the elder sign advances by 2 and a new mystery appears', () => {
    const g = game('joe-diamond', { mystery: 1 }, ['knife']);
    g.state.mystery = { region: 1, side: 'back' };
    act(g, 'assign', { encounter: 'mystery' });
    rollAndKeepAll(g, ['research', 'research', 'research', 'research', 'investigation']);
    expect(ee.prompt(g.state).params).toMatchObject({ task: 'RRRIR', met: true });
    act(g, 'resolve-encounter');
    expect(g.state.elderSign).toBe(9);
    act(g, 'place', {}, [5]);
    expect(g.state.mystery).toEqual({ region: 5, side: 'front' });
  });

  it('a city gives an item for two investigation, a spell for two research and its special on three of a kind', () => {
    const g = game('joe-diamond', {}, ['knife']);
    act(g, 'assign', { encounter: 'city' });
    rollAndKeepAll(g, ['investigation', 'investigation', 'investigation', 'research', 'research']);
    act(g, 'resolve-encounter');
    expect(g.state.pending.map((p) => p.kind === 'draw' && p.deck)).toEqual(['item', 'spell', 'ally']);
    act(g, 'draw', { card: 'tommy-gun' });
    act(g, 'draw', { card: 'heal' });
    act(g, 'draw', { card: 'john-legrasse' });
    const joe = g.state.seats[0].investigator!;
    expect(joe.items.map((i) => i.key)).toEqual(['knife', 'tommy-gun']);
    expect(joe.spells).toEqual(['heal']);
    expect(joe.ally).toBe('john-legrasse');
  });

  it('threats are not lost in a city', () => {
    const g = game('joe-diamond', {}, ['knife']);
    act(g, 'assign', { encounter: 'city' });
    rollAndKeepAll(g, ['health-threat', 'sanity-threat', 'investigation', 'research', 'travel']);
    expect(g.state.seats[0].investigator).toMatchObject({ health: 6, sanity: 4 });
  });

  it('refuses spending more clues than held', () => {
    const g = game('joe-diamond', { gate: 1 }, ['knife']);
    quietRegion(g, 1);
    act(g, 'assign', { encounter: 'gate' });
    rollAndKeepAll(g, ['research', 'travel', 'travel', 'travel', 'rest']);
    expectRefused(g.state, 'resolve-encounter', { clues: 2 }, [], 'rules/not_enough_clues');
  });
});

describe('threats, rest, clues and moving', () => {
  it('each threat costs one health or sanity; three of a kind may become an injury instead', () => {
    const g = game('joe-diamond', { expedition: 1 }, ['knife']);
    act(g, 'assign', { encounter: 'expedition' });
    rollAndKeepAll(g, ['health-threat', 'health-threat', 'health-threat', 'sanity-threat', 'travel']);
    expect(g.state.turnState!.step).toBe('threats');
    expect(ee.prompt(g.state).actions[0].fields?.map((f) => f.name)).toEqual(['tradeHealth']);
    act(g, 'resolve-threats', { tradeHealth: true });
    expect(g.state.seats[0].investigator).toMatchObject({ health: 6, sanity: 3 });
    expect(g.state.pending[0]).toMatchObject({ kind: 'draw', deck: 'condition', filter: 'injury' });
  });

  it('resting away from a city heals health or sanity per die; in a city both, and three dice remove a condition', () => {
    const g = game('joe-diamond', { expedition: 1 }, ['knife']);
    const joe = g.state.seats[0].investigator!;
    joe.health = 2;
    joe.sanity = 1;
    act(g, 'assign', { encounter: 'expedition' });
    rollAndKeepAll(g, ['rest', 'rest', 'rest', 'travel', 'travel']);
    act(g, 'resolve-encounter');
    while (g.state.pending.length)
      act(g, g.state.pending[0].kind === 'place' ? 'place' : 'draw', {}, g.state.pending[0].kind === 'place' ? [6] : [1]);
    act(g, 'rest', { health: 2 });
    expect(g.state.seats[0].investigator).toMatchObject({ health: 4, sanity: 2 });

    const c = game('joe-diamond', {}, ['knife']);
    const joe2 = c.state.seats[0].investigator!;
    joe2.health = 2;
    joe2.sanity = 1;
    joe2.conditions = ['amnesia'];
    act(c, 'assign', { encounter: 'city' });
    rollAndKeepAll(c, ['rest', 'rest', 'rest', 'rest', 'travel']);
    act(c, 'resolve-encounter');
    act(c, 'rest', { removeCondition: 'amnesia' });
    expect(c.state.seats[0].investigator).toMatchObject({ health: 3, sanity: 2, conditions: [] });
  });

  it('unused pairs of investigation or research collect clues lying in the region', () => {
    const g = game('joe-diamond', { expedition: 1 }, ['knife']);
    g.state.regions[0].clues = 2;
    act(g, 'assign', { encounter: 'expedition' });
    rollAndKeepAll(g, ['research', 'investigation', 'investigation', 'investigation', 'investigation']);
    act(g, 'resolve-encounter');
    act(g, 'draw', { card: 'gate-box' });
    act(g, 'place', {}, [2]);
    // RII uses 1 R and 2 I; 2 I are left: one pair, one clue (and Joe's skill brings a second from the supply)
    expect(g.state.regions[0].clues).toBe(1);
    expect(g.state.seats[0].investigator!.clues).toBe(3);
  });

  it('moving costs one travel die per region, diagonals included', () => {
    const g = game('joe-diamond', {}, ['knife']);
    act(g, 'assign', { encounter: 'city' });
    rollAndKeepAll(g, ['travel', 'rest', 'rest', 'rest', 'rest']);
    act(g, 'resolve-encounter');
    act(g, 'rest', {});
    expectRefused(g.state, 'move', { to: 5 }, [], 'rules/too_far');
    act(g, 'move', { to: 4 });
    expect(g.state.seats[0].investigator!.region).toBe(4);
    expect(g.state.turnState!.step).toBe('omen');
  });

  it('a leg injury takes a travel die, or delays', () => {
    const g = game('joe-diamond', {}, ['knife']);
    g.state.seats[0].investigator!.conditions = ['leg-injury'];
    act(g, 'assign', { encounter: 'city' });
    rollAndKeepAll(g, ['research', 'rest', 'rest', 'rest', 'rest']);
    act(g, 'resolve-encounter');
    act(g, 'rest', {});
    expect(g.state.seats[0].investigator!.delayed).toBe(true);
    expect(g.state.turnState!.step).toBe('omen');
  });
});
