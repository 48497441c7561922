/** A seeded random table for property tests: picks prompt actions, fills their fields and dice at random. */
import { expect } from 'vitest';
import { dieFaces, type RolledDie } from '../../../shared/engine/dice';
import { CORE, diceRequestFor, foldEvents, runAction } from '../../../shared/engine/run';
import type { PromptAction, RulesEvent } from '../../../shared/engine/ruleset';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import type { AdvancedRuneboundState } from '../../../shared/rulesets/advanced-runebound/state';
import { deepFreeze, seeded } from '../../support/random-play';
import { NAMES } from './helpers';

/** Fills an action's fields at random, as a table might. */
export function payloadFor(action: PromptAction, random: () => number): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...action.payload };
  for (const field of action.fields ?? []) {
    if (field.kind === 'choice') {
      const choices = field.choices.filter((c) => !c.disabled);
      if (choices.length) payload[field.name] = choices[Math.floor(random() * choices.length)].value;
    } else if (field.kind === 'number') {
      payload[field.name] = field.min + Math.floor(random() * (field.max - field.min + 1));
    } else if (field.kind === 'boolean') {
      payload[field.name] = random() < 0.5;
    }
  }
  return payload;
}

export function playRandomly(seed: number, players: number, steps: number) {
  const random = seeded(seed);
  const setup: RulesEvent = {
    type: CORE.setup,
    data: { options: { soloThreeCards: random() < 0.5 }, players: NAMES.slice(0, players).map((name, i) => ({ id: `p${i + 1}`, name })) },
  };
  const log: RulesEvent[] = [setup];
  let state: AdvancedRuneboundState = deepFreeze(foldEvents(advancedRunebound, undefined, [setup]));
  let accepted = 0;
  const prompts = [advancedRunebound.prompt(state)];
  const errors: string[] = [];
  for (let i = 0; i < steps && !advancedRunebound.outcome!(state); i++) {
    if (random() < 0.03) {
      const trackers = advancedRunebound.trackers(state);
      const tracker = trackers[Math.floor(random() * trackers.length)];
      const to = Math.min(tracker.max, Math.max(tracker.min, tracker.value + (random() < 0.5 ? -1 : 1)));
      const event: RulesEvent = { type: CORE.trackerAdjusted, data: { tracker: tracker.id, to } };
      log.push(event);
      state = deepFreeze(foldEvents(advancedRunebound, state, [event]));
      continue;
    }
    const prompt = advancedRunebound.prompt(state);
    // Card placements are what drive the game forward; weight them so the Endgame is reached.
    const weighted = prompt.actions.flatMap((a) => (a.type === 'place-card' ? [a, a, a, a, a, a] : [a]));
    const action = weighted[Math.floor(random() * weighted.length)];
    const payload = payloadFor(action, random);
    const request = diceRequestFor(advancedRunebound, state, action.type, payload);
    if (!request.ok) throw new Error(request.error.message);
    const dice: RolledDie[] = (request.value?.dice ?? []).map((die) => {
      const faces = dieFaces(die);
      return { die, value: faces[Math.floor(random() * faces.length)], source: 'app' };
    });
    const result = runAction(advancedRunebound, state, action.type, payload, dice);
    if (!result.ok) {
      expect(result.error.code).toMatch(/^rules\//);
      errors.push(result.error.code);
      continue;
    }
    accepted++;
    log.push(...result.value.events);
    state = deepFreeze(result.value.state);
    prompts.push(advancedRunebound.prompt(state));
  }
  return { state, log, accepted, prompts, errors };
}
