/**
 * The questions waiting for the table (`pending`) as the production roll, the gates and the monster
 * turn rewrite them: pure functions of the state before the event and the event's facts, read by
 * the fold (reduce/monsters.ts, reduce/gates.ts) and by the actions that need to know what comes next.
 */
import type { CatanHorrorState, Pending, TownSize } from '../state';
import { responseOwed } from './invasion';
import { controlledFoes } from './movement';
import { MAD_PRODUCTION } from './towns';

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

/** The queue after the production roll (asked with nothing waiting): where the new gate opens, when it opens one (002:507). */
export const afterProduction = (opensGate: boolean): Pending[] => (opensGate ? [{ kind: 'gate-location' }] : []);

/**
 * The queue once a gate's location roll (set-up or in play) shows `total` on `free` free hexes: a
 * die picks the hex when several show it, else its gate token comes next; at set-up the set-up
 * gates still to roll follow, and a re-rolled location (mad player, 002:601) stays re-rolled.
 */
export function afterGateLocation(state: CatanHorrorState, total: number, free: number): Pending[] {
  const head = state.pending[0] as Extract<Pending, { kind: 'setup-gate' | 'gate-location' }>;
  const rest = state.pending.slice(1);
  if (head.kind === 'setup-gate') {
    const next: Pending =
      free > 1 ? { kind: 'gate-hex', number: total, choices: free } : { kind: 'gate-token', number: total, hex: null, label: null };
    return [next, ...(head.left > 1 ? [{ kind: 'setup-gate', left: head.left - 1 } as const] : []), ...rest];
  }
  const rerolled = head.rerolled ?? false;
  const next: Pending =
    free > 1
      ? { kind: 'gate-hex', number: total, choices: free, rerolled }
      : { kind: 'gate-token', number: total, hex: null, label: null, rerolled };
  return [next, ...rest];
}

/** The queue after a monster surge: a monster to draw at every one of these open gates, in order. */
export const afterSurge = (state: CatanHorrorState, gateLabels: readonly string[]): Pending[] => [
  ...gateLabels.map((location): Pending => ({ kind: 'place-monster', location, reason: 'surge', minToughness: 0 })),
  ...state.pending.slice(1),
];

/**
 * The queue after the monster movement roll (asked with nothing waiting): the figures to report
 * moved — those whose die allowed it, then a mad player's own mad knights, which move without one
 * (002:604).
 */
export function afterMovementRoll(state: CatanHorrorState, rolls: readonly { foeId: string; moves: boolean }[]): Pending[] {
  const moving = [...rolls.filter((r) => r.moves).map((r) => r.foeId), ...controlledFoes(state).map((f) => f.id)];
  return moving.length ? [{ kind: 'monster-moves', moving }] : [];
}

/**
 * The queue once `foeId` is reported moved from `from` to `to`: it is struck off the figures to
 * report, and a town it entered asks the knights there to fight, hide or flee before anything else.
 */
export function afterMonsterMoved(state: CatanHorrorState, foeId: string, from: string, to: string): Pending[] {
  const moves = state.pending[0] as Extract<Pending, { kind: 'monster-moves' }>;
  const still = moves.moving.filter((m) => m !== foeId);
  const pending = still.length ? [{ ...moves, moving: still }, ...state.pending.slice(1)] : state.pending.slice(1);
  const owed = responseOwed(state, foeId, from, to);
  return owed ? [owed, ...pending] : pending;
}

/** The queue after the mad towns' roll (asked with nothing waiting): a monster at least as tough as the town's size asks, for each town that produces one. */
export const afterMadTowns = (rolls: readonly { label: string; size: TownSize; produces: boolean }[]): Pending[] =>
  rolls
    .filter((r) => r.produces)
    .map((r) => ({ kind: 'place-monster', location: r.label, reason: 'mad-town', minToughness: MAD_PRODUCTION[r.size].minToughness }));
