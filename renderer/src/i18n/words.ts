/**
 * `wordsFor(rulesetId)`: what a screen of a ruleset says — its codes, its events narrated, the rule
 * behind a cause, an error — from the ruleset's own namespace, then the app's, never another
 * ruleset's (vue-i18n, `./index.ts`). The ruleset's words load with it (`loadRulesetUi`); until they
 * arrive a code shows itself, and a screen reading `wordsFor` in a computed redraws when they do.
 */
import type { RulesEvent } from '../../../shared/engine/ruleset';
import type { ErrorData } from '../../../shared/engine/result';
import { loadRulesetUi, rulesetNames, rulesetUi } from '../rulesets/registry';
import type { Params } from './catalog';
import { appMessages } from './app';
import { coreNarration } from './core';
import { addWords, APP, hasWords, i18n, shown, translate } from './index';

addWords(APP, { ...appMessages, ...rulesetNames });
export { i18n };

export interface Words {
  t: (code: string, params?: Params) => string;
  narrate: (event: { type: string; data: Record<string, unknown>; cause?: string | null }) => string;
  cause: (code: string | null | undefined) => string | null;
  error: (error: ErrorData) => string;
}

export function wordsFor(rulesetId: string | null): Words {
  const ui = rulesetId ? rulesetUi(rulesetId) : undefined;
  if (rulesetId && !ui) void loadRulesetUi(rulesetId);
  const namespaces = ui ? [ui.id, APP] : [APP];
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
    error: (error) => {
      const params = { ...(error.details ?? {}), index1: typeof error.details?.index === 'number' ? error.details.index + 1 : '' };
      return namespaces.some((n) => hasWords(n, error.code)) ? t(error.code, params) : shown(error.message);
    },
  };
}
