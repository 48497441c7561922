/** Automatic consequences: the Drunkards festival (house rule), game start, assaults and invasions (after the knights' fight/hide/flee answers), the monster turn's damage, sanity and madness steps, mad players, the endings. */
import type { CatanHorrorState, Knight } from './state';
import { EventBuilder, type CatanHorrorEvent } from './events';
import { harmTown, maddenKnight } from './consequences';
import { allFoes, foesAt } from './rules/combat';
import { isSane } from './rules/knights';
import { placeKey, sameLocation, standing } from './rules/towns';
import { hidersAt, owedUnit } from './rules/invasion';
import { assaultDamage, invaderDamage } from './rules/towns';
import { madTownsTaken, playerVerdict } from './rules/players';
import { newKnight } from './actions/setup';
import { releaseBuiltMonsters } from './actions/mad';
import { holdFestival } from './festival';

/**
 * The places (`placeKey`) where a sane knight stands in the open, defending the town there: once per list of knights,
 * as every town asks at every step.
 */
function guardedPlaces(knights: readonly Knight[]): ReadonlySet<string> {
  let places = guarded.get(knights);
  if (!places) {
    places = new Set(knights.filter((k) => isSane(k) && !k.hidden).map((k) => placeKey(k.location)));
    guarded.set(knights, places);
  }
  return places;
}

const guarded = new WeakMap<readonly Knight[], Set<string>>();

/**
 * What `townStates` reads of the state: the towns, what is pending, the foes' lists and the knights. After every action
 * every town is asked again, though most actions (a die rolled, a step ended) change none of these: a check that found
 * nothing to do is remembered with the lists it read, and the same lists have nothing to do again.
 */
const townStateParts = (s: CatanHorrorState): readonly unknown[] => [s.towns, s.pending, s.monsters, s.knights, s.library];
let settledTowns: readonly unknown[] | null = null;

/** Towns whose assault state no longer matches the foes and defenders standing there. */
function townStates(b: EventBuilder): void {
  const parts = townStateParts(b.state);
  if (settledTowns && parts.every((part, i) => part === settledTowns![i])) return;
  const before = b.events.length;
  townStatesNow(b);
  if (b.events.length === before) settledTowns = parts;
}

function townStatesNow(b: EventBuilder): void {
  for (const town of b.state.towns) {
    if (!standing(town) || town.state === 'mad') continue;
    // The knights there are still choosing how to meet the monster that entered: fight, hide or flee.
    if (b.state.pending.length && b.state.pending.some((x) => x.kind === 'monster-response' && x.townId === town.id)) continue;
    const foes = foesAt(b.state, town.label);
    if (foes.length === 0) {
      if (town.state === 'assaulted' || town.state === 'invaded') {
        b.emit('town-freed', { townId: town.id, label: town.label }, town.state === 'invaded' ? 'invaders-defeated' : 'assault-over');
      }
      continue;
    }
    if (town.state === 'invaded') continue;
    const defended = town.walls || guardedPlaces(b.state.knights).has(placeKey(town.label));
    if (defended && town.state === 'sane') {
      b.emit('town-assaulted', { townId: town.id, label: town.label, foes: foes.map((f) => f.name) }, 'monster-at-town');
    } else if (!defended) {
      // Knights who chose to stay and hide must make a Hide check as soon as the monster invades (the fold queues it).
      const hiders = hidersAt(b.state, town);
      b.emit(
        'town-invaded',
        {
          townId: town.id,
          label: town.label,
          foes: foes.map((f) => f.name),
          ...(hiders.length ? { hiders: hiders.map((u) => u.knights.map((k) => k.name).join(' + ')) } : {}),
        },
        town.state === 'assaulted' ? 'defences-fell' : 'undefended',
      );
    }
  }
}

/** A fight/hide/flee answer or an invasion Hide check owed by a knight no longer able to give it (gone, mad, moved) lapses. */
function lapsedAnswers(b: EventBuilder): void {
  const head = b.state.pending[0];
  if (head?.kind !== 'monster-response' && head?.kind !== 'invasion-hide') return;
  const units = head.units.filter((u) => !owedUnit(b.state, head, u));
  if (units.length) b.emit('answers-lapsed', { count: units.length, units }, 'knight-gone');
}

/**
 * Monster turn step 2 (002:399, 588, 583): every invader of a town deals its horror and combat
 * damage, all at once (summed, so the result never depends on the order the monsters are listed);
 * nightmarish / overwhelming monsters assaulting a town deal theirs the same way. Walls cannot stop
 * that damage, and are given up when the town takes structural damage with no other defence (002:585).
 */
function invadedDamage(b: EventBuilder): void {
  for (const town of b.state.towns) {
    const foes = foesAt(b.state, town.label);
    if (foes.length === 0) continue;
    const names = foes.map((f) => f.name).join(' + ');
    if (town.state === 'invaded') {
      const { horror, structural } = invaderDamage(foes);
      harmTown(b, town.id, horror, structural, 'town-damaged', 'invader', { foe: names });
    } else if (town.state === 'assaulted') {
      const { horror, structural } = assaultDamage(foes);
      if (horror === 0 && structural === 0) continue;
      const knightsHere = guardedPlaces(b.state.knights).has(placeKey(town.label));
      if (structural > 0 && town.walls && !knightsHere) {
        const foe = foes.find((f) => f.overwhelming > 0)!;
        b.emit(
          'walls-sacrificed',
          { foeId: foe.id, name: foe.name, townId: town.id, label: town.label, strike: false },
          'walls-only-defence',
        );
      }
      harmTown(b, town.id, horror, structural, 'town-damaged', 'nightmarish-overwhelming', { foe: names });
    }
  }
  releaseBuiltMonsters(b);
  const mad = b.state.towns.some((t) => t.state === 'mad');
  b.emit('phase-changed', { to: mad ? 'monster/mad-towns' : 'monster/sanity' });
}

/** Monster turn steps 4 and 5, then the wrap-up: sanity damage in mad/invaded towns, madness wanes, recruits appear. */
function sanityAndWrapUp(b: EventBuilder): void {
  const haunted = b.state.towns.filter((t) => t.state === 'mad' || t.state === 'invaded');
  for (const knight of b.state.knights) {
    if (!isSane(knight)) continue;
    const town = haunted.find((t) => sameLocation(t.label, knight.location));
    if (town) maddenKnight(b, knight.id, 1, town.state === 'mad' ? 'in-mad-town' : 'in-invaded-town');
  }
  const madPlayers = b.state.players.filter((p) => p.mad).map((p) => p.id);
  for (const knight of b.state.knights) {
    // A mad player's knights stay mad while their player is (ruling).
    if (!knight.alive || knight.madTurns === 0 || knight.madSince === b.state.turn || madPlayers.includes(knight.owner)) continue;
    const left = knight.madTurns - 1;
    if (left > 0) b.emit('madness-waned', { knightId: knight.id, name: knight.name, left });
    else b.emit('knight-recovered', { knightId: knight.id, name: knight.name }, 'madness-over');
  }
  for (const recruit of b.state.recruits) {
    const knight = newKnight(b.state, recruit.player, recruit.location);
    b.emit(
      'knight-added',
      { knightId: knight.id, name: knight.name, owner: recruit.player, rank: 'basic', location: recruit.location },
      recruit.via,
    );
  }
  b.emit('phase-changed', { to: 'wrapup' });
}

/**
 * Judges each player still in the game (002:597, 642, 628): a player with every town and knight mad
 * becomes a mad player (taking over the other mad towns no mad player holds); a player who no longer
 * controls any town (invaded towns are not controlled, 002:588) nor any sane knight, with no recruit
 * waiting, is wiped out — dead, or mad with the "dead players become mad" option.
 */
function playerStates(b: EventBuilder): void {
  for (const player of b.state.players) {
    const verdict = playerVerdict(b.state, player);
    if (verdict === 'mad') {
      const takes = madTownsTaken(b.state, player.id).map((t) => t.label);
      b.emit('player-went-mad', { player: player.id, who: player.name, reason: 'all-mad', takes }, 'all-mad');
    } else if (verdict === 'wiped-out') {
      if (b.state.options.deadBecomeMad)
        b.emit('player-went-mad', { player: player.id, who: player.name, reason: 'wiped-out' }, 'wiped-out');
      else b.emit('player-fell', { player: player.id, who: player.name }, 'wiped-out');
    }
  }
}

/**
 * The endings (the points victory is declared by the table), ruling 41. No sane player left comes first:
 * "Mad players can only win by wiping the other players off the map" (002:622), so when they have, they
 * win — even though every town left standing is then theirs and mad (002:645 is the sane players' loss).
 */
function endings(b: EventBuilder): void {
  const towns = b.state.towns.filter(standing);
  const sane = b.state.players.filter((p) => !p.dead && !p.mad);
  if (sane.length === 0) {
    const madPlayers = b.state.players.some((p) => p.mad);
    const code = madPlayers ? 'mad-players-win' : 'all-fallen';
    b.emit('game-ended', { code }, 'no-sane-player');
    return;
  }
  if (towns.length > 0 && towns.every((t) => t.state === 'mad')) {
    b.emit('game-ended', { code: 'catan-fallen' }, 'every-town-mad');
    return;
  }
  const cleared = !towns.some((t) => t.state === 'mad') && !b.state.gates.some((g) => g.status === 'open') && allFoes(b.state).length === 0;
  if (cleared) b.emit('game-ended', { code: 'catan-freed' }, 'horrors-cleared');
}

/** The automatic consequences of the state as it stands (empty when quiet). */
export function react(state: CatanHorrorState): CatanHorrorEvent[] {
  if (state.phase === 'over') return [];
  const b = new EventBuilder(state);
  if (state.festivalDue) {
    holdFestival(b);
    return b.events;
  }
  if (state.phase === 'setup') {
    if (state.gates.length > 0 && state.pending.length === 0) {
      b.emit('game-started', {
        player: state.players[0]?.id,
        who: state.players[0]?.name,
        actions: 3,
      });
    }
    townStates(b);
    return b.events;
  }
  lapsedAnswers(b);
  if (b.events.length) return b.events;
  townStates(b);
  if (b.events.length) return b.events;
  playerStates(b);
  if (b.events.length) return b.events;
  if (state.pending.length === 0) {
    if (state.phase === 'monster/invaded') invadedDamage(b);
    else if (state.phase === 'monster/mad-towns' && !state.towns.some((t) => t.state === 'mad')) {
      b.emit('phase-changed', { to: 'monster/sanity' });
    } else if (state.phase === 'monster/sanity') sanityAndWrapUp(b);
    if (b.events.length) return b.events;
    endings(b);
  }
  return b.events;
}
