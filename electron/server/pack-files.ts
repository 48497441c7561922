/**
 * Pack files named on the command line (`serve.ts --pack FILE`, `npm run pack -- play FILE`): each
 * checked whole before anything starts, then installed into the database the server opens — the
 * same `packs/import` the Packs screen sends — so it plays as its pinned ruleset
 * (`pack:<id>@<hash>`), a campaign made from it is pinned to that exact text, and it is still there
 * at the next start without the flag.
 */
import { readFileSync } from 'node:fs';
import type { Result } from '../../shared/engine/result';
import type { InstalledPack } from '../../shared/rpc/contract';
import type { Pack } from '../../shared/packs/schema';
import { checkPack } from '../main/services/packs';

/** A pack file read and checked whole; nothing stored yet. */
export interface PackFile {
  file: string;
  text: string;
  pack: Pack;
}

export type PackFileResult = { ok: true; packFile: PackFile } | { ok: false; problems: string[] };

/** Reads and checks one pack file: every problem is a line naming its JSON pointer (nothing is registered or stored either way). */
export function readPackFile(file: string): PackFileResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { ok: false, problems: [`${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`] };
  }
  const checked = checkPack(text);
  if (!checked.ok) {
    const { problems } = checked.error.details as { problems: { pointer: string; message: string; code: string }[] };
    return { ok: false, problems: problems.map((p) => `${file} ${p.pointer || '/'}  ${p.message}  [${p.code}]`) };
  }
  return { ok: true, packFile: { file, text, pack: checked.value.pack } };
}

type Dispatch = (method: string, args: unknown) => Result<unknown>;

export type InstallResult = { ok: true; installed: InstalledPack; already: boolean } | { ok: false; problem: string };

/**
 * Installs a checked file into the database the services hold, as the Packs screen does: stored once
 * by its hash and registered under its pinned id. The same text again is `already` installed; another
 * text with the same id and version is refused (`packs/version_taken`: a campaign may be pinned to the
 * first, so an edit needs a new version), and nothing is changed.
 */
export function installPackFile(dispatch: Dispatch, { file, text }: PackFile): InstallResult {
  const result = dispatch('packs/import', { text });
  if (!result.ok) return { ok: false, problem: `${file}: ${result.error.message}` };
  const { pack, already } = result.value as { pack: InstalledPack; already: boolean };
  return { ok: true, installed: pack, already };
}

/** The line a server prints for a pack it installed (or found installed). */
export const installedLine = ({ installed, already }: { installed: InstalledPack; already: boolean }): string =>
  `${installed.name} ${installed.version} ${already ? 'is installed' : 'installed'} as ${installed.rulesetId}`;
