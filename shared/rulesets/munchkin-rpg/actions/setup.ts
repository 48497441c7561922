/** Set-up actions: each player's High, Medium and Low stats, and the first player. */
import { z } from 'zod';
import { dN } from '../../../engine/dice';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import type { MunchkinState } from '../state';
import { distinctMessage, distinctStats, empty, findPlayer, inPhase, playerId, statLine } from './common';

const setStatsSchema = z.object({ player: playerId, ...statLine }).strict().refine(distinctStats, distinctMessage);
/** Set-up: a player chooses a High, a Medium and a Low stat. */
export const setStats: ActionDef<MunchkinState, z.infer<typeof setStatsSchema>> = {
  schema: setStatsSchema,
  decide: (state, { player, high, medium, low }) => {
    const phase = inPhase(state, 'stats');
    if (!phase.ok) return phase;
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    return ok([{ type: 'stats-chosen', data: { player, name: found.value.name, high, medium, low } }]);
  },
};

/** Set-up: the first player is chosen at random: a die with one face per player, counted from the first seat. */
export const rollFirstPlayer: ActionDef<MunchkinState, z.infer<typeof empty>> = {
  schema: empty,
  dice: (state) => ({ dice: [dN(state.players.length)] }),
  decide: (state, _payload, dice) => {
    const phase = inPhase(state, 'first-player');
    if (!phase.ok) return phase;
    const seat = Number(dice[0].value) - 1;
    return ok([{ type: 'first-player-chosen', data: { seat, player: state.players[seat].id, name: state.players[seat].name } }]);
  },
};

const pickFirstSchema = z.object({ player: playerId }).strict();
/** Set-up: the table chose the first player its own way. */
export const pickFirstPlayer: ActionDef<MunchkinState, z.infer<typeof pickFirstSchema>> = {
  schema: pickFirstSchema,
  decide: (state, { player }) => {
    const phase = inPhase(state, 'first-player');
    if (!phase.ok) return phase;
    const seat = state.players.findIndex((p) => p.id === player);
    if (seat < 0) return fail('rules/unknown_player', 'That player is not at this table.', { player });
    return ok([{ type: 'first-player-chosen', data: { seat, player, name: state.players[seat].name } }]);
  },
};
