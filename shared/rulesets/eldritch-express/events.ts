/**
 * Eldritch Express's events, declared once (engine v2): the types come from these schemas, and every
 * stored event is checked against them when it is folded. The schemas describe the data as stored by
 * every version: fields some events lack are optional, and unknown fields pass through untouched.
 * `resolves` (the event answers the first pending roll or choice) and `die` (a roll to light on the
 * board) may ride on any event.
 */
import { z } from 'zod';
import { defineEvents, type EventOf } from '../../engine/events';

const seat = z.number().int();
const region = z.number().int();
const cards = z.array(z.string());
const encounter = z.union([
  z.object({ kind: z.enum(['gate', 'expedition', 'mystery', 'city']) }).passthrough(),
  z.object({ kind: z.literal('defeated'), investigator: z.string() }).passthrough(),
]);
const deck = z.enum(['item', 'spell', 'artifact', 'ally', 'condition', 'monster', 'gate']);
const placeWhat = z.enum(['setup-clue', 'expedition', 'mystery-move', 'new-mystery', 'clue', 'lost']);

/** An event's data: its own fields plus the two any event may carry. */
const data = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ resolves: z.boolean().optional(), die: z.number().optional(), ...shape }).passthrough();

export const eldritchEvents = defineEvents({
  // set-up and the whole game
  'ancient-one-chosen': data({ ancientOne: z.string(), doom: z.number() }),
  'first-player-chosen': data({ seat }),
  'investigators-due': data({ seats: z.array(seat) }),
  'investigator-chosen': data({ seat, investigator: z.string() }),
  'play-began': data({}),
  'game-won': data({ code: z.string() }),
  'game-lost': data({ code: z.string() }),
  // the board
  'gate-site-rolled': data({
    region,
    monsters: z.number().int(),
    values: z.array(z.number()).optional(),
    tokenBack: z.boolean().optional(),
  }),
  'gate-opened': data({ region, gate: z.string() }),
  'monster-spawned': data({ region, monster: z.string() }),
  'clue-placed': data({ region }),
  'placement-due': data({ what: placeWhat, seat: seat.optional(), avoid: z.number().optional() }),
  'expedition-placed': data({ region }),
  'mystery-placed': data({ region, side: z.enum(['front', 'back']) }),
  'mystery-flipped': data({ region: region.optional() }),
  'mystery-solved': data({ region: region.optional() }),
  'gate-sealed': data({ region, gate: z.string().optional() }),
  'placement-rerolled': z.object({ what: z.string(), die: z.number(), resolves: z.boolean().optional() }).passthrough(),
  'flying-due': data({ region, monsters: cards, choices: z.array(region) }),
  'monsters-flew': data({ from: region, to: region, monsters: cards }),
  'monster-destroyed': data({ region, index: z.number().int(), monster: z.string() }),
  'destroy-monster-due': data({ seat }),
  // cards
  'draw-due': data({
    deck,
    seat: seat.nullable().optional(),
    region: region.optional(),
    reason: z.string(),
    filter: z.string().optional(),
    count: z.number().int().optional(),
  }),
  'card-drawn': data({
    deck,
    card: z.string(),
    seat: seat.nullable().optional(),
    region: region.optional(),
    refused: z.string().optional(),
    cancels: z.string().optional(),
    mustDiscard: z.number().int().optional(),
  }),
  'cards-drawn-for-pick': data({ deck: z.enum(['item', 'spell']), seat, cards }),
  'deck-empty': data({}),
  'draw-cancelled': data({}),
  'discard-not-needed': data({}),
  'items-discarded': data({ seat, items: cards }),
  'possession-used': data({
    seat,
    card: z.string().optional(),
    sanityCost: z.number().optional(),
    discardItem: z.string().optional(),
    exhaustItem: z.string().optional(),
    discardArtifact: z.string().optional(),
    spell: z.string().optional(),
    target: seat.optional(),
    health: z.number().optional(),
    sanity: z.number().optional(),
    removeCondition: z.string().optional(),
    clues: z.number().optional(),
    moveTo: region.optional(),
    draws: z.array(z.object({ deck, filter: z.string().optional() }).passthrough()).optional(),
  }),
  'possessions-recovered': data({ seat: seat.optional(), region, investigator: z.string() }),
  'condition-removed': data({ seat, condition: z.string() }),
  // what befalls an investigator
  'lost-in-time-and-space': data({ seat, delayed: z.boolean(), losesTurn: z.boolean().optional() }),
  delayed: data({ seat }),
  'clue-gained': data({ seat, count: z.number().int() }),
  'sanity-lost': data({ seat, amount: z.number() }),
  'investigator-defeated': data({ seat }),
  'seat-out': data({ seat }),
  // the turn and upkeep
  'turn-began': data({ seat }),
  'delay-ended': data({ seat }),
  'returned-from-lost': data({ seat, region }),
  'health-sanity-exchanged': data({ seat, health: z.number(), sanity: z.number() }),
  hid: data({ seat }),
  assigned: data({ seat, encounter, refreshed: cards }),
  'turn-ended': data({ next: seat.optional() }),
  // the fight
  'fight-resolved': data({
    seat,
    sanityLoss: z.number(),
    healthLoss: z.number(),
    killed: z.array(z.number().int()),
    itemsUsed: cards,
    itemsDiscarded: cards,
    itemsExhausted: cards,
    spellsCast: cards,
    delayed: z.boolean(),
    clues: z.number().optional(),
    madness: z.boolean(),
    injury: z.boolean(),
    losesTurn: z.boolean().optional(),
    helpers: z.array(z.object({ seat, spell: z.string() }).passthrough()).optional(),
  }),
  // the action dice
  'action-dice-rolled': data({ values: cards }),
  'dice-set-aside': data({ kept: cards, rerolled: cards }),
  'die-changed': data({ index: z.number().int(), to: z.string(), ability: z.string().optional(), artifactOrAlly: z.boolean().optional() }),
  'die-added': data({ face: z.string(), ability: z.string().optional(), artifactOrAlly: z.boolean().optional() }),
  'die-removed': data({ index: z.number().int(), ability: z.string().optional(), artifactOrAlly: z.boolean().optional() }),
  'dice-confirmed': data({ travel: z.number().int(), rest: z.number().int() }),
  'rumor-clues-dropped': data({ seat, count: z.number().int(), solved: z.boolean() }),
  // threats, encounter, rest, clues, move
  'threats-resolved': data({ seat, health: z.number(), sanity: z.number(), injury: z.boolean(), madness: z.boolean() }),
  'encounter-resolved': data({
    seat,
    result: z.enum(['passed', 'failed', 'done']),
    cluesSpent: z.number().int(),
    leftoverResearch: z.number().int(),
    leftoverInvestigation: z.number().int(),
  }),
  rested: data({ seat, health: z.number(), sanity: z.number(), condition: z.string().nullable().optional() }),
  'clues-collected': data({ seat, count: z.number().int(), bonus: z.number().int() }),
  'leg-injury-checked': data({ seat, paid: z.boolean() }),
  'flying-checked': data({}),
  'nothing-to-destroy': data({}),
  'asset-shipped': data({ seat, to: seat, asset: z.string(), cost: z.number().int() }),
  moved: data({ seat, to: region, cost: z.number().int() }),
  // the omen clock and the tracks
  'omen-advanced': data({ index: z.number().int() }),
  'doom-advanced': data({}),
  'elder-sign-advanced': data({ by: z.number() }),
  'elder-sign-regressed': data({ by: z.number() }),
  'rumor-failed': data({}),
  'rumor-spawned': data({ region, track: z.number() }),
  'rumor-regressed': data({ track: z.number() }),
  'mythos-rolled': data({ values: z.array(z.number()), what: z.string().optional() }),
});

export type EldritchEvent = EventOf<typeof eldritchEvents.schemas>;
/** The events one area of the fold handles. */
export type EventIn<T extends EldritchEvent['type']> = Extract<EldritchEvent, { type: T }>;
