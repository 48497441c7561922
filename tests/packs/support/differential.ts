/**
 * The differential replay: the same actions and dice through a code ruleset and its pack, comparing
 * the trackers and the outcome after every step. Steps come from a recorded fixture (rebuilt from
 * its events) or from a seeded random game played through the code ruleset's own prompts.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { dieFaces, type RolledDie } from '../../../shared/engine/dice';
import type { Player, PromptAction, Ruleset, RulesEvent } from '../../../shared/engine/ruleset';
import { CORE, diceRequestFor, foldEvent, runAction } from '../../../shared/engine/run';
import { checkPackText } from '../../../shared/packs/check';
import { packRuleset } from '../../../shared/packs/ruleset';
import { seeded } from '../../support/random-play';

/** One thing the table did: an action with its payload and dice, or a core event (a hand correction, new options). */
export type TableStep = { type: string; payload: Record<string, unknown>; dice: RolledDie[] } | { core: RulesEvent };

export interface Game {
  options: Record<string, unknown>;
  players: Player[];
  steps: TableStep[];
}

/** A shipped pack, checked and built into its ruleset. */
export function shippedPack(file: string): Ruleset {
  const checked = checkPackText(readFileSync(new URL(`../../../packs/${file}`, import.meta.url), 'utf8'));
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems, null, 1));
  return packRuleset(checked.pack);
}

/** What the table sees of a state: each tracker (value and range) and the outcome's result. */
export function tableView(ruleset: Ruleset, state: unknown) {
  const trackers = Object.fromEntries(ruleset.trackers(state).map((t) => [t.id, [t.value, t.min, t.max]]));
  return { trackers, outcome: ruleset.outcome?.(state)?.result ?? null };
}

/**
 * Plays a game's steps through both rulesets. `toPack` maps a code step to the pack's action (or null
 * when the pack has nothing to do). Fails at the first step where the table's view differs.
 */
export function replayBoth(
  code: Ruleset,
  pack: Ruleset,
  game: Game,
  toPack: (step: TableStep, codeState: any) => TableStep | null,
  label: string,
  /** More of the state to compare, read from each side (e.g. the chain's queue in order). */
  also: (codeState: any, packState: any) => [unknown, unknown] = () => [null, null],
): number {
  const setup: RulesEvent = { type: CORE.setup, data: { options: game.options, players: game.players } };
  let codeState = foldEvent(code, undefined, setup);
  let packState = foldEvent(pack, undefined, setup);
  expect(tableView(pack, packState), `${label}: set-up`).toEqual(tableView(code, codeState));
  game.steps.forEach((step, n) => {
    const mapped = toPack(step, codeState);
    if ('core' in step) {
      codeState = foldEvent(code, codeState, step.core);
      if (mapped && 'core' in mapped) packState = foldEvent(pack, packState, mapped.core);
    } else {
      const done = runAction(code, codeState, step.type, step.payload, step.dice);
      if (!done.ok) throw new Error(`${label} step ${n}: the code ruleset refused ${step.type}: ${done.error.code}`);
      codeState = done.value.state;
      if (mapped && !('core' in mapped)) {
        const packed = runAction(pack, packState, mapped.type, mapped.payload, mapped.dice);
        expect(
          packed.ok ? 'accepted' : packed.error,
          `${label} step ${n}: the pack refused ${mapped.type} ${JSON.stringify(mapped.payload)}`,
        ).toBe('accepted');
        if (packed.ok) packState = packed.value.state;
      }
    }
    const what = `${label} after step ${n} (${'core' in step ? step.core.type : step.type})`;
    expect(tableView(pack, packState), what).toEqual(tableView(code, codeState));
    const [codeSide, packSide] = also(codeState, packState);
    expect(packSide, what).toEqual(codeSide);
  });
  return game.steps.length;
}

/** A seeded game through the code ruleset's own prompts (the random-play generator's way), recording each action, payload and dice. */
export function randomGame(
  ruleset: Ruleset,
  options: Record<string, unknown>,
  players: Player[],
  seed: number,
  steps: number,
  {
    adjust = 0,
    rare = [],
    reoption,
  }: {
    adjust?: number;
    rare?: readonly string[];
    reoption?: { chance: number; options: (random: () => number) => Record<string, unknown> };
  } = {},
): Game {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  let state = foldEvent(ruleset, undefined, { type: CORE.setup, data: { options, players } });
  const recorded: TableStep[] = [];
  for (let i = 0; i < steps && !ruleset.outcome?.(state); i++) {
    if (reoption && random() < reoption.chance) {
      // The table changes a house rule or the length of a track mid-campaign.
      const core: RulesEvent = { type: CORE.optionsChanged, data: { to: reoption.options(random) } };
      state = foldEvent(ruleset, state, core);
      recorded.push({ core });
      continue;
    }
    if (random() < adjust) {
      // The table puts a tracker right by hand (no chain reaction follows).
      const trackers = ruleset.trackers(state);
      const tracker = pick(trackers);
      const to = Math.max(tracker.min, Math.min(tracker.max, tracker.value + (random() < 0.5 ? -1 : 1)));
      const core: RulesEvent = { type: CORE.trackerAdjusted, data: { tracker: tracker.id, from: tracker.value, to } };
      state = foldEvent(ruleset, state, core);
      recorded.push({ core });
      continue;
    }
    const offered = ruleset.prompt(state).actions;
    if (offered.length === 0) break;
    const primary = offered.find((a) => a.primary);
    let action: PromptAction = random() < 0.75 ? (primary ?? pick(offered)) : pick(offered);
    // Actions that end games fast (a Dragon Rune, an Event card) are kept rare so games reach the variant's corners.
    if (primary && rare.includes(action.type) && random() < 0.9) action = primary;
    // Ending the game at once would make short games: keep it rare.
    if (action.endsGame && random() < 0.9) continue;
    const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
    for (const field of action.fields ?? []) {
      if (field.kind === 'choice') {
        const open = field.choices.filter((c) => !c.disabled);
        if (open.length && !(field.optional && random() < 0.2)) payload[field.name] = pick(open).value;
      } else if (field.kind === 'number')
        payload[field.name] = field.min + Math.floor(random() * (Math.min(field.max, field.min + 6) - field.min + 1));
      else if (field.kind === 'boolean') payload[field.name] = random() < 0.5;
    }
    const request = diceRequestFor(ruleset, state, action.type, payload);
    if (!request.ok) continue;
    const dice: RolledDie[] = (request.value?.dice ?? []).map((die) => ({ die, value: pick(dieFaces(die)), source: 'app' }));
    const done = runAction(ruleset, state, action.type, payload, dice);
    if (!done.ok) continue;
    recorded.push({ type: action.type, payload, dice });
    state = done.value.state;
  }
  return { options, players, steps: recorded };
}
