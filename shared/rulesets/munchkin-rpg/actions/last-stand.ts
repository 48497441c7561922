/** Last Man Standing: attacking another player and a player knocked out. */
import { z } from 'zod';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import type { MunchkinState } from '../state';
import { actor, findPlayer, inPhase, paid, playerId, playerOnly, type PlayerOnly } from './common';

const attackSchema = z.object({ player: playerId, target: playerId }).strict();
/** Last Man Standing: attack another player (1 AP) instead of opening a door. */
export const attackPlayer: ActionDef<MunchkinState, z.infer<typeof attackSchema>> = {
  schema: attackSchema,
  decide: (state, { player, target }) => {
    const phase = inPhase(state, 'last-stand');
    if (!phase.ok) return phase;
    const found = actor(state, player, 'attack-player');
    if (!found.ok) return found;
    const victim = findPlayer(state, target);
    if (!victim.ok || target === player || victim.value.out) return fail('rules/bad_target', 'Choose another player still in the game.', { player: target });
    return ok([{ type: 'action-taken', data: { ...paid(state, found.value, 'attack-player'), action: 'attack-player', target, targetName: victim.value.name } }]);
  },
};

/** Last Man Standing: a player lost a fight and is out. */
export const defeatPlayer: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const phase = inPhase(state, 'last-stand');
    if (!phase.ok) return phase;
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    if (found.value.out) return fail('rules/bad_target', 'That player is already out.', { player });
    return ok([{ type: 'player-defeated', data: { player, name: found.value.name } }]);
  },
};
