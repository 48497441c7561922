/** Pieces every D&D skill calculator's actions use: the d20, a name, a modifier, an empty payload, a character of the campaign. */
import { z } from 'zod';
import { dN } from '../../../engine/dice';
import { fail, ok, type Result } from '../../../engine/result';
import type { DndState } from '../state';

export const d20 = dN(20);
export const name = z.string().trim().min(1).max(60);
export const modifier = z.number().int().min(-20).max(80);
export const empty = z.object({}).strict();

export function pc(state: DndState, id: string): Result<string> {
  const player = state.players.find((p) => p.id === id);
  return player ? ok(player.name) : fail('rules/unknown_player', 'That character is not in this campaign.', { player: id });
}
