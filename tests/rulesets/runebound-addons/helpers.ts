/** Test helpers shared by the Runebound variant rulesets: start a game, act with table dice, and a random walk for replay tests. */
import { expect } from 'vitest';
import { dieFaces, type DieSpec, type RolledDie } from '../../../shared/engine/dice';
import type { Player, PromptField, Ruleset, RulesEvent } from '../../../shared/engine/ruleset';
import { CORE, diceRequestFor, foldEvents, runAction } from '../../../shared/engine/run';
import { seeded } from '../../support/random-play';

export const players = (n: number): Player[] =>
  ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'].slice(0, n).map((name, i) => ({ id: `p${i + 1}`, name }));

/** A game log: the set-up event and every event since, so replays can be checked. */
export interface Game<S> {
  ruleset: Ruleset<S>;
  state: S;
  events: RulesEvent[];
}

export function start<S>(ruleset: Ruleset<S>, options: Record<string, unknown>, n: number): Game<S> {
  const setup: RulesEvent = { type: CORE.setup, data: { options, players: players(n) } };
  return { ruleset, state: foldEvents(ruleset, undefined, [setup]), events: [setup] };
}

/** Dice with these values, as entered from the table. */
export function tableDice(specs: readonly DieSpec[], values: readonly (number | string)[]): RolledDie[] {
  return specs.map((die, i) => ({ die, value: values[i], source: 'table' }));
}

/** Runs an action that must be accepted; the dice are the ones the action asks for, with these values. */
export function act<S>(
  game: Game<S>,
  type: string,
  payload: Record<string, unknown> = {},
  values: readonly (number | string)[] = [],
): Game<S> {
  const request = diceRequestFor(game.ruleset, game.state, type, payload);
  if (!request.ok) throw new Error(request.error.code);
  const dice = tableDice(request.value?.dice ?? [], values);
  const result = runAction(game.ruleset, game.state, type, payload, dice);
  if (!result.ok) throw new Error(`${type} refused: ${result.error.code} ${result.error.message}`);
  return { ruleset: game.ruleset, state: result.value.state, events: [...game.events, ...result.value.events] };
}

/** The events the last action produced. */
export function lastEvents<S>(before: Game<S>, after: Game<S>): RulesEvent[] {
  return after.events.slice(before.events.length);
}

/** Runs an action that must be refused with this code, and checks the state did not change. */
export function refused<S>(
  game: Game<S>,
  type: string,
  payload: Record<string, unknown>,
  code: string,
  values: readonly (number | string)[] = [],
): void {
  const before = JSON.stringify(game.state);
  const request = diceRequestFor(game.ruleset, game.state, type, payload);
  const dice = request.ok ? tableDice(request.value?.dice ?? [], values) : [];
  const result = runAction(game.ruleset, game.state, type, payload, dice);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.code).toBe(code);
  expect(JSON.stringify(game.state)).toBe(before);
}

function fieldValue(field: PromptField, rand: () => number): unknown {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  switch (field.kind) {
    case 'choice':
      return pick(field.choices.filter((c) => !c.disabled))?.value;
    case 'number':
      return field.min + Math.floor(rand() * (Math.min(field.max, field.min + 12) - field.min + 1));
    case 'boolean':
      return rand() < 0.5;
    case 'text':
      return pick(['Inner Fire', 'Outer Fire', 'Stone Ward', 'Wind of Ash', 'the quiet word']);
  }
}

/**
 * Plays `steps` random actions offered by the prompt (fields and dice drawn from the PRNG), then
 * checks that folding the recorded events from set-up gives exactly the state reached step by step.
 */
export function randomWalk<S>(game: Game<S>, seed: number, steps: number): { game: Game<S>; accepted: number; refusedCount: number } {
  const rand = seeded(seed);
  let current = game;
  let accepted = 0;
  let refusedCount = 0;
  for (let i = 0; i < steps; i++) {
    const prompt = current.ruleset.prompt(current.state);
    if (prompt.actions.length === 0) break;
    const action = prompt.actions[Math.floor(rand() * prompt.actions.length)];
    const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
    for (const field of action.fields ?? []) {
      const value = fieldValue(field, rand);
      if (value !== undefined) payload[field.name] = value;
    }
    const request = diceRequestFor(current.ruleset, current.state, action.type, payload);
    if (!request.ok) {
      refusedCount++;
      continue;
    }
    const dice: RolledDie[] = (request.value?.dice ?? []).map((die) => {
      const faces = dieFaces(die);
      return { die, value: faces[Math.floor(rand() * faces.length)], source: 'app' };
    });
    const result = runAction(current.ruleset, current.state, action.type, payload, dice);
    if (!result.ok) {
      refusedCount++;
      continue;
    }
    accepted++;
    current = { ruleset: current.ruleset, state: result.value.state, events: [...current.events, ...result.value.events] };
  }
  expect(foldEvents(current.ruleset, undefined, current.events)).toEqual(current.state);
  expect(JSON.parse(JSON.stringify(current.state))).toEqual(current.state);
  return { game: current, accepted, refusedCount };
}
