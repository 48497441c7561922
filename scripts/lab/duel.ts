/**
 * Two versions of the lab in one process, alternately (issue 33, docs/lab.md "Speed"): on a shared machine two
 * processes run minutes apart see different loads, and a few per cent of difference drowns in it. Bundle
 * `shared/lab/batch.ts` of each tree with esbuild, then:
 *
 *   npx esbuild shared/lab/batch.ts --bundle --platform=node --format=esm --outfile=/tmp/lab-old.mjs   (in the old tree)
 *   npx esbuild shared/lab/batch.ts --bundle --platform=node --format=esm --outfile=/tmp/lab-new.mjs   (in the new one)
 *   node --import tsx scripts/lab/duel.ts /tmp/lab-old.mjs /tmp/lab-new.mjs [rulesetId] [policy] [rounds] [games a round]
 *
 * Each warms up on 120 games, then the rounds alternate which goes first; CPU time per game of each, and new/old. Play
 * 12 rounds or more (with 4 the first version still pays for compiling: identical bundles read 1.78, with 12 1.00), and
 * check two bundles of the same code read ~1.00.
 */
import { loadavg } from 'node:os';
import type { runBatch } from '../../shared/lab/batch';

const [oldPath, newPath, rulesetId = 'catan-horror', policy = 'random', rounds = '16', per = '8'] = process.argv.slice(2);
if (!oldPath || !newPath) throw new Error('usage: duel.ts <old bundle> <new bundle> [rulesetId] [policy] [rounds] [games a round]');
type Lab = { runBatch: typeof runBatch };
const versions: [string, Lab][] = [
  ['old', (await import(oldPath)) as Lab],
  ['new', (await import(newPath)) as Lab],
];
const spec = { rulesetId, options: {}, policy, params: {} };
for (const [, lab] of versions) lab.runBatch({ ...spec, games: 120, seed: 777 }, { kind: 'setup' });
const cpu: Record<string, number> = { old: 0, new: 0 };
const steps: Record<string, number> = { old: 0, new: 0 };
for (let round = 0; round < Number(rounds); round++) {
  for (const [name, lab] of round % 2 ? [...versions].reverse() : versions) {
    const started = process.cpuUsage();
    const { rows } = lab.runBatch({ ...spec, games: Number(per), seed: 1 + round }, { kind: 'setup' });
    const used = process.cpuUsage(started);
    cpu[name] += (used.user + used.system) / 1e6;
    steps[name] += rows.reduce((n, r) => n + r.steps, 0);
  }
}
const games = Number(rounds) * Number(per);
const rate = (name: string) => `${(games / cpu[name]).toFixed(1)} games/s (${((cpu[name] * 1e6) / steps[name]).toFixed(1)} µs a step)`;
console.log(
  `${rulesetId} ${policy}: old ${rate('old')}, new ${rate('new')}; new/old ${(cpu.old / cpu.new).toFixed(3)}; steps ${steps.old} / ${steps.new}; load ${loadavg()[0].toFixed(1)}`,
);
