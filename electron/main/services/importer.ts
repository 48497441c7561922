/**
 * Imports a JSON export. Everything is checked before anything is written — the file's shape,
 * the ruleset and its version, the log's numbering, a full replay of every event, then the
 * campaigns read back from a scratch database — so a bad file is refused whole, with the reason,
 * and the database is left as it was.
 */
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { isDeepStrictEqual } from 'node:util';
import { checkAdjust, CORE, runAction } from '../../../shared/engine/run';
import { TIMELINE } from '../../../shared/engine/timeline';
import type { CampaignSummary } from '../../../shared/rpc/contract';
import { describeIssues } from '../../../shared/rpc/schemas';
import { CampaignStore } from './campaign-store';
import { openDatabase, type Db } from './database';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  exportFileSchema,
  type ExportedCampaign,
  type ExportedEvent,
  type ExportFile,
} from './export-format';
import { collectGarbage } from './collect-garbage';
import { checkPack, PackStore, registerPack, type CheckedPack } from './packs';
import { isEnvironmental } from './environment';
import { ReplayError, walkLog } from './replay';
import { describeProblem, verifyCampaigns } from './verify';

/** A campaign of the file, checked and ready to write. */
export interface CheckedCampaign {
  campaign: ExportedCampaign;
  ruleset: Ruleset;
  outcome: ReturnType<NonNullable<Ruleset['outcome']>> | null;
  /** The id of a campaign already in the database that this one is a copy of. */
  existingId: number | null;
  /** The pack text the campaign is pinned to, checked; written before the campaign where it is missing. */
  pack?: CheckedPack | null;
}

export interface ImportOptions {
  /** A campaign's pack differs from an installed one of the same id and version: install it beside (else `import/pack_differs`). */
  keepBothPacks?: boolean;
}

/** Where a long import is: its phase, and how many of the file's events that phase has passed. */
export type ImportProgress = (phase: 'checking' | 'verifying', done: number, total: number) => void;

/** A campaign already in the database, as far as an import needs to know it (is the file's campaign a copy of it?). */
export type ExistingCampaign = Pick<CampaignSummary, 'id' | 'rulesetId' | 'createdAt'>;

/** Parses and checks a whole export file; nothing is written. */
export function checkImport(
  content: string,
  store: CampaignStore,
  rulesets: ReadonlyMap<string, Ruleset>,
  options: ImportOptions = {},
): Result<CheckedCampaign[]> {
  const parsed = parseExport(content);
  if (!parsed.ok) return parsed;
  const pinned = checkFilePacks(parsed.value, new PackStore(store.db), options);
  if (!pinned.ok) return pinned;
  const checked = checkExport(parsed.value, store.listCampaigns(true), rulesets);
  return checked.ok ? ok(checked.value.map((c, i) => ({ ...c, pack: pinned.value[i] }))) : checked;
}

/**
 * The packs the file's campaigns carry, checked before their logs (in the file's order, null for a
 * campaign of a code ruleset) and registered so the replay can run them. Nothing is stored.
 */
export function checkFilePacks(file: ExportFile, packs: PackStore, options: ImportOptions): Result<(CheckedPack | null)[]> {
  const pinned: (CheckedPack | null)[] = [];
  for (const campaign of file.campaigns) {
    const pack = campaign.pack ? checkCampaignPack(campaign, campaign.pack.text, packs, options) : ok(null);
    if (!pack.ok)
      return fail(pack.error.code, `“${campaign.name}”: ${pack.error.message}`, { ...pack.error.details, campaign: campaign.name });
    pinned.push(pack.value);
  }
  return ok(pinned);
}

/**
 * Checks the pack text a campaign carries: whole (the replay plays it), the text its ruleset id
 * names, and not a different text of a pack installed under the same id and version unless the
 * table said to keep both. The text's ruleset is registered, so the replay can run it.
 */
function checkCampaignPack(campaign: ExportedCampaign, text: string, packs: PackStore, options: ImportOptions): Result<CheckedPack> {
  const checked = checkPack(text, { games: 0 });
  if (!checked.ok)
    return fail('import/invalid_pack', `its pack is refused: ${checked.error.message}`, { problems: checked.error.details?.problems });
  const { pack, hash, rulesetId } = checked.value;
  if (rulesetId !== campaign.rulesetId)
    return fail('import/pack_mismatch', `it plays “${campaign.rulesetId}” but carries another pack text (${rulesetId}).`, {
      rulesetId: campaign.rulesetId,
    });
  if (!packs.byHash(hash) && packs.sameVersion(pack.id, pack.version, hash).length > 0 && !options.keepBothPacks)
    return fail(
      'import/pack_differs',
      `it carries “${pack.name}” version ${pack.version}, and a different pack of that id and version is installed. Install this one beside it, or cancel?`,
      { packId: pack.id, version: pack.version, name: pack.name },
    );
  registerPack(checked.value);
  return checked;
}

/** Reads the file's JSON and checks its shape (the format, its version, every field). */
export function parseExport(content: string): Result<ExportFile> {
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch (error) {
    return fail(
      'import/not_json',
      `This is not a Doomkeeper export: it is not valid JSON (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (!raw || typeof raw !== 'object' || (raw as { format?: unknown }).format !== EXPORT_FORMAT) {
    return fail('import/not_export', 'This JSON file is not a Doomkeeper campaign export.');
  }
  const version = (raw as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > EXPORT_FORMAT_VERSION) {
    return fail(
      'import/newer_format',
      `This export was written by a newer Doomkeeper (format ${version}); update Doomkeeper to import it.`,
      { found: version },
    );
  }
  const parsed = exportFileSchema.safeParse(raw);
  if (!parsed.success)
    return fail('import/invalid_file', `The file is damaged or incomplete: ${describeIssues(parsed.error)}.`, {
      issues: describeIssues(parsed.error),
    });
  return ok(parsed.data);
}

/**
 * Checks a parsed export against the rules: every campaign replays and recomputes, then all are
 * read back from a scratch database in memory. Nothing is written to the real one.
 */
export function checkExport(
  file: ExportFile,
  existing: readonly ExistingCampaign[],
  rulesets: ReadonlyMap<string, Ruleset>,
): Result<CheckedCampaign[]> {
  const checked = checkCampaigns(file, existing, rulesets);
  if (!checked.ok) return checked;
  const scratch = openDatabase(':memory:');
  try {
    const whole = readBack(scratch, checked.value, rulesets);
    return whole.ok ? checked : whole;
  } finally {
    scratch.close();
  }
}

/** A checked import waiting in its scratch database: what to copy from there into the real one. */
export interface ImportPlan {
  campaigns: { name: string; existingId: number | null; scratchId: number }[];
  events: number;
}

/**
 * The same checks as `checkExport` for a large file, in bounded memory: the campaigns are
 * written to the scratch database file `scratchFile` (which the caller removes), the file's
 * campaigns are then let go — `file.campaigns` is emptied — and read back from there. The real
 * database is written from the scratch file by `copyFromScratch`. `packs` are the campaigns'
 * checked packs (`checkFilePacks`), in the file's order.
 */
export function checkExportInScratch(
  file: ExportFile,
  existing: readonly ExistingCampaign[],
  rulesets: ReadonlyMap<string, Ruleset>,
  scratchFile: string,
  progress?: ImportProgress,
  packs: readonly (CheckedPack | null)[] = [],
): Result<ImportPlan> {
  const written = checkIntoScratch(file, existing, rulesets, scratchFile, progress, packs);
  if (!written.ok) return written;
  const { plan, ids, sizes, scratch } = written.value;
  try {
    // The parsed file is the largest thing held; from here the scratch database holds the campaigns.
    // (Checked and written in a function of its own: its frame, which held them, is gone by now.)
    file.campaigns.length = 0;
    collectGarbage();
    const whole = verifyWritten(scratch, ids, sizes, rulesets, progress);
    return whole.ok ? ok(plan) : whole;
  } finally {
    scratch.close();
  }
}

/** Checks the file's campaigns and writes them to the scratch database; returns only what the read-back needs. */
function checkIntoScratch(
  file: ExportFile,
  existing: readonly ExistingCampaign[],
  rulesets: ReadonlyMap<string, Ruleset>,
  scratchFile: string,
  progress: ImportProgress | undefined,
  packs: readonly (CheckedPack | null)[],
): Result<{ plan: ImportPlan; ids: number[]; sizes: number[]; scratch: Db }> {
  const checked = checkCampaigns(file, existing, rulesets, progress);
  if (!checked.ok) return checked;
  // Each campaign's pack goes into the scratch database with it (and from there into the real one).
  checked.value.forEach((one, i) => (one.pack = packs[i] ?? null));
  const scratch = openDatabase(scratchFile);
  let written: CampaignSummary[];
  try {
    scratch.pragma('synchronous = OFF');
    written = writeImport(new CampaignStore(scratch), checked.value, true);
  } catch (error) {
    scratch.close();
    // A scratch file the disk cannot hold is the machine's refusal, not the file's fault.
    if (isEnvironmental(error)) throw error;
    return unreadable(error);
  }
  const plan: ImportPlan = {
    campaigns: checked.value.map((c, i) => ({ name: c.campaign.name, existingId: c.existingId, scratchId: written[i].id })),
    events: checked.value.reduce((sum, c) => sum + c.campaign.events.length, 0),
  };
  return ok({ plan, ids: written.map((c) => c.id), sizes: checked.value.map((c) => c.campaign.events.length), scratch });
}

/** Checks each campaign of the file against its rules (the replay and each step recomputed). */
function checkCampaigns(
  file: ExportFile,
  existing: readonly ExistingCampaign[],
  rulesets: ReadonlyMap<string, Ruleset>,
  progress?: ImportProgress,
): Result<CheckedCampaign[]> {
  const total = file.campaigns.reduce((sum, c) => sum + c.events.length, 0);
  const checked: CheckedCampaign[] = [];
  let done = 0;
  for (const campaign of file.campaigns) {
    const result = checkCampaign(campaign, rulesets, (seq) => progress?.('checking', done + seq, total));
    if (!result.ok)
      return fail(result.error.code, `“${campaign.name}”: ${result.error.message}`, { ...result.error.details, campaign: campaign.name });
    done += campaign.events.length;
    const twin = existing.find((c) => c.rulesetId === campaign.rulesetId && c.createdAt === campaign.createdAt);
    checked.push({ campaign, ruleset: result.value.ruleset, outcome: result.value.outcome, existingId: twin?.id ?? null });
  }
  return ok(checked);
}

/**
 * Writes the campaigns into a scratch database and reads them back the way the app will: each
 * must open, every step must rebuild with its trackers in bounds, and the chronicle, recaps and
 * statistics must read. A log that replays event by event can still break these (a set-up
 * undone, a tracker at 1,000,000 of 10); such a file is refused and nothing is written.
 */
function readBack(scratch: Db, checked: readonly CheckedCampaign[], rulesets: ReadonlyMap<string, Ruleset>): Result<null> {
  try {
    const written = writeImport(new CampaignStore(scratch), checked, true);
    return verifyWritten(
      scratch,
      written.map((c) => c.id),
      checked.map((c) => c.campaign.events.length),
      rulesets,
    );
  } catch (error) {
    return unreadable(error);
  }
}

/** Reads back the campaigns written to the scratch database, one at a time (the first problem refuses the file). */
function verifyWritten(
  scratch: Db,
  ids: readonly number[],
  sizes: readonly number[],
  rulesets: ReadonlyMap<string, Ruleset>,
  progress?: ImportProgress,
): Result<null> {
  try {
    const total = sizes.reduce((a, b) => a + b, 0);
    let done = 0;
    progress?.('verifying', 0, total);
    for (const [i, id] of ids.entries()) {
      const problem = verifyCampaigns(scratch, rulesets, [id]);
      if (problem)
        return fail('import/broken_campaign', `${describeProblem(problem)}. The file was not imported.`, { campaign: problem.name });
      done += sizes[i];
      progress?.('verifying', done, total);
    }
    return ok(null);
  } catch (error) {
    return unreadable(error);
  }
}

const unreadable = (error: unknown) =>
  fail(
    'import/broken_campaign',
    `the campaigns of this file cannot be read back (${error instanceof Error ? error.message : String(error)}). The file was not imported.`,
  );

function checkCampaign(
  campaign: ExportedCampaign,
  rulesets: ReadonlyMap<string, Ruleset>,
  progress: (seq: number) => void,
): Result<{ ruleset: Ruleset; outcome: CheckedCampaign['outcome'] }> {
  const ruleset = rulesets.get(campaign.rulesetId);
  if (!ruleset)
    return fail('import/unknown_ruleset', `it uses the "${campaign.rulesetId}" rules, which this version of Doomkeeper does not have.`, {
      rulesetId: campaign.rulesetId,
    });
  if (campaign.rulesetVersion > ruleset.version) {
    return fail(
      'import/newer_ruleset',
      `it was played with version ${campaign.rulesetVersion} of the ${campaign.rulesetId} rules; this Doomkeeper has version ${ruleset.version}. Update Doomkeeper to import it.`,
      {
        found: campaign.rulesetVersion,
        supported: ruleset.version,
      },
    );
  }
  const options = ruleset.optionsSchema.safeParse(campaign.options);
  if (!options.success)
    return fail(
      'import/invalid_options',
      `its house rules are not valid for these rules (${options.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}).`,
    );
  const sessionNumbers = new Set(campaign.sessions.map((s) => s.number));
  if (sessionNumbers.size !== campaign.sessions.length) return fail('import/bad_log', 'two play sessions share a number.');
  const steps = new Set<number>();
  for (const [i, e] of campaign.events.entries()) {
    if (e.seq !== i + 1) return fail('import/bad_log', `the log has a gap or is out of order at event ${i + 1}.`, { seq: i + 1 });
    if (e.step === e.seq) steps.add(e.step);
    else if (e.step > e.seq || !steps.has(e.step) || campaign.events[i - 1].step !== e.step) {
      return fail('import/bad_log', `event ${e.seq} claims to belong to step ${e.step}, which it does not follow.`, { seq: e.seq });
    }
    if (e.session !== null && !sessionNumbers.has(e.session))
      return fail('import/bad_log', `event ${e.seq} names session ${e.session}, which the file does not have.`, { seq: e.seq });
    const recorded = e.type === CORE.setup ? e.data.options : e.type === CORE.optionsChanged ? e.data.to : undefined;
    if (recorded !== undefined && !ruleset.optionsSchema.safeParse(recorded).success) {
      return fail('import/invalid_options', `event ${e.seq} records house rules that are not valid for these rules.`, { seq: e.seq });
    }
    if (e.type === TIMELINE.rewind && (typeof e.data.toStep !== 'number' || !steps.has(e.data.toStep))) {
      return fail('import/bad_log', `event ${e.seq} rewinds to a step that does not exist.`, { seq: e.seq });
    }
    const restore = e.type === TIMELINE.rewind ? e.data.restore : undefined;
    if (restore !== undefined && (!Array.isArray(restore) || !restore.every((s) => typeof s === 'number' && steps.has(s)))) {
      return fail('import/bad_log', `event ${e.seq} brings back steps that do not exist.`, { seq: e.seq });
    }
  }
  if (campaign.events[0].type !== CORE.setup) return fail('import/bad_log', 'the log does not begin with the campaign’s set-up.');
  // A step's events are contiguous (checked above) and its first one's seq is its step: each is
  // sliced from the log when the walk reaches it, not kept in a map beside the log.
  const stepEvents = (step: number): ExportedEvent[] => {
    let end = step;
    while (end < campaign.events.length && campaign.events[end].step === step) end++;
    return campaign.events.slice(step - 1, end);
  };
  let disagreement: { seq: number; problem: string } | null = null;
  try {
    // The file's events walked as they are (a copy of each as a log entry would double the log held).
    const walked = walkLog(ruleset, campaign.events, ({ entry, stepStart }) => {
      progress(entry.seq);
      if (entry.seq !== entry.step) return;
      const problem = recomputeStep(ruleset, stepStart, stepEvents(entry.step));
      if (problem) {
        disagreement = { seq: entry.seq, problem };
        return false;
      }
    });
    const found = disagreement as { seq: number; problem: string } | null;
    if (found)
      return fail(
        'import/events_disagree',
        `step ${found.seq} ${found.problem}; its events were not written by these rules from its action and dice.`,
        { seq: found.seq },
      );
    return ok({ ruleset, outcome: ruleset.outcome?.(walked.state) ?? null });
  } catch (error) {
    if (error instanceof ReplayError) {
      return fail('import/replay_failed', `event ${error.seq} (${error.type}) does not replay under these rules: ${error.reason}.`, {
        seq: error.seq,
      });
    }
    return fail('import/replay_failed', `the log does not replay (${error instanceof Error ? error.message : String(error)}).`);
  }
}

/**
 * Recomputes a step from what the table did: its recorded action, run by the rules on the state it
 * was played from with its own dice, must give exactly its events; a hand adjustment must start
 * from the tracker's value then and stay within its bounds. Returns what disagrees, or null.
 * Steps recorded before actions were kept (no `action`) are checked by the replay and the
 * read-back alone.
 */
function recomputeStep(ruleset: Ruleset, stepStart: unknown, events: readonly ExportedEvent[]): string | null {
  const [first] = events;
  if (first.action) {
    if (stepStart === undefined) return 'records an action before the campaign is set up';
    const ran = runAction(ruleset, stepStart, first.action.type, first.action.payload, first.dice ?? []);
    if (!ran.ok) return `records the action “${first.action.type}”, which the rules refuse there (${ran.error.code})`;
    const expected = ran.value.events.map((e) => ({ type: e.type, data: e.data, cause: e.cause ?? null }));
    const recorded = events.map((e) => ({ type: e.type, data: e.data, cause: e.cause }));
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(expected)), recorded)) {
      const at = expected.findIndex((e, i) => !isDeepStrictEqual(JSON.parse(JSON.stringify(e)), recorded[i]));
      return `records events that differ from what its action and dice give (first at event ${first.seq + (at < 0 ? expected.length : at)})`;
    }
    return null;
  }
  if (first.type === CORE.trackerAdjusted && stepStart !== undefined) {
    const { tracker, from, to } = first.data as { tracker?: unknown; from?: unknown; to?: unknown };
    const checked = checkAdjust(ruleset.trackers(stepStart), String(tracker), Number(to));
    if (!checked.ok) return `sets a tracker by hand to a value the rules refuse (${checked.error.code})`;
    if (checked.value.value !== from) return `says a tracker was ${String(from)} when it was ${checked.value.value}`;
  }
  return null;
}

/** Writes checked campaigns in one transaction; `keepBoth` names copies of existing campaigns apart. */
export function writeImport(store: CampaignStore, checked: readonly CheckedCampaign[], keepBoth: boolean): CampaignSummary[] {
  return store.transaction(() => {
    const taken = new Set(store.listCampaigns(true).map((c) => c.name));
    return checked.map((one) => {
      let name = one.campaign.name;
      if (one.existingId !== null && keepBoth) {
        const base = `${one.campaign.name.slice(0, 68)} (imported)`;
        name = base;
        for (let n = 2; taken.has(name); n++) name = `${base.slice(0, 74)} ${n}`;
      }
      taken.add(name);
      return writeCampaign(store, one, { name });
    });
  });
}

/**
 * Writes one checked campaign as it was: its sessions and every event of its log, under `name`
 * and, when given, the id `id` (a campaign restored in place keeps its address). Call it inside a
 * transaction.
 */
export function writeCampaign(
  store: CampaignStore,
  { campaign, outcome, pack }: Pick<CheckedCampaign, 'campaign' | 'outcome' | 'pack'>,
  as: { name: string; id?: number },
): CampaignSummary {
  // The pack first: the campaign is pinned to it as it is inserted.
  if (pack) new PackStore(store.db).insert(pack, campaign.updatedAt);
  const id = store.insertCampaign({
    id: as.id,
    name: as.name,
    rulesetId: campaign.rulesetId,
    rulesetVersion: campaign.rulesetVersion,
    players: campaign.players,
    options: campaign.options,
    now: campaign.createdAt,
  });
  store.updateCampaign(id, { archived: campaign.archived, outcome, now: campaign.updatedAt });
  const sessionIds = new Map(campaign.sessions.map((s) => [s.number, store.insertSession(id, s.number, s.startedAt, s.endedAt)]));
  store.insertEvents(
    id,
    campaign.events.map((e) => ({ ...e, sessionId: e.session === null ? null : sessionIds.get(e.session)! })),
  );
  return store.getCampaign(id)!;
}
