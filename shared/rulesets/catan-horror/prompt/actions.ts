/** Step 3 and wrap-up prompts: the knight actions menu per knight or squad, builds, mad players' monster building. */
import { d6 } from '../../../engine/dice';
import type { Prompt, PromptAction } from '../../../engine/ruleset';
import type { CatanHorrorState } from '../state';
import { drawable } from '../actions/gates';
import { ACTION_COST, leavingNeedsCheck } from '../actions/knight-common';
import { cheapestClue } from '../actions/trophies';
import { allFoes, inFight } from '../rules/combat';
import { mandatoryStrikes } from '../rules/flow';
import { findOdds, hideOdds, razeNeedsCheck, razeOdds, townAt } from '../rules/checks';
import { isSane, rankOrder, squadMembers, STRENGTH, unitOf, unitStrength, type Unit } from '../rules/knights';
import { sameLocation } from '../rules/towns';
import { townsNotCounting } from '../rules/players';
import { calmRefusal, generalRefusal, militiaRefusal, promoteRefusal, RANK_ABOVE, recruitRefusal, repairRefusal, upgradeRefusal, wallsRefusal } from '../rules/allowed';
import { P, choice, names, trophyFields } from './common';
import { attackActions, strikeAction } from './combat';

/** A mad player's monster building on its mad towns' cards. */
function madBuildActions(state: CatanHorrorState, players: readonly string[]): PromptAction[] {
  const out: PromptAction[] = [];
  const mad = state.players.filter((p) => p.mad && !p.dead);
  if (mad.length > 1) {
    for (const town of state.towns.filter((t) => t.state === 'mad' && players.includes(t.owner) && mad.some((p) => p.id === t.owner))) {
      out.push({ type: 'mad-town-to', code: `${P}/act/mad-town-to`, params: { town: town.label }, payload: { townId: town.id },
        fields: [{ name: 'owner', kind: 'choice', choices: mad.filter((p) => p.id !== town.owner).map((p) => choice(p.id, p.name)) }] });
    }
  }
  for (const town of state.towns) {
    if (!players.includes(town.owner) || town.state !== 'mad' || !state.players.find((p) => p.id === town.owner)?.mad) continue;
    if (!town.building) {
      out.push({ type: 'mad-build-start', code: `${P}/act/mad-build-start`, params: { town: town.label }, payload: { townId: town.id },
        fields: [{ name: 'kind', kind: 'choice', choices: state.library.map((k) => choice(k.name, `${k.name} (toughness ${k.toughness})`, drawable(state, k.name, 0) !== null)) }] });
    } else {
      const needed = state.library.find((k) => k.name === town.building!.kind)?.toughness ?? 1;
      if (town.building.progress < needed) out.push({ type: 'mad-build-add', code: `${P}/act/mad-build-add`, params: { town: town.label, kind: town.building.kind, progress: town.building.progress, needed }, payload: { townId: town.id } });
    }
  }
  return out;
}

/** The knight actions menu for one knight or squad, only what is possible where it stands. */
function unitActions(state: CatanHorrorState, unit: Unit): PromptAction[] {
  const out: PromptAction[] = [];
  const label = names(unit);
  const left = state.actionsLeft;
  if (left < 1) return out;
  const check = leavingNeedsCheck(state, unit);
  out.push({
    type: 'move', code: `${P}/act/move`, params: { knights: label, check, reach: Math.min(...unit.knights.map((k) => STRENGTH[k.rank])) + (unit.hidden ? 0 : 1) }, payload: { unitId: unit.id }, fields: [{ name: 'to', kind: 'text', maxLength: 60 }, ...(check ? trophyFields(state) : [])],
    ...(check ? { dice: { dice: [d6] }, odds: hideOdds(state, unit) } : {}),
  });
  for (const foe of allFoes(state).filter((f) => !inFight(state, f) && sameLocation(f.location, unit.location))) {
    out.push({ type: 'find-monster', code: `${P}/act/find-monster`, params: { knights: label, foe: foe.name }, payload: { unitId: unit.id, foeId: foe.id }, dice: { dice: [d6] }, odds: findOdds(state, unit, foe), fields: trophyFields(state) });
  }
  if (!unit.hidden) out.push({ type: 'hide', code: `${P}/act/hide`, params: { knights: label }, payload: { unitId: unit.id }, dice: { dice: [d6] }, odds: hideOdds(state, unit), fields: trophyFields(state) });
  else out.push({ type: 'unhide', code: `${P}/act/unhide`, params: { knights: label }, payload: { unitId: unit.id } });
  for (const gate of state.gates.filter((g) => g.status === 'open' && sameLocation(g.label, unit.location))) {
    out.push({ type: 'attack-gate', code: `${P}/act/attack-gate`, params: { knights: label, gate: gate.label, dealt: Math.max(0, unitStrength(unit) + gate.modifier), damage: gate.damage }, payload: { unitId: unit.id, gateId: gate.id } });
  }
  const town = townAt(state, unit.location);
  if (town) {
    if (!calmRefusal(town)) out.push({ type: 'calm', code: `${P}/act/calm`, params: { knights: label, town: town.label, amount: unitStrength(unit) }, payload: { unitId: unit.id, townId: town.id } });
    if (!repairRefusal(town)) out.push({ type: 'repair', code: `${P}/act/repair`, params: { knights: label, town: town.label, amount: unitStrength(unit) }, payload: { unitId: unit.id, townId: town.id } });
    const needs = razeNeedsCheck(town, unit.owner);
    out.push({ type: 'raze', code: `${P}/act/raze`, params: { knights: label, town: town.label, amount: unitStrength(unit), check: needs }, payload: { unitId: unit.id, townId: town.id }, ...(needs ? { dice: { dice: [d6] }, odds: razeOdds(unit, town), fields: trophyFields(state) } : {}) });
    if (!recruitRefusal(state, unit, town)) {
      out.push({ type: 'recruit', code: `${P}/act/recruit`, params: { knights: label, town: town.label }, payload: { unitId: unit.id } });
    }
  }
  if (left >= ACTION_COST.harvest) out.push({ type: 'harvest', code: `${P}/act/harvest`, params: { knights: label, resources: unitStrength(unit) >= 3 ? 2 : 1 }, payload: { unitId: unit.id } });
  for (const k of unit.knights) {
    if (k.damage > 0 || k.sanity > 0) out.push({ type: 'rest', code: `${P}/act/rest`, params: { knight: k.name }, payload: { knightId: k.id } });
  }
  if (!unit.isSquad) {
    const k = unit.knights[0];
    const mates = state.knights.filter((m) => isSane(m) && m.owner === k.owner && m.id !== k.id && !m.squad && sameLocation(m.location, k.location) && rankOrder(m.rank) < rankOrder(k.rank));
    if (rankOrder(k.rank) >= 2 && mates.length) {
      out.push({ type: 'form-squad', code: `${P}/act/form-squad`, params: { knight: k.name, members: mates.map((m) => m.name).join(' + ') }, payload: { leaderId: k.id, memberIds: mates.map((m) => m.id) } });
    }
    for (const s of state.squads.filter((s) => s.owner === k.owner && s.members.length > 0)) {
      const sUnit = unitOf(state, squadMembers(state, s)[0]);
      if (sameLocation(sUnit.location, k.location)) out.push({ type: 'join-squad', code: `${P}/act/join-squad`, params: { knight: k.name, squad: names(sUnit) }, payload: { knightId: k.id, squadId: s.id } });
    }
    if (left >= ACTION_COST.colonize && !town) out.push({ type: 'colonize', code: `${P}/act/colonize`, params: { knight: k.name, location: k.location }, payload: { knightId: k.id } });
  }
  return out;
}

/** Builds the app tracks for these players (promotions, clues, towns, walls, Generals). */
export function buildActions(state: CatanHorrorState, players: readonly string[]): PromptAction[] {
  const out: PromptAction[] = [];
  for (const pid of players) {
    const player = state.players.find((p) => p.id === pid)!;
    if (player.dead) continue;
    for (const k of state.knights.filter((k) => k.alive && k.owner === pid)) {
      if (!promoteRefusal(state, k, player)) out.push({ type: 'promote', code: `${P}/act/promote`, params: { knight: k.name, to: RANK_ABOVE[k.rank]! }, payload: { knightId: k.id } });
    }
    const clue = cheapestClue(player.trophies);
    if (clue) out.push({ type: 'buy-clue', code: `${P}/act/buy-clue`, params: { player: player.name }, payload: { player: pid, trophies: clue } });
    for (const t of state.towns.filter((t) => t.state !== 'destroyed')) {
      if (!upgradeRefusal(t, pid)) {
        out.push(t.owner === pid
          ? { type: 'upgrade-town', code: `${P}/act/upgrade-town`, params: { town: t.label, size: t.size }, payload: { townId: t.id } }
          : { type: 'upgrade-town', code: `${P}/act/rebuild-metropolis`, params: { town: t.label, player: player.name }, payload: { townId: t.id, by: pid } });
      }
      if (t.owner !== pid) continue;
      if (!wallsRefusal(t)) out.push({ type: 'build-walls', code: `${P}/act/build-walls`, params: { town: t.label }, payload: { townId: t.id } });
      if (!generalRefusal(state, player, t)) out.push({ type: 'make-general', code: `${P}/act/make-general`, params: { town: t.label }, payload: { townId: t.id } });
    }
    out.push(...madBuildActions(state, [pid]));
    out.push({ type: 'add-town', code: `${P}/act/build-settlement`, params: { player: player.name }, payload: { owner: pid, size: 'settlement' }, fields: [{ name: 'label', kind: 'text', maxLength: 60 }] });
    out.push({ type: 'set-fortress', code: `${P}/act/set-fortress`, params: { player: player.name, has: !player.hasFortress }, payload: { player: pid, has: !player.hasFortress } });
  }
  return out;
}

/** Step 3: strikes owed after an Attack, attacks, each unit's menu, militia, clues, builds, the points victory. */
export function actionsPrompt(state: CatanHorrorState): Prompt {
  const player = state.players[state.current];
  const actions: PromptAction[] = [];
  actions.push(...mandatoryStrikes(state).map((foe) => strikeAction(state, foe)));
  if (state.actionsLeft >= 1) actions.push(...attackActions(state, allFoes(state).filter((f) => inFight(state, f)), true));
  const seen = new Set<string>();
  for (const k of state.knights) {
    if (!isSane(k) || k.owner !== player.id) continue;
    const unit = unitOf(state, k);
    if (seen.has(unit.id)) continue;
    seen.add(unit.id);
    actions.push(...unitActions(state, unit));
  }
  if (state.actionsLeft >= ACTION_COST.militia) {
    for (const t of state.towns.filter((t) => !militiaRefusal(state, player.id, t))) {
      actions.push({ type: 'militia', code: `${P}/act/militia`, params: { town: t.label }, payload: { townId: t.id } });
    }
  }
  if (player.clues > 0) actions.push({ type: 'spend-clue-for-action', code: `${P}/act/spend-clue-for-action` });
  actions.push(...buildActions(state, [player.id]));
  actions.push({ type: 'declare-victory', code: `${P}/act/declare-victory`, endsGame: true, params: { player: player.name, notCounting: townsNotCounting(state, player.id).join(', ') || '—' }, payload: { player: player.id } });
  const strikes = actions.some((a) => a.type === 'foe-strike');
  actions.unshift({ type: 'end-actions', code: `${P}/act/end-actions`, primary: !strikes });
  return { phase: `${P}/phase/player/actions`, code: `${P}/knight-actions`, params: { player: player.name, left: state.actionsLeft }, actions };
}
