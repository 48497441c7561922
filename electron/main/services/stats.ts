/** Statistics: each tracker over the game, events per session, a dice report with fairness tests, and results across campaigns. */
import { dieFaces, dieLabel, type DieSpec, type DieValue } from '../../../shared/engine/dice';
import { ok, type Result } from '../../../shared/engine/result';
import { playerKey, tallyGame, type PlayerRecordRules } from '../../../shared/engine/player-records';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { TIMELINE_TYPES } from '../../../shared/engine/timeline';
import type { CampaignStats, CampaignSummary, DiceTally, HistoryEntry, OutcomeTally, PlayerRecord } from '../../../shared/rpc/contract';
import type { CampaignStore } from './campaign-store';
import { chiSquareTest } from './chi-square';
import type { EngineHost } from './engine-host';
import { CHECKPOINT } from './replay';
import { StatsTally } from './stats-tally';

/** Campaigns whose statistics are kept between asks (the least recently asked beyond it are dropped). */
const KEPT_TALLIES = 4;

export class StatsService {
  /** Each campaign's statistics as of its last ask, by campaign id, least recently asked first. */
  private readonly tallies = new Map<number, StatsTally>();

  constructor(
    private readonly store: CampaignStore,
    private readonly host: EngineHost,
    private readonly rulesets: ReadonlyMap<string, Ruleset>,
  ) {}

  campaign(campaignId: number): Result<CampaignStats> {
    const timeline = this.host.timeline(campaignId);
    if (!timeline.ok) return timeline;
    const campaign = this.store.getCampaign(campaignId)!;
    const ruleset = this.rulesets.get(campaign.rulesetId)!;
    const tally = this.tallyOf(campaignId, campaign, ruleset, timeline.value.applied);
    if (!tally.ok) return tally;
    const { points, series } = tally.value;
    const kept = tally.value.thinned();
    return ok({
      campaign,
      steps: points.length,
      points: kept ? kept.map((i) => ({ ...points[i], n: i + 1 })) : points.map((p, i) => ({ ...p, n: i + 1 })),
      series: [...series.values()].map((line) =>
        kept ? { ...line, values: kept.map((i) => line.values[i]) } : { ...line, values: [...line.values] },
      ),
      sessions: tally.value.sessions(this.store.listSessions(campaignId)),
      dice: diceReport(tally.value.rolled),
    });
  }

  /**
   * Each player's record across campaigns: games, finished, wins, deaths and madness, counted from
   * each game's events in force by the ruleset's declaration. Players are named per campaign, so they
   * are matched by name (case and surrounding spaces ignored); most games first, then by name.
   */
  players(): PlayerRecord[] {
    const records = new Map<string, PlayerRecord>();
    // Oldest first: a player's name reads as they first entered it.
    for (const c of [...this.store.listCampaigns(true)].sort((a, b) => a.id - b.id)) {
      if (c.players.length === 0) continue;
      const history = this.host.history(c.id);
      const inForce = history.ok ? history.value.filter((e) => !e.undone && !TIMELINE_TYPES.has(e.type) && e.type !== CHECKPOINT) : [];
      const rules = this.rulesets.get(c.rulesetId)?.playerRecords;
      const tallies = tallyGame(rules, c.players, inForce, wonBySomeone(rules, c.outcome?.result));
      for (const player of c.players) {
        const key = playerKey(player.name);
        if (!key) continue;
        const record = records.get(key) ?? {
          name: player.name.trim(),
          games: 0,
          finished: 0,
          wins: 0,
          deaths: 0,
          madness: 0,
          spellings: [],
        };
        records.set(key, record);
        const tally = tallies.get(player.id)!;
        record.games++;
        if (c.outcome) record.finished++;
        if (tally.won) record.wins++;
        record.deaths += tally.deaths;
        record.madness += tally.madness;
        const spelt = player.name.trim();
        if (spelt !== record.name && !record.spellings.includes(spelt)) record.spellings.push(spelt);
      }
    }
    return [...records.values()].sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
  }

  /** The campaign's tally, extended by the steps played since it was last asked for, or rebuilt from the log. */
  private tallyOf(campaignId: number, campaign: CampaignSummary, ruleset: Ruleset, applied: readonly number[]): Result<StatsTally> {
    const known = this.tallies.get(campaignId);
    this.tallies.delete(campaignId);
    if (known && known.createdAt === campaign.createdAt && known.lastSeq <= campaign.eventCount) {
      if (known.lastSeq === campaign.eventCount || known.extend(this.store.history(campaignId, known.lastSeq + 1), applied)) {
        this.tallies.set(campaignId, known);
        return ok(known);
      }
    }
    const history = this.host.history(campaignId);
    if (!history.ok) return history;
    const tally = StatsTally.of(ruleset, campaign.createdAt, history.value);
    this.tallies.set(campaignId, tally);
    if (this.tallies.size > KEPT_TALLIES) this.tallies.delete(this.tallies.keys().next().value!);
    return ok(tally);
  }

  /** Forgets a campaign's kept statistics (its log was replaced). */
  forget(campaignId: number): void {
    this.tallies.delete(campaignId);
  }

  /** Games played, won and lost per ruleset and per set of house rules, and each player's record. */
  overall(): { byRuleset: OutcomeTally[]; byHouseRules: OutcomeTally[]; players: PlayerRecord[] } {
    const byRuleset = new Map<string, OutcomeTally>();
    const byHouseRules = new Map<string, OutcomeTally>();
    const count = (tally: OutcomeTally, result: string | undefined) => {
      tally.played++;
      if (result === 'won') tally.won++;
      else if (result === 'lost') tally.lost++;
      else if (result === 'ended') tally.ended++;
      else tally.unfinished++;
    };
    for (const c of this.store.listCampaigns(true)) {
      const ruleset = this.rulesets.get(c.rulesetId);
      const houseRules: Record<string, unknown> = {};
      for (const o of ruleset?.options ?? []) {
        if (o.houseRule && c.options[o.key] !== undefined && c.options[o.key] !== o.default) houseRules[o.key] = c.options[o.key];
      }
      const key = `${c.rulesetId} ${JSON.stringify(houseRules)}`;
      const blank = (extra: Partial<OutcomeTally> = {}): OutcomeTally => ({
        rulesetId: c.rulesetId,
        ...extra,
        played: 0,
        won: 0,
        lost: 0,
        ended: 0,
        unfinished: 0,
      });
      if (!byRuleset.has(c.rulesetId)) byRuleset.set(c.rulesetId, blank());
      if (!byHouseRules.has(key)) byHouseRules.set(key, blank({ houseRules }));
      count(byRuleset.get(c.rulesetId)!, c.outcome?.result);
      count(byHouseRules.get(key)!, c.outcome?.result);
    }
    /** By ruleset, the rules as written first, then by fewer house rules. */
    const rank = (t: OutcomeTally) =>
      `${t.rulesetId}\u0000${String(Object.keys(t.houseRules ?? {}).length).padStart(3, '0')}${JSON.stringify(t.houseRules ?? {})}`;
    const sorted = (tallies: Map<string, OutcomeTally>) =>
      [...tallies.values()].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
    return { byRuleset: sorted(byRuleset), byHouseRules: sorted(byHouseRules), players: this.players() };
  }
}

/** Buckets a long game's chart is drawn in: wider than any screen draws, narrow enough to send and draw at once. */
export const CHART_BUCKETS = 500;

/**
 * The points a chart of `count` steps keeps (their indices, ascending), or null to keep them all:
 * the steps are cut into `buckets` runs, and each run keeps its first and last point and, for each
 * line, where it is lowest, where it is highest and where it appears or goes — so a stepped line
 * drawn through the kept points rises and falls exactly as far as the whole one does.
 */
export function thinned(count: number, lines: readonly (readonly (number | null)[])[], buckets = CHART_BUCKETS): number[] | null {
  const size = Math.ceil(count / buckets);
  if (size <= 1) return null;
  const keep: number[] = [];
  for (let start = 0; start < count; start += size) for (const i of keptInRun(start, Math.min(count, start + size), lines)) keep.push(i);
  return keep;
}

/**
 * The points one run of the chart keeps (ascending): its first and last, and per line its lowest,
 * its highest and where it appears or goes. It reads only the run and the point before it, so a
 * run once complete keeps the same points as the chart grows (`StatsTally` keeps them).
 */
export function keptInRun(start: number, end: number, lines: readonly (readonly (number | null)[])[]): number[] {
  const keep = new Set<number>();
  keep.add(start).add(end - 1);
  for (const values of lines) {
    let low = -1;
    let high = -1;
    for (let i = start; i < end; i++) {
      const v = values[i];
      if ((v === null) !== (i === 0 || values[i - 1] === null)) keep.add(i).add(i - 1);
      if (v === null) continue;
      if (low < 0 || v < values[low]!) low = i;
      if (high < 0 || v > values[high]!) high = i;
    }
    if (low >= 0) keep.add(low).add(high);
  }
  // The point before the run is the previous run's last, kept there.
  return [...keep].filter((i) => i >= start).sort((a, b) => a - b);
}

/**
 * A die's distinct faces in face order and how many of its sides show each: the Catan Horror
 * event die prints "ship" three times, so it has four faces to count — ship on 3 sides of 6.
 */
export function distinctFaces(die: DieSpec): { faces: DieValue[]; sides: number[] } {
  const faces: DieValue[] = [];
  const sides: number[] = [];
  for (const face of dieFaces(die)) {
    const at = faces.indexOf(face);
    if (at >= 0) sides[at]++;
    else {
      faces.push(face);
      sides.push(1);
    }
  }
  return { faces, sides };
}

/** Counts per face for every die type, from the app, from the table and both, each with a fairness test; identical faces count as one. */
/** The dice counted so far, per list of rolled events (see `diceReport`). */
const countedDice = new WeakMap<
  readonly Pick<HistoryEntry, 'dice'>[],
  { seen: number; groups: Map<string, { die: DieSpec; counts: Map<string, number[]> }> }
>();

export function diceReport(entries: readonly Pick<HistoryEntry, 'dice'>[]): DiceTally[] {
  // A campaign's rolled dice only grow (`StatsTally.rolled`): the counts are kept with the list and
  // extended by the rolls added since, so a later ask counts only those (issue 35).
  let kept = countedDice.get(entries);
  if (!kept || kept.seen > entries.length) countedDice.set(entries, (kept = { seen: 0, groups: new Map() }));
  const { groups } = kept;
  for (let i = kept.seen; i < entries.length; i++) {
    for (const rolled of entries[i].dice ?? []) {
      const label = dieLabel(rolled.die);
      const { faces } = distinctFaces(rolled.die);
      const group = groups.get(label) ?? { die: rolled.die, counts: new Map() };
      groups.set(label, group);
      const index = faces.findIndex((f) => f === rolled.value);
      if (index < 0) continue;
      for (const source of [rolled.source, 'all']) {
        const counts = group.counts.get(source) ?? Array(faces.length).fill(0);
        counts[index]++;
        group.counts.set(source, counts);
      }
    }
  }
  kept.seen = entries.length;
  const tallies: DiceTally[] = [];
  for (const [label, group] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }))) {
    const { faces, sides } = distinctFaces(group.die);
    const total = sides.reduce((a, b) => a + b, 0);
    const uneven = sides.some((n) => n !== 1);
    for (const source of ['all', 'app', 'table'] as const) {
      const counts = group.counts.get(source);
      if (!counts) continue;
      const rolls = counts.reduce((a, b) => a + b, 0);
      tallies.push({
        die: label,
        source,
        faces: faces.map(String),
        ...(uneven ? { sides } : {}),
        counts: [...counts],
        rolls,
        test: chiSquareTest(counts, uneven ? sides.map((n) => n / total) : undefined),
      });
    }
  }
  return tallies;
}

/**
 * Whether a finished game was won by someone, for the players' records: a game ending 'won', or one
 * ending 'ended' whose winners its events name (Drunkards of Catan: the table names the one player
 * who reached the score — the game is over without the table as a whole winning or losing). Found by
 * issue 29's mutation triage: a Drunkards winner was never credited. 'everyone' rulesets need 'won'.
 */
function wonBySomeone(rules: PlayerRecordRules | undefined, result: 'won' | 'lost' | 'ended' | undefined): boolean {
  return result === 'won' || (result === 'ended' && rules !== undefined && rules.wins !== 'everyone');
}
