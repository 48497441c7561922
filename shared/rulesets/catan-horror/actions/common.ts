/** Guards and small helpers every Catan Horror action uses. */
import { z } from 'zod';
import { refuse, ok, type ErrorData, type Result } from '../../../engine/result';
import { defineAction } from '../../../engine/define';
import type { CatanHorrorState, Phase, PlayerState, Town } from '../state';
import { EventBuilder, type CatanHorrorEvent } from '../events';
import { unitById, type Unit } from '../rules/knights';

export type Failure = { ok: false; error: ErrorData };

/** Declares one Catan Horror action (engine v2): payload schema, availability, offers, dice, decide. */
export const action = defineAction<CatanHorrorState, CatanHorrorEvent>();

export const currentPlayer = (state: CatanHorrorState): PlayerState => state.players[state.current];

export const id = z.string().min(1).max(40);
export const label = z.string().trim().min(1).max(60);

/** Refuses an action outside its phases, or while something pending must be answered first. */
export function guardPhase(state: CatanHorrorState, phases: readonly Phase[], opts: { pendingOk?: boolean } = {}): Failure | null {
  if (!phases.includes(state.phase)) {
    return refuse('rules/wrong_phase', { phase: state.phase });
  }
  if (!opts.pendingOk && state.pending.length > 0) {
    return refuse('rules/answer_pending', { pending: state.pending[0].kind });
  }
  return null;
}

/** Refuses a knight action the current player cannot pay for. */
export function guardActions(state: CatanHorrorState, cost: number): Failure | null {
  if (state.actionsLeft < cost) {
    return refuse('rules/no_actions_left', {
      cost,
      left: state.actionsLeft,
    });
  }
  return null;
}

/** The current player's sane unit (knight or squad) by id, or a failure. */
export function ownUnit(state: CatanHorrorState, unitId: string): Result<Unit> {
  const unit = unitById(state, unitId);
  if (!unit || unit.knights.length === 0) return refuse('rules/unknown_unit', { unitId });
  if (unit.owner !== currentPlayer(state).id) return refuse('rules/not_your_knight', { unitId });
  if (unit.knights.some((k) => k.madTurns > 0)) return refuse('rules/knight_mad', { unitId });
  return ok(unit);
}

/** A town still standing (not destroyed) by id, or a failure. */
export function standingTown(state: CatanHorrorState, townId: string): Result<Town> {
  const town = state.towns.find((t) => t.id === townId && t.state !== 'destroyed');
  return town ? ok(town) : refuse('rules/unknown_town', { townId });
}

/** Runs a builder and returns its events. */
export function build(state: CatanHorrorState, fn: (b: EventBuilder) => Failure | void): Result<CatanHorrorEvent[]> {
  const b = new EventBuilder(state);
  const failure = fn(b);
  if (failure) return failure;
  return ok(b.events);
}

export const unitName = (unit: Unit): string => unit.knights.map((k) => k.name).join(' + ');
