/** Gate names: the name a new gate gets when the table gives none. */
import type { CatanHorrorState, Pending } from '../state';
import { sameLocation } from './towns';

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
