/** The JSON export file: the complete event log of one or more campaigns, re-importable. */
import { z } from 'zod';
import { COLOUR } from '../../../shared/rpc/players';

export const EXPORT_FORMAT = 'doomkeeper-campaigns';
/**
 * 2: events carry the table action their step was played from (`action`).
 * 3: players may carry their colour (`color`), so an app of format 2 says "from a newer version"
 *    instead of "damaged" when it meets one. Files of formats 1 and 2 still import.
 * 4: a campaign of an installed pack carries the exact pack text it is pinned to (`pack.text`), so
 *    an import installs it where it is missing. Files of formats 1–3 still import.
 */
export const EXPORT_FORMAT_VERSION = 4;

const iso = z
  .string()
  .min(10)
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a date');
const dieSpec = z.union([
  z.object({ kind: z.literal('d6') }).strict(),
  z.object({ kind: z.literal('d10') }).strict(),
  z.object({ kind: z.literal('dN'), sides: z.number().int().min(2).max(1000) }).strict(),
  z.object({ kind: z.literal('faces'), id: z.string().min(1).max(60), faces: z.array(z.string().max(60)).min(1).max(100) }).strict(),
]);
const rolledDie = z.object({ die: dieSpec, value: z.union([z.number(), z.string().max(60)]), source: z.enum(['app', 'table']) }).strict();

export const exportedEventSchema = z
  .object({
    seq: z.number().int().positive(),
    step: z.number().int().positive(),
    /** The play session's number within the campaign, or null for events outside any session. */
    session: z.number().int().positive().nullable(),
    turn: z.number().int(),
    phase: z.string().max(200),
    type: z.string().min(1).max(200),
    data: z.record(z.string(), z.unknown()),
    cause: z.string().max(200).nullable(),
    dice: z.array(rolledDie).max(200).nullable(),
    createdAt: iso,
    /** On a step's first event: the table action it was played from, so an import can recompute the step. */
    action: z
      .object({ type: z.string().min(1).max(200), payload: z.record(z.string(), z.unknown()) })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();

export const exportedCampaignSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    rulesetId: z.string().min(1).max(80),
    rulesetVersion: z.number().int().positive(),
    players: z
      .array(
        z.object({ id: z.string().min(1).max(20), name: z.string().min(1).max(40), color: z.string().regex(COLOUR).optional() }).strict(),
      )
      .max(12),
    options: z.record(z.string(), z.unknown()),
    createdAt: iso,
    updatedAt: iso,
    archived: z.boolean(),
    outcome: z
      .object({ result: z.enum(['won', 'lost', 'ended']), code: z.string(), params: z.record(z.string(), z.unknown()).optional() })
      .strict()
      .nullable(),
    sessions: z.array(z.object({ number: z.number().int().positive(), startedAt: iso, endedAt: iso.nullable() }).strict()),
    events: z.array(exportedEventSchema).min(1),
    /** The pack text the campaign is pinned to (format 4); absent for a code ruleset. Checked whole on import. */
    pack: z
      .object({ text: z.string().max(2_000_000) })
      .strict()
      .optional(),
  })
  .strict();

export const exportFileSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    formatVersion: z.number().int().positive(),
    exportedAt: iso,
    app: z.string().max(40),
    campaigns: z.array(exportedCampaignSchema).min(1),
  })
  .strict();

export type ExportFile = z.infer<typeof exportFileSchema>;
export type ExportedCampaign = z.infer<typeof exportedCampaignSchema>;
export type ExportedEvent = z.infer<typeof exportedEventSchema>;
