/** Knight actions that move or hide: Move (a Hide check to leave a monster), Hide, and unhiding (free). */
import { perParts, perState } from '../rules/memo';
import { z } from 'zod';
import { d6, described } from '../../../engine/dice';
import { refuse } from '../../../engine/result';
import { firstRefusal } from '../../../engine/define';
import type { Offer } from '../../../engine/ruleset';
import type { CatanHorrorState } from '../state';
import { action, build, id, label, ownUnit } from './common';
import { checkRoll, findModifiers, findOdds, hideModifiers, hideOdds } from '../rules/checks';
import { allFoes, foeById, inFight } from '../rules/combat';
import { knightReach, unitById } from '../rules/knights';
import { sameLocation } from '../rules/towns';
import { newPlaceField, placeField, placeName, placeRefusal } from '../rules/places';
import { KNIGHT_STEPS, nothingPending, someOffer } from '../rules/when';
import { P, names, trophyFields, HIDE_DIE } from '../prompt/common';
import { spentBonus, trophyBonus, trophyField } from './trophies';
import { ACTION_COST, actionUnit, isFailure, knightAction, leavingNeedsCheck, ownUnits, plainUnit } from './knight-common';

/**
 * What the Move, Hide and Unhide offers read: the player's units (players, whose turn, knights, squads), the foes
 * (monsters, knights, the library), the towns and the known places (towns, gates, knights, monsters), the trophies
 * (players). A step that changes none of these (a die rolled, a step ended) keeps the offers already made.
 */
const unitParts = (s: CatanHorrorState) => [s.players, s.current, s.knights, s.squads, s.monsters, s.library, s.towns, s.gates];

/** Each unit of the player's may move (a Hide check first where a monster stands beside it). */
const moveOffers = perParts(unitParts, moveOffersNow);
function moveOffersNow(state: CatanHorrorState): Offer[] {
  return ownUnits(state).map((unit) => {
    const check = leavingNeedsCheck(state, unit);
    return {
      code: `${P}/act/move`,
      params: { knights: names(unit), check, reach: knightReach(unit) },
      payload: { unitId: unit.id },
      fields: [placeField(state, 'to', [unit.location]), newPlaceField, ...(check ? trophyFields(state) : [])],
      // The die as offered so far: plain (the prompt finds no looks for an offer whose payload lacks the place).
      ...(check ? { dice: { dice: [d6] }, odds: hideOdds(state, unit) } : {}),
    };
  });
}

/** Each unit beside an Evasive monster not yet found may look for it (002:451, 549). */
const findOffers = perState((state: CatanHorrorState): Offer[] =>
  ownUnits(state).flatMap((unit) =>
    allFoes(state)
      .filter((f) => !inFight(state, f) && sameLocation(f.location, unit.location))
      .map((foe) => ({
        code: `${P}/act/find-monster`,
        params: { knights: names(unit), foe: foe.name },
        payload: { unitId: unit.id, foeId: foe.id },
        dice: HIDE_DIE,
        odds: findOdds(state, unit, foe),
        fields: trophyFields(state),
      })),
  ),
);

/** Each unit not hidden may take the Hide action. */
const hideOffers = perParts(unitParts, (state: CatanHorrorState): Offer[] =>
  ownUnits(state)
    .filter((unit) => !unit.hidden)
    .map((unit) => ({
      code: `${P}/act/hide`,
      params: { knights: names(unit) },
      payload: { unitId: unit.id },
      dice: HIDE_DIE,
      odds: hideOdds(state, unit),
      fields: trophyFields(state),
    })),
);

/** Each unit with a hidden knight may unhide (free). */
const unhideOffers = perParts(unitParts, (state: CatanHorrorState): Offer[] =>
  ownUnits(state)
    .filter((unit) => unit.knights.some((k) => k.hidden))
    .map((unit) => ({ code: `${P}/act/unhide`, params: { knights: names(unit) }, payload: { unitId: unit.id } })),
);

const moveSchema = z.object({ unitId: id, to: label, newPlace: z.boolean().optional(), trophy: trophyField }).strict();

/** Move: the players move the piece; the app records where. Leaving a monster's spot needs a Hide check first. */
export const move = action({
  schema: moveSchema,
  phases: KNIGHT_STEPS,
  available: (state) => knightAction(state, 'move', ACTION_COST.move, moveOffers),
  offer: moveOffers,
  dice: (state, p) => {
    const unit = unitById(state, p.unitId);
    return unit && leavingNeedsCheck(state, unit) ? HIDE_DIE : described([], `${P}/die/hide`);
  },
  odds: (state, p) => {
    const unit = unitById(state, p.unitId);
    return unit && leavingNeedsCheck(state, unit) ? hideOdds(state, unit, spentBonus(state, p.trophy)) : undefined;
  },
  decide: (state, p, dice) =>
    build(state, (b) => {
      const unit = actionUnit(state, p.unitId, ACTION_COST.move);
      if (isFailure(unit)) return unit;
      if (sameLocation(unit.location, p.to)) return refuse('rules/same_location');
      const place = placeRefusal(state, p.to, p.newPlace, 'to');
      if (place) return place;
      const to = placeName(state, p.to);
      if (dice.length) {
        const bonus = trophyBonus(state, p.trophy);
        if (!bonus.ok) return bonus;
        const { strength, awareness, town, total: modifier } = hideModifiers(state, unit);
        const value = Number(dice[0].value);
        const { total, success } = checkRoll(value, modifier, bonus.value.bonus);
        b.emit(
          'hide-checked',
          {
            unitId: unit.id,
            names: unit.knights.map((k) => k.name),
            members: unit.knights.map((k) => k.id),
            value,
            strength,
            awareness,
            town,
            trophyBonus: bonus.value.bonus,
            total,
            success,
            leaving: true,
            ...bonus.value.trophySpent,
            cost: ACTION_COST.move,
          },
          'leaving-a-monster',
        );
        if (!success) return;
        b.emit('unit-moved', {
          unitId: unit.id,
          names: unit.knights.map((k) => k.name),
          members: unit.knights.map((k) => k.id),
          from: unit.location,
          to,
          cost: 0,
        });
        return;
      }
      b.emit('unit-moved', {
        unitId: unit.id,
        names: unit.knights.map((k) => k.name),
        members: unit.knights.map((k) => k.id),
        from: unit.location,
        to,
        cost: 1,
      });
    }),
});

const findSchema = z.object({ unitId: id, foeId: id, trophy: trophyField }).strict();

/** Find an Evasive monster where the knight stands (002:451, 549): a Hide check against its awareness; found, it can be fought this turn. */
export const findMonster = action({
  schema: findSchema,
  phases: KNIGHT_STEPS,
  available: (state) => knightAction(state, 'find-monster', ACTION_COST.hide, findOffers),
  offer: findOffers,
  dice: () => HIDE_DIE,
  odds: (state, p) => {
    const unit = unitById(state, p.unitId);
    const foe = foeById(state, p.foeId);
    return unit && foe ? findOdds(state, unit, foe, spentBonus(state, p.trophy)) : undefined;
  },
  decide: (state, p, dice) =>
    build(state, (b) => {
      const unit = actionUnit(state, p.unitId, ACTION_COST.hide);
      if (isFailure(unit)) return unit;
      const foe = foeById(state, p.foeId);
      if (!foe || !sameLocation(foe.location, unit.location)) return refuse('rules/monster_not_with_knight', { foeId: p.foeId });
      if (inFight(state, foe)) return refuse('rules/not_evasive', { foe: foe.name });
      const bonus = trophyBonus(state, p.trophy);
      if (!bonus.ok) return bonus;
      const { strength, awareness, town, total: modifier } = findModifiers(state, unit, foe);
      const value = Number(dice[0].value);
      const { total, success } = checkRoll(value, modifier, bonus.value.bonus);
      b.emit(
        'monster-sought',
        {
          unitId: unit.id,
          names: unit.knights.map((k) => k.name),
          foeId: foe.id,
          foe: foe.name,
          value,
          strength,
          awareness,
          town,
          trophyBonus: bonus.value.bonus,
          total,
          success,
          ...bonus.value.trophySpent,
          cost: ACTION_COST.hide,
        },
        success ? 'evasive-found' : undefined,
      );
    }),
});

const unitSchema = z.object({ unitId: id, trophy: trophyField }).strict();

/** Hide action: a Hide check (d6 + strength + awareness + 1 in a town, 5+); success turns the piece to its hidden side. */
export const hide = action({
  schema: unitSchema,
  phases: KNIGHT_STEPS,
  available: (state) => knightAction(state, 'hide', ACTION_COST.hide, hideOffers),
  offer: hideOffers,
  dice: () => HIDE_DIE,
  odds: (state, p) => {
    const unit = unitById(state, p.unitId);
    return unit ? hideOdds(state, unit, spentBonus(state, p.trophy)) : undefined;
  },
  decide: (state, p, dice) =>
    build(state, (b) => {
      const unit = actionUnit(state, p.unitId, ACTION_COST.hide);
      if (isFailure(unit)) return unit;
      if (unit.hidden) return refuse('rules/already_hidden');
      const bonus = trophyBonus(state, p.trophy);
      if (!bonus.ok) return bonus;
      const { strength, awareness, town, total: modifier } = hideModifiers(state, unit);
      const value = Number(dice[0].value);
      const { total, success } = checkRoll(value, modifier, bonus.value.bonus);
      b.emit('hide-checked', {
        unitId: unit.id,
        names: unit.knights.map((k) => k.name),
        members: unit.knights.map((k) => k.id),
        value,
        strength,
        awareness,
        town,
        trophyBonus: bonus.value.bonus,
        total,
        success,
        ...bonus.value.trophySpent,
        cost: ACTION_COST.hide,
      });
    }),
});

/** Unhiding is free at any point of the owner's own turn. */
export const unhide = action({
  schema: plainUnit,
  phases: ['player/combat', 'player/production', 'player/actions'],
  available: (state) =>
    firstRefusal(
      () => nothingPending(state),
      () => someOffer(unhideOffers(state), 'unhide'),
    ),
  offer: unhideOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const unit = ownUnit(state, p.unitId);
      if (!unit.ok) return unit;
      if (!unit.value.knights.some((k) => k.hidden)) return refuse('rules/not_hidden');
      b.emit('unit-unhidden', {
        unitId: unit.value.id,
        names: unit.value.knights.map((k) => k.name),
        members: unit.value.knights.map((k) => k.id),
      });
    }),
});
