/** Dice the rulesets use, how a value is checked, and how a d10 reads on a chart or in a sum. */

/** A die the rules use. `d10` shows 0-9; `dN` shows 1..N; `faces` is a die with named faces. */
export type DieSpec =
  { kind: 'd6' } | { kind: 'd10' } | { kind: 'dN'; sides: number } | { kind: 'faces'; id: string; faces: readonly string[] };

export type DieValue = number | string;

/** Who produced a die's value: the app's random source, or the physical dice on the table. */
export type DiceSource = 'app' | 'table';

/** The table's dice have colours: a die's look is how the ruleset describes it (a catalog key and its tint), e.g. Catan's red d6. */
export interface DieLook {
  /** Catalog key of the die's name ("Red d6", "Event die", "Attack die {n}") and the params it is read with. */
  code: string;
  params?: Record<string, unknown>;
  tint?: 'red' | 'yellow' | 'white' | 'black' | 'green' | 'blue';
}

/** A set of dice a ruleset asks for, e.g. 2d10 for a lair check; `looks` (one per die) say which physical die each is. */
export interface DiceRequest {
  dice: readonly DieSpec[];
  looks?: readonly DieLook[];
}

/** A ruleset's dice looks by the event a roll is recorded on (event type → one look per die), for drawing a past roll in its colours. */
export type RollLooks = Readonly<Record<string, readonly DieLook[]>>;

/** Dice as recorded in an event: the spec, the value, and who rolled it. */
export interface RolledDie {
  die: DieSpec;
  value: DieValue;
  source: DiceSource;
}

/**
 * Dice in the ruleset's words: each die named by `code` of its catalog, read with `params` and the die's place (`n`, from 1,
 * of `count`) — "Lair check d10", "Attack die {n}".
 */
export function described(
  dice: readonly DieSpec[],
  code: string,
  params: Record<string, unknown> = {},
  tint?: DieLook['tint'],
): DiceRequest {
  return { dice, looks: dice.map((_, i) => ({ code, params: { ...params, n: i + 1, count: dice.length }, ...(tint ? { tint } : {}) })) };
}

export const d6: DieSpec = { kind: 'd6' };
export const d10: DieSpec = { kind: 'd10' };
export const dN = (sides: number): DieSpec => ({ kind: 'dN', sides });

/** `n` copies of a die: `times(2, d10)` is 2d10. */
export function times(n: number, die: DieSpec): DieSpec[] {
  return Array.from({ length: n }, () => die);
}

/** A short name for a die: d6, d10, d20, or the named die's id. */
export function dieLabel(die: DieSpec): string {
  switch (die.kind) {
    case 'd6':
      return 'd6';
    case 'd10':
      return 'd10';
    case 'dN':
      return `d${die.sides}`;
    case 'faces':
      return die.id;
  }
}

/** Every value the die can show, in face order. */
export function dieFaces(die: DieSpec): DieValue[] {
  switch (die.kind) {
    case 'd6':
      return [1, 2, 3, 4, 5, 6];
    case 'd10':
      return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    case 'dN':
      return Array.from({ length: die.sides }, (_, i) => i + 1);
    case 'faces':
      return [...die.faces];
  }
}

/** Whether `value` is a face this die can show. */
export function isValidFace(die: DieSpec, value: unknown): value is DieValue {
  return dieFaces(die).some((face) => face === value);
}

/** A d10's value in a sum or check: 0 counts as 10 (rulings: Everywhere). */
export function d10InSum(value: number): number {
  return value === 0 ? 10 : value;
}

/** Sum of numeric dice, reading d10 zeros as 10. Named faces count 0. */
export function sumDice(dice: readonly RolledDie[]): number {
  return dice.reduce((total, { die, value }) => {
    if (typeof value !== 'number') return total;
    return total + (die.kind === 'd10' ? d10InSum(value) : value);
  }, 0);
}

/** Numeric values of rolled dice, in order. */
export function diceValues(dice: readonly RolledDie[]): DieValue[] {
  return dice.map((d) => d.value);
}
