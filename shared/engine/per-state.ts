/**
 * Per-state memory: a ruleset's state is never changed once made, so what is worked out from it
 * holds as long as it lives. The prompt, the dice request and the action each ask the same
 * questions of one state (is this action available? what does it offer?); this answers them once.
 * It keeps only the latest state's answer: the questions come in a row about the state the table is
 * at, and a single slot costs the garbage collector nothing (a WeakMap per question cost more than
 * it saved).
 */

/** No state asked yet (a state may be `undefined` or `null`). */
const NONE: unique symbol = Symbol('no state yet');

export function perState<S, T>(derive: (state: S) => T): (state: S) => T {
  // Two variables, not a record: asking about a new state allocates nothing (the prompt asks ~60 of these a step).
  let knownState: S | typeof NONE = NONE;
  let knownValue: T | undefined;
  return (state) => {
    if (knownState === state) return knownValue as T;
    const value = derive(state);
    knownState = state;
    knownValue = value;
    return value;
  };
}

/**
 * Like `perState`, for what depends on a few parts of the state only (its towns, its knights…): the answer is kept
 * while every part is the very object (or value) it was. A reducer keeps each list it did not change, so a step that
 * moves a knight does not rebuild what the towns alone decide. `parts` must name everything `derive` reads of the
 * state (the same-games fixture, tests/lab/same-games.test.ts, replays every prompt of seeded games to prove it).
 */
export function perParts<S, T>(parts: (state: S) => readonly unknown[], derive: (state: S) => T): (state: S) => T {
  // The state last asked about, too: the prompt, the dice request and the action ask again of the same state, and then
  // not even the parts' list is made.
  let knownState: S | typeof NONE = NONE;
  let known: readonly unknown[] | undefined;
  let knownValue: T | undefined;
  return (state) => {
    if (knownState === state) return knownValue as T;
    const now = parts(state);
    if (!known || !samePart(known, now)) {
      knownValue = derive(state);
      known = now;
    }
    knownState = state;
    return knownValue as T;
  };
}

const samePart = (a: readonly unknown[], b: readonly unknown[]): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};
