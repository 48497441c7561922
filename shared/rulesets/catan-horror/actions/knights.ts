/** The rest of the knight actions menu: Attack a gate, Recruit, Militia, Form/Join Squad, Rest, Harvest, Colonize. */
import { perState } from '../rules/memo';
import { z } from 'zod';
import { refuse } from '../../../engine/result';
import type { Offer } from '../../../engine/ruleset';
import type { CatanHorrorState, Squad } from '../state';
import { action, build, currentPlayer, id } from './common';
import { P, names } from '../prompt/common';
import { hurtKnight } from '../consequences';
import { townAt } from '../rules/checks';
import {
  isSane,
  knightById,
  rankOrder,
  squadById,
  squadMembers,
  strengthOf,
  unitById,
  unitOf,
  unitStrength,
  harvestYield,
} from '../rules/knights';
import { militiaRefusal, recruitRefusal } from '../rules/allowed';
import { sameLocation } from '../rules/towns';
import { gateAttack } from '../rules/gates';
import { newTown } from './setup';
import type { EventBuilder } from '../events';
import { ACTION_COST, actionUnit, isFailure, knightAction, knightCandidates, ownUnits, plainUnit } from './knight-common';
import { KNIGHT_STEPS, offersOf, open, type Candidate } from '../rules/when';
import { standing } from '../rules/towns';

/** The current player's lone sane knights (not in a squad). */
const loneKnights = (state: CatanHorrorState) =>
  ownUnits(state)
    .filter((u) => !u.isSquad)
    .map((u) => u.knights[0]);

/** Each unit standing at an open gate may attack it. */
const gateOffers = perState((state: CatanHorrorState): Offer[] =>
  ownUnits(state).flatMap((unit) =>
    state.gates
      .filter((g) => g.status === 'open' && sameLocation(g.label, unit.location))
      .map((gate) => ({
        code: `${P}/act/attack-gate`,
        params: { knights: names(unit), gate: gate.label, dealt: Math.max(0, unitStrength(unit) + gate.modifier), damage: gate.damage },
        payload: { unitId: unit.id, gateId: gate.id },
      })),
  ),
);

/** Each unit, recruiting in the town it stands in when recruitRefusal allows it. */
const recruitCandidates = perState((state: CatanHorrorState): Candidate[] =>
  ownUnits(state).map((unit) => {
    const town = townAt(state, unit.location);
    return (
      recruitRefusal(state, unit, town) ??
      open({ code: `${P}/act/recruit`, params: { knights: names(unit), town: town!.label }, payload: { unitId: unit.id } })
    );
  }),
);

/** Each standing town of the player's, raising militia when militiaRefusal allows it. */
const militiaCandidates = perState((state: CatanHorrorState): Candidate[] => {
  const player = currentPlayer(state).id;
  const towns = state.towns.filter((t) => t.owner === player && standing(t));
  return towns.length
    ? towns.map(
        (t) => militiaRefusal(state, player, t) ?? open({ code: `${P}/act/militia`, params: { town: t.label }, payload: { townId: t.id } }),
      )
    : [militiaRefusal(state, player, undefined)!];
});

/** Each lone knight: a Strong-or-better one with weaker lone knights of its colour beside it forms a squad with them. */
const formCandidates = perState((state: CatanHorrorState): Candidate[] =>
  loneKnights(state).map((k) => {
    if (rankOrder(k.rank) < 2) return refuse('rules/squad_needs_strong');
    const here = loneKnights(state).filter((m) => m.id !== k.id && sameLocation(m.location, k.location));
    const mates = here.filter((m) => rankOrder(m.rank) < rankOrder(k.rank));
    if (!here.length) return refuse('rules/not_here', { knight: k.name });
    if (!mates.length) return refuse('rules/squad_needs_weaker', { knight: k.name });
    return open({
      code: `${P}/act/form-squad`,
      params: { knight: k.name, members: mates.map((m) => m.name).join(' + ') },
      payload: { leaderId: k.id, memberIds: mates.map((m) => m.id) },
    });
  }),
);

/** A lone knight where a squad of its colour stands joins it. */
const joinOffers = perState((state: CatanHorrorState): Offer[] =>
  loneKnights(state).flatMap((k) =>
    state.squads
      .filter(
        (s) => s.owner === k.owner && s.members.length > 0 && sameLocation(unitOf(state, squadMembers(state, s)[0]).location, k.location),
      )
      .map((s) => ({
        code: `${P}/act/join-squad`,
        params: { knight: k.name, squad: names(unitOf(state, squadMembers(state, s)[0])) },
        payload: { knightId: k.id, squadId: s.id },
      })),
  ),
);

/** Each knight of the player's: a hurt or shaken one may rest. */
const restCandidates = perState((state: CatanHorrorState): Candidate[] =>
  ownUnits(state)
    .flatMap((unit) => unit.knights)
    .filter(isSane)
    .map((k) =>
      k.damage > 0 || k.sanity > 0
        ? open({ code: `${P}/act/rest`, params: { knight: k.name }, payload: { knightId: k.id } })
        : refuse('rules/nothing_to_heal', { knight: k.name }),
    ),
);

/** Each unit may harvest. */
const harvestOffers = perState((state: CatanHorrorState): Offer[] =>
  ownUnits(state).map((unit) => ({
    code: `${P}/act/harvest`,
    params: { knights: names(unit), resources: harvestYield(unit) },
    payload: { unitId: unit.id },
  })),
);

/** Each lone knight: standing where no town is, it may colonize. */
const colonizeCandidates = perState((state: CatanHorrorState): Candidate[] =>
  loneKnights(state).map((k) =>
    townAt(state, k.location)
      ? refuse('rules/town_already_there', { label: k.location })
      : open({ code: `${P}/act/colonize`, params: { knight: k.name, location: k.location }, payload: { knightId: k.id } }),
  ),
);

const gateSchema = z.object({ unitId: id, gateId: id }).strict();

/** Attack a gate: damage = strength + the gate's printed modifier (never below 0); at 10 it closes and may be sealed with a clue. */
export const attackGate = action({
  schema: gateSchema,
  phases: KNIGHT_STEPS,
  available: (state) => knightAction(state, 'attack-gate', ACTION_COST.attack, gateOffers),
  offer: gateOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const unit = actionUnit(state, p.unitId, ACTION_COST.attack);
      if (isFailure(unit)) return unit;
      const gate = state.gates.find((g) => g.id === p.gateId && g.status === 'open');
      if (!gate) return refuse('rules/no_open_gate', { gateId: p.gateId });
      if (!sameLocation(gate.label, unit.location)) return refuse('rules/not_at_gate', { gate: gate.label });
      const strength = unitStrength(unit);
      b.emit(
        'gate-attacked',
        {
          gateId: gate.id,
          label: gate.label,
          unitId: unit.id,
          names: unit.knights.map((k) => k.name),
          player: currentPlayer(state).id,
          strength,
          modifier: gate.modifier,
          ...gateAttack(gate, strength),
          cost: ACTION_COST.attack,
        },
        'attack-action',
      );
    }),
});

/** Recruit: a Strong-or-better knight in a sane town of its colour calls up a Basic knight (one per town per turn), appearing at the end of the turn. */
export const recruit = action({
  schema: plainUnit,
  phases: KNIGHT_STEPS,
  available: (state) => knightCandidates(state, 'recruit', ACTION_COST.recruit, recruitCandidates),
  offer: (state) => offersOf(recruitCandidates(state)),
  decide: (state, p) =>
    build(state, (b) => {
      const unit = actionUnit(state, p.unitId, ACTION_COST.recruit);
      if (isFailure(unit)) return unit;
      const here = townAt(state, unit.location);
      const refusal = recruitRefusal(state, unit, here);
      if (refusal) return refusal;
      const town = here!;
      b.emit('recruit-called', {
        unitId: unit.id,
        names: unit.knights.map((k) => k.name),
        owner: unit.owner,
        townId: town.id,
        label: town.label,
        cost: 1,
      });
    }),
});

const militiaSchema = z.object({ townId: id }).strict();

/** Militia (3 actions, even with no knights): a Basic knight appears in a non-mad town you control at the very end of the turn. */
export const militia = action({
  schema: militiaSchema,
  phases: KNIGHT_STEPS,
  available: (state) => knightCandidates(state, 'militia', ACTION_COST.militia, militiaCandidates),
  offer: (state) => offersOf(militiaCandidates(state)),
  decide: (state, p) =>
    build(state, (b) => {
      const player = currentPlayer(state);
      const found = state.towns.find((t) => t.id === p.townId);
      const refusal = militiaRefusal(state, player.id, found);
      if (refusal) return refusal;
      const town = found!;
      b.emit('militia-called', {
        townId: town.id,
        label: town.label,
        player: player.id,
        who: player.name,
        cost: ACTION_COST.militia,
      });
    }),
});

const formSchema = z.object({ leaderId: id, memberIds: z.array(id).min(1).max(12) }).strict();

/** Form Squad: a Strong or Mighty knight (or General) joins weaker knights of its colour at its location. */
export const formSquad = action({
  schema: formSchema,
  phases: KNIGHT_STEPS,
  available: (state) => knightCandidates(state, 'form-squad', ACTION_COST['form-squad'], formCandidates),
  offer: (state) => offersOf(formCandidates(state)),
  decide: (state, p) =>
    build(state, (b) => {
      const player = currentPlayer(state).id;
      const leader = knightById(state, p.leaderId);
      if (!leader || leader.owner !== player || leader.madTurns > 0) return refuse('rules/not_your_knight_squads');
      if (rankOrder(leader.rank) < 2) return refuse('rules/squad_needs_strong');
      if (leader.squad) return refuse('rules/founder_in_squad');
      const members = [];
      for (const mid of new Set(p.memberIds)) {
        const m = knightById(state, mid);
        if (!m || m.owner !== player || m.madTurns > 0 || m.id === leader.id)
          return refuse('rules/not_your_knight_joins', { knightId: mid });
        if (rankOrder(m.rank) >= rankOrder(leader.rank)) return refuse('rules/squad_needs_weaker', { knight: m.name });
        if (m.squad) return refuse('rules/already_in_squad', { knight: m.name });
        if (!sameLocation(m.location, leader.location)) return refuse('rules/not_here', { knight: m.name });
        members.push(m);
      }
      const squad: Squad = { id: `s${state.squads.length + 1}`, owner: player, members: [leader.id, ...members.map((m) => m.id)] };
      const all = [leader, ...members];
      const hidden = all.every((k) => k.hidden);
      b.emit('squad-formed', {
        squadId: squad.id,
        owner: squad.owner,
        names: all.map((k) => k.name),
        members: squad.members,
        hidden,
        cost: 1,
      });
    }),
});

const joinSchema = z.object({ knightId: id, squadId: id }).strict();

/** Join Squad: a knight of the same colour at the squad's location joins it (squads are never disbanded). */
export const joinSquad = action({
  schema: joinSchema,
  phases: KNIGHT_STEPS,
  available: (state) => knightAction(state, 'join-squad', ACTION_COST['join-squad'], joinOffers),
  offer: joinOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const player = currentPlayer(state).id;
      const knight = knightById(state, p.knightId);
      const squad = squadById(state, p.squadId);
      if (!knight || knight.owner !== player || knight.madTurns > 0) return refuse('rules/not_your_knight_joins');
      if (!squad || squad.owner !== player || squad.members.length === 0) return refuse('rules/no_squad_of_yours');
      if (knight.squad) return refuse('rules/already_in_squad');
      const unit = unitById(state, squad.id)!;
      if (!sameLocation(unit.location, knight.location)) return refuse('rules/not_with_squad');
      b.emit('squad-joined', {
        squadId: squad.id,
        name: knight.name,
        knightId: knight.id,
        hidden: unit.hidden,
        cost: 1,
      });
    }),
});

const restSchema = z.object({ knightId: id }).strict();

/** Rest (pay 1 wheat): one knight removes 1 damage and 1 sanity damage. */
export const rest = action({
  schema: restSchema,
  phases: KNIGHT_STEPS,
  available: (state) => knightCandidates(state, 'rest', ACTION_COST.rest, restCandidates),
  offer: (state) => offersOf(restCandidates(state)),
  decide: (state, p) =>
    build(state, (b) => {
      const knight = knightById(state, p.knightId);
      if (!knight || knight.owner !== currentPlayer(state).id || knight.madTurns > 0) return refuse('rules/not_your_knight_rests');
      if (knight.damage === 0 && knight.sanity === 0) return refuse('rules/nothing_to_heal_unit');
      const damage = Math.max(0, knight.damage - 1);
      const sanity = Math.max(0, knight.sanity - 1);
      b.emit('knight-rested', {
        knightId: knight.id,
        name: knight.name,
        damage,
        sanity,
        cost: 1,
      });
    }),
});

/** Harvest (2 actions): one resource from a hex the knight touches, two with strength 3 or more. */
export const harvest = action({
  schema: plainUnit,
  phases: KNIGHT_STEPS,
  available: (state) => knightAction(state, 'harvest', ACTION_COST.harvest, harvestOffers),
  offer: harvestOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const unit = actionUnit(state, p.unitId, ACTION_COST.harvest);
      if (isFailure(unit)) return unit;
      const resources = harvestYield(unit);
      b.emit('harvested', { unitId: unit.id, names: unit.knights.map((k) => k.name), resources, cost: ACTION_COST.harvest });
    }),
});

const colonizeSchema = z.object({ knightId: id }).strict();

/** Colonize (3 actions + a settlement's cost): the knight is demoted (a Basic leaves the board) and a settlement rises where it stands. */
export const colonize = action({
  schema: colonizeSchema,
  phases: KNIGHT_STEPS,
  available: (state) => knightCandidates(state, 'colonize', ACTION_COST.colonize, colonizeCandidates),
  offer: (state) => offersOf(colonizeCandidates(state)),
  decide: (state, p) =>
    build(state, (b: EventBuilder) => {
      const knight = knightById(state, p.knightId);
      if (!knight || knight.owner !== currentPlayer(state).id || knight.madTurns > 0) return refuse('rules/not_your_knight_colonizes');
      if (townAt(state, knight.location)) return refuse('rules/town_already_there');
      const town = newTown(state, knight.owner, knight.location, 'settlement', false);
      b.emit('colonized', {
        knightId: knight.id,
        name: knight.name,
        owner: town.owner,
        townId: town.id,
        label: town.label,
        cost: ACTION_COST.colonize,
      });
      hurtKnight(b, knight.id, strengthOf(knight) - knight.damage, 'colonize');
    }),
});
