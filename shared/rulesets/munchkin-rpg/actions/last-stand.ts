/** Last Man Standing: attacking another player and a player knocked out (002:226). */
import { z } from 'zod';
import { allowed, firstRefusal, refuse } from '../../../engine/define';
import { ok } from '../../../engine/result';
import { inPhase, myAction } from '../rules/availability';
import type { MunchkinState } from '../state';
import { action, actor, findPlayer, me, paid, playerChoice, playerId, playerOnly } from './common';

const standing = (state: MunchkinState) => state.players.filter((p) => !p.out);
const targets = (state: MunchkinState) => standing(state).filter((p) => p.id !== me(state).id);

/** Last Man Standing: attack another player (1 AP) instead of opening a door. */
export const attackPlayer = action({
  schema: z.object({ player: playerId, target: playerId }).strict(),
  available: (state) =>
    firstRefusal(
      () => inPhase(state, 'last-stand'),
      () => myAction(state, 'attack-player'),
      () => (targets(state).length > 0 ? allowed : refuse('rules/bad_target', { why: 'nobody_left' })),
    ),
  offer: (state) => ({
    code: 'munchkin/menu/attack-player',
    params: { cost: 1 },
    payload: { player: me(state).id },
    fields: [{ name: 'target', kind: 'choice', choices: targets(state).map(playerChoice) }],
  }),
  decide: (state, { player, target }) => {
    const found = actor(state, player, 'attack-player');
    if (!found.ok) return found;
    const victim = findPlayer(state, target);
    if (!victim.ok || target === player || victim.value.out) return refuse('rules/bad_target', { player: target });
    return ok([
      {
        type: 'action-taken',
        data: { ...paid(state, found.value, 'attack-player'), action: 'attack-player', target, targetName: victim.value.name },
      },
    ]);
  },
});

/** Last Man Standing: a player lost a fight and is out. */
export const defeatPlayer = action({
  schema: playerOnly,
  available: (state) => inPhase(state, 'last-stand'),
  offer: (state) => ({
    code: 'munchkin/defeat-player',
    fields: [{ name: 'player', kind: 'choice', mustChoose: true, choices: standing(state).map(playerChoice) }],
  }),
  decide: (state, { player }) => {
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    if (found.value.out) return refuse('rules/bad_target', { player, why: 'out' });
    return ok([{ type: 'player-defeated', data: { player, name: found.value.name } }]);
  },
});
