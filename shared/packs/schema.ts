/**
 * The variant pack format: one JSON file that is a whole ruleset as data. These zod schemas are the
 * only description of the format — the checker parses with them and `docs/packs/pack.schema.json`
 * is generated from them (`npm run pack -- schema`), so an author's editor and the app agree.
 */
import { z } from 'zod';

/** The format's version; a pack names it so a later format can read older packs. */
export const PACK_FORMAT = 1;

/** A pack file larger than this is refused before it is parsed. */
export const MAX_PACK_BYTES = 1_000_000;

/** An id the pack uses for a track, piece collection, chart, action…: lowercase words joined by dashes. */
export const packId = z
  .string()
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'an id is lowercase letters and digits joined by single dashes')
  .max(60);

/** A name the table's payloads or the expressions use (an option key, a field, a property, a local): letters and digits, camelCase or dashed. */
export const packName = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9]*(-[a-zA-Z0-9]+)*$/, 'a name is letters and digits (camelCase or joined by single dashes)')
  .max(60);

/** A condition or amount in JSON Logic (see shared/packs/expression.ts for the operators allowed). */
export const expression = z.json().meta({
  id: 'expression',
  description: 'A JSON Logic expression: a constant, or {"operator": [arguments]}. Reads the game through {"var": "tracks.terror"}.',
});
export type Expression = z.infer<typeof expression>;

/** A catalog key in the pack's `words` (ICU message syntax), e.g. `action/build-barrel`. */
const wordKey = z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'a word key is lowercase parts joined by "/"');

const semver = z
  .string()
  .regex(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/, 'a version is semver: 1.2.3');

/** A set-up option or house rule, with its default (shown on the set-up screen with `option/<key>/help`). */
export const packOption = z.discriminatedUnion('kind', [
  z.strictObject({ key: packName, kind: z.literal('boolean'), default: z.boolean(), houseRule: z.boolean().optional() }),
  z.strictObject({
    key: packName,
    kind: z.literal('integer'),
    default: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
    houseRule: z.boolean().optional(),
  }),
  z.strictObject({
    key: packName,
    kind: z.literal('choice'),
    default: z.string(),
    choices: z.array(z.string()).min(1),
    houseRule: z.boolean().optional(),
  }),
]);

/** A die: a standard one (`d6`; `d10` reads 0-9 with 0 counting 10 in sums), `dN`, or one with named faces (Catan's event die). */
export const packDie = z.discriminatedUnion('kind', [
  z.strictObject({ id: packId, kind: z.literal('d6') }),
  z.strictObject({ id: packId, kind: z.literal('d10') }),
  z.strictObject({ id: packId, kind: z.literal('dN'), sides: z.number().int().min(2).max(100) }),
  z.strictObject({
    id: packId,
    kind: z.literal('faces'),
    faces: z
      .array(z.union([z.string().max(40), z.number()]))
      .min(2)
      .max(60),
  }),
]);

/** A number the game keeps: shared (Terror) or one per player (barrels). `max` may depend on the options. */
export const packTrack = z.strictObject({
  id: packId,
  scope: z.enum(['shared', 'player']).default('shared'),
  start: expression.default(0),
  min: z.number().int().default(0),
  max: expression,
  /** Left off the table's trackers (a counter the rules use but nobody sets by hand). */
  hidden: z.boolean().optional(),
  /** The most the table's tracker shows, for a track that overflows and settles at once (the outskirts: a 4th monster clears them). */
  shownMax: expression.optional(),
  /** Values the table should notice (Terror 3, 6, 9): narrated when reached; triggers can name them. */
  thresholds: z.array(z.number().int()).optional(),
});

const propertyValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Pieces and places: a collection of things with properties (lairs, cities, monsters, knights). */
export const packCollection = z.strictObject({
  id: packId,
  kind: z.enum(['pieces', 'places']).default('pieces'),
  /** Each property with its default value. */
  properties: z.record(packName, propertyValue),
  /** The pieces on the table at set-up: each has an `id` and any properties. */
  start: z.array(z.record(z.string(), propertyValue)).default([]),
  /** The most pieces the collection can hold (bounds loops over it). */
  max: z.number().int().min(1).max(500).default(100),
  /** A property shown as a tracker for each piece where `when` holds: `{ "property": "turnsLeft", "when": … }`. */
  tracker: z
    .strictObject({ prefix: packId, property: packName, when: expression.optional(), min: z.number().int(), max: z.number().int() })
    .optional(),
});

/** The table's answer a field asks for. Choices are an expression giving a list of values or `{value, word, params}`. */
export const packField = z.discriminatedUnion('kind', [
  z.strictObject({
    name: packName,
    kind: z.literal('choice'),
    choices: expression,
    /** The word each choice is shown with, and its params (they read `{"var": "choice"}`). */
    word: wordKey.optional(),
    params: z.record(z.string(), expression).optional(),
    /** Values are numbers (monster 3) rather than strings. */
    numeric: z.boolean().optional(),
    optional: z.boolean().optional(),
    mustChoose: z.boolean().optional(),
    default: expression.optional(),
  }),
  z.strictObject({ name: packName, kind: z.literal('number'), min: expression, max: expression, default: expression.optional() }),
  z.strictObject({ name: packName, kind: z.literal('boolean'), default: z.boolean().optional() }),
]);

/** The effects vocabulary (see shared/packs/effects.ts for what each does). */
export type PackEffect =
  | { add: string; by: Expression; player?: Expression }
  | { set: string; to: Expression; player?: Expression }
  | { roll: string; value?: Expression }
  | { ask: string; params?: Record<string, Expression>; first?: boolean }
  | { answer: string }
  | { draw: string; card: Expression }
  | { place: string; piece: Record<string, Expression> }
  | { move: string; piece: Expression; with: Record<string, Expression> }
  | { remove: string; piece: Expression }
  | { if: Expression; then: PackEffect[]; else?: PackEffect[] }
  | { repeat: Expression; as?: string; effects: PackEffect[] }
  | { let: string; be: Expression }
  | { announce: string; params?: Record<string, Expression> }
  | { phase: string }
  | { end: 'won' | 'lost' | 'ended'; word: string; params?: Record<string, Expression> }
  | { refuse: string; when: Expression; params?: Record<string, Expression> }
  | { do: string; with?: Record<string, Expression> };

const params = z.record(z.string(), expression);

export const packEffect: z.ZodType<PackEffect> = z.lazy(() =>
  z.union([
    z.strictObject({ add: packId, by: expression, player: expression.optional() }),
    z.strictObject({ set: packId, to: expression, player: expression.optional() }),
    z.strictObject({ roll: packId, value: expression.optional() }),
    z.strictObject({ ask: packId, params: params.optional(), first: z.boolean().optional() }),
    z.strictObject({ answer: packId }),
    z.strictObject({ draw: packId, card: expression }),
    z.strictObject({ place: packId, piece: params }),
    z.strictObject({ move: packId, piece: expression, with: params }),
    z.strictObject({ remove: packId, piece: expression }),
    z.strictObject({ if: expression, then: z.array(packEffect), else: z.array(packEffect).optional() }),
    z.strictObject({ repeat: expression, as: packName.optional(), effects: z.array(packEffect) }),
    z.strictObject({ let: packName, be: expression }),
    z.strictObject({ announce: wordKey, params: params.optional() }),
    z.strictObject({ phase: packId }),
    z.strictObject({ end: z.enum(['won', 'lost', 'ended']), word: wordKey, params: params.optional() }),
    z.strictObject({ refuse: wordKey, when: expression, params: params.optional() }),
    z.strictObject({ do: packId, with: params.optional() }),
  ]),
);

/** A routine: effects written once and run by name (`{ "do": id, "with": { … } }`), e.g. "raise Terror" or "a monster leaves the board". It sees its arguments and the game, not its caller's locals. */
export const packRoutine = z.strictObject({ id: packId, params: z.array(packName).default([]), effects: z.array(packEffect) });

/** A chart: what a roll reads (the sum of the dice by default) → the first row whose faces hold it → that row's effects. */
export const packChart = z.strictObject({
  id: packId,
  dice: z.array(packId).min(1),
  /** The value the rows are read by; `{"var": "dice"}` holds the faces. Default: the sum (a d10's 0 counts 10). */
  read: expression.optional(),
  rows: z
    .array(
      z.strictObject({ on: z.array(z.union([z.number(), z.string()])).min(1), word: wordKey.optional(), effects: z.array(packEffect) }),
    )
    .min(1),
});

/** A deck the table draws from: the app asks which card came out, or draws for the table. */
export const packDeck = z.strictObject({
  id: packId,
  cards: z
    .array(z.strictObject({ id: packId, copies: z.number().int().min(1).max(60).default(1), effects: z.array(packEffect).default([]) }))
    .min(1),
  /** Whether a drawn card goes back (a rumour that recurs) or stays out until the deck is reshuffled. */
  replace: z.boolean().default(false),
});

/** One thing the table may do: when it is offered, what it asks, its dice, what it does. */
export const packAction = z.strictObject({
  id: packId,
  /** When the action is available (the prompt offers it and the engine accepts it); default: always. */
  when: expression.optional(),
  /** The refusal's word when `when` is false (default `rules/wrong_phase`). */
  refusal: wordKey.optional(),
  /** Answers the first question waiting of this kind (see the `ask` effect); available only then. */
  answers: packId.optional(),
  /** One offer per item of this list (e.g. each player holding a barrel), as `{"var": "each"}`. */
  each: expression.optional(),
  /** Fixed payload of each offer (may read `each`), e.g. `{ "from": {"var": "each.id"} }`. */
  payload: params.optional(),
  /** The player (id) an offer is about, shown on that player's row. */
  player: expression.optional(),
  fields: z.array(packField).default([]),
  /** Dice the action rolls (die ids), or `{ "die": id, "count": expression }`. */
  dice: z.union([z.array(packId), z.strictObject({ die: packId, count: expression })]).optional(),
  /** The deck the app draws a card from for this action (a die whose faces are the cards left). */
  draws: packId.optional(),
  /** Chance the action succeeds, worked out exactly over its dice: `success` reads `{"var": "dice"}`. */
  odds: expression.optional(),
  primary: expression.optional(),
  rare: z.boolean().optional(),
  endsGame: z.boolean().optional(),
  word: wordKey.optional(),
  params: params.optional(),
  effects: z.array(packEffect),
});

/** An automatic consequence: when a condition holds, or after an event, its effects run; triggers settle in order until quiet. */
export const packTrigger = z
  .strictObject({
    id: packId,
    /** A condition: fires while it holds — its effects must make it false, or the step is refused as never settling. */
    when: expression.optional(),
    /** An event: `{ "track": id }` after the track changed, `{ "action": id }` after the action, `{ "answered": id }`. */
    on: z.union([z.strictObject({ track: packId }), z.strictObject({ action: packId }), z.strictObject({ answered: packId })]).optional(),
    /** With `on`, a condition the event must also meet (reads `{"var": "event.to"}` etc.). */
    if: expression.optional(),
    effects: z.array(packEffect).min(1),
  })
  .refine((t) => (t.when === undefined) !== (t.on === undefined), { message: 'a trigger has either "when" or "on", not both' });

/** A win or loss the state alone decides, checked in order after every step. */
export const packOutcome = z.strictObject({
  when: expression,
  result: z.enum(['won', 'lost', 'ended']),
  word: wordKey,
  params: params.optional(),
});

/** A phase of the turn, with its steps in order; actions read `{"var": "phase"}` and `{"var": "step"}`. */
export const packPhase = z.strictObject({
  id: packId,
  word: wordKey.optional(),
  steps: z.array(z.strictObject({ id: packId, word: wordKey.optional() })).optional(),
});

/** What the table is told to do now: the first whose `when` holds. */
export const packInstruction = z.strictObject({ when: expression.optional(), word: wordKey, params: params.optional() });

/** A headline: an event kind shown big on the table display, with its word. */
export const packHeadline = z.strictObject({
  on: z.enum(['track', 'chart', 'card', 'announce', 'end']),
  id: z.string().optional(),
  word: wordKey,
});

/** Words in one language: catalog key → ICU message. `reference/*` keys are the rules reference. */
const catalog = z.record(wordKey, z.string().max(4000));

export const pack = z.strictObject({
  $schema: z.string().optional(),
  format: z.literal(PACK_FORMAT),
  /** The pack's id (at most 50 characters: it plays as the ruleset `pack:<id>`). */
  id: packId.max(50),
  version: semver,
  name: z.string().min(1).max(120),
  author: z.string().min(1).max(200),
  licence: z.string().min(1).max(200),
  /** The boxed game the pack plays beside, e.g. "Catan". */
  baseGame: z.string().min(1).max(120),
  players: z.strictObject({
    min: z.number().int().min(0).max(12),
    max: z.number().int().min(1).max(12),
    /** Named seats, when the roles differ (the hero); left out when any player can sit anywhere. */
    seats: z.array(z.strictObject({ id: packId, word: wordKey.optional() })).optional(),
  }),
  options: z.array(packOption).default([]),
  dice: z.array(packDie).default([]),
  tracks: z.array(packTrack).default([]),
  collections: z.array(packCollection).default([]),
  charts: z.array(packChart).default([]),
  decks: z.array(packDeck).default([]),
  routines: z.array(packRoutine).default([]),
  /** Effects run when the table changes the options mid-campaign (a Doom track shortened to the Doom already on it). No trigger follows. */
  onOptionsChanged: z.array(packEffect).default([]),
  /** The questions the table may be asked mid-chain (the `ask` effect), in a queue answered in order. */
  questions: z.array(z.strictObject({ id: packId, word: wordKey.optional(), auto: z.boolean().optional() })).default([]),
  phases: z.array(packPhase).min(1),
  /** The turn number shown in the history: a track id, or left out to count the turns the `phase` effect starts. */
  turnTrack: packId.optional(),
  actions: z.array(packAction).min(1),
  triggers: z.array(packTrigger).default([]),
  outcome: z.array(packOutcome).default([]),
  instructions: z.array(packInstruction).default([]),
  headlines: z.array(packHeadline).default([]),
  words: z.record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/), catalog).refine((w) => 'en' in w, { message: 'words need at least "en"' }),
});

export type Pack = z.infer<typeof pack>;
export type PackInput = z.input<typeof pack>;
export type PackAction = z.infer<typeof packAction>;
export type PackTrigger = z.infer<typeof packTrigger>;
export type PackTrack = z.infer<typeof packTrack>;
export type PackChart = z.infer<typeof packChart>;
export type PackField = z.infer<typeof packField>;
export type PackCollection = z.infer<typeof packCollection>;
export type PackDie = z.infer<typeof packDie>;
