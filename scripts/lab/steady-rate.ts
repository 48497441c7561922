/**
 * The steady rate of simulated games (issue 33): `runBatch` after a warm-up of games of the same ruleset and policy
 * (other seeds), then games/s by the process's CPU time — no timers or profiler in the way. For comparing two trees
 * alternately on a shared machine (docs/lab.md, "Speed"): bundle each with esbuild and run them one after the other.
 *
 *   node --import tsx scripts/lab/steady-rate.ts [rulesetId] [policy] [warm-up games] [timed games]
 */
import { loadavg } from 'node:os';
import { runBatch } from '../../shared/lab/batch';

const [rulesetId = 'catan-horror', policy = 'random', warm = '120', timed = '150'] = process.argv.slice(2);
const spec = { rulesetId, options: {}, policy, params: {} };
runBatch({ ...spec, games: Number(warm), seed: 777 }, { kind: 'setup' });
const cpu = process.cpuUsage();
const started = performance.now();
const { rows } = runBatch({ ...spec, games: Number(timed), seed: 1 }, { kind: 'setup' });
const used = process.cpuUsage(cpu);
const seconds = (used.user + used.system) / 1e6;
const steps = rows.reduce((n, r) => n + r.steps, 0);
console.log(
  `${rulesetId} ${policy}: ${(Number(timed) / seconds).toFixed(1)} games/s CPU (${((Number(timed) * 1000) / (performance.now() - started)).toFixed(1)} wall), ${((seconds * 1e6) / steps).toFixed(1)} µs CPU a step, ${(steps / rows.length).toFixed(0)} steps a game; load ${loadavg()[0].toFixed(1)}`,
);
