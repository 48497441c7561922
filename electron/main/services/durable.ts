/** Making a finished file survive a power cut: fsync the file, then the folder that names it. */
import { closeSync, fsyncSync, openSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Flushes a file's bytes to the disk. */
export function fsyncFile(file: string): void {
  const fd = openSync(file, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Flushes a folder's entries (a rename or a new name) to the disk; a no-op where folders cannot be opened (Windows). */
export function fsyncDir(dir: string): void {
  let fd: number;
  try {
    fd = openSync(dir, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on a folder; the rename itself is still atomic there.
  } finally {
    closeSync(fd);
  }
}

/** Removes a SQLite file with its journal, WAL and shared-memory companions. */
export function removeWithCompanions(file: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}

/** Removes the files of a folder whose names match; returns their names. */
export function removeMatching(dir: string, pattern: RegExp): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const matching = names.filter((name) => pattern.test(name));
  for (const name of matching) rmSync(join(dir, name), { force: true });
  return matching;
}
