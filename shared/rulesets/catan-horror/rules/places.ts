/**
 * Places as entities (issue 18): the campaign knows its places — towns, gates and every place a
 * knight or monster has stood — and a place field names one of them, or a new place the table
 * means to add. A near miss of a known place ("Arkam" for "Arkham") is refused with the place it
 * most likely means, so a typo can never quietly part a monster from the knights (ruling catan-horror#51).
 */
import { refuse } from '../../../engine/result';
import type { PromptChoice } from '../../../engine/ruleset';
import type { CatanHorrorState } from '../state';
import type { Refusal } from './allowed';
import { sameLocation } from './towns';
import { perState } from './memo';

/** Edits (insert, delete, substitute) between two names, case and outer spaces ignored. */
export function editDistance(a: string, b: string): number {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return row[y.length];
}

/** A near miss: not the same place, but at most this many edits away. */
export const NEAR_MISS = 2;

/** Every place the campaign knows, each once (first spelling kept): towns, gates, then where knights and monsters stand or stood. */
export const knownPlaces = perState((state: CatanHorrorState): string[] => {
  const names = [
    ...state.towns.map((t) => t.label),
    ...state.gates.map((g) => g.label),
    ...state.knights.map((k) => k.location),
    ...state.monsters.map((m) => m.location),
  ];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(name.trim());
  }
  return out;
});

/** The known place with this name (any case), if there is one. */
export const placeNamed = (state: CatanHorrorState, name: string): string | undefined =>
  knownPlaces(state).find((p) => sameLocation(p, name));

/** The known place a name most likely means: the closest within NEAR_MISS edits, or none. */
export function nearestPlace(state: CatanHorrorState, name: string): string | undefined {
  let best: { place: string; distance: number } | undefined;
  for (const place of knownPlaces(state)) {
    const distance = editDistance(place, name);
    if (distance <= NEAR_MISS && (!best || distance < best.distance)) best = { place, distance };
  }
  return best?.place;
}

/**
 * Whether a place field may name this place: a known place always; a new place only when the
 * table confirmed it is new (`newPlace`). Unconfirmed, a near miss asks "Did you mean Arkham?"
 * (`rules/did_you_mean`) and any other unknown name asks for the confirmation (`rules/unknown_place`);
 * both name the field, so the app shows them next to it.
 */
export function placeRefusal(state: CatanHorrorState, name: string, newPlace: boolean | undefined, field: string): Refusal | null {
  if (placeNamed(state, name) || newPlace) return null;
  const near = nearestPlace(state, name);
  if (near) return refuse('rules/did_you_mean', { field, place: name.trim(), suggestion: near });
  return refuse('rules/unknown_place', {
    field,
    place: name.trim(),
  });
}

/** A place field: a combo box over the known places (the ones `except` left out); a typed name must be known or confirmed new. */
export function placeField(state: CatanHorrorState, name: string, except: readonly string[] = []) {
  const choices: PromptChoice[] = knownPlaces(state)
    .filter((p) => !except.some((e) => sameLocation(e, p)))
    .map((p) => ({ value: p, code: 'catan-horror/choice', params: { label: p } }));
  return { name, kind: 'choice' as const, free: true, choices };
}

/** The "this is a new place" confirmation that goes with a place field. */
export const newPlaceField = { name: 'newPlace', kind: 'boolean' as const, default: false };

/** How a place field's name is recorded: a known place in its own spelling ("arkham" is Arkham), a new one as typed (trimmed). */
export const placeName = (state: CatanHorrorState, name: string): string => placeNamed(state, name) ?? name.trim();
