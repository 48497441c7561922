/**
 * Argument schemas for every RPC method: payloads are validated here, at the boundary. Each method's
 * schema is built the first time it is read (`argSchemas[method]`), not when this module loads: a
 * start answers a handful of methods before the campaign list is drawn, and building all ~70 zod
 * schemas cost ~12 ms of the start's CPU. The schemas, and so the validation and its messages, are
 * the same ones either way.
 */
import { z } from 'zod';
import { MAX_COMPARED } from '../lab/types';
import { CHRONICLE_KINDS, type Method } from './contract';
import { COLOUR, duplicatePlayer } from './players';
import { IMPORT_CHUNK_BYTES, IMPORT_MAX_BYTES } from './transport';

const id = z.number().int().positive();
const name = z.string().trim().min(1, 'a name is needed').max(80, 'at most 80 characters');
const options = z.record(z.string(), z.unknown());
const dieValue = z.union([z.number().int(), z.string().max(40)]);
const none = z.object({}).strict();
/** An installed pack text's SHA-256, in hex. */
const packHash = z.string().regex(/^[0-9a-f]{64}$/, 'a pack is named by its SHA-256 (64 hex digits)');
/** An export file to import, at most the WebSocket's message size. */
const importFile = z
  .object({ content: z.string().max(64 * 1024 * 1024, 'the file is larger than 64 MB'), keepBoth: z.boolean().optional() })
  .strict();
const playerName = z.string().trim().min(1, 'a player needs a name').max(40);

const roll = z.discriminatedUnion('source', [
  z.object({ source: z.literal('app') }).strict(),
  z.object({ source: z.literal('table'), values: z.array(dieValue).min(1).max(60) }).strict(),
]);

/** How each method's arguments are checked, built by `argSchemas` on first read. */
const builders = {
  'app/info': () => none,
  'ruleset/list': () => none,
  'ruleset/pack': () => z.object({ rulesetId: z.string().min(1).max(80) }).strict(),
  'campaign/list': () => z.object({ includeArchived: z.boolean().optional() }).strict(),
  'campaign/create': () =>
    z
      .object({
        name,
        rulesetId: z.string().min(1).max(80),
        players: z
          .array(
            z.union([
              playerName,
              z.object({ name: playerName, color: z.string().regex(COLOUR, 'a colour is #rrggbb').optional() }).strict(),
            ]),
          )
          .max(12)
          .superRefine((players, ctx) => {
            const twice = duplicatePlayer(players.map((p) => (typeof p === 'string' ? p : p.name)));
            if (twice)
              ctx.addIssue({
                code: 'custom',
                path: [twice.second],
                message: `two players are called “${twice.name}”; give each a different name`,
              });
          }),
        options,
      })
      .strict(),
  'campaign/rename': () => z.object({ campaignId: id, name }).strict(),
  'campaign/archive': () => z.object({ campaignId: id, archived: z.boolean() }).strict(),
  'campaign/delete': () => z.object({ campaignId: id, confirmName: z.string() }).strict(),
  'campaign/open': () => z.object({ campaignId: id }).strict(),
  'campaign/act': () =>
    z
      .object({
        campaignId: id,
        action: z.object({ type: z.string().min(1).max(80), payload: options.optional(), roll: roll.optional() }).strict(),
      })
      .strict(),
  'campaign/dice-for': () => z.object({ campaignId: id, type: z.string().min(1).max(80), payload: options.optional() }).strict(),
  'campaign/odds-for': () => z.object({ campaignId: id, type: z.string().min(1).max(80), payload: options.optional() }).strict(),
  'campaign/undo': () => z.object({ campaignId: id }).strict(),
  'campaign/redo': () => z.object({ campaignId: id }).strict(),
  'campaign/rewind': () => z.object({ campaignId: id, toStep: z.number().int().nonnegative() }).strict(),
  'campaign/bring-back': () => z.object({ campaignId: id, step: z.number().int().positive() }).strict(),
  'campaign/adjust': () =>
    z
      .object({ campaignId: id, trackerId: z.string().min(1).max(80), value: z.number().int(), reason: z.string().max(200).optional() })
      .strict(),
  'campaign/set-options': () => z.object({ campaignId: id, options }).strict(),
  'campaign/history': () => z.object({ campaignId: id }).strict(),
  'campaign/history-page': () =>
    z.object({ campaignId: id, beforeSeq: id.optional(), limit: z.number().int().min(1).max(2000).optional() }).strict(),
  'session/start': () => z.object({ campaignId: id }).strict(),
  'session/end': () => z.object({ campaignId: id }).strict(),
  'session/list': () => z.object({ campaignId: id }).strict(),
  'history/chronicle': () => z.object({ campaignId: id }).strict(),
  'history/chronicle-page': () =>
    z
      .object({
        campaignId: id,
        filter: z
          .object({
            session: z.union([id, z.literal('all')]).optional(),
            player: z.string().min(1).max(80).optional(),
            kind: z.enum(CHRONICLE_KINDS).optional(),
            text: z.string().max(200).optional(),
          })
          .strict()
          .optional(),
        index: z.number().int().nonnegative().optional(),
        afterStep: z.number().int().nonnegative().optional(),
        turn: z.number().int().nonnegative().optional(),
        fromEnd: z.number().int().nonnegative().optional(),
        bounded: z.boolean().optional(),
        limit: z.number().int().min(1).max(500).optional(),
        outline: z.boolean().optional(),
        locale: z
          .string()
          .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/)
          .optional(),
      })
      .strict()
      .refine((a) => [a.index, a.afterStep, a.turn, a.fromEnd].filter((v) => v !== undefined).length <= 1, {
        message: 'ask for one place at most: index, afterStep, turn or fromEnd',
      })
      .refine((a) => !(a.bounded && a.index !== undefined), {
        message: 'a bounded count has no place counted from the oldest row: ask by fromEnd, turn or afterStep',
      }),
  'history/state-at': () => z.object({ campaignId: id, seq: id }).strict(),
  'history/checkpoint': () =>
    z.object({ campaignId: id, name: z.string().trim().min(1, 'a checkpoint needs a name').max(80, 'at most 80 characters') }).strict(),
  'history/return': () => z.object({ campaignId: id, checkpointSeq: id }).strict(),
  'history/recap': () => z.object({ campaignId: id, sessionId: id.optional() }).strict(),
  'history/export': () => z.object({ campaignId: id }).strict(),
  'history/export-all': () => none,
  'history/import': () => importFile.extend({ keepBothPacks: z.boolean().optional() }),
  'history/import-start': () => importFile.extend({ keepBothPacks: z.boolean().optional() }),
  'history/import-upload': () =>
    z
      .object({
        size: z
          .number()
          .int()
          .min(1)
          .max(IMPORT_MAX_BYTES, `the file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`),
        keepBoth: z.boolean().optional(),
        keepBothPacks: z.boolean().optional(),
      })
      .strict(),
  'history/import-chunk': () =>
    z
      .object({
        importId: id,
        offset: z.number().int().min(0).max(IMPORT_MAX_BYTES),
        // Only a binary frame's body is one (`decodeBinaryRequest`): JSON cannot carry it.
        bytes: z
          .instanceof(Uint8Array, { message: 'a chunk is sent as a binary frame' })
          .refine((b) => b.length >= 1 && b.length <= IMPORT_CHUNK_BYTES, `a chunk is 1 to ${IMPORT_CHUNK_BYTES} bytes`),
      })
      .strict(),
  'history/import-status': () => z.object({ importId: id }).strict(),
  'history/import-cancel': () => z.object({ importId: id }).strict(),
  'backup/list': () => none,
  'backup/create': () => none,
  'backup/restore': () => z.object({ name: z.string().min(1).max(200) }).strict(),
  'backup/contents': () => z.object({ name: z.string().min(1).max(200) }).strict(),
  'backup/restore-campaign': () => z.object({ name: z.string().min(1).max(200), campaignId: id, as: z.enum(['copy', 'replace']) }).strict(),
  'recovery/status': () => none,
  'recovery/restore': () => z.object({ name: z.string().min(1).max(200).optional() }).strict(),
  'recovery/export': () => none,
  'stats/campaign': () => z.object({ campaignId: id }).strict(),
  'stats/overall': () => none,
  'lab/profiles': () => none,
  'lab/start': () =>
    z
      .object({
        rulesetId: z.string().min(1).max(80),
        options: options.optional(),
        policy: z.string().min(1).max(40),
        params: z.record(z.string().max(40), z.number().finite()).optional(),
        games: z.number().int().min(1, 'at least 1 game').max(100_000, 'at most 100,000 games'),
        seed: z
          .number()
          .int()
          .min(0)
          .max(2 ** 32 - 1)
          .optional(),
        campaignId: id.optional(),
        /** A variant pack's JSON text to simulate instead of a code ruleset (checked whole by the handler). */
        packText: z.string().max(2_000_000).optional(),
      })
      .strict(),
  'lab/pack': () => z.object({ packText: z.string().max(2_000_000) }).strict(),
  'lab/replay': () =>
    z
      .object({
        rulesetId: z.string().min(1).max(60),
        options: options.optional(),
        policy: z.string().min(1).max(40),
        params: z.record(z.string().max(40), z.number().finite()).optional(),
        seed: z
          .number()
          .int()
          .min(0)
          .max(2 ** 32 - 1),
        game: z.number().int().min(1).max(100_000),
      })
      .strict(),
  'lab/choices': () =>
    z
      .object({
        campaignId: id,
        policy: z.string().min(1).max(40),
        games: z.number().int().min(1, 'at least 1 game').max(100_000, 'at most 100,000 games'),
        budgetMs: z.number().int().min(500, 'at least half a second').max(600_000, 'at most ten minutes').optional(),
        /** The options to compare (their keys); absent: the first few. */
        keys: z.array(z.string().max(200)).min(2, 'at least two options').max(MAX_COMPARED, `at most ${MAX_COMPARED} options`).optional(),
        seed: z
          .number()
          .int()
          .min(0)
          .max(2 ** 32 - 1)
          .optional(),
      })
      .strict(),
  'lab/table-rates': () => z.object({ rulesetId: z.string().min(1).max(80), campaignId: id.optional() }).strict(),
  'lab/status': () => z.object({ jobId: id }).strict(),
  'lab/cancel': () => z.object({ jobId: id }).strict(),
  'lan/status': () => none,
  'lan/start': () => z.object({ campaignId: id }).strict(),
  'lan/stop': () => none,
  'packs/list': () => none,
  'packs/import': () => z.object({ text: z.string().max(2_000_000, 'a pack file is at most 1 MB') }).strict(),
  'packs/export': () => z.object({ hash: packHash }).strict(),
  'packs/remove': () => z.object({ hash: packHash }).strict(),
  'packs/preview': () =>
    z
      .object({
        text: z.string().max(2_000_000, 'a pack file is at most 1 MB'),
        players: z.array(playerName).min(1).max(12),
        fresh: z.boolean().optional(),
      })
      .strict(),
  'packs/preview-act': () =>
    z
      .object({ action: z.object({ type: z.string().min(1).max(80), payload: options.optional(), roll: roll.optional() }).strict() })
      .strict(),
  'packs/preview-undo': () => none,
  'packs/upgrade-preview': () => z.object({ campaignId: id, hash: packHash }).strict(),
  'packs/upgrade': () => z.object({ campaignId: id, hash: packHash }).strict(),
  'packs/undo-upgrade': () => z.object({ campaignId: id, previousId: id }).strict(),
} satisfies Record<Method, () => z.ZodType>;

/**
 * Every method's schema, by name (`Object.keys` and `Object.hasOwn` list the contract's methods):
 * each built on its first read and kept.
 */
export const argSchemas = builtOnFirstRead(builders);

function builtOnFirstRead<T extends Record<string, () => z.ZodType>>(made: T): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const built = new Map<string, z.ZodType>();
  const schemas = {};
  for (const key of Object.keys(made)) {
    Object.defineProperty(schemas, key, {
      enumerable: true,
      get: () => {
        let schema = built.get(key);
        if (!schema) built.set(key, (schema = made[key]()));
        return schema;
      },
    });
  }
  return schemas as { readonly [K in keyof T]: ReturnType<T[K]> };
}

/** A readable summary of what is wrong with a payload. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`).join('; ');
}
