/** Seeded randomness for simulations (mulberry32): the same seed plays the same games. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pickOne = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** The seed of game `index` of a run: spread out so neighbouring games do not share streams. */
export const gameSeed = (runSeed: number, index: number): number =>
  (Math.imul(runSeed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35)) >>> 0;
