/** The Monster Step: spawn from the Lair chart, the movement check, monsters entering cities, the dice that moved them. */
import { z } from 'zod';
import { d10, described } from '../../../engine/dice';
import { allowed, firstRefusal, refuse } from '../../../engine/define';
import { ok } from '../../../engine/result';
import { CITIES, lairChartLocation, monsterColour, movementDiceFor, RULES, TERRAINS } from '../data/charts';
import { endOfMonsterStep } from '../chain';
import type { MonsterStepEvent } from '../events';
import { enterableCities } from '../rules/cities';
import { unrecordedDice } from '../rules/movement';
import { lairAt, monsterById, occupant, type S } from '../state';
import { action, monsterParams } from './action';
import { inStep } from './guards';

const noPayload = z.object({}).strict();
/** The Monster Step's single d10s, named for what they decide. */
const lairChartDie = described([d10], 'rms/die/lair-chart');
const movementDie = described([d10], 'rms/die/movement');

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
    return [
      ...events,
      { type: 'monster-to-outskirts', data: { location, lair: marker, reason: 'board-full', outskirts: state.outskirts + 1 } },
    ];
  }
  const onHero = state.hero.at.kind === 'lair' && state.hero.at.marker === marker;
  const colour = monsterColour(state.hero.experience);
  return [...events, { type: 'monster-spawned', data: { monster: state.nextMonster, lair: marker, location, colour, onHero } }];
}

export const rollLairChart = action({
  schema: noPayload,
  available: (state) => inStep(state, ['spawn']),
  offer: () => ({ code: 'rms/action/roll-lair-chart', dice: lairChartDie, primary: true }),
  dice: () => lairChartDie,
  decide: (state, _payload, dice) => ok(spawnEvents(state, Number(dice[0].value))),
});

/** Monsters that can still walk: those on the board and not in a city. */
export const walkingMonsters = (state: S) => state.monsters.filter((m) => m.city === null);

/** Monsters still to be reported this Monster Step: walking, and not yet reported entering a city. */
const walkersLeft = (state: S) => walkingMonsters(state).filter((m) => !state.enteredThisStep.includes(m.id));

export const rollMovementCheck = action({
  schema: noPayload,
  available: (state) => inStep(state, ['movement-check']),
  offer: () => ({ code: 'rms/action/roll-movement-check', dice: movementDie, primary: true }),
  dice: () => movementDie,
  decide: (state, _payload, dice) => {
    const value = Number(dice[0].value);
    const movementDice = movementDiceFor(value);
    const rolled: MonsterStepEvent = {
      type: 'movement-check-rolled',
      data: { value, movementDice, simple: state.options.simpleMonsterMovement, walking: walkingMonsters(state).length },
    };
    if (movementDice > 0 && walkingMonsters(state).length > 0) return ok([rolled]);
    return ok([rolled, ...endOfMonsterStep(state)]);
  },
});

const enteredSchema = z.object({ monster: z.number().int().min(1), city: z.enum(CITIES) }).strict();

export const monsterEnteredCity = action({
  schema: enteredSchema,
  available: (state) =>
    firstRefusal(
      () => inStep(state, ['monster-movement']),
      () =>
        walkersLeft(state).length > 0 && enterableCities(state).length > 0
          ? allowed
          : refuse('rules/monster_cannot_move', { why: 'noneCanEnter' }),
    ),
  offer: (state) => ({
    code: 'rms/action/monster-entered-city',
    fields: [
      {
        name: 'monster',
        kind: 'choice',
        mustChoose: true,
        choices: walkersLeft(state).map((m) => ({ value: m.id, code: 'rms/choice/walker', params: monsterParams(state, m.id) })),
      },
      { name: 'city', kind: 'choice', mustChoose: true, choices: enterableCities(state).map((c) => ({ value: c, code: `rms/city/${c}` })) },
    ],
  }),
  decide: (state, { monster, city }) => {
    const walker = monsterById(state, monster);
    if (!walker || walker.city !== null) return refuse('rules/monster_cannot_move', { monster, why: 'notWalking' });
    if (state.cities[city] !== 'open') return refuse('rules/city_closed', { city });
    if (occupant(state, city)) return refuse('rules/city_occupied', { city });
    const faces = state.movementFaces.some((f) => f !== null) ? { faces: state.movementFaces } : {};
    return ok([{ type: 'monster-entered-city', data: { monster, city, turnsLeft: RULES.cityCountdown, ...faces } }]);
  },
});

export const monstersMoved = action({
  schema: noPayload,
  available: (state) => inStep(state, ['monster-movement']),
  offer: () => ({ code: 'rms/action/monsters-moved', primary: true }),
  decide: (state) => ok(endOfMonsterStep(state)),
});

const terrain = z.enum(TERRAINS);
/** A face shows one to four terrain symbols: the first is required, the rest optional (a repeat counts once). */
const dieShownSchema = z
  .object({
    die: z.number().int().min(1).max(3),
    symbol1: terrain,
    symbol2: terrain.optional(),
    symbol3: terrain.optional(),
    symbol4: terrain.optional(),
  })
  .strict();

/** Optional: the symbols one movement die showed, so the history says what moved the monsters (ruling 23). */
export const movementDieShown = action({
  schema: dieShownSchema,
  available: (state) =>
    firstRefusal(
      () => inStep(state, ['monster-movement']),
      () => (unrecordedDice(state).length > 0 ? allowed : refuse('rules/no_die_to_record')),
    ),
  offer: (state) => ({
    code: 'rms/action/movement-die-shown',
    rare: true,
    fields: [
      {
        name: 'die',
        kind: 'choice',
        choices: unrecordedDice(state).map((die) => ({ value: die, code: 'rms/choice/die', params: { die } })),
      },
      ...(['symbol1', 'symbol2', 'symbol3', 'symbol4'] as const).map((name, i) => ({
        name,
        kind: 'choice' as const,
        optional: i > 0,
        mustChoose: i === 0,
        choices: TERRAINS.map((t) => ({ value: t, code: `rms/terrain/${t}` })),
      })),
    ],
  }),
  decide: (state, { die, symbol1, symbol2, symbol3, symbol4 }) => {
    if (!unrecordedDice(state).includes(die)) {
      return refuse('rules/die_recorded', { die, dice: state.movementDice });
    }
    const shown = new Set([symbol1, symbol2, symbol3, symbol4].filter((s) => s !== undefined));
    return ok([{ type: 'movement-die-shown', data: { die, symbols: TERRAINS.filter((t) => shown.has(t)) } }]);
  },
});
