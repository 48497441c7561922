/** Munchkin RPG's events, declared once: the types come from these schemas, and stored events are checked against them. */
import { z } from 'zod';
import { defineEvents, type EventOf } from '../../engine/events';
import { TABLE_ONLY_ACTIONS } from './data/actions';
import { STATS } from './data/stats';

const n = z.number();
const id = z.string();
const name = z.string();
const stat = z.enum(STATS);
const who = { player: id, name };
/** What every action charged in AP records: who, the cost, and on whose turn. */
const paid = { ...who, cost: n, onTurnOf: name.nullable() };

export const munchkinEvents = defineEvents({
  'stats-chosen': z.object({ ...who, high: stat, medium: stat, low: stat }),
  'stats-complete': z.object({}),
  'first-player-chosen': z.object({ seat: n, player: id, name }),
  /** A menu action played out on the table (or, in Last Man Standing, an attack on `target`). */
  'action-taken': z.object({
    ...paid,
    action: z.enum([...TABLE_ONLY_ACTIONS, 'attack-player']),
    target: id.optional(),
    targetName: name.optional(),
  }),
  'item-sold': z.object({ ...who, cost: n.nullable(), gold: n }),
  /** `placement` (version 2): equipped at once or put on the backpack (002:122); version 1 did not ask. */
  'item-bought': z.object({ ...paid, slot: n, price: n, placement: z.enum(['equip', 'backpack']).optional() }),
  'gift-basket': z.object({ ...paid, price: n }),
  'grenade-thrown': z.object({ ...paid, bonus: n, effective: n }),
  'level-bought': z.object({ ...who, from: n, to: n, price: n }),
  'level-changed': z.object({ ...who, from: n, to: n }),
  'special-used': z.object({
    ...who,
    special: z.enum(['munchkin-rage', 'bait-n-switch', 'hidden-agenda']),
    target: id.nullable(),
    targetName: name.nullable(),
  }),
  'retrain-chosen': z.object({ ...paid, high: stat, medium: stat, low: stat }),
  'combat-ended': z.object({
    ...who,
    result: z.enum(['won', 'ran-away', 'died']),
    levels: n,
    treasures: n,
    gold: n,
    helper: id.nullable(),
    helperName: name.nullable(),
    helperGold: n,
  }),
  'player-died': z.object(who),
  'boss-trapped': z.object({ ...paid, kind: z.enum(['curse', 'enhancer']), levels: n, faceDown: z.boolean() }),
  'boss-revealed': z.object({ ...paid, curses: n, enhancers: n, enhancerLevels: n }),
  'boss-challenged': z.object(who),
  'boss-polymorphed': z.object(paid),
  /** `kills` and `helperNames` (version 2): a helper can die too; version 1 recorded only the fighter's death (one kill). */
  'boss-fight-ended': z.object({
    ...who,
    result: z.enum(['won', 'ran-away', 'died']),
    helpers: z.array(id),
    helperNames: z.array(name).optional(),
    kills: n.optional(),
  }),
  'victory-claimed': z.object({ next: z.enum(['handshake', 'tally']) }),
  'game-won': z.object({ winners: z.array(id), names: z.string(), code: z.string(), total: n.optional() }),
  'tally-entered': z.object({ ...who, gold: n, itemValue: n, spells: n, total: n }),
  'last-stand-began': z.object({}),
  'player-defeated': z.object(who),
  'turn-ended': z.object({ ...who, next: n.nullable(), nextName: name.nullable() }),
  'restock-rerolled': z.object({ slot: n }),
  'store-restocked': z.object({ slot: n, count: n }),
  'store-refilled': z.object({ slots: z.array(n) }),
  'round-ended': z.object({ round: n, nextFirst: id, nextFirstName: name, retrained: z.array(name), revived: z.array(name) }),
});

export type MunchkinEvent = EventOf<typeof munchkinEvents.schemas>;
