/**
 * Knights answering a monster that entered their town (seed: "stay and fight, stay and hide or
 * flee"), and the Hide check the hiders make as soon as the monster invades.
 */
import { z } from 'zod';
import { refuse } from '../../../engine/result';
import type { CatanHorrorState, Pending } from '../state';
import { action, build, id, label } from './common';
import { invasionHideOffers, responseOffers } from '../prompt/invasion';
import { spentBonus, trophyBonus, trophyField } from './trophies';
import { foeById } from '../rules/combat';
import { checkRoll, hideModifiers, hideOdds } from '../rules/checks';
import { owedUnit, RESPONSES } from '../rules/invasion';
import { sameLocation } from '../rules/towns';
import { placeName, placeRefusal } from '../rules/places';
import { HIDE_DIE } from '../prompt/common';

const playerName = (state: CatanHorrorState, playerId: string) => state.players.find((p) => p.id === playerId)?.name ?? playerId;

const respondSchema = z
  .object({ unitId: id, response: z.enum(RESPONSES), fleeTo: label.optional(), newPlace: z.boolean().optional() })
  .strict();

/**
 * A knight or squad answers the monster that entered its town: fight (stays, unhidden, a defender),
 * hide (stays, turned hidden; checks when the town is invaded) or flee (to the adjacent place named).
 * No knight action is spent; any player's knights answer, whoever's turn it is.
 */
export const respondToMonster = action({
  schema: respondSchema,
  asks: ['monster-response'],
  offer: responseOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const head = state.pending[0] as Extract<Pending, { kind: 'monster-response' }>;
      const unit = owedUnit(state, head, p.unitId);
      if (!unit) return refuse('rules/no_response_due', { unitId: p.unitId });
      const town = state.towns.find((t) => t.id === head.townId)!;
      if (p.response === 'flee') {
        if (!p.fleeTo) return refuse('rules/flee_needs_place');
        if (sameLocation(p.fleeTo, town.label)) return refuse('rules/same_location');
        const place = placeRefusal(state, p.fleeTo, p.newPlace, 'fleeTo');
        if (place) return place;
      } else if (p.fleeTo) {
        return refuse('rules/only_flee_moves', { response: p.response });
      }
      b.emit(
        'monster-response',
        {
          unitId: unit.id,
          names: unit.knights.map((k) => k.name),
          owner: unit.owner,
          ownerName: playerName(state, unit.owner),
          response: p.response,
          townId: town.id,
          label: town.label,
          foe: foeById(state, head.foeId)?.name ?? '',
          squad: unit.isSquad,
          members: unit.knights.map((k) => k.id),
          ...(p.response === 'flee' ? { to: placeName(state, p.fleeTo!) } : {}),
        },
        'monster-enters-town',
      );
    }),
});

const checkSchema = z.object({ unitId: id, trophy: trophyField }).strict();

/**
 * The Hide check of a knight (or squad) that chose to hide, made as soon as the monster invades:
 * d6 + strength + the worst awareness there + 1 in the town, 5+. Found: unhidden, and combat begins
 * (it fights at its owner's next step 1, as any found knight).
 */
export const invasionHideCheck = action({
  schema: checkSchema,
  asks: ['invasion-hide'],
  offer: invasionHideOffers,
  dice: () => HIDE_DIE,
  odds: (state, p) => {
    const unit = owedUnit(state, state.pending[0] as Extract<Pending, { kind: 'invasion-hide' }>, p.unitId);
    return unit ? hideOdds(state, unit, spentBonus(state, p.trophy, unit.owner)) : undefined;
  },
  decide: (state, p, dice) =>
    build(state, (b) => {
      const head = state.pending[0] as Extract<Pending, { kind: 'invasion-hide' }>;
      const unit = owedUnit(state, head, p.unitId);
      if (!unit) return refuse('rules/no_check_due', { unitId: p.unitId });
      const bonus = trophyBonus(state, p.trophy, unit.owner);
      if (!bonus.ok) return bonus;
      const town = state.towns.find((t) => t.id === head.townId)!;
      const { strength, awareness, town: inTown, total: modifier } = hideModifiers(state, unit);
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
          town: inTown,
          trophyBonus: bonus.value.bonus,
          total,
          success,
          invasion: true,
          label: town.label,
          ...bonus.value.trophySpent,
          cost: 0,
        },
        success ? 'invasion-hide' : 'found',
      );
    }),
});
