/**
 * Work run from a timer or an event, where nothing would catch what it throws: Node ends the
 * process on an uncaught exception, so every such callback goes through here and its error is
 * logged instead (issue 27: a copy thrown from a timer once took the server down).
 */

/** `work` made safe to hand to a timer or an event: what it throws is logged with `what`, never rethrown. */
export function guarded<A extends unknown[]>(
  what: string,
  work: (...args: A) => void,
  log: (message: string, error: unknown) => void = console.error,
): (...args: A) => void {
  return (...args: A) => {
    try {
      work(...args);
    } catch (error) {
      try {
        log(`${what} failed`, error);
      } catch {
        // Even the log may fail (no file handles left); the process still goes on.
      }
    }
  };
}
