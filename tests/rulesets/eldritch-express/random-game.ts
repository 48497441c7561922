/** A seeded random player: picks prompted actions, fills their fields, rolls their dice; records prompts and refusals. */
import { dieFaces, type DieValue } from '../../../shared/engine/dice';
import { diceRequestFor } from '../../../shared/engine/run';
import type { Prompt } from '../../../shared/engine/ruleset';
import { seeded } from '../../support/random-play';
import { act, ee, start, tryAct } from './helpers';

export function playRandomly(seed: number, players: number, maxSteps: number, options: Record<string, unknown> = { ancientOne: 'random' }) {
  const game = start(
    Array.from({ length: players }, (_, i) => `P${i + 1}`),
    options,
  );
  const random = seeded(seed);
  const prompts: Prompt[] = [];
  const errors = new Set<string>();
  let steps = 0;
  for (let i = 0; i < maxSteps && !game.state.outcome; i++) {
    const prompt = ee.prompt(game.state);
    prompts.push(prompt);
    if (prompt.actions.length === 0) break;
    let done = false;
    for (let attempt = 0; attempt < 30 && !done; attempt++) {
      const action =
        attempt < 3 && random() < 0.7
          ? (prompt.actions.find((a) => a.primary) ?? prompt.actions[0])
          : prompt.actions[Math.floor(random() * prompt.actions.length)];
      const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
      // The last tries keep every field at its default, as a hurried player would.
      const defaults = attempt >= 25;
      for (const field of action.fields ?? []) {
        if (defaults) {
          if (field.kind === 'choice') {
            const open = field.choices.filter((c) => !c.disabled);
            if (open.length && !field.optional) payload[field.name] = open[0].value;
          } else if (field.kind === 'number') payload[field.name] = field.default ?? field.min;
          else if (field.kind === 'boolean') payload[field.name] = field.default ?? false;
          continue;
        }
        if (field.kind === 'choice') {
          const open = field.choices.filter((c) => !c.disabled);
          if (open.length) payload[field.name] = open[Math.floor(random() * open.length)].value;
        } else if (field.kind === 'number') payload[field.name] = field.min + Math.floor(random() * (field.max - field.min + 1));
        else if (field.kind === 'boolean') payload[field.name] = random() < 0.5;
      }
      const request = diceRequestFor(ee, game.state, action.type, payload);
      const values: DieValue[] =
        request.ok && request.value
          ? request.value.dice.map((d) => {
              const f = dieFaces(d);
              return f[Math.floor(random() * f.length)];
            })
          : [];
      const result = tryAct(game.state, action.type, payload, values);
      if (result.ok) {
        act(game, action.type, payload, values);
        done = true;
        steps++;
      } else errors.add(result.error.code);
    }
    if (!done) throw new Error(`stuck at ${prompt.phase} ${prompt.code}`);
  }
  return { ...game, prompts, errors, steps };
}
