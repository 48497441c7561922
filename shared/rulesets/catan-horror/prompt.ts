/** What the table must (or may) do now: pending questions first, then the step of the turn, with dice and exact odds. */
import { d6, dN, times } from '../../engine/dice';
import type { Prompt, PromptAction, PromptChoice, PromptField } from '../../engine/ruleset';
import type { CatanHorrorState, Knight, Pending } from './state';
import { PRODUCTION_DICE, mobileFoes, moveNeeds } from './actions/turn';
import { drawable } from './actions/gates';
import { squadFoes, squadWeakestFirst } from './actions/combat';
import { ACTION_COST, leavingNeedsCheck } from './actions/knights';
import { cheapestClue } from './actions/trophies';
import { canRerollGate, madPlayers } from './actions/mad';
import {
  allFoes, allocateSquadDice, exposedKnights, foesAt, groupDice, hitsOn, squadCombatStrength, squadOvercomeCost, type Foe,
} from './rules/combat';
import { mandatoryStrikes, pendingHideChecks } from './rules/flow';
import { hideOdds, razeNeedsCheck, razeOdds, townAt } from './rules/checks';
import { freePieces, isSane, rankOrder, squadMembers, STRENGTH, unitOf, unitStrength, type Unit } from './rules/knights';
import { atLeast, d6AtLeast } from './rules/odds';
import { MAD_PRODUCTION, sameLocation, standing } from './rules/towns';

const P = 'catan-horror';
const choice = (value: string | number, text: string, disabled = false): PromptChoice => ({ value, code: `${P}/choice`, params: { label: text }, ...(disabled ? { disabled } : {}) });
const names = (unit: Unit) => unit.knights.map((k) => k.name).join(' + ');

/** Probability that a squad's roll lets it kill every foe listed, spending its dice in the best order (chosen after the roll). */
export function squadKillOdds(dice: number, needs: number, targets: readonly { cost: number; health: number }[]): number {
  const p = (7 - needs) / 6;
  const orders = squadOrders(targets.map((_, i) => String(i)));
  let total = 0;
  for (let hits = 0; hits <= dice; hits++) {
    const values = [...Array(dice - hits).fill(1), ...Array(hits).fill(6)];
    const killsAll = orders.some((order) => {
      const ordered = order.map((i) => ({ foeId: i, cost: targets[Number(i)].cost, hits: targets[Number(i)].health }));
      return allocateSquadDice(values, needs, ordered).every((a, k) => a.engaged && a.damage.length >= ordered[k].hits);
    });
    if (killsAll) total += atLeast(dice, hits, p) - atLeast(dice, hits + 1, p);
  }
  return total;
}

/** Orders a squad may take the monsters on in: every order for up to 4 monsters, otherwise each one first. */
function squadOrders(ids: readonly string[]): string[][] {
  if (ids.length <= 4) {
    const perms = (xs: readonly string[]): string[][] => (xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest])));
    return perms(ids);
  }
  return ids.map((first) => [first, ...ids.filter((x) => x !== first)]);
}

/** Monsters killed by spending the rolled dice in this order. */
function killsWith(state: CatanHorrorState, members: readonly Knight[], here: readonly Foe[], values: readonly number[], needs: number, order: readonly string[]): number {
  const targets = order.map((fid) => here.find((f) => f.id === fid)!).map((f) => ({ foeId: f.id, cost: squadOvercomeCost(members, f), hits: f.healthLeft }));
  return allocateSquadDice(values, needs, targets).filter((a, i) => a.engaged && a.damage.length >= targets[i].hits).length;
}

const bestOrder = (state: CatanHorrorState, members: readonly Knight[], here: readonly Foe[], values: readonly number[], needs: number, orders: readonly string[][]) =>
  orders.reduce((best, o) => (killsWith(state, members, here, values, needs, o) > killsWith(state, members, here, values, needs, best) ? o : best), orders[0]);

/** The optional trophy a player may spend on a check (its toughness is added). */
function trophyFields(state: CatanHorrorState): PromptField[] {
  const trophies = state.players[state.current]?.trophies ?? [];
  if (!trophies.length) return [];
  return [{ name: 'trophy', kind: 'choice', optional: true, choices: trophies.map((t, i) => choice(i, `${t.kind} (+${t.toughness})`)) }];
}

const madReroll = (state: CatanHorrorState): PromptAction[] =>
  canRerollGate(state) ? [{ type: 'mad-reroll-gate', code: `${P}/act/mad-reroll-gate`, params: { player: madPlayers(state).map((p) => p.name).join(' / ') } }] : [];

function madBuildActions(state: CatanHorrorState, players: readonly string[]): PromptAction[] {
  const out: PromptAction[] = [];
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

function pendingPrompt(state: CatanHorrorState, head: Pending): Prompt {
  const phase = `${P}/phase/${state.phase}`;
  switch (head.kind) {
    case 'setup-gate':
      return { phase, code: `${P}/roll-setup-gate`, params: { left: head.left }, actions: [{ type: 'roll-setup-gate', code: `${P}/act/roll-setup-gate`, dice: { dice: times(2, d6) }, primary: true }] };
    case 'gate-location':
      return { phase, code: `${P}/roll-gate-location`, actions: [{ type: 'roll-gate-location', code: `${P}/act/roll-gate-location`, dice: { dice: times(2, d6) }, primary: true }] };
    case 'gate-hex': {
      const mad = state.phase !== 'setup' && madPlayers(state).length > 0;
      return {
        phase, code: mad ? `${P}/choose-gate-hex` : `${P}/roll-gate-hex`, params: { number: head.number, choices: head.choices },
        actions: [
          ...(mad ? [{ type: 'choose-gate-hex', code: `${P}/act/choose-gate-hex`, primary: true, fields: [{ name: 'hex', kind: 'number' as const, min: 1, max: head.choices, default: 1 }] }] : []),
          { type: 'roll-gate-hex', code: `${P}/act/roll-gate-hex`, dice: { dice: [dN(head.choices)] }, primary: !mad },
          ...madReroll(state),
        ],
      };
    }
    case 'gate-token':
      return {
        phase, code: `${P}/gate-token`, params: { number: head.number, hex: head.hex ?? 1 },
        actions: [{ type: 'open-gate', code: `${P}/act/open-gate`, primary: true, fields: [{ name: 'modifier', kind: 'number', min: -5, max: 5, default: 0 }, { name: 'label', kind: 'text', maxLength: 60, optional: true }] }, ...madReroll(state)],
      };
    case 'place-monster':
      return {
        phase, code: `${P}/place-monster`, params: { location: head.location, reason: head.reason, min: head.minToughness },
        actions: [{
          type: 'place-monster', code: `${P}/act/place-monster`, primary: true,
          fields: [{ name: 'kind', kind: 'choice', choices: state.library.map((k) => choice(k.name, `${k.name} (${k.movement}, combat ${k.combatDamage}, toughness ${k.toughness})`, drawable(state, k.name, head.minToughness) !== null)) }],
        }],
      };
    case 'seal-gate': {
      const player = state.players.find((p) => p.id === head.player)!;
      const clue = cheapestClue(player.trophies);
      const actions: PromptAction[] = [];
      if (player.clues > 0) actions.push({ type: 'seal-gate', code: `${P}/act/seal-gate`, primary: true });
      else if (clue) actions.push({ type: 'buy-clue', code: `${P}/act/buy-clue`, params: { player: player.name }, payload: { player: player.id, trophies: clue } });
      actions.push({ type: 'leave-unsealed', code: `${P}/act/leave-unsealed`, primary: player.clues === 0 });
      return { phase, code: `${P}/seal-gate`, params: { player: player.name, clues: player.clues }, actions };
    }
    case 'squad-dice': {
      const squad = state.squads.find((x) => x.id === head.squadId);
      const members = squad ? squadMembers(state, squad) : [];
      const here = members.length ? squadFoes(state, members) : [];
      const orders = squadOrders(here.map((f) => f.id));
      const best = bestOrder(state, members, here, head.values, head.needs, orders);
      return {
        phase, code: `${P}/allocate-squad-dice`, params: { values: head.values.join(', '), needs: head.needs },
        actions: orders.map((order): PromptAction => {
          const result = killsWith(state, members, here, head.values, head.needs, order);
          return {
            type: 'allocate-squad-dice', code: `${P}/act/allocate-squad-dice`, primary: order === best,
            params: { order: order.map((fid) => here.find((f) => f.id === fid)!.name).join(' → '), kills: result },
            payload: { order },
          };
        }),
      };
    }
    case 'monster-moves': {
      const foes = allFoes(state).filter((f) => head.moving.includes(f.id));
      return {
        phase, code: `${P}/report-moves`, params: { count: foes.length },
        actions: [
          ...foes.map((f): PromptAction => ({ type: 'monster-moved', code: `${P}/act/monster-moved`, params: { name: f.name, from: f.location }, payload: { foeId: f.id }, fields: [{ name: 'to', kind: 'text', maxLength: 60 }] })),
          { type: 'movement-done', code: `${P}/act/movement-done`, primary: true },
        ],
      };
    }
  }
}

/** Lone, exposed, sane knights of the current player at a location that have not attacked yet. */
const loneFighters = (state: CatanHorrorState, location: string): Knight[] =>
  exposedKnights(state, state.players[state.current].id, location).filter((k) => !k.squad && !state.attacked.includes(k.id));

function attackActions(state: CatanHorrorState, foes: readonly Foe[], attackAction: boolean): PromptAction[] {
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
    const here = foesAt(state, location);
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

function combatPrompt(state: CatanHorrorState): Prompt {
  const actions: PromptAction[] = [];
  for (const unit of pendingHideChecks(state)) {
    actions.push({ type: 'hide-check', code: `${P}/act/hide-check`, params: { knights: names(unit) }, payload: { unitId: unit.id }, dice: { dice: [d6] }, odds: hideOdds(state, unit), fields: trophyFields(state) });
  }
  const player = state.players[state.current].id;
  for (const foe of mandatoryStrikes(state)) {
    const targets: PromptChoice[] = exposedKnights(state, player, foe.location)
      .filter((k) => k.id !== foe.id)
      .map((k) => choice(k.id, `${k.name} (${k.rank}, damage ${k.damage})`, squadWeakestFirst(state, k, foe.combat) !== null));
    const town = state.towns.find((t) => t.owner === player && t.walls && t.state === 'assaulted' && sameLocation(t.label, foe.location));
    if (town) targets.push(choice('walls', `City walls of ${town.label}`));
    actions.push({ type: 'foe-strike', code: `${P}/act/foe-strike`, params: { foe: foe.name, damage: foe.combat, location: foe.location }, payload: { foeId: foe.id }, fields: [{ name: 'target', kind: 'choice', choices: targets }] });
  }
  const combatFoes = allFoes(state).filter((f) => loneFighters(state, f.location).some((k) => k.id !== f.id) || state.squads.some((s) => s.owner === player && squadMembers(state, s).some((m) => sameLocation(m.location, f.location))));
  actions.push(...attackActions(state, combatFoes, false));
  const mandatory = actions.some((a) => a.type === 'hide-check' || a.type === 'foe-strike');
  if (mandatory) actions[0] = { ...actions[0], primary: true };
  actions.push({ type: 'end-combat', code: `${P}/act/end-combat`, primary: !mandatory });
  return { phase: `${P}/phase/player/combat`, code: mandatory ? `${P}/resolve-combat` : `${P}/combat-clear`, params: { player: state.players[state.current].name }, actions };
}

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
  if (!unit.hidden) out.push({ type: 'hide', code: `${P}/act/hide`, params: { knights: label }, payload: { unitId: unit.id }, dice: { dice: [d6] }, odds: hideOdds(state, unit), fields: trophyFields(state) });
  else out.push({ type: 'unhide', code: `${P}/act/unhide`, params: { knights: label }, payload: { unitId: unit.id } });
  for (const gate of state.gates.filter((g) => g.status === 'open' && sameLocation(g.label, unit.location))) {
    out.push({ type: 'attack-gate', code: `${P}/act/attack-gate`, params: { knights: label, gate: gate.label, dealt: Math.max(0, unitStrength(unit) + gate.modifier), damage: gate.damage }, payload: { unitId: unit.id, gateId: gate.id } });
  }
  const town = townAt(state, unit.location);
  if (town) {
    if (town.horror > 0 && town.state !== 'invaded' && town.state !== 'mad') out.push({ type: 'calm', code: `${P}/act/calm`, params: { knights: label, town: town.label, amount: unitStrength(unit) }, payload: { unitId: unit.id, townId: town.id } });
    if (town.structural > 0 && town.state !== 'invaded') out.push({ type: 'repair', code: `${P}/act/repair`, params: { knights: label, town: town.label, amount: unitStrength(unit) }, payload: { unitId: unit.id, townId: town.id } });
    const needs = razeNeedsCheck(town, unit.owner);
    out.push({ type: 'raze', code: `${P}/act/raze`, params: { knights: label, town: town.label, amount: unitStrength(unit), check: needs }, payload: { unitId: unit.id, townId: town.id }, ...(needs ? { dice: { dice: [d6] }, odds: razeOdds(unit, town), fields: trophyFields(state) } : {}) });
    if (town.owner === unit.owner && town.state === 'sane' && unit.knights.some((k) => rankOrder(k.rank) >= 2) && !state.recruitedFrom.includes(town.id) && freePieces(state, unit.owner, 'basic') > 0) {
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

function buildActions(state: CatanHorrorState, players: readonly string[]): PromptAction[] {
  const out: PromptAction[] = [];
  for (const pid of players) {
    const player = state.players.find((p) => p.id === pid)!;
    if (player.dead) continue;
    for (const k of state.knights.filter((k) => k.alive && k.owner === pid && k.madTurns === 0)) {
      const to = k.rank === 'basic' ? 'strong' : k.rank === 'strong' ? 'mighty' : null;
      if (to && freePieces(state, pid, to) > 0) out.push({ type: 'promote', code: `${P}/act/promote`, params: { knight: k.name, to }, payload: { knightId: k.id } });
    }
    const clue = cheapestClue(player.trophies);
    if (clue) out.push({ type: 'buy-clue', code: `${P}/act/buy-clue`, params: { player: player.name }, payload: { player: pid, trophies: clue } });
    for (const t of state.towns.filter((t) => t.owner === pid && t.state === 'sane')) {
      if (t.size !== 'metropolis') out.push({ type: 'upgrade-town', code: `${P}/act/upgrade-town`, params: { town: t.label, size: t.size }, payload: { townId: t.id } });
      if (t.size !== 'settlement' && !t.walls) out.push({ type: 'build-walls', code: `${P}/act/build-walls`, params: { town: t.label }, payload: { townId: t.id } });
      if (t.size !== 'settlement' && player.hasFortress && !state.knights.some((k) => k.alive && k.owner === pid && k.rank === 'general') && freePieces(state, pid, 'mighty') > 0) {
        out.push({ type: 'make-general', code: `${P}/act/make-general`, params: { town: t.label }, payload: { townId: t.id } });
      }
    }
    out.push(...madBuildActions(state, [pid]));
    out.push({ type: 'add-town', code: `${P}/act/build-settlement`, params: { player: player.name }, payload: { owner: pid, size: 'settlement' }, fields: [{ name: 'label', kind: 'text', maxLength: 60 }] });
    out.push({ type: 'set-fortress', code: `${P}/act/set-fortress`, params: { player: player.name, has: !player.hasFortress }, payload: { player: pid, has: !player.hasFortress } });
  }
  return out;
}

function actionsPrompt(state: CatanHorrorState): Prompt {
  const player = state.players[state.current];
  const actions: PromptAction[] = [];
  actions.push(...mandatoryStrikes(state).map((foe): PromptAction => ({
    type: 'foe-strike', code: `${P}/act/foe-strike`, primary: true, params: { foe: foe.name, damage: foe.combat, location: foe.location }, payload: { foeId: foe.id },
    fields: [{ name: 'target', kind: 'choice', choices: exposedKnights(state, player.id, foe.location).filter((k) => k.id !== foe.id).map((k) => choice(k.id, `${k.name} (${k.rank}, damage ${k.damage})`, squadWeakestFirst(state, k, foe.combat) !== null)) }],
  })));
  if (state.actionsLeft >= 1) actions.push(...attackActions(state, allFoes(state), true));
  const seen = new Set<string>();
  for (const k of state.knights) {
    if (!isSane(k) || k.owner !== player.id) continue;
    const unit = unitOf(state, k);
    if (seen.has(unit.id)) continue;
    seen.add(unit.id);
    actions.push(...unitActions(state, unit));
  }
  if (state.actionsLeft >= ACTION_COST.militia && freePieces(state, player.id, 'basic') > 0) {
    for (const t of state.towns.filter((t) => t.owner === player.id && (t.state === 'sane' || t.state === 'assaulted'))) {
      actions.push({ type: 'militia', code: `${P}/act/militia`, params: { town: t.label }, payload: { townId: t.id } });
    }
  }
  if (player.clues > 0) actions.push({ type: 'spend-clue-for-action', code: `${P}/act/spend-clue-for-action` });
  actions.push(...buildActions(state, [player.id]));
  actions.push({ type: 'declare-victory', code: `${P}/act/declare-victory`, params: { player: player.name }, payload: { player: player.id } });
  const strikes = actions.some((a) => a.type === 'foe-strike');
  actions.unshift({ type: 'end-actions', code: `${P}/act/end-actions`, primary: !strikes });
  return { phase: `${P}/phase/player/actions`, code: `${P}/knight-actions`, params: { player: player.name, left: state.actionsLeft }, actions };
}

/** The prompt for the state as it stands. */
export function prompt(state: CatanHorrorState): Prompt {
  const phase = `${P}/phase/${state.phase}`;
  if (state.phase === 'over') return { phase, code: `${P}/over/${state.winner?.code ?? 'ended'}`, actions: [] };
  if (state.pending.length) return pendingPrompt(state, state.pending[0]);
  const player = state.players[state.current];
  switch (state.phase) {
    case 'setup': {
      const ready = state.players.every((pl) => state.towns.some((t) => t.owner === pl.id && t.size !== 'settlement'));
      return {
        phase, code: `${P}/enter-towns`,
        actions: [
          {
            type: 'begin', code: `${P}/act/begin`, primary: ready,
            ...(state.options.startMadPlayer ? { fields: [{ name: 'madPlayer', kind: 'choice' as const, choices: state.players.map((pl) => choice(pl.id, pl.name)) }] } : {}),
          },
          {
            type: 'add-town', code: `${P}/act/add-town`, primary: !ready,
            fields: [
              { name: 'owner', kind: 'choice', choices: state.players.map((pl) => choice(pl.id, pl.name)) },
              { name: 'label', kind: 'text', maxLength: 60 },
              { name: 'size', kind: 'choice', choices: [choice('settlement', 'Settlement'), choice('city', 'City (free walls)'), choice('metropolis', 'Metropolis')] },
            ],
          },
        ],
      };
    }
    case 'player/combat':
      return combatPrompt(state);
    case 'player/production':
      return {
        phase, code: `${P}/roll-production`, params: { player: player.name },
        actions: [{ type: 'roll-production', code: `${P}/act/roll-production`, primary: true, dice: { dice: [...PRODUCTION_DICE] }, params: { gateChance: 2 / 36 } }],
      };
    case 'player/actions':
      return actionsPrompt(state);
    case 'monster/move': {
      const foes = mobileFoes(state);
      return {
        phase, code: `${P}/roll-movement`, params: { count: foes.length },
        actions: [{
          type: 'roll-monster-movement', code: `${P}/act/roll-monster-movement`, primary: true, dice: { dice: times(foes.length, d6) },
          params: { list: foes.map((f) => `${f.name} ${moveNeeds(f.movement)}+`).join(', ') },
        }],
      };
    }
    case 'monster/report':
      return { phase, code: `${P}/report-moves`, params: { count: 0 }, actions: [{ type: 'movement-done', code: `${P}/act/movement-done`, primary: true }] };
    case 'monster/mad-towns': {
      const mad = state.towns.filter((t) => t.state === 'mad');
      return {
        phase, code: `${P}/roll-mad-towns`, params: { list: mad.map((t) => `${t.label} ${MAD_PRODUCTION[t.size].needs}+ (${Math.round(d6AtLeast(MAD_PRODUCTION[t.size].needs) * 100)}%)`).join(', ') },
        actions: [{ type: 'roll-mad-towns', code: `${P}/act/roll-mad-towns`, primary: true, dice: { dice: times(mad.length, d6) } }],
      };
    }
    case 'wrapup':
      return {
        phase, code: `${P}/wrapup`, params: { player: player.name },
        actions: [{ type: 'end-turn', code: `${P}/act/end-turn`, primary: true }, ...buildActions(state, state.players.filter((p) => !p.dead).map((p) => p.id))],
      };
    default:
      return { phase, code: `${P}/working`, actions: [] };
  }
}

export { standing };
