/** Gates and the cup: which production roll opens a gate, what an attack on a gate does, how many of a kind stand on the board, the name a new gate gets when the table gives none. */
import type { CatanHorrorState, Gate, Pending } from '../state';
import { sameLocation } from './towns';

/** Gate damage that closes it. */
export const GATE_CLOSES_AT = 10;

/** An attack on a gate: damage = strength + the gate's printed modifier (never below 0); at 10 it closes. */
export function gateAttack(gate: Gate, strength: number): { dealt: number; damage: number; closed: boolean } {
  const dealt = Math.max(0, strength + gate.modifier);
  const damage = Math.min(GATE_CLOSES_AT, gate.damage + dealt);
  return { dealt, damage, closed: damage >= GATE_CLOSES_AT };
}

/** A production roll of 2 or 12 (red + yellow) opens a new gate (002:507). */
export const productionOpensGate = (total: number): boolean => total === 2 || total === 12;

/** Monsters of a kind alive on the board (a kind cannot leave the library while one is). */
export const onBoardOfKind = (state: CatanHorrorState, name: string): number =>
  state.monsters.filter((m) => m.alive && m.kind === name).length;

/**
 * The name of a new gate when the table gives none: "Gate N" (with its hex, "Gate N (h)", when
 * several hexes show N), made unique among the open gates with " #2", " #3"… — two open gates never
 * share a name, so the engine never refuses its own default (ruling catan-horror#49).
 */
export function defaultGateLabel(state: CatanHorrorState, head: Extract<Pending, { kind: 'gate-token' }>): string {
  const base = `Gate ${head.number}${head.hex ? ` (${head.hex})` : ''}`;
  const taken = (label: string) => state.gates.some((g) => g.status === 'open' && sameLocation(g.label, label));
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base} #${n}`)) return `${base} #${n}`;
}
