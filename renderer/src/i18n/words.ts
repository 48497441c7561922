/** `useWords(rulesetId)`: the catalogs for a ruleset's screen, the core catalog behind them. */
import type { RulesEvent } from '../../../shared/engine/ruleset';
import type { ErrorData } from '../../../shared/engine/result';
import { rulesetUis } from '../rulesets/registry';
import { translate, type Catalog, type Params } from './catalog';
import { coreMessages, coreNarration } from './core';

export interface Words {
  t: (code: string, params?: Params) => string;
  narrate: (event: { type: string; data: Record<string, unknown>; cause?: string | null }) => string;
  cause: (code: string | null | undefined) => string | null;
  error: (error: ErrorData) => string;
}

export function wordsFor(rulesetId: string | null): Words {
  const ui = rulesetId ? rulesetUis.get(rulesetId) : undefined;
  const catalogs: Catalog[] = [...(ui ? [ui.messages] : []), ...[...rulesetUis.values()].map((r) => r.messages), coreMessages];
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
