/**
 * The chronicle's narrators for its text search (`chronicle-narrators.ts`), as the chronicle asks
 * them: by the ruleset a campaign plays. This module is small and loaded at start; the narrators
 * (every ruleset's catalogs in every language, half of the server's bundle) are reached only
 * through `narratorOf`, which the browser build's server evaluates on the first search
 * (`scripts/build-server.mjs`).
 */
import type { Ruleset } from '../../../shared/engine/ruleset';
import { packOf } from '../../../shared/packs/ruleset';
import { narratorOf, type ChronicleNarrator } from './chronicle-narrators';

export type { ChronicleNarrator } from './chronicle-narrators';

/** The narrator of a ruleset's events in a shipped language (null for a language the app does not ship, or a ruleset without words). */
export function chronicleNarrator(rulesetId: string, ruleset: Ruleset, locale: string, appVersion: string): ChronicleNarrator | null {
  return narratorOf(rulesetId, packOf(ruleset), locale, appVersion);
}
