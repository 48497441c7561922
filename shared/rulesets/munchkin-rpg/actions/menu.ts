/** The action menu (charged in action points): table-only actions, throwing an item, Go Up A Level, retraining and the High stat's special ability. */
import { z } from 'zod';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import { TABLE_ONLY_ACTIONS } from '../data/actions';
import { grenadeBonus, isStatLine } from '../rules';
import type { MunchkinState } from '../state';
import { actor, distinctMessage, distinctStats, findPlayer, inPhase, paid, playerId, playerOnly, statLine, type PlayerOnly } from './common';

const menuSchema = z.object({ player: playerId, action: z.enum(TABLE_ONLY_ACTIONS) }).strict();
/** A menu action played out on the table (equip, search, open a door, recycle...): the app charges its points. */
export const menuAction: ActionDef<MunchkinState, z.infer<typeof menuSchema>> = {
  schema: menuSchema,
  decide: (state, { player, action }) => {
    const found = actor(state, player, action);
    if (!found.ok) return found;
    return ok([{ type: 'action-taken', data: { ...paid(state, found.value, action), action } }]);
  },
};

const throwSchema = z.object({ player: playerId, bonus: z.number().int().min(-20).max(20), doubled: z.boolean().default(true) }).strict();
/** Throw an item (1 AP, also on another's turn): a grenade's bonus, doubled for High Agility unless the thrower declines. */
export const throwItem: ActionDef<MunchkinState, z.infer<typeof throwSchema>> = {
  schema: throwSchema,
  decide: (state, { player, bonus, doubled }) => {
    const found = actor(state, player, 'throw-item');
    if (!found.ok) return found;
    const effective = grenadeBonus(bonus, found.value.stats, doubled);
    return ok([{ type: 'grenade-thrown', data: { ...paid(state, found.value, 'throw-item'), bonus, effective } }]);
  },
};

/** A Go Up A Level card (0 AP): one level, the card is shuffled into the store inventory. */
export const goUpALevel: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const found = actor(state, player, 'go-up-a-level');
    if (!found.ok) return found;
    const from = found.value.level;
    return ok([{ type: 'level-changed', data: { player, name: found.value.name, from, to: from + 1 }, cause: 'munchkin/level-card' }]);
  },
};

const retrainSchema = z.object({ player: playerId, ...statLine }).strict().refine(distinctStats, distinctMessage);
/** Retrain (6 AP): new High, Medium and Low stats, in effect at the end of the round. */
export const retrain: ActionDef<MunchkinState, z.infer<typeof retrainSchema>> = {
  schema: retrainSchema,
  decide: (state, { player, high, medium, low }) => {
    const found = actor(state, player, 'retrain');
    if (!found.ok) return found;
    if (!isStatLine({ high, medium, low })) return fail('rules/invalid_input', 'Three different stats are needed.');
    return ok([{ type: 'retrain-chosen', data: { ...paid(state, found.value, 'retrain'), high, medium, low } }]);
  },
};

const specialSchema = z.object({ player: playerId, target: playerId.optional() }).strict();
/** The High stat's special ability, once per life (a death gives it back). */
export const useSpecial: ActionDef<MunchkinState, z.infer<typeof specialSchema>> = {
  schema: specialSchema,
  decide: (state, { player, target }) => {
    const phase = inPhase(state, 'turn', 'last-stand');
    if (!phase.ok) return phase;
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const p = found.value;
    if (!p.stats) return fail('rules/no_stats', `${p.name} has no stats yet.`, { name: p.name });
    if (p.specialUsed) return fail('rules/special_used', `${p.name} has already used the special ability this life.`, { name: p.name });
    const special = { strength: 'munchkin-rage', agility: 'bait-n-switch', intellect: 'hidden-agenda' }[p.stats.high];
    const targetName = target ? state.players.find((t) => t.id === target)?.name ?? null : null;
    return ok([{ type: 'special-used', data: { player, name: p.name, special, target: target ?? null, targetName } }]);
  },
};
