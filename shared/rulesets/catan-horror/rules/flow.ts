/** Which fights and checks the current player still owes this step (strikes due, hidden knights to check). */
import { perState } from './memo';
import type { CatanHorrorState } from '../state';
import { allFoes, exposedKnights, inFight, type Foe } from './combat';
import { isSane, unitOf, type Unit } from './knights';
import { sameLocation } from './towns';

/**
 * Foes that must strike now. Step 1 (002:409, 548): wherever the current player's knights stand
 * exposed, or its walled town is assaulted, the monsters strike first. Step 3: only where the
 * player's knights took the Attack action this turn do the monsters there strike back — one round
 * of combat, the monster gets 1 attack and the knights 1 (002:552, 564). A knight that attacked
 * elsewhere, or in step 1, forces no strike where it goes next. A foe with combat damage 0
 * (Nightgaunt, Dimensional Shambler) deals nothing when it strikes, so no strike is asked of it
 * (ruling catan-horror#50).
 */
export const mandatoryStrikes = perState((state: CatanHorrorState): Foe[] => {
  if (state.phase !== 'player/combat' && state.phase !== 'player/actions') return [];
  const player = state.players[state.current].id;
  return allFoes(state).filter((foe) => {
    if (state.struck.includes(foe.id) || !inFight(state, foe) || foe.combat <= 0) return false;
    const exposed = exposedKnights(state, player, foe.location).filter((k) => k.id !== foe.id);
    const ownTown = state.towns.find((t) => t.owner === player && t.state === 'assaulted' && sameLocation(t.label, foe.location));
    if (state.phase === 'player/combat') return exposed.length > 0 || (ownTown !== undefined && ownTown.walls);
    const fought = (state.fights ?? []).some((place) => sameLocation(place, foe.location));
    return fought && exposed.length > 0;
  });
});

/** Hidden units of the current player sharing a location with a foe that have not made their start-of-turn Hide check. */
export const pendingHideChecks = perState((state: CatanHorrorState): Unit[] => {
  if (state.phase !== 'player/combat') return [];
  const player = state.players[state.current].id;
  // An Evasive monster asks no Hide check of a knight beside it (002:433) unless found.
  const foes = allFoes(state).filter((f) => inFight(state, f));
  const seen = new Set<string>();
  const units: Unit[] = [];
  for (const knight of state.knights) {
    if (!isSane(knight) || knight.owner !== player || !knight.hidden) continue;
    const unit = unitOf(state, knight);
    if (seen.has(unit.id) || !unit.hidden || state.hideChecked.includes(unit.id)) continue;
    seen.add(unit.id);
    if (foes.some((f) => f.id !== knight.id && sameLocation(f.location, knight.location))) units.push(unit);
  }
  return units;
});
