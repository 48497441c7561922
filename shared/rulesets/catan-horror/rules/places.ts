/**
 * Places as entities (issue 18): the campaign knows its places — towns, gates and every place a
 * knight or monster has stood — and a place field names one of them, or a new place the table
 * means to add. A near miss of a known place ("Arkam" for "Arkham") is refused with the place it
 * most likely means, so a typo can never quietly part a monster from the knights (ruling catan-horror#51).
 */
import { distinctNames, nearestName } from '../../../kits/names';
import { refuse } from '../../../engine/result';
import type { PromptChoice } from '../../../engine/ruleset';
import type { CatanHorrorState } from '../state';
import type { Refusal } from './allowed';
import { placeKey, sameLocation } from './towns';
import { perParts } from './memo';

export { editDistance, NEAR_MISS } from '../../../kits/names';

/**
 * Every place the campaign knows, each once (first spelling kept): towns, gates, then where knights and monsters stand or stood.
 * Worked out again when one of those lists changes, but the list itself is kept while its places are the same ones
 * (a knight moving between known places changes no place), so what is made once per list of places — every Move
 * offer's place field — is kept with it.
 */
export const knownPlaces = perParts(
  (state: CatanHorrorState) => [state.towns, state.gates, state.knights, state.monsters],
  (state: CatanHorrorState): readonly string[] => {
    const now = distinctNames([
      ...state.towns.map((t) => t.label),
      ...state.gates.map((g) => g.label),
      ...state.knights.map((k) => k.location),
      ...state.monsters.map((m) => m.location),
    ]);
    if (now.length === lastPlaces.length && now.every((p, i) => p === lastPlaces[i])) return lastPlaces;
    return (lastPlaces = now);
  },
);

let lastPlaces: readonly string[] = [];

/** The known place with this name (any case), if there is one. */
export const placeNamed = (state: CatanHorrorState, name: string): string | undefined =>
  knownPlaces(state).find((p) => sameLocation(p, name));

/** The known place a name most likely means: the closest within NEAR_MISS edits, or none. */
export const nearestPlace = (state: CatanHorrorState, name: string): string | undefined => nearestName(knownPlaces(state), name);

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
export function placeField(state: CatanHorrorState, name: string, except: readonly string[] = []): PlaceField {
  // Every unit's Move offer has one, at every step, over every known place: made once per list of places, and found
  // again without making a key (the one place left out, by its key) — a Move offer's field is asked for at every step.
  const known = knownPlaces(state);
  let fields = placeFields.get(known);
  if (!fields) placeFields.set(known, (fields = new Map()));
  let named = fields.get(name);
  if (!named) fields.set(name, (named = { one: new Map(), other: new Map() }));
  const byName = except.length === 1 ? named.one : named.other;
  const key = except.length === 1 ? placeKey(except[0]) : except.map(placeKey).join('\n');
  let field = byName.get(key);
  if (!field) {
    const choices: PromptChoice[] = known
      .filter((p) => !except.some((e) => sameLocation(e, p)))
      .map((p) => ({ value: p, code: 'catan-horror/choice', params: { label: p } }));
    field = { name, kind: 'choice' as const, free: true, choices };
    byName.set(key, field);
  }
  return field;
}

type PlaceField = { name: string; kind: 'choice'; free: true; choices: PromptChoice[] };
/** Per list of known places, per field name, per the places left out (one place: by its key; none or several: by their keys joined). */
const placeFields = new WeakMap<readonly string[], Map<string, { one: Map<string, PlaceField>; other: Map<string, PlaceField> }>>();

/** The "this is a new place" confirmation that goes with a place field. */
export const newPlaceField = { name: 'newPlace', kind: 'boolean' as const, default: false };

/** How a place field's name is recorded: a known place in its own spelling ("arkham" is Arkham), a new one as typed (trimmed). */
export const placeName = (state: CatanHorrorState, name: string): string => placeNamed(state, name) ?? name.trim();
