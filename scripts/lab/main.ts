/** `npm run lab -- …`: simulate any ruleset or pack file from the command line (win/loss rates with 95 % intervals, game length). */
import { runBatch, specProblem } from '../../shared/lab/batch';
import { labProfiles } from '../../shared/lab/profiles/index';
import { labSubject } from '../../shared/lab/subject';
import type { SimulationSpec } from '../../shared/lab/types';
import { flags, load, option, percent, type CliIo } from '../pack/main';

const USAGE = [
  'npm run lab -- RULESET|PACK.json [--games N] [--seed S] [--policy random|greedy] [--players P]',
  '                                 [--option key=value]… [--param key=value]…',
  `  rulesets: ${[...labProfiles.keys()].join(', ')}`,
];

/** Runs one simulation per policy and prints its figures; returns the exit code. */
export function main(argv: readonly string[], io: CliIo): number {
  const { named, positional } = flags(argv);
  const target = positional[0];
  if (!target || target === 'help') {
    for (const line of USAGE) (target ? io.out : io.err)(line);
    return target ? 0 : 1;
  }
  const games = Number(named.games?.[0] ?? 500);
  const seed = Number(named.seed?.[0] ?? 1);
  if (!Number.isInteger(games) || games < 1 || games > 100_000 || !Number.isInteger(seed) || seed < 0) {
    io.err('--games takes a whole number from 1 to 100000, --seed a whole number from 0');
    return 1;
  }
  const isFile = target.endsWith('.json');
  const pack = isFile ? load(io, target) : undefined;
  if (pack === null) return 1;
  const base = { rulesetId: pack ? `pack:${pack.id}` : target, ...(pack ? { pack } : {}) };
  const subject = labSubject(base);
  if (!subject) {
    io.err(`${target}: the lab cannot simulate it (a ruleset id or a pack file ending in .json)`);
    for (const line of USAGE) io.err(line);
    return 1;
  }
  const params = Object.fromEntries((named.param ?? []).map(option).map(([k, v]) => [k, Number(v)]));
  const players = named.players ? Number(named.players[0]) : undefined;
  const policies = named.policy ?? Object.keys(subject.profile.policies);
  const name = pack ? `${pack.name} ${pack.version}` : target;
  io.out(`${name}: ${games} games per policy, seed ${seed}, ${players ?? subject.profile.players} player(s)`);
  for (const policy of policies) {
    const spec: SimulationSpec = {
      ...base,
      options: Object.fromEntries((named.option ?? []).map(option)),
      policy,
      params,
      games,
      seed,
      ...(players !== undefined ? { players } : {}),
    };
    const problem = specProblem(spec);
    if (problem) {
      io.err(problem);
      return 1;
    }
    const started = performance.now();
    const { summary } = runBatch(spec, { kind: 'setup' });
    const seconds = (performance.now() - started) / 1000;
    const t = summary.turns;
    io.out(`\npolicy ${policy}  (${(games / seconds).toFixed(0)} games/s on one core)`);
    // A competitive game: "won" would be anyone's win, near 100 %; each seat's win rate says more.
    if (summary.seats) {
      io.out(`  a winner   ${percent(summary.seats.withWinner)}`);
      summary.seats.won.forEach((rate, i) => io.out(`  seat ${String(i + 1).padEnd(5)} ${percent(rate)}`));
    }
    for (const result of ['won', 'lost', 'ended', 'unfinished'] as const)
      if (!summary.seats || result !== 'won') io.out(`  ${result.padEnd(10)} ${percent(summary.results[result])}`);
    io.out(
      `  turns      mean ${t.mean.toFixed(1)} (95 % CI ${t.low.toFixed(1)}–${t.high.toFixed(1)}), median ${t.median}, 10–90 % ${t.p10}–${t.p90}`,
    );
    io.out(`  endings    ${summary.endings.map((e) => `${e.code} ${e.count}`).join(', ')}`);
    if (summary.checks)
      io.out(
        `  checks     ${summary.checks.count}: shown ${(summary.checks.predicted * 100).toFixed(1)} %, came off ${percent(summary.checks.observed)}`,
      );
  }
  return 0;
}
