/**
 * Names the table types for things the campaign knows — places, libraries, topics (issue 18): one
 * way to say two names are the same thing, and one way to catch a near miss ("Arkam" for "Arkham",
 * "Candlekep" for "Candlekeep") before it quietly starts a new thing.
 */

/** The form two names are compared in: outer spaces and case ignored. */
export const nameKey = (name: string): string => name.trim().toLowerCase();

/** Whether two names name the same thing. */
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

/** Edits (insert, delete, substitute) between two names, case and outer spaces ignored. */
export function editDistance(a: string, b: string): number {
  const x = nameKey(a);
  const y = nameKey(b);
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return row[y.length];
}

/** A near miss: not the same name, but at most this many edits away. */
export const NEAR_MISS = 2;

/** Each name once, in first-seen order and first spelling (trimmed); blank names left out. */
export function distinctNames(names: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const key = nameKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(name.trim());
  }
  return out;
}

/** The known name this one is (any case), if there is one. */
export const knownName = (known: readonly string[], name: string): string | undefined => known.find((k) => sameName(k, name));

/** The known name this one most likely means: the closest within NEAR_MISS edits (the first of equals), or none. */
export function nearestName(known: readonly string[], name: string): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const k of known) {
    const distance = editDistance(k, name);
    if (distance <= NEAR_MISS && (!best || distance < best.distance)) best = { name: k, distance };
  }
  return best?.name;
}

/**
 * What a typed name is, against the known ones: a known name (in its own spelling), new as the table
 * confirmed (`isNew`), a near miss of a known one (unconfirmed), or unknown (unconfirmed, not near any).
 */
export type NameMatch =
  | { kind: 'known'; name: string }
  | { kind: 'new'; name: string }
  | { kind: 'near-miss'; name: string; suggestion: string }
  | { kind: 'unknown'; name: string };

export function matchName(known: readonly string[], name: string, isNew: boolean | undefined): NameMatch {
  const found = knownName(known, name);
  if (found) return { kind: 'known', name: found };
  if (isNew) return { kind: 'new', name: name.trim() };
  const suggestion = nearestName(known, name);
  return suggestion ? { kind: 'near-miss', name: name.trim(), suggestion } : { kind: 'unknown', name: name.trim() };
}
