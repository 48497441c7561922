/** What every Munchkin RPG action uses: the action builder, finding the actor, the points and gold it pays, the prompt's choices. */
import { z } from 'zod';
import { defineAction } from '../../../engine/define';
import { ok, refuse, type Result } from '../../../engine/result';
import type { PromptChoice, PromptField } from '../../../engine/ruleset';
import { ACTION_COSTS, OFF_TURN_ACTIONS, type MenuAction } from '../data/actions';
import { STAT_LINES, type StatLineCode } from '../data/stats';
import type { MunchkinEvent } from '../events';
import { alive, hasAp, hasGold, takingTurns } from '../rules/availability';
import { currentPlayer, type Munchkin, type MunchkinState } from '../state';

/** Declares one Munchkin RPG action: payload schema, availability, offer, dice and decision. */
export const action = defineAction<MunchkinState, MunchkinEvent>();

export const playerId = z.string().min(1);
export const statLine = z.enum(STAT_LINES);
export const empty = z.object({}).strict();
export const priced = { cost: z.number().int().min(0).max(100_000).default(0), costless: z.boolean().default(false) };
export const playerOnly = z.object({ player: playerId }).strict();

export function findPlayer(state: MunchkinState, id: string): Result<Munchkin> {
  const player = state.players.find((p) => p.id === id);
  return player ? ok(player) : refuse('rules/unknown_player', { player: id });
}

/**
 * Checks the player who takes a menu action: at the table, alive and in the game, on their own turn (or
 * the action may be taken on another's, 002:121), with the action points left.
 */
export function actor(state: MunchkinState, id: string, action: MenuAction): Result<Munchkin> {
  const phase = takingTurns(state);
  if (!phase.ok) return phase;
  const found = findPlayer(state, id);
  if (!found.ok) return found;
  const player = found.value;
  const living = alive(player);
  if (!living.ok) return living;
  if (currentPlayer(state)?.id !== id && !OFF_TURN_ACTIONS.includes(action)) {
    return refuse('rules/not_your_turn', {
      name: player.name,
      action,
    });
  }
  const points = hasAp(player, action);
  return points.ok ? ok(player) : points;
}

export const paid = (state: MunchkinState, player: Munchkin, action: MenuAction) => ({
  player: player.id,
  name: player.name,
  cost: ACTION_COSTS[action],
  onTurnOf: currentPlayer(state)?.name ?? null,
});

export function goldFor(player: Munchkin, price: number): Result<true> {
  const enough = hasGold(player, price);
  return enough.ok ? ok(true) : enough;
}

/** The current player: every action guarded by `myAction` runs only while there is one. */
export const me = (state: MunchkinState): Munchkin => currentPlayer(state)!;

export const playerChoice = (p: Munchkin): PromptChoice => ({ value: p.id, code: 'munchkin/player', params: { name: p.name } });

/** The stat line as one choice of the six (002:44), so every choice offered is a valid line. */
export const statLineField = (name = 'line', current?: StatLineCode): PromptField => ({
  name,
  kind: 'choice',
  ...(current ? { default: current } : {}),
  choices: STAT_LINES.map((line) => ({ value: line, code: `munchkin/stat-line/${line}` })),
});

/** A card's price: its cost (no more than `gold` when buying), and "no cost" when that price can be paid. */
export function priceFields(gold?: number, costlessPrice?: number): PromptField[] {
  return [
    { name: 'cost', kind: 'number', min: 0, max: gold ?? 100_000, default: 0 },
    ...(costlessPrice === undefined || gold === undefined || gold >= costlessPrice
      ? [{ name: 'costless', kind: 'boolean' as const, default: false }]
      : []),
  ];
}
