/**
 * Structural sharing for answers from main: each answer is parsed afresh, so every object in it is
 * new even where nothing changed, and every component given a part of it redraws. `shareUnchanged`
 * returns `next` with each part that equals the same part of `prev` (same JSON value) replaced by
 * `prev`'s object — so a part a click did not change keeps its identity, and a component whose props
 * are all the same objects is not drawn again. Plain JSON data only (what main sends); neither
 * argument is changed.
 */
export function shareUnchanged<T>(prev: unknown, next: T): T {
  return share(prev, next) as T;
}

function share(prev: unknown, next: unknown): unknown {
  if (prev === next) return prev;
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next;
    const out = next.map((item, i) => (i < prev.length ? share(prev[i], item) : item));
    return out.length === prev.length && out.every((item, i) => item === prev[i]) ? prev : out;
  }
  if (Array.isArray(prev) || !plain(prev) || !plain(next)) return next;
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  if (keys.includes('__proto__')) return next; // not rebuilt by assignment (it would set a prototype)
  let same = keys.length === Object.keys(before).length;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = Object.hasOwn(before, key) ? share(before[key], after[key]) : after[key];
    if (value !== before[key] || !Object.hasOwn(before, key)) same = false;
    out[key] = value;
  }
  return same ? prev : out;
}

/** A plain object (as JSON.parse makes them): a Map, a Set or a class instance is never shared by its keys. */
function plain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
