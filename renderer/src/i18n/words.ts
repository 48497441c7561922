/**
 * `wordsFor(rulesetId)`: a ruleset's own catalog, then the app's (core words and every ruleset's
 * name) — never another ruleset's. The ruleset's words load with it (`loadRulesetUi`); until they
 * arrive a code shows itself, and screens reading `wordsFor` in a computed redraw when they do.
 */
import type { RulesEvent } from '../../../shared/engine/ruleset';
import type { ErrorData } from '../../../shared/engine/result';
import { loadRulesetUi, rulesetNames, rulesetUi } from '../rulesets/registry';
import { translate, type Catalog, type Params } from './catalog';
import { coreMessages, coreNarration } from './core';

export interface Words {
  t: (code: string, params?: Params) => string;
  narrate: (event: { type: string; data: Record<string, unknown>; cause?: string | null }) => string;
  cause: (code: string | null | undefined) => string | null;
  error: (error: ErrorData) => string;
}

export function wordsFor(rulesetId: string | null): Words {
  const ui = rulesetId ? rulesetUi(rulesetId) : undefined;
  if (rulesetId && !ui) void loadRulesetUi(rulesetId);
  const catalogs: Catalog[] = [...(ui ? [ui.messages] : []), rulesetNames, coreMessages];
  const t = (code: string, params?: Params) => translate(catalogs, code, params);
  return {
    t,
    narrate: (event) => {
      const core = coreNarration[event.type];
      if (core) return core(event.data, t);
      const narrator = ui?.narrate[event.type];
      const asEvent: RulesEvent = { type: event.type, data: event.data, ...(event.cause ? { cause: event.cause } : {}) };
      return narrator ? narrator(event.data, asEvent) : t(event.type, event.data);
    },
    cause: (code) => (code ? (ui?.causes?.[code] ?? t(code)) : null),
    error: (error) => {
      const params = { ...(error.details ?? {}), index1: typeof error.details?.index === 'number' ? error.details.index + 1 : '' };
      const known = catalogs.some((c) => c[error.code] !== undefined);
      return known ? t(error.code, params) : error.message;
    },
  };
}
