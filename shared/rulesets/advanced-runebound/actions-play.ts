/** Advanced Runebound actions of the normal game: the doom track, events, experience, healing, knock-outs, turns. */
import { z } from 'zod';
import { allowed, defineAction, firstRefusal, refuse, type Availability } from '../../engine/define';
import type { PromptField } from '../../engine/ruleset';
import { ok } from '../../engine/result';
import type { AdvancedRuneboundEvent } from './events';
import { COLOURS, DOOM_SPACES, EXPERIENCE_TYPES, HEALING_PRICE, MAX_COUNTER_BONUS, PLACE_REASONS, type Colour } from './data/tables';
import { experiencePrice, heroById, nameOf, type AdvancedRuneboundState } from './state';
import { goldDecidesOrder, MAX_GOLD } from './rules/gold';

type E = AdvancedRuneboundEvent;
export const action = defineAction<AdvancedRuneboundState, E>();
const P = 'advanced-runebound';

/** A colour choice field, for the prompt. */
export const colourField = (name = 'colour'): PromptField => ({
  name,
  kind: 'choice',
  // The colour of a card on the table: only the table knows it.
  mustChoose: true,
  choices: COLOURS.map((c) => ({ value: c, code: `${P}/colour/${c}` })),
});

/** The hero whose turn it is. */
const upNow = (state: AdvancedRuneboundState) => state.heroes[state.seat];

export const colourSchema = z.enum(COLOURS);
const playerSchema = z.string().min(1).max(64);

/** Guards shared by the normal game's actions, in a fixed order: phase, then an unfinished hazard or knock-out. */
export function guardPlay(state: AdvancedRuneboundState, allowDuringHazard = false): Availability {
  if (state.phase !== 'play') return refuse('rules/wrong_phase', { phase: state.phase, why: 'endgameBegun' });
  if (state.knockout)
    return refuse('rules/knockout_pending', { player: state.knockout.player, name: nameOf(state, state.knockout.player) });
  if (state.hazard && !allowDuringHazard) return refuse('rules/hazard_pending', { stage: state.hazard.stage });
  return allowed;
}

/** A payload-specific refusal for a player not at the table, or null. */
export function guardHero(state: AdvancedRuneboundState, player: string) {
  return heroById(state, player) ? null : refuse('rules/unknown_player', { player });
}

/** The event of one card going face-down on the next free space of the doom track. */
export function cardPlaced(state: AdvancedRuneboundState, colour: Colour, reason: string, cause?: string): E {
  const space = state.track.length + 1;
  return { type: 'card-placed', data: { colour, reason, space, town: DOOM_SPACES[space - 1]?.town ?? null }, ...(cause ? { cause } : {}) };
}

/** The drawn event's fate: it replaces the event in play unless its number is lower; the loser goes on the track. */
export function eventDrawn(state: AdvancedRuneboundState, colour: Colour, number: number): E[] {
  const inPlay = state.eventInPlay;
  const takesEffect = !inPlay || number >= inPlay.number;
  const drawn: E = { type: 'event-drawn', data: { colour, number, inPlay: inPlay?.number ?? null, takesEffect } };
  if (!inPlay) return [drawn];
  return takesEffect
    ? [drawn, cardPlaced(state, inPlay.colour, 'event-replaced', 'event-equal-or-higher')]
    : [drawn, cardPlaced(state, colour, 'event-lower', 'event-lower')];
}

const placeCardSchema = z.object({ colour: colourSchema, reason: z.enum(PLACE_REASONS) }).strict();

/** A discarded adventure card goes face-down on the next free space (the table says which colour). */
export const placeCard = action({
  schema: placeCardSchema,
  available: (state) => guardPlay(state, true),
  offer: (state) => ({
    code: `${P}/place-card`,
    primary: !state.hazard,
    params: { space: state.track.length + 1 },
    fields: [
      colourField(),
      { name: 'reason', kind: 'choice', mustChoose: true, choices: PLACE_REASONS.map((r) => ({ value: r, code: `${P}/reason/${r}` })) },
    ],
  }),
  decide: (state, { colour, reason }) => ok([cardPlaced(state, colour, reason)]),
});

const drawEventSchema = z.object({ colour: colourSchema, eventNumber: z.number().int().min(0).max(999) }).strict();

/** An Event card drawn: it replaces the one in play when its number is equal or higher, else it is discarded. */
export const drawEvent = action({
  schema: drawEventSchema,
  available: (state) => guardPlay(state),
  offer: (state) => ({
    code: `${P}/draw-event`,
    params: { inPlay: state.eventInPlay?.number ?? null },
    fields: [colourField(), { name: 'eventNumber', kind: 'number', min: 0, max: 999, default: 1 }],
  }),
  decide: (state, { colour, eventNumber }) => ok(eventDrawn(state, colour, eventNumber)),
});

const correctCardSchema = z.object({ space: z.number().int().min(1).max(8), colour: colourSchema }).strict();

/** Corrects the colour recorded for a card already on the track. */
export const correctCard = action({
  schema: correctCardSchema,
  available: (state) => guardPlay(state, true),
  offer: (state) => ({
    code: `${P}/correct-card`,
    rare: true,
    fields: [
      {
        name: 'space',
        kind: 'choice',
        choices: state.track.map((c, i) => ({ value: i + 1, code: `${P}/space-choice`, params: { space: i + 1, colour: c } })),
      },
      colourField(),
    ],
  }),
  decide: (state, { space, colour }) => {
    const from = state.track[space - 1];
    if (!from) return refuse('rules/empty_space', { space });
    // The same colour again is recorded as the table confirming it (so every choice the prompt offers is accepted).
    return ok([{ type: 'card-colour-corrected', data: { space, from, to: colour } }]);
  },
});

const reshuffleSchema = z.object({ colour: colourSchema }).strict();

/** A deck ran out: its discarded challenges become the new deck; events and encounters leave the game. */
export const reshuffleDiscards = action({
  schema: reshuffleSchema,
  available: (state) => guardPlay(state, true),
  offer: () => ({ code: `${P}/reshuffle-discards`, rare: true, fields: [colourField()] }),
  decide: (state, { colour }) => ok([{ type: 'discards-reshuffled', data: { colour, cards: state.discards[colour] } }]),
});

const pointsSchema = z.object({ player: playerSchema, points: z.number().int().min(1).max(40) }).strict();

/** Experience points won (adventure counters taken). */
export const gainExperience = action({
  schema: pointsSchema,
  available: (state) => guardPlay(state, true),
  offer: (state) => ({
    code: `${P}/gain-experience`,
    params: { name: upNow(state).name },
    payload: { player: upNow(state).id },
    player: upNow(state).id,
    fields: [{ name: 'points', kind: 'number', min: 1, max: 40, default: 1 }],
  }),
  decide: (state, { player, points }) =>
    guardHero(state, player) ??
    ok([
      {
        type: 'experience-gained',
        data: { player, name: nameOf(state, player), points, total: heroById(state, player)!.experience + points },
      },
    ]),
});

const counterBonus = z.number().int().min(1).max(MAX_COUNTER_BONUS);
/** Two counters of different kinds, as the prompt offers them: `mind+body` (004:223 — never two of a kind). */
export const COUNTER_PAIRS = EXPERIENCE_TYPES.flatMap((a, i) => EXPERIENCE_TYPES.slice(i + 1).map((b) => `${a}+${b}`));
const buyExperienceSchema = z
  .object({
    player: playerSchema,
    /** The pair as one choice; or `first` and `second` named apart. */
    pair: z
      .string()
      .regex(/^[a-z]+\+[a-z]+$/)
      .optional(),
    first: z.enum(EXPERIENCE_TYPES).optional(),
    firstBonus: counterBonus.default(1),
    second: z.enum(EXPERIENCE_TYPES).optional(),
    secondBonus: counterBonus.default(1),
  })
  .strict()
  .transform((p, ctx) => {
    const [first, second] = p.pair ? p.pair.split('+') : [p.first, p.second];
    const kinds = z.enum(EXPERIENCE_TYPES);
    const a = kinds.safeParse(first);
    const b = kinds.safeParse(second);
    if (!a.success || !b.success) {
      ctx.addIssue({ code: 'custom', path: ['pair'], message: 'input-problem/not-a-choice' });
      return z.NEVER;
    }
    return { player: p.player, first: a.data, firstBonus: p.firstBonus, second: b.data, secondBonus: p.secondBonus };
  });

/** Whether a hero has the experience points two counters cost with this many players (004:210-219). */
function canPayExperience(state: AdvancedRuneboundState, player: string): Availability {
  const hero = heroById(state, player);
  const cost = experiencePrice(state.heroes.length);
  if (!hero || hero.experience >= cost) return allowed;
  return refuse('rules/not_enough_experience', { cost, have: hero.experience, name: hero.name });
}

/** The two counters' kinds (one choice, never two of a kind) and their bonuses, as the prompt asks them. */
const counterFields: PromptField[] = [
  {
    name: 'pair',
    kind: 'choice',
    choices: COUNTER_PAIRS.map((pair) => ({
      value: pair,
      code: `${P}/counter-pair`,
      params: { first: pair.split('+')[0], second: pair.split('+')[1] },
    })),
  },
  { name: 'firstBonus', kind: 'number', min: 1, max: MAX_COUNTER_BONUS, default: 1 },
  { name: 'secondBonus', kind: 'number', min: 1, max: MAX_COUNTER_BONUS, default: 1 },
];

/** The heroes whose own points pay for two counters now, the one whose turn it is first (each buys with its own, 004:207). */
const buyers = (state: AdvancedRuneboundState) =>
  [upNow(state), ...state.heroes.filter((h) => h !== upNow(state))].filter((h) => canPayExperience(state, h.id).ok);

/** Some hero can pay; else the refusal names the hero whose turn it is. */
const someBuyer = (state: AdvancedRuneboundState): Availability =>
  buyers(state).length ? allowed : canPayExperience(state, upNow(state).id);

/** Two experience counters of different kinds for the table's price, paid with the buyer's points; its level rises by their bonuses. */
export const buyExperience = action({
  schema: buyExperienceSchema,
  available: (state) =>
    firstRefusal(
      () => guardPlay(state),
      () => someBuyer(state),
    ),
  offer: (state) =>
    buyers(state).map((hero) => ({
      code: `${P}/buy-experience`,
      params: { name: hero.name, cost: experiencePrice(state.heroes.length) },
      payload: { player: hero.id },
      player: hero.id,
      fields: counterFields,
    })),
  decide: (state, { player, first, firstBonus, second, secondBonus }) => {
    const guard = guardHero(state, player);
    if (guard) return guard;
    if (first === second) return refuse('rules/same_counter_type', { type: first });
    const hero = heroById(state, player)!;
    const cost = experiencePrice(state.heroes.length);
    const unpaid = canPayExperience(state, player);
    if (!unpaid.ok) return unpaid;
    return ok([
      {
        type: 'experience-bought',
        data: {
          player,
          name: hero.name,
          cost,
          counters: [
            { type: first, bonus: firstBonus },
            { type: second, bonus: secondBonus },
          ],
          level: hero.level + firstBonus + secondBonus,
          experienceLeft: hero.experience - cost,
        },
      },
    ]);
  },
});

const healingSchema = z
  .object({
    player: playerSchema,
    wounds: z.number().int().min(0).max(30).default(0),
    exhaustion: z.number().int().min(0).max(10).default(0),
  })
  .strict();

/**
 * Market healing: 1 gold a wound; 1 gold clears all exhaustion from the hero or one ally (`exhaustion` counts figures).
 * Bought in the Market Step (004:203), so by the hero whose turn it is, with that hero's gold.
 */
export const buyHealing = action({
  schema: healingSchema,
  available: (state) =>
    firstRefusal(
      () => guardPlay(state),
      () =>
        upNow(state).gold >= HEALING_PRICE.perWound
          ? allowed
          : refuse('rules/not_enough_gold', { cost: HEALING_PRICE.perWound, have: upNow(state).gold, name: upNow(state).name }),
    ),
  offer: (state) => ({
    code: `${P}/buy-healing`,
    params: { name: upNow(state).name, gold: upNow(state).gold },
    payload: { player: upNow(state).id },
    player: upNow(state).id,
    fields: [
      { name: 'wounds', kind: 'number', min: 0, max: 30, default: 1 },
      { name: 'exhaustion', kind: 'number', min: 0, max: 10, default: 0 },
    ],
  }),
  decide: (state, { player, wounds, exhaustion }) => {
    const guard = guardHero(state, player);
    if (guard) return guard;
    if (player !== upNow(state).id) return refuse('rules/heal_on_own_turn', { name: nameOf(state, player), current: upNow(state).name });
    if (wounds + exhaustion === 0) return refuse('rules/nothing_to_heal', { field: 'wounds' });
    const hero = heroById(state, player)!;
    const cost = wounds * HEALING_PRICE.perWound + exhaustion * HEALING_PRICE.clearExhaustion;
    if (hero.gold < cost) return refuse('rules/not_enough_gold', { cost, have: hero.gold, name: hero.name });
    return ok([{ type: 'healing-bought', data: { player, name: hero.name, wounds, exhaustion, cost, goldLeft: hero.gold - cost } }]);
  },
});

const playerOnlySchema = z.object({ player: playerSchema }).strict();

const goldSchema = z.object({ player: playerSchema, gold: z.number().int().min(0).max(MAX_GOLD) }).strict();

/**
 * The table counts a hero's gold (won from rewards, spent in the market, found on cards): the engine
 * keeps it per hero because the Endgame orders by it and its last tiebreak reads it (004:76, 004:92).
 */
export const goldCounted = action({
  schema: goldSchema,
  available: (state) => {
    if (state.phase === 'endgame-order') {
      return goldDecidesOrder(state).length > 0 ? allowed : refuse('rules/wrong_phase', { phase: state.phase, why: 'goldDecidesNothing' });
    }
    return guardPlay(state, true);
  },
  offer: (state) => {
    const heroes = state.phase === 'endgame-order' ? goldDecidesOrder(state) : [upNow(state)];
    return heroes.map((h) => ({
      code: `${P}/gold-counted`,
      params: { name: h.name, gold: h.gold, level: h.level },
      payload: { player: h.id },
      player: h.id,
      fields: [{ name: 'gold', kind: 'number' as const, min: 0, max: MAX_GOLD, default: h.gold }],
    }));
  },
  decide: (state, { player, gold }) => {
    const guard = guardHero(state, player);
    if (guard) return guard;
    const hero = heroById(state, player)!;
    // The same amount again is the table confirming its count (the Endgame prompt asks even when the tracker is right).
    return ok([{ type: 'gold-counted', data: { player, name: hero.name, from: hero.gold, to: gold } }]);
  },
});

/** A red challenge defeated in the normal game stays in the hero's inventory (it counts in the Endgame). */
export const keepRedChallenge = action({
  schema: playerOnlySchema,
  available: (state) => guardPlay(state, true),
  offer: (state) => ({
    code: `${P}/keep-red-challenge`,
    params: { name: upNow(state).name },
    payload: { player: upNow(state).id },
    player: upNow(state).id,
  }),
  decide: (state, { player }) =>
    guardHero(state, player) ??
    ok([
      {
        type: 'red-challenge-kept',
        data: { player, name: nameOf(state, player), redChallenges: heroById(state, player)!.redChallenges + 1 },
      },
    ]),
});

/** A hero took more wounds than its Life: gold and unspent experience are lost, then the table works the checklist. */
export const knockedOut = action({
  schema: playerOnlySchema,
  available: (state) => guardPlay(state),
  offer: (state) => ({
    code: `${P}/knocked-out`,
    params: { name: upNow(state).name },
    payload: { player: upNow(state).id },
    player: upNow(state).id,
    rare: true,
  }),
  decide: (state, { player }) => guardHero(state, player) ?? ok([knockoutEvent(state, player, false)]),
});

export function knockoutEvent(state: AdvancedRuneboundState, player: string, hazard: boolean): E {
  const hero = heroById(state, player)!;
  return { type: 'hero-knocked-out', data: { player, name: hero.name, goldLost: hero.gold, experienceLost: hero.experience, hazard } };
}

const emptySchema = z.object({}).strict();

export const finishKnockout = action({
  schema: emptySchema,
  available: (state) =>
    state.phase !== 'play'
      ? refuse('rules/wrong_phase', { phase: state.phase, why: 'noKnockout' })
      : state.knockout
        ? allowed
        : refuse('rules/no_knockout'),
  offer: () => ({ code: `${P}/finish-knockout`, primary: true }),
  decide: (state) =>
    ok([{ type: 'knockout-checklist-done', data: { player: state.knockout!.player, name: nameOf(state, state.knockout!.player) } }]),
});

/** The event that passes play to the next seat (a new round after the last seat). */
export function turnEnded(state: AdvancedRuneboundState, cause?: string): E {
  const last = state.seat === state.heroes.length - 1;
  const nextSeat = last ? 0 : state.seat + 1;
  return {
    type: 'turn-ended',
    data: {
      player: state.heroes[state.seat].id,
      name: state.heroes[state.seat].name,
      next: state.heroes[nextSeat].id,
      nextName: state.heroes[nextSeat].name,
      nextSeat,
      round: last ? state.round + 1 : state.round,
    },
    ...(cause ? { cause } : {}),
  };
}

export const endTurn = action({
  schema: emptySchema,
  available: (state) => guardPlay(state),
  offer: (state) => ({ code: `${P}/end-turn`, params: { name: upNow(state).name } }),
  decide: (state) => ok([turnEnded(state)]),
});
