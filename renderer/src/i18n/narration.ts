/**
 * An event told as a sentence: the ONE narration both processes run — the renderer's screens
 * (`wordsFor(id).narrate`, the chronicle's rows) and the main process, which narrates the log into
 * the chronicle's text index (`electron/main/services/chronicle-narration.ts`). Plain TypeScript:
 * the words come through the speaker (`./speaker.ts`), vue-i18n's in the renderer, the plain
 * catalogs' in main.
 */
import type { RolledDie } from '../../../shared/engine/dice';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import type { Narrator } from '../rulesets/types';
import type { Params } from './catalog';
import { coreNarration, describeDice } from './core';
import { shown, translate } from './speaker';

/** What a ruleset brings to narration: its narrators and the rules behind its causes. */
export interface NarrationUi {
  narrate: Record<string, Narrator>;
  causes?: Record<string, string>;
}

/** An event as narration reads it. */
export interface Narrated {
  type: string;
  data: Record<string, unknown>;
  cause?: string | null;
  dice?: readonly RolledDie[] | null;
}

export interface Narration {
  t: (code: string, params?: Params) => string;
  narrate: (event: Omit<Narrated, 'dice'>) => string;
  cause: (code: string | null | undefined) => string | null;
}

/** Narration in a ruleset's namespaces (its own, then the app's), with its narrators and causes (none: the app's words only). */
export function narration(namespaces: readonly string[], ui: NarrationUi | undefined): Narration {
  const t = (code: string, params?: Params) => translate(namespaces, code, params);
  return {
    t,
    narrate: (event) => {
      const core = coreNarration[event.type];
      if (core) return core(event.data, t);
      const narrator = ui?.narrate[event.type];
      const asEvent: RulesEvent = { type: event.type, data: event.data, ...(event.cause ? { cause: event.cause } : {}) };
      return narrator ? shown(narrator(event.data, asEvent)) : t(event.type, event.data);
    },
    cause: (code) => (code ? (ui?.causes?.[code] !== undefined ? shown(ui.causes[code]) : t(code)) : null),
  };
}

/** The sentence an event reads as in the chronicle, with its cause and dice: what a row shows and what the search finds. */
export function sentenceOf(words: Pick<Narration, 'narrate' | 'cause'>, e: Narrated): string {
  const cause = e.cause ? `${words.cause(e.cause)} → ` : '';
  return `${cause}${words.narrate(e)}${e.dice ? ` (${describeDice(e.dice)})` : ''}`;
}
