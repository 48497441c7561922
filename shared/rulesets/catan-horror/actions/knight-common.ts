/** What every knight action shares: the costs, the guard (step 3, actions left, own sane unit), spending actions. */
import { perParts } from '../rules/memo';
import { z } from 'zod';
import type { CatanHorrorState } from '../state';
import { guardActions, guardPhase, id, ownUnit, type Failure } from './common';
import { foesAt } from '../rules/combat';
import { isSane, unitOf, type Unit } from '../rules/knights';
import type { Offer } from '../../../engine/ruleset';
import { allowed, type Availability } from '../../../engine/define';
import { knightStep, someCandidate, someOffer, type Candidate } from '../rules/when';

/** Knight action costs in actions (Harvest 2, Militia and Colonize 3, everything else 1). */
export const ACTION_COST = {
  move: 1,
  attack: 1,
  calm: 1,
  repair: 1,
  raze: 1,
  hide: 1,
  recruit: 1,
  'form-squad': 1,
  'join-squad': 1,
  rest: 1,
  harvest: 2,
  militia: 3,
  colonize: 3,
} as const;

/** Guards a knight action: step 3, cost affordable, the unit the player's own and sane. */
export function actionUnit(state: CatanHorrorState, unitId: string, cost: number): Failure | Unit {
  const error = guardPhase(state, ['player/actions']) ?? guardActions(state, cost);
  if (error) return error;
  const unit = ownUnit(state, unitId);
  return unit.ok ? unit.value : unit;
}
export const isFailure = (x: Failure | Unit): x is Failure => 'ok' in x;

export const spend = (state: CatanHorrorState, cost: number) => ({ actionsLeft: state.actionsLeft - cost });

/** Whether leaving this spot needs a Hide check (002:433): a foe other than the unit itself is here, an Evasive monster not counting. */
export const leavingNeedsCheck = (state: CatanHorrorState, unit: Unit): boolean =>
  foesAt(state, unit.location).some((f) => !f.evasive && !unit.knights.some((k) => k.id === f.id));

/** A payload naming one knight or squad. */
export const plainUnit = z.object({ unitId: id }).strict();

/**
 * The current player's sane knights and squads, each once, in card order: the units that take knight actions. Kept
 * while the players, whose turn it is, the knights and the squads are the same (a die rolled changes no unit).
 */
export const ownUnits = perParts(
  (state: CatanHorrorState) => [state.players, state.current, state.knights, state.squads],
  (state: CatanHorrorState): Unit[] => {
    const player = state.players[state.current].id;
    const seen = new Set<string>();
    const units: Unit[] = [];
    for (const k of state.knights) {
      if (!isSane(k) || k.owner !== player) continue;
      const unit = unitOf(state, k);
      if (seen.has(unit.id) || unit.knights.some((m) => !isSane(m))) continue;
      seen.add(unit.id);
      units.push(unit);
    }
    return units;
  },
);

/**
 * A knight action is available in step 3 with its cost paid and something on the board to take it (its offers). The
 * two guards in a row as `firstRefusal` asks them, without the two closures it takes: every knight action asks this
 * at every state.
 */
export function knightAction(
  state: CatanHorrorState,
  type: string,
  cost: number,
  offers: (state: CatanHorrorState) => readonly Offer[],
): Availability {
  const step = knightStep(state, cost);
  if (!step.ok) return step;
  const some = someOffer(offers(state), type);
  return some.ok ? allowed : some;
}

/** The same, when each candidate says why the rule refuses it: the first refusal is the action's. */
export function knightCandidates(
  state: CatanHorrorState,
  type: string,
  cost: number,
  candidates: (state: CatanHorrorState) => readonly Candidate[],
): Availability {
  const step = knightStep(state, cost);
  if (!step.ok) return step;
  const some = someCandidate(candidates(state), type);
  return some.ok ? allowed : some;
}
