/** Combat rules: foes (monsters and mad knights), knights' dice against a foe, hits needed, squad dice allocation. */
import { perParts } from './memo';
import type { CatanHorrorState, Knight, MonsterKind, WeaponDefence } from '../state';
import { damageCap, isSane, strengthOf } from './knights';
import { placeKey, sameLocation } from './towns';

/** Anything knights fight: a monster from the library, or a knight gone mad (a monster for its madness). */
export interface Foe {
  id: string;
  type: 'monster' | 'mad-knight';
  name: string;
  location: string;
  /** Combat strength (subtracted from the knights' dice) and the damage its attack deals. */
  combat: number;
  horror: number;
  awareness: number;
  /** Hits still needed to kill it. */
  healthLeft: number;
  toughness: number;
  physical: WeaponDefence;
  magical: WeaponDefence;
  nightmarish: number;
  overwhelming: number;
  movement: MonsterKind['movement'];
  /** Owner of a mad knight (its own player never fights it as a foe). */
  owner: string | null;
  /** An Evasive monster (002:549): out of every fight until found this turn. */
  evasive: boolean;
}

export const kindByName = (state: CatanHorrorState, name: string): MonsterKind | undefined =>
  kindsByName(state.library).get(name.toLowerCase());

/**
 * The library by lower-case name, the first kind of each name winning (as a search from the top would find it): built
 * once per library (the same list from state to state until the table edits it), not searched for every monster at
 * every step.
 */
function kindsByName(library: readonly MonsterKind[]): ReadonlyMap<string, MonsterKind> {
  let byName = libraries.get(library);
  if (!byName) {
    byName = new Map();
    for (const kind of library) {
      const key = kind.name.toLowerCase();
      if (!byName.has(key)) byName.set(key, kind);
    }
    libraries.set(library, byName);
  }
  return byName;
}

const libraries = new WeakMap<readonly MonsterKind[], Map<string, MonsterKind>>();

/** Every foe on the board: what the monsters, the knights and the library make of them (kept while those three stand). */
export const allFoes = perParts(
  (state: CatanHorrorState) => [state.monsters, state.knights, state.library],
  ({ monsters, knights, library }: CatanHorrorState): Foe[] => {
    const foes: Foe[] = [];
    for (const m of monsters) {
      if (!m.alive) continue;
      const kind = kindsByName(library).get(m.kind.toLowerCase());
      if (!kind) continue;
      foes.push({
        id: m.id,
        type: 'monster',
        name: kind.name,
        location: m.location,
        combat: kind.combatDamage,
        horror: kind.horrorDamage,
        awareness: kind.awareness,
        healthLeft: Math.max(0, kind.toughness - m.wounds),
        toughness: kind.toughness,
        physical: kind.physical,
        magical: kind.magical,
        nightmarish: kind.nightmarish,
        overwhelming: kind.overwhelming,
        movement: kind.movement,
        owner: null,
        evasive: kind.evasive === true,
      });
    }
    for (const k of knights) {
      if (!k.alive || k.madTurns === 0) continue;
      const s = strengthOf(k);
      foes.push({
        id: k.id,
        type: 'mad-knight',
        name: k.name,
        location: k.location,
        combat: s,
        horror: 1,
        awareness: 0,
        healthLeft: damageCap(k),
        toughness: damageCap(k),
        physical: 'none',
        magical: 'none',
        nightmarish: 0,
        overwhelming: 0,
        movement: 'normal',
        owner: k.owner,
        evasive: false,
      });
    }
    return foes;
  },
);

/** The foes at a place (any spelling `sameLocation` takes for it), in board order. */
export const foesAt = (state: CatanHorrorState, location: string): readonly Foe[] =>
  foesByPlace(allFoes(state)).get(placeKey(location)) ?? NO_FOES;

const NO_FOES: readonly Foe[] = [];

/** The foes grouped by place, once per list of foes: every town and knight asks where the foes are, at every step. */
function foesByPlace(foes: readonly Foe[]): ReadonlyMap<string, readonly Foe[]> {
  let byPlace = placed.get(foes);
  if (!byPlace) {
    byPlace = new Map<string, Foe[]>();
    for (const foe of foes) {
      const key = placeKey(foe.location);
      const here = byPlace.get(key);
      if (here) here.push(foe);
      else byPlace.set(key, [foe]);
    }
    placed.set(foes, byPlace);
  }
  return byPlace;
}

const placed = new WeakMap<readonly Foe[], Map<string, Foe[]>>();

/**
 * Foes in the fight: an Evasive monster is not counted for combat unless it was found with a Hide
 * check this turn (002:451, 549); every other foe is.
 */
export const inFight = (state: CatanHorrorState, foe: Foe): boolean => !foe.evasive || (state.found ?? []).includes(foe.id);

/** The foes that fight at a location (002:545, 549). */
export const fightersAt = (state: CatanHorrorState, location: string): Foe[] => foesAt(state, location).filter((f) => inFight(state, f));

export const foeById = (state: CatanHorrorState, id: string): Foe | undefined => allFoes(state).find((f) => f.id === id);

const factor = (defence: WeaponDefence): number => (defence === 'immune' ? 0 : defence === 'resistant' ? 0.5 : 1);

/**
 * A knight's strength against a foe: Basic knights carry physical weapons, Strong knights magical,
 * Mighty knights and Generals both and use the better one (ruling).
 */
export function strengthAgainst(knight: Knight, foe: Foe): number {
  const s = strengthOf(knight);
  const physical = s * factor(foe.physical);
  const magical = s * factor(foe.magical);
  if (knight.rank === 'basic') return physical;
  if (knight.rank === 'strong') return magical;
  return Math.max(physical, magical);
}

/** A group's combat strength against a foe: the knights' strengths (halves included) added, then rounded down. */
export const groupStrength = (knights: readonly Knight[], foe: Foe): number =>
  Math.floor(knights.reduce((sum, k) => sum + strengthAgainst(k, foe), 0));

/**
 * Dice a group of lone knights rolls against one foe: group strength - foe combat, at least 1
 * when they took the Attack action, otherwise at least 0.
 */
export function groupDice(knights: readonly Knight[], foe: Foe, attackAction: boolean): number {
  const dice = groupStrength(knights, foe) - foe.combat;
  return Math.max(attackAction ? 1 : 0, dice);
}

/** A squad's combat strength: its members' strengths plus one per member. */
export const squadCombatStrength = (knights: readonly Knight[]): number =>
  knights.reduce((sum, k) => sum + strengthOf(k), 0) + knights.length;

/**
 * Dice a squad must give up to overcome a foe: its combat strength, plus the strength its members
 * lose to the foe's resistance or immunity (ruling: the squad rolls first, so resistance costs dice).
 */
export function squadOvercomeCost(knights: readonly Knight[], foe: Foe): number {
  const full = knights.reduce((sum, k) => sum + strengthOf(k), 0);
  return foe.combat + (full - groupStrength(knights, foe));
}

/** The dice that hit: those showing `needs` or more. */
export const countHits = (values: readonly number[], needs: number): number => values.filter((v) => v >= needs).length;

/** Hits land on 5+, or 4+ for knights defending a town under assault at their location. */
export function hitsOn(state: CatanHorrorState, location: string): number {
  const assaulted = state.towns.some((t) => t.state === 'assaulted' && sameLocation(t.label, location));
  return assaulted ? 4 : 5;
}

export interface SquadTarget {
  foeId: string;
  /** Hits wanted on this foe (capped by what is left). */
  hits: number;
}

export interface SquadAllocation {
  foeId: string;
  overcome: number[];
  damage: number[];
  engaged: boolean;
}

/**
 * Allocates a squad's rolled dice across foes in order: the lowest non-hitting dice overcome each
 * foe's combat strength first (then the lowest hits if need be), and hits go to its damage.
 * A foe whose combat strength cannot be overcome with the dice left is not damaged.
 */
export function allocateSquadDice(
  values: readonly number[],
  hitOn: number,
  targets: readonly { foeId: string; cost: number; hits: number }[],
): SquadAllocation[] {
  const free = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v || a.i - b.i);
  const result: SquadAllocation[] = [];
  for (const target of targets) {
    if (free.length < target.cost || target.cost < 0) {
      result.push({ foeId: target.foeId, overcome: [], damage: [], engaged: false });
      continue;
    }
    const misses = free.filter((d) => d.v < hitOn);
    const hits = free.filter((d) => d.v >= hitOn);
    const overcome = misses.slice(0, target.cost);
    if (overcome.length < target.cost) overcome.push(...hits.slice(0, target.cost - overcome.length));
    const used = new Set(overcome.map((d) => d.i));
    const hitsLeft = hits.filter((d) => !used.has(d.i)).sort((a, b) => b.v - a.v || a.i - b.i);
    const damage = hitsLeft.slice(0, Math.max(0, target.hits));
    for (const d of damage) used.add(d.i);
    for (let j = free.length - 1; j >= 0; j--) if (used.has(free[j].i)) free.splice(j, 1);
    result.push({ foeId: target.foeId, overcome: overcome.map((d) => d.i), damage: damage.map((d) => d.i), engaged: true });
  }
  return result;
}

/** Current player's sane knights exposed at a location (unhidden): the ones a foe there fights. */
export const exposedKnights = (state: CatanHorrorState, player: string, location: string): Knight[] =>
  knightsAt(state, location).filter((k) => isSane(k) && k.owner === player && !k.hidden);

/** Every knight at a place (any spelling `sameLocation` takes for it), in card order. */
export const knightsAt = (state: CatanHorrorState, location: string): readonly Knight[] =>
  knightsByPlace(state.knights).get(placeKey(location)) ?? NO_KNIGHTS;

const NO_KNIGHTS: readonly Knight[] = [];

/** The knights grouped by place, once per list of knights: each foe and each place asks which knights stand there. */
function knightsByPlace(knights: readonly Knight[]): ReadonlyMap<string, readonly Knight[]> {
  let byPlace = knightPlaces.get(knights);
  if (!byPlace) {
    byPlace = new Map<string, Knight[]>();
    for (const k of knights) {
      const key = placeKey(k.location);
      const here = byPlace.get(key);
      if (here) here.push(k);
      else byPlace.set(key, [k]);
    }
    knightPlaces.set(knights, byPlace);
  }
  return byPlace;
}

const knightPlaces = new WeakMap<readonly Knight[], Map<string, Knight[]>>();

/** The least favourable awareness among foes at a location (0 when none): used for Hide checks. */
export function worstAwareness(foes: readonly Foe[]): number {
  return foes.length === 0 ? 0 : Math.min(...foes.map((f) => f.awareness));
}
