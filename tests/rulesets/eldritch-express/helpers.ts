/** Test helpers for Eldritch Express: start a game, act with the table's dice, walk through set-up. */
import { expect } from 'vitest';
import type { DieValue, RolledDie } from '../../../shared/engine/dice';
import { CORE, diceRequestFor, foldEvents, runAction } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { eldritchExpress, type EldritchState } from '../../../shared/rulesets/eldritch-express';
import { eldritchOptionsSchema } from '../../../shared/rulesets/eldritch-express/state';

export const ee = eldritchExpress;

/** The state right after set-up, before any roll; the log starts with the set-up event. */
export function start(
  names: string[] = ['Ann', 'Ben'],
  options: Record<string, unknown> = {},
): { state: EldritchState; log: RulesEvent[] } {
  const setup: RulesEvent = {
    type: CORE.setup,
    data: { options: eldritchOptionsSchema.parse(options), players: names.map((name, i) => ({ id: `p${i}`, name })) },
  };
  return { state: foldEvents(ee, undefined, [setup]), log: [setup] };
}

/** Runs an action with the given die values as if typed in from the table; throws on a rule error. */
export function act(
  game: { state: EldritchState; log: RulesEvent[] },
  type: string,
  payload: Record<string, unknown> = {},
  values: DieValue[] = [],
) {
  const result = tryAct(game.state, type, payload, values);
  if (!result.ok) throw new Error(`${type}: ${result.error.code} ${result.error.message}`);
  game.state = result.value.state;
  game.log.push(...result.value.events);
  return result.value.events;
}

export function tryAct(state: EldritchState, type: string, payload: Record<string, unknown> = {}, values: DieValue[] = []) {
  const request = diceRequestFor(ee, state, type, payload);
  const specs = request.ok && request.value ? request.value.dice : [];
  const dice: RolledDie[] = values.map((value, i) => ({ die: specs[i] ?? { kind: 'd6' }, value, source: 'table' }));
  return runAction(ee, state, type, payload, dice);
}

/** Expects a rule error with this code and that the state is untouched. */
export function expectRefused(state: EldritchState, type: string, payload: Record<string, unknown>, values: DieValue[], code: string) {
  const before = JSON.stringify(state);
  const result = tryAct(state, type, payload, values);
  expect(result).toMatchObject({ ok: false, error: { code } });
  expect(JSON.stringify(state)).toBe(before);
}

/**
 * A standard set-up: gate in region `gate` (the first gate token and monster named), clue, expedition, mystery,
 * a chosen Ancient One, first player seat 1 (die 1), and the named investigators with named starting cards.
 */
export function setUp(opts: {
  names?: string[];
  ancientOne?: 'cthulhu' | 'shub-niggurath' | 'azathoth';
  gate?: number;
  gateToken?: string;
  monster?: string;
  clue?: number;
  expedition?: number;
  mystery?: number;
  investigators: { key: string; cards?: string[] }[];
  options?: Record<string, unknown>;
}) {
  const game = start(opts.names ?? opts.investigators.map((_, i) => `P${i + 1}`), {
    ancientOne: opts.ancientOne ?? 'cthulhu',
    ...opts.options,
  });
  const values: number[] = [opts.gate ?? 1, opts.clue ?? 2, opts.expedition ?? 3, opts.mystery ?? 4];
  if (game.state.seats.length > 1) values.push(1);
  act(game, 'roll-setup', {}, values);
  act(game, 'draw', { card: opts.gateToken ?? 'yuggoth' });
  act(game, 'draw', { card: opts.monster ?? 'cultist' });
  for (const inv of opts.investigators) {
    act(game, 'choose-investigator', { investigator: inv.key });
    for (const card of inv.cards ?? []) act(game, 'draw', { card });
  }
  return game;
}

/** Rolls the action dice and sets every die aside at once (the table's faces), then confirms. */
export function rollAndKeepAll(game: { state: EldritchState; log: RulesEvent[] }, faces: string[]) {
  act(game, 'roll-action-dice', {}, faces);
  const keep = Object.fromEntries(faces.map((_, i) => [`keep-${i}`, true]));
  act(game, 'set-aside', keep);
  act(game, 'confirm-dice');
}
