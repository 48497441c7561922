/**
 * What Catan Horror's table shows, computed by the ruleset: thresholds, free pieces, each place where
 * knights meet foes with the odds of every group the player could send, barrels. The renderer only
 * displays these figures; it calls no rule function itself.
 */
import { barrelVictoryPoints, isFestivalRoll, type FestivalShare } from '../../kits/barrels';
import type { CatanHorrorState, Gate, Knight, Rank, Town } from './state';
import { allFoes, groupDice, hitsOn, type Foe } from './rules/combat';
import { freePieces, isSane, sanityLimit, STRENGTH } from './rules/knights';
import { mandatoryStrikes } from './rules/flow';
import { invasionHideTowns } from './rules/invasion';
import { moveNeeds } from './rules/movement';
import { atLeast } from './rules/odds';
import { townCounts } from './rules/players';
import { HORROR_LIMIT, ILLUMINATION, sameLocation, STRUCTURAL_LIMIT } from './rules/towns';
import { cellarOf, drinkers } from './rules/barrels';
import { onBoardOfKind, productionOpensGate } from './rules/gates';
import { outOfCup } from './actions/gates';
import { GATE_CLOSES_AT } from './rules/gates';

export interface KnightView extends Knight {
  strength: number;
  sanityLimit: number;
  /** The town it hides in from a monster, owing a Hide check if it is invaded. */
  hidingIn: string | null;
  squadLabel: string | null;
}

export interface PlayerView {
  id: string;
  name: string;
  mad: boolean;
  dead: boolean;
  clues: number;
  hasFortress: boolean;
  trophies: number;
  trophyWorth: number;
  free: Record<'basic' | 'strong' | 'mighty', number>;
  coming: string[];
  knights: KnightView[];
}

export interface TownView extends Town {
  horrorLimit: number;
  structuralLimit: number;
  illumination: number;
  /** Builds a mad town's monster needs (its toughness), when one is being built. */
  buildingNeeds: number | null;
  /** Whether it produces for and counts toward its owner's points now (002:412, 588). */
  counts: boolean;
  /** The monsters standing in it (drawn with the town they threaten). */
  threats: FoeView[];
}

export interface GateView extends Gate {
  closesAt: number;
  /** The monsters standing at it. */
  threats: FoeView[];
}

export interface FoeView extends Foe {
  /** The d6 it moves on, or null if it never rolls (stationary, or a mad player's own knight). */
  movesOn: number | null;
  struck: boolean;
}

export interface FightKnight {
  id: string;
  name: string;
  rank: Rank;
  hidden: boolean;
  squad: boolean;
  attacked: boolean;
  /** The current player may send it against a foe here now (own, lone, unhidden, not yet attacked). */
  selectable: boolean;
}

export interface FightOdds {
  dice: number;
  needs: number;
  kill: number;
}

export interface FightView {
  location: string;
  hitsOn: number;
  /** In step 1 the monsters here strike before its knights may attack. */
  mustWait: boolean;
  canFight: boolean;
  foes: FoeView[];
  knights: FightKnight[];
  /** The selectable knights' ids picked by default (all of them). */
  defaultGroup: string[];
  /** Odds of every group of selectable knights (ids sorted, comma-joined) against each foe here. */
  odds: Record<string, Record<string, FightOdds>>;
}

export interface BarrelsView {
  rows: { id: string; name: string; barrels: number; drinks: number; vp: number; share: FestivalShare | null }[];
  doublesNow: boolean;
}

export interface TableView {
  players: PlayerView[];
  towns: TownView[];
  gates: GateView[];
  foes: FoeView[];
  /** The monsters at neither a town nor a gate (on a road, a hex, a place the board names). */
  roaming: FoeView[];
  fights: FightView[];
  barrels: BarrelsView;
  /** Monsters of each library kind out of the cup (board, mad towns' cards, trophies). */
  outOfCup: Record<string, number>;
  /** Monsters of each library kind alive on the board (such a kind cannot be removed from the library). */
  onBoard: Record<string, number>;
  /** The last roll was a production roll of 2 or 12: a gate opens. */
  gateOpensNow: boolean;
}

/** The key of a group of knights in `FightView.odds`. */
export const groupKey = (ids: readonly string[]): string => [...ids].sort().join(',');

/** Groups of at most the first 6 selectable knights (every non-empty subset). */
function subsets<T>(xs: readonly T[]): T[][] {
  const n = Math.min(xs.length, 6);
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << n; mask++) out.push(xs.slice(0, n).filter((_, i) => mask & (1 << i)));
  return out;
}

function foeViews(state: CatanHorrorState): FoeView[] {
  const rolling = new Set<string>();
  const mad = new Set(state.players.filter((p) => p.mad && !p.dead).map((p) => p.id));
  for (const f of allFoes(state))
    if (f.movement !== 'stationary' && !(f.type === 'mad-knight' && f.owner && mad.has(f.owner))) rolling.add(f.id);
  return allFoes(state).map((f) => ({
    ...f,
    movesOn: rolling.has(f.id) ? moveNeeds(f.movement) : null,
    struck: state.struck.includes(f.id),
  }));
}

function fights(state: CatanHorrorState, foes: readonly FoeView[]): FightView[] {
  const player = state.players[state.current]?.id;
  const canFight = state.phase === 'player/combat' || state.phase === 'player/actions';
  const attackAction = state.phase === 'player/actions';
  const waiting = state.phase === 'player/combat' ? mandatoryStrikes(state) : [];
  const byPlace = new Map<string, FoeView[]>();
  for (const foe of foes) {
    const key = foe.location.trim().toLowerCase();
    byPlace.set(key, [...(byPlace.get(key) ?? []), foe]);
  }
  return [...byPlace.values()].map((here) => {
    const location = here[0].location;
    const knights = state.knights.filter((k) => isSane(k) && sameLocation(k.location, location));
    const fightKnights: FightKnight[] = knights.map((k) => ({
      id: k.id,
      name: k.name,
      rank: k.rank,
      hidden: k.hidden,
      squad: k.squad !== null,
      attacked: state.attacked.includes(k.id),
      selectable: k.owner === player && !k.squad && !k.hidden,
    }));
    const pickable = knights.filter((k) => k.owner === player && !k.squad && !k.hidden);
    const needs = hitsOn(state, location);
    const odds: Record<string, Record<string, FightOdds>> = {};
    for (const group of subsets(pickable)) {
      const perFoe: Record<string, FightOdds> = {};
      for (const foe of here) {
        const dice = groupDice(group, foe, attackAction);
        perFoe[foe.id] = { dice, needs, kill: atLeast(dice, foe.healthLeft, (7 - needs) / 6) };
      }
      odds[groupKey(group.map((k) => k.id))] = perFoe;
    }
    return {
      location,
      hitsOn: needs,
      canFight,
      foes: here,
      knights: fightKnights,
      odds,
      mustWait: waiting.some((w) => sameLocation(w.location, location)),
      defaultGroup: pickable.filter((k) => !state.attacked.includes(k.id)).map((k) => k.id),
    };
  });
}

/** Everything the table shows, as figures. */
export function tableView(state: CatanHorrorState): TableView {
  const hiding = invasionHideTowns(state);
  const squadLabel = (k: Knight) => {
    const squad = k.squad ? state.squads.find((s) => s.id === k.squad) : undefined;
    return squad ? `${squad.id.slice(1)} (${squad.members.length})` : null;
  };
  const players: PlayerView[] = state.players.map((p) => ({
    id: p.id,
    name: p.name,
    mad: p.mad,
    dead: p.dead,
    clues: p.clues,
    hasFortress: p.hasFortress,
    trophies: p.trophies.length,
    trophyWorth: p.trophies.reduce((s, t) => s + t.toughness, 0),
    free: { basic: freePieces(state, p.id, 'basic'), strong: freePieces(state, p.id, 'strong'), mighty: freePieces(state, p.id, 'mighty') },
    coming: state.recruits.filter((r) => r.player === p.id).map((r) => `${r.via} at ${r.location}`),
    knights: state.knights
      .filter((k) => k.alive && k.owner === p.id)
      .map((k) => ({
        ...k,
        strength: STRENGTH[k.rank],
        sanityLimit: sanityLimit(k.rank),
        hidingIn: hiding[k.id] ?? null,
        squadLabel: squadLabel(k),
      })),
  }));
  const foes = foeViews(state);
  const at = (place: string) => foes.filter((f) => sameLocation(f.location, place));
  const towns: TownView[] = state.towns.map((t) => ({
    ...t,
    horrorLimit: HORROR_LIMIT[t.size],
    structuralLimit: STRUCTURAL_LIMIT[t.size],
    illumination: ILLUMINATION[t.size],
    buildingNeeds: t.building ? (state.library.find((k) => k.name === t.building!.kind)?.toughness ?? 1) : null,
    counts: townCounts(t),
    threats: at(t.label),
  }));
  const gates: GateView[] = state.gates.map((g) => ({ ...g, closesAt: GATE_CLOSES_AT, threats: g.status === 'open' ? at(g.label) : [] }));
  const placed = new Set([...towns, ...gates].flatMap((p) => p.threats.map((f) => f.id)));
  const festival = state.lastFestival ?? null;
  const roll = state.lastRoll;
  return {
    players,
    towns,
    foes,
    roaming: foes.filter((f) => !placed.has(f.id)),
    gates,
    fights: fights(state, foes),
    barrels: {
      rows: drinkers(state).map((p) => {
        const cellar = cellarOf(p);
        return {
          id: p.id,
          name: p.name,
          ...cellar,
          vp: barrelVictoryPoints(cellar.barrels),
          share: festival?.shares.find((s) => s.playerId === p.id) ?? null,
        };
      }),
      doublesNow: roll?.kind === 'production' && isFestivalRoll(Number(roll.values[0]), Number(roll.values[1])),
    },
    outOfCup: Object.fromEntries(state.library.map((k) => [k.name, outOfCup(state, k.name)])),
    onBoard: Object.fromEntries(state.library.map((k) => [k.name, onBoardOfKind(state, k.name)])),
    gateOpensNow: roll?.kind === 'production' && productionOpensGate(Number(roll.values[0]) + Number(roll.values[1])),
  };
}
