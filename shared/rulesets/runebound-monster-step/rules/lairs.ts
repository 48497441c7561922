/** Which lair the hero may close or seal now (000:49, 000:55), read by both the prompt and the guards. */
import { lairByMarker, type Lair, type S } from '../state';

/** The lair the hero stands on, when the hero may try to close it now: open, with a defeated monster on its space, adventure unspent. */
export function closableLair(state: S): Lair | null {
  if (state.step !== 'adventure' || state.hero.adventured || state.hero.at.kind !== 'lair') return null;
  const lair = lairByMarker(state, state.hero.at.marker);
  return lair && lair.status === 'open' && lair.defeated.length > 0 ? lair : null;
}

/** Each check's target: the marker's number plus that defeated monster's life (000:49). */
export const lairTargets = (lair: Lair): number[] => lair.defeated.map((m) => lair.marker + m.life);

/** The closed lair the hero stands on, whatever the turn. */
export function closedLairUnderHero(state: S): Lair | null {
  if (state.hero.at.kind !== 'lair') return null;
  const lair = lairByMarker(state, state.hero.at.marker);
  return lair?.status === 'closed' ? lair : null;
}

/**
 * The closed lair the hero may seal now (000:55 "has closed a Lair and has not moved"; rulings.md:
 * "only right after closing, without moving" — ruling 22): in the Adventure step of the turn it
 * closed. With the `sealWhileStaying` house rule, on any later turn the hero has stayed on it.
 */
export function sealableLair(state: S): Lair | null {
  if (state.step !== 'adventure') return null;
  const lair = closedLairUnderHero(state);
  if (!lair) return null;
  return state.options.sealWhileStaying || lair.closedTurn === state.turn ? lair : null;
}

/**
 * Whether the Adventure step, ending now, leaves a closed lair behind unsealed: by ruling 22 its
 * marker goes back to the track at once (the chance to seal is gone), unless the house rule keeps it.
 */
export function lairLeftUnsealed(state: S): Lair | null {
  if (state.options.sealWhileStaying) return null;
  const lair = closedLairUnderHero(state);
  return lair && lair.closedTurn === state.turn ? lair : null;
}
