/**
 * Benchmark (prints figures; not a test): how long each ruleset takes to build its prompt, over
 * random walks played through the prompts themselves. Every prompt of the walk is timed the first
 * time its state is asked for, as the app does after each action; one walk per ruleset warms the
 * JIT and the rulesets' caches (e.g. Eldritch Express's odds) first. Goal: p99 ≤ 2 ms (issue 17).
 * Wall time suffers from whatever else the machine runs; the CPU time the process spent on the
 * prompt (process.cpuUsage, microseconds) is printed beside it as the steadier figure.
 * Run: node --import tsx tests/bench/prompts.bench.ts
 */
import { performance } from 'node:perf_hooks';
import type { Ruleset } from '../../shared/engine/ruleset';
import { rulesets } from '../../shared/rulesets/registry';
import { playRandomly } from '../support/random-play';

const WALKS = Number(process.env.PROMPT_WALKS ?? 6);
const STEPS = Number(process.env.PROMPT_STEPS ?? 1500);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

interface Samples {
  wall: number[];
  cpu: number[];
}

/** The ruleset with its prompt timed into `samples` (milliseconds). */
function timed<S>(ruleset: Ruleset<S>, samples: Samples | null): Ruleset<S> {
  return {
    ...ruleset,
    prompt: (state) => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const prompt = ruleset.prompt(state);
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(c0);
      samples?.wall.push(wall);
      samples?.cpu.push((cpu.user + cpu.system) / 1000);
      return prompt;
    },
  };
}

function walk(ruleset: Ruleset, seed: number, samples: Samples | null) {
  const options = ruleset.optionsSchema.parse({});
  const seats = Math.max(ruleset.minPlayers, Math.min(2, ruleset.maxPlayers));
  const players = Array.from({ length: seats }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
  playRandomly(timed(ruleset, samples), options, players, seed, STEPS);
}

const only = process.argv[2];
const rows: string[] = [];
for (const ruleset of rulesets.values()) {
  if (only && ruleset.id !== only) continue;
  walk(ruleset, 1, null);
  const samples: Samples = { wall: [], cpu: [] };
  for (let seed = 2; seed < 2 + WALKS; seed++) walk(ruleset, seed, samples);
  const wall = samples.wall.sort((a, b) => a - b);
  const cpu = samples.cpu.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(3).padStart(7);
  rows.push(`${ruleset.id.padEnd(24)} ${String(wall.length).padStart(6)}  wall p50 ${f(quantile(wall, 0.5))}  p99 ${f(quantile(wall, 0.99))}  max ${f(wall[wall.length - 1])}   cpu p50 ${f(quantile(cpu, 0.5))}  p99 ${f(quantile(cpu, 0.99))}  max ${f(cpu[cpu.length - 1])} (ms)`);
}
console.log(`Prompt build time over random walks (${WALKS} walks of up to ${STEPS} actions each, after one warm-up walk)`);
console.log(`${'ruleset'.padEnd(24)} prompts`);
for (const row of rows) console.log(row);
