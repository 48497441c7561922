/**
 * Catan Horror's events, declared once (engine v2): the types come from these schemas, and every
 * stored event is checked against them when it is folded (live, replay, open, import).
 *
 * Version 1 wrote every event with the values its rule produced for what it changed — the
 * entities it touched (`knights`, `towns`…, each a patch by id) and the turn fields it set (`set`).
 * Version 2 writes, area by area (reduce/<area>.ts), events that say only what happened, and the
 * fold works out the state from them. A stored patch event of a type version 2 writes that way is
 * read as its retired type `v1/<type>` (RETIRED_TYPES) and folded by its patches, exactly as
 * version 1 folded it; the types not yet migrated are still written and folded as patches
 * (docs/architecture.md, "patch-event rulesets").
 */
import { z } from 'zod';
import { defineEvents, unhandledEvent, type EventOf, type EventUpgrade } from '../../engine/events';
import type { RulesEvent } from '../../engine/ruleset';
import { boardFacts, foldBoard } from './reduce/board';
import { buildFacts, foldBuilds } from './reduce/builds';
import { fightFacts, foldFights } from './reduce/fights';
import { foldGates, gateFacts } from './reduce/gates';
import { foldHarm, harmFacts } from './reduce/harm';
import { foldKnights, knightFacts } from './reduce/knights';
import { foldMonsters, monsterFacts } from './reduce/monsters';
import { foldSetup, setupFacts } from './reduce/setup';
import { foldTable, tableFacts } from './reduce/table';
import { monsterKind } from './reduce/shapes';
import { foldTurn, turnFacts } from './reduce/turn';
import { PHASES, RANKS, TOWN_SIZES, TOWN_STATES, type CatanHorrorState } from './state';

// ── The state's pieces, as stored ─────────────────────────────────────────────────────────────

const rank = z.enum(RANKS);
const size = z.enum(TOWN_SIZES);

const knight = z.object({
  id: z.string(),
  owner: z.string(),
  name: z.string(),
  rank,
  damage: z.number(),
  sanity: z.number(),
  madTurns: z.number(),
  madSince: z.number().nullable(),
  hidden: z.boolean(),
  squad: z.string().nullable(),
  location: z.string(),
  alive: z.boolean(),
});
const town = z.object({
  id: z.string(),
  owner: z.string(),
  label: z.string(),
  size,
  walls: z.boolean(),
  horror: z.number(),
  structural: z.number(),
  state: z.enum(TOWN_STATES),
  metropolisLost: z.boolean().optional(),
  building: z.object({ kind: z.string(), progress: z.number() }).nullable().optional(),
});
const gate = z.object({
  id: z.string(),
  number: z.number(),
  label: z.string(),
  modifier: z.number(),
  damage: z.number(),
  status: z.enum(['open', 'closed', 'sealed']),
});
const monster = z.object({ id: z.string(), kind: z.string(), location: z.string(), wounds: z.number(), alive: z.boolean() });
const trophy = z.object({ kind: z.string(), toughness: z.number() });
const player = z.object({
  id: z.string(),
  name: z.string(),
  mad: z.boolean(),
  dead: z.boolean(),
  trophies: z.array(trophy),
  clues: z.number(),
  hasFortress: z.boolean(),
  barrels: z.number().optional(),
  drinks: z.number().optional(),
});
const squad = z.object({ id: z.string(), owner: z.string(), members: z.array(z.string()) });

const patch = <T extends z.ZodRawShape>(entity: z.ZodObject<T>) => z.array(entity.partial().extend({ id: z.string() }));
const knights = patch(knight);
const towns = patch(town);
const gates = patch(gate);
const monsters = patch(monster);
const players = patch(player);

const pending = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('setup-gate'), left: z.number() }),
  z.object({ kind: z.literal('gate-location'), rerolled: z.boolean().optional() }),
  z.object({ kind: z.literal('gate-hex'), number: z.number(), choices: z.number(), rerolled: z.boolean().optional() }),
  z.object({
    kind: z.literal('gate-token'),
    number: z.number(),
    hex: z.number().nullable(),
    label: z.string().nullable(),
    rerolled: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('place-monster'),
    location: z.string(),
    reason: z.enum(['gate', 'surge', 'setup', 'mad-town']),
    minToughness: z.number(),
  }),
  z.object({ kind: z.literal('seal-gate'), gateId: z.string(), player: z.string() }),
  z.object({ kind: z.literal('monster-moves'), moving: z.array(z.string()) }),
  z.object({ kind: z.literal('squad-dice'), squadId: z.string(), values: z.array(z.number()), needs: z.number() }),
  z.object({ kind: z.literal('monster-response'), townId: z.string(), foeId: z.string(), units: z.array(z.string()) }),
  z.object({ kind: z.literal('invasion-hide'), townId: z.string(), units: z.array(z.string()) }),
]);
const lastRoll = z.object({
  kind: z.enum(['production', 'hide', 'raze', 'attack', 'gate-location', 'movement', 'mad-towns']),
  values: z.array(z.union([z.number(), z.string()])),
  total: z.number().optional(),
  success: z.boolean().optional(),
});
const share = z.object({ playerId: z.string(), before: z.number(), returned: z.number(), after: z.number(), drinks: z.number() });

/** The turn fields events set outright; each event picks the ones it may set. */
const turn = z.object({
  phase: z.enum(PHASES),
  turn: z.number(),
  current: z.number(),
  actionsLeft: z.number(),
  pending: z.array(pending),
  recruits: z.array(z.object({ player: z.string(), location: z.string(), via: z.enum(['recruit', 'militia']), townId: z.string() })),
  recruitedFrom: z.array(z.string()),
  struck: z.array(z.string()),
  attacked: z.array(z.string()),
  hideChecked: z.array(z.string()),
  lastRoll: lastRoll.nullable(),
  winner: z.object({ code: z.string(), player: z.string().nullable() }).nullable(),
  festivalDue: z.boolean(),
  lastFestival: z.object({ turn: z.number(), shares: z.array(share.extend({ name: z.string().optional() })) }).nullable(),
  invasionHiders: z.array(z.object({ knightId: z.string(), townId: z.string() })),
  fights: z.array(z.string()),
  found: z.array(z.string()),
});
type TurnKey = keyof typeof turn.shape;
/** `set`: exactly these turn fields (the ones listed as `optional` may be left out). */
const sets = <K extends TurnKey, O extends TurnKey = never>(keys: readonly K[], optional: readonly O[] = []) =>
  z.object({
    ...Object.fromEntries(keys.map((k) => [k, turn.shape[k]])),
    ...Object.fromEntries(optional.map((k) => [k, turn.shape[k].optional()])),
  } as { [P in K]: (typeof turn.shape)[P] } & { [P in O]: z.ZodOptional<(typeof turn.shape)[P]> });

// ── Narration pieces many events share ────────────────────────────────────────────────────────

const names = z.array(z.string());
const hideMods = { strength: z.number(), awareness: z.number(), town: z.number() };
const spend = sets(['actionsLeft']);
/** A town's damage and what followed (town-damaged, -calmed, -repaired, -razed). */
const townHarm = z.object({
  foe: z.string().optional(),
  townId: z.string(),
  label: z.string(),
  owner: z.string(),
  horror: z.number(),
  structural: z.number(),
  horrorNow: z.number(),
  structuralNow: z.number(),
  size,
  reduced: z.array(size),
  wentMad: z.boolean(),
  fell: z.boolean(),
  lostWalls: z.boolean(),
  madReward: names,
  towns,
});
/** A knight's damage and what followed (knight-hurt, knight-killed). */
const knightHarm = z.object({
  byPlayer: z.string().optional(),
  knightId: z.string(),
  name: z.string(),
  owner: z.string(),
  amount: z.number(),
  fromRank: rank,
  rank,
  died: z.boolean(),
  demotions: z.array(rank),
  damage: z.number(),
  ownerName: z.string(),
  madReward: names,
  knights,
  squads: z.array(squad),
});
const barrelMove = z.object({ giver: z.string(), receiver: z.string(), from: z.string(), to: z.string(), count: z.number(), players });
const libraryChange = z.object({ name: z.string(), before: monsterKind.nullable(), library: z.array(monsterKind) });

/** Every event type as version 1 wrote it: what happened, with the patches of the state it made. */
const patchEvents = {
  // Set-up and the game's course
  'town-added': z.object({
    townId: z.string(),
    label: z.string(),
    owner: z.string(),
    who: z.string().optional(),
    size,
    walls: z.boolean(),
    towns,
  }),
  'knight-added': z.object({ knightId: z.string(), name: z.string(), owner: z.string(), rank, location: z.string(), knights }),
  'player-went-mad': z.object({
    player: z.string(),
    who: z.string(),
    takes: names.optional(),
    players,
    towns: towns.optional(),
    knights: knights.optional(),
  }),
  'setup-gates-begin': z.object({ set: sets(['pending']) }),
  'game-started': z.object({
    player: z.string().optional(),
    who: z.string().optional(),
    set: sets(['phase', 'turn', 'current', 'actionsLeft']),
  }),
  'phase-changed': z.object({ to: z.string(), set: sets(['phase'], ['pending', 'recruits']) }),
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
    set: sets(['phase', 'pending', 'lastRoll'], ['festivalDue']),
  }),
  'turn-began': z.object({
    turn: z.number(),
    player: z.string(),
    who: z.string(),
    set: sets(
      ['turn', 'current', 'phase', 'actionsLeft', 'struck', 'attacked', 'hideChecked', 'recruitedFrom', 'lastRoll'],
      ['fights', 'found'],
    ),
  }),
  'victory-declared': z.object({ player: z.string(), who: z.string(), set: sets(['phase', 'winner']) }),
  'game-ended': z.object({ code: z.string(), set: sets(['phase', 'winner']) }),
  'player-fell': z.object({ player: z.string(), who: z.string(), players }),

  // Gates and monsters coming out of the cup
  'setup-gate-reroll': z.object({ values: z.array(z.number()), total: z.number(), noHex: z.boolean(), set: sets(['lastRoll']) }),
  'gate-location-rolled': z.object({
    values: z.array(z.number()),
    total: z.number(),
    free: z.number(),
    setup: z.boolean(),
    set: sets(['lastRoll', 'pending']),
  }),
  'monster-surge': z.object({ values: z.array(z.number()), total: z.number(), gateLabels: names, set: sets(['lastRoll', 'pending']) }),
  'gate-hex-rolled': z.object({ number: z.number(), hex: z.number(), of: z.number(), set: sets(['pending']) }),
  'gate-hex-chosen': z.object({ number: z.number(), hex: z.number(), of: z.number(), who: z.string(), set: sets(['pending']) }),
  'gate-location-rerolled': z.object({ who: z.string(), set: sets(['pending']) }),
  'gate-opened': z.object({
    gateId: z.string(),
    number: z.number(),
    label: z.string(),
    modifier: z.number(),
    gates,
    set: sets(['pending']),
  }),
  'monster-appeared': z.object({
    monsterId: z.string(),
    kind: z.string(),
    location: z.string(),
    reason: z.string(),
    monsters,
    towns: towns.optional(),
    set: sets(['pending']).optional(),
  }),
  'gate-attacked': z.object({
    gateId: z.string(),
    label: z.string(),
    unitId: z.string(),
    names,
    strength: z.number(),
    modifier: z.number(),
    dealt: z.number(),
    damage: z.number(),
    closed: z.boolean(),
    gates,
    set: sets(['actionsLeft'], ['pending']),
  }),
  'gate-sealed': z.object({
    gateId: z.string(),
    label: z.string(),
    player: z.string(),
    who: z.string(),
    gates,
    players,
    set: sets(['pending']),
  }),
  'gate-left-unsealed': z.object({ gateId: z.string(), set: sets(['pending']) }),

  // The monster turn
  'monster-movement-rolled': z.object({
    rolls: z.array(
      z.object({ foeId: z.string(), name: z.string(), location: z.string(), value: z.number(), needs: z.number(), moves: z.boolean() }),
    ),
    controlled: names.optional(),
    set: sets(['phase', 'pending', 'lastRoll']),
  }),
  'monster-moved': z.object({
    foeId: z.string(),
    name: z.string(),
    from: z.string(),
    to: z.string(),
    monsters: monsters.optional(),
    knights: knights.optional(),
    asks: names.optional(),
    controller: z.string().optional(),
    set: sets(['pending']),
  }),
  'monster-movement-done': z.object({ set: sets(['phase', 'pending']) }),
  'mad-towns-rolled': z.object({
    rolls: z.array(z.object({ townId: z.string(), label: z.string(), size, value: z.number(), needs: z.number(), produces: z.boolean() })),
    set: sets(['phase', 'pending', 'lastRoll']),
  }),
  'monster-response': z.object({
    unitId: z.string(),
    names,
    owner: z.string(),
    ownerName: z.string(),
    response: z.enum(['fight', 'hide', 'flee']),
    townId: z.string(),
    label: z.string(),
    foe: z.string(),
    squad: z.boolean(),
    to: z.string().optional(),
    knights,
    set: sets(['pending', 'invasionHiders']),
  }),
  'answers-lapsed': z.object({ count: z.number(), set: sets(['pending']) }),
  'town-assaulted': z.object({ townId: z.string(), label: z.string(), foes: names, towns }),
  'town-invaded': z.object({
    townId: z.string(),
    label: z.string(),
    foes: names,
    towns,
    hiders: names.optional(),
    set: sets(['invasionHiders', 'pending']).optional(),
  }),
  'town-freed': z.object({ townId: z.string(), label: z.string(), towns, set: sets(['invasionHiders']).optional() }),
  'town-damaged': townHarm,
  'town-calmed': townHarm,
  'town-repaired': townHarm,
  'town-razed': townHarm,
  'madness-waned': z.object({ knightId: z.string(), name: z.string(), left: z.number(), knights }),
  'knight-recovered': z.object({ knightId: z.string(), name: z.string(), knights }),

  // Fights
  'foe-struck': z.object({
    foeId: z.string(),
    name: z.string(),
    target: z.string(),
    targetName: z.string(),
    damage: z.number(),
    shares: z.array(z.object({ knightId: z.string(), amount: z.number(), name: z.string() })).optional(),
    set: sets(['struck']),
  }),
  'walls-sacrificed': z.object({
    foeId: z.string(),
    name: z.string(),
    townId: z.string(),
    label: z.string(),
    towns,
    set: sets(['struck']).optional(),
  }),
  'knights-attacked': z.object({
    knightIds: names,
    names,
    foeId: z.string(),
    foe: z.string(),
    values: z.array(z.number()),
    needs: z.number(),
    hits: z.number(),
    attackAction: z.boolean(),
    set: sets(['attacked', 'lastRoll'], ['actionsLeft', 'fights']),
  }),
  'squad-rolled': z.object({
    squadId: z.string(),
    names,
    values: z.array(z.number()),
    needs: z.number(),
    hits: z.number(),
    set: sets(['attacked', 'lastRoll', 'pending'], ['actionsLeft', 'fights']),
  }),
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
    set: sets(['pending']),
  }),
  'knight-hurt': knightHarm,
  'knight-killed': knightHarm,
  'knight-sanity': z.object({ knightId: z.string(), name: z.string(), owner: z.string(), amount: z.number(), sanity: z.number(), knights }),
  'knight-went-mad': z.object({
    knightId: z.string(),
    name: z.string(),
    owner: z.string(),
    amount: z.number(),
    sanity: z.number(),
    turns: z.number(),
    strength: z.number(),
    knights,
    squads: z.array(squad),
  }),
  'monster-wounded': z.object({
    monsterId: z.string(),
    kind: z.string(),
    hits: z.number(),
    wounds: z.number(),
    toughness: z.number(),
    monsters,
  }),
  'monster-killed': z.object({
    monsterId: z.string(),
    kind: z.string(),
    hits: z.number(),
    byPlayer: z.string().nullable(),
    who: z.string().nullable(),
    toughness: z.number(),
    monsters,
    players,
  }),

  // Knight actions
  'hide-checked': z.object({
    unitId: z.string(),
    names,
    value: z.number(),
    ...hideMods,
    trophyBonus: z.number(),
    total: z.number(),
    success: z.boolean(),
    leaving: z.boolean().optional(),
    start: z.boolean().optional(),
    invasion: z.boolean().optional(),
    label: z.string().optional(),
    knights: knights.optional(),
    players: players.optional(),
    set: sets(['lastRoll'], ['actionsLeft', 'hideChecked', 'pending']),
  }),
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
    players: players.optional(),
    set: sets(['actionsLeft', 'lastRoll'], ['found']),
  }),
  'unit-moved': z.object({ unitId: z.string(), names, from: z.string(), to: z.string(), knights, set: spend.optional() }),
  'unit-unhidden': z.object({ unitId: z.string(), names, knights }),
  'action-taken': z.object({ action: z.enum(['calm', 'repair', 'raze']), unitId: z.string(), names, set: spend }),
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
    players: players.optional(),
    set: sets(['actionsLeft', 'lastRoll']),
  }),
  'recruit-called': z.object({
    unitId: z.string(),
    names,
    townId: z.string(),
    label: z.string(),
    set: sets(['actionsLeft', 'recruitedFrom', 'recruits']),
  }),
  'militia-called': z.object({
    townId: z.string(),
    label: z.string(),
    player: z.string(),
    who: z.string(),
    set: sets(['actionsLeft', 'recruits']),
  }),
  'squad-formed': z.object({ squadId: z.string(), names, squads: z.array(squad), knights, set: spend }),
  'squad-joined': z.object({ squadId: z.string(), name: z.string(), squads: z.array(squad), knights, set: spend }),
  'knight-rested': z.object({ knightId: z.string(), name: z.string(), damage: z.number(), sanity: z.number(), knights, set: spend }),
  harvested: z.object({ unitId: z.string(), names, resources: z.number(), set: spend }),
  colonized: z.object({ knightId: z.string(), name: z.string(), townId: z.string(), label: z.string(), towns, set: spend }),

  // Builds, clues and the table's records
  'knight-promoted': z.object({ knightId: z.string(), name: z.string(), from: rank, to: rank, knights }),
  'general-raised': z.object({ knightId: z.string(), name: z.string(), owner: z.string(), location: z.string(), knights }),
  'fortress-set': z.object({ player: z.string(), who: z.string(), has: z.boolean(), players }),
  'town-upgraded': z.object({
    townId: z.string(),
    label: z.string(),
    from: size,
    to: size,
    rebuilt: z.boolean().optional(),
    by: z.string().optional(),
    who: z.string().optional(),
    towns,
  }),
  'walls-built': z.object({ townId: z.string(), label: z.string(), towns }),
  'knight-renamed': z.object({ knightId: z.string(), from: z.string(), to: z.string(), knights }),
  'clue-bought': z.object({ player: z.string(), who: z.string(), worth: z.number(), spent: names, players }),
  'clue-spent-for-action': z.object({ player: z.string(), who: z.string(), players, set: spend }),
  'library-monster-added': libraryChange,
  'library-monster-changed': libraryChange,
  'library-monster-removed': z.object({ name: z.string(), before: monsterKind, libraryRemoved: names }),

  // Mad players
  'mad-build-started': z.object({ townId: z.string(), label: z.string(), kind: z.string(), toughness: z.number(), towns }),
  'mad-build-added': z.object({ townId: z.string(), label: z.string(), kind: z.string(), progress: z.number(), needed: z.number(), towns }),
  'mad-town-handed': z.object({ townId: z.string(), label: z.string(), from: z.string(), to: z.string(), towns }),

  // The Drunkards house rule
  'barrels-built': z.object({ player: z.string(), who: z.string(), count: z.number(), players }),
  'barrels-traded': barrelMove,
  'barrels-gifted': barrelMove,
  'barrel-drunk': z.object({ player: z.string(), who: z.string(), resource: z.string(), players }),
  'festival-held': z.object({
    red: z.number(),
    yellow: z.number(),
    shares: z.array(share.extend({ name: z.string() })),
    players,
    set: sets(['festivalDue', 'lastFestival']),
  }),
};

// ── Version 2: events that say what happened ─────────────────────────────────────────────────

/**
 * The types version 2 writes as what happened, by area: the data say who did what, where, with
 * which dice and which result, and the fold (reduce/<area>.ts) works out the state from them.
 */
const factEvents = {
  ...setupFacts,
  ...turnFacts,
  ...buildFacts,
  ...knightFacts,
  ...tableFacts,
  ...boardFacts,
  ...gateFacts,
  ...harmFacts,
  ...monsterFacts,
  ...fightFacts,
};
type FactType = keyof typeof factEvents;

/** The fields a version 1 event stored the state's changes in: a stored event with any of them is a patch event. */
export const PATCH_FIELDS = ['knights', 'towns', 'monsters', 'gates', 'players', 'squads', 'library', 'libraryRemoved', 'set'] as const;
const isPatch = (data: Record<string, unknown>) => PATCH_FIELDS.some((field) => field in data);

/** A type version 2 writes as what happened, as version 1 stored it (with its patches): `v1/<type>`. */
type Retired<T extends string> = `v1/${T}`;
const retired = <T extends string>(type: T): Retired<T> => `v1/${type}`;
type PatchSchemas = typeof patchEvents;
type WithRetired = { [K in keyof PatchSchemas as K extends FactType ? Retired<K> : K]: PatchSchemas[K] };

/**
 * The version 1 patch events of the types version 2 writes as what happened: declared (old
 * campaigns hold them, forever) and folded by their patches, never written again.
 */
export const RETIRED_TYPES: readonly string[] = Object.keys(factEvents).map(retired);

/**
 * A stored event of a migrated type is a version 1 patch event when it carries patch fields: it is
 * read as its retired type (`v1/<type>`) and folded by its patch, exactly as version 1 did; a
 * version 2 event (no patch field) is read as it is.
 */
const upgrades: Record<string, EventUpgrade> = Object.fromEntries(
  Object.keys(factEvents).map((type) => [
    type,
    (stored: RulesEvent) => (isPatch(stored.data) ? { ...stored, type: retired(type) } : stored),
  ]),
);

export const catanHorrorEvents = defineEvents(
  {
    ...(Object.fromEntries(
      Object.entries(patchEvents).map(([type, schema]) => [type in factEvents ? retired(type) : type, schema]),
    ) as WithRetired),
    ...factEvents,
  },
  upgrades,
);

export type CatanHorrorEvent = EventOf<typeof catanHorrorEvents.schemas>;
export type CatanHorrorEventType = CatanHorrorEvent['type'];
/** The data of one event type, as `decide` writes it. */
export type EventData<T extends CatanHorrorEventType> = Extract<CatanHorrorEvent, { type: T }>['data'];

// ── Folding ──────────────────────────────────────────────────────────────────────────────────

/** What an event may change: patches by id of the entities it touched, the library, and turn fields. */
interface Changes {
  knights?: z.output<typeof knights>;
  towns?: z.output<typeof towns>;
  monsters?: z.output<typeof monsters>;
  gates?: z.output<typeof gates>;
  players?: z.output<typeof players>;
  squads?: z.output<typeof squad>[];
  library?: z.output<typeof monsterKind>[];
  libraryRemoved?: string[];
  set?: Partial<z.output<typeof turn>>;
}

/** Each patch merged into the entity with its id, or added when there is none (a new town, knight…). */
function upsert<T extends { id: string }>(list: readonly T[], patches: readonly (Partial<T> & { id: string })[] | undefined): T[] {
  if (!patches?.length) return list as T[];
  const out = [...list];
  for (const one of patches) {
    const at = out.findIndex((x) => x.id === one.id);
    if (at >= 0) out[at] = { ...out[at], ...one };
    else out.push(one as T);
  }
  return out;
}

/** A monster kind replaces the one of the same name (any case), or joins the library. */
function withKinds(library: CatanHorrorState['library'], kinds: Changes['library']): CatanHorrorState['library'] {
  if (!kinds?.length) return library;
  const out = [...library];
  for (const kind of kinds) {
    const at = out.findIndex((k) => k.name.toLowerCase() === kind.name.toLowerCase());
    if (at >= 0) out[at] = kind;
    else out.push(kind);
  }
  return out;
}

/** The state with an event's recorded changes: a spread per entity list it touched, its turn fields set. */
function changed(state: CatanHorrorState, c: Changes): CatanHorrorState {
  const library = withKinds(state.library, c.library);
  return {
    ...state,
    ...c.set,
    knights: upsert(state.knights, c.knights),
    towns: upsert(state.towns, c.towns),
    monsters: upsert(state.monsters, c.monsters),
    gates: upsert(state.gates, c.gates),
    players: upsert(state.players, c.players),
    squads: upsert(state.squads, c.squads),
    library: c.libraryRemoved?.length ? library.filter((k) => !c.libraryRemoved!.includes(k.name)) : library,
  };
}

/**
 * Folds one typed event. A version 2 event says what happened and its area's fold (reduce/*.ts)
 * works out the state; a version 1 event (a retired `v1/` type, or a type not migrated yet) applies
 * the changes it recorded. The switch is exhaustive, so a new event type must be placed here (and
 * declared above) before it compiles.
 */
export function reduce(state: CatanHorrorState, event: CatanHorrorEvent): CatanHorrorState {
  switch (event.type) {
    case 'v1/town-added':
    case 'v1/knight-added':
    case 'v1/player-went-mad':
    case 'v1/setup-gates-begin':
    case 'v1/game-started':
    case 'v1/phase-changed':
    case 'v1/production-rolled':
    case 'v1/turn-began':
    case 'v1/victory-declared':
    case 'v1/game-ended':
    case 'v1/player-fell':
    case 'v1/setup-gate-reroll':
    case 'v1/gate-location-rolled':
    case 'v1/monster-surge':
    case 'v1/gate-hex-rolled':
    case 'v1/gate-hex-chosen':
    case 'v1/gate-location-rerolled':
    case 'v1/gate-opened':
    case 'v1/monster-appeared':
    case 'v1/gate-attacked':
    case 'v1/gate-sealed':
    case 'v1/gate-left-unsealed':
    case 'v1/monster-movement-rolled':
    case 'v1/monster-moved':
    case 'v1/monster-movement-done':
    case 'v1/mad-towns-rolled':
    case 'v1/monster-response':
    case 'v1/answers-lapsed':
    case 'v1/town-assaulted':
    case 'v1/town-invaded':
    case 'v1/town-freed':
    case 'v1/town-damaged':
    case 'v1/town-calmed':
    case 'v1/town-repaired':
    case 'v1/town-razed':
    case 'v1/madness-waned':
    case 'v1/knight-recovered':
    case 'v1/foe-struck':
    case 'v1/walls-sacrificed':
    case 'v1/knights-attacked':
    case 'v1/squad-rolled':
    case 'v1/squad-attacked':
    case 'v1/knight-hurt':
    case 'v1/knight-killed':
    case 'v1/knight-sanity':
    case 'v1/knight-went-mad':
    case 'v1/monster-wounded':
    case 'v1/monster-killed':
    case 'v1/hide-checked':
    case 'v1/monster-sought':
    case 'v1/unit-moved':
    case 'v1/unit-unhidden':
    case 'v1/action-taken':
    case 'v1/raze-checked':
    case 'v1/recruit-called':
    case 'v1/militia-called':
    case 'v1/squad-formed':
    case 'v1/squad-joined':
    case 'v1/knight-rested':
    case 'v1/harvested':
    case 'v1/colonized':
    case 'v1/knight-promoted':
    case 'v1/general-raised':
    case 'v1/fortress-set':
    case 'v1/town-upgraded':
    case 'v1/walls-built':
    case 'v1/knight-renamed':
    case 'v1/clue-bought':
    case 'v1/clue-spent-for-action':
    case 'v1/library-monster-added':
    case 'v1/library-monster-changed':
    case 'v1/library-monster-removed':
    case 'v1/mad-build-started':
    case 'v1/mad-build-added':
    case 'v1/mad-town-handed':
    case 'v1/barrels-built':
    case 'v1/barrels-traded':
    case 'v1/barrels-gifted':
    case 'v1/barrel-drunk':
    case 'v1/festival-held':
      return changed(state, event.data);
    case 'town-added':
    case 'knight-added':
    case 'setup-gates-begin':
    case 'game-started':
      return foldSetup(state, event);
    case 'phase-changed':
    case 'monster-movement-done':
    case 'turn-began':
      return foldTurn(state, event);
    case 'knight-promoted':
    case 'general-raised':
    case 'fortress-set':
    case 'town-upgraded':
    case 'walls-built':
    case 'knight-renamed':
      return foldBuilds(state, event);
    case 'action-taken':
    case 'harvested':
    case 'knight-rested':
    case 'unit-moved':
    case 'unit-unhidden':
    case 'squad-formed':
    case 'squad-joined':
    case 'colonized':
    case 'recruit-called':
    case 'militia-called':
    case 'clue-bought':
    case 'clue-spent-for-action':
    case 'knight-sanity':
    case 'madness-waned':
    case 'knight-recovered':
      return foldKnights(state, event);
    case 'barrels-built':
    case 'barrels-traded':
    case 'barrels-gifted':
    case 'barrel-drunk':
    case 'library-monster-added':
    case 'library-monster-changed':
    case 'library-monster-removed':
    case 'mad-build-started':
    case 'mad-build-added':
    case 'mad-town-handed':
      return foldTable(state, event);
    case 'gate-sealed':
    case 'gate-left-unsealed':
    case 'town-assaulted':
    case 'town-freed':
    case 'monster-wounded':
    case 'monster-killed':
    case 'player-fell':
    case 'victory-declared':
    case 'game-ended':
      return foldBoard(state, event);
    case 'setup-gate-reroll':
    case 'gate-hex-rolled':
    case 'gate-hex-chosen':
    case 'gate-location-rerolled':
    case 'gate-location-rolled':
    case 'monster-surge':
    case 'gate-opened':
      return foldGates(state, event);
    case 'knight-hurt':
    case 'knight-killed':
    case 'knight-went-mad':
    case 'town-damaged':
    case 'town-calmed':
    case 'town-repaired':
    case 'town-razed':
    case 'town-invaded':
    case 'player-went-mad':
    case 'festival-held':
      return foldHarm(state, event);
    case 'production-rolled':
    case 'monster-movement-rolled':
    case 'monster-moved':
    case 'mad-towns-rolled':
    case 'monster-response':
    case 'monster-appeared':
    case 'answers-lapsed':
      return foldMonsters(state, event);
    case 'hide-checked':
    case 'raze-checked':
    case 'monster-sought':
    case 'gate-attacked':
    case 'foe-struck':
    case 'walls-sacrificed':
    case 'knights-attacked':
    case 'squad-rolled':
    case 'squad-attacked':
      return foldFights(state, event);
    default:
      return unhandledEvent(event);
  }
}

/**
 * Builds an action's events one by one, folding each as it goes so later rules see earlier
 * consequences (a demotion freeing a piece, a town already mad).
 */
export class EventBuilder {
  readonly events: CatanHorrorEvent[] = [];
  constructor(public state: CatanHorrorState) {}

  emit<T extends CatanHorrorEventType>(type: T, data: EventData<T>, cause?: string): this {
    const event = { type, data, ...(cause ? { cause } : {}) } as CatanHorrorEvent;
    this.events.push(event);
    this.state = reduce(this.state, event);
    return this;
  }
}
