/**
 * The variant card: a comparison (or one run) small enough to post — what was simulated (ruleset or
 * pack with its SHA-256), each set's options and table chances, and the figures with their
 * intervals — read back with zod so a bad file is refused whole, saying where.
 */
import { z } from 'zod';
import type { Summary } from './stats';

export const VARIANT_CARD_FORMAT = 'doomkeeper-variant-card';

const rate = z.strictObject({
  count: z.number().int().min(0),
  of: z.number().int().min(0),
  rate: z.number().min(0).max(1),
  low: z.number().min(0).max(1),
  high: z.number().min(0).max(1),
});
const spreadSchema = z.strictObject({
  mean: z.number(),
  low: z.number(),
  high: z.number(),
  median: z.number(),
  p10: z.number(),
  p90: z.number(),
});
const result = z.enum(['won', 'lost', 'ended', 'unfinished']);
/** A side's figures: the summary without its per-turn curves (those travel in the PNG). */
const figures = z.strictObject({
  games: z.number().int().min(1).max(10_000_000),
  results: z.strictObject({ won: rate, lost: rate, ended: rate, unfinished: rate }),
  endings: z
    .array(
      z.strictObject({
        code: z.string().max(200),
        result,
        count: z.number().int().min(0),
        /** The values the ending's words take (cards from before they were kept have none). */
        params: z
          .record(
            z.string().max(40),
            z.union([z.string().max(200), z.number().finite(), z.boolean(), z.array(z.string().max(200)).max(12)]),
          )
          .optional(),
        varied: z.boolean().optional(),
      }),
    )
    .max(100),
  turns: spreadSchema,
  checks: z.strictObject({ count: z.number().int().min(0), predicted: z.number().min(0).max(1), observed: rate }).nullable(),
  seats: z.strictObject({ withWinner: rate, won: z.array(rate).max(20) }).optional(),
});
/** "Our table's rates" a set's chances were taken from: which campaigns, and each rate with its count and interval. */
const tableRates = z.strictObject({
  scope: z.enum(['campaign', 'ruleset']),
  campaigns: z.array(z.string().max(200)).max(500),
  rates: z
    .array(
      z.strictObject({
        key: z.string().max(40),
        code: z.string().max(200),
        count: z.number().int().min(0),
        of: z.number().int().min(0),
        rate: z.number().min(0).max(1),
        low: z.number().min(0).max(1),
        high: z.number().min(0).max(1),
      }),
    )
    .max(50),
});
const side = z.strictObject({
  options: z.record(z.string(), z.json()),
  params: z.record(z.string(), z.number()),
  /** Where its chances came from the table's own games (absent: the stated defaults or the user's numbers). */
  tableRates: tableRates.optional(),
  figures,
});

export const variantCardSchema = z.strictObject({
  format: z.literal(VARIANT_CARD_FORMAT),
  version: z.literal(1),
  made: z.iso.datetime(),
  rulesetId: z.string().min(1).max(120),
  pack: z
    .strictObject({
      id: z.string().max(120),
      name: z.string().max(200),
      version: z.string().max(40),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    })
    .optional(),
  policy: z.string().min(1).max(40),
  seed: z.number().int(),
  a: side,
  b: side.optional(),
});

export type VariantCard = z.infer<typeof variantCardSchema>;
export type CardFigures = z.infer<typeof figures>;

/** What a card keeps of a summary: everything but the curves. */
export function figuresOf(summary: Summary): CardFigures {
  const { curves: _curves, endings, ...rest } = summary;
  return { ...rest, endings: endings.map(({ params, ...e }) => (params ? { ...e, params: cardParams(params) } : e)) };
}

/** An ending's values as a card keeps them: text, numbers, yes/no and lists of names (anything else is left off). */
function cardParams(params: Record<string, unknown>): Record<string, string | number | boolean | string[]> {
  const kept: Record<string, string | number | boolean | string[]> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') kept[key] = value.slice(0, 200);
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') kept[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) kept[key] = value.slice(0, 12).map((v) => v.slice(0, 200));
  }
  return kept;
}

/** A card's figures as a summary the results view can draw (no curves: the card does not carry them). */
export const summaryOf = (f: CardFigures): Summary => ({ ...f, curves: [] });

/** Reads a card file: the card, or what is wrong with it (the first problems, with their place). */
export function readVariantCard(text: string): { ok: true; card: VariantCard } | { ok: false; problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const parsed = variantCardSchema.safeParse(value);
  if (parsed.success) return { ok: true, card: parsed.data };
  return {
    ok: false,
    problem: parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || 'card'}: ${i.message}`)
      .join('; '),
  };
}
