/**
 * Plays any ruleset at random through its own prompts — the table's view of the rules — with
 * seeded dice, recording every event, prompt and refusal. Used by the cross-ruleset tests.
 */
import { dieFaces, type RolledDie } from '../../shared/engine/dice';
import { seededRandom } from '../../shared/lab/random';
import type { Player, Prompt, PromptAction, PromptField, Ruleset, RulesEvent } from '../../shared/engine/ruleset';
import { CORE, diceRequestFor, foldEvents, runAction } from '../../shared/engine/run';

/** A small seeded PRNG (mulberry32, the lab's): tests never use Math.random. */
export const seeded = seededRandom;

const deeplyFrozen = new WeakSet<object>();

/** Freezes a value and everything inside it, so a test sees any rule that mutates state in place. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !deeplyFrozen.has(value)) {
    deeplyFrozen.add(value);
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

function randomField(random: () => number, field: PromptField): unknown {
  switch (field.kind) {
    case 'choice': {
      const open = field.choices.filter((c) => !c.disabled);
      if (open.length === 0 || (field.optional && random() < 0.2)) return undefined;
      return pick(random, open).value;
    }
    case 'number':
      return field.default !== undefined && random() < 0.5 ? field.default : field.min + Math.floor(random() * (field.max - field.min + 1));
    case 'boolean':
      return random() < 0.5;
    case 'text':
      return field.optional && random() < 0.3 ? undefined : `Name ${Math.floor(random() * 1000)}`;
  }
}

export interface RandomGame<S> {
  log: RulesEvent[];
  prompts: Prompt[];
  errors: Set<string>;
  state: S;
  /** States after each accepted action, to compare against a replay. */
  checkpoints: { events: number; state: S }[];
}

/**
 * Plays `steps` random prompted actions from set-up; stops early when the game ends. `record: false`
 * keeps no prompts or checkpoints (the prompt bench: a long walk's kept prompts fill the heap, and
 * the collector's pauses land in the timings). `rare` action types (a claim that ends the game,
 * offered at every step) are passed over when drawn, so the walk reaches the rest of the game.
 */
export function playRandomly<S>(
  ruleset: Ruleset<S>,
  options: unknown,
  players: readonly Player[],
  seed: number,
  steps: number,
  { record = true, rare = [] as readonly string[] } = {},
): RandomGame<S> {
  const random = seeded(seed);
  const log: RulesEvent[] = [{ type: CORE.setup, data: { options, players } }];
  let state = foldEvents(ruleset, undefined, log);
  const prompts: Prompt[] = [];
  const errors = new Set<string>();
  const checkpoints: { events: number; state: S }[] = [];
  for (let i = 0; i < steps && !ruleset.outcome?.(state); i++) {
    const prompt = ruleset.prompt(state);
    if (record) prompts.push(prompt);
    if (prompt.actions.length === 0) break;
    const action: PromptAction =
      random() < 0.8 ? (prompt.actions.find((a) => a.primary) ?? pick(random, prompt.actions)) : pick(random, prompt.actions);
    if (rare.includes(action.type)) continue;
    const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
    for (const field of action.fields ?? []) {
      const value = randomField(random, field);
      if (value !== undefined) payload[field.name] = value;
    }
    const request = diceRequestFor(ruleset, state, action.type, payload);
    if (!request.ok) {
      errors.add(request.error.code);
      continue;
    }
    const dice: RolledDie[] = (request.value?.dice ?? []).map((die) => ({ die, value: pick(random, dieFaces(die)), source: 'app' }));
    const result = runAction(ruleset, state, action.type, payload, dice);
    if (!result.ok) {
      errors.add(result.error.code);
      continue;
    }
    log.push(...result.value.events);
    state = result.value.state;
    if (record) checkpoints.push({ events: log.length, state });
  }
  return { log, prompts, errors, state, checkpoints };
}

/** How `playTable` plays: seats, option sets to play in turn, and the table's nudges. */
export interface TableGames {
  seed: number;
  players: number;
  /** One game per option set, played one after another from the same generator. */
  options?: Record<string, unknown>[];
  /** Hand adjustments that open later parts of the game (e.g. level 10 for the boss). */
  nudge?: (state: any, random: () => number) => RulesEvent | null;
  /** Action types that end the game at once: tried only rarely, so games run long. */
  rare?: string[];
}

/**
 * Plays games through the prompt only, as a lively table would (the primary action less often,
 * optional choices often left open), collecting every state and event. Its small LCG is the
 * generator the catalog tests' seeds were chosen with; `seeded` plays other games.
 */
export function playTable<S>(ruleset: Ruleset<S>, { seed, players, options = [{}], nudge, rare = [] }: TableGames, steps = 600) {
  let s = seed;
  const random = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'][i] }));
  const states: S[] = [];
  const events: RulesEvent[] = [];
  for (const opts of options) {
    let state = foldEvents(ruleset, undefined, [{ type: CORE.setup, data: { options: opts, players: seats } }]);
    states.push(state);
    for (let step = 0; step < steps && !ruleset.outcome?.(state); step++) {
      const extra = nudge?.(state, random);
      if (extra) state = foldEvents(ruleset, state, [extra]);
      const prompt = ruleset.prompt(state);
      if (prompt.actions.length === 0) break;
      const action =
        random() < 0.4 ? (prompt.actions.find((a) => a.primary) ?? pick(random, prompt.actions)) : pick(random, prompt.actions);
      if (rare.includes(action.type) && step < steps - 5) continue;
      const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
      for (const field of action.fields ?? []) {
        if (field.kind === 'choice') {
          const open = field.choices.filter((c) => !c.disabled);
          if (open.length && !(field.optional && random() < 0.5)) payload[field.name] = pick(random, open).value;
        } else if (field.kind === 'number')
          payload[field.name] =
            field.default !== undefined && random() < 0.5
              ? field.default
              : field.min + Math.floor(random() * Math.min(12, field.max - field.min + 1));
        else if (field.kind === 'boolean') payload[field.name] = random() < 0.5;
        else payload[field.name] = pick(random, ['Ogre', 'Blue Dragons', 'Ring', 'Hall']);
      }
      const request = ruleset.actions[action.type]?.dice?.(state, payload) ?? { dice: [] };
      const dice: RolledDie[] = request.dice.map((die) => ({ die, value: pick(random, dieFaces(die)), source: 'app' }));
      const result = runAction(ruleset, state, action.type, payload, dice);
      if (!result.ok) continue;
      state = result.value.state;
      states.push(state);
      events.push(...result.value.events);
    }
  }
  return { states, events };
}
