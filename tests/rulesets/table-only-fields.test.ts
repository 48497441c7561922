/**
 * Issue 28: an answer only the table knows (a monster out of the cup, a card drawn, a die's face) starts
 * unchosen everywhere. Every ruleset is played at random through its prompts; each field named below
 * must be declared `mustChoose`, start empty (`initialValue`) and carry no default, and the engine must
 * refuse the action when it is left out, so Enter never records a card nobody drew.
 */
import { describe, expect, it } from 'vitest';
import { initialValue } from '../../shared/engine/fields';
import { runAction } from '../../shared/engine/run';
import type { Player, PromptField, Ruleset } from '../../shared/engine/ruleset';
import { rulesets } from '../../shared/rulesets/registry';
import { playRandomly } from '../support/random-play';

/** `action type › field` of every answer only the table can know, per ruleset (each seen in the walk below). */
const TABLE_ONLY: Record<string, string[]> = {
  'catan-horror': ['place-monster › kind'],
  'eldritch-express': ['choose-investigator › investigator', 'draw › card', 'discard-items › keep'],
  'runebound-monster-step': ['monster-entered-city › monster', 'monster-entered-city › city', 'movement-die-shown › symbol1'],
  'advanced-runebound': ['draw-event › colour', 'place-card › colour', 'place-card › reason', 'check-hazard › terrain'],
  'runebound-seven-scions': ['scion-lost › reason'],
};

const NAMES = ['Ann', 'Bo', 'Cy', 'Dee'];
const playersFor = (ruleset: Ruleset): Player[] =>
  NAMES.slice(0, Math.min(Math.max(3, ruleset.minPlayers), ruleset.maxPlayers)).map((name, i) => ({ id: `p${i + 1}`, name }));
const defaults = (ruleset: Ruleset) => ruleset.optionsSchema.parse(Object.fromEntries(ruleset.options.map((o) => [o.key, o.default])));

describe.each(Object.entries(TABLE_ONLY))('%s', (id, named) => {
  const ruleset = rulesets.get(id)!;
  const games = [11, 23, 37].map((seed) => playRandomly(ruleset, defaults(ruleset), playersFor(ruleset), seed, 300));

  it('starts every answer only the table knows unchosen, with no default', () => {
    const seen = new Set<string>();
    for (const prompt of games.flatMap((g) => g.prompts))
      for (const action of prompt.actions)
        for (const field of action.fields ?? []) {
          const key = `${action.type} › ${field.name}`;
          if (!named.includes(key)) continue;
          seen.add(key);
          expect(field, key).toMatchObject({ kind: 'choice', mustChoose: true });
          expect((field as Extract<PromptField, { kind: 'choice' }>).default, key).toBeUndefined();
          expect(initialValue(field), key).toBe('');
        }
    expect([...seen].sort()).toEqual([...named].sort());
  });

  it('refuses the action when the table left that answer out, every other field filled in', () => {
    let tried = 0;
    for (const { state } of games.flatMap((g) => g.checkpoints)) {
      for (const action of ruleset.prompt(state).actions)
        for (const field of action.fields ?? []) {
          if (!named.includes(`${action.type} › ${field.name}`)) continue;
          const others = (action.fields ?? []).filter((f) => f !== field).map((f) => [f.name, filledIn(f)] as const);
          const payload = { ...(action.payload ?? {}), ...Object.fromEntries(others.filter(([, v]) => v !== '')) };
          tried += 1;
          expect(runAction(ruleset, state, action.type, payload, []).ok, `${action.type} › ${field.name}`).toBe(false);
        }
    }
    expect(tried).toBeGreaterThan(0);
  });
});

/** A field as a hurried table leaves it: its start, or the first choice open when it starts empty. */
function filledIn(field: PromptField): unknown {
  const start = initialValue(field);
  if (start !== '' || field.kind !== 'choice') return start;
  return field.choices.find((c) => !c.disabled)?.value ?? '';
}
