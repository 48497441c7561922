/** Ending the game: the handshake, "Backstab!" and the Real Golden Rule's tally. */
import { z } from 'zod';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import { GOLD } from '../data/actions';
import { namesOf, type MunchkinState } from '../state';
import { empty, findPlayer, inPhase, playerId } from './common';

/** The handshake is completed: everyone who fought the boss wins. */
export const handshake: ActionDef<MunchkinState, z.infer<typeof empty>> = {
  schema: empty,
  decide: (state) => {
    const phase = inPhase(state, 'handshake');
    if (!phase.ok) return phase;
    return ok([{ type: 'game-won', data: { winners: state.victors, names: namesOf(state, state.victors), code: 'munchkin/won/handshake' } }]);
  },
};

const backstabSchema = z.object({ player: playerId.optional(), both: z.boolean().default(false) }).strict();
/** "Backstab!" before the handshake: the shouter alone wins; shouted together, both lose. */
export const backstab: ActionDef<MunchkinState, z.infer<typeof backstabSchema>> = {
  schema: backstabSchema,
  decide: (state, { player, both }) => {
    const phase = inPhase(state, 'handshake');
    if (!phase.ok) return phase;
    if (both) return ok([{ type: 'game-won', data: { winners: [], names: namesOf(state, state.victors), code: 'munchkin/won/double-backstab' } }]);
    if (!player || !state.victors.includes(player)) return fail('rules/not_a_victor', 'Only a player who fought the boss can shout "Backstab!".', { player });
    return ok([{ type: 'game-won', data: { winners: [player], names: namesOf(state, [player]), code: 'munchkin/won/backstab' } }]);
  },
};

const tallySchema = z.object({ player: playerId, itemValue: z.number().int().min(0).max(1_000_000), spells: z.number().int().min(0).max(100) }).strict();
/** The Real Golden Rule: a player's gold + cost of equipped, belt and hand items + 200 per spell. */
export const enterTally: ActionDef<MunchkinState, z.infer<typeof tallySchema>> = {
  schema: tallySchema,
  decide: (state, { player, itemValue, spells }) => {
    const phase = inPhase(state, 'tally');
    if (!phase.ok) return phase;
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const total = found.value.gold + itemValue + spells * GOLD.costlessSale;
    return ok([{ type: 'tally-entered', data: { player, name: found.value.name, gold: found.value.gold, itemValue, spells, total } }]);
  },
};
