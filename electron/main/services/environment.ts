/**
 * Errors of the machine around the database, not of the database: no file handles left, a full
 * disk, no permission, a folder where the file should be. They are typed (`db/full` when the disk
 * or quota is full, `db/environment` otherwise, with the system's own code), retried, and never
 * taken for damage — only SQLite's verdict on the file is damage (see `database.ts`).
 */

/** The system's and SQLite's codes for a full disk or quota. */
const FULL = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);

/** The system's and SQLite's codes for a machine that cannot serve the file right now, or at all. */
const ENVIRONMENT = new Set([
  ...FULL,
  'EMFILE',
  'ENFILE',
  'EACCES',
  'EPERM',
  'EROFS',
  'EISDIR',
  'ENOTDIR',
  'EIO',
  'EBUSY',
  'EAGAIN',
  'ENOMEM',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
  'SQLITE_PERM',
  'SQLITE_NOMEM',
]);

/** The code an error carries (`EMFILE`, `SQLITE_IOERR_WRITE`…), or null. */
function codeOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** Whether an error comes from the machine around the file (not from the file, not from our code). */
export function isEnvironmental(error: unknown): boolean {
  if (error instanceof EnvironmentError) return true;
  const code = codeOf(error);
  if (!code) return false;
  // SQLite's extended codes (SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED…) belong to their base code.
  return ENVIRONMENT.has(code) || ENVIRONMENT.has(code.replace(/^(SQLITE_[A-Z]+)_.*$/, '$1'));
}

/** Whether an error says the disk (or the user's quota) is full. */
export function isDiskFull(error: unknown): boolean {
  if (error instanceof EnvironmentError) return error.code === 'db/full';
  const code = codeOf(error);
  return code !== null && FULL.has(code);
}

/** The machine stopped the database file from being checked, opened or written; the file itself says nothing wrong. */
export class EnvironmentError extends Error {
  readonly code: 'db/full' | 'db/environment';
  constructor(
    /** The system's or SQLite's own code: `EMFILE`, `ENOSPC`, `EISDIR`, `SQLITE_CANTOPEN`… */
    readonly osCode: string,
    readonly file: string,
    cause?: unknown,
  ) {
    super(
      FULL.has(osCode)
        ? `The disk holding ${file} is full (${osCode}); nothing more can be saved until space is freed.`
        : osCode === 'EISDIR'
          ? `${file} is a folder, not a campaign database file (EISDIR).`
          : `The campaign database ${file} cannot be reached right now (${osCode}${cause instanceof Error ? `: ${cause.message}` : ''}); the file itself is not damaged.`,
      { cause },
    );
    this.code = FULL.has(osCode) ? 'db/full' : 'db/environment';
  }
}

/** The error as an `EnvironmentError` (kept as it is when it already is one). */
export function environmentError(error: unknown, file: string): EnvironmentError {
  return error instanceof EnvironmentError ? error : new EnvironmentError(codeOf(error) ?? 'unknown', file, error);
}

/** Blocks the thread for `ms` (start-up only, before any window waits on it). */
export function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `attempt`, again after each of `backOff` (ms) while it fails for a reason of the machine's;
 * the last environment error is thrown. Any other error is thrown at once.
 */
export function retryEnvironmental<T>(attempt: () => T, backOff: readonly number[], wait: (ms: number) => void = pause): T {
  for (let i = 0; ; i++) {
    try {
      return attempt();
    } catch (error) {
      if (!isEnvironmental(error) || i >= backOff.length) throw error;
      wait(backOff[i]);
    }
  }
}
