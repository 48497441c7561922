/**
 * The Cataclysm (VA 51) rules pinned for mutation testing, named after their seed lines: what the
 * prompt asks and offers at each step, the refusals' details, the events' words, the trackers, and
 * what statistics, headlines and the players' records read.
 */
import { describe, expect, it } from 'vitest';
import { WEIGHT } from '../../../shared/engine/headlines';
import { tallyGame } from '../../../shared/engine/player-records';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { runAction } from '../../../shared/engine/run';
import { runeboundCataclysm as rc } from '../../../shared/rulesets/runebound-cataclysm';
import { cataclysmManifest } from '../../../shared/rulesets/runebound-cataclysm/manifest';
import type { CataclysmState } from '../../../shared/rulesets/runebound-cataclysm/state';
import { act, lastEvents, players, refused, start, type Game } from '../runebound-addons/helpers';

type G = Game<CataclysmState>;
const ALL_ONES = [1, 1, 1, 1, 1, 1, 1];

/** Set-up to the draw: Ben places first (greyhaven), then Ann (nerekhall); both towns turn out destroyed. */
const drawn = (n = 2): G => {
  let g = act(start(rc, {}, n), 'setup-done');
  const towns = ['greyhaven', 'nerekhall', 'frostgate', 'forge', 'tamalir'];
  for (let i = 0; i < n; i++) g = act(g, 'place-hero', { town: towns[i] });
  return act(g, 'draw-cataclysm', {}, ALL_ONES);
};
/** In play: Tamalir holds the Ashen Flock, Riverwatch the Demon Horde, Dawnsmoor the Frenzied Rage, Vynelvale the Savage Brood, Forge the Winter Lord. */
const playing = (n = 2): G => {
  let g = drawn(n);
  for (let i = 0; i < n; i++) g = act(g, 'choose-quest-counter', { space: i + 1 });
  return g;
};
const claim = (g: G, curse: string, level: 1 | 3) => act(act(g, 'attempt-curse', { curse, level }), 'curse-result', { success: true });
const withGold = (g: G, player: string, gold: number): G => ({ ...g, state: rc.setTracker(g.state, `gold-${player}`, gold) });
const offers = (g: G, type: string) => rc.prompt(g.state).actions.filter((a) => a.type === type);
const instruction = (g: G) => {
  const { actions: _actions, ...rest } = rc.prompt(g.state);
  return rest;
};
/** The refusal's code and details (`refused` checks the state is unchanged). */
function refusal(g: G, type: string, payload: Record<string, unknown>) {
  const result = runAction(rc, g.state, type, payload, []);
  if (result.ok) throw new Error(`${type} was accepted`);
  refused(g, type, payload, result.error.code);
  return { code: result.error.code, details: result.error.details };
}
const curseChoice = (curse: string, town: string) => ({ value: curse, code: 'cataclysm/curse-in-town', params: { curse, town } });
const ALL_CURSES = [
  curseChoice('ashen-flock', 'tamalir'),
  curseChoice('demon-horde', 'riverwatch'),
  curseChoice('frenzied-rage', 'dawnsmoor'),
  curseChoice('savage-brood', 'vynelvale'),
  curseChoice('winter-lord', 'forge'),
];

describe('001:259-283 set-up', () => {
  it('001:269-281 the prompt names whose turn it is to place a figure and to choose a quest counter, from the last player', () => {
    let g = start(rc, {}, 2);
    expect(instruction(g)).toEqual({ phase: 'cataclysm/phase/setup', code: 'cataclysm/prompt/setup' });
    expect(offers(g, 'setup-done')).toEqual([{ type: 'setup-done', code: 'cataclysm/setup-done', primary: true }]);
    const finished = act(g, 'setup-done');
    expect(lastEvents(g, finished)).toEqual([{ type: 'setup-finished', data: { placer: 'Ben' } }]);
    g = finished;
    expect(instruction(g)).toEqual({ phase: 'cataclysm/phase/setup', code: 'cataclysm/prompt/starting-town', params: { hero: 'Ben' } });
    expect(offers(g, 'place-hero')[0]).toMatchObject({
      code: 'cataclysm/place-hero',
      player: 'p2',
      params: { hero: 'Ben' },
      primary: true,
    });
    const placed = act(g, 'place-hero', { town: 'greyhaven' });
    expect(lastEvents(g, placed)).toEqual([{ type: 'hero-placed', data: { player: 'p2', playerName: 'Ben', town: 'greyhaven' } }]);
    expect(refusal(placed, 'place-hero', { town: 'greyhaven' })).toEqual({
      code: 'rules/town-taken',
      details: { town: 'greyhaven', by: 'Ben' },
    });
    g = act(placed, 'place-hero', { town: 'nerekhall' });
    expect(instruction(g)).toEqual({ phase: 'cataclysm/phase/setup', code: 'cataclysm/prompt/draw' });
    expect(offers(g, 'draw-cataclysm')[0]).toMatchObject({ code: 'cataclysm/draw-cataclysm', primary: true });
    const dealt = act(g, 'draw-cataclysm', {}, ALL_ONES);
    expect(lastEvents(g, dealt)[0].data).toMatchObject({
      strandedIn: [
        { player: 'Ben', town: 'greyhaven' },
        { player: 'Ann', town: 'nerekhall' },
      ],
    });
    g = dealt;
    expect(instruction(g)).toEqual({ phase: 'cataclysm/phase/setup', code: 'cataclysm/prompt/quest-counter', params: { hero: 'Ann' } });
    expect(offers(g, 'choose-quest-counter')).toEqual([
      {
        type: 'choose-quest-counter',
        code: 'cataclysm/choose-quest-counter',
        player: 'p1',
        params: { hero: 'Ann' },
        primary: true,
        fields: [
          {
            name: 'space',
            kind: 'choice',
            choices: [1, 2, 3, 4, 5, 6].map((space) => ({ value: space, code: 'cataclysm/quest-space', params: { space } })),
          },
        ],
      },
    ]);
    const chosen = act(g, 'choose-quest-counter', { space: 4 });
    expect(lastEvents(g, chosen)).toEqual([{ type: 'quest-counter-chosen', data: { player: 'p1', playerName: 'Ann', space: 4 } }]);
    expect(offers(chosen, 'choose-quest-counter')[0].fields![0]).toMatchObject({
      choices: [1, 2, 3, 5, 6].map((space) => ({ value: space })),
    });
    expect(refusal(chosen, 'choose-quest-counter', { space: 4 })).toEqual({
      code: 'rules/quest-counter-taken',
      details: { space: 4, by: 'Ann' },
    });
    expect(refusal(chosen, 'end-turn', {})).toEqual({ code: 'rules/wrong_phase', details: { phase: 'quest-counters', wanted: ['turn'] } });
  });

  it('001:258 2-5 players: a table of another size is refused and told the range; options are checked', () => {
    expect(rc.setup({} as never, players(1))).toMatchObject({
      ok: false,
      error: { code: 'rules/player-count', details: { min: 2, max: 5 } },
    });
    expect(rc.setup({} as never, players(6))).toMatchObject({
      ok: false,
      error: { code: 'rules/player-count', details: { min: 2, max: 5 } },
    });
    expect(rc.setup({ oneCurseCardPerAdventure: 'yes', weaponsOfLegend: 2 } as never, players(2))).toMatchObject({
      ok: false,
      error: { code: 'rules/invalid_options', details: { fields: 'oneCurseCardPerAdventure, weaponsOfLegend' } },
    });
  });
});

describe('001:284-357 a turn', () => {
  it('001:291-317 the turn prompt names the hero, the points he needs, his gold and the step he is at', () => {
    let g = withGold(playing(), 'p1', 4);
    expect(instruction(g)).toEqual({
      phase: 'cataclysm/phase/turn',
      code: 'cataclysm/prompt/turn',
      params: { hero: 'Ann', target: 13, gold: 4, step: 'movement' },
    });
    expect(offers(g, 'end-turn')).toEqual([{ type: 'end-turn', code: 'cataclysm/end-turn', params: { hero: 'Ann' }, primary: true }]);
    expect(offers(g, 'trade')).toEqual([
      {
        type: 'trade',
        code: 'cataclysm/trade',
        params: { gold: 4 },
        fields: [
          { name: 'movementDice', kind: 'number', min: 1, max: 5, default: 5 },
          { name: 'tradingPool', kind: 'number', min: 1, max: 5, default: 1 },
          { name: 'matches', kind: 'number', min: 0, max: 5, default: 0 },
          { name: 'spent', kind: 'number', min: 0, max: 99, default: 0 },
          { name: 'sold', kind: 'number', min: 0, max: 99, default: 0 },
        ],
      },
    ]);
    expect(offers(g, 'attempt-curse')).toEqual([
      {
        type: 'attempt-curse',
        code: 'cataclysm/attempt-level-1',
        payload: { level: 1 },
        fields: [{ name: 'curse', kind: 'choice', choices: ALL_CURSES }],
      },
    ]);
    g = act(g, 'attempt-curse', { curse: 'savage-brood', level: 1 });
    expect(instruction(g)).toEqual({
      phase: 'cataclysm/phase/turn',
      code: 'cataclysm/prompt/attempt-1',
      params: { hero: 'Ann', curse: 'savage-brood', town: 'vynelvale' },
    });
    expect(offers(g, 'curse-result')).toEqual([
      { type: 'curse-result', code: 'cataclysm/curse-won', params: { hero: 'Ann' }, payload: { success: true } },
      { type: 'curse-result', code: 'cataclysm/curse-lost', params: { hero: 'Ann' }, payload: { success: false } },
    ]);
    g = act(g, 'curse-result', { success: true });
    expect(instruction(g).params).toMatchObject({ step: 'adventure', gold: 5 });
    expect(offers(g, 'attempt-curse').map((a) => [a.code, a.fields![0]])).toEqual([
      ['cataclysm/attempt-level-3', { name: 'curse', kind: 'choice', choices: [curseChoice('savage-brood', 'vynelvale')] }],
    ]);
    expect(offers(g, 'claim-quest').map((a) => a.fields![0])).toMatchObject([{ choices: [curseChoice('savage-brood', 'vynelvale')] }]);
    g = claim(g, 'savage-brood', 3);
    expect(offers(g, 'market-step')).toEqual([
      {
        type: 'market-step',
        code: 'cataclysm/market-step',
        params: { gold: 8 },
        fields: [
          { name: 'town', kind: 'choice', choices: [{ value: 'vynelvale', code: 'town/vynelvale' }] },
          { name: 'healing', kind: 'number', min: 0, max: 99, default: 0 },
          { name: 'cards', kind: 'number', min: 0, max: 99, default: 0 },
          { name: 'sold', kind: 'number', min: 0, max: 99, default: 0 },
        ],
      },
    ]);
    g = act(g, 'market-step', { town: 'vynelvale', healing: 1, cards: 1 });
    expect(instruction(g).params).toMatchObject({ step: 'market-done' });
    const failed = act(act(playing(), 'attempt-curse', { curse: 'winter-lord', level: 1 }), 'curse-result', { success: false });
    expect(instruction(failed).params).toMatchObject({ step: 'adventure-over' });
  });

  it('001:331-338 a claimed Level I card reveals a quest any hero may claim: the quest offer and its words', () => {
    let g = claim(playing(), 'frenzied-rage', 1);
    const claimed = g.events.filter((e) => e.type === 'curse-card-claimed' || e.type === 'quest-revealed');
    expect(claimed).toEqual([
      {
        type: 'curse-card-claimed',
        data: {
          player: 'p1',
          playerName: 'Ann',
          curse: 'frenzied-rage',
          level: 1,
          town: 'dawnsmoor',
          vp: 1,
          xp: 1,
          gold: 1,
          goldFrom: 0,
          goldTo: 1,
          adventureOver: false,
        },
      },
      { type: 'quest-revealed', data: { curse: 'frenzied-rage', town: 'dawnsmoor', hiddenLeft: 1 }, cause: 'level-one-claimed' },
    ]);
    g = act(g, 'end-turn');
    expect(offers(g, 'claim-quest')).toEqual([
      {
        type: 'claim-quest',
        code: 'cataclysm/claim-quest',
        fields: [{ name: 'curse', kind: 'choice', choices: [curseChoice('frenzied-rage', 'dawnsmoor')] }],
      },
    ]);
    expect(refusal(g, 'claim-quest', { curse: 'winter-lord' })).toEqual({
      code: 'rules/no-quest-revealed',
      details: { curse: 'winter-lord', level: 2 },
    });
    expect(refusal(playing(), 'claim-quest', { curse: 'winter-lord' }).code).toBe('rules/no-quest-revealed');
  });

  it('001:310-311, 001:325-327 a curse card refused says which card and why', () => {
    const g = claim(playing(), 'savage-brood', 1);
    expect(refusal(g, 'attempt-curse', { curse: 'winter-lord', level: 1 })).toEqual({
      code: 'rules/other-town',
      details: { curse: 'winter-lord', level: 1 },
    });
    expect(refusal(g, 'attempt-curse', { curse: 'savage-brood', level: 1 })).toEqual({
      code: 'rules/already-claimed',
      details: { curse: 'savage-brood', level: 1 },
    });
    // Nothing left to try in this town's adventure step once the Level III card is beaten and the market visited.
    const done = act(claim(g, 'savage-brood', 3), 'market-step', { town: 'vynelvale', healing: 0, cards: 0 });
    expect(refusal(done, 'attempt-curse', { curse: 'winter-lord', level: 1 }).code).toBe('rules/after-market');
    expect(offers(done, 'attempt-curse')).toEqual([]);
  });

  it('001:312-317 a market step refused names the town, or the hero, his gold and what he must pay', () => {
    let g = claim(claim(playing(), 'savage-brood', 1), 'savage-brood', 3);
    g = withGold(g, 'p1', 2);
    expect(refusal(g, 'market-step', { town: 'forge', healing: 0, cards: 1 })).toEqual({
      code: 'rules/town-not-freed',
      details: { town: 'forge' },
    });
    expect(refusal(g, 'market-step', { town: 'vynelvale', healing: 3, cards: 4, sold: 1 })).toEqual({
      code: 'rules/not-enough-gold',
      details: { hero: 'Ann', has: 2, needed: 4 },
    });
    const paid = act(g, 'market-step', { town: 'vynelvale', healing: 3, cards: 1, sold: 1 });
    expect(lastEvents(g, paid)).toEqual([
      {
        type: 'market-priced',
        data: {
          player: 'p1',
          playerName: 'Ann',
          town: 'vynelvale',
          curse: 'savage-brood',
          healing: 3,
          cards: 1,
          spent: 4,
          discount: 2,
          pays: 2,
          sold: 1,
          goldFrom: 2,
          goldTo: 1,
        },
      },
    ]);
  });

  it('001:291-304 the trading pool: what it rolled, and a refusal names the numbers that do not fit', () => {
    const g = withGold(playing(), 'p1', 3);
    expect(refusal(g, 'trade', { movementDice: 2, tradingPool: 3, matches: 0 })).toEqual({
      code: 'rules/pool-too-big',
      details: { movementDice: 2, tradingPool: 3 },
    });
    expect(refusal(g, 'trade', { movementDice: 4, tradingPool: 2, matches: 3 })).toEqual({
      code: 'rules/too-many-matches',
      details: { tradingPool: 2, matches: 3 },
    });
    expect(refusal(g, 'trade', { movementDice: 4, tradingPool: 2, matches: 0, sold: 1 })).toEqual({
      code: 'rules/no-trade',
      details: { hero: 'Ann' },
    });
    expect(refusal(g, 'trade', { movementDice: 4, tradingPool: 2, matches: 1, spent: 5, sold: 1 })).toEqual({
      code: 'rules/not-enough-gold',
      details: { hero: 'Ann', has: 3, needed: 4 },
    });
    const traded = act(g, 'trade', { movementDice: 4, tradingPool: 3, matches: 2, spent: 2, sold: 1 });
    expect(lastEvents(g, traded)).toEqual([
      {
        type: 'trading-pool-rolled',
        data: {
          player: 'p1',
          playerName: 'Ann',
          travel: 1,
          trading: 3,
          matches: 2,
          cardsToDraw: 3,
          healingCap: 3,
          spent: 2,
          sold: 1,
          goldFrom: 3,
          goldTo: 2,
        },
      },
    ]);
    expect(refusal(traded, 'trade', { movementDice: 4, tradingPool: 1, matches: 0 }).code).toBe('rules/already-traded');
  });

  it('turns pass clockwise: the end of a turn names the next hero, and a new round starts with the first', () => {
    const g = playing(3);
    const ended = act(g, 'end-turn');
    expect(lastEvents(g, ended)).toEqual([{ type: 'turn-ended', data: { player: 'Ann', next: 'Ben', nextIndex: 1 } }]);
    const round2 = act(act(ended, 'end-turn'), 'end-turn');
    expect(rc.roundAndSeat!(round2.state)).toEqual({ round: 2, seat: 1, seats: 3, name: 'Ann' });
    expect(rc.roundAndSeat!(ended.state)).toEqual({ round: 1, seat: 2, seats: 3, name: 'Ben' });
    expect(rc.roundAndSeat!(drawn(3).state)).toBeNull();
    expect(rc.turnInfo(round2.state)).toEqual({ turn: 2, phase: 'cataclysm/phase/turn' });
  });
});

describe('001:341-357 freed towns and victory', () => {
  it('001:355-357 the first hero with a freed town and enough points wins: the game is over, headlines and records name him', () => {
    let g = playing(5); // target 10
    g = { ...g, state: rc.setTracker(g.state, 'vp-p1', 5) };
    g = claim(g, 'winter-lord', 1); // 6
    const before = g;
    g = claim(g, 'winter-lord', 3); // 9, Forge freed
    expect(lastEvents(before, g).at(-1)).toEqual({
      type: 'town-freed',
      data: { player: 'p1', playerName: 'Ann', curse: 'winter-lord', town: 'forge', returned: 4, discount: 2 },
      cause: 'level-three-defeated',
    });
    for (let i = 0; i < 5; i++) g = act(g, 'end-turn');
    g = claim(g, 'demon-horde', 1); // 10
    expect(g.events.at(-1)).toEqual({
      type: 'game-won',
      data: { player: 'p1', playerName: 'Ann', vp: 10, target: 10, freed: 1 },
      cause: 'victory-check',
    });
    expect(instruction(g)).toEqual({ phase: 'cataclysm/phase/over', code: 'cataclysm/prompt/over' });
    expect(rc.turnInfo(g.state).phase).toBe('cataclysm/phase/over');
    const weights = g.events.map((e) => [e.type, rc.headlines!.weightOf(e as RulesEvent & { data: Record<string, unknown> })]);
    expect(weights.filter(([, w]) => w !== null)).toEqual([
      ['cataclysm-drawn', WEIGHT.fall],
      ['curse-card-claimed', WEIGHT.relief],
      ['quest-revealed', WEIGHT.notable],
      ['curse-card-claimed', WEIGHT.relief],
      ['town-freed', WEIGHT.relief],
      ['curse-card-claimed', WEIGHT.relief],
      ['quest-revealed', WEIGHT.notable],
      ['game-won', WEIGHT.outcome],
    ]);
    const tally = tallyGame(rc.playerRecords, players(5), g.events, true);
    expect([...tally].filter(([, t]) => t.won).map(([id]) => id)).toEqual(['p1']);
    expect(rc.keyTracks!(g.state)).toEqual([
      { id: 'towns-destroyed', code: 'cataclysm/key/towns-destroyed', value: 3 },
      { id: 'curses-freed', code: 'cataclysm/key/curses-freed', value: 1 },
      { id: 'quests-revealed', code: 'cataclysm/key/quests-revealed', value: 1 },
      { id: 'round', code: 'cataclysm/key/round', value: 2 },
    ]);
  });

  it('001:322-324 each hero keeps victory points and gold; each curse deck its Level I cards and quests; the table may correct each', () => {
    let g = claim(playing(), 'ashen-flock', 1);
    expect(rc.trackers(g.state)).toEqual([
      { id: 'vp-p1', code: 'cataclysm/tracker/vp', params: { name: 'Ann' }, value: 1, min: 0, max: 40 },
      { id: 'vp-p2', code: 'cataclysm/tracker/vp', params: { name: 'Ben' }, value: 0, min: 0, max: 40 },
      { id: 'gold-p1', code: 'cataclysm/tracker/gold', params: { name: 'Ann' }, value: 1, min: 0, max: 200 },
      { id: 'gold-p2', code: 'cataclysm/tracker/gold', params: { name: 'Ben' }, value: 0, min: 0, max: 200 },
      ...[
        ['ashen-flock', 'tamalir', 2, 1],
        ['demon-horde', 'riverwatch', 3, 0],
        ['frenzied-rage', 'dawnsmoor', 3, 0],
        ['savage-brood', 'vynelvale', 3, 0],
        ['winter-lord', 'forge', 3, 0],
      ].flatMap(([curse, town, levelOne, quests]) => [
        { id: `level-one-${curse}`, code: 'cataclysm/tracker/level-one', params: { curse, town }, value: levelOne, min: 0, max: 3 },
        { id: `quests-${curse}`, code: 'cataclysm/tracker/quests', params: { curse, town }, value: quests, min: 0, max: 2 },
      ]),
    ]);
    g = { ...g, state: rc.setTracker(g.state, 'level-one-demon-horde', 1) };
    g = { ...g, state: rc.setTracker(g.state, 'quests-winter-lord', 2) };
    g = { ...g, state: rc.setTracker(g.state, 'gold-p2', 9) };
    g = { ...g, state: rc.setTracker(g.state, 'vp-p2', 4) };
    expect(rc.setTracker(g.state, 'nothing-here', 3)).toBe(g.state);
    expect(g.state.curses['demon-horde']).toMatchObject({ levelOne: 1, questsRevealed: 0 });
    expect(g.state.curses['winter-lord']).toMatchObject({ levelOne: 3, questsRevealed: 2 });
    expect(g.state.curses['ashen-flock']).toMatchObject({ levelOne: 2, questsRevealed: 1 });
    expect(g.state.gold).toEqual({ p1: 1, p2: 9 });
    expect(
      rc
        .trackers(g.state)
        .filter((t) => t.id.startsWith('vp-'))
        .map((t) => t.value),
    ).toEqual([1, 4]);
  });

  it('names itself and what it holds in the list of games, and plays set-up, turns, then over', () => {
    expect(cataclysmManifest.name).toMatch(/Cataclysm/);
    expect(cataclysmManifest.about).toMatch(/curse decks/);
    expect(cataclysmManifest.phases).toEqual([
      { id: 'setup', code: 'cataclysm/phase/setup', next: ['turn'] },
      { id: 'turn', code: 'cataclysm/phase/turn', next: ['over'] },
      { id: 'over', code: 'cataclysm/phase/over', next: [] },
    ]);
  });
});

describe('2026-11-29 Stryker run: the cases each sentence lists', () => {
  it('001:259-262 set-up lists the curse decks, the counters comet side up, the empty markets, the red cards and the starting gold', () => {
    expect(start(rc, {}, 2).state.checklist.items.map((i) => i.code)).toEqual([
      'cataclysm/step/curse-decks',
      'cataclysm/step/counters-comet-up',
      'cataclysm/step/market-empty',
      'cataclysm/step/red-to-box',
      'cataclysm/step/starting-gold',
    ]);
  });

  it('001:266-272 the figures go to the free towns, and the counters are dealt with dice described as the deal', () => {
    const g = act(start(rc, {}, 2), 'setup-done');
    expect(offers(g, 'place-hero')[0].fields).toEqual([
      {
        name: 'town',
        kind: 'choice',
        choices: ['tamalir', 'riverwatch', 'dawnsmoor', 'vynelvale', 'forge', 'greyhaven', 'nerekhall', 'frostgate'].map((t) => ({
          value: t,
          code: `town/${t}`,
        })),
        default: 'tamalir',
      },
    ]);
    const placed = act(act(g, 'place-hero', { town: 'greyhaven' }), 'place-hero', { town: 'nerekhall' });
    const looks = offers(placed, 'draw-cataclysm')[0].dice!.looks!;
    expect(looks.map((l) => l.code)).toEqual(Array(7).fill('cataclysm/die/deal'));
  });

  it('001:291-304 all the movement dice may go to the trading pool, every trading die may match, and what he sells pays for what he buys', () => {
    const g = withGold(playing(), 'p1', 1);
    expect(act(g, 'trade', { movementDice: 2, tradingPool: 2, matches: 2, spent: 2, sold: 1 }).state).toMatchObject({
      lastTrade: { travel: 0, trading: 2, matches: 2 },
      gold: { p1: 0 },
    });
  });

  it('001:293-294 the trading pool belongs to movement: not after a curse card is drawn in the adventure step', () => {
    const g = claim(playing(), 'savage-brood', 1);
    expect(refusal(g, 'trade', { movementDice: 5, tradingPool: 1, matches: 0 }).code).toBe('rules/movement-over');
    expect(offers(g, 'trade')).toEqual([]);
  });

  it('001:333-336 any hero may attempt a revealed quest: after his own adventure step failed, in another town, after the market', () => {
    let g = claim(playing(), 'frenzied-rage', 1); // a quest beside Dawnsmoor
    g = act(g, 'end-turn'); // Ben
    g = act(act(g, 'attempt-curse', { curse: 'winter-lord', level: 1 }), 'curse-result', { success: false });
    expect(offers(g, 'claim-quest')).toHaveLength(1);
    const quest = act(g, 'claim-quest', { curse: 'frenzied-rage' });
    expect(quest.state.claims.p2['frenzied-rage'][2]).toBe(true);
    // The house rule ends the adventure step on a claimed Level I or III card, not on a quest.
    let h = act(start(rc, { oneCurseCardPerAdventure: true }, 2), 'setup-done');
    h = act(act(h, 'place-hero', { town: 'greyhaven' }), 'place-hero', { town: 'nerekhall' });
    h = act(h, 'draw-cataclysm', {}, ALL_ONES);
    h = act(act(h, 'choose-quest-counter', { space: 1 }), 'choose-quest-counter', { space: 2 });
    h = act(claim(h, 'frenzied-rage', 1), 'end-turn');
    const claimedQuest = act(h, 'claim-quest', { curse: 'frenzied-rage' });
    expect(lastEvents(h, claimedQuest)[0].data).toMatchObject({ level: 2, adventureOver: false });
    expect(offers(claimedQuest, 'attempt-curse').length).toBeGreaterThan(0);
  });

  it('001:310-311 nothing left to try in this adventure step: the curse cards are refused as a whole', () => {
    // Ann beats the Savage Brood's Level I and III cards: Vynelvale is freed, the other towns wait for another turn.
    const g = claim(claim(playing(), 'savage-brood', 1), 'savage-brood', 3);
    expect(offers(g, 'attempt-curse')).toEqual([]);
    expect(refusal(g, 'attempt-curse', { curse: 'winter-lord', level: 1 })).toEqual({ code: 'rules/no-curse-card', details: undefined });
    // Before any town is freed there is no market step to offer.
    expect(offers(playing(), 'market-step')).toEqual([]);
  });

  it('001:344-345 a freed town’s unclaimed cards are back in the box: a quest count set there by hand is not a quest to claim', () => {
    let g = claim(claim(playing(), 'savage-brood', 1), 'savage-brood', 3);
    g = { ...g, state: rc.setTracker(g.state, 'quests-savage-brood', 1) };
    expect(refusal(act(g, 'end-turn'), 'claim-quest', { curse: 'savage-brood' }).code).toBe('rules/no-quest-revealed');
  });

  it('the attempt and the winner are named for the hero whose they are; a hand-set score stays what was set', () => {
    let g = act(playing(), 'end-turn');
    g = act(g, 'attempt-curse', { curse: 'winter-lord', level: 1 });
    expect(instruction(g).params).toMatchObject({ hero: 'Ben' });
    g = act(g, 'curse-result', { success: true }); // Ben: 1
    g = { ...g, state: rc.setTracker(g.state, 'vp-p2', 4) };
    g = { ...g, state: rc.setTracker(g.state, 'vp-p2', 12) };
    expect(rc.trackers(g.state).find((t) => t.id === 'vp-p2')?.value).toBe(12);
    g = claim(g, 'winter-lord', 3); // 15 and Forge freed
    expect(rc.outcome!(g.state)).toEqual({ result: 'won', code: 'cataclysm/outcome/winner', params: { name: 'Ben', vp: 15 } });
  });

  it('Rituals and Runes in The Cataclysm: the tracker takes dice in a turn, not during set-up', () => {
    const g = act(start(rc, { ritualsAndRunes: true }, 2), 'setup-done');
    expect(
      refusal(g, 'ritual-add', {
        owner: 'p1',
        title: 'Inner Fire',
        slot1: 'forest',
        slot2: 'forest',
        slot3: 'hills',
        slot4: 'river',
        slot5: 'mountains',
      }),
    ).toEqual({
      code: 'rules/wrong_phase',
      details: { phase: 'starting-towns' },
    });
  });
});
