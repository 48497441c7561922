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
    expect(tableView(pack, packState), `${label} after step ${n} (${'core' in step ? step.core.type : step.type})`).toEqual(
      tableView(code, codeState),
    );
  });
  return game.steps.length;
}

/** A seeded game through the code ruleset's own prompts (the random-play generator's way), recording each action, payload and dice. */
export function randomGame(ruleset: Ruleset, options: Record<string, unknown>, players: Player[], seed: number, steps: number): Game {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  let state = foldEvent(ruleset, undefined, { type: CORE.setup, data: { options, players } });
  const recorded: TableStep[] = [];
  for (let i = 0; i < steps && !ruleset.outcome?.(state); i++) {
    const offered = ruleset.prompt(state).actions;
    if (offered.length === 0) break;
    const action: PromptAction = random() < 0.8 ? (offered.find((a) => a.primary) ?? pick(offered)) : pick(offered);
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
