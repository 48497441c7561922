/** The `munchkin-rpg` ruleset: action points, a rotating first player, the store's restock and the dungeon boss. */
import { d6, dN } from '../../engine/dice';
import type { PromptAction, PromptChoice, PromptField, Ruleset, RulesEvent } from '../../engine/ruleset';
import { fail, ok } from '../../engine/result';
import * as act from './actions';
import { ACTION_COSTS, STORE_SLOTS, TABLE_ONLY_ACTIONS, RESTOCK_ROLLS } from './data/actions';
import { STATS } from './data/stats';
import { apPerRound, bossLevel, restockOdds } from './rules';
import { applyMunchkin, currentPlayer, munchkinOptionsSchema, namesOf, type Munchkin, type MunchkinOptions, type MunchkinState } from './state';

export { apPerRound, bossLevel, grenadeBonus, salePrice, purchasePrice } from './rules';

const playerChoice = (p: Munchkin): PromptChoice => ({ value: p.id, code: 'munchkin/player', params: { name: p.name } });
const statFields = (): PromptField[] =>
  (['high', 'medium', 'low'] as const).map((name, i) => ({
    name,
    kind: 'choice',
    choices: [...STATS.slice(i), ...STATS.slice(0, i)].map((s) => ({ value: s, code: `munchkin/stat/${s}` })),
  }));
const priceFields: PromptField[] = [
  { name: 'cost', kind: 'number', min: 0, max: 100_000, default: 0 },
  { name: 'costless', kind: 'boolean', default: false },
];

function turnActions(state: MunchkinState, me: Munchkin): PromptAction[] {
  const mine = { player: me.id };
  const affordable = (action: keyof typeof ACTION_COSTS) => me.ap >= ACTION_COSTS[action] && !me.dead;
  const others = state.players.filter((p) => p.id !== me.id && !p.out);
  const throwers = state.players.filter((p) => !p.dead && !p.out && p.ap >= 1);
  const actions: PromptAction[] = [];
  if (state.boss.fighting) {
    const fighter = state.players.find((p) => p.id === state.boss.fighting)!;
    actions.push({
      type: 'report-boss-fight', code: 'munchkin/report-boss-fight', params: { name: fighter.name, level: bossLevel(state.boss.kills, state.boss.enhancerLevels) }, primary: true,
      fields: [
        { name: 'result', kind: 'choice', choices: ['won', 'ran-away', 'died'].map((r) => ({ value: r, code: `munchkin/result/${r}` })) },
        { name: 'helper', kind: 'choice', optional: true, choices: state.players.filter((p) => p.id !== fighter.id).map(playerChoice) },
      ],
    });
  } else {
    actions.push({ type: 'end-turn', code: 'munchkin/end-turn', params: { name: me.name }, primary: true });
  }
  if (state.phase === 'last-stand') {
    actions.push(
      { type: 'attack-player', code: 'munchkin/menu/attack-player', params: { cost: ACTION_COSTS['attack-player'] }, payload: mine, fields: [{ name: 'target', kind: 'choice', choices: others.map(playerChoice) }] },
      { type: 'defeat-player', code: 'munchkin/defeat-player', fields: [{ name: 'player', kind: 'choice', choices: state.players.filter((p) => !p.out).map(playerChoice) }] },
    );
  }
  actions.push({
    type: 'menu-action', code: 'munchkin/menu-action', params: { name: me.name, ap: me.ap }, payload: mine,
    fields: [{ name: 'action', kind: 'choice', choices: TABLE_ONLY_ACTIONS.map((a) => ({ value: a, code: `munchkin/menu/${a}`, params: { cost: ACTION_COSTS[a] }, disabled: !affordable(a) })) }],
  });
  if (throwers.length > 0) {
    actions.push({
      type: 'throw-item', code: 'munchkin/menu/throw-item', params: { cost: 1 },
      fields: [
        { name: 'player', kind: 'choice', choices: throwers.map(playerChoice) },
        { name: 'bonus', kind: 'number', min: -20, max: 20, default: 2 },
        { name: 'doubled', kind: 'boolean', default: true },
      ],
    });
  }
  if (state.phase === 'last-stand') return actions;
  actions.push({ type: 'sell', code: 'munchkin/menu/sell', params: { cost: 0 }, payload: mine, fields: priceFields });
  if (affordable('buy')) {
    const open = Array.from({ length: STORE_SLOTS }, (_, i) => i + 1);
    actions.push({
      type: 'buy', code: 'munchkin/menu/buy', params: { cost: 1 }, payload: mine,
      fields: [{ name: 'slot', kind: 'choice', choices: open.map((slot) => ({ value: slot, code: 'munchkin/slot', params: { slot }, disabled: state.boughtSlots.includes(slot) })) }, ...priceFields],
    });
    actions.push({ type: 'gift-basket', code: 'munchkin/menu/gift-basket', params: { cost: 1 }, payload: mine });
    if (me.stats?.medium === 'intellect') actions.push({ type: 'buy-level', code: 'munchkin/buy-level', payload: mine });
  }
  actions.push({ type: 'go-up-a-level', code: 'munchkin/menu/go-up-a-level', params: { cost: 0 }, payload: mine });
  if (affordable('trap-boss') && !state.boss.defeated) {
    actions.push({
      type: 'trap-boss', code: 'munchkin/menu/trap-boss', params: { cost: 1 }, payload: mine,
      fields: [{ name: 'kind', kind: 'choice', choices: [{ value: 'curse', code: 'munchkin/trap/curse' }, { value: 'enhancer', code: 'munchkin/trap/enhancer' }] }, { name: 'levels', kind: 'number', min: -20, max: 30, default: 0 }],
    });
  }
  if (!state.boss.revealed && affordable('reveal-boss') && me.level >= 10) actions.push({ type: 'reveal-boss', code: 'munchkin/menu/reveal-boss', params: { cost: 3 }, payload: mine });
  if (state.boss.revealed && !state.boss.fighting && me.level >= 10) actions.push({ type: 'challenge-boss', code: 'munchkin/menu/challenge-boss', params: { cost: 0 }, payload: mine });
  if (state.boss.revealed && !state.boss.fighting && affordable('polymorph-boss')) actions.push({ type: 'polymorph-boss', code: 'munchkin/menu/polymorph-boss', params: { cost: 7 }, payload: mine });
  if (affordable('retrain')) actions.push({ type: 'retrain', code: 'munchkin/menu/retrain', params: { cost: 6 }, payload: mine, fields: statFields() });
  const specials = state.players.filter((p) => p.stats && !p.specialUsed && !p.dead);
  if (specials.length > 0) {
    actions.push({ type: 'use-special', code: 'munchkin/use-special', fields: [{ name: 'player', kind: 'choice', choices: specials.map(playerChoice) }, { name: 'target', kind: 'choice', optional: true, choices: state.players.map(playerChoice) }] });
  }
  const living = state.players.filter((p) => !p.dead);
  actions.push(
    {
      type: 'report-combat', code: 'munchkin/report-combat',
      fields: [
        { name: 'player', kind: 'choice', choices: living.map(playerChoice) },
        { name: 'result', kind: 'choice', choices: ['won', 'ran-away', 'died'].map((r) => ({ value: r, code: `munchkin/result/${r}` })) },
        { name: 'levels', kind: 'number', min: 0, max: 10, default: 1 },
        { name: 'treasures', kind: 'number', min: 0, max: 20, default: 1 },
        { name: 'helper', kind: 'choice', optional: true, choices: living.map(playerChoice) },
        { name: 'helperGold', kind: 'number', min: 0, max: 100_000, default: 0 },
      ],
    },
    { type: 'change-level', code: 'munchkin/change-level', fields: [{ name: 'player', kind: 'choice', choices: state.players.map(playerChoice) }, { name: 'by', kind: 'number', min: -10, max: 10, default: 1 }] },
  );
  return actions;
}

export const munchkinRpg: Ruleset<MunchkinState, MunchkinOptions> = {
  id: 'munchkin-rpg',
  version: 1,
  minPlayers: 2,
  maxPlayers: 6,
  optionsSchema: munchkinOptionsSchema,
  options: [
    { key: 'packingYourBag', kind: 'boolean', default: false },
    { key: 'biggerAndScarier', kind: 'boolean', default: false },
    { key: 'ending', kind: 'choice', default: 'handshake', choices: ['handshake', 'real-golden-rule', 'last-man-standing'] },
  ],
  setup: (options, players) => {
    const parsed = munchkinOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return fail('rules/invalid_options', 'These set-up options are not valid for Munchkin RPG.');
    return ok({
      options: parsed.data,
      players: players.map((p) => ({ id: p.id, name: p.name, stats: null, retrainTo: null, level: 1, gold: 0, ap: 0, specialUsed: false, tired: false, dead: false, out: false, tally: null })),
      phase: 'stats',
      round: 0,
      firstSeat: 0,
      turnInRound: 0,
      boughtSlots: [],
      restocked: [],
      lastRestockRoll: null,
      lastRestock: [],
      boss: { revealed: false, enhancerLevels: 0, kills: 0, hiddenCurses: 0, hiddenEnhancers: 0, hiddenEnhancerLevels: 0, fighting: null, defeated: false },
      victors: [],
      winners: [],
      endCode: null,
    });
  },
  withOptions: (state, options) => {
    const parsed = munchkinOptionsSchema.safeParse(options ?? {});
    return parsed.success ? { ...state, options: parsed.data } : state;
  },
  actions: {
    'set-stats': act.setStats,
    'roll-first-player': act.rollFirstPlayer,
    'pick-first-player': act.pickFirstPlayer,
    'menu-action': act.menuAction,
    sell: act.sell,
    buy: act.buy,
    'gift-basket': act.giftBasket,
    'throw-item': act.throwItem,
    'go-up-a-level': act.goUpALevel,
    'buy-level': act.buyLevel,
    retrain: act.retrain,
    'use-special': act.useSpecial,
    'trap-boss': act.trapBoss,
    'reveal-boss': act.revealBoss,
    'challenge-boss': act.challengeBoss,
    'polymorph-boss': act.polymorphBoss,
    'report-boss-fight': act.reportBossFight,
    'report-combat': act.reportCombat,
    'change-level': act.changeLevel,
    'end-turn': act.endTurn,
    'restock-roll': act.restockRoll,
    handshake: act.handshake,
    backstab: act.backstab,
    'enter-tally': act.enterTally,
    'attack-player': act.attackPlayer,
    'defeat-player': act.defeatPlayer,
  },
  apply: applyMunchkin,
  react: (state): RulesEvent[] => {
    if (state.phase === 'stats' && state.players.every((p) => p.stats)) return [{ type: 'stats-complete', data: {} }];
    if (state.phase === 'restock' && state.restocked.length >= RESTOCK_ROLLS) {
      if (state.boughtSlots.length > 0) return [{ type: 'store-refilled', data: { slots: state.boughtSlots } }];
      return [roundEnded(state)];
    }
    if (state.phase === 'turn' && state.boss.defeated) {
      const { ending } = state.options;
      if (ending === 'last-man-standing') return [{ type: 'last-stand-began', data: {}, cause: 'munchkin/last-man-standing' }];
      if (ending === 'real-golden-rule') return [{ type: 'victory-claimed', data: { next: 'tally' }, cause: 'munchkin/real-golden-rule' }];
      if (state.victors.length > 1) return [{ type: 'victory-claimed', data: { next: 'handshake' }, cause: 'munchkin/helped' }];
      return [{ type: 'game-won', data: { winners: state.victors, names: namesOf(state, state.victors), code: 'munchkin/won/boss-slain' } }];
    }
    if (state.phase === 'tally' && state.players.every((p) => p.tally !== null)) {
      const best = Math.max(...state.players.map((p) => p.tally ?? 0));
      const richest = state.players.filter((p) => p.tally === best).map((p) => p.id);
      return [{ type: 'game-won', data: { winners: richest, names: namesOf(state, richest), code: 'munchkin/won/richest', total: best } }];
    }
    if (state.phase === 'last-stand') {
      const standing = state.players.filter((p) => !p.out);
      if (standing.length <= 1) return [{ type: 'game-won', data: { winners: standing.map((p) => p.id), names: standing.map((p) => p.name).join(' & '), code: 'munchkin/won/last-man' } }];
      if (state.turnInRound >= state.players.length) return [roundEnded(state)];
      const now = currentPlayer(state);
      if (now?.out) return [act.endTurnEvent(state, now, 'munchkin/out')];
    }
    return [];
  },
  prompt: (state) => {
    const phase = `munchkin/phase/${state.phase}`;
    switch (state.phase) {
      case 'stats': {
        const waiting = state.players.filter((p) => !p.stats);
        return {
          phase, code: 'munchkin/choose-stats', params: { count: waiting.length },
          actions: [{ type: 'set-stats', code: 'munchkin/set-stats', primary: true, fields: [{ name: 'player', kind: 'choice', choices: state.players.map(playerChoice) }, ...statFields()] }],
        };
      }
      case 'first-player':
        return {
          phase, code: 'munchkin/choose-first-player', params: { sides: state.players.length },
          actions: [
            { type: 'roll-first-player', code: 'munchkin/roll-first-player', primary: true, dice: { dice: [dN(state.players.length)] } },
            { type: 'pick-first-player', code: 'munchkin/pick-first-player', fields: [{ name: 'player', kind: 'choice', choices: state.players.map(playerChoice) }] },
          ],
        };
      case 'restock': {
        const odds = restockOdds(state.boughtSlots.length, STORE_SLOTS);
        return {
          phase, code: 'munchkin/restock-now', params: { done: state.restocked.length, of: RESTOCK_ROLLS, empty: state.boughtSlots.join(', ') },
          actions: [{ type: 'restock-roll', code: 'munchkin/restock-roll', primary: true, dice: { dice: [d6] }, odds }],
        };
      }
      case 'handshake':
        return {
          phase, code: 'munchkin/handshake-now', params: { names: namesOf(state, state.victors) },
          actions: [
            { type: 'handshake', code: 'munchkin/handshake', primary: true },
            { type: 'backstab', code: 'munchkin/backstab', fields: [{ name: 'player', kind: 'choice', choices: state.players.filter((p) => state.victors.includes(p.id)).map(playerChoice) }] },
            { type: 'backstab', code: 'munchkin/double-backstab', payload: { both: true } },
          ],
        };
      case 'tally':
        return {
          phase, code: 'munchkin/tally-now',
          actions: [{
            type: 'enter-tally', code: 'munchkin/enter-tally', primary: true,
            fields: [
              { name: 'player', kind: 'choice', choices: state.players.map((p) => ({ ...playerChoice(p), disabled: p.tally !== null })) },
              { name: 'itemValue', kind: 'number', min: 0, max: 1_000_000, default: 0 },
              { name: 'spells', kind: 'number', min: 0, max: 100, default: 0 },
            ],
          }],
        };
      case 'over':
        return { phase, code: 'munchkin/game-over', actions: [] };
      default: {
        const me = currentPlayer(state)!;
        return { phase, code: 'munchkin/turn-of', params: { name: me.name, ap: me.ap, round: state.round }, actions: turnActions(state, me) };
      }
    }
  },
  trackers: (state) => [
    ...state.players.flatMap((p) => [
      { id: `level/${p.id}`, code: 'munchkin/tracker/level', params: { name: p.name }, value: p.level, min: 1, max: 99 },
      { id: `gold/${p.id}`, code: 'munchkin/tracker/gold', params: { name: p.name }, value: p.gold, min: 0, max: 1_000_000 },
      { id: `ap/${p.id}`, code: 'munchkin/tracker/ap', params: { name: p.name, per: apPerRound(p.level, p.stats) }, value: p.ap, min: 0, max: 20 },
    ]),
    { id: 'boss/enhancers', code: 'munchkin/tracker/boss-enhancers', value: state.boss.enhancerLevels, min: -100, max: 200 },
    { id: 'boss/kills', code: 'munchkin/tracker/boss-kills', value: state.boss.kills, min: 0, max: 50 },
  ],
  setTracker: (state, trackerId, value) => {
    const [kind, id] = trackerId.split('/');
    if (kind === 'boss') return { ...state, boss: id === 'kills' ? { ...state.boss, kills: value } : { ...state.boss, enhancerLevels: value } };
    const field = kind === 'level' ? 'level' : kind === 'gold' ? 'gold' : kind === 'ap' ? 'ap' : null;
    if (!field) return state;
    return { ...state, players: state.players.map((p) => (p.id === id ? { ...p, [field]: value } : p)) };
  },
  turnInfo: (state) => ({ turn: state.round, phase: `munchkin/phase/${state.phase}` }),
  outcome: (state) => {
    if (state.phase !== 'over') return null;
    const names = namesOf(state, state.winners);
    return state.winners.length === 0 ? { result: 'lost', code: state.endCode ?? 'munchkin/won/double-backstab' } : { result: 'won', code: state.endCode ?? 'munchkin/won/boss-slain', params: { names } };
  },
};

function roundEnded(state: MunchkinState): RulesEvent {
  const n = state.players.length;
  const nextFirst = state.players[(state.firstSeat + 1) % n];
  return {
    type: 'round-ended',
    data: {
      round: state.round,
      nextFirst: nextFirst.id,
      nextFirstName: nextFirst.name,
      retrained: state.players.filter((p) => p.retrainTo).map((p) => p.name),
      revived: state.players.filter((p) => p.dead).map((p) => p.name),
    },
    cause: 'munchkin/end-of-round',
  };
}
