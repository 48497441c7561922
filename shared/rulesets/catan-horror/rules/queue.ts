/**
 * The questions waiting for the table (`pending`) as the production roll, the gates and the monster
 * turn rewrite them: pure functions of the state before the event and the event's facts, read by
 * the fold (reduce/monsters.ts, reduce/gates.ts) and by the actions that need to know what comes next.
 */
import type { CatanHorrorState, Pending } from '../state';

type Answers = Extract<Pending, { kind: 'monster-response' | 'invasion-hide' }>;

/**
 * The queue once these units have answered the question at its head (fight / hide / flee, or an
 * invasion Hide check), or can no longer answer it: the question goes when nobody is left to answer.
 */
export function withoutAnswerers(state: CatanHorrorState, unitIds: readonly string[]): Pending[] {
  const head = state.pending[0] as Answers;
  const units = head.units.filter((u) => !unitIds.includes(u));
  return units.length ? [{ ...head, units }, ...state.pending.slice(1)] : state.pending.slice(1);
}

/**
 * The queue once the gate token asked about is on the board as `label`: in play a monster appears
 * at the new gate (002:507); at set-up, once the last set-up gate is open, one appears at every open
 * gate, this one included.
 */
export function afterGateOpened(state: CatanHorrorState, label: string): Pending[] {
  const rest = state.pending.slice(1);
  if (state.phase !== 'setup') return [{ kind: 'place-monster', location: label, reason: 'gate', minToughness: 0 }, ...rest];
  if (rest.some((x) => x.kind === 'setup-gate')) return rest;
  const open = [...state.gates.filter((g) => g.status === 'open').map((g) => g.label), label];
  return [...open.map((location): Pending => ({ kind: 'place-monster', location, reason: 'setup', minToughness: 0 })), ...rest];
}

/** The queue once the monster asked for (the head, a spot to place a monster at) has come out of the cup. */
export const afterMonsterDrawn = (state: CatanHorrorState): Pending[] => state.pending.slice(1);
