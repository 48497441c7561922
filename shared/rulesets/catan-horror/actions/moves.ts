/** Knight actions that move or hide: Move (a Hide check to leave a monster), Hide, and unhiding (free). */
import { z } from 'zod';
import { d6 } from '../../../engine/dice';
import { fail } from '../../../engine/result';
import type { ActionDef } from '../../../engine/ruleset';
import type { CatanHorrorState } from '../state';
import { build, guardPhase, id, label, ownUnit } from './common';
import { CHECK_TARGET, findModifiers, hideModifiers } from '../rules/checks';
import { foeById, inFight } from '../rules/combat';
import { unitById } from '../rules/knights';
import { sameLocation } from '../rules/towns';
import { trophyBonus, trophyField } from './trophies';
import { ACTION_COST, actionUnit, isFailure, spend, leavingNeedsCheck, plainUnit } from './knight-common';

const moveSchema = z.object({ unitId: id, to: label, trophy: trophyField }).strict();

/** Move: the players move the piece; the app records where. Leaving a monster's spot needs a Hide check first. */
export const move: ActionDef<CatanHorrorState, z.infer<typeof moveSchema>> = {
  schema: moveSchema,
  dice: (state, p) => {
    const unit = unitById(state, p.unitId);
    return { dice: unit && leavingNeedsCheck(state, unit) ? [d6] : [] };
  },
  decide: (state, p, dice) =>
    build(state, (b) => {
      const unit = actionUnit(state, p.unitId, ACTION_COST.move);
      if (isFailure(unit)) return unit;
      if (sameLocation(unit.location, p.to)) return fail('rules/same_location', 'The knight is already there.');
      const set = { set: spend(state, 1) };
      if (dice.length) {
        const bonus = trophyBonus(state, p.trophy);
        if (!bonus.ok) return bonus;
        const mods = hideModifiers(state, unit);
        const value = Number(dice[0].value);
        const total = value + mods.total + bonus.value.bonus;
        const success = total >= CHECK_TARGET;
        b.emit('hide-checked', {
          unitId: unit.id, names: unit.knights.map((k) => k.name), value, ...mods, trophyBonus: bonus.value.bonus, total, success, leaving: true,
          ...bonus.value.players, set: { ...set.set, lastRoll: { kind: 'hide', values: [value], total, success } },
        }, 'leaving-a-monster');
        if (!success) return;
        b.emit('unit-moved', { unitId: unit.id, names: unit.knights.map((k) => k.name), from: unit.location, to: p.to, knights: unit.knights.map((k) => ({ id: k.id, location: p.to })) });
        return;
      }
      b.emit('unit-moved', { unitId: unit.id, names: unit.knights.map((k) => k.name), from: unit.location, to: p.to, knights: unit.knights.map((k) => ({ id: k.id, location: p.to })), ...set });
    }),
};

const findSchema = z.object({ unitId: id, foeId: id, trophy: trophyField }).strict();

/** Find an Evasive monster where the knight stands (002:451, 549): a Hide check against its awareness; found, it can be fought this turn. */
export const findMonster: ActionDef<CatanHorrorState, z.infer<typeof findSchema>> = {
  schema: findSchema,
  dice: () => ({ dice: [d6] }),
  decide: (state, p, dice) =>
    build(state, (b) => {
      const unit = actionUnit(state, p.unitId, ACTION_COST.hide);
      if (isFailure(unit)) return unit;
      const foe = foeById(state, p.foeId);
      if (!foe || !sameLocation(foe.location, unit.location)) return fail('rules/not_in_fight', 'That monster is not where the knight is.', { foeId: p.foeId });
      if (inFight(state, foe)) return fail('rules/not_evasive', 'Only an Evasive monster not yet found needs finding.', { foe: foe.name });
      const bonus = trophyBonus(state, p.trophy);
      if (!bonus.ok) return bonus;
      const mods = findModifiers(state, unit, foe);
      const value = Number(dice[0].value);
      const total = value + mods.total + bonus.value.bonus;
      const success = total >= CHECK_TARGET;
      b.emit('monster-sought', {
        unitId: unit.id, names: unit.knights.map((k) => k.name), foeId: foe.id, foe: foe.name, value, ...mods, trophyBonus: bonus.value.bonus, total, success, ...bonus.value.players,
        set: { ...spend(state, 1), lastRoll: { kind: 'hide', values: [value], total, success }, ...(success ? { found: [...(state.found ?? []), foe.id] } : {}) },
      }, success ? 'evasive-found' : undefined);
    }),
};

const unitSchema = z.object({ unitId: id, trophy: trophyField }).strict();

/** Hide action: a Hide check (d6 + strength + awareness + 1 in a town, 5+); success turns the piece to its hidden side. */
export const hide: ActionDef<CatanHorrorState, z.infer<typeof unitSchema>> = {
  schema: unitSchema,
  dice: () => ({ dice: [d6] }),
  decide: (state, p, dice) =>
    build(state, (b) => {
      const unit = actionUnit(state, p.unitId, ACTION_COST.hide);
      if (isFailure(unit)) return unit;
      if (unit.hidden) return fail('rules/already_hidden', 'Already hidden.');
      const bonus = trophyBonus(state, p.trophy);
      if (!bonus.ok) return bonus;
      const mods = hideModifiers(state, unit);
      const value = Number(dice[0].value);
      const total = value + mods.total + bonus.value.bonus;
      const success = total >= CHECK_TARGET;
      b.emit('hide-checked', {
        unitId: unit.id, names: unit.knights.map((k) => k.name), value, ...mods, trophyBonus: bonus.value.bonus, total, success,
        knights: success ? unit.knights.map((k) => ({ id: k.id, hidden: true })) : [], ...bonus.value.players,
        set: { ...spend(state, 1), lastRoll: { kind: 'hide', values: [value], total, success } },
      });
    }),
};

/** Unhiding is free at any point of the owner's own turn. */
export const unhide: ActionDef<CatanHorrorState, z.infer<typeof plainUnit>> = {
  schema: plainUnit,
  decide: (state, p) =>
    build(state, (b) => {
      const error = guardPhase(state, ['player/combat', 'player/production', 'player/actions']);
      if (error) return error;
      const unit = ownUnit(state, p.unitId);
      if (!unit.ok) return unit;
      if (!unit.value.knights.some((k) => k.hidden)) return fail('rules/not_hidden', 'Not hidden.');
      b.emit('unit-unhidden', { unitId: unit.value.id, names: unit.value.knights.map((k) => k.name), knights: unit.value.knights.map((k) => ({ id: k.id, hidden: false })) });
    }),
};
