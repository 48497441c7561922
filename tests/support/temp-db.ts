/** Real SQLite files in a temp folder for tests: never a mock of our own database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function tempDir(prefix = 'doomkeeper-test-'): { dir: string; file: (name: string) => string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, file: (name) => join(dir, name), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
