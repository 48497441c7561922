/** Checks that every code a ruleset emits (prompts, actions, choices, fields, trackers, options, events, causes, errors) has words in its catalog. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { dieFaces, type RolledDie } from '../../../shared/engine/dice';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { diceRequestFor, runAction } from '../../../shared/engine/run';
import type { Catalog } from '../../../renderer/src/i18n/catalog';
import { prng, start } from './helpers';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Error codes written in the ruleset's source: `fail('code'` and `return 'rules/…'`. */
export function errorCodesIn(dirs: readonly string[]): string[] {
  const codes = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/fail\(\s*['`]([a-z_/-]+)['`]/g)) codes.add(m[1]);
    for (const m of text.matchAll(/return '(rules\/[a-z_-]+)'/g)) codes.add(m[1]);
  }
  return [...codes];
}

/** Plays random walks and returns every code met that has no catalog entry (or narrator/cause). */
export function missingWords(
  ruleset: Ruleset,
  ui: { messages: Catalog; narrate: Record<string, unknown>; causes?: Record<string, string> },
  runs: { options: Record<string, unknown>; players: number; seed: number }[],
  sourceDirs: readonly string[],
): string[] {
  const missing = new Set<string>();
  const need = (code: string) => { if (ui.messages[code] === undefined) missing.add(code); };
  need(`ruleset/${ruleset.id}`);
  need(`ruleset/${ruleset.id}/about`);
  for (const o of ruleset.options) { need(`option/${o.key}`); need(`option/${o.key}/help`); }
  for (const code of errorCodesIn(sourceDirs)) if (!code.startsWith('dice/')) need(code);
  for (const run of runs) {
    const rand = prng(run.seed);
    let game = start(ruleset, run.options, run.players);
    for (let step = 0; step < 400; step++) {
      const state = game.state;
      const prompt = ruleset.prompt(state);
      need(prompt.phase); need(prompt.code); need(ruleset.turnInfo(state).phase);
      for (const t of ruleset.trackers(state)) need(t.code);
      const outcome = ruleset.outcome?.(state);
      if (outcome) need(outcome.code);
      for (const a of prompt.actions) {
        need(a.code ?? a.type);
        for (const f of a.fields ?? []) {
          need(`field/${f.name}`);
          if (f.kind === 'choice') for (const c of f.choices) need(c.code);
        }
      }
      if (prompt.actions.length === 0) break;
      const action = prompt.actions[Math.floor(rand() * prompt.actions.length)];
      const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
      for (const f of action.fields ?? []) {
        if (f.kind === 'choice') payload[f.name] = f.choices[Math.floor(rand() * f.choices.length)]?.value;
        if (f.kind === 'number') payload[f.name] = f.min + Math.floor(rand() * Math.min(f.max - f.min + 1, 6));
        if (f.kind === 'text') payload[f.name] = rand() < 0.5 ? 'Inner Fire' : 'Outer Fire';
        if (f.kind === 'boolean') payload[f.name] = rand() < 0.5;
      }
      const request = diceRequestFor(ruleset, state, action.type, payload);
      const dice: RolledDie[] = request.ok ? (request.value?.dice ?? []).map((die) => ({ die, value: dieFaces(die)[Math.floor(rand() * dieFaces(die).length)], source: 'app' })) : [];
      const result = runAction(ruleset, state, action.type, payload, dice);
      if (!result.ok) { need(result.error.code); continue; }
      for (const e of result.value.events) {
        if (ui.narrate[e.type] === undefined) missing.add(`narrate:${e.type}`);
        if (e.cause && ui.causes?.[e.cause] === undefined) missing.add(`cause:${e.cause}`);
      }
      game = { ...game, state: result.value.state };
    }
  }
  return [...missing];
}
