/** `npm run lab`: any ruleset or pack file, rates with 95 % intervals and game length, the same figures for the same seed. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../scripts/lab/main';

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(argv, {
    read: (file) => readFileSync(file, 'utf8'),
    write: () => {},
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  // Games per second differ from run to run; every other figure is the seed's.
  return { code, out: out.join('\n').replace(/\(\d+ games\/s on one core\)/g, ''), err: err.join('\n') };
}

describe('the lab command line', () => {
  it('simulates a ruleset with each policy: rates with intervals, game length, endings; the same seed prints the same figures', () => {
    const first = run('advanced-runebound', '--games', '30', '--seed', '7');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/policy greedy/);
    expect(first.out).toMatch(/policy random/);
    // A competitive game: how often anyone won, then each seat's win rate — no single "won".
    expect(first.out).toMatch(/a winner +\d+\.\d % \(95 % CI \d+\.\d–\d+\.\d\)/);
    expect(first.out).toMatch(/seat 1 +\d+\.\d % \(95 % CI/);
    expect(first.out).not.toMatch(/^ {2}won /m);
    expect(first.out).toMatch(/turns +mean \d+\.\d \(95 % CI/);
    expect(run('advanced-runebound', '--games', '30', '--seed', '7').out).toBe(first.out);
    expect(run('advanced-runebound', '--games', '30', '--seed', '8').out).not.toBe(first.out);
  });

  it('simulates a pack file with no profile, with the policy asked for', () => {
    const result = run('packs/runebound-monster-step.json', '--games', '10', '--policy', 'random');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/policy random/);
    expect(result.out).not.toMatch(/policy greedy/);
    expect(result.out).toMatch(/lost +\d/);
  });

  it('takes options and the table’s chances; says what is wrong and exits 1 otherwise', () => {
    expect(run('dnd-skills', '--games', '20', '--param', 'dc=5', '--policy', 'greedy').out).toMatch(/won +100\.0 %/);
    const unknown = run('chess');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/cannot simulate/);
    expect(run('dnd-skills', '--param', 'dc=500').err).toMatch(/dc must be from 0 to 80/);
    expect(run('munchkin-rpg', '--policy', 'clever').err).toMatch(/no "clever" policy/);
    expect(run('catan-horror', '--games', 'many').code).toBe(1);
    expect(run('nowhere.json').err).toMatch(/cannot be read/);
  });
});
