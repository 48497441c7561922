/** Guards and small helpers every Munchkin RPG action uses: finding the player, the phase, action points and gold. */
import { z } from 'zod';
import { fail, ok, type Result } from '../../../engine/result';
import { ACTION_COSTS, OFF_TURN_ACTIONS, type MenuAction } from '../data/actions';
import { STATS } from '../data/stats';
import { currentPlayer, type Munchkin, type MunchkinPhase, type MunchkinState } from '../state';

export const playerId = z.string().min(1);
const stat = z.enum(STATS);
export const statLine = { high: stat, medium: stat, low: stat };
export const distinctStats = (s: { high: string; medium: string; low: string }) => new Set([s.high, s.medium, s.low]).size === 3;
export const distinctMessage = { message: 'High, Medium and Low must be three different stats', path: ['low'] };

export function findPlayer(state: MunchkinState, id: string): Result<Munchkin> {
  const player = state.players.find((p) => p.id === id);
  return player ? ok(player) : fail('rules/unknown_player', 'That player is not at this table.', { player: id });
}

export function inPhase(state: MunchkinState, ...phases: MunchkinPhase[]): Result<true> {
  return phases.includes(state.phase) ? ok(true) : fail('rules/wrong_phase', 'That cannot be done at this point of the game.', { phase: state.phase });
}

/**
 * Checks a menu action: turns are being taken, the player is alive and in the game, it is their turn
 * (or the action may be taken on another's turn), and they have the action points left.
 */
export function actor(state: MunchkinState, id: string, action: MenuAction): Result<Munchkin> {
  const phase = inPhase(state, 'turn', 'last-stand');
  if (!phase.ok) return phase;
  const found = findPlayer(state, id);
  if (!found.ok) return found;
  const player = found.value;
  if (player.dead || player.out) return fail('rules/player_dead', `${player.name} is dead until the end of the round.`, { name: player.name });
  if (currentPlayer(state)?.id !== id && !OFF_TURN_ACTIONS.includes(action)) {
    return fail('rules/not_your_turn', `Only throwing an item or casting a spell may be done on another player's turn.`, { name: player.name, action });
  }
  const cost = ACTION_COSTS[action];
  if (player.ap < cost) return fail('rules/not_enough_ap', `${player.name} has ${player.ap} action points left; this needs ${cost}.`, { name: player.name, ap: player.ap, cost });
  return ok(player);
}

export const paid = (state: MunchkinState, player: Munchkin, action: MenuAction) => ({
  player: player.id,
  name: player.name,
  cost: ACTION_COSTS[action],
  onTurnOf: currentPlayer(state)?.name ?? null,
});

export function goldFor(player: Munchkin, price: number): Result<true> {
  return player.gold >= price ? ok(true) : fail('rules/not_enough_gold', `${player.name} has ${player.gold} gold; this costs ${price}.`, { name: player.name, gold: player.gold, price });
}


export const empty = z.object({}).strict();
export const priced = { cost: z.number().int().min(0).max(100_000).default(0), costless: z.boolean().default(false) };
export const playerOnly = z.object({ player: playerId }).strict();
export type PlayerOnly = z.infer<typeof playerOnly>;
