/**
 * Pack files the browser build plays without installing them (`serve.ts --pack FILE`, `npm run pack
 * -- play FILE`): each checked whole, then registered as the ruleset `pack:<id>` for this process only.
 * Installed packs (the database's) are the Packs screen's; these are for designers and tests.
 */
import { readFileSync } from 'node:fs';
import type { Ruleset } from '../../shared/engine/ruleset';
import { checkPackText } from '../../shared/packs/check';
import { packRuleset } from '../../shared/packs/ruleset';
import type { Pack } from '../../shared/packs/schema';
import { registerRuleset } from '../../shared/rulesets/registry';

export type PackFileResult = { ok: true; pack: Pack; ruleset: Ruleset } | { ok: false; problems: string[] };

/** Reads, checks and registers one pack file; every problem is a line naming its JSON pointer, and nothing is registered then. */
export function registerPackFile(file: string): PackFileResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { ok: false, problems: [`${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`] };
  }
  const checked = checkPackText(text);
  if (!checked.ok) return { ok: false, problems: checked.problems.map((p) => `${file} ${p.pointer || '/'}  ${p.message}  [${p.code}]`) };
  const ruleset: Ruleset = packRuleset(checked.pack);
  const registered = registerRuleset(ruleset);
  if (!registered.ok) return { ok: false, problems: [`${file}: the ruleset id ${ruleset.id} is taken by another pack`] };
  return { ok: true, pack: checked.pack, ruleset };
}
