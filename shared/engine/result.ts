/** Results as data: rule violations and RPC errors are returned, never thrown. */

export interface ErrorData {
  /** Stable code, e.g. `rules/wrong_phase`; the renderer turns it into words. */
  code: string;
  /**
   * For logs. The rules (`shared/`) carry no English: a refusal by the engine or a ruleset repeats its
   * code here, and the renderer's catalogs give the words (`refuse`). The host's own errors
   * (`electron/`) may say more.
   */
  message: string;
  /** Extra data the catalog may use (which field, which value). */
  details?: Record<string, unknown>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorData };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/**
 * A failure with an English `message` — for the host (`electron/`), whose errors are about files and
 * connections. The rules use `refuse(code, details)`: a code and the params its words need.
 */
export const fail = (code: string, message: string, details?: Record<string, unknown>): { ok: false; error: ErrorData } => ({
  ok: false,
  error: details ? { code, message, details } : { code, message },
});

/** A refusal as data: a stable code and the params its words need. The words live in the renderer's catalogs. */
export type Refusal = { ok: false; error: ErrorData };

/**
 * How the engine and the rulesets refuse: `refuse(code, { name, min, max })` — a code such as `rules/counter_limit`. No
 * English is assembled in `shared/`: the renderer turns the code and details into words
 * (`renderer/src/rulesets/<id>/messages.ts`, `renderer/src/i18n/core.ts`), and
 * `tests/rulesets/refusal-words.test.ts` proves every code written in a ruleset has words.
 */
export function refuse(code: string, details?: Record<string, unknown>): Refusal {
  return { ok: false, error: details ? { code, message: code, details } : { code, message: code } };
}
