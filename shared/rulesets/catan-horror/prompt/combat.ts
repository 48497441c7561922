/** Step 1 prompts and the attack offers: monsters' strikes, Hide checks, knights' and squads' attacks with exact odds. */
import { d6, times } from '../../../engine/dice';
import type { Prompt, PromptAction, PromptChoice } from '../../../engine/ruleset';
import type { CatanHorrorState, Knight } from '../state';
import { allowedSplits, sharesTarget } from '../rules/damage';
import { allFoes, exposedKnights, fightersAt, groupDice, hitsOn, inFight, squadCombatStrength, squadOvercomeCost, type Foe } from '../rules/combat';
import { mandatoryStrikes, pendingHideChecks } from '../rules/flow';
import { hideOdds } from '../rules/checks';
import { isSane, squadMembers } from '../rules/knights';
import { atLeast } from '../rules/odds';
import { sameLocation } from '../rules/towns';
import { P, choice, names, trophyFields } from './common';
import { squadKillOdds } from './squads';

/** Lone, exposed, sane knights of the current player at a location that have not attacked yet. */
const loneFighters = (state: CatanHorrorState, location: string): Knight[] =>
  exposedKnights(state, state.players[state.current].id, location).filter((k) => !k.squad && !state.attacked.includes(k.id));

/** Attacks on offer: lone knights banded against each foe, and each squad against its place (the Attack action in step 3). */
export function attackActions(state: CatanHorrorState, foes: readonly Foe[], attackAction: boolean): PromptAction[] {
  const out: PromptAction[] = [];
  const player = state.players[state.current].id;
  const waiting = mandatoryStrikes(state);
  for (const foe of foes) {
    if (!attackAction && waiting.some((w) => sameLocation(w.location, foe.location))) continue;
    const lone = loneFighters(state, foe.location).filter((k) => k.id !== foe.id);
    if (lone.length) {
      const n = groupDice(lone, foe, attackAction);
      if (n > 0) {
        out.push({
          type: 'knights-attack', code: `${P}/act/knights-attack`, params: { knights: lone.map((k) => k.name).join(' + '), foe: foe.name, dice: n, needs: hitsOn(state, foe.location), health: foe.healthLeft },
          payload: { knightIds: lone.map((k) => k.id), foeId: foe.id }, dice: { dice: times(n, d6) }, odds: atLeast(n, foe.healthLeft, (7 - hitsOn(state, foe.location)) / 6),
        });
      }
    }
  }
  const locations = [...new Set(foes.map((f) => f.location.trim().toLowerCase()))];
  for (const squad of state.squads) {
    const members = squadMembers(state, squad);
    if (squad.owner !== player || members.length === 0 || members.some((m) => m.hidden || state.attacked.includes(m.id) || !isSane(m))) continue;
    const location = members[0].location;
    if (!locations.includes(location.trim().toLowerCase())) continue;
    if (!attackAction && waiting.some((w) => sameLocation(w.location, location))) continue;
    const here = fightersAt(state, location);
    const n = squadCombatStrength(members);
    const needs = hitsOn(state, location);
    out.push({
      type: 'squad-attack', code: `${P}/act/squad-attack`, params: { knights: members.map((k) => k.name).join(' + '), dice: n, needs, foes: here.map((f) => f.name).join(', ') },
      payload: { squadId: squad.id }, dice: { dice: times(n, d6) },
      odds: squadKillOdds(n, needs, here.map((f) => ({ cost: squadOvercomeCost(members, f), health: f.healthLeft }))),
    });
  }
  return out;
}

/**
 * A foe's strike to resolve: every allowed way to take it (a whole blow on one knight, or split as
 * the player decides, rules/damage), or the town's walls when they can cancel it.
 */
export function strikeAction(state: CatanHorrorState, foe: Foe): PromptAction {
  const player = state.players[state.current].id;
  const fighters = exposedKnights(state, player, foe.location).filter((k) => k.id !== foe.id);
  const label = (k: Knight) => `${k.name} (${k.rank}, damage ${k.damage})`;
  const targets: PromptChoice[] = allowedSplits(state, foe.combat, fighters).map((shares) =>
    choice(
      sharesTarget(shares, foe.combat, fighters),
      shares.length === 1 && shares[0].amount < foe.combat
        ? `${label(fighters.find((k) => k.id === shares[0].knightId)!)}: takes ${shares[0].amount}, the rest is lost`
        : shares.length === 1 ? label(fighters.find((k) => k.id === shares[0].knightId)!) : shares.map((s) => `${fighters.find((k) => k.id === s.knightId)!.name} ${s.amount}`).join(' + '),
    ));
  const town = state.towns.find((t) => t.owner === player && t.walls && t.state === 'assaulted' && sameLocation(t.label, foe.location));
  if (town) targets.push(choice('walls', `City walls of ${town.label}`));
  return { type: 'foe-strike', code: `${P}/act/foe-strike`, primary: true, params: { foe: foe.name, damage: foe.combat, location: foe.location }, payload: { foeId: foe.id }, fields: [{ name: 'target', kind: 'choice', choices: targets }] };
}

/** Step 1: Hide checks and monsters' strikes owed first, then the knights' attacks. */
export function combatPrompt(state: CatanHorrorState): Prompt {
  const actions: PromptAction[] = [];
  for (const unit of pendingHideChecks(state)) {
    actions.push({ type: 'hide-check', code: `${P}/act/hide-check`, params: { knights: names(unit) }, payload: { unitId: unit.id }, dice: { dice: [d6] }, odds: hideOdds(state, unit), fields: trophyFields(state) });
  }
  const player = state.players[state.current].id;
  for (const foe of mandatoryStrikes(state)) actions.push(strikeAction(state, foe));
  const combatFoes = allFoes(state).filter((f) => inFight(state, f)).filter((f) => loneFighters(state, f.location).some((k) => k.id !== f.id) || state.squads.some((s) => s.owner === player && squadMembers(state, s).some((m) => sameLocation(m.location, f.location))));
  actions.push(...attackActions(state, combatFoes, false));
  const mandatory = actions.some((a) => a.type === 'hide-check' || a.type === 'foe-strike');
  if (mandatory) actions[0] = { ...actions[0], primary: true };
  actions.push({ type: 'end-combat', code: `${P}/act/end-combat`, primary: !mandatory });
  return { phase: `${P}/phase/player/combat`, code: mandatory ? `${P}/resolve-combat` : `${P}/combat-clear`, params: { player: state.players[state.current].name }, actions };
}
