/** Pieces every D&D skill calculator's actions use: the action builder, the d20, a name, a modifier, the campaign's characters. */
import { z } from 'zod';
import { defineAction } from '../../../engine/define';
import { described, dN, type DiceRequest } from '../../../engine/dice';
import { ok, refuse, type Result } from '../../../engine/result';
import type { PromptChoice } from '../../../engine/ruleset';
import type { DndEvent } from '../events';
import type { DndState } from '../state';

/** Declares one toolkit action: payload schema, availability, offer, dice and decision. */
export const action = defineAction<DndState, DndEvent>();

export const d20 = dN(20);
/** The d20 of a check, named by the check it is for ("Will save d20"). */
export const checkDie = (check: 'intimidate' | 'will' | 'spellcraft' | 'constitution' | 'knowledge'): DiceRequest =>
  described([d20], 'dnd/die/check', { check });
export const name = z.string().trim().min(1).max(60);
export const modifier = z.number().int().min(-20).max(80);
export const empty = z.object({}).strict();

export function pc(state: DndState, id: string): Result<string> {
  const player = state.players.find((p) => p.id === id);
  return player ? ok(player.name) : refuse('rules/unknown_player', { player: id });
}

/** The campaign's characters as a choice. */
export const pcChoices = (state: DndState): PromptChoice[] =>
  state.players.map((p) => ({ value: p.id, code: 'dnd/pc', params: { name: p.name } }));
