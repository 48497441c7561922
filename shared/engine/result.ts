/** Results as data: rule violations and RPC errors are returned, never thrown. */

export interface ErrorData {
  /** Stable code, e.g. `rules/wrong_phase`; the renderer turns it into words. */
  code: string;
  /** English fallback for logs and unknown codes; the UI prefers its catalog. */
  message: string;
  /** Extra data the catalog may use (which field, which value). */
  details?: Record<string, unknown>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorData };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = (code: string, message: string, details?: Record<string, unknown>): { ok: false; error: ErrorData } => ({
  ok: false,
  error: details ? { code, message, details } : { code, message },
});
