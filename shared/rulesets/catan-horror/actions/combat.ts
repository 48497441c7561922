/** Combat actions: a foe strikes (damage assigned by the player), knights attack a foe, a squad attacks and allocates its dice, start-of-turn Hide checks. */
import { z } from 'zod';
import { d6, described, times } from '../../../engine/dice';
import { ok, type Result } from '../../../engine/result';
import { allowed, firstRefusal, refuse } from '../../../engine/define';
import type { CatanHorrorState, Knight, Pending } from '../state';
import { action, build, currentPlayer, guardActions, guardPhase, id, ownUnit, type Failure } from './common';
import { canPay, nothingPending, offersOf, someCandidate, someOffer } from '../rules/when';
import { hideCheckOffers, knightsAttackCandidates, squadAttackOffers, strikeOffer } from '../prompt/combat';
import { P, HIDE_DIE } from '../prompt/common';
import { bestOrder, killsWith, squadOrders } from '../prompt/squads';
import { hurtKnight, woundFoe } from '../consequences';
import {
  allocateSquadDice,
  countHits,
  exposedKnights,
  fightersAt,
  foeById,
  groupDice,
  inFight,
  hitsOn,
  squadCombatStrength,
  squadOvercomeCost,
  type Foe,
} from '../rules/combat';
import { knightById, rankOrder, squadById, squadMembers } from '../rules/knights';
import { mandatoryStrikes, pendingHideChecks } from '../rules/flow';
import { parseShares, sharesRefusal } from '../rules/damage';
import { checkRoll, hideModifiers, hideOdds } from '../rules/checks';
import { sameLocation } from '../rules/towns';
import { spentBonus, trophyBonus, trophyField } from './trophies';
import { ACTION_COST } from './knight-common';

const strikeSchema = z.object({ foeId: id, target: z.string().min(1).max(200) }).strict();

/** A foe's attack: split among the knights in the fight as the player decides (see rules/damage), or the town's walls cancel it. */
export const foeStrike = action({
  schema: strikeSchema,
  phases: ['player/combat', 'player/actions'],
  available: (state) =>
    firstRefusal(
      () => nothingPending(state),
      () => (mandatoryStrikes(state).length ? allowed : refuse('rules/no_strikes_due')),
    ),
  offer: (state) => mandatoryStrikes(state).map((foe) => strikeOffer(state, foe)),
  decide: (state, p) =>
    build(state, (b) => {
      const foe = mandatoryStrikes(state).find((f) => f.id === p.foeId);
      if (!foe) return refuse('rules/no_strike_due', { foeId: p.foeId });
      const player = currentPlayer(state).id;
      if (p.target === 'walls') {
        const town = state.towns.find(
          (t) => t.owner === player && t.walls && t.state === 'assaulted' && sameLocation(t.label, foe.location),
        );
        if (!town) return refuse('rules/no_walls');
        b.emit(
          'walls-sacrificed',
          { foeId: foe.id, name: foe.name, townId: town.id, label: town.label, strike: true },
          'walls-negate-attack',
        );
        return;
      }
      const fighters = exposedKnights(state, player, foe.location).filter((k) => k.id !== foe.id);
      const shares = parseShares(p.target, foe.combat, fighters);
      if (!shares) return refuse('rules/not_in_fight', { target: p.target });
      const refusal = sharesRefusal(state, foe.combat, fighters, shares);
      if (refusal) return refusal;
      const named = shares.map((s) => ({ ...s, name: fighters.find((k) => k.id === s.knightId)!.name }));
      b.emit('foe-struck', {
        foeId: foe.id,
        name: foe.name,
        target: named[0].knightId,
        targetName: named.map((s) => s.name).join(' + '),
        damage: foe.combat,
        shares: named,
      });
      // Weakest first, so a squad's lower ranks fall before the stronger knight's share lands.
      const order = [...named].sort(
        (a, c) => rankOrder(knightById(state, a.knightId)!.rank) - rankOrder(knightById(state, c.knightId)!.rank),
      );
      for (const share of order) hurtKnight(b, share.knightId, share.amount, 'monster-strike');
    }),
});

/** Whether knights may attack this foe now: after it struck in step 1; with the Attack action in step 3. */
function attackWindow(state: CatanHorrorState, foe: Foe): Failure | null {
  const phaseError = guardPhase(state, ['player/combat', 'player/actions']);
  if (phaseError) return phaseError;
  if (state.phase === 'player/combat') {
    const waiting = mandatoryStrikes(state).filter((f) => sameLocation(f.location, foe.location));
    if (waiting.length)
      return refuse('rules/monsters_strike_first', {
        waiting: waiting.map((w) => w.name),
      });
  } else {
    const costError = guardActions(state, 1);
    if (costError) return costError;
  }
  return null;
}

const attackSchema = z.object({ knightIds: z.array(id).min(1).max(20), foeId: id }).strict();

/** The lone knights chosen to fight a foe together, or a failure. */
function attackers(state: CatanHorrorState, knightIds: readonly string[], foe: Foe): Result<Knight[]> {
  const player = currentPlayer(state).id;
  const knights: Knight[] = [];
  for (const kid of new Set(knightIds)) {
    const k = knightById(state, kid);
    if (!k || k.owner !== player || k.madTurns > 0) return refuse('rules/not_your_knight_fights', { knightId: kid });
    if (k.squad) return refuse('rules/squad_fights_together', { knightId: kid });
    if (k.hidden) return refuse('rules/hidden_knight', { knightId: kid });
    if (!sameLocation(k.location, foe.location)) return refuse('rules/knight_not_with_monster', { knightId: kid });
    if (state.attacked.includes(kid)) return refuse('rules/already_attacked', { knightId: kid });
    knights.push(k);
  }
  return ok(knights);
}

/**
 * Dice for knights attacking a foe now. When the payload names no valid fight (or leaves no dice)
 * one die is asked for anyway, so the table hears the rule that refuses it rather than a dice count.
 */
export function attackDiceCount(state: CatanHorrorState, knightIds: readonly string[], foeId: string): number {
  const foe = foeById(state, foeId);
  if (!foe) return 0;
  const group = attackers(state, knightIds, foe);
  return group.ok ? groupDice(group.value, foe, state.phase === 'player/actions') : 0;
}

/** Knights (alone or banded together) attack one foe: dice = strength - its combat, hits on 5+ (4+ defending an assaulted town). */
/** A step-1 or step-3 attack is possible now: the step, nothing waiting, in step 3 an action to spend. */
/** The steps an attack is taken in (002:409, 552): the foes' strikes in step 1, the Attack action in step 3. */
const ATTACK_STEPS = ['player/combat', 'player/actions'] as const;

/** Within ATTACK_STEPS (the actions' `phases`): nothing waiting, and in step 3 an action to pay for it. */
const attackStep = (state: CatanHorrorState) =>
  firstRefusal(
    () => nothingPending(state),
    () => (state.phase === 'player/actions' ? canPay(state, 1) : allowed),
  );

export const knightsAttack = action({
  schema: attackSchema,
  phases: ATTACK_STEPS,
  available: (state) =>
    firstRefusal(
      () => attackStep(state),
      () => someCandidate(knightsAttackCandidates(state), 'knights-attack'),
    ),
  offer: (state) => offersOf(knightsAttackCandidates(state)),
  dice: (state, p) => described(times(Math.max(1, attackDiceCount(state, p.knightIds, p.foeId)), d6), `${P}/die/attack`),
  decide: (state, p, dice) =>
    build(state, (b) => {
      const foe = foeById(state, p.foeId);
      if (!foe) return refuse('rules/no_such_monster', { foeId: p.foeId });
      if (!inFight(state, foe))
        return refuse('rules/evasive_not_found', {
          foe: foe.name,
        });
      const windowError = attackWindow(state, foe);
      if (windowError) return windowError;
      const group = attackers(state, p.knightIds, foe);
      if (!group.ok) return group;
      if (groupDice(group.value, foe, state.phase === 'player/actions') === 0) return refuse('rules/no_attack_dice', { foe: foe.name });
      const needs = hitsOn(state, foe.location);
      const values = dice.map((d) => Number(d.value));
      const hits = countHits(values, needs);
      const attackAction = state.phase === 'player/actions';
      b.emit(
        'knights-attacked',
        {
          knightIds: group.value.map((k) => k.id),
          names: group.value.map((k) => k.name),
          foeId: foe.id,
          foe: foe.name,
          location: foe.location,
          values,
          needs,
          hits,
          attackAction,
          cost: attackAction ? ACTION_COST.attack : 0,
        },
        attackAction ? 'attack-action' : undefined,
      );
      woundFoe(b, foe, Math.min(hits, foe.healthLeft), currentPlayer(state).id, 'knight-hits');
    }),
});

const squadAttackSchema = z.object({ squadId: id }).strict();

function squadInFight(state: CatanHorrorState, squadId: string): Result<Knight[]> {
  const squad = squadById(state, squadId);
  if (!squad || squad.members.length === 0) return refuse('rules/unknown_squad', { squadId });
  const unit = ownUnit(state, squad.id);
  if (!unit.ok) return unit;
  if (unit.value.hidden) return refuse('rules/hidden_squad');
  if (unit.value.knights.some((k) => state.attacked.includes(k.id))) return refuse('rules/already_attacked');
  return ok(unit.value.knights);
}

/** Foes a squad can fight where it stands (never its own members). */
export const squadFoes = (state: CatanHorrorState, members: readonly Knight[]): Foe[] =>
  fightersAt(state, members[0].location).filter((f) => !members.some((m) => m.id === f.id));

/** A squad rolls its combat strength (members' strength + one per member) in dice; it then spends them, monster by monster. */
export const squadAttack = action({
  schema: squadAttackSchema,
  phases: ATTACK_STEPS,
  available: (state) =>
    firstRefusal(
      () => attackStep(state),
      () => someOffer(squadAttackOffers(state), 'squad-attack'),
    ),
  offer: squadAttackOffers,
  dice: (state, p) => {
    const members = squadInFight(state, p.squadId);
    return described(times(members.ok ? squadCombatStrength(members.value) : 1, d6), `${P}/die/squad`);
  },
  decide: (state, p, dice) =>
    build(state, (b) => {
      const members = squadInFight(state, p.squadId);
      if (!members.ok) return members;
      const here = squadFoes(state, members.value);
      if (here.length === 0) return refuse('rules/no_foe_here');
      const windowError = attackWindow(state, here[0]);
      if (windowError) return windowError;
      const location = members.value[0].location;
      const needs = hitsOn(state, location);
      const values = dice.map((d) => Number(d.value));
      const attackAction = state.phase === 'player/actions';
      b.emit(
        'squad-rolled',
        {
          squadId: p.squadId,
          names: members.value.map((k) => k.name),
          members: members.value.map((k) => k.id),
          location,
          values,
          needs,
          hits: countHits(values, needs),
          attackAction,
          cost: attackAction ? ACTION_COST.attack : 0,
        },
        attackAction ? 'attack-action' : undefined,
      );
    }),
});

const allocateSchema = z.object({ order: z.array(id).min(1).max(20) }).strict();

/**
 * After the roll: the squad takes on the monsters in the order the player picks; for each, the
 * lowest non-hitting dice overcome its combat strength and hits damage it; a monster it cannot
 * overcome with the dice left is not hurt.
 */
export const allocateSquadDiceAction = action({
  schema: allocateSchema,
  asks: ['squad-dice'],
  offer: (state) => {
    const head = state.pending[0] as Extract<Pending, { kind: 'squad-dice' }>;
    const squad = state.squads.find((x) => x.id === head.squadId);
    const members = squad ? squadMembers(state, squad) : [];
    const here = members.length ? squadFoes(state, members) : [];
    const orders = squadOrders(here.map((f) => f.id));
    const best = bestOrder(state, members, here, head.values, head.needs, orders);
    return orders.map((order) => ({
      code: `${P}/act/allocate-squad-dice`,
      primary: order === best,
      params: {
        order: order.map((fid) => here.find((f) => f.id === fid)!.name).join(' → '),
        kills: killsWith(state, members, here, head.values, head.needs, order),
      },
      payload: { order },
    }));
  },
  decide: (state, p) =>
    build(state, (b) => {
      const head = state.pending[0] as Extract<Pending, { kind: 'squad-dice' }>;
      const squad = squadById(state, head.squadId);
      const members = squad ? squadMembers(state, squad) : [];
      const here = members.length ? squadFoes(state, members) : [];
      if (new Set(p.order).size !== p.order.length) return refuse('rules/invalid_order');
      const targets: { foeId: string; cost: number; hits: number; foe: Foe }[] = [];
      for (const foeId of p.order) {
        const foe = here.find((f) => f.id === foeId);
        if (!foe) return refuse('rules/monster_not_with_squad', { foeId });
        targets.push({ foeId: foe.id, cost: squadOvercomeCost(members, foe), hits: foe.healthLeft, foe });
      }
      const allocation = allocateSquadDice(head.values, head.needs, targets);
      b.emit('squad-attacked', {
        squadId: head.squadId,
        names: members.map((k) => k.name),
        values: head.values,
        needs: head.needs,
        allocation: allocation.map((a, i) => ({ ...a, foe: targets[i].foe.name, cost: targets[i].cost })),
      });
      allocation.forEach((a, i) => woundFoe(b, targets[i].foe, a.damage.length, currentPlayer(state).id, 'squad-hits'));
    }),
});

const hideCheckSchema = z.object({ unitId: id, trophy: trophyField }).strict();

/** Start-of-turn Hide check for a hidden knight or squad sharing a location with a monster: fail and it is found. */
export const hideCheck = action({
  schema: hideCheckSchema,
  phases: ['player/combat'],
  available: (state) =>
    firstRefusal(
      () => nothingPending(state),
      () => (pendingHideChecks(state).length ? allowed : refuse('rules/no_checks_due')),
    ),
  offer: hideCheckOffers,
  dice: () => HIDE_DIE,
  odds: (state, p) => {
    const unit = pendingHideChecks(state).find((u) => u.id === p.unitId);
    return unit ? hideOdds(state, unit, spentBonus(state, p.trophy)) : undefined;
  },
  decide: (state, p, dice) =>
    build(state, (b) => {
      const unit = pendingHideChecks(state).find((u) => u.id === p.unitId);
      if (!unit) return refuse('rules/no_check_due', { unitId: p.unitId });
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
          start: true,
          ...bonus.value.trophySpent,
          cost: 0,
        },
        success ? undefined : 'found',
      );
    }),
});
