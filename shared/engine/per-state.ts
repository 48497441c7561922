/**
 * Per-state memory: a ruleset's state is never changed once made, so what is worked out from it
 * holds as long as it lives. The prompt, the dice request and the action each ask the same
 * questions of one state (is this action available? what does it offer?); this answers them once.
 * It keeps only the latest state's answer: the questions come in a row about the state the table is
 * at, and a single slot costs the garbage collector nothing (a WeakMap per question cost more than
 * it saved).
 */
export function perState<S, T>(derive: (state: S) => T): (state: S) => T {
  let known: { state: S; value: T } | undefined;
  return (state) => {
    if (known && known.state === state) return known.value;
    const value = derive(state);
    known = { state, value };
    return value;
  };
}
