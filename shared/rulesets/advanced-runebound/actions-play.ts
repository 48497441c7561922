/** Advanced Runebound actions of the normal game: the doom track, events, experience, healing, knock-outs, turns. */
import { z } from 'zod';
import type { ActionDef, RulesEvent } from '../../engine/ruleset';
import { fail, ok, type ErrorData, type Result } from '../../engine/result';
import {
  COLOURS, DOOM_SPACES, EXPERIENCE_TYPES, HEALING_PRICE, MAX_COUNTER_BONUS, PLACE_REASONS, type Colour,
} from './data/tables';
import { experiencePrice, heroById, nameOf, type AdvancedRuneboundState } from './state';
import { goldCountable, MAX_GOLD } from './rules/gold';

type Failure = { ok: false; error: ErrorData };

export const colourSchema = z.enum(COLOURS);
const playerSchema = z.string().min(1).max(64);

/** Guards shared by the normal game's actions, in a fixed order: phase, then an unfinished hazard or knock-out. */
export function guardPlay(state: AdvancedRuneboundState, allowDuringHazard = false): Failure | null {
  if (state.phase !== 'play') return fail('rules/wrong_phase', 'That belongs to the normal game, which is over: the Endgame has begun.', { phase: state.phase });
  if (state.knockout) return fail('rules/knockout_pending', 'Finish the knock-out checklist first.', { player: state.knockout.player });
  if (state.hazard && !allowDuringHazard) return fail('rules/hazard_pending', 'Finish the travel hazard first.', { stage: state.hazard.stage });
  return null;
}

export function guardHero(state: AdvancedRuneboundState, player: string): Failure | null {
  return heroById(state, player) ? null : fail('rules/unknown_player', 'There is no such player in this game.', { player });
}

/** The event of one card going face-down on the next free space of the doom track. */
export function cardPlaced(state: AdvancedRuneboundState, colour: Colour, reason: string, cause?: string): RulesEvent {
  const space = state.track.length + 1;
  return { type: 'card-placed', data: { colour, reason, space, town: DOOM_SPACES[space - 1]?.town ?? null }, ...(cause ? { cause } : {}) };
}

/** The drawn event's fate: it replaces the event in play unless its number is lower; the loser goes on the track. */
export function eventDrawn(state: AdvancedRuneboundState, colour: Colour, number: number): RulesEvent[] {
  const inPlay = state.eventInPlay;
  const takesEffect = !inPlay || number >= inPlay.number;
  const drawn: RulesEvent = { type: 'event-drawn', data: { colour, number, inPlay: inPlay?.number ?? null, takesEffect } };
  if (!inPlay) return [drawn];
  return takesEffect
    ? [drawn, cardPlaced(state, inPlay.colour, 'event-replaced', 'event-equal-or-higher')]
    : [drawn, cardPlaced(state, colour, 'event-lower', 'event-lower')];
}

const placeCardSchema = z.object({ colour: colourSchema, reason: z.enum(PLACE_REASONS) }).strict();

/** A discarded adventure card goes face-down on the next free space (the table says which colour). */
export const placeCard: ActionDef<AdvancedRuneboundState, z.infer<typeof placeCardSchema>> = {
  schema: placeCardSchema,
  decide: (state, { colour, reason }) => guardPlay(state, true) ?? ok([cardPlaced(state, colour, reason)]),
};

const drawEventSchema = z.object({ colour: colourSchema, eventNumber: z.number().int().min(0).max(999) }).strict();

/** An Event card drawn: it replaces the one in play when its number is equal or higher, else it is discarded. */
export const drawEvent: ActionDef<AdvancedRuneboundState, z.infer<typeof drawEventSchema>> = {
  schema: drawEventSchema,
  decide: (state, { colour, eventNumber }) => guardPlay(state) ?? ok(eventDrawn(state, colour, eventNumber)),
};

const correctCardSchema = z.object({ space: z.number().int().min(1).max(8), colour: colourSchema }).strict();

/** Corrects the colour recorded for a card already on the track. */
export const correctCard: ActionDef<AdvancedRuneboundState, z.infer<typeof correctCardSchema>> = {
  schema: correctCardSchema,
  decide: (state, { space, colour }) => {
    const guard = guardPlay(state, true);
    if (guard) return guard;
    const from = state.track[space - 1];
    if (!from) return fail('rules/empty_space', `There is no card on space ${space}.`, { space });
    if (from === colour) return fail('rules/same_colour', `The card on space ${space} is already ${colour}.`, { space, colour });
    return ok([{ type: 'card-colour-corrected', data: { space, from, to: colour } }]);
  },
};

const reshuffleSchema = z.object({ colour: colourSchema }).strict();

/** A deck ran out: its discarded challenges become the new deck; events and encounters leave the game. */
export const reshuffleDiscards: ActionDef<AdvancedRuneboundState, z.infer<typeof reshuffleSchema>> = {
  schema: reshuffleSchema,
  decide: (state, { colour }) => guardPlay(state, true) ?? ok([{ type: 'discards-reshuffled', data: { colour, cards: state.discards[colour] } }]),
};

const pointsSchema = z.object({ player: playerSchema, points: z.number().int().min(1).max(40) }).strict();

/** Experience points won (adventure counters taken). */
export const gainExperience: ActionDef<AdvancedRuneboundState, z.infer<typeof pointsSchema>> = {
  schema: pointsSchema,
  decide: (state, { player, points }) =>
    guardPlay(state, true) ?? guardHero(state, player) ??
    ok([{ type: 'experience-gained', data: { player, name: nameOf(state, player), points, total: heroById(state, player)!.experience + points } }]),
};

const counterBonus = z.number().int().min(1).max(MAX_COUNTER_BONUS);
const buyExperienceSchema = z
  .object({ player: playerSchema, first: z.enum(EXPERIENCE_TYPES), firstBonus: counterBonus.default(1), second: z.enum(EXPERIENCE_TYPES), secondBonus: counterBonus.default(1) })
  .strict();

/** Two experience counters of different kinds for the table's price; the hero's level rises by their bonuses. */
export const buyExperience: ActionDef<AdvancedRuneboundState, z.infer<typeof buyExperienceSchema>> = {
  schema: buyExperienceSchema,
  decide: (state, { player, first, firstBonus, second, secondBonus }) => {
    const guard = guardPlay(state) ?? guardHero(state, player);
    if (guard) return guard;
    if (first === second) return fail('rules/same_counter_type', 'Two experience counters bought together must be of different kinds.', { type: first });
    const hero = heroById(state, player)!;
    const cost = experiencePrice(state.heroes.length);
    if (hero.experience < cost) {
      return fail('rules/not_enough_experience', `Two counters cost ${cost} experience points; ${hero.name} has ${hero.experience}.`, { cost, have: hero.experience });
    }
    return ok([{
      type: 'experience-bought',
      data: {
        player, name: hero.name, cost,
        counters: [{ type: first, bonus: firstBonus }, { type: second, bonus: secondBonus }],
        level: hero.level + firstBonus + secondBonus,
        experienceLeft: hero.experience - cost,
      },
    }]);
  },
};

const healingSchema = z
  .object({ player: playerSchema, wounds: z.number().int().min(0).max(30).default(0), exhaustion: z.number().int().min(0).max(10).default(0) })
  .strict()
  .refine((p) => p.wounds + p.exhaustion > 0, { message: 'heal at least one wound or clear one figure’s exhaustion', path: ['wounds'] });

/** Market healing: 1 gold a wound; 1 gold clears all exhaustion from the hero or one ally (`exhaustion` counts figures). */
export const buyHealing: ActionDef<AdvancedRuneboundState, z.infer<typeof healingSchema>> = {
  schema: healingSchema,
  decide: (state, { player, wounds, exhaustion }) => {
    const guard = guardPlay(state) ?? guardHero(state, player);
    if (guard) return guard;
    const hero = heroById(state, player)!;
    const cost = wounds * HEALING_PRICE.perWound + exhaustion * HEALING_PRICE.clearExhaustion;
    if (hero.gold < cost) return fail('rules/not_enough_gold', `That healing costs ${cost} gold; ${hero.name} has ${hero.gold}.`, { cost, have: hero.gold });
    return ok([{ type: 'healing-bought', data: { player, name: hero.name, wounds, exhaustion, cost, goldLeft: hero.gold - cost } }]);
  },
};

const playerOnlySchema = z.object({ player: playerSchema }).strict();

const goldSchema = z.object({ player: playerSchema, gold: z.number().int().min(0).max(MAX_GOLD) }).strict();

/**
 * The table counts a hero's gold (won from rewards, spent in the market, found on cards): the engine
 * keeps it per hero because the Endgame orders by it and its last tiebreak reads it (004:76, 004:92).
 */
export const goldCounted: ActionDef<AdvancedRuneboundState, z.infer<typeof goldSchema>> = {
  schema: goldSchema,
  decide: (state, { player, gold }) => {
    if (!goldCountable(state)) return fail('rules/wrong_phase', 'The game is over.', { phase: state.phase });
    const guard = (state.phase === 'play' ? guardPlay(state, true) : null) ?? guardHero(state, player);
    if (guard) return guard;
    const hero = heroById(state, player)!;
    if (hero.gold === gold) return fail('rules/same_gold', `${hero.name} already has ${gold} gold.`, { gold });
    return ok([{ type: 'gold-counted', data: { player, name: hero.name, from: hero.gold, to: gold } }]);
  },
};

/** A red challenge defeated in the normal game stays in the hero's inventory (it counts in the Endgame). */
export const keepRedChallenge: ActionDef<AdvancedRuneboundState, z.infer<typeof playerOnlySchema>> = {
  schema: playerOnlySchema,
  decide: (state, { player }) =>
    guardPlay(state, true) ?? guardHero(state, player) ??
    ok([{ type: 'red-challenge-kept', data: { player, name: nameOf(state, player), redChallenges: heroById(state, player)!.redChallenges + 1 } }]),
};

/** A hero took more wounds than its Life: gold and unspent experience are lost, then the table works the checklist. */
export const knockedOut: ActionDef<AdvancedRuneboundState, z.infer<typeof playerOnlySchema>> = {
  schema: playerOnlySchema,
  decide: (state, { player }) => guardPlay(state) ?? guardHero(state, player) ?? ok([knockoutEvent(state, player, false)]),
};

export function knockoutEvent(state: AdvancedRuneboundState, player: string, hazard: boolean): RulesEvent {
  const hero = heroById(state, player)!;
  return { type: 'hero-knocked-out', data: { player, name: hero.name, goldLost: hero.gold, experienceLost: hero.experience, hazard } };
}

const emptySchema = z.object({}).strict();

export const finishKnockout: ActionDef<AdvancedRuneboundState, z.infer<typeof emptySchema>> = {
  schema: emptySchema,
  decide: (state) => {
    if (state.phase !== 'play') return fail('rules/wrong_phase', 'There is no knock-out to finish.', { phase: state.phase });
    if (!state.knockout) return fail('rules/no_knockout', 'No hero is knocked out.');
    return ok([{ type: 'knockout-checklist-done', data: { player: state.knockout.player, name: nameOf(state, state.knockout.player) } }]);
  },
};

/** The event that passes play to the next seat (a new round after the last seat). */
export function turnEnded(state: AdvancedRuneboundState, cause?: string): RulesEvent {
  const last = state.seat === state.heroes.length - 1;
  const nextSeat = last ? 0 : state.seat + 1;
  return {
    type: 'turn-ended',
    data: { player: state.heroes[state.seat].id, name: state.heroes[state.seat].name, next: state.heroes[nextSeat].id, nextName: state.heroes[nextSeat].name, nextSeat, round: last ? state.round + 1 : state.round },
    ...(cause ? { cause } : {}),
  };
}

export const endTurn: ActionDef<AdvancedRuneboundState, z.infer<typeof emptySchema>> = {
  schema: emptySchema,
  decide: (state): Result<RulesEvent[]> => guardPlay(state) ?? ok([turnEnded(state)]),
};
