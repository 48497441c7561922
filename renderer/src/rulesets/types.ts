/** What a ruleset brings to the renderer: its words, its narration and its board. */
import type { Component } from 'vue';
import type { RollLooks } from '../../../shared/engine/dice';
import type { Headlines } from '../../../shared/engine/headlines';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import type { Catalog, Params } from '../i18n/catalog';

/** Narrates one event as a sentence; `cause` is narrated separately from `causes`. */
/** A catalog code with the params it is shown with. */
export interface Coded {
  code: string;
  params?: Params;
}

export type Narrator = (data: Params, event: RulesEvent) => string;

export interface RulesetUi {
  id: string;
  /**
   * Every code the ruleset emits, in English: the ruleset's name (`ruleset/<id>`), a one-line
   * description (`ruleset/<id>/about`), phases, prompts, action and choice labels, tracker
   * labels, option labels (`option/<key>`) and what each changes (`option/<key>/help`),
   * outcome codes and its own error codes.
   */
  messages: Catalog;
  /** Event type → sentence for the history. */
  narrate: Record<string, Narrator>;
  /**
   * The ruleset's headlines (`shared/rulesets/<id>/headlines.ts`, the same declaration main reads):
   * which events the just-happened strip, the table display and the recap lift out, and how heavy.
   */
  headlines?: Headlines;
  /**
   * How a recorded roll's dice look on the table, by the event that carries them (Catan's red and
   * yellow production dice): the shared declaration, so a past roll keeps its dice's colours.
   */
  rollLooks?: RollLooks;
  /** Cause code → the rule that produced an automatic consequence ("Terror reached 3"). */
  causes?: Record<string, string>;
  /** The ruleset's table view (charts, tracks, cards). Props: `state`, `prompt`, `campaign`. */
  board?: Component;
  /**
   * `wide`: the prompt's forms are the heart of the screen (a toolkit of calculators, many inputs a
   * form), so the play screen's side column takes more of the width and the board less.
   */
  side?: 'wide';
  /**
   * The ruleset's layout on the table display: read-only, big type, its tracks and key cards drawn
   * with the shared board pieces (components/board). Props: `state`, `prompt`, `campaign`,
   * `trackers`. Without one, the table display shows every tracker as a track.
   */
  table?: Component;
  /**
   * Whose turn it is, for the table display's first line: a code of the ruleset's catalog and its
   * params (`'<ns>/whose-turn': 'Turn {turn} · {name}'`), read through the ruleset's words.
   */
  whoseTurn?: (state: any) => Coded | null;
  /**
   * Short rules reference in our own words: sections of a heading and paragraphs; `phases` (prompt phase codes, or their
   * beginnings) name the phases a section is about, so F1 opens the reference at the section for the phase in play.
   */
  reference?: readonly { heading: string; paragraphs: readonly string[]; phases?: readonly string[] }[];
}

/** What a ruleset's narration reads, in English: its codes, its narrators, the rules behind its causes (`<id>/words.ts`, plain TypeScript). */
export type RulesetWords = Pick<RulesetUi, 'messages' | 'narrate' | 'causes'>;

/**
 * A ruleset's words in another language: `renderer/src/rulesets/<id>/locales/<lang>.ts` exports
 * `messages` (its codes), and may export `narrate`, `causes` and `reference` in that language.
 */
export type RulesetTranslation = Partial<Pick<RulesetUi, 'messages' | 'narrate' | 'causes' | 'reference'>>;
