/**
 * The last roll on the table display: its dice as they lie on the table (Catan's red and yellow, the
 * event die's face as its symbol) and what they were rolled for — the event the roll is recorded on,
 * in the ruleset's own sentence ("Monster movement: Ghoul 4 (4+) MOVES.").
 */
import type { RollLooks, RolledDie } from '../../../../shared/engine/dice';
import type { HistoryEntry } from '../../../../shared/rpc/contract';
import type { ShownDie } from '../../components/board/DiceTray.vue';
import { shownDie } from '../../components/board/dice';
import type { Words } from '../../i18n/words';

export interface ShownRoll {
  dice: ShownDie[];
  source: RolledDie['source'] | undefined;
  /** What the roll was for: the lead sentence of its event's narration. */
  purpose: string;
}

/** The first sentence of a narration: the rest (who draws what) is the history's to tell. */
export function leadSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end < 0 ? text.trim() : text.slice(0, end + 1).trim();
}

export function shownRoll(roll: { dice: readonly RolledDie[]; event: HistoryEntry }, words: Words, looks?: RollLooks): ShownRoll {
  const tints = looks?.[roll.event.type];
  return {
    dice: roll.dice.map((rolled, i) => {
      const tint = tints?.[i]?.tint;
      return tint ? { ...shownDie(rolled), colour: tint } : shownDie(rolled);
    }),
    source: roll.dice[0]?.source,
    purpose: leadSentence(words.narrate(roll.event)),
  };
}
