/** The pack command line's commands, over a small I/O interface so tests run them without a terminal. */
import { gameSeed } from '../../shared/lab/random';
import { simulateGame, labPlayers } from '../../shared/lab/runner';
import { spread, wilson, type Rate } from '../../shared/lab/stats';
import { checkPackText } from '../../shared/packs/check';
import { packJsonSchemaText } from '../../shared/packs/json-schema';
import { packLabProfile } from '../../shared/packs/lab';
import { packRuleset } from '../../shared/packs/ruleset';
import type { Pack } from '../../shared/packs/schema';

export interface CliIo {
  read: (file: string) => string;
  write: (file: string, text: string) => void;
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = [
  'npm run pack -- check FILE                     check a pack: every problem with its JSON pointer',
  'npm run pack -- sim FILE [--games N] [--seed S] [--players P] [--policy random|greedy] [--option key=value]',
  '                                               simulate: win/loss rates with 95 % Wilson intervals, game length',
  'npm run pack -- schema [FILE]                  write the JSON Schema (default docs/packs/pack.schema.json)',
  'npm run pack -- play FILE [--port P] [--db FILE] [--seed N]',
  '                                               the browser build with a scratch campaign of the pack; prints its URL',
];

/** Reads and checks a pack file; prints its problems and returns null when it is refused. */
export function load(io: CliIo, file: string | undefined, games?: number): Pack | null {
  if (!file) {
    io.err('which pack? npm run pack -- check FILE');
    return null;
  }
  let text: string;
  try {
    text = io.read(file);
  } catch (error) {
    io.err(`${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
  const checked = checkPackText(text, games === undefined ? {} : { games });
  if (checked.ok) return checked.pack;
  io.err(`${file}: refused, ${checked.problems.length} problem${checked.problems.length === 1 ? '' : 's'}`);
  for (const p of checked.problems) io.err(`  ${p.pointer || '/'}  ${p.message}  [${p.code}]`);
  return null;
}

/** `--name value` pairs (repeatable) and the positional arguments. */
export function flags(args: readonly string[]) {
  const named: Record<string, string[]> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i].startsWith('--')) (named[args[i].slice(2)] ??= []).push(args[++i] ?? '');
    else positional.push(args[i]);
  }
  return { named, positional };
}

/** A rate with its 95 % Wilson interval, in percent. */
export const percent = (r: Rate) => `${(r.rate * 100).toFixed(1)} % (95 % CI ${(r.low * 100).toFixed(1)}–${(r.high * 100).toFixed(1)})`;

/** `key=value` as an option: numbers and booleans typed, anything else a string. */
export function option(value: string): [string, unknown] {
  const [key, raw = ''] = value.split('=');
  if (raw === 'true' || raw === 'false') return [key, raw === 'true'];
  return [key, /^-?\d+$/.test(raw) ? Number(raw) : raw];
}

function simulate(io: CliIo, pack: Pack, args: Record<string, string[]>): number {
  const games = Number(args.games?.[0] ?? 200);
  const seed = Number(args.seed?.[0] ?? 1);
  if (!Number.isInteger(games) || games < 1 || games > 100_000 || !Number.isInteger(seed)) {
    io.err('--games takes a whole number from 1 to 100000, --seed a whole number');
    return 1;
  }
  const ruleset = packRuleset(pack);
  const profile = packLabProfile(pack, ruleset);
  const players = Number(args.players?.[0] ?? profile.players);
  if (!Number.isInteger(players) || players < pack.players.min || players > pack.players.max) {
    io.err(`--players: ${pack.name} seats ${pack.players.min} to ${pack.players.max}`);
    return 1;
  }
  const options = Object.fromEntries((args.option ?? []).map(option));
  const parsed = ruleset.optionsSchema.safeParse(options);
  if (!parsed.success) {
    io.err(`--option: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ')}`);
    return 1;
  }
  const policies = args.policy ?? Object.keys(profile.policies);
  io.out(`${pack.name} ${pack.version}: ${games} games per policy, seed ${seed}, ${players} player${players === 1 ? '' : 's'}`);
  for (const name of policies) {
    const policy = profile.policies[name];
    if (!policy) {
      io.err(`--policy: one of ${Object.keys(profile.policies).join(', ')}`);
      return 1;
    }
    const records = Array.from({ length: games }, (_, i) =>
      simulateGame({
        ruleset,
        profile,
        policy,
        params: {},
        seed: gameSeed(seed, i),
        start: { options: parsed.data, players: labPlayers(players) },
      }),
    );
    const count = (result: string) => wilson(records.filter((r) => r.result === result).length, games);
    const turns = spread(records.map((r) => r.turns));
    const steps = spread(records.map((r) => r.steps));
    io.out(`\npolicy ${name}`);
    for (const result of ['won', 'lost', 'ended', 'unfinished']) io.out(`  ${result.padEnd(10)} ${percent(count(result))}`);
    io.out(
      `  turns      mean ${turns.mean.toFixed(1)} (95 % CI ${turns.low.toFixed(1)}–${turns.high.toFixed(1)}), median ${turns.median}, 10–90 % ${turns.p10}–${turns.p90}`,
    );
    io.out(`  actions    mean ${steps.mean.toFixed(1)}, median ${steps.median}`);
    const codes = new Map<string, number>();
    for (const r of records) codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
    io.out(
      `  endings    ${[...codes]
        .sort((a, b) => b[1] - a[1])
        .map(([c, n]) => `${c} ${n}`)
        .join(', ')}`,
    );
  }
  return 0;
}

/** Runs one command; returns the exit code (1 when a pack is refused or the command is wrong). */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  const { named, positional } = flags(rest);
  switch (command) {
    case 'check': {
      const pack = load(io, positional[0]);
      if (!pack) return 1;
      io.out(
        `${positional[0]}: ${pack.name} ${pack.version} is a valid pack (${pack.actions.length} actions, ${pack.triggers.length} triggers, ${pack.tracks.length} tracks)`,
      );
      return 0;
    }
    case 'sim': {
      const pack = load(io, positional[0]);
      return pack ? simulate(io, pack, named) : 1;
    }
    case 'schema': {
      const file = positional[0] ?? 'docs/packs/pack.schema.json';
      io.write(file, packJsonSchemaText());
      io.out(`wrote ${file}`);
      return 0;
    }
    case 'play':
      return (await import('./play')).play(io, positional[0], named);
    default:
      for (const line of USAGE) io.err(line);
      return command === undefined || command === 'help' ? 0 : 1;
  }
}
