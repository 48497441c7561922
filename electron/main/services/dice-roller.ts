/** Rolls dice in main with an unbiased CSPRNG (crypto.randomInt) — the only place the app rolls — or takes the table's. */
import { randomInt } from 'node:crypto';
import { dieFaces, type DiceRequest, type RolledDie } from '../../../shared/engine/dice';
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { RollInput } from '../../../shared/rpc/contract';

export function rollDice(request: DiceRequest): RolledDie[] {
  return request.dice.map((die) => {
    const faces = dieFaces(die);
    return { die, value: faces[randomInt(faces.length)], source: 'app' as const };
  });
}

/** The dice for an action: none, rolled here, or the table's values (checked for count; faces are checked by the engine). */
export function resolveRoll(request: DiceRequest | null, roll: RollInput | undefined, roller: (request: DiceRequest) => RolledDie[]): Result<RolledDie[]> {
  if (!request || request.dice.length === 0) {
    return roll?.source === 'table' ? fail('dice/not_needed', 'This action takes no dice.') : ok([]);
  }
  if (!roll) return fail('dice/needed', `Roll or enter ${request.dice.length === 1 ? 'the die' : `${request.dice.length} dice`} first.`, { count: request.dice.length });
  if (roll.source === 'app') return ok(roller(request));
  if (roll.values.length !== request.dice.length) {
    return fail('dice/wrong_count', `This needs ${request.dice.length} dice, got ${roll.values.length}.`, { wanted: request.dice.length, got: roll.values.length });
  }
  return ok(request.dice.map((die, i) => ({ die, value: roll.values[i], source: 'table' as const })));
}
