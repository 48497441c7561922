/** Gates and the cup: which production roll opens a gate, how many of a kind stand on the board, the name a new gate gets when the table gives none. */
import type { CatanHorrorState, Pending } from '../state';
import { sameLocation } from './towns';

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
