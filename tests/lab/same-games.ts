/**
 * What "the same games" means for the lab's determinism fixture (`tests/lab/same-games.test.ts`): for
 * every lab profile, a few seeded games per policy — each game's record and SHA-256 digests of its
 * event log, its actions and its final state — plus the summaries of a few small `runBatch` runs and
 * of a "Which is better?" slice from a game under way. `node --import tsx tests/lab/same-games.ts`
 * rewrites the fixture; it was recorded before the lab's speed work (commit e5dcba0), so a change
 * that makes the lab faster must leave every line of it as it was.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldEvents, runAction } from '../../shared/engine/run';
import { playSlice, runBatch } from '../../shared/lab/batch';
import { labChoices } from '../../shared/lab/choices';
import { labProfiles } from '../../shared/lab/profiles/index';
import { labPlayers, simulateGame } from '../../shared/lab/runner';
import { labSubject } from '../../shared/lab/subject';
import type { LabProfile } from '../../shared/lab/types';
import { rulesets } from '../../shared/rulesets/registry';

/** JSON with each object's keys sorted: the same data digests the same whatever order its keys were built in. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
const digest = (value: unknown) => createHash('sha256').update(stable(value)).digest('hex').slice(0, 24);
const defaults = (p: LabProfile) => Object.fromEntries(p.params.map((x) => [x.key, x.default]));

/** Options that switch on what a profile plays (as `tests/lab/profiles.test.ts` runs them). */
export const OPTIONS: Record<string, Record<string, unknown>> = {
  'runebound-seven-scions': { ritualsAndRunes: true },
  'runebound-cataclysm': { ritualsAndRunes: true },
  // Recorded when the lab's empty options meant the options schema's defaults; since session 11 they mean
  // the declared defaults a new campaign gets (DC 12, high grants medium). Named here, the fixture's
  // games stay the games it recorded.
  'dnd-skills': { forcedResearchFirstDc: 'dc-10' },
  'munchkin-rpg': { highGrantsMedium: false },
};

export const SEEDS = [1, 2, 3];

export function sameGames() {
  const games: Record<string, unknown> = {};
  for (const profile of labProfiles.values()) {
    // The game as the lab plays it; the prompts and the replay through the table's own ruleset (stored-event checks and all).
    const { ruleset: simulated } = labSubject(profile)!;
    const ruleset = rulesets.get(profile.rulesetId)!;
    for (const policy of Object.keys(profile.policies)) {
      for (const seed of SEEDS) {
        const game = simulateGame({
          ruleset: simulated,
          profile,
          policy: profile.policies[policy],
          params: defaults(profile),
          seed,
          keepEvents: true,
          keepActions: true,
          start: { options: OPTIONS[profile.rulesetId] ?? {}, players: labPlayers(profile.players) },
        });
        const { state, events, actions, ...record } = game;
        // The prompt at every step, as the table would see it, replayed from the kept actions.
        let at = foldEvents(ruleset, undefined, events.slice(0, 1));
        const prompts = [ruleset.prompt(at)];
        for (const a of actions) {
          const next = runAction(ruleset, at, a.type, a.payload, a.dice);
          if (!next.ok) throw new Error(`${profile.rulesetId} ${policy} ${seed}: a kept action does not replay`);
          at = next.value.state;
          prompts.push(ruleset.prompt(at));
        }
        if (digest(at) !== digest(state)) throw new Error(`${profile.rulesetId} ${policy} ${seed}: the table's replay ends elsewhere`);
        games[`${profile.rulesetId} ${policy} ${seed}`] = {
          record: digest(record),
          steps: record.steps,
          code: record.code,
          events: events.length,
          log: digest(events),
          actions: digest(actions),
          state: digest(state),
          prompts: digest(prompts),
        };
      }
    }
  }
  const batches: Record<string, unknown> = {};
  for (const rulesetId of ['catan-horror', 'eldritch-express', 'runebound-monster-step']) {
    for (const policy of ['greedy', 'random']) {
      const { summary, rows } = runBatch({ rulesetId, options: {}, policy, params: {}, games: 12, seed: 7 }, { kind: 'setup' });
      batches[`${rulesetId} ${policy}`] = { summary: digest(summary), rows: digest(rows), wins: summary.results };
    }
  }
  // "Which is better?": every option of a prompt in a game under way, a few games each.
  const choices: Record<string, unknown> = {};
  for (const rulesetId of ['catan-horror', 'eldritch-express']) {
    const { ruleset, profile } = labSubject({ rulesetId })!;
    const players = labPlayers(profile.players);
    const played = simulateGame({
      ruleset,
      profile,
      policy: profile.policies.greedy,
      params: defaults(profile),
      seed: 5,
      start: { options: {}, players },
      keepEvents: true,
    });
    // The first state after turn 3 whose prompt has three options or more (as the bench's burst starts).
    let state: unknown;
    for (const event of played.events) {
      state = foldEvents(ruleset, state, [event]);
      if (ruleset.turnInfo(state).turn > 3 && !ruleset.outcome?.(state) && labChoices(ruleset, profile, state).options.length >= 3) break;
    }
    const options = labChoices(ruleset, profile, state).options;
    const spec = { rulesetId, options: {}, policy: 'greedy', params: {}, games: 4, seed: 3 };
    choices[rulesetId] = {
      options: digest(options),
      slices: options.map((o) => digest(playSlice(spec, { kind: 'state', state, players, first: o.choice }, 0, 4))),
    };
  }
  return { games, batches, choices };
}

export const FIXTURE = fileURLToPath(new URL('./fixtures/same-games.json', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(FIXTURE, JSON.stringify(sameGames(), null, 1) + '\n');
  console.log(`wrote ${FIXTURE}`);
}
