/** A seeded game of random valid actions, read off the prompter, for the property tests. */
import { dieFaces, type RolledDie } from '../../../shared/engine/dice';
import type { PromptAction, RulesEvent } from '../../../shared/engine/ruleset';
import { CORE, diceRequestFor, foldEvents, runAction } from '../../../shared/engine/run';
import { deepFreeze, seeded } from '../../support/random-play';
import { rules, setupEvent, type State } from './helpers';

/** Number fields kept to values a real table would enter, so games last and lairs close. */
const NUMBER_RANGES: Record<string, [number, number]> = { life: [1, 6], skill: [0, 6], experience: [0, 6] };

function payloadFor(action: PromptAction, state: State, random: () => number): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
  for (const field of action.fields ?? []) {
    if (field.kind === 'choice') {
      const open = field.choices.filter((c) => !c.disabled);
      payload[field.name] = open[Math.floor(random() * open.length)].value;
    } else if (field.kind === 'number') {
      const [lo, hi] = NUMBER_RANGES[field.name] ?? [field.min, field.max];
      const base = field.name === 'experience' ? state.hero.experience : lo;
      payload[field.name] = Math.min(hi, base + Math.floor(random() * 2)) || lo + Math.floor(random() * (hi - lo + 1));
    } else if (field.kind === 'boolean') {
      payload[field.name] = random() < 0.5;
    }
  }
  return payload;
}

export const SEEDS = [1, 7, 42, 2026, 31337, 5, 99, 123456];
const RARE = new Set(['dragon-rune-gained', 'event-card-in-play']);

/** Plays a seeded game of valid actions (with a few manual corrections); returns every event and each state. */
export function playRandomGame(seed: number, steps: number) {
  const random = seeded(seed);
  const options = {
    doomLength: 10 + Math.floor(random() * 6),
    lairCheckOneDie: random() < 0.5,
    noMarkerToOutskirts: random() < 0.5,
    simpleMonsterMovement: random() < 0.3,
    cityChartClosesHeldCity: random() < 0.3,
    sealWhileStaying: random() < 0.4,
    seekingEventsRaiseTerror: random() < 0.3,
  };
  const log: RulesEvent[] = [setupEvent(options)];
  let state = foldEvents(rules, undefined, log);
  const seen: { at: number; state: State }[] = [];
  for (let i = 0; i < steps; i++) {
    deepFreeze(state);
    if (random() < 0.04) {
      const tracker = rules.trackers(state)[Math.floor(random() * rules.trackers(state).length)];
      const to = Math.max(tracker.min, Math.min(tracker.max, tracker.value + (random() < 0.5 ? -1 : 1)));
      const event: RulesEvent = { type: CORE.trackerAdjusted, data: { tracker: tracker.id, from: tracker.value, to } };
      log.push(event);
      state = rules.setTracker(state, tracker.id, to);
      continue;
    }
    const offered = rules.prompt(state).actions;
    if (offered.length === 0) break;
    const primary = offered.find((a) => a.primary);
    let action = primary && random() < 0.7 ? primary : offered[Math.floor(random() * offered.length)];
    // Runes and Event cards end games fast; keep them rare so the long game reaches the Monster Step's corners.
    if (primary && RARE.has(action.type) && random() < 0.9) action = primary;
    const payload = payloadFor(action, state, random);
    const request = diceRequestFor(rules, state, action.type, payload);
    if (!request.ok) throw new Error(request.error.message);
    const dice: RolledDie[] = (request.value?.dice ?? []).map((die) => {
      const faces = dieFaces(die);
      return { die, value: faces[Math.floor(random() * faces.length)], source: random() < 0.5 ? 'app' : 'table' };
    });
    const result = runAction(rules, state, action.type, payload, dice);
    if (!result.ok)
      throw new Error(`seed ${seed} step ${i}: offered ${action.type} ${JSON.stringify(payload)} was refused: ${result.error.code}`);
    log.push(...result.value.events);
    state = result.value.state;
    seen.push({ at: log.length, state });
  }
  return { log, state, seen };
}
