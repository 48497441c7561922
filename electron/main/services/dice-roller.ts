/**
 * Rolls dice in main — the only place the app rolls — with an unbiased CSPRNG (crypto.randomInt),
 * or with a seeded generator for reproducible runs (`npm run serve -- --seed N`, end-to-end tests);
 * or takes the table's.
 */
import { randomInt } from 'node:crypto';
import { dieFaces, type DiceRequest, type RolledDie } from '../../../shared/engine/dice';
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { RollInput } from '../../../shared/rpc/contract';

/** How main rolls the app's dice; injectable through `ServiceOptions.rollDice`. */
export type DiceRoller = (request: DiceRequest) => RolledDie[];

/** The app's dice: crypto-random, unbiased. */
export function rollDice(request: DiceRequest): RolledDie[] {
  return request.dice.map((die) => {
    const faces = dieFaces(die);
    return { die, value: faces[randomInt(faces.length)], source: 'app' as const };
  });
}

/** The dice for an action: none, rolled here, or the table's values (checked for count; faces are checked by the engine). */
export function resolveRoll(
  request: DiceRequest | null,
  roll: RollInput | undefined,
  roller: (request: DiceRequest) => RolledDie[],
): Result<RolledDie[]> {
  if (!request || request.dice.length === 0) {
    return roll?.source === 'table' ? fail('dice/not_needed', 'This action takes no dice.') : ok([]);
  }
  if (!roll)
    return fail('dice/needed', `Roll or enter ${request.dice.length === 1 ? 'the die' : `${request.dice.length} dice`} first.`, {
      count: request.dice.length,
    });
  if (roll.source === 'app') return ok(roller(request));
  if (roll.values.length !== request.dice.length) {
    return fail('dice/wrong_count', `This needs ${request.dice.length} dice, got ${roll.values.length}.`, {
      wanted: request.dice.length,
      got: roll.values.length,
    });
  }
  return ok(request.dice.map((die, i) => ({ die, value: roll.values[i], source: 'table' as const })));
}

/**
 * A reproducible roller: the same seed gives the same faces for the same requests in the same
 * order (mulberry32, each face equally likely up to 2^-32). For tests and demos, never for play:
 * a seed that is known makes every roll known.
 */
export function seededRoller(seed: number): DiceRoller {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (request) =>
    request.dice.map((die) => {
      const faces = dieFaces(die);
      return { die, value: faces[Math.floor(next() * faces.length)], source: 'app' as const };
    });
}
