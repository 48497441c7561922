/**
 * Checks that a database's campaigns are whole: each opens, every step of its log rebuilds with
 * every tracker within its bounds, and its chronicle, recaps and statistics read. Restores check a
 * backup with it before it replaces the database; imports check their campaigns with it in a
 * scratch database before anything is written to the real one. Read-only.
 */
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { CampaignStore } from './campaign-store';
import { ChronicleService } from './chronicle';
import type { Db } from './database';
import { EngineHost } from './engine-host';
import { walkLog } from './replay';
import { StatsService } from './stats';

/** Why a campaign is not whole: which one, and the first problem found. */
export interface CampaignProblem {
  campaignId: number;
  name: string;
  problem: string;
}

/** The first problem among the given campaigns (all of them by default), or null when all are whole. */
export function verifyCampaigns(db: Db, rulesets: ReadonlyMap<string, Ruleset>, campaignIds?: readonly number[]): CampaignProblem | null {
  const store = new CampaignStore(db);
  const host = new EngineHost({ store, rulesets, rollDice: () => [], now: () => new Date(0).toISOString() });
  const chronicle = new ChronicleService(store, host, rulesets);
  const stats = new StatsService(store, host, rulesets, { saved: false }); // from the log, not a saved tally
  const ids = campaignIds ?? store.listCampaigns(true).map((c) => c.id);
  for (const id of ids) {
    const name = store.getCampaign(id)?.name ?? `#${id}`;
    let problem: string | null;
    try {
      problem = campaignProblem(id, { store, host, chronicle, stats, rulesets });
    } catch (error) {
      problem = `reading it failed (${error instanceof Error ? error.message : String(error)})`;
    }
    if (problem) return { campaignId: id, name, problem };
  }
  return null;
}

interface Readers {
  store: CampaignStore;
  host: EngineHost;
  chronicle: ChronicleService;
  stats: StatsService;
  rulesets: ReadonlyMap<string, Ruleset>;
}

function campaignProblem(id: number, { store, host, chronicle, stats, rulesets }: Readers): string | null {
  const opened = host.open(id);
  if (!opened.ok) return `it does not open: ${opened.error.message}`;
  if (opened.value.state === undefined) return 'it does not open: its set-up is undone, so there is no game left';
  const ruleset = rulesets.get(opened.value.campaign.rulesetId)!;
  // Each read below holds the log its own way; one at a time, each let go before the next (what
  // a reader keeps for its next ask is forgotten), a long campaign fits in a small heap.
  host.forget(id);
  const outOfBounds = stepProblem(ruleset, store.history(id));
  if (outOfBounds) return outOfBounds;
  const statistics = stats.campaign(id);
  stats.forget(id);
  host.forget(id);
  if (!statistics.ok) return `its history does not read: ${statistics.error.message}`;
  const read = readChronicle(id, chronicle, host);
  host.forget(id);
  chronicle.forget(id);
  if (read) return `its history does not read: ${read}`;
  const recap = chronicle.recap(id);
  if (!recap.ok) return `its history does not read: ${recap.error.message}`;
  for (const session of store.listSessions(id)) {
    const recap = chronicle.recap(id, session.id);
    if (!recap.ok) return `the recap of session ${session.number} does not read: ${recap.error.message}`;
  }
  chronicle.forget(id);
  host.forget(id);
  return null;
}

/** Rows per page when the chronicle is read back: the most the screen may ask for. */
const CHRONICLE_PAGE = 500;

/**
 * Reads the whole chronicle the way its screen does, page by page (its outline first, then every
 * row of every step), and the abandoned branches the timeline offers; a page at a time, so the
 * log is never held whole. Returns why it does not read, or null.
 */
function readChronicle(id: number, chronicle: ChronicleService, host: EngineHost): string | null {
  const branches = host.abandonedBranches(id);
  if (!branches.ok) return branches.error.message;
  let page = chronicle.chroniclePage({ campaignId: id, index: 0, limit: CHRONICLE_PAGE, outline: true });
  for (;;) {
    if (!page.ok) return page.error.message;
    const next = page.value.index + CHRONICLE_PAGE;
    if (next >= page.value.total) return null;
    page = chronicle.chroniclePage({ campaignId: id, index: next, limit: CHRONICLE_PAGE });
  }
}

/** The first step after which a tracker is out of its bounds (or its prompt cannot be built), or null. */
function stepProblem(ruleset: Ruleset, log: ReturnType<CampaignStore['history']>): string | null {
  let outOfBounds: string | null = null;
  // The states the table sees are those after a whole step; a chain may pass a bound on its way.
  const stepEnds = new Set(log.filter((e, i) => log[i + 1]?.step !== e.step).map((e) => e.seq));
  walkLog(ruleset, log, ({ entry, state }) => {
    if (state === undefined || !stepEnds.has(entry.seq)) return;
    const bad = ruleset.trackers(state).find((t) => !Number.isFinite(t.value) || t.value < t.min || t.value > t.max);
    if (bad) {
      outOfBounds = `after step ${entry.step} the tracker “${bad.id}” shows ${bad.value}, outside ${bad.min}–${bad.max}`;
      return false;
    }
    ruleset.prompt(state);
  });
  return outOfBounds;
}

/** A campaign problem in one sentence. */
export function describeProblem(p: CampaignProblem): string {
  return `“${p.name}”: ${p.problem}`;
}

/** Runs `verifyCampaigns` and turns a problem into the given error code. */
export function verifyOrFail(db: Db, rulesets: ReadonlyMap<string, Ruleset>, code: string, campaignIds?: readonly number[]): Result<null> {
  const problem = verifyCampaigns(db, rulesets, campaignIds);
  return problem ? fail(code, describeProblem(problem), { campaign: problem.name }) : ok(null);
}
