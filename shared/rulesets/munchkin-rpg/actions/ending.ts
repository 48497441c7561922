/** Ending the game: the handshake, "Backstab!" and the Real Golden Rule's tally (002:172, 002:222). */
import { z } from 'zod';
import { ok, refuse } from '../../../engine/result';
import { GOLD } from '../data/actions';
import { inPhase } from '../rules/availability';
import { namesOf } from '../state';
import { action, empty, findPlayer, playerChoice, playerId } from './common';

/** The handshake is completed: everyone who fought the boss wins. */
export const handshake = action({
  schema: empty,
  available: (state) => inPhase(state, 'handshake'),
  offer: () => ({ code: 'munchkin/handshake', endsGame: true }),
  decide: (state) =>
    ok([{ type: 'game-won', data: { winners: state.victors, names: namesOf(state, state.victors), code: 'munchkin/won/handshake' } }]),
});

/** "Backstab!" before the handshake: the shouter alone wins; shouted together, both lose. */
export const backstab = action({
  schema: z.object({ player: playerId.optional(), both: z.boolean().default(false) }).strict(),
  available: (state) => inPhase(state, 'handshake'),
  offer: (state) => [
    {
      code: 'munchkin/backstab',
      fields: [{ name: 'player', kind: 'choice', choices: state.players.filter((p) => state.victors.includes(p.id)).map(playerChoice) }],
    },
    { code: 'munchkin/double-backstab', payload: { both: true } },
  ],
  decide: (state, { player, both }) => {
    if (both)
      return ok([{ type: 'game-won', data: { winners: [], names: namesOf(state, state.victors), code: 'munchkin/won/double-backstab' } }]);
    if (!player || !state.victors.includes(player)) return refuse('rules/not_a_victor', { player });
    return ok([{ type: 'game-won', data: { winners: [player], names: namesOf(state, [player]), code: 'munchkin/won/backstab' } }]);
  },
});

/** The Real Golden Rule: a player's gold + cost of equipped, belt and hand items + 200 per spell. */
export const enterTally = action({
  schema: z
    .object({ player: playerId, itemValue: z.number().int().min(0).max(1_000_000), spells: z.number().int().min(0).max(100) })
    .strict(),
  available: (state) => inPhase(state, 'tally'),
  // One offer per player still to count, on that player's row.
  offer: (state) =>
    state.players
      .filter((p) => p.tally === null)
      .map((p, i) => ({
        code: 'munchkin/enter-tally-for',
        params: { name: p.name },
        player: p.id,
        primary: i === 0,
        payload: { player: p.id },
        fields: [
          { name: 'itemValue', kind: 'number' as const, min: 0, max: 1_000_000, default: 0 },
          { name: 'spells', kind: 'number' as const, min: 0, max: 100, default: 0 },
        ],
      })),
  decide: (state, { player, itemValue, spells }) => {
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const total = found.value.gold + itemValue + spells * GOLD.costlessSale;
    return ok([{ type: 'tally-entered', data: { player, name: found.value.name, gold: found.value.gold, itemValue, spells, total } }]);
  },
});
