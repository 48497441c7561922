/**
 * Munchkin RPG: tests for what hand-made mutants of the rule code showed unpinned (issue 29), each
 * named after the seed sentence whose other case it tries.
 */
import { describe, expect, it } from 'vitest';
import { WEIGHT } from '../../../shared/engine/headlines';
import { tallyGame } from '../../../shared/engine/player-records';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { foldEvents, runAction } from '../../../shared/engine/run';
import { munchkinRpg } from '../../../shared/rulesets/munchkin-rpg';
import { munchkinManifest } from '../../../shared/rulesets/munchkin-rpg/manifest';
import type { MunchkinState } from '../../../shared/rulesets/munchkin-rpg/state';
import { adjust, current, d6s, line, play, players, refuse, seated, start, who } from './helpers';

describe('002:158 a dead player (ruling 7)', () => {
  it('002:158 a player who dies on his own turn takes no more action that turn: only the end of the turn is left to him', () => {
    let state = seated();
    expect(current(state)).toBe('ann');
    state = play(state, 'report-combat', { player: 'ann', result: 'died' }).state;
    expect(who(state, 'ann')).toMatchObject({ dead: true, ap: 5 });
    expect(refuse(state, 'menu-action', { player: 'ann', action: 'open-door' })).toBe('rules/player_dead');
    expect(refuse(state, 'sell', { player: 'ann', cost: 100 })).toBe('rules/player_dead');
    const offered = munchkinRpg.prompt(state).actions.map((a) => a.type);
    expect(offered).toContain('end-turn');
    expect(offered).not.toContain('sell');
  });

  it("002:121 throwing an item on another player's turn needs the thrower alive: a dead player throws nothing", () => {
    let state = seated();
    state = play(state, 'report-combat', { player: 'bob', result: 'died' }).state;
    expect(refuse(state, 'throw-item', { player: 'bob', bonus: 2 })).toBe('rules/player_dead');
    const thrower = munchkinRpg
      .prompt(state)
      .actions.find((a) => a.type === 'throw-item')
      ?.fields?.find((f) => f.name === 'player');
    expect(thrower?.kind === 'choice' && thrower.choices.map((c) => c.value)).toEqual(['ann', 'cy', 'dee']);
  });

  it('002:158 at the end of the round the dead player comes back: the end of the round names him', () => {
    let state = seated();
    state = play(state, 'report-combat', { player: 'bob', result: 'died' }).state;
    for (let i = 0; i < 3; i++) state = play(state, 'end-turn').state;
    state = play(state, 'restock-roll', {}, d6s(1)).state;
    const ended = play(state, 'restock-roll', {}, d6s(2));
    const roundEnded = ended.events.find((e) => e.type === 'round-ended');
    expect(roundEnded?.data).toMatchObject({ revived: ['Bob'] });
  });
});

/** Ann reveals the boss at level 10 (3 points) and fights it. */
const annFightsTheBoss = (options = {}) =>
  play(adjust(seated({}, 0, options), 'ann', { level: 10 }), 'reveal-boss', { player: 'ann' }).state;
const instructionOf = (state: MunchkinState) => {
  const { actions: _actions, ...rest } = munchkinRpg.prompt(state);
  return rest;
};
const weights = (events: readonly RulesEvent[]) =>
  events
    .map((e) => [e.type, munchkinRpg.headlines!.weightOf(e as RulesEvent & { data: Record<string, unknown> })])
    .filter(([, w]) => w !== null);

describe('002:86-146 what the table must do now, phase by phase', () => {
  it('002:44 each player chooses stats, 002:86 the first player is rolled on a die of one face per player, then each turn names the player, his points and the round', () => {
    let state = start();
    expect(instructionOf(state)).toEqual({ phase: 'munchkin/phase/stats', code: 'munchkin/choose-stats', params: { count: 4 } });
    expect(munchkinRpg.turnInfo(state)).toEqual({ turn: 0, phase: 'munchkin/phase/stats' });
    state = play(state, 'set-stats', { player: 'ann', ...line({ high: 'strength', medium: 'intellect', low: 'agility' }) }).state;
    expect(instructionOf(state).params).toEqual({ count: 3 });
    for (const p of players.slice(1))
      state = play(state, 'set-stats', { player: p.id, ...line({ high: 'strength', medium: 'intellect', low: 'agility' }) }).state;
    expect(instructionOf(state)).toEqual({
      phase: 'munchkin/phase/first-player',
      code: 'munchkin/choose-first-player',
      params: { sides: 4 },
    });
    state = seated({ ann: { high: 'intellect', medium: 'strength', low: 'agility' } }, 0);
    expect(instructionOf(state)).toEqual({
      phase: 'munchkin/phase/turn',
      code: 'munchkin/turn-of',
      params: { name: 'Ann', ap: 6, round: 1 },
    });
    expect(munchkinRpg.turnInfo(state)).toEqual({ turn: 1, phase: 'munchkin/phase/turn' });
  });

  it('002:140-142 the restock names the rolls made of two and the empty slots', () => {
    let state = adjust(seated(), 'ann', { gold: 1000 });
    state = play(state, 'buy', { player: 'ann', slot: 4, cost: 100 }).state;
    state = play(state, 'buy', { player: 'ann', slot: 2, cost: 100 }).state;
    for (let i = 0; i < 4; i++) state = play(state, 'end-turn').state;
    expect(instructionOf(state)).toEqual({
      phase: 'munchkin/phase/restock',
      code: 'munchkin/restock-now',
      params: { done: 0, of: 2, empty: '4, 2' },
    });
    state = play(state, 'restock-roll', {}, d6s(1)).state;
    expect(instructionOf(state).params).toEqual({ done: 1, of: 2, empty: '4, 2' });
  });

  it('002:172 the handshake names the victors; 002:222 the tally; and the game over', () => {
    const helped = play(annFightsTheBoss(), 'report-boss-fight', { result: 'won', helper: 'cy' }).state;
    expect(instructionOf(helped)).toEqual({
      phase: 'munchkin/phase/handshake',
      code: 'munchkin/handshake-now',
      params: { names: 'Ann & Cy' },
    });
    expect(instructionOf(play(helped, 'handshake').state)).toEqual({ phase: 'munchkin/phase/over', code: 'munchkin/game-over' });
    const tally = play(annFightsTheBoss({ ending: 'real-golden-rule' }), 'report-boss-fight', { result: 'won' }).state;
    expect(instructionOf(tally)).toEqual({ phase: 'munchkin/phase/tally', code: 'munchkin/tally-now' });
  });
});

describe('what the table sees of the game: numbers, headlines, records', () => {
  it('002:107-108 the action points are kept like tokens: each player keeps a level (1-99), gold and action points (with the points a round), the boss its enhancers and kills; the table may correct each', () => {
    let state = seated({ bob: { high: 'intellect', medium: 'strength', low: 'agility' } });
    state = play(state, 'sell', { player: 'ann', cost: 300 }).state;
    const row = (id: string, name: string, level: number, gold: number, ap: number, per: number) => [
      { id: `level/${id}`, code: 'munchkin/tracker/level', params: { name }, value: level, min: 1, max: 99 },
      { id: `gold/${id}`, code: 'munchkin/tracker/gold', params: { name }, value: gold, min: 0, max: 1_000_000 },
      { id: `ap/${id}`, code: 'munchkin/tracker/ap', params: { name, per }, value: ap, min: 0, max: 20 },
    ];
    expect(munchkinRpg.trackers(state)).toEqual([
      ...row('ann', 'Ann', 2, 150, 5, 5),
      ...row('bob', 'Bob', 2, 0, 6, 6),
      ...row('cy', 'Cy', 2, 0, 5, 5),
      ...row('dee', 'Dee', 2, 0, 5, 5),
      { id: 'boss/enhancers', code: 'munchkin/tracker/boss-enhancers', value: 0, min: -100, max: 200 },
      { id: 'boss/kills', code: 'munchkin/tracker/boss-kills', value: 0, min: 0, max: 50 },
    ]);
    state = munchkinRpg.setTracker(state, 'level/cy', 7);
    state = munchkinRpg.setTracker(state, 'gold/dee', 40);
    state = munchkinRpg.setTracker(state, 'ap/bob', 1);
    state = munchkinRpg.setTracker(state, 'boss/kills', 3);
    state = munchkinRpg.setTracker(state, 'boss/enhancers', -4);
    expect(munchkinRpg.setTracker(state, 'tired/ann', 1)).toBe(state);
    expect(state.players.map((p) => [p.level, p.gold, p.ap])).toEqual([
      [2, 150, 5],
      [2, 0, 1],
      [7, 0, 5],
      [2, 40, 5],
    ]);
    expect(state.boss).toMatchObject({ kills: 3, enhancerLevels: -4 });
  });

  it('002:186 a round is a cycle of each player taking one turn: statistics open on the round, the highest level at the table and the players the boss has killed; the seat strip names whose turn it is', () => {
    let state = seated({}, 1);
    expect(munchkinRpg.roundAndSeat!(start())).toBeNull();
    expect(munchkinRpg.roundAndSeat!(state)).toEqual({ round: 1, seat: 2, seats: 4, name: 'Bob' });
    state = play(adjust(state, 'bob', { level: 10 }), 'reveal-boss', { player: 'bob' }).state;
    state = play(state, 'report-boss-fight', { result: 'died', helper: 'cy', helperDied: true }).state;
    expect(munchkinRpg.keyTracks!(state)).toEqual([
      { id: 'round', code: 'munchkin/key/round', value: 1 },
      { id: 'top-level', code: 'munchkin/key/top-level', value: 10 },
      { id: 'boss-kills', code: 'munchkin/key/boss-kills', value: 2 },
    ]);
    for (let i = 0; i < 3; i++) state = play(state, 'end-turn').state;
    expect(state.phase).toBe('restock');
    expect(munchkinRpg.roundAndSeat!(state)).toBeNull();
  });

  it('002:158 a death is a headline and a death in the records; 002:166 the boss fight that kills or falls is one, a run-away is none', () => {
    let state = seated();
    const won = play(state, 'report-combat', { player: 'ann', result: 'won', levels: 1, treasures: 1 });
    const ran = play(won.state, 'report-combat', { player: 'ann', result: 'ran-away' });
    const card = play(ran.state, 'go-up-a-level', { player: 'ann' });
    const bought = play(
      adjust(seated({ ann: { high: 'agility', medium: 'intellect', low: 'strength' } }), 'ann', { gold: 1000 }),
      'buy-level',
      { player: 'ann' },
    );
    const died = play(card.state, 'report-combat', { player: 'bob', result: 'died' });
    state = play(adjust(died.state, 'ann', { level: 10 }), 'reveal-boss', { player: 'ann' }).state;
    const runAway = play(state, 'report-boss-fight', { result: 'ran-away' });
    state = play(runAway.state, 'challenge-boss', { player: 'ann' }).state;
    const fell = play(state, 'report-boss-fight', { result: 'died' });
    expect(
      weights([...won.events, ...ran.events, ...card.events, ...bought.events, ...died.events, ...runAway.events, ...fell.events]),
    ).toEqual([
      ['level-changed', WEIGHT.track],
      ['level-bought', WEIGHT.notable],
      ['combat-ended', WEIGHT.death],
      ['player-died', WEIGHT.death],
      ['boss-fight-ended', WEIGHT.fall],
      ['player-died', WEIGHT.death],
    ]);
    const unchanged = { type: 'level-changed', data: { player: 'ann', name: 'Ann', from: 2, to: 2 } };
    expect(munchkinRpg.headlines!.weightOf(unchanged)).toBeNull();
    const tally = tallyGame(munchkinRpg.playerRecords, players, [...died.events, ...fell.events], false);
    expect([...tally].map(([id, t]) => [id, t.won, t.deaths])).toEqual([
      ['ann', false, 1],
      ['bob', false, 1],
      ['cy', false, 0],
      ['dee', false, 0],
    ]);
  });

  it('002:172 the boss slain is a headline, and the winners win in the records; 002:226 a player defeated in the last stand dies there', () => {
    const slain = play(annFightsTheBoss(), 'report-boss-fight', { result: 'won' });
    expect(weights(slain.events)).toEqual([
      ['boss-fight-ended', WEIGHT.fall],
      ['game-won', WEIGHT.outcome],
    ]);
    const lastStand = play(annFightsTheBoss({ ending: 'last-man-standing' }), 'report-boss-fight', { result: 'won' });
    const defeated = play(lastStand.state, 'defeat-player', { player: 'cy' });
    expect(weights([...lastStand.events, ...defeated.events])).toEqual([
      ['boss-fight-ended', WEIGHT.fall],
      ['last-stand-began', WEIGHT.threat],
      ['player-defeated', WEIGHT.death],
    ]);
    const helped = play(annFightsTheBoss(), 'report-boss-fight', { result: 'won', helper: 'dee' });
    expect(weights(helped.events).at(-1)).toEqual(['victory-claimed', WEIGHT.threat]);
    const events = [...slain.events, ...defeated.events];
    const tally = tallyGame(munchkinRpg.playerRecords, players, events, true);
    expect([...tally].map(([id, t]) => [id, t.won, t.deaths])).toEqual([
      ['ann', true, 0],
      ['bob', false, 0],
      ['cy', false, 1],
      ['dee', false, 0],
    ]);
  });
});

const choice = (id: string) => ({ value: id, code: 'munchkin/player', params: { name: players.find((p) => p.id === id)!.name } });
const RESULT_FIELD = {
  name: 'result',
  kind: 'choice',
  mustChoose: true,
  choices: ['won', 'ran-away', 'died'].map((r) => ({ value: r, code: `munchkin/result/${r}` })),
};
const COUNTS = [
  { name: 'levels', kind: 'number', min: 0, max: 10, default: 1 },
  { name: 'treasures', kind: 'number', min: 0, max: 20, default: 1 },
];

describe('002:109-137 the action menu as the current player sees it', () => {
  it('002:109-137 each action of the menu with its cost in points, 002:122 the store with its bought slot empty and the price the buyer can pay, 002:121 throwing and casting offered to every player with a point', () => {
    let state = adjust(seated({ bob: { high: 'agility', medium: 'intellect', low: 'strength' } }), 'ann', { gold: 500 });
    state = play(state, 'buy', { player: 'ann', slot: 3, cost: 100 }).state;
    const menu = [
      ['equip', 0],
      ['unequip', 0],
      ['peek', 0],
      ['stuff', 0],
      ['place', 0],
      ['cast-spell', 1],
      ['frantic-search', 1],
      ['careful-search', 2],
      ['looking-for-trouble', 2],
      ['open-door', 3],
      ['recycle', 4],
    ] as const;
    const rage = (id: string) => ({
      type: 'use-special',
      code: 'munchkin/use-special-of',
      params: { name: choice(id).params.name, special: 'munchkin-rage' },
      payload: { player: id },
      player: id,
      rare: true,
    });
    expect(munchkinRpg.prompt(state).actions).toEqual([
      { type: 'end-turn', code: 'munchkin/end-turn', params: { name: 'Ann' }, primary: true },
      {
        type: 'menu-action',
        code: 'munchkin/menu-action',
        params: { name: 'Ann', ap: 4 },
        payload: { player: 'ann' },
        fields: [
          {
            name: 'action',
            kind: 'choice',
            choices: menu.map(([a, cost]) => ({ value: a, code: `munchkin/menu/${a}`, params: { cost }, disabled: false })),
          },
        ],
      },
      {
        type: 'menu-action',
        code: 'munchkin/menu/cast-spell',
        params: { cost: 1 },
        payload: { action: 'cast-spell' },
        fields: [{ name: 'player', kind: 'choice', choices: ['ann', 'bob', 'cy', 'dee'].map(choice) }],
      },
      {
        type: 'throw-item',
        code: 'munchkin/menu/throw-item',
        params: { cost: 1 },
        fields: [
          { name: 'player', kind: 'choice', choices: ['ann', 'bob', 'cy', 'dee'].map(choice) },
          { name: 'bonus', kind: 'number', min: -20, max: 20, default: 2 },
          { name: 'doubled', kind: 'boolean', default: true },
        ],
      },
      {
        type: 'sell',
        code: 'munchkin/menu/sell',
        params: { cost: 0 },
        payload: { player: 'ann' },
        fields: [
          { name: 'cost', kind: 'number', min: 0, max: 100_000, default: 0 },
          { name: 'costless', kind: 'boolean', default: false },
        ],
      },
      {
        type: 'buy',
        code: 'munchkin/menu/buy',
        params: { cost: 1 },
        payload: { player: 'ann' },
        fields: [
          {
            name: 'slot',
            kind: 'choice',
            choices: [1, 2, 3, 4, 5, 6].map((slot) => ({ value: slot, code: 'munchkin/slot', params: { slot }, disabled: slot === 3 })),
          },
          { name: 'cost', kind: 'number', min: 0, max: 400, default: 0 },
          { name: 'costless', kind: 'boolean', default: false },
          {
            name: 'placement',
            kind: 'choice',
            default: 'equip',
            choices: [
              { value: 'equip', code: 'munchkin/placement/equip' },
              { value: 'backpack', code: 'munchkin/placement/backpack' },
            ],
          },
        ],
      },
      { type: 'gift-basket', code: 'munchkin/menu/gift-basket', params: { cost: 1 }, payload: { player: 'ann' } },
      { type: 'go-up-a-level', code: 'munchkin/menu/go-up-a-level', params: { cost: 0 }, payload: { player: 'ann' } },
      {
        type: 'trap-boss',
        code: 'munchkin/menu/trap-boss',
        params: { cost: 1 },
        payload: { player: 'ann' },
        fields: [
          {
            name: 'kind',
            kind: 'choice',
            choices: [
              { value: 'curse', code: 'munchkin/trap/curse' },
              { value: 'enhancer', code: 'munchkin/trap/enhancer' },
            ],
          },
          { name: 'levels', kind: 'number', min: -20, max: 30, default: 0 },
        ],
      },
      rage('ann'),
      {
        type: 'use-special',
        code: 'munchkin/use-special-of',
        params: { name: 'Bob', special: 'bait-n-switch' },
        payload: { player: 'bob' },
        player: 'bob',
        rare: true,
        fields: [{ name: 'target', kind: 'choice', optional: false, choices: ['ann', 'cy', 'dee'].map(choice) }],
      },
      rage('cy'),
      rage('dee'),
      {
        type: 'report-combat',
        code: 'munchkin/report-combat',
        params: { name: 'Ann' },
        payload: { player: 'ann' },
        fields: [
          RESULT_FIELD,
          ...COUNTS,
          { name: 'helper', kind: 'choice', optional: true, choices: ['bob', 'cy', 'dee'].map(choice) },
          { name: 'helperGold', kind: 'number', min: 0, max: 100_000, default: 0 },
        ],
      },
      {
        type: 'report-combat',
        code: 'munchkin/report-other-combat',
        fields: [{ name: 'player', kind: 'choice', choices: ['bob', 'cy', 'dee'].map(choice) }, RESULT_FIELD, ...COUNTS],
      },
      {
        type: 'change-level',
        code: 'munchkin/change-level',
        rare: true,
        fields: [
          { name: 'player', kind: 'choice', choices: ['ann', 'bob', 'cy', 'dee'].map(choice) },
          { name: 'by', kind: 'number', min: -10, max: 10, default: 1 },
        ],
      },
    ]);
  });
});

const offersOf = (state: MunchkinState, ...types: string[]) => munchkinRpg.prompt(state).actions.filter((a) => types.includes(a.type));
const STAT_LINE_FIELD = {
  name: 'line',
  kind: 'choice',
  choices: [
    'strength/agility/intellect',
    'strength/intellect/agility',
    'agility/strength/intellect',
    'agility/intellect/strength',
    'intellect/strength/agility',
    'intellect/agility/strength',
  ].map((l) => ({ value: l, code: `munchkin/stat-line/${l}` })),
};

describe('002:44-86 set-up as the table sees it', () => {
  it('002:44 the six stat lines offered to the next player still to choose; 002:86 the first player rolled on a d4 or chosen by the table', () => {
    let state = start();
    const setStats = (def: string) => [
      {
        type: 'set-stats',
        code: 'munchkin/set-stats',
        primary: true,
        fields: [{ name: 'player', kind: 'choice', default: def, choices: ['ann', 'bob', 'cy', 'dee'].map(choice) }, STAT_LINE_FIELD],
      },
    ];
    expect(munchkinRpg.prompt(state).actions).toEqual(setStats('ann'));
    state = play(state, 'set-stats', { player: 'ann', line: 'strength/intellect/agility' }).state;
    expect(munchkinRpg.prompt(state).actions).toEqual(setStats('bob'));
    for (const p of players.slice(1)) state = play(state, 'set-stats', { player: p.id, line: 'strength/intellect/agility' }).state;
    expect(munchkinRpg.prompt(state).actions).toEqual([
      {
        type: 'roll-first-player',
        code: 'munchkin/roll-first-player',
        primary: true,
        dice: { dice: [{ kind: 'dN', sides: 4 }], looks: [{ code: 'munchkin/die/first-player', params: { n: 1, count: 1 } }] },
      },
      {
        type: 'pick-first-player',
        code: 'munchkin/pick-first-player',
        fields: [{ name: 'player', kind: 'choice', choices: ['ann', 'bob', 'cy', 'dee'].map(choice) }],
      },
    ]);
    const picked = play(state, 'pick-first-player', { player: 'cy' });
    expect(picked.events[0]).toEqual({ type: 'first-player-chosen', data: { seat: 2, player: 'cy', name: 'Cy' } });
    expect(current(picked.state)).toBe('cy');
    expect(refuse(state, 'pick-first-player', { player: 'zed' })).toBe('rules/unknown_player');
    const rolled = play(state, 'roll-first-player', {}, [{ die: { kind: 'dN', sides: 4 }, value: 4, source: 'table' }]);
    expect(rolled.events[0]).toEqual({ type: 'first-player-chosen', data: { seat: 3, player: 'dee', name: 'Dee' } });
  });
});

describe('002:116-137, 002:162-172 the dungeon boss as the table sees it', () => {
  it('002:131 a level 10 player is offered to reveal the boss for 3 points; 002:116 once revealed, to challenge it for 0, 002:137 to polymorph it for 7, 002:135 and to retrain for 6', () => {
    const ready = adjust(seated(), 'ann', { level: 10 });
    expect(offersOf(ready, 'reveal-boss', 'challenge-boss', 'polymorph-boss')).toEqual([
      { type: 'reveal-boss', code: 'munchkin/menu/reveal-boss', params: { cost: 3 }, payload: { player: 'ann' } },
    ]);
    const fought = play(play(ready, 'reveal-boss', { player: 'ann' }).state, 'report-boss-fight', { result: 'ran-away' }).state;
    expect(offersOf(adjust(fought, 'ann', { ap: 7 }), 'reveal-boss', 'challenge-boss', 'polymorph-boss', 'retrain')).toEqual([
      { type: 'challenge-boss', code: 'munchkin/menu/challenge-boss', params: { cost: 0 }, payload: { player: 'ann' } },
      { type: 'polymorph-boss', code: 'munchkin/menu/polymorph-boss', params: { cost: 7 }, payload: { player: 'ann' } },
      { type: 'retrain', code: 'munchkin/menu/retrain', params: { cost: 6 }, payload: { player: 'ann' }, fields: [STAT_LINE_FIELD] },
    ]);
  });

  it("002:164 the fight's report names the fighter and the boss's level, offers a helper, and the helper's death for a lost fight; 002:167 no turn ends during it", () => {
    const fight = annFightsTheBoss();
    const helpers = ['bob', 'cy', 'dee'].map(choice);
    const params = { name: 'Ann', level: 20 };
    expect(offersOf(fight, 'report-boss-fight', 'end-turn')).toEqual([
      {
        type: 'report-boss-fight',
        code: 'munchkin/report-boss-fight',
        params,
        primary: true,
        fields: [RESULT_FIELD, { name: 'helper', kind: 'choice', optional: true, choices: helpers }],
      },
      {
        type: 'report-boss-fight',
        code: 'munchkin/report-boss-fight-helper-died',
        params,
        payload: { helperDied: true },
        fields: [
          { ...RESULT_FIELD, choices: RESULT_FIELD.choices.slice(1) },
          { name: 'helper', kind: 'choice', choices: helpers },
        ],
      },
    ]);
    expect(refuse(fight, 'end-turn')).toBe('rules/boss_busy');
  });

  it('002:172 helped victors shake hands, or one shouts "Backstab!" (only a victor), or both do', () => {
    const helped = play(annFightsTheBoss(), 'report-boss-fight', { result: 'won', helper: 'cy' }).state;
    expect(munchkinRpg.prompt(helped).actions).toEqual([
      { type: 'handshake', code: 'munchkin/handshake', endsGame: true },
      { type: 'backstab', code: 'munchkin/backstab', fields: [{ name: 'player', kind: 'choice', choices: ['ann', 'cy'].map(choice) }] },
      { type: 'backstab', code: 'munchkin/double-backstab', payload: { both: true } },
    ]);
    expect(play(helped, 'handshake').events).toEqual([
      { type: 'game-won', data: { winners: ['ann', 'cy'], names: 'Ann & Cy', code: 'munchkin/won/handshake' } },
    ]);
    expect(play(helped, 'backstab', { player: 'cy' }).events).toEqual([
      { type: 'game-won', data: { winners: ['cy'], names: 'Cy', code: 'munchkin/won/backstab' } },
    ]);
    expect(play(helped, 'backstab', { both: true }).events).toEqual([
      { type: 'game-won', data: { winners: [], names: 'Ann & Cy', code: 'munchkin/won/double-backstab' } },
    ]);
    expect(munchkinRpg.outcome!(play(helped, 'handshake').state)).toEqual({
      result: 'won',
      code: 'munchkin/won/handshake',
      params: { names: 'Ann & Cy' },
    });
    expect(refuse(helped, 'backstab', {})).toBe('rules/not_a_victor');
  });

  it('002:226 Last Man Standing: the current player may attack any other player still standing for 1 point; anyone standing may be reported defeated', () => {
    const stand = play(annFightsTheBoss({ ending: 'last-man-standing' }), 'report-boss-fight', { result: 'won' }).state;
    expect(offersOf(stand, 'attack-player', 'defeat-player', 'trap-boss')).toEqual([
      {
        type: 'attack-player',
        code: 'munchkin/menu/attack-player',
        params: { cost: 1 },
        payload: { player: 'bob' },
        fields: [{ name: 'target', kind: 'choice', choices: ['ann', 'cy', 'dee'].map(choice) }],
      },
      {
        type: 'defeat-player',
        code: 'munchkin/defeat-player',
        fields: [{ name: 'player', kind: 'choice', mustChoose: true, choices: ['ann', 'bob', 'cy', 'dee'].map(choice) }],
      },
    ]);
    const attacked = play(stand, 'attack-player', { player: 'bob', target: 'dee' });
    expect(attacked.events).toEqual([
      {
        type: 'action-taken',
        data: { player: 'bob', name: 'Bob', cost: 1, onTurnOf: 'Bob', action: 'attack-player', target: 'dee', targetName: 'Dee' },
      },
    ]);
    expect(refuse(stand, 'attack-player', { player: 'bob', target: 'bob' })).toBe('rules/bad_target');
    expect(refuse(stand, 'attack-player', { player: 'bob', target: 'zed' })).toBe('rules/bad_target');
    const cyOut = play(stand, 'defeat-player', { player: 'cy' }).state;
    expect(refuse(cyOut, 'attack-player', { player: 'bob', target: 'cy' })).toBe('rules/bad_target');
    expect(refuse(cyOut, 'defeat-player', { player: 'cy' })).toBe('rules/bad_target');
    expect(offersOf(cyOut, 'defeat-player')[0].fields?.[0]).toMatchObject({ choices: ['ann', 'bob', 'dee'].map(choice) });
    expect(refuse(cyOut, 'defeat-player', { player: 'zed' })).toBe('rules/unknown_player');
  });
});

describe('002:140-142 the restock roll', () => {
  it('002:140 a d6 rolled for the store, its odds of landing on a card, counted towards the two rolls', () => {
    let state = seated();
    for (let i = 0; i < 4; i++) state = play(state, 'end-turn').state;
    expect(munchkinRpg.prompt(state).actions).toEqual([
      {
        type: 'restock-roll',
        code: 'munchkin/restock-roll',
        primary: true,
        dice: { dice: [{ kind: 'd6' }], looks: [{ code: 'munchkin/die/restock', params: { n: 1, count: 1 } }] },
        odds: 1,
      },
    ]);
    const first = play(state, 'restock-roll', {}, d6s(5));
    expect(first.events).toEqual([{ type: 'store-restocked', data: { slot: 5, count: 1 } }]);
    expect(first.state).toMatchObject({ restocked: [5], lastRestockRoll: 5, phase: 'restock' });
    expect(play(first.state, 'restock-roll', {}, d6s(1)).events[0]).toEqual({ type: 'store-restocked', data: { slot: 1, count: 2 } });
  });
});

/** A refusal's code and details: what the player is told. */
function refusal(state: MunchkinState, type: string, payload: Record<string, unknown> = {}) {
  const result = runAction(munchkinRpg, state, type, payload, []);
  if (result.ok) throw new Error(`${type} was accepted`);
  return { code: result.error.code, details: result.error.details };
}

describe('each refusal says who and why', () => {
  it("002:105 a player out of points can only take actions that use no AP: the refusal names him, his points and the action's cost; with nobody holding a point, nobody throws", () => {
    const spent = adjust(seated(), 'ann', { ap: 2 });
    expect(refusal(spent, 'menu-action', { player: 'ann', action: 'open-door' })).toEqual({
      code: 'rules/not_enough_ap',
      details: { name: 'Ann', ap: 2, cost: 3 },
    });
    let nobody = seated();
    for (const p of players) nobody = adjust(nobody, p.id, { ap: 0 });
    expect(refusal(nobody, 'throw-item', { player: 'bob', bonus: 1 })).toEqual({
      code: 'rules/not_enough_ap',
      details: { who: 'nobody', ap: 0, cost: 1 },
    });
    expect(offersOf(nobody, 'throw-item')).toEqual([]);
    expect(offersOf(nobody, 'menu-action').map((o) => o.code)).toEqual(['munchkin/menu-action']);
  });

  it('002:102 action points can be used only during their own turn: the refusal names the player and the action', () => {
    expect(refusal(seated(), 'buy', { player: 'bob', slot: 1, cost: 0 })).toEqual({
      code: 'rules/not_your_turn',
      details: { name: 'Bob', action: 'buy' },
    });
    expect(refusal(seated(), 'sell', { player: 'zed', cost: 10 })).toEqual({ code: 'rules/unknown_player', details: { player: 'zed' } });
    expect(refusal(seated(), 'restock-roll')).toEqual({ code: 'rules/wrong_phase', details: { phase: 'turn' } });
  });

  it('002:122 buying an item needs the gold and a card in the slot: the refusals name the buyer, his gold and the price, or the empty slot', () => {
    let state = adjust(seated(), 'ann', { gold: 350 });
    expect(refusal(state, 'buy', { player: 'ann', slot: 2, costless: true })).toEqual({
      code: 'rules/not_enough_gold',
      details: { name: 'Ann', gold: 350, price: 400 },
    });
    expect(refusal(state, 'gift-basket', { player: 'bob' })).toMatchObject({ code: 'rules/not_your_turn' });
    state = play(state, 'buy', { player: 'ann', slot: 2, cost: 50 }).state;
    expect(refusal(state, 'buy', { player: 'ann', slot: 2, cost: 0 })).toEqual({ code: 'rules/slot_empty', details: { slot: 2 } });
    expect(refusal(adjust(state, 'ann', { gold: 299 }), 'gift-basket', { player: 'ann' })).toEqual({
      code: 'rules/not_enough_gold',
      details: { name: 'Ann', gold: 299, price: 300 },
    });
  });

  it('002:207 Medium Intellect spends 1000 gold to go up a level, never to level 10: the refusals name the player', () => {
    const medium = { high: 'agility', medium: 'intellect', low: 'strength' } as const;
    expect(
      refusal(adjust(seated({ ann: { high: 'strength', medium: 'agility', low: 'intellect' } }), 'ann', { gold: 5000 }), 'buy-level', {
        player: 'ann',
      }),
    ).toEqual({
      code: 'rules/needs_medium_intellect',
      details: { name: 'Ann' },
    });
    expect(refusal(adjust(seated({ ann: medium }), 'ann', { gold: 5000, level: 9 }), 'buy-level', { player: 'ann' })).toEqual({
      code: 'rules/no_level_ten',
      details: { name: 'Ann' },
    });
    expect(refusal(adjust(seated({ ann: medium }), 'ann', { gold: 999 }), 'buy-level', { player: 'ann' })).toEqual({
      code: 'rules/not_enough_gold',
      details: { name: 'Ann', gold: 999, price: 1000 },
    });
    const bought = play(adjust(seated({ ann: medium }), 'ann', { gold: 1000, level: 10 }), 'buy-level', { player: 'ann' });
    expect(bought.events).toEqual([{ type: 'level-bought', data: { player: 'ann', name: 'Ann', from: 10, to: 11, price: 1000 } }]);
    expect(who(bought.state, 'ann')).toMatchObject({ level: 11, gold: 0, ap: 5 });
  });

  it('002:131 a level 10 player may reveal the boss: a lower one is told his level', () => {
    expect(refusal(adjust(seated(), 'ann', { level: 9 }), 'reveal-boss', { player: 'ann' })).toEqual({
      code: 'rules/level_too_low',
      details: { name: 'Ann', level: 9 },
    });
  });

  it('002:152 the players split the gold of a defeated monster: a helper cannot get more than the monster paid', () => {
    expect(refusal(seated(), 'report-combat', { player: 'ann', result: 'won', treasures: 2, helper: 'bob', helperGold: 401 })).toEqual({
      code: 'rules/split_too_large',
      details: { gold: 400, share: 401 },
    });
    expect(refusal(seated(), 'report-combat', { player: 'ann', result: 'won', helper: 'ann' })).toEqual({
      code: 'rules/unknown_player',
      details: { player: 'ann', role: 'helper' },
    });
    expect(refusal(seated(), 'report-combat', { player: 'ann', result: 'won', helper: 'zed' })).toEqual({
      code: 'rules/unknown_player',
      details: { player: 'zed', role: 'helper' },
    });
  });

  it('002:158 a dead player takes no action until the end of the round: the refusal names him', () => {
    const dead = play(seated(), 'report-combat', { player: 'ann', result: 'died' }).state;
    expect(refusal(dead, 'go-up-a-level', { player: 'ann' })).toEqual({ code: 'rules/player_dead', details: { name: 'Ann' } });
    expect(refusal(dead, 'report-combat', { player: 'ann', result: 'won' })).toEqual({
      code: 'rules/player_dead',
      details: { name: 'Ann' },
    });
    expect(refusal(dead, 'use-special', { player: 'ann' })).toEqual({ code: 'rules/player_dead', details: { name: 'Ann' } });
  });

  it("002:214 Bait n' Switch names another Munchkin: the refusal names the ability, the Jerk and why", () => {
    const jerk = seated({ ann: { high: 'agility', medium: 'intellect', low: 'strength' } });
    expect(refusal(jerk, 'use-special', { player: 'ann' })).toEqual({
      code: 'rules/special_target',
      details: { special: 'bait-n-switch', name: 'Ann', why: 'missing' },
    });
    expect(refusal(jerk, 'use-special', { player: 'ann', target: 'ann' })).toEqual({
      code: 'rules/special_target',
      details: { special: 'bait-n-switch', name: 'Ann', why: 'other' },
    });
    expect(refusal(jerk, 'use-special', { player: 'bob', target: 'cy' })).toEqual({
      code: 'rules/special_target',
      details: { special: 'munchkin-rage', name: 'Bob', why: 'none' },
    });
    const used = play(jerk, 'use-special', { player: 'bob' }).state;
    expect(refusal(used, 'use-special', { player: 'bob' })).toEqual({ code: 'rules/special_used', details: { name: 'Bob' } });
  });
});

describe('002:109-146 one round as the history tells it', () => {
  it("002:109-146 each action's event names who acted, what it cost and on whose turn; the round's end names the next first player, who retrained and who comes back", () => {
    let state = adjust(adjust(seated({ bob: { high: 'agility', medium: 'intellect', low: 'strength' } }), 'ann', { gold: 1000 }), 'bob', {
      ap: 9,
    });
    const step = (type: string, payload: Record<string, unknown> = {}, dice = d6s()) => {
      const result = play(state, type, payload, dice);
      state = result.state;
      return result.events;
    };
    const ann = { player: 'ann', name: 'Ann' };
    const bob = { player: 'bob', name: 'Bob' };
    expect(step('menu-action', { player: 'bob', action: 'cast-spell' })).toEqual([
      { type: 'action-taken', data: { ...bob, cost: 1, onTurnOf: 'Ann', action: 'cast-spell' } },
    ]);
    expect(step('menu-action', { player: 'ann', action: 'open-door' })).toEqual([
      { type: 'action-taken', data: { ...ann, cost: 3, onTurnOf: 'Ann', action: 'open-door' } },
    ]);
    expect(step('sell', { player: 'ann', cost: 301 })).toEqual([{ type: 'item-sold', data: { ...ann, cost: 301, gold: 150 } }]);
    expect(step('sell', { player: 'ann', cost: 301, costless: true })).toEqual([
      { type: 'item-sold', data: { ...ann, cost: null, gold: 200 } },
    ]);
    expect(step('buy', { player: 'ann', slot: 5, cost: 200, placement: 'backpack' })).toEqual([
      { type: 'item-bought', data: { ...ann, cost: 1, onTurnOf: 'Ann', slot: 5, price: 200, placement: 'backpack' } },
    ]);
    expect(step('gift-basket', { player: 'ann' })).toEqual([
      { type: 'gift-basket', data: { ...ann, cost: 1, onTurnOf: 'Ann', price: 300 } },
    ]);
    expect(who(state, 'ann')).toMatchObject({ gold: 1000 + 150 + 200 - 200 - 300, ap: 0 });
    expect(step('throw-item', { player: 'bob', bonus: 3 })).toEqual([
      { type: 'grenade-thrown', data: { ...bob, cost: 1, onTurnOf: 'Ann', bonus: 3, effective: 6 } },
    ]);
    expect(step('throw-item', { player: 'bob', bonus: 3, doubled: false })[0].data).toMatchObject({ bonus: 3, effective: 3 });
    expect(who(state, 'bob').ap).toBe(6);
    expect(step('change-level', { player: 'cy', by: 3 })).toEqual([
      { type: 'level-changed', data: { player: 'cy', name: 'Cy', from: 2, to: 5 }, cause: 'munchkin/table' },
    ]);
    expect(step('go-up-a-level', { player: 'ann' })).toEqual([
      { type: 'level-changed', data: { ...ann, from: 2, to: 3 }, cause: 'munchkin/level-card' },
    ]);
    expect(step('report-combat', { player: 'ann', result: 'won', levels: 2, treasures: 2, helper: 'dee', helperGold: 100 })).toEqual([
      {
        type: 'combat-ended',
        data: { ...ann, result: 'won', levels: 2, treasures: 2, gold: 300, helper: 'dee', helperName: 'Dee', helperGold: 100 },
      },
    ]);
    expect(who(state, 'ann')).toMatchObject({ level: 5, gold: 1150, ap: 1 });
    expect(who(state, 'dee').gold).toBe(100);
    expect(
      step('report-combat', { player: 'ann', result: 'ran-away', levels: 2, treasures: 2, helper: 'dee', helperGold: 100 })[0].data,
    ).toMatchObject({
      result: 'ran-away',
      levels: 0,
      treasures: 0,
      gold: 0,
      helper: null,
      helperGold: 0,
    });
    expect(who(state, 'ann')).toMatchObject({ level: 5, gold: 1150 });
    expect(step('trap-boss', { player: 'ann', kind: 'curse', levels: 4 })).toEqual([
      { type: 'boss-trapped', data: { ...ann, cost: 1, onTurnOf: 'Ann', kind: 'curse', levels: 0, faceDown: true } },
    ]);
    expect(step('end-turn')).toEqual([{ type: 'turn-ended', data: { ...ann, next: 1, nextName: 'Bob' } }]);
    expect(step('retrain', { player: 'bob', line: 'intellect/strength/agility' })).toEqual([
      { type: 'retrain-chosen', data: { ...bob, cost: 6, onTurnOf: 'Bob', high: 'intellect', medium: 'strength', low: 'agility' } },
    ]);
    expect(step('report-combat', { player: 'cy', result: 'died', levels: 3, treasures: 1 })).toEqual([
      {
        type: 'combat-ended',
        data: { player: 'cy', name: 'Cy', result: 'died', levels: 0, treasures: 0, gold: 0, helper: null, helperName: null, helperGold: 0 },
      },
      { type: 'player-died', data: { player: 'cy', name: 'Cy' }, cause: 'munchkin/combat-death' },
    ]);
    expect(step('end-turn')).toEqual([{ type: 'turn-ended', data: { ...bob, next: 3, nextName: 'Dee' } }]);
    expect(step('end-turn')).toEqual([{ type: 'turn-ended', data: { player: 'dee', name: 'Dee', next: null, nextName: null } }]);
    expect(step('restock-roll', {}, d6s(5))).toEqual([{ type: 'restock-rerolled', data: { slot: 5 }, cause: 'munchkin/empty-slot' }]);
    expect(state).toMatchObject({ lastRestockRoll: 5, restocked: [] });
    expect(step('restock-roll', {}, d6s(2))).toEqual([{ type: 'store-restocked', data: { slot: 2, count: 1 } }]);
    expect(step('restock-roll', {}, d6s(3))).toEqual([
      { type: 'store-restocked', data: { slot: 3, count: 2 } },
      { type: 'store-refilled', data: { slots: [5] } },
      {
        type: 'round-ended',
        data: { round: 1, nextFirst: 'bob', nextFirstName: 'Bob', retrained: ['Bob'], revived: ['Cy'] },
        cause: 'munchkin/end-of-round',
      },
    ]);
    expect(state).toMatchObject({ round: 2, lastRestock: [2, 3], lastRestockRoll: null, boughtSlots: [], restocked: [] });
    expect(state.players.map((p) => [p.level, p.ap, p.dead, p.stats?.high])).toEqual([
      [5, 6, false, 'strength'],
      [2, 6, false, 'intellect'],
      [5, 6, false, 'strength'],
      [2, 5, false, 'strength'],
    ]);
  });
});

describe('002:125-172 the dungeon boss as the history tells it', () => {
  it('002:125 traps face down then face up, 002:164 what springs on reveal, 002:166 a helper killed, 002:116 a challenge, 002:222 the tally of gold, items and 200 per spell', () => {
    let state = adjust(adjust(seated({}, 0, { ending: 'real-golden-rule' }), 'ann', { level: 10, gold: 70 }), 'bob', { level: 10 });
    const step = (type: string, payload: Record<string, unknown> = {}) => {
      const result = play(state, type, payload);
      state = result.state;
      return result.events;
    };
    const ann = { player: 'ann', name: 'Ann' };
    expect(step('trap-boss', { player: 'ann', kind: 'enhancer', levels: 5 })).toEqual([
      { type: 'boss-trapped', data: { ...ann, cost: 1, onTurnOf: 'Ann', kind: 'enhancer', levels: 5, faceDown: true } },
    ]);
    expect(state.boss).toMatchObject({ hiddenEnhancers: 1, hiddenEnhancerLevels: 5, hiddenCurses: 0, enhancerLevels: 0 });
    expect(step('reveal-boss', { player: 'ann' })).toEqual([
      { type: 'boss-revealed', data: { ...ann, cost: 3, onTurnOf: 'Ann', curses: 0, enhancers: 1, enhancerLevels: 5 } },
    ]);
    expect(state.boss).toMatchObject({ revealed: true, enhancerLevels: 5, hiddenEnhancers: 0, hiddenEnhancerLevels: 0, fighting: 'ann' });
    expect(refusal(state, 'report-boss-fight', { result: 'won', helper: 'ann' })).toEqual({
      code: 'rules/unknown_player',
      details: { player: 'ann', role: 'helper' },
    });
    expect(refusal(state, 'report-boss-fight', { result: 'died', helperDied: true })).toEqual({
      code: 'rules/no_helper',
      details: undefined,
    });
    expect(refusal(state, 'report-boss-fight', { result: 'won', helper: 'cy', helperDied: true })).toMatchObject({
      code: 'rules/helper_died_in_victory',
    });
    expect(step('report-boss-fight', { result: 'ran-away', helper: 'cy', helperDied: true })).toEqual([
      { type: 'boss-fight-ended', data: { ...ann, result: 'ran-away', helpers: ['cy'], helperNames: ['Cy'], kills: 1 } },
      { type: 'player-died', data: { player: 'cy', name: 'Cy' }, cause: 'munchkin/boss-kill' },
    ]);
    expect(state.boss).toMatchObject({ kills: 1, fighting: null, defeated: false });
    expect(step('trap-boss', { player: 'ann', kind: 'enhancer', levels: 3 })).toEqual([
      { type: 'boss-trapped', data: { ...ann, cost: 1, onTurnOf: 'Ann', kind: 'enhancer', levels: 3, faceDown: false } },
    ]);
    expect(offersOf(state, 'report-boss-fight')).toEqual([]);
    step('end-turn');
    expect(offersOf(state, 'reveal-boss')).toEqual([]);
    expect(refusal(state, 'reveal-boss', { player: 'bob' })).toEqual({ code: 'rules/boss_revealed', details: undefined });
    expect(step('challenge-boss', { player: 'bob' })).toEqual([{ type: 'boss-challenged', data: { player: 'bob', name: 'Bob' } }]);
    expect(offersOf(state, 'report-boss-fight')[0].params).toEqual({ name: 'Bob', level: 20 + 2 + 5 + 3 });
    expect(offersOf(state, 'report-boss-fight')[0].fields?.[1]).toMatchObject({ choices: ['ann', 'dee'].map(choice) });
    expect(step('report-boss-fight', { result: 'won', helper: 'dee' })).toEqual([
      { type: 'boss-fight-ended', data: { player: 'bob', name: 'Bob', result: 'won', helpers: ['dee'], helperNames: ['Dee'], kills: 0 } },
      { type: 'victory-claimed', data: { next: 'tally' }, cause: 'munchkin/real-golden-rule' },
    ]);
    expect(state.victors).toEqual(['bob', 'dee']);
    expect(refusal(state, 'trap-boss', { player: 'ann', kind: 'curse' })).toMatchObject({ code: 'rules/wrong_phase' });
    expect(step('enter-tally', { player: 'ann', itemValue: 500, spells: 2 })).toEqual([
      { type: 'tally-entered', data: { ...ann, gold: 70, itemValue: 500, spells: 2, total: 970 } },
    ]);
    expect(refusal(state, 'enter-tally', { player: 'zed', itemValue: 0, spells: 0 })).toEqual({
      code: 'rules/unknown_player',
      details: { player: 'zed' },
    });
    step('enter-tally', { player: 'bob', itemValue: 970, spells: 0 });
    step('enter-tally', { player: 'cy', itemValue: 0, spells: 0 });
    expect(state.phase).toBe('tally');
    expect(step('enter-tally', { player: 'dee', itemValue: 100, spells: 0 })).toEqual([
      { type: 'tally-entered', data: { player: 'dee', name: 'Dee', gold: 0, itemValue: 100, spells: 0, total: 100 } },
      { type: 'game-won', data: { winners: ['ann', 'bob'], names: 'Ann & Bob', code: 'munchkin/won/richest', total: 970 } },
    ]);
    expect(munchkinRpg.outcome!(state)).toEqual({ result: 'won', code: 'munchkin/won/richest', params: { names: 'Ann & Bob' } });
  });

  it('002:137 polymorphing the revealed boss is recorded with its cost; 002:168 the boss defeated cannot be trapped any more', () => {
    let state = play(annFightsTheBoss(), 'report-boss-fight', { result: 'ran-away' }).state;
    const polymorphed = play(adjust(state, 'ann', { ap: 7 }), 'polymorph-boss', { player: 'ann' });
    expect(polymorphed.events).toEqual([{ type: 'boss-polymorphed', data: { player: 'ann', name: 'Ann', cost: 7, onTurnOf: 'Ann' } }]);
    expect(who(polymorphed.state, 'ann').ap).toBe(0);
    state = play(annFightsTheBoss({ ending: 'last-man-standing' }), 'report-boss-fight', { result: 'won' }).state;
    expect(refusal(state, 'trap-boss', { player: 'bob', kind: 'curse' })).toEqual({ code: 'rules/boss_defeated', details: undefined });
    expect(refusal(state, 'challenge-boss', { player: 'bob' })).toMatchObject({ code: 'rules/boss_defeated' });
  });
});

describe('002:219-226 the alternate rules as set-up options', () => {
  it('002:220-226 the list of games names Munchkin RPG for 2-6 players with its options: Packing Your Bag, Bigger and Scarier (off), the ending (the handshake) and the High stat reading (on)', () => {
    expect(munchkinManifest).toMatchObject({ id: 'munchkin-rpg', version: 2, name: 'Munchkin RPG', players: { min: 2, max: 6 } });
    expect(munchkinManifest.about).toMatch(/action points.*store.*first player.*dungeon boss/);
    expect(munchkinRpg.options).toEqual([
      { key: 'packingYourBag', kind: 'boolean', default: false },
      { key: 'biggerAndScarier', kind: 'boolean', default: false },
      { key: 'ending', kind: 'choice', default: 'handshake', choices: ['handshake', 'real-golden-rule', 'last-man-standing'] },
      { key: 'highGrantsMedium', kind: 'boolean', default: true, ruling: 'munchkin/ruling/high-grants-medium' },
    ]);
    expect([munchkinRpg.minPlayers, munchkinRpg.maxPlayers]).toEqual([2, 6]);
    expect(munchkinManifest.phases.map((p) => [p.id, p.code, p.next])).toEqual([
      ['stats', 'munchkin/phase/stats', ['first-player']],
      ['first-player', 'munchkin/phase/first-player', ['turn']],
      ['turn', 'munchkin/phase/turn', ['restock', 'handshake', 'tally', 'last-stand', 'over']],
      ['restock', 'munchkin/phase/restock', ['turn', 'handshake', 'tally', 'last-stand', 'over']],
      ['handshake', 'munchkin/phase/handshake', ['tally', 'last-stand', 'over', 'turn']],
      ['tally', 'munchkin/phase/tally', ['over', 'last-stand']],
      ['last-stand', 'munchkin/phase/last-stand', ['over']],
      ['over', 'munchkin/phase/over', []],
    ]);
  });

  it('002:45 a set-up recorded without options (version 1) plays every option off and the standard ending; the house rules may change them later, never to an unknown ending', () => {
    const old = munchkinRpg.setup({} as never, players);
    if (!old.ok) throw new Error(old.error.code);
    expect(old.value.options).toEqual({ packingYourBag: false, biggerAndScarier: false, ending: 'handshake', highGrantsMedium: false });
    expect(old.value).toMatchObject({ phase: 'stats', round: 0, boughtSlots: [], victors: [], winners: [], endCode: null });
    expect(old.value.players[0]).toEqual({
      id: 'ann',
      name: 'Ann',
      stats: null,
      retrainTo: null,
      level: 1,
      gold: 0,
      ap: 0,
      specialUsed: false,
      tired: false,
      dead: false,
      out: false,
      tally: null,
    });
    expect(old.value.boss).toEqual({
      revealed: false,
      enhancerLevels: 0,
      kills: 0,
      hiddenCurses: 0,
      hiddenEnhancers: 0,
      hiddenEnhancerLevels: 0,
      fighting: null,
      defeated: false,
    });
    const switched = munchkinRpg.withOptions!(old.value, { ...old.value.options, highGrantsMedium: true, ending: 'last-man-standing' });
    expect(switched.options).toMatchObject({ highGrantsMedium: true, ending: 'last-man-standing' });
    expect(munchkinRpg.withOptions!(old.value, { ending: 'sudden-death' } as never)).toBe(old.value);
  });
});

describe('002:212-216 the special abilities', () => {
  it("002:212 MUNCHKIN RAGE leaves the Munchkin tired until his next combat (a monster's or the boss's); Hidden Agenda and Bait n' Switch tire nobody", () => {
    let state = seated({
      bob: { high: 'intellect', medium: 'strength', low: 'agility' },
      cy: { high: 'agility', medium: 'intellect', low: 'strength' },
    });
    const raged = play(state, 'use-special', { player: 'ann' });
    expect(raged.events).toEqual([
      { type: 'special-used', data: { player: 'ann', name: 'Ann', special: 'munchkin-rage', target: null, targetName: null } },
    ]);
    state = raged.state;
    state = play(state, 'use-special', { player: 'bob', target: 'dee' }).state;
    state = play(state, 'use-special', { player: 'cy', target: 'bob' }).state;
    expect(state.players.map((p) => [p.specialUsed, p.tired])).toEqual([
      [true, true],
      [true, false],
      [true, false],
      [false, false],
    ]);
    expect(offersOf(state, 'use-special').map((o) => o.player)).toEqual(['dee']);
    state = play(state, 'report-combat', { player: 'ann', result: 'ran-away' }).state;
    expect(who(state, 'ann')).toMatchObject({ tired: false, specialUsed: true });
    state = play(adjust(state, 'ann', { level: 10 }), 'use-special', { player: 'dee' }).state;
    expect(refusal(state, 'use-special', { player: 'dee' })).toEqual({ code: 'rules/special_used', details: { who: 'everyone' } });
    expect(offersOf(state, 'use-special')).toEqual([]);
    state = play(state, 'reveal-boss', { player: 'ann' }).state;
    expect(who(state, 'dee').tired).toBe(true);
    state = play(state, 'report-boss-fight', { result: 'ran-away' }).state;
    expect(who(state, 'ann').tired).toBe(false);
    expect(who(state, 'dee').tired).toBe(true);
  });
});

describe('002:226 Last Man Standing rounds', () => {
  it('002:226 a new round begins with the next first player and no restock (ruling 11); the turn of a player knocked out passes by itself; the cycle continues until one survives', () => {
    const began = play(annFightsTheBoss({ ending: 'last-man-standing' }), 'report-boss-fight', { result: 'won' });
    expect(began.events.at(-1)).toEqual({ type: 'last-stand-began', data: {}, cause: 'munchkin/last-man-standing' });
    let state = began.state;
    expect(state).toMatchObject({ phase: 'last-stand', round: 2, turnInRound: 0 });
    expect(state.players.map((p) => p.ap)).toEqual([7, 5, 5, 5]);
    expect(instructionOf(state)).toEqual({
      phase: 'munchkin/phase/last-stand',
      code: 'munchkin/turn-of',
      params: { name: 'Bob', ap: 5, round: 2 },
    });
    state = play(state, 'buy', { player: 'bob', slot: 1, cost: 0 }).state;
    state = play(state, 'end-turn').state;
    const knocked = play(state, 'defeat-player', { player: 'cy' });
    expect(knocked.events).toEqual([
      { type: 'player-defeated', data: { player: 'cy', name: 'Cy' } },
      { type: 'turn-ended', data: { player: 'cy', name: 'Cy', next: 2, nextName: 'Dee' }, cause: 'munchkin/out' },
    ]);
    state = play(knocked.state, 'end-turn').state;
    const roundOver = play(state, 'end-turn');
    expect(roundOver.events).toEqual([
      { type: 'turn-ended', data: { player: 'ann', name: 'Ann', next: null, nextName: null } },
      {
        type: 'round-ended',
        data: { round: 2, nextFirst: 'cy', nextFirstName: 'Cy', retrained: [], revived: [] },
        cause: 'munchkin/end-of-round',
      },
      { type: 'turn-ended', data: { player: 'cy', name: 'Cy', next: 1, nextName: 'Dee' }, cause: 'munchkin/out' },
    ]);
    state = roundOver.state;
    expect(state).toMatchObject({ phase: 'last-stand', round: 3, boughtSlots: [], restocked: [] });
    expect(current(state)).toBe('dee');
    state = play(state, 'defeat-player', { player: 'ann' }).state;
    expect(state.phase).toBe('last-stand');
    const won = play(state, 'defeat-player', { player: 'dee' });
    expect(won.events.at(-1)).toEqual({ type: 'game-won', data: { winners: ['bob'], names: 'Bob', code: 'munchkin/won/last-man' } });
  });
});

describe('002:121-172 the other cases the sentences list', () => {
  it("002:121 a player with one point left may still throw an item on another player's turn; 002:122 a store whose six cards were all bought sells nothing", () => {
    let state = adjust(adjust(seated(), 'cy', { ap: 1 }), 'ann', { gold: 5000 });
    for (const p of ['ann', 'bob', 'dee']) state = adjust(state, p, { ap: 0 });
    const thrower = offersOf(state, 'throw-item')[0].fields?.[0];
    expect(thrower).toEqual({ name: 'player', kind: 'choice', choices: [choice('cy')] });
    state = adjust(state, 'ann', { ap: 6 });
    for (const slot of [1, 2, 3, 4, 5, 6]) state = play(state, 'buy', { player: 'ann', slot, cost: 10 }).state;
    expect(offersOf(adjust(state, 'ann', { ap: 5 }), 'buy')).toEqual([]);
    expect(refusal(adjust(state, 'ann', { ap: 5 }), 'buy', { player: 'ann', slot: 1, cost: 0 })).toEqual({
      code: 'rules/store_empty',
      details: undefined,
    });
  });

  it('002:122 items without a gold cost are purchased for 400 gold: a buyer with less is not offered the costless price, and the price he can name stops at his gold', () => {
    const poor = adjust(seated(), 'ann', { gold: 399 });
    expect(offersOf(poor, 'buy')[0].fields?.filter((f) => f.name !== 'slot' && f.name !== 'placement')).toEqual([
      { name: 'cost', kind: 'number', min: 0, max: 399, default: 0 },
    ]);
  });

  it("002:164 a boss fought with nobody left to help offers no helper and no helper's death", () => {
    let state = adjust(seated(), 'ann', { level: 10 });
    for (const p of ['bob', 'cy', 'dee']) state = play(state, 'report-combat', { player: p, result: 'died' }).state;
    state = play(state, 'reveal-boss', { player: 'ann' }).state;
    expect(offersOf(state, 'report-boss-fight')).toEqual([
      {
        type: 'report-boss-fight',
        code: 'munchkin/report-boss-fight',
        params: { name: 'Ann', level: 20 },
        primary: true,
        fields: [RESULT_FIELD, { name: 'helper', kind: 'choice', optional: true, choices: [] }],
      },
    ]);
  });

  it('002:172 if another player assisted in the combat, the victory waits for the handshake', () => {
    const helped = play(annFightsTheBoss(), 'report-boss-fight', { result: 'won', helper: 'dee' });
    expect(helped.events.at(-1)).toEqual({ type: 'victory-claimed', data: { next: 'handshake' }, cause: 'munchkin/helped' });
    expect(helped.state.phase).toBe('handshake');
  });

  it('002:166 a version 1 run-away from the boss (no kills recorded) adds no kill', () => {
    const fight = annFightsTheBoss();
    const v1RunAway = { type: 'boss-fight-ended', data: { player: 'ann', name: 'Ann', result: 'ran-away', helpers: [] } };
    expect(foldEvents(munchkinRpg, fight, [v1RunAway]).boss).toMatchObject({ kills: 0, fighting: null });
  });
});

describe('002:158 the current player dead', () => {
  it('002:152 while the current player lies dead, another player with a point may still cast a spell; with nobody holding a point, the table is told the current player is dead', () => {
    let state = play(seated(), 'report-combat', { player: 'ann', result: 'died' }).state;
    expect(offersOf(state, 'menu-action').map((o) => o.code)).toEqual(['munchkin/menu/cast-spell']);
    const cast = play(state, 'menu-action', { player: 'bob', action: 'cast-spell' });
    expect(cast.events[0].data).toMatchObject({ player: 'bob', onTurnOf: 'Ann', action: 'cast-spell' });
    for (const p of ['bob', 'cy', 'dee']) state = adjust(state, p, { ap: 0 });
    expect(offersOf(state, 'menu-action')).toEqual([]);
    expect(refusal(state, 'menu-action', { player: 'bob', action: 'cast-spell' })).toEqual({
      code: 'rules/player_dead',
      details: { name: 'Ann' },
    });
  });

  it('002:105 a menu action costing more points than the player has left is shown but disabled', () => {
    const state = adjust(seated(), 'ann', { ap: 2 });
    const choices = offersOf(state, 'menu-action')[0].fields?.[0];
    expect(choices?.kind === 'choice' && choices.choices.map((c) => [c.value, c.disabled])).toEqual([
      ['equip', false],
      ['unequip', false],
      ['peek', false],
      ['stuff', false],
      ['place', false],
      ['cast-spell', false],
      ['frantic-search', false],
      ['careful-search', false],
      ['looking-for-trouble', false],
      ['open-door', true],
      ['recycle', true],
    ]);
  });
});

describe('002:172, 002:222, 002:226 the endings: who may claim what', () => {
  it('002:172 a lost boss fight without a helper names no helper; "Backstab!" from a non-victor names him', () => {
    const lost = play(annFightsTheBoss(), 'report-boss-fight', { result: 'died' });
    expect(lost.events[0]).toEqual({
      type: 'boss-fight-ended',
      data: { player: 'ann', name: 'Ann', result: 'died', helpers: [], helperNames: [], kills: 1 },
    });
    const helped = play(annFightsTheBoss(), 'report-boss-fight', { result: 'won', helper: 'cy' }).state;
    expect(refusal(helped, 'backstab', { player: 'bob' })).toEqual({ code: 'rules/not_a_victor', details: { player: 'bob' } });
  });

  it("002:222 each player's tally is entered on his own row, the first still to count is the primary one", () => {
    let state = play(annFightsTheBoss({ ending: 'real-golden-rule' }), 'report-boss-fight', { result: 'won' }).state;
    state = play(state, 'enter-tally', { player: 'ann', itemValue: 0, spells: 0 }).state;
    const fields = [
      { name: 'itemValue', kind: 'number', min: 0, max: 1_000_000, default: 0 },
      { name: 'spells', kind: 'number', min: 0, max: 100, default: 0 },
    ];
    expect(munchkinRpg.prompt(state).actions).toEqual(
      ['bob', 'cy', 'dee'].map((id, i) => ({
        type: 'enter-tally',
        code: 'munchkin/enter-tally-for',
        params: { name: choice(id).params.name },
        player: id,
        primary: i === 0,
        payload: { player: id },
        fields,
      })),
    );
  });

  it('002:226 an attack names another player still standing, and a player already out cannot be defeated again: the refusals name him', () => {
    const stand = play(
      play(annFightsTheBoss({ ending: 'last-man-standing' }), 'report-boss-fight', { result: 'won' }).state,
      'defeat-player',
      {
        player: 'cy',
      },
    ).state;
    expect(refusal(stand, 'attack-player', { player: 'bob', target: 'cy' })).toEqual({
      code: 'rules/bad_target',
      details: { player: 'cy' },
    });
    expect(refusal(stand, 'defeat-player', { player: 'cy' })).toEqual({ code: 'rules/bad_target', details: { player: 'cy', why: 'out' } });
  });
});

describe('002:150-158 combat reports and the dead', () => {
  it("002:158 dead players are offered neither as helpers nor as fighters; with the current player dead only the others' combats are reported; with everyone dead, none", () => {
    let state = play(seated(), 'report-combat', { player: 'bob', result: 'died' }).state;
    const [own, other] = offersOf(state, 'report-combat');
    expect(own.fields?.find((f) => f.name === 'helper')).toMatchObject({ choices: ['cy', 'dee'].map(choice) });
    expect(other.fields?.[0]).toEqual({ name: 'player', kind: 'choice', choices: ['cy', 'dee'].map(choice) });
    state = play(play(state, 'report-combat', { player: 'cy', result: 'died' }).state, 'report-combat', {
      player: 'dee',
      result: 'died',
    }).state;
    expect(offersOf(state, 'report-combat').map((o) => o.code)).toEqual(['munchkin/report-combat']);
    state = play(state, 'report-combat', { player: 'ann', result: 'died' }).state;
    expect(offersOf(state, 'report-combat')).toEqual([]);
    expect(refusal(state, 'report-combat', { player: 'ann', result: 'won' })).toEqual({
      code: 'rules/player_dead',
      details: { who: 'everyone' },
    });
    const annDead = play(seated(), 'report-combat', { player: 'ann', result: 'died' }).state;
    expect(offersOf(annDead, 'report-combat').map((o) => o.code)).toEqual(['munchkin/report-other-combat']);
  });

  it('002:99 a level gained or lost some other way changes the level by at least one', () => {
    const zero = refusal(seated(), 'change-level', { player: 'ann', by: 0 });
    expect(zero).toMatchObject({
      code: 'rules/invalid_input',
      details: { field: 'by', issues: [{ field: 'by', code: 'munchkin/input/zero-change' }] },
    });
  });

  it('002:86 the table may choose the first player its own way, the first seat included; an unknown player is named back', () => {
    let state = start();
    for (const p of players) state = play(state, 'set-stats', { player: p.id, line: 'strength/intellect/agility' }).state;
    expect(current(play(state, 'pick-first-player', { player: 'ann' }).state)).toBe('ann');
    expect(refusal(state, 'pick-first-player', { player: 'zed' })).toEqual({ code: 'rules/unknown_player', details: { player: 'zed' } });
  });
});

describe('002:206-207 the Medium Intellect level', () => {
  it('002:207 a Medium Intellect player with 1000 gold, able to buy from the store, is offered the level', () => {
    const state = adjust(seated({ ann: { high: 'agility', medium: 'intellect', low: 'strength' } }), 'ann', { gold: 1000 });
    expect(offersOf(state, 'buy-level')).toEqual([{ type: 'buy-level', code: 'munchkin/buy-level', payload: { player: 'ann' } }]);
    expect(offersOf(adjust(state, 'ann', { ap: 0 }), 'buy-level')).toEqual([]);
  });
});
