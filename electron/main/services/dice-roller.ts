/** Rolls dice in main with an unbiased CSPRNG (crypto.randomInt): the only place the app rolls. */
import { randomInt } from 'node:crypto';
import { dieFaces, type DiceRequest, type RolledDie } from '../../../shared/engine/dice';

export function rollDice(request: DiceRequest): RolledDie[] {
  return request.dice.map((die) => {
    const faces = dieFaces(die);
    return { die, value: faces[randomInt(faces.length)], source: 'app' as const };
  });
}
