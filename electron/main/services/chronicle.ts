/** The chronicle: a campaign's whole log, the state after any event, checkpoints and session recaps. */
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { CORE } from '../../../shared/engine/run';
import { TIMELINE_TYPES } from '../../../shared/engine/timeline';
import type {
  CheckpointInfo,
  Chronicle,
  ChronicleKind,
  ChroniclePage,
  ChroniclePageArgs,
  ChronicleRow,
  HistoryEntry,
  SessionRecap,
  StateAt,
  TrackerMove,
} from '../../../shared/rpc/contract';
import type { CampaignStore } from './campaign-store';
import type { EngineHost } from './engine-host';
import { CHECKPOINT, stateAfterEvent, walkLog, type LogEntry } from './replay';

/** Steps that move the timeline or name a moment: never "in force" as a game step. */
const META = new Set([...TIMELINE_TYPES, CHECKPOINT]);

/** Event types that read as "something appeared" in a recap, across rulesets. */
const APPEARS = /spawn|appear|arriv|reveal|drawn|draw|placed|place|open|added|gate|summon|new-|-new|gain/;

export class ChronicleService {
  constructor(
    private readonly store: CampaignStore,
    private readonly host: EngineHost,
    private readonly rulesets: ReadonlyMap<string, Ruleset>,
  ) {}

  /** Everything the chronicle screen shows, in one answer (exports and older callers). */
  chronicle(campaignId: number): Result<Chronicle> {
    const history = this.host.history(campaignId);
    if (!history.ok) return history;
    const head = this.chronicleHead(campaignId, history.value);
    if (!head.ok) return head;
    const campaign = this.store.getCampaign(campaignId)!;
    return ok({ campaign, sessions: this.store.listSessions(campaignId), entries: history.value, ...head.value });
  }

  /** The checkpoints (and whether the game can still reach them) and the abandoned branches. */
  private chronicleHead(campaignId: number, entries: readonly HistoryEntry[]): Result<Pick<Chronicle, 'checkpoints' | 'branches'>> {
    const timeline = this.host.timeline(campaignId);
    if (!timeline.ok) return timeline;
    const applied = new Set(timeline.value.applied);
    const redoable = new Set(timeline.value.recoverable);
    const top = timeline.value.applied[timeline.value.applied.length - 1];
    const checkpoints: CheckpointInfo[] = entries
      .filter((e) => e.type === CHECKPOINT)
      .map((e) => {
        const atStep = Number(e.data.atStep);
        const status = atStep === top ? 'here' : applied.has(atStep) ? 'reachable' : redoable.has(atStep) ? 'undone' : 'abandoned';
        return { seq: e.seq, name: String(e.data.name), atStep, sessionId: e.sessionId, createdAt: e.createdAt, status };
      });
    const branches = this.host.abandonedBranches(campaignId);
    if (!branches.ok) return branches;
    return ok({ checkpoints, branches: branches.value });
  }

  /**
   * One page of the chronicle's rows, filtered by what the server stores (session, player, kind):
   * the bytes it sends depend on the page, not on the length of the log.
   */
  chroniclePage(args: ChroniclePageArgs): Result<ChroniclePage> {
    const { campaignId, filter = {}, limit = 100 } = args;
    const history = this.host.history(campaignId);
    if (!history.ok) return history;
    const campaign = this.store.getCampaign(campaignId)!;
    const sessions = this.store.listSessions(campaignId);
    if (typeof filter.session === 'number' && !sessions.some((s) => s.id === filter.session))
      return fail('history/no_such_session', 'There is no such session in this campaign.', { sessionId: filter.session });
    const who = filter.player && filter.player !== 'all' ? campaign.players.find((p) => p.id === filter.player) : undefined;
    if (filter.player && filter.player !== 'all' && !who)
      return fail('history/no_such_player', 'There is no such player in this campaign.', { playerId: filter.player });

    const entries = history.value;
    const kind = filter.kind ?? 'all';
    const session = filter.session ?? 'all';
    const passing = entries.filter(
      (e) => (session === 'all' || e.sessionId === session) && (!who || mentions(e.data, who)) && isKind(e, kind),
    );
    const groups = groupSteps(passing);
    const total = groups.length;
    let index: number;
    if (args.index !== undefined) index = Math.min(args.index, total);
    else if (args.afterStep !== undefined) index = firstIndex(groups, (g) => g[0].step > args.afterStep!);
    else if (args.turn !== undefined) index = firstIndex(groups, (g) => g[0].turn >= args.turn!);
    else index = Math.max(0, total - limit);

    const inForce = [...new Set(entries.filter((e) => !e.undone && !META.has(e.type)).map((e) => e.step))].sort((a, b) => a - b);
    const laterThan = (step: number) => inForce.length - upperBound(inForce, step);
    const rows: ChronicleRow[] = groups.slice(index, index + limit).map((g, i) => {
      const prev = groups[index + i - 1]?.[0];
      const here = g[0];
      const heading = !prev || prev.sessionId !== here.sessionId ? 'session' : prev.turn !== here.turn ? 'turn' : null;
      return { step: here.step, entries: g, heading, later: laterThan(here.step) };
    });
    const page: ChroniclePage = { index, rows, total, matched: passing.length };
    if (!args.outline) return ok(page);

    const whole = this.chronicleHead(campaignId, entries);
    if (!whole.ok) return whole;
    return ok({
      ...page,
      head: {
        campaign,
        sessions,
        checkpoints: whole.value.checkpoints,
        branches: whole.value.branches.map((b) => ({ ...b, taken: laterThan(b.toStep) })),
        events: entries.length,
        topStep: inForce[inForce.length - 1] ?? null,
      },
    });
  }

  /** The game right after event `seq`, as it stood then (undone steps included). */
  stateAt(campaignId: number, seq: number): Result<StateAt> {
    const loaded = this.log(campaignId);
    if (!loaded.ok) return loaded;
    const { ruleset, entries } = loaded.value;
    const found = stateAfterEvent(ruleset, entries, seq);
    if (!found || found.state === undefined) return fail('history/no_such_event', 'There is no such event in this campaign.', { seq });
    const history = this.host.history(campaignId);
    const entry = (history.ok ? history.value.find((e) => e.seq === seq) : undefined) ?? { ...found.entry, undone: false };
    const { state } = found;
    return ok({
      entry,
      state,
      prompt: ruleset.prompt(state),
      trackers: ruleset.trackers(state),
      outcome: ruleset.outcome?.(state) ?? null,
    });
  }

  /** "Previously…": a session's recap — the given one, or the last session in which anything happened. */
  recap(campaignId: number, sessionId?: number): Result<SessionRecap | null> {
    const loaded = this.log(campaignId);
    if (!loaded.ok) return loaded;
    const { ruleset, entries } = loaded.value;
    const sessions = this.store.listSessions(campaignId);
    const played = new Set(entries.filter((e) => e.sessionId !== null && e.type !== CORE.setup).map((e) => e.sessionId));
    const session =
      sessionId !== undefined ? sessions.find((s) => s.id === sessionId) : [...sessions].reverse().find((s) => played.has(s.id));
    if (!session)
      return sessionId !== undefined
        ? fail('history/no_such_session', 'There is no such session in this campaign.', { sessionId })
        : ok(null);
    const first = entries.findIndex((e) => e.sessionId === session.id);
    if (first < 0) return ok(null);
    const last = entries.length - 1 - [...entries].reverse().findIndex((e) => e.sessionId === session.id);
    let before: unknown;
    let after: unknown;
    let timelineAtEnd: readonly number[] = [];
    walkLog(ruleset, entries.slice(0, last + 1), (point) => {
      const index = point.entry.seq - 1;
      if (index === first - 1) before = point.state;
      if (index === last) {
        after = point.state;
        timelineAtEnd = [...point.timeline.applied];
      }
    });
    const inForce = new Set(timelineAtEnd);
    const now = this.host.history(campaignId);
    const undoneNow = new Set(now.ok ? now.value.filter((e) => e.undone).map((e) => e.seq) : []);
    const mine = entries.slice(first, last + 1).filter((e) => e.sessionId === session.id);
    const heads = mine.filter((e) => e.seq === e.step && !TIMELINE_TYPES.has(e.type) && e.type !== CHECKPOINT);
    const highlights: HistoryEntry[] = mine
      .filter((e) => !TIMELINE_TYPES.has(e.type) && (e.type === CHECKPOINT || inForce.has(e.step)))
      .filter(
        (e) =>
          e.cause || e.type === CORE.trackerAdjusted || e.type === CORE.optionsChanged || e.type === CHECKPOINT || APPEARS.test(e.type),
      )
      .slice(-12)
      .map((e) => ({ ...e, undone: undoneNow.has(e.seq) }));
    const outcomeBefore = before === undefined ? null : (ruleset.outcome?.(before) ?? null);
    const outcomeAfter = after === undefined ? null : (ruleset.outcome?.(after) ?? null);
    return ok({
      session,
      actions: heads.length,
      undone: heads.filter((h) => undoneNow.has(h.seq)).length,
      dice: mine.reduce((n, e) => n + (e.dice?.length ?? 0), 0),
      moves: trackerMoves(ruleset, before, after),
      highlights,
      outcome: outcomeAfter && !outcomeBefore ? outcomeAfter : null,
    });
  }

  private log(campaignId: number): Result<{ ruleset: Ruleset; entries: LogEntry[] }> {
    const campaign = this.store.getCampaign(campaignId);
    if (!campaign) return fail('campaign/not_found', 'That campaign does not exist (it may have been deleted).', { campaignId });
    const ruleset = this.rulesets.get(campaign.rulesetId);
    if (!ruleset)
      return fail(
        'campaign/unknown_ruleset',
        `This campaign uses the "${campaign.rulesetId}" rules, which this version of Doomkeeper does not have.`,
      );
    return ok({ ruleset, entries: this.store.history(campaignId) });
  }
}

function isKind(e: HistoryEntry, kind: ChronicleKind): boolean {
  switch (kind) {
    case 'all':
      return true;
    case 'actions':
      return e.seq === e.step && !e.type.startsWith('core/');
    case 'consequences':
      return !!e.cause;
    case 'dice':
      return !!e.dice?.length;
    case 'adjustments':
      return e.type === CORE.trackerAdjusted;
    case 'house-rules':
      return e.type === CORE.optionsChanged;
    case 'timeline':
      return TIMELINE_TYPES.has(e.type);
    case 'checkpoints':
      return e.type === CHECKPOINT;
    case 'undone':
      return e.undone;
  }
}

/** Whether an event mentions a player, by id or by name, anywhere in its data. */
function mentions(value: unknown, player: { id: string; name: string }): boolean {
  if (typeof value === 'string') return value === player.id || value === player.name;
  if (Array.isArray(value)) return value.some((v) => mentions(v, player));
  if (value && typeof value === 'object') return Object.values(value).some((v) => mentions(v, player));
  return false;
}

/** Consecutive events of one step, together. */
function groupSteps(entries: readonly HistoryEntry[]): HistoryEntry[][] {
  const groups: HistoryEntry[][] = [];
  for (const e of entries) {
    const last = groups[groups.length - 1];
    if (last && last[0].step === e.step) last.push(e);
    else groups.push([e]);
  }
  return groups;
}

/** The first index whose group passes, or the count when none does. */
function firstIndex(groups: readonly HistoryEntry[][], passes: (g: HistoryEntry[]) => boolean): number {
  const i = groups.findIndex(passes);
  return i < 0 ? groups.length : i;
}

/** How many of the sorted numbers are at most `n`. */
function upperBound(sorted: readonly number[], n: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= n) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Trackers whose value differs between two states, in the order the ruleset lists them. */
export function trackerMoves(ruleset: Ruleset, before: unknown, after: unknown): TrackerMove[] {
  const from = before === undefined ? [] : ruleset.trackers(before);
  const to = after === undefined ? [] : ruleset.trackers(after);
  const fromById = new Map(from.map((t) => [t.id, t]));
  const toIds = new Set(to.map((t) => t.id));
  const moves: TrackerMove[] = [];
  for (const t of to) {
    const was = fromById.get(t.id);
    if (!was || was.value !== t.value)
      moves.push({ id: t.id, code: t.code, ...(t.params ? { params: t.params } : {}), from: was?.value ?? null, to: t.value });
  }
  for (const t of from) {
    if (!toIds.has(t.id)) moves.push({ id: t.id, code: t.code, ...(t.params ? { params: t.params } : {}), from: t.value, to: null });
  }
  return moves;
}
