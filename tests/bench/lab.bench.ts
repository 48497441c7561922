/** `npm run bench` (lab part): games per second per core of the variant lab's runner, in-process on one core. */
import { runBatch } from '../../shared/lab/batch';
import { labProfiles } from '../../shared/lab/profiles/index';

const rows: string[] = [];
for (const profile of labProfiles.values()) {
  for (const policy of Object.keys(profile.policies)) {
    const games = profile.rulesetId === 'runebound-monster-step' ? 2000 : 100;
    const started = performance.now();
    const { summary } = runBatch({ rulesetId: profile.rulesetId, options: {}, policy, params: {}, games, seed: 1 }, { kind: 'setup' });
    const seconds = (performance.now() - started) / 1000;
    rows.push(`| ${profile.rulesetId} | ${policy} | ${games} | ${(games / seconds).toFixed(0)} | ${summary.turns.mean.toFixed(1)} |`);
  }
}
console.log('\nVariant lab: simulated games per second on one core (a job shares the pool: one thread per core)\n');
console.log('| ruleset | policy | games | games/s per core | mean turns |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
