/** A random order drawn with dice, so shuffles are inputs like every other roll: dN(n), dN(n-1) ... dN(2). */
import { dN, type DieSpec } from '../engine/dice';

/** The dice that put n things in a random order (none for 0 or 1 thing). */
export function shuffleDice(n: number): DieSpec[] {
  const dice: DieSpec[] = [];
  for (let sides = n; sides >= 2; sides--) dice.push(dN(sides));
  return dice;
}

/** Each die picks, by its value, one of the things still left; the last one left comes last. */
export function orderFromDice<T>(items: readonly T[], values: readonly number[]): T[] {
  const left = [...items];
  const order: T[] = [];
  for (const value of values) {
    if (left.length === 0) break;
    const [picked] = left.splice(Math.min(Math.max(value, 1), left.length) - 1, 1);
    order.push(picked);
  }
  return [...order, ...left];
}
