/** Step 1 and 3 offers: monsters' strikes, Hide checks, knights' and squads' attacks with exact odds. */
import { d6, times } from '../../../engine/dice';
import type { Offer, PromptChoice } from '../../../engine/ruleset';
import type { CatanHorrorState, Knight } from '../state';
import { allowedSplits, sharesTarget } from '../rules/damage';
import {
  allFoes,
  exposedKnights,
  knightsAt,
  fightersAt,
  groupDice,
  hitsOn,
  inFight,
  squadCombatStrength,
  squadOvercomeCost,
  type Foe,
} from '../rules/combat';
import { mandatoryStrikes, pendingHideChecks } from '../rules/flow';
import { hideOdds } from '../rules/checks';
import { isSane, squadMembers } from '../rules/knights';
import { atLeast } from '../rules/odds';
import { sameLocation } from '../rules/towns';
import { P, coded, names, trophyFields, HIDE_DIE } from './common';
import { refuse } from '../../../engine/result';
import { open, type Candidate } from '../rules/when';
import { squadKillOdds } from './squads';
import { perState } from '../rules/memo';

/** Lone, exposed, sane knights of the current player at a location that have not attacked yet. */
const loneFighters = (state: CatanHorrorState, location: string): Knight[] =>
  exposedKnights(state, state.players[state.current].id, location).filter((k) => !k.squad && !state.attacked.includes(k.id));

/** Foes knights may attack now: in step 1 those in a fight where the player has lone knights or a squad; in step 3 every foe in a fight. */
function foesToAttack(state: CatanHorrorState): Foe[] {
  const player = state.players[state.current].id;
  const fighting = allFoes(state).filter((f) => inFight(state, f));
  if (state.phase === 'player/actions') return fighting;
  return fighting.filter(
    (f) =>
      loneFighters(state, f.location).some((k) => k.id !== f.id) ||
      state.squads.some((s) => s.owner === player && squadMembers(state, s).some((m) => sameLocation(m.location, f.location))),
  );
}

/**
 * Each foe where the player has knights (once per state: the action's availability and its offers both ask): lone knights banded against it (step 1 after the monsters
 * struck there; step 3 with the Attack action), with the exact odds of killing it — or the rule
 * that keeps them from attacking it.
 */
export const knightsAttackCandidates = perState(knightsAttackCandidatesNow);
function knightsAttackCandidatesNow(state: CatanHorrorState): Candidate[] {
  const attackAction = state.phase === 'player/actions';
  const player = state.players[state.current].id;
  const waiting = mandatoryStrikes(state);
  const out: Candidate[] = [];
  for (const foe of allFoes(state)) {
    const mine = knightsAt(state, foe.location).filter((k) => isSane(k) && k.owner === player && k.id !== foe.id);
    if (!mine.length) continue;
    if (!inFight(state, foe)) {
      out.push(refuse('rules/evasive_not_found', { foe: foe.name }));
      continue;
    }
    if (!attackAction && waiting.some((w) => sameLocation(w.location, foe.location))) {
      out.push(
        refuse('rules/monsters_strike_first', {
          waiting: waiting.map((w) => w.name),
        }),
      );
      continue;
    }
    const lone = loneFighters(state, foe.location).filter((k) => k.id !== foe.id);
    if (!lone.length) {
      const k = mine[0];
      out.push(
        k.squad
          ? refuse('rules/squad_fights_together', { knightId: k.id })
          : k.hidden
            ? refuse('rules/hidden_knight', { knightId: k.id })
            : refuse('rules/already_attacked', { knightId: k.id }),
      );
      continue;
    }
    const n = groupDice(lone, foe, attackAction);
    if (n === 0) {
      out.push(refuse('rules/no_attack_dice', { foe: foe.name }));
      continue;
    }
    out.push(
      open({
        code: `${P}/act/knights-attack`,
        params: {
          knights: lone.map((k) => k.name).join(' + '),
          foe: foe.name,
          dice: n,
          needs: hitsOn(state, foe.location),
          health: foe.healthLeft,
        },
        payload: { knightIds: lone.map((k) => k.id), foeId: foe.id },
        dice: { dice: times(n, d6) },
        odds: atLeast(n, foe.healthLeft, (7 - hitsOn(state, foe.location)) / 6),
      }),
    );
  }
  return out;
}

/**
 * Each squad of the player's where monsters fight (step 1 after they struck there; step 3 with the Attack action), with the
 * exact kill-all odds. Once per state: the action's availability and its offers both ask.
 */
export const squadAttackOffers = perState(squadAttackOffersNow);
function squadAttackOffersNow(state: CatanHorrorState): Offer[] {
  const attackAction = state.phase === 'player/actions';
  const player = state.players[state.current].id;
  // Most states have no squad of the player's: nothing to work out then (the foes in a fight, the strikes waiting).
  if (!state.squads.some((s) => s.owner === player)) return [];
  const waiting = mandatoryStrikes(state);
  const locations = [...new Set(foesToAttack(state).map((f) => f.location.trim().toLowerCase()))];
  const out: Offer[] = [];
  for (const squad of state.squads) {
    const members = squadMembers(state, squad);
    if (squad.owner !== player || members.length === 0 || members.some((m) => m.hidden || state.attacked.includes(m.id) || !isSane(m)))
      continue;
    const location = members[0].location;
    if (!locations.includes(location.trim().toLowerCase())) continue;
    if (!attackAction && waiting.some((w) => sameLocation(w.location, location))) continue;
    const here = fightersAt(state, location).filter((f) => !members.some((m) => m.id === f.id));
    if (!here.length) continue;
    const n = squadCombatStrength(members);
    const needs = hitsOn(state, location);
    out.push({
      code: `${P}/act/squad-attack`,
      params: { knights: members.map((k) => k.name).join(' + '), dice: n, needs, foes: here.map((f) => f.name).join(', ') },
      payload: { squadId: squad.id },
      dice: { dice: times(n, d6) },
      odds: squadKillOdds(
        n,
        needs,
        here.map((f) => ({ cost: squadOvercomeCost(members, f), health: f.healthLeft })),
      ),
    });
  }
  return out;
}

/**
 * A foe's strike to resolve: every allowed way to take it (a whole blow on one knight, or split as
 * the player decides, rules/damage), or the town's walls when they can cancel it.
 */
export function strikeOffer(state: CatanHorrorState, foe: Foe): Offer {
  const player = state.players[state.current].id;
  const fighters = exposedKnights(state, player, foe.location).filter((k) => k.id !== foe.id);
  const knight = (id: string) => fighters.find((k) => k.id === id)!;
  const card = (k: Knight) => ({ name: k.name, rank: k.rank, damage: k.damage });
  const targets: PromptChoice[] = allowedSplits(state, foe.combat, fighters).map((shares) => {
    const value = sharesTarget(shares, foe.combat, fighters);
    if (shares.length > 1)
      return coded(value, 'strike-split', { shares: shares.map((s) => `${knight(s.knightId).name} ${s.amount}`).join(' + ') });
    const one = card(knight(shares[0].knightId));
    return shares[0].amount < foe.combat
      ? coded(value, 'strike-part', { ...one, amount: shares[0].amount })
      : coded(value, 'strike-one', one);
  });
  const town = state.towns.find((t) => t.owner === player && t.walls && t.state === 'assaulted' && sameLocation(t.label, foe.location));
  if (town) targets.push(coded('walls', 'walls', { town: town.label }));
  return {
    code: `${P}/act/foe-strike`,
    primary: true,
    params: { foe: foe.name, damage: foe.combat, location: foe.location },
    payload: { foeId: foe.id },
    fields: [{ name: 'target', kind: 'choice', choices: targets }],
  };
}

/** The start-of-turn Hide checks owed (the first is the step's main action). */
export const hideCheckOffers = (state: CatanHorrorState): Offer[] =>
  pendingHideChecks(state).map((unit, i) => ({
    code: `${P}/act/hide-check`,
    primary: i === 0,
    params: { knights: names(unit) },
    payload: { unitId: unit.id },
    dice: HIDE_DIE,
    odds: hideOdds(state, unit),
    fields: trophyFields(state),
  }));
