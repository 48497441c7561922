/** Rituals and Runes (VA 46): the ritual tracker's name-conflict rule and slot filling, as pure functions. */
import { RITUAL_SLOTS, type Terrain } from './data';

/** A ritual owned by a hero, its five terrain slots and which of them hold a counter. */
export interface Ritual {
  id: string;
  title: string;
  owner: string;
  slots: Terrain[];
  filled: boolean[];
}

/**
 * The capitalised words of a ritual's title, lower-cased for comparison.
 * Every word that starts with a capital letter counts, the first word included (ruling R-A1).
 */
export function capitalisedWords(title: string): string[] {
  const words = title.match(/[\p{L}\p{N}']+/gu) ?? [];
  const caps = words.filter((w) => /^\p{Lu}/u.test(w)).map((w) => w.toLocaleLowerCase('en'));
  return [...new Set(caps)];
}

/** The first ritual the owner already holds that shares a capitalised word with `title`, and that word. */
export function nameConflict(
  rituals: readonly Ritual[],
  owner: string,
  title: string,
  ignoreId?: string,
): { ritual: Ritual; word: string } | null {
  const mine = capitalisedWords(title);
  for (const ritual of rituals) {
    if (ritual.owner !== owner || ritual.id === ignoreId) continue;
    const theirs = new Set(capitalisedWords(ritual.title));
    const word = mine.find((w) => theirs.has(w));
    if (word !== undefined) return { ritual, word };
  }
  return null;
}

/** The first empty slot showing this terrain, or -1. */
export function emptySlotFor(ritual: Ritual, terrain: Terrain): number {
  return ritual.slots.findIndex((t, i) => t === terrain && !ritual.filled[i]);
}

/** A ritual is usable once all five slots hold a counter. */
export function isEmpowered(ritual: Ritual): boolean {
  return ritual.filled.length === RITUAL_SLOTS && ritual.filled.every(Boolean);
}
