/**
 * The events every pack ruleset records: one generic catalog, typed from these schemas and checked
 * on every fold like any ruleset's. They say what happened in the pack's own ids (a track changed
 * from 2 to 3, a chart read row 4, a question was asked), and `cause` names the action or trigger.
 */
import { z } from 'zod';
import { defineEvents, type EventOf } from '../engine/events';

const id = z.string().max(60);
const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const pieceId = z.union([z.string(), z.number()]);
const params = z.record(z.string(), z.json());

export const packEvents = defineEvents({
  /** The table did this: the action, the fields it answered and the dice it rolled (faces in order). */
  acted: z.object({ action: id, fields: params, dice: z.array(z.union([z.number(), z.string()])) }),
  'track-changed': z.object({ track: id, player: z.string().nullable(), from: z.number(), to: z.number() }),
  'piece-placed': z.object({ collection: id, piece: z.record(z.string(), value) }),
  'piece-changed': z.object({ collection: id, piece: pieceId, set: z.record(z.string(), value) }),
  'piece-removed': z.object({ collection: id, piece: pieceId }),
  'chart-rolled': z.object({
    chart: id,
    value: z.union([z.number(), z.string()]),
    row: z.number().int(),
    dice: z.array(z.union([z.number(), z.string()])),
  }),
  'card-drawn': z.object({ deck: id, card: id }),
  /** A question for the table (or an automatic one), queued last — or first, when it must be settled before the rest. */
  asked: z.object({ question: id, params, first: z.boolean().optional() }),
  answered: z.object({ question: id }),
  'phase-changed': z.object({ phase: id, step: id.nullable(), turn: z.number().int() }),
  announced: z.object({ word: z.string(), params }),
  'game-ended': z.object({ result: z.enum(['won', 'lost', 'ended']), word: z.string(), params }),
});

export type PackEvent = EventOf<typeof packEvents.schemas>;
