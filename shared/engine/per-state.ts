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
