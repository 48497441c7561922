/**
 * Installed variant packs in the campaign database: each exact text once, keyed by its SHA-256,
 * checked whole before it is stored and registered as a ruleset (`pack:<id>@<hash>`) at start-up.
 * A campaign is pinned to the text it was created with (`campaign_packs`), so a text in use is
 * never removed and a campaign always replays under its own text.
 */
import { createHash } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { checkPackText, type CheckOptions, type PackProblem } from '../../../shared/packs/check';
import { pinnedRulesetId } from '../../../shared/packs/pinned';
import { packRuleset } from '../../../shared/packs/ruleset';
import type { Pack } from '../../../shared/packs/schema';
import { registerRuleset, rulesets } from '../../../shared/rulesets/registry';
import type Database from 'better-sqlite3';
import { preparedOnce, type Db } from './database';

type Statement = Database.Statement<unknown[]>;

/** One stored pack text. */
export interface PackRow {
  hash: string;
  packId: string;
  version: string;
  rulesetId: string;
  text: string;
  installedAt: string;
}

/** A stored pack row that no longer holds what was stored (its text does not match its hash, or no longer checks). */
export interface DamagedPack {
  hash: string;
  packId: string;
  version: string;
  problem: string;
}

export const packHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

interface Row {
  hash: string;
  pack_id: string;
  version: string;
  ruleset_id: string;
  text: string;
  installed_at: string;
}

const toPackRow = (r: Row): PackRow => ({
  hash: r.hash,
  packId: r.pack_id,
  version: r.version,
  rulesetId: r.ruleset_id,
  text: r.text,
  installedAt: r.installed_at,
});

/** A text checked whole, with the ruleset it plays as; nothing stored yet. */
export interface CheckedPack {
  pack: Pack;
  hash: string;
  rulesetId: string;
  text: string;
}

/** Checks a pack text whole: every problem with its pointer, or the pack and the id it plays under. */
export function checkPack(text: string, options?: CheckOptions): Result<CheckedPack> {
  const checked = checkPackText(text, options);
  if (!checked.ok) return invalid(checked.problems);
  const hash = packHash(text);
  return ok({ pack: checked.pack, hash, text, rulesetId: pinnedRulesetId(checked.pack.id, hash) });
}

function invalid(problems: PackProblem[]): Result<never> {
  const shown = problems.slice(0, 50);
  return fail(
    'packs/invalid',
    `The pack was not installed: ${problems.length} problem${problems.length === 1 ? '' : 's'} (${shown
      .map((p) => `${p.pointer || '/'}: ${p.message}`)
      .join('; ')}).`,
    { problems: shown, count: problems.length },
  );
}

/** Registers the ruleset of a checked text (once per process: the id names the exact text). */
export function registerPack(checked: CheckedPack): Ruleset {
  const known = rulesets.get(checked.rulesetId);
  if (known) return known;
  const ruleset = packRuleset(checked.pack, checked.rulesetId);
  registerRuleset(ruleset);
  return ruleset;
}

export class PackStore {
  /** Statements prepared once per SQL text (preparing per call leaks native memory). */
  private readonly sql: (text: string) => Statement;

  constructor(db: Db) {
    this.sql = preparedOnce(db);
  }

  /** The text a campaign is pinned to, or null for a campaign of a code ruleset. */
  pinnedTo(campaignId: number): PackRow | null {
    const row = this.sql('SELECT p.* FROM campaign_packs c JOIN packs p ON p.hash = c.pack_hash WHERE c.campaign_id = ?').get(
      campaignId,
    ) as Row | undefined;
    return row ? toPackRow(row) : null;
  }

  list(): PackRow[] {
    return (this.sql('SELECT * FROM packs ORDER BY pack_id, installed_at').all() as Row[]).map(toPackRow);
  }

  byHash(hash: string): PackRow | null {
    const row = this.sql('SELECT * FROM packs WHERE hash = ?').get(hash) as Row | undefined;
    return row ? toPackRow(row) : null;
  }

  byRulesetId(rulesetId: string): PackRow | null {
    const row = this.sql('SELECT * FROM packs WHERE ruleset_id = ?').get(rulesetId) as Row | undefined;
    return row ? toPackRow(row) : null;
  }

  /** Other texts stored under the same pack id and version (a different pack that claims the same name). */
  sameVersion(packId: string, version: string, hash: string): PackRow[] {
    return (this.sql('SELECT * FROM packs WHERE pack_id = ? AND version = ? AND hash <> ?').all(packId, version, hash) as Row[]).map(
      toPackRow,
    );
  }

  /** The campaigns pinned to a text. */
  campaignsUsing(hash: string): { id: number; name: string }[] {
    return this.sql(
      'SELECT c.id, c.name FROM campaign_packs p JOIN campaigns c ON c.id = p.campaign_id WHERE p.pack_hash = ? ORDER BY c.id',
    ).all(hash) as { id: number; name: string }[];
  }

  /** Registers the text a campaign is pinned to (one written by another thread); a damaged row is left to `load`'s report. */
  registerPinned(campaignId: number): void {
    const row = this.pinnedTo(campaignId);
    if (row && !rulesets.has(row.rulesetId)) rowProblem(row);
  }

  /** Stores a checked text (nothing when the same text is already there). */
  insert(checked: CheckedPack, now: string): PackRow {
    this.sql('INSERT OR IGNORE INTO packs (hash, pack_id, version, ruleset_id, text, installed_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      checked.hash,
      checked.pack.id,
      checked.pack.version,
      checked.rulesetId,
      checked.text,
      now,
    );
    return this.byHash(checked.hash)!;
  }

  /** Removes a text no campaign is pinned to; refuses (and changes nothing) otherwise. */
  remove(hash: string): Result<{ removed: string }> {
    const row = this.byHash(hash);
    if (!row) return fail('packs/not_found', 'That pack is not installed.', { hash });
    const using = this.campaignsUsing(hash);
    if (using.length > 0)
      return fail('packs/in_use', `The pack is used by ${using.map((c) => `“${c.name}”`).join(', ')}; it stays installed.`, {
        campaigns: using.map((c) => c.name).join(', '),
        count: using.length,
      });
    this.sql('DELETE FROM packs WHERE hash = ?').run(hash);
    return ok({ removed: hash });
  }

  /**
   * Checks every stored text (its hash, then the format without playing: it was played when it was
   * installed) and registers the whole ones. Returns the damaged rows; their campaigns do not open.
   */
  load(): DamagedPack[] {
    const damaged: DamagedPack[] = [];
    for (const row of this.list()) {
      const problem = rowProblem(row);
      if (problem) damaged.push({ hash: row.hash, packId: row.packId, version: row.version, problem });
    }
    return damaged;
  }
}

function rowProblem(row: PackRow): string | null {
  if (packHash(row.text) !== row.hash) return 'its text does not match its hash: the row was changed or damaged';
  const checked = checkPack(row.text, { games: 0 });
  if (!checked.ok) return checked.error.message;
  const { pack, rulesetId } = checked.value;
  if (pack.id !== row.packId || pack.version !== row.version || rulesetId !== row.rulesetId)
    return 'its id, version or ruleset id does not match its text';
  registerPack(checked.value);
  return null;
}
