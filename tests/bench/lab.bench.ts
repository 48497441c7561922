/**
 * `npm run bench` (lab part): games per second per core of the variant lab's runner, in-process on
 * one core. Wall time suffers from whatever else the machine runs; the process's CPU time is
 * printed beside it as the steadier figure (issue 35 goals: Catan Horror ≥ 200, Eldritch Express ≥ 100).
 */
import { loadavg } from 'node:os';
import { runBatch } from '../../shared/lab/batch';
import { labProfiles } from '../../shared/lab/profiles/index';

const rows: string[] = [];
for (const profile of labProfiles.values()) {
  for (const policy of Object.keys(profile.policies)) {
    const games = profile.rulesetId === 'runebound-monster-step' ? 2000 : 100;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const { summary, rows: played } = runBatch(
      { rulesetId: profile.rulesetId, options: {}, policy, params: {}, games, seed: 1 },
      { kind: 'setup' },
    );
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    rows.push(
      `| ${profile.rulesetId} | ${policy} | ${games} | ${(games / seconds).toFixed(0)} | ${(games / cpuSeconds).toFixed(0)} | ${summary.turns.mean.toFixed(1)} | ${(played.reduce((n, g) => n + g.steps, 0) / played.length).toFixed(0)} |`,
    );
  }
}
console.log(`\nVariant lab: simulated games per second on one core (a job uses up to two); load average ${loadavg()[0].toFixed(1)}\n`);
console.log('| ruleset | policy | games | games/s (wall) | games/s (CPU time) | mean turns | mean steps |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
