/** Reports from the table: how a combat with a monster ended, and a level gained or lost some other way. */
import { z } from 'zod';
import type { ActionDef, RulesEvent } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import { goldForTreasures } from '../rules';
import type { MunchkinState } from '../state';
import { findPlayer, inPhase, playerId } from './common';

const combatSchema = z
  .object({
    player: playerId,
    result: z.enum(['won', 'ran-away', 'died']),
    levels: z.number().int().min(0).max(10).default(0),
    treasures: z.number().int().min(0).max(20).default(0),
    helper: playerId.optional(),
    helperGold: z.number().int().min(0).max(100_000).default(0),
  })
  .strict();
/** A combat with a monster ended: a win pays 200 gold per treasure (split with a helper as agreed) and the levels; a death is a death. */
export const reportCombat: ActionDef<MunchkinState, z.infer<typeof combatSchema>> = {
  schema: combatSchema,
  decide: (state, { player, result, levels, treasures, helper, helperGold }) => {
    const phase = inPhase(state, 'turn', 'last-stand');
    if (!phase.ok) return phase;
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const won = result === 'won';
    const gold = won ? goldForTreasures(treasures) : 0;
    if (helper !== undefined) {
      const helping = findPlayer(state, helper);
      if (!helping.ok || helper === player) return fail('rules/unknown_player', 'The helper must be another player at this table.', { player: helper });
    }
    const share = won && helper ? helperGold : 0;
    if (share > gold) return fail('rules/split_too_large', `The helper's share cannot exceed the ${gold} gold won.`, { gold, share });
    const helperName = helper ? state.players.find((p) => p.id === helper)?.name ?? null : null;
    const events: RulesEvent[] = [{
      type: 'combat-ended',
      data: { player, name: found.value.name, result, levels: won ? levels : 0, treasures: won ? treasures : 0, gold: gold - share, helper: won ? helper ?? null : null, helperName, helperGold: share },
    }];
    if (result === 'died') events.push({ type: 'player-died', data: { player, name: found.value.name }, cause: 'munchkin/combat-death' });
    return ok(events);
  },
};

const levelSchema = z.object({ player: playerId, by: z.number().int().min(-10).max(10).refine((n) => n !== 0, 'a change of 0 changes nothing') }).strict();
/** A level gained or lost some other way (a curse, a card): never below the player's minimum level. */
export const changeLevel: ActionDef<MunchkinState, z.infer<typeof levelSchema>> = {
  schema: levelSchema,
  decide: (state, { player, by }) => {
    const phase = inPhase(state, 'turn', 'last-stand');
    if (!phase.ok) return phase;
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const from = found.value.level;
    return ok([{ type: 'level-changed', data: { player, name: found.value.name, from, to: from + by }, cause: 'munchkin/table' }]);
  },
};
