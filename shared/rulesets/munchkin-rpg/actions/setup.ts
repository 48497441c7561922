/** Set-up actions: each player's High, Medium and Low stats, and the first player (002:44, 002:86). */
import { z } from 'zod';
import { described, dN } from '../../../engine/dice';
import { ok, refuse } from '../../../engine/result';
import { splitStatLine } from '../data/stats';
import { inPhase } from '../rules/availability';
import { action, empty, findPlayer, playerChoice, playerId, statLineField, statLine } from './common';

/** Set-up: a player chooses a High, a Medium and a Low stat (one of the six lines). */
export const setStats = action({
  schema: z.object({ player: playerId, line: statLine }).strict(),
  available: (state) => inPhase(state, 'stats'),
  offer: (state) => {
    const waiting = state.players.find((p) => !p.stats) ?? state.players[0];
    return {
      code: 'munchkin/set-stats',
      primary: true,
      fields: [{ name: 'player', kind: 'choice', default: waiting.id, choices: state.players.map(playerChoice) }, statLineField()],
    };
  },
  decide: (state, { player, line }) => {
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    return ok([{ type: 'stats-chosen', data: { player, name: found.value.name, ...splitStatLine(line) } }]);
  },
});

/** Set-up: the first player is chosen at random: a die with one face per player, counted from the first seat (ruling 1). */
export const rollFirstPlayer = action({
  schema: empty,
  available: (state) => inPhase(state, 'first-player'),
  offer: (state) => ({ code: 'munchkin/roll-first-player', primary: true, dice: { dice: [dN(state.players.length)] } }),
  dice: (state) => described([dN(state.players.length)], 'munchkin/die/first-player'),
  decide: (state, _payload, dice) => {
    const seat = Number(dice[0].value) - 1;
    return ok([{ type: 'first-player-chosen', data: { seat, player: state.players[seat].id, name: state.players[seat].name } }]);
  },
});

/** Set-up: the table chose the first player its own way. */
export const pickFirstPlayer = action({
  schema: z.object({ player: playerId }).strict(),
  available: (state) => inPhase(state, 'first-player'),
  offer: (state) => ({
    code: 'munchkin/pick-first-player',
    fields: [{ name: 'player', kind: 'choice', choices: state.players.map(playerChoice) }],
  }),
  decide: (state, { player }) => {
    const seat = state.players.findIndex((p) => p.id === player);
    if (seat < 0) return refuse('rules/unknown_player', { player });
    return ok([{ type: 'first-player-chosen', data: { seat, player, name: state.players[seat].name } }]);
  },
});
