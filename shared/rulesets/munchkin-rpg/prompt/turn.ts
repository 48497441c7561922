/** What a player may do on their turn (and in Last Man Standing): the action menu, the store, the boss, and reports from the table. */
import type { PromptAction } from '../../../engine/ruleset';
import { ACTION_COSTS, STORE_SLOTS, TABLE_ONLY_ACTIONS } from '../data/actions';
import { bossLevel, canBuyLevels } from '../rules';
import type { Munchkin, MunchkinState } from '../state';
import { playerChoice, priceFields, statFields } from './choices';

/** The actions offered on the turn of `me`. */
export function turnActions(state: MunchkinState, me: Munchkin): PromptAction[] {
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
        { name: 'helper', kind: 'choice', optional: true, choices: state.players.filter((p) => p.id !== fighter.id && !p.dead && !p.out).map(playerChoice) },
        { name: 'helperDied', kind: 'boolean', default: false },
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
      fields: [
        { name: 'slot', kind: 'choice', choices: open.map((slot) => ({ value: slot, code: 'munchkin/slot', params: { slot }, disabled: state.boughtSlots.includes(slot) })) },
        ...priceFields,
        { name: 'placement', kind: 'choice', default: 'equip', choices: [{ value: 'equip', code: 'munchkin/placement/equip' }, { value: 'backpack', code: 'munchkin/placement/backpack' }] },
      ],
    });
    actions.push({ type: 'gift-basket', code: 'munchkin/menu/gift-basket', params: { cost: 1 }, payload: mine });
    if (canBuyLevels(me.stats, state.options)) actions.push({ type: 'buy-level', code: 'munchkin/buy-level', payload: mine });
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
