/** The knights' checks and fights: Raze and Hide checks, finding an Evasive monster, attacks on gates. */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import type { CatanHorrorState } from '../state';
import { checkRoll } from '../rules/checks';
import { gateAttack } from '../rules/gates';
import { changeOne } from './entities';

const names = z.array(z.string());
/** The knight actions an event spent. */
const cost = z.number();
/** A trophy spent on a check for its toughness as a bonus: whose, and where it stood in their list. */
const trophySpent = z.object({ player: z.string(), at: z.number() }).optional();
/** A Hide check's modifiers: the (strongest) knight's strength, the least favourable awareness there, 1 in a town. */
const hideMods = { strength: z.number(), awareness: z.number(), town: z.number() };

export const fightFacts = {
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
};
type FightEvent = EventOf<typeof fightFacts>;

const spent = (state: CatanHorrorState, cost: number): CatanHorrorState => ({ ...state, actionsLeft: state.actionsLeft - cost });

/** The state with the trophy spent on a check gone from its player's list. */
const withoutTrophy = (state: CatanHorrorState, trophy: z.output<typeof trophySpent>): CatanHorrorState =>
  trophy ? changeOne(state, 'players', trophy.player, (p) => ({ trophies: p.trophies.filter((_, i) => i !== trophy.at) })) : state;

export function foldFights(state: CatanHorrorState, event: FightEvent): CatanHorrorState {
  switch (event.type) {
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
      const attacked = changeOne(state, 'gates', gateId, () => ({ damage, status: closed ? ('closed' as const) : ('open' as const) }));
      const sealing = closed ? { pending: [{ kind: 'seal-gate' as const, gateId, player }, ...state.pending] } : {};
      return spent({ ...attacked, ...sealing }, cost);
    }
  }
}
