/**
 * Travel hazards: the table rolls the movement dice and reports what they showed; the app says
 * whether a hazard strikes, which card colour it draws, and places the card on the doom track afterwards.
 */
import { z } from 'zod';
import { allowed, firstRefusal, refuse } from '../../engine/define';
import type { PromptField } from '../../engine/ruleset';
import { ok } from '../../engine/result';
import { HAZARD_NUMBER_RANGE, TERRAINS, type Terrain } from './data/tables';
import { action, cardPlaced, eventDrawn, guardHero, guardPlay, knockoutEvent, turnEnded } from './actions-play';
import { reduce } from './apply';
import type { AdvancedRuneboundEvent } from './events';
import { hazardSpace, nameOf } from './state';

const P = 'advanced-runebound';
const symbolFlags = Object.fromEntries(TERRAINS.map((t) => [t, z.boolean().default(false)])) as Record<Terrain, z.ZodDefault<z.ZodBoolean>>;

const checkHazardSchema = z.object({ player: z.string().min(1).max(64), terrain: z.enum(TERRAINS), ...symbolFlags }).strict();

/**
 * First roll: a terrain symbol matching the space means no hazard; none means a hazard strikes. Only the hero
 * whose turn it is moved, so only that hero meets a travel hazard ("if you end your movement", 004:100).
 */
export const checkHazard = action({
  schema: checkHazardSchema,
  available: (state) => guardPlay(state),
  offer: (state) => ({
    code: `${P}/check-hazard`,
    params: { name: state.heroes[state.seat].name },
    payload: { player: state.heroes[state.seat].id },
    player: state.heroes[state.seat].id,
    fields: [
      { name: 'terrain', kind: 'choice', mustChoose: true, choices: TERRAINS.map((t) => ({ value: t, code: `${P}/terrain/${t}` })) },
      ...TERRAINS.map((t): PromptField => ({ name: t, kind: 'boolean', default: false })),
    ],
  }),
  decide: (state, payload) => {
    const guard = guardHero(state, payload.player);
    if (guard) return guard;
    const moving = state.heroes[state.seat];
    if (payload.player !== moving.id)
      return refuse('rules/hazard_on_own_turn', { name: nameOf(state, payload.player), moving: moving.name });
    const shown = TERRAINS.filter((t) => payload[t]);
    const hazard = !shown.includes(payload.terrain);
    return ok([
      {
        type: 'hazard-checked',
        data: { player: payload.player, name: nameOf(state, payload.player), terrain: payload.terrain, shown, hazard },
      },
    ]);
  },
});

const hazardNumberSchema = z.object({ symbols: z.number().int().min(HAZARD_NUMBER_RANGE.min).max(HAZARD_NUMBER_RANGE.max) }).strict();

/** Second roll: the number of symbols counts up the doom track from space 1, looping round the cards there. */
export const hazardNumber = action({
  schema: hazardNumberSchema,
  available: (state) =>
    firstRefusal(
      () => guardPlay(state, true),
      () => (state.hazard?.stage === 'number' ? allowed : refuse('rules/no_hazard_roll')),
    ),
  offer: () => ({
    code: `${P}/hazard-number`,
    primary: true,
    fields: [{ name: 'symbols', kind: 'number', min: HAZARD_NUMBER_RANGE.min, max: HAZARD_NUMBER_RANGE.max, default: 2 }],
  }),
  decide: (state, { symbols }) => {
    if (state.hazard?.stage !== 'number') return ok([]);
    const space = hazardSpace(symbols, state.track.length);
    return ok([
      {
        type: 'hazard-colour-found',
        data: {
          player: state.hazard.player,
          name: nameOf(state, state.hazard.player),
          terrain: state.hazard.terrain,
          number: symbols,
          cardsOnTrack: state.track.length,
          space,
          colour: state.track[space - 1],
          looped: symbols > state.track.length,
        },
      },
    ]);
  },
});

const resolveHazardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('challenge-defeated'), experience: z.number().int().min(0).max(40).default(0) }).strict(),
  z.object({ kind: z.literal('challenge-failed'), knockedOut: z.boolean().default(false) }).strict(),
  z.object({ kind: z.literal('encounter') }).strict(),
  z.object({ kind: z.literal('event'), eventNumber: z.number().int().min(0).max(999) }).strict(),
]);

/**
 * The hazard card's result. A challenge, won or lost, goes on the doom track; an encounter goes there
 * and ends the turn; an event follows the event rule and ends the turn.
 */
export const resolveHazard = action({
  schema: resolveHazardSchema,
  available: (state) =>
    firstRefusal(
      () => guardPlay(state, true),
      () => (state.hazard?.stage === 'resolve' ? allowed : refuse('rules/no_hazard_card')),
    ),
  offer: () => [
    {
      code: `${P}/hazard-challenge-defeated`,
      payload: { kind: 'challenge-defeated' },
      fields: [{ name: 'experience', kind: 'number', min: 0, max: 40, default: 0 }],
    },
    {
      code: `${P}/hazard-challenge-failed`,
      payload: { kind: 'challenge-failed' },
      fields: [{ name: 'knockedOut', kind: 'boolean', default: false }],
    },
    { code: `${P}/hazard-encounter`, payload: { kind: 'encounter' } },
    {
      code: `${P}/hazard-event`,
      payload: { kind: 'event' },
      fields: [{ name: 'eventNumber', kind: 'number', min: 0, max: 999, default: 1 }],
    },
  ],
  decide: (state, payload) => {
    const hazard = state.hazard;
    if (hazard?.stage !== 'resolve') return ok([]);
    const { player, colour } = hazard;
    const resolved: AdvancedRuneboundEvent = {
      type: 'hazard-resolved',
      data: {
        player,
        name: nameOf(state, player),
        colour,
        kind: payload.kind,
        experience: payload.kind === 'challenge-defeated' ? payload.experience : 0,
      },
    };
    const events: AdvancedRuneboundEvent[] = [resolved];
    let current = reduce(state, resolved);
    const push = (event: AdvancedRuneboundEvent) => {
      events.push(event);
      current = reduce(current, event);
    };
    switch (payload.kind) {
      case 'challenge-defeated':
        push(cardPlaced(current, colour, 'hazard-challenge', 'hazard-discard'));
        break;
      case 'challenge-failed':
        push(cardPlaced(current, colour, 'hazard-challenge', 'hazard-failure'));
        if (payload.knockedOut) push(knockoutEvent(current, player, true));
        break;
      case 'encounter':
        push(cardPlaced(current, colour, 'encounter-resolved', 'hazard-discard'));
        push(turnEnded(current, 'hazard-one-card'));
        break;
      case 'event':
        for (const event of eventDrawn(current, colour, payload.eventNumber)) push(event);
        push(turnEnded(current, 'hazard-one-card'));
        break;
    }
    return ok(events);
  },
});
