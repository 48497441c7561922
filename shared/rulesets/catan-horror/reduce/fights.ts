/** The knights' checks and fights: Raze and Hide checks, finding an Evasive monster, attacks on gates and foes, a squad's dice, a foe's strike. */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import type { CatanHorrorState } from '../state';
import { checkRoll } from '../rules/checks';
import { countHits } from '../rules/combat';
import { gateAttack } from '../rules/gates';
import { withoutAnswerers } from '../rules/queue';
import { changeOne } from './entities';

const names = z.array(z.string());
/** The knight actions an event spent. */
const cost = z.number();
/** A trophy spent on a check for its toughness as a bonus: whose, and where it stood in their list. */
const trophySpent = z.object({ player: z.string(), at: z.number() }).optional();
/** A Hide check's modifiers: the (strongest) knight's strength, the least favourable awareness there, 1 in a town. */
const hideMods = { strength: z.number(), awareness: z.number(), town: z.number() };

export const fightFacts = {
  /**
   * A unit's Hide check (d6 + strength + awareness + 1 in a town + a trophy's bonus, 5+): the Hide
   * action (hidden on a success), slipping away from a monster before a move (`leaving`), a hidden
   * unit's check at the start of its turn (`start`) or as the town it hides in is invaded
   * (`invasion`, at `label`): found on a failure.
   */
  'hide-checked': z.object({
    unitId: z.string(),
    names,
    members: names,
    value: z.number(),
    ...hideMods,
    trophyBonus: z.number(),
    total: z.number(),
    success: z.boolean(),
    leaving: z.boolean().optional(),
    start: z.boolean().optional(),
    invasion: z.boolean().optional(),
    label: z.string().optional(),
    trophySpent,
    cost,
  }),
  /** A unit's Raze check at a town that resists (d6 + `modifier` + a trophy's bonus, 5+); the razing follows as its own event. */
  'raze-checked': z.object({
    unitId: z.string(),
    names,
    townId: z.string(),
    label: z.string(),
    value: z.number(),
    modifier: z.number(),
    trophyBonus: z.number(),
    total: z.number(),
    success: z.boolean(),
    trophySpent,
    cost,
  }),
  /** A unit looks for the Evasive monster beside it (a Hide check against its awareness): found, it can be fought this turn. */
  'monster-sought': z.object({
    unitId: z.string(),
    names,
    foeId: z.string(),
    foe: z.string(),
    value: z.number(),
    ...hideMods,
    trophyBonus: z.number(),
    total: z.number(),
    success: z.boolean(),
    trophySpent,
    cost,
  }),
  /** A unit of `player`'s attacks a gate with its `strength` (plus the gate's modifier): at 10 damage it closes and may be sealed. */
  'gate-attacked': z.object({
    gateId: z.string(),
    label: z.string(),
    unitId: z.string(),
    names,
    player: z.string(),
    strength: z.number(),
    modifier: z.number(),
    dealt: z.number(),
    damage: z.number(),
    closed: z.boolean(),
    cost,
  }),
  /** A foe strikes the knights fighting it: `damage`, shared out among them as `shares` (their damage follows as their own events). */
  'foe-struck': z.object({
    foeId: z.string(),
    name: z.string(),
    target: z.string(),
    targetName: z.string(),
    damage: z.number(),
    shares: z.array(z.object({ knightId: z.string(), amount: z.number(), name: z.string() })),
  }),
  /**
   * A town's city walls are given up: against the foe's strike (`strike`: its strike is spent), or
   * as the town's only defence against a nightmarish or overwhelming monster's structural damage.
   */
  'walls-sacrificed': z.object({ foeId: z.string(), name: z.string(), townId: z.string(), label: z.string(), strike: z.boolean() }),
  /**
   * Lone knights attack a foe at `location` together: their dice `values`, hits on `needs`+ (its
   * wounds follow as their own event); with the Attack action in step 3 (`attackAction`) it costs an
   * action and the foes there strike back.
   */
  'knights-attacked': z.object({
    knightIds: names,
    names,
    foeId: z.string(),
    foe: z.string(),
    location: z.string(),
    values: z.array(z.number()),
    needs: z.number(),
    hits: z.number(),
    attackAction: z.boolean(),
    cost,
  }),
  /** A squad (its `members`) at `location` rolls its dice: the player then spends them on the foes there, one by one. */
  'squad-rolled': z.object({
    squadId: z.string(),
    names,
    members: names,
    location: z.string(),
    values: z.array(z.number()),
    needs: z.number(),
    hits: z.number(),
    attackAction: z.boolean(),
    cost,
  }),
  /** The squad's dice spent on the foes in the order the player chose: which dice overcame and which hurt each (wounds follow). */
  'squad-attacked': z.object({
    squadId: z.string(),
    names,
    values: z.array(z.number()),
    needs: z.number(),
    allocation: z.array(
      z.object({
        foeId: z.string(),
        overcome: z.array(z.number()),
        damage: z.array(z.number()),
        engaged: z.boolean(),
        foe: z.string(),
        cost: z.number(),
      }),
    ),
  }),
};
type FightEvent = EventOf<typeof fightFacts>;

const spent = (state: CatanHorrorState, cost: number): CatanHorrorState => ({ ...state, actionsLeft: state.actionsLeft - cost });

/** The state with the trophy spent on a check gone from its player's list. */
const withoutTrophy = (state: CatanHorrorState, trophy: z.output<typeof trophySpent>): CatanHorrorState =>
  trophy ? changeOne(state, 'players', trophy.player, (p) => ({ trophies: p.trophies.filter((_, i) => i !== trophy.at) })) : state;

/** Whether a Hide check leaves the unit hidden (true), found (false) or as it was (null). */
function hiddenAfter(check: { leaving?: boolean; start?: boolean; invasion?: boolean }, success: boolean): boolean | null {
  if (check.leaving) return null;
  if (check.start || check.invasion) return success ? null : false;
  return success ? true : null;
}

/** The state with these knights hidden or not. */
const hiding = (state: CatanHorrorState, members: readonly string[], hidden: boolean): CatanHorrorState => ({
  ...state,
  knights: state.knights.map((k) => (members.includes(k.id) ? { ...k, hidden } : k)),
});

/** An attack at `location`: the knights have attacked this turn; with the Attack action, the place is one of the turn's fights. */
function attacked(state: CatanHorrorState, knightIds: readonly string[], location: string, attackAction: boolean): CatanHorrorState {
  const fights = attackAction ? { fights: [...(state.fights ?? []), location] } : {};
  return { ...state, attacked: [...state.attacked, ...knightIds], ...fights };
}

export function foldFights(state: CatanHorrorState, event: FightEvent): CatanHorrorState {
  switch (event.type) {
    case 'hide-checked': {
      const { unitId, members, value, strength, awareness, town, trophyBonus, start, invasion, cost } = event.data;
      const roll = { kind: 'hide' as const, values: [value], ...checkRoll(value, strength + awareness + town, trophyBonus) };
      const hidden = hiddenAfter(event.data, roll.success);
      const checked = hidden === null ? state : hiding(state, members, hidden);
      const owed = start || invasion;
      const records = {
        lastRoll: roll,
        ...(owed && !state.hideChecked.includes(unitId) ? { hideChecked: [...state.hideChecked, unitId] } : {}),
        ...(invasion ? { pending: withoutAnswerers(state, [unitId]) } : {}),
      };
      return withoutTrophy(spent({ ...checked, ...records }, cost), event.data.trophySpent);
    }
    case 'raze-checked': {
      const { value, modifier, trophyBonus, cost } = event.data;
      const roll = { kind: 'raze' as const, values: [value], ...checkRoll(value, modifier, trophyBonus) };
      return withoutTrophy(spent({ ...state, lastRoll: roll }, cost), event.data.trophySpent);
    }
    case 'monster-sought': {
      const { foeId, value, strength, awareness, town, trophyBonus, cost } = event.data;
      const roll = { kind: 'hide' as const, values: [value], ...checkRoll(value, strength + awareness + town, trophyBonus) };
      const found = roll.success ? { found: [...(state.found ?? []), foeId] } : {};
      return withoutTrophy(spent({ ...state, lastRoll: roll, ...found }, cost), event.data.trophySpent);
    }
    case 'gate-attacked': {
      const { gateId, player, strength, cost } = event.data;
      const gate = state.gates.find((g) => g.id === gateId)!;
      const { damage, closed } = gateAttack(gate, strength);
      const hit = changeOne(state, 'gates', gateId, () => ({ damage, status: closed ? ('closed' as const) : ('open' as const) }));
      const sealing = closed ? { pending: [{ kind: 'seal-gate' as const, gateId, player }, ...state.pending] } : {};
      return spent({ ...hit, ...sealing }, cost);
    }
    case 'foe-struck':
      return { ...state, struck: [...state.struck, event.data.foeId] };
    case 'walls-sacrificed': {
      const { foeId, townId, strike } = event.data;
      const fallen = changeOne(state, 'towns', townId, () => ({ walls: false }));
      return strike ? { ...fallen, struck: [...state.struck, foeId] } : fallen;
    }
    case 'knights-attacked': {
      const { knightIds, location, values, needs, attackAction, cost } = event.data;
      const roll = { kind: 'attack' as const, values, total: countHits(values, needs) };
      return spent({ ...attacked(state, knightIds, location, attackAction), lastRoll: roll }, cost);
    }
    case 'squad-rolled': {
      const { squadId, members, location, values, needs, attackAction, cost } = event.data;
      const dice = { kind: 'squad-dice' as const, squadId, values, needs };
      const rolled = { ...attacked(state, members, location, attackAction), lastRoll: { kind: 'attack' as const, values } };
      return spent({ ...rolled, pending: [dice, ...state.pending] }, cost);
    }
    case 'squad-attacked':
      return { ...state, pending: state.pending.slice(1) };
  }
}
