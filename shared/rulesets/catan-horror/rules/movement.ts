/** Monster movement (002:513-526, 601, 604): who rolls to move and on what, who may be reported moving, who decides where. */
import { refuse } from '../../../engine/result';
import type { CatanHorrorState, Pending } from '../state';
import type { Refusal } from './allowed';
import { allFoes, type Foe } from './combat';

/** A mad player's own mad knights: fully controlled by their player (002:604), so they move without a roll. */
export function controlledFoes(state: CatanHorrorState): Foe[] {
  const mad = new Set(state.players.filter((p) => p.mad && !p.dead).map((p) => p.id));
  return allFoes(state).filter((f) => f.type === 'mad-knight' && f.owner !== null && mad.has(f.owner));
}

/** Foes that roll to move (002:513): every monster but the stationary ones, and mad knights not under a mad player's control. */
export function mobileFoes(state: CatanHorrorState): Foe[] {
  const controlled = new Set(controlledFoes(state).map((f) => f.id));
  return allFoes(state).filter((f) => f.movement !== 'stationary' && !controlled.has(f.id));
}

/** Needed on a d6 for a foe to move: 4+, fast (red border) 3+ (002:513). */
export const moveNeeds = (movement: string): number => (movement === 'fast' ? 3 : 4);

/** Intersections a foe covers when it moves (002:524: fast monsters two, the rest one). */
export const moveSteps = (movement: string): number => (movement === 'fast' ? 2 : 1);

/** Who decides where the monsters go (002:601): the mad players, if any are in the game; otherwise the seed's sight rules. */
export function madController(state: CatanHorrorState): string | null {
  const mad = state.players.filter((p) => p.mad && !p.dead);
  return mad.length ? mad.map((p) => p.name).join(' / ') : null;
}

/** A reported move must follow the roll that allowed it (002:513): only a foe listed as moving this monster turn, once. */
export function moveRefusal(state: CatanHorrorState, foeId: string): Refusal | null {
  const head = state.pending[0] as Pending | undefined;
  if (state.phase !== 'monster/report' || head?.kind !== 'monster-moves' || !head.moving.includes(foeId)) {
    return refuse('rules/no_move_rolled', { foeId });
  }
  return null;
}
