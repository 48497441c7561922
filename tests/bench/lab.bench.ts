/**
 * `npm run bench` (lab part): games per second per core of the variant lab's runner, in-process on
 * one core. Wall time suffers from whatever else the machine runs; the process's CPU time is
 * printed beside it as the steadier figure (issue 33/35 goals: Catan Horror ≥ 200 per policy,
 * Eldritch Express ≥ 100).
 *
 * A lab thread plays thousands of games and is kept for the next run, so the figure that says what a
 * core holds is the **steady** one: the games timed after a warm-up of WARM_UP_CPU seconds of games
 * of the same ruleset and policy (other seeds), once the JIT has compiled the ruleset's hot paths
 * (Catan Horror's take a few hundred games to settle). The warm-up's own rate — a fresh thread's
 * first games, compiling as it goes, the compile threads' CPU counted — is printed beside it.
 * `LAB_BENCH_RULESETS=catan-horror,eldritch-express` narrows it to those rulesets.
 */
import { loadavg } from 'node:os';
import { foldEvents } from '../../shared/engine/run';
import { playSlice, runBatch } from '../../shared/lab/batch';
import { DEFAULT_COMPARED, labChoices } from '../../shared/lab/choices';
import { labPlayers, simulateGame } from '../../shared/lab/runner';
import { labSubject } from '../../shared/lab/subject';
import { labProfiles } from '../../shared/lab/profiles/index';
import type { SimulationSpec } from '../../shared/lab/types';

const WARM_UP_CPU = 3;
/** `LAB_BENCH_RULESETS=catan-horror` (comma-separated) times only those rulesets, and skips the burst of the others. */
const ONLY = process.env.LAB_BENCH_RULESETS?.split(',').filter(Boolean);
const benched = (rulesetId: string) => !ONLY || ONLY.includes(rulesetId);

/** Plays games of the spec (seeds apart from the timed run's) until WARM_UP_CPU seconds of CPU have gone: the games played and that time. */
function warmUp(spec: Omit<SimulationSpec, 'games' | 'seed'>): { games: number; cpu: number } {
  let games = 0;
  let cpu = 0;
  for (let seed = 1_000_001; cpu < WARM_UP_CPU; seed++) {
    cpu += timed(() => runBatch({ ...spec, games: 5, seed }, { kind: 'setup' })).cpu;
    games += 5;
  }
  return { games, cpu };
}

/** CPU seconds (this process: its compile and collector threads too) and wall seconds of `run`. */
function timed<T>(run: () => T): { value: T; cpu: number; wall: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = run();
  const used = process.cpuUsage(cpu);
  return { value, cpu: (used.user + used.system) / 1e6, wall: (performance.now() - started) / 1000 };
}

const rows: string[] = [];
for (const profile of labProfiles.values()) {
  if (!benched(profile.rulesetId)) continue;
  for (const policy of Object.keys(profile.policies)) {
    const games = profile.rulesetId === 'runebound-monster-step' ? 2000 : 100;
    const spec = { rulesetId: profile.rulesetId, options: {}, policy, params: {} };
    const warm = warmUp(spec);
    const run = timed(() => runBatch({ ...spec, games, seed: 1 }, { kind: 'setup' }));
    const { summary, rows: played } = run.value;
    rows.push(
      `| ${profile.rulesetId} | ${policy} | ${games} | ${(warm.games / warm.cpu).toFixed(0)} | ${(games / run.wall).toFixed(0)} | **${(games / run.cpu).toFixed(0)}** | ${summary.turns.mean.toFixed(1)} | ${(played.reduce((n, g) => n + g.steps, 0) / played.length).toFixed(0)} |`,
    );
  }
}
console.log(
  `\nVariant lab: simulated games per second on one core (a job shares the pool: one thread per core), steady after ${WARM_UP_CPU} s of warm-up games; load average ${loadavg()[0].toFixed(1)}\n`,
);
console.log('| ruleset | policy | games | warm-up games/s (CPU) | games/s (wall) | games/s (CPU time) | mean turns | mean steps |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

/**
 * "Which is better?": from a game under way (the first prompt with three options or more after turn
 * 3 of a greedy seed-5 game), the first five options each played for 20 games on one core — the CPU
 * time per game, and so how many games per option a 5 s burst on one core holds.
 */
const burst: string[] = [];
for (const rulesetId of ['runebound-monster-step', 'catan-horror']) {
  if (!benched(rulesetId)) continue;
  const { ruleset, profile } = labSubject({ rulesetId })!;
  const players = labPlayers(profile.players);
  const played = simulateGame({
    ruleset,
    profile,
    policy: profile.policies.greedy,
    params: {},
    seed: 5,
    start: { options: {}, players },
    keepEvents: true,
  });
  let state: unknown;
  let found: unknown = null;
  for (const event of played.events) {
    state = foldEvents(ruleset, state, [event]);
    if (ruleset.turnInfo(state).turn > 3 && !ruleset.outcome?.(state) && labChoices(ruleset, profile, state).options.length >= 3) {
      found = state;
      break;
    }
  }
  if (!found) continue;
  const options = labChoices(ruleset, profile, found).options.slice(0, DEFAULT_COMPARED);
  const spec = { rulesetId, options: {}, policy: 'greedy', params: {}, games: 20, seed: 1 };
  const cpu = process.cpuUsage();
  for (const option of options) playSlice(spec, { kind: 'state', state: found, players, first: option.choice }, 0, 20);
  const used = process.cpuUsage(cpu);
  const perGame = (used.user + used.system) / 1e6 / (20 * options.length);
  burst.push(
    `| ${rulesetId} | ${ruleset.prompt(found).code} | ${options.length} | ${(perGame * 1000).toFixed(1)} | ${Math.floor(5 / perGame / options.length)} |`,
  );
}
console.log('\n"Which is better?": a 5 s burst on one core, from a game under way (greedy for the rest)\n');
console.log('| ruleset | prompt | options | CPU ms per game | games per option in 5 s |');
console.log('|---|---|---|---|---|');
for (const row of burst) console.log(row);
