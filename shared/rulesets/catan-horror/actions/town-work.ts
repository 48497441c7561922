/** Knight actions on the town they stand in: Calm, Repair and Raze (with its check). */
import { perState } from '../rules/memo';
import { z } from 'zod';
import { described } from '../../../engine/dice';
import { refuse } from '../../../engine/result';
import type { Offer } from '../../../engine/ruleset';
import type { CatanHorrorState, Town } from '../state';
import { action, build, currentPlayer, id, standingTown } from './common';
import { P, names, trophyFields, RAZE_DIE } from '../prompt/common';
import { harmTown } from '../consequences';
import { checkRoll, razeModifier, razeNeedsCheck, razeOdds, townAt } from '../rules/checks';
import { unitById, unitStrength, type Unit } from '../rules/knights';
import { calmRefusal, repairRefusal } from '../rules/allowed';
import { sameLocation } from '../rules/towns';
import { spentBonus, trophyBonus, trophyField } from './trophies';
import { ACTION_COST, actionUnit, isFailure, knightAction, knightCandidates, ownUnits } from './knight-common';
import { KNIGHT_STEPS, offersOf, open, type Candidate } from '../rules/when';

/** Each unit standing in a town, with that town. */
const inTowns = (state: CatanHorrorState): [Unit, Town][] =>
  ownUnits(state).flatMap((unit): [Unit, Town][] => {
    const town = townAt(state, unit.location);
    return town ? [[unit, town]] : [];
  });

/** Each unit: in a town, working on it when the rule allows it. */
const townWork = (state: CatanHorrorState, work: 'calm' | 'repair', refusal: (town: Town) => Candidate | null): Candidate[] =>
  ownUnits(state).map((unit) => {
    const town = townAt(state, unit.location);
    if (!town) return refuse('rules/not_in_a_town', { town: unit.location });
    return (
      refusal(town) ??
      open({
        code: `${P}/act/${work}`,
        params: { knights: names(unit), town: town.label, amount: unitStrength(unit) },
        payload: { unitId: unit.id, townId: town.id },
      })
    );
  });

const calmCandidates = perState((state: CatanHorrorState) => townWork(state, 'calm', calmRefusal));
const repairCandidates = perState((state: CatanHorrorState) => townWork(state, 'repair', repairRefusal));

const razeOffers = perState((state: CatanHorrorState): Offer[] =>
  inTowns(state).map(([unit, town]) => {
    const needs = razeNeedsCheck(town, unit.owner);
    return {
      code: `${P}/act/raze`,
      params: { knights: names(unit), town: town.label, amount: unitStrength(unit), check: needs },
      payload: { unitId: unit.id, townId: town.id },
      ...(needs ? { dice: RAZE_DIE, odds: razeOdds(unit, town), fields: trophyFields(state) } : {}),
    };
  }),
);

const townSchema = z.object({ unitId: id, townId: id, trophy: trophyField }).strict();

function townHere(state: CatanHorrorState, unit: Unit, townId: string) {
  const found = standingTown(state, townId);
  if (!found.ok) return found;
  const town = found.value;
  if (!sameLocation(town.label, unit.location)) return refuse('rules/not_in_town', { town: town.label });
  return town;
}

/** Calm: removes horror equal to strength; not in an invaded town, and a mad town is beyond calming (ruling). */
export const calm = action({
  schema: townSchema,
  phases: KNIGHT_STEPS,
  available: (state) => knightCandidates(state, 'calm', ACTION_COST.calm, calmCandidates),
  offer: (state) => offersOf(calmCandidates(state)),
  decide: (state, p) =>
    build(state, (b) => {
      const unit = actionUnit(state, p.unitId, ACTION_COST.calm);
      if (isFailure(unit)) return unit;
      const town = townHere(state, unit, p.townId);
      if ('ok' in town) return town;
      const refusal = calmRefusal(town);
      if (refusal) return refusal;
      b.emit('action-taken', { action: 'calm', unitId: unit.id, names: unit.knights.map((k) => k.name), cost: 1 });
      harmTown(b, town.id, -unitStrength(unit), 0, 'town-calmed', 'calm');
    }),
});

/** Repair: removes structural damage equal to strength; not in an invaded town. */
export const repair = action({
  schema: townSchema,
  phases: KNIGHT_STEPS,
  available: (state) => knightCandidates(state, 'repair', ACTION_COST.repair, repairCandidates),
  offer: (state) => offersOf(repairCandidates(state)),
  decide: (state, p) =>
    build(state, (b) => {
      const unit = actionUnit(state, p.unitId, ACTION_COST.repair);
      if (isFailure(unit)) return unit;
      const town = townHere(state, unit, p.townId);
      if ('ok' in town) return town;
      const refusal = repairRefusal(town);
      if (refusal) return refusal;
      b.emit('action-taken', { action: 'repair', unitId: unit.id, names: unit.knights.map((k) => k.name), cost: 1 });
      harmTown(b, town.id, 0, -unitStrength(unit), 'town-repaired', 'repair');
    }),
});

/** Raze: structural damage equal to strength; a mad or another player's town resists with a Raze check (d6 + strength - 1/2/4, 5+). */
export const raze = action({
  schema: townSchema,
  phases: KNIGHT_STEPS,
  available: (state) => knightAction(state, 'raze', ACTION_COST.raze, razeOffers),
  offer: razeOffers,
  dice: (state, p) => {
    const town = state.towns.find((t) => t.id === p.townId);
    return town && razeNeedsCheck(town, currentPlayer(state).id) ? RAZE_DIE : described([], `${P}/die/raze`);
  },
  odds: (state, p) => {
    const unit = unitById(state, p.unitId);
    const town = state.towns.find((t) => t.id === p.townId);
    return unit && town && razeNeedsCheck(town, unit.owner) ? razeOdds(unit, town, spentBonus(state, p.trophy)) : undefined;
  },
  decide: (state, p, dice) =>
    build(state, (b) => {
      const unit = actionUnit(state, p.unitId, ACTION_COST.raze);
      if (isFailure(unit)) return unit;
      const town = townHere(state, unit, p.townId);
      if ('ok' in town) return town;
      const strength = unitStrength(unit);
      if (dice.length) {
        const bonus = trophyBonus(state, p.trophy);
        if (!bonus.ok) return bonus;
        const value = Number(dice[0].value);
        const modifier = razeModifier(unit, town);
        const { total, success } = checkRoll(value, modifier, bonus.value.bonus);
        b.emit('raze-checked', {
          unitId: unit.id,
          names: unit.knights.map((k) => k.name),
          townId: town.id,
          label: town.label,
          value,
          modifier,
          trophyBonus: bonus.value.bonus,
          total,
          success,
          ...bonus.value.trophySpent,
          cost: ACTION_COST.raze,
        });
        if (!success) return;
      } else {
        b.emit('action-taken', { action: 'raze', unitId: unit.id, names: unit.knights.map((k) => k.name), cost: 1 });
      }
      harmTown(b, town.id, 0, strength, 'town-razed', 'raze');
    }),
});
