/**
 * Per-state memory for derived lists (foes, units, offers): a state is never changed once made, so
 * what is worked out from it holds as long as it lives. The prompt and the engine ask the same
 * questions of one state several times (availability, then offers); this answers them once.
 */
export function perState<S extends object, T>(derive: (state: S) => T): (state: S) => T {
  const memory = new WeakMap<S, T>();
  return (state) => {
    if (memory.has(state)) return memory.get(state)!;
    const value = derive(state);
    memory.set(state, value);
    return value;
  };
}
