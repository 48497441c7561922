/** The Monster Step: spawn from the Lair chart, the movement check, monsters entering cities. */
import { z } from 'zod';
import { d10 } from '../../../engine/dice';
import type { ActionDef } from '../../../engine/ruleset';
import type { MonsterStepEvent } from '../events';
import { fail, ok } from '../../../engine/result';
import { CITIES, lairChartLocation, monsterColour, movementDiceFor, RULES, TERRAINS, type Terrain } from '../data/charts';
import { endOfMonsterStep } from '../chain';
import { lairAt, monsterById, occupant, type S } from '../state';
import { inStep } from './guards';
import { movementDiceToRecord, unrecordedDice } from '../rules/movement';

const noPayload = z.object({}).strict();
const oneD10 = { dice: [d10] };

/** What a Lair chart face brings: a new lair, a monster, the outskirts, or nothing. */
export function spawnEvents(state: S, value: number): MonsterStepEvent[] {
  const location = lairChartLocation(value);
  const events: MonsterStepEvent[] = [{ type: 'lair-chart-rolled', data: { value, location } }];
  if (!location) return events;
  const existing = lairAt(state, location);
  if (existing && (existing.status === 'sealed' || existing.status === 'closed')) {
    return [...events, { type: 'spawn-blocked', data: { location, reason: existing.status, marker: existing.marker } }];
  }
  let marker = existing?.marker;
  if (marker === undefined) {
    const free = state.lairs.filter((l) => l.status === 'free').sort((a, b) => a.marker - b.marker)[0];
    if (!free) {
      if (!state.options.noMarkerToOutskirts) return [...events, { type: 'spawn-blocked', data: { location, reason: 'no-marker' } }];
      return [...events, { type: 'monster-to-outskirts', data: { location, reason: 'no-marker', outskirts: state.outskirts + 1 } }];
    }
    marker = free.marker;
    events.push({ type: 'lair-opened', data: { marker, location } });
  }
  if (state.monsters.length >= RULES.maxMonstersOnBoard) {
    return [...events, { type: 'monster-to-outskirts', data: { location, lair: marker, reason: 'board-full', outskirts: state.outskirts + 1 } }];
  }
  const onHero = state.hero.at.kind === 'lair' && state.hero.at.marker === marker;
  const colour = monsterColour(state.hero.experience);
  return [...events, { type: 'monster-spawned', data: { monster: state.nextMonster, lair: marker, location, colour, onHero } }];
}

export const rollLairChart: ActionDef<S, z.infer<typeof noPayload>> = {
  schema: noPayload,
  dice: () => oneD10,
  decide: (state, _payload, dice) => inStep(state, ['spawn']) ?? ok(spawnEvents(state, Number(dice[0].value))),
};

/** Monsters that can still walk: those on the board and not in a city. */
export const walkingMonsters = (state: S) => state.monsters.filter((m) => m.city === null);

export const rollMovementCheck: ActionDef<S, z.infer<typeof noPayload>> = {
  schema: noPayload,
  dice: () => oneD10,
  decide: (state, _payload, dice) => {
    const refused = inStep(state, ['movement-check']);
    if (refused) return refused;
    const value = Number(dice[0].value);
    const movementDice = movementDiceFor(value);
    const rolled: MonsterStepEvent = { type: 'movement-check-rolled', data: { value, movementDice, simple: state.options.simpleMonsterMovement, walking: walkingMonsters(state).length } };
    if (movementDice > 0 && walkingMonsters(state).length > 0) return ok([rolled]);
    return ok([rolled, ...endOfMonsterStep(state)]);
  },
};

const enteredSchema = z.object({ monster: z.number().int().min(1), city: z.enum(CITIES) }).strict();

export const monsterEnteredCity: ActionDef<S, z.infer<typeof enteredSchema>> = {
  schema: enteredSchema,
  decide: (state, { monster, city }) => {
    const refused = inStep(state, ['monster-movement']);
    if (refused) return refused;
    const walker = monsterById(state, monster);
    if (!walker || walker.city !== null) return fail('rules/monster_cannot_move', 'That monster is not walking the board.', { monster });
    if (state.cities[city] !== 'open') return fail('rules/city_closed', 'A closed city cannot be entered.', { city });
    if (occupant(state, city)) return fail('rules/city_occupied', 'A monster already holds that city.', { city });
    const faces = state.movementFaces.some((f) => f !== null) ? { faces: state.movementFaces } : {};
    return ok([{ type: 'monster-entered-city', data: { monster, city, turnsLeft: RULES.cityCountdown, ...faces } }]);
  },
};

export const monstersMoved: ActionDef<S, z.infer<typeof noPayload>> = {
  schema: noPayload,
  decide: (state) => inStep(state, ['monster-movement']) ?? ok(endOfMonsterStep(state)),
};

const symbolFlags = Object.fromEntries(TERRAINS.map((t) => [t, z.boolean().default(false)])) as Record<Terrain, z.ZodDefault<z.ZodBoolean>>;
const dieShownSchema = z.object({ die: z.number().int().min(1).max(3), ...symbolFlags }).strict();

/** Optional: the symbols one movement die showed, so the history says what moved the monsters (ruling 23). */
export const movementDieShown: ActionDef<S, z.infer<typeof dieShownSchema>> = {
  schema: dieShownSchema,
  decide: (state, payload) => {
    const refused = inStep(state, ['monster-movement']);
    if (refused) return refused;
    const dice = movementDiceToRecord(state);
    if (payload.die > dice) return fail('rules/no_such_die', `The monsters move with ${dice} movement dice.`, { die: payload.die, dice });
    if (!unrecordedDice(state).includes(payload.die)) return fail('rules/die_recorded', `Movement die ${payload.die} is recorded already (undo to change it).`, { die: payload.die });
    const symbols = TERRAINS.filter((t) => payload[t]);
    if (symbols.length === 0) return fail('rules/no_symbols', 'A movement die always shows at least one terrain symbol.', { die: payload.die });
    return ok([{ type: 'movement-die-shown', data: { die: payload.die, symbols } }]);
  },
};
