import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dieFaces, type RolledDie } from '../../../shared/engine/dice';
import { CORE, diceRequestFor, foldEvents, runAction } from '../../../shared/engine/run';
import type { PromptAction, RulesEvent } from '../../../shared/engine/ruleset';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { PLAYERS } from './helpers';

/** mulberry32: a small seeded PRNG so the random game is the same every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLACES = ['Ann City', 'Ben City', 'Cid City', 'Ann Farm', 'Gate 4', 'Gate 9', 'Crossroads', 'Marsh'];

function playRandom(seed: number, steps: number) {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const setup: RulesEvent = { type: CORE.setup, data: { options: {}, players: PLAYERS } };
  let state = foldEvents<CatanHorrorState>(catanHorror, undefined, [setup]);
  const log: RulesEvent[] = [setup];
  let applied = 0;
  const seeded = ['Ann City', 'Ben City', 'Cid City'];
  for (let i = 0; i < steps && !catanHorror.outcome!(state); i++) {
    const prompt = catanHorror.prompt(state);
    let action: PromptAction | undefined;
    if (state.phase === 'setup' && seeded.length) {
      const label = seeded.shift()!;
      action = { type: 'add-town', payload: { owner: PLAYERS[2 - seeded.length].id, label, size: 'city' } };
    } else {
      const primary = prompt.actions.find((a) => a.primary);
      // the table declares a points victory itself; a random game never does
      const choices = prompt.actions.filter((a) => a.type !== 'declare-victory');
      action = rand() < 0.45 && primary ? primary : pick(choices);
    }
    if (!action) break;
    const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
    for (const field of action.fields ?? []) {
      if (field.kind === 'choice') {
        const open = field.choices.filter((c) => !c.disabled);
        if (open.length) payload[field.name] = pick(open).value;
      } else if (field.kind === 'number') payload[field.name] = field.min + Math.floor(rand() * (field.max - field.min + 1));
      else if (field.kind === 'boolean') payload[field.name] = rand() < 0.5;
      else if (!(field.optional && rand() < 0.5)) payload[field.name] = pick(PLACES);
    }
    const request = diceRequestFor(catanHorror, state, action.type, payload);
    const dice: RolledDie[] = request.ok
      ? (request.value?.dice ?? []).map((die) => ({ die, value: pick(dieFaces(die)), source: 'app' }))
      : [];
    const result = runAction(catanHorror, state, action.type, payload, dice);
    if (!result.ok) {
      expect(result.error.code).toMatch(/^(rules|dice)\//);
      continue;
    }
    applied++;
    state = result.value.state;
    log.push(...result.value.events);
  }
  return { state, log, applied };
}

describe('replay determinism', () => {
  it.each([1, 7, 42])('folding the recorded events from set-up gives exactly the state reached step by step (seed %i)', (seed) => {
    const { state, log, applied } = playRandom(seed, 600);
    expect(applied).toBeGreaterThan(100);
    expect(foldEvents(catanHorror, undefined, log)).toEqual(state);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('a random game visits the whole turn: production, monster movement and wrap-ups', () => {
    const { log } = playRandom(3, 800);
    const seen = new Set(log.map((e) => e.type));
    for (const type of ['production-rolled', 'monster-movement-rolled', 'turn-began', 'gate-opened', 'monster-appeared'])
      expect(seen).toContain(type);
    // the rolls and answers whose fold works out the questions waiting (rules/queue.ts), replayed above from their facts
    for (const type of ['gate-location-rolled', 'monster-surge', 'monster-moved', 'monster-response', 'mad-towns-rolled'])
      expect(seen).toContain(type);
  });
});

describe('old campaigns', () => {
  it.each([
    ['v1-log.json', 'before issue 14'],
    ['v1-drunkards-log.json', 'before issue 14'],
    ['v1-engine1-plain-log.json', 'on engine v1 (patch events), before engine v2'],
    ['v1-engine1-house-log.json', 'on engine v1 with every house rule, before engine v2'],
  ])('replays %s, recorded by version 1 %s, to exactly the state it reached', (file) => {
    const fixture = JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')) as {
      events: RulesEvent[];
      state: unknown;
    };
    expect(fixture.events.length).toBeGreaterThan(100);
    expect(foldEvents(catanHorror, undefined, fixture.events)).toEqual(fixture.state);
    // The game goes on from there under today's rules.
    expect(
      catanHorror.prompt(fixture.state as CatanHorrorState).actions.length +
        (catanHorror.outcome!(fixture.state as CatanHorrorState) ? 1 : 0),
    ).toBeGreaterThan(0);
  });
});
