/**
 * The production roll and the monster turn: the dice that decide what the table is asked next
 * (where a gate opens, which figures move, which mad towns produce), monsters coming onto the board
 * (from the cup or built), monsters moving, and the knights answering a monster that entered their
 * town (or no longer able to).
 */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import { TOWN_SIZES, type CatanHorrorState } from '../state';
import { afterMadTowns, afterMonsterDrawn, afterMonsterMoved, afterMovementRoll, afterProduction, withoutAnswerers } from '../rules/queue';
import { RESPONSES } from '../rules/invasion';
import { addOne, changeOne } from './entities';
import { changeKnights } from './knights';

const names = z.array(z.string());

export const monsterFacts = {
  /**
   * The production roll: red + yellow = `total`, the event die's face `event` (`cityGate` unless a
   * ship). Which towns and hexes draw nothing is told for the table; a 2 or 12 (`opensGate`) asks
   * where the new gate opens, and doubles with the Drunkards house rule hold a `festival`.
   */
  'production-rolled': z.object({
    red: z.number(),
    yellow: z.number(),
    event: z.string(),
    total: z.number(),
    opensGate: z.boolean(),
    invaded: names,
    mad: names,
    madIdle: names.optional(),
    gated: names,
    cityGate: z.string().nullable(),
    festival: z.boolean().optional(),
  }),
  /** Each foe that rolls to move: its d6 `value` against `needs`; a mad player's own mad knights (`controlled`) move without a roll. The table reports the moves next. */
  'monster-movement-rolled': z.object({
    rolls: z.array(
      z.object({ foeId: z.string(), name: z.string(), location: z.string(), value: z.number(), needs: z.number(), moves: z.boolean() }),
    ),
    controlled: names.optional(),
  }),
  /** The table moved a monster or a mad knight (`figure`) from `from` to `to`; entering a town, the knights there are `asks`ed to fight, hide or flee. */
  'monster-moved': z.object({
    foeId: z.string(),
    name: z.string(),
    figure: z.enum(['monster', 'mad-knight']),
    from: z.string(),
    to: z.string(),
    asks: names.optional(),
    controller: z.string().optional(),
  }),
  /** Each mad town's d6 against what its size `needs`: the ones that produce ask for a monster from the cup. */
  'mad-towns-rolled': z.object({
    rolls: z.array(
      z.object({
        townId: z.string(),
        label: z.string(),
        size: z.enum(TOWN_SIZES),
        value: z.number(),
        needs: z.number(),
        produces: z.boolean(),
      }),
    ),
  }),
  /**
   * A knight or squad (its `members`) answers the monster that entered its town: fight (stays, face
   * up), hide (stays, hidden; checks if the town is invaded) or flee (to `to`).
   */
  'monster-response': z.object({
    unitId: z.string(),
    names,
    members: names,
    owner: z.string(),
    ownerName: z.string(),
    response: z.enum(RESPONSES),
    townId: z.string(),
    label: z.string(),
    foe: z.string(),
    squad: z.boolean(),
    to: z.string().optional(),
  }),
  /**
   * A monster comes onto the board at `location`: drawn from the cup for the spot the table was asked
   * about (`reason` gate, surge, setup, mad-town), or finished on a mad town's card (`reason` built,
   * `townId` the town whose card it leaves).
   */
  'monster-appeared': z.object({
    monsterId: z.string(),
    kind: z.string(),
    location: z.string(),
    reason: z.enum(['gate', 'surge', 'setup', 'mad-town', 'built']),
    townId: z.string().optional(),
  }),
  /** `count` knights (the `units` named in the question at the head) can no longer answer the monster: gone, mad or moved away. */
  'answers-lapsed': z.object({ count: z.number(), units: names }),
};
type MonsterEvent = EventOf<typeof monsterFacts>;

/** The knights hiding from a monster, once these `members` have answered one at `townId`: hiders there if they hide, no longer hiders anywhere else. */
function hidersAfter(state: CatanHorrorState, members: readonly string[], hide: boolean, townId: string) {
  const others = (state.invasionHiders ?? []).filter((h) => !members.includes(h.knightId));
  return hide ? [...others, ...members.map((knightId) => ({ knightId, townId }))] : others;
}

export function foldMonsters(state: CatanHorrorState, event: MonsterEvent): CatanHorrorState {
  switch (event.type) {
    case 'production-rolled': {
      const { red, yellow, event: face, total, opensGate, festival } = event.data;
      return {
        ...state,
        phase: 'player/actions',
        pending: afterProduction(opensGate),
        lastRoll: { kind: 'production', values: [red, yellow, face], total },
        ...(festival ? { festivalDue: true } : {}),
      };
    }
    case 'monster-movement-rolled': {
      const { rolls } = event.data;
      const lastRoll = { kind: 'movement' as const, values: rolls.map((r) => r.value) };
      return { ...state, phase: 'monster/report', pending: afterMovementRoll(state, rolls), lastRoll };
    }
    case 'monster-moved': {
      const { foeId, figure, from, to } = event.data;
      const pending = afterMonsterMoved(state, foeId, from, to);
      const moved =
        figure === 'monster'
          ? changeOne(state, 'monsters', foeId, () => ({ location: to }))
          : changeOne(state, 'knights', foeId, () => ({ location: to }));
      return { ...moved, pending };
    }
    case 'mad-towns-rolled': {
      const { rolls } = event.data;
      const lastRoll = { kind: 'mad-towns' as const, values: rolls.map((r) => r.value) };
      return { ...state, phase: 'monster/sanity', pending: afterMadTowns(rolls), lastRoll };
    }
    case 'monster-response': {
      const { unitId, members, response, townId, to } = event.data;
      const answered = changeKnights(state, members, response === 'flee' && to ? { location: to } : { hidden: response === 'hide' });
      return {
        ...answered,
        pending: withoutAnswerers(state, [unitId]),
        invasionHiders: hidersAfter(state, members, response === 'hide', townId),
      };
    }
    case 'monster-appeared': {
      const { monsterId, kind, location, reason, townId } = event.data;
      const appeared = addOne(state, 'monsters', { id: monsterId, kind, location, wounds: 0, alive: true });
      // A built monster leaves its town's card; one from the cup answers the question asked.
      return reason === 'built' && townId
        ? changeOne(appeared, 'towns', townId, () => ({ building: null }))
        : { ...appeared, pending: afterMonsterDrawn(state) };
    }
    case 'answers-lapsed':
      return { ...state, pending: withoutAnswerers(state, event.data.units) };
  }
}
