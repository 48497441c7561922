/**
 * `wordsFor(rulesetId)`: what a screen of a ruleset says — its codes, its events narrated, the rule
 * behind a cause, an error — from the ruleset's own namespace, then the app's, never another
 * ruleset's (vue-i18n, `./index.ts`). The ruleset's words load with it (`loadRulesetUi`); until they
 * arrive a code shows itself, and a screen reading `wordsFor` in a computed redraws when they do.
 */
import type { ErrorData } from '../../../shared/engine/result';
import { loadRulesetUi, rulesetNames, rulesetUi } from '../rulesets/registry';
import type { Params } from './catalog';
import { appMessages } from './app';
import { addWords, APP, hasWords, i18n, shown } from './index';
import { narration } from './narration';

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
  const { t, narrate, cause } = narration(namespaces, ui);
  return {
    t,
    narrate,
    cause,
    error: (error) => {
      const params = { ...(error.details ?? {}), index1: typeof error.details?.index === 'number' ? error.details.index + 1 : '' };
      return namespaces.some((n) => hasWords(n, error.code)) ? t(error.code, params) : shown(error.message);
    },
  };
}
