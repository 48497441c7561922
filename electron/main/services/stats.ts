/** Statistics: each tracker over the game, events per session, a dice report with fairness tests, and results across campaigns. */
import { dieFaces, dieLabel, type DieSpec, type DieValue, type RolledDie } from '../../../shared/engine/dice';
import { ok, type Result } from '../../../shared/engine/result';
import { playerKey, tallyGame, type PlayerRecordRules } from '../../../shared/engine/player-records';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { TIMELINE_TYPES } from '../../../shared/engine/timeline';
import type { CampaignStats, CampaignSummary, DiceTally, HistoryEntry, OutcomeTally, PlayerRecord } from '../../../shared/rpc/contract';
import type { CampaignStore } from './campaign-store';
import { chiSquareTest } from './chi-square';
import type { EngineHost } from './engine-host';
import { CHECKPOINT } from './replay';
import { StatsTally, type TallyReader } from './stats-tally';

/** Campaigns whose statistics are kept between asks (the least recently asked beyond it are dropped). */
const KEPT_TALLIES = 4;
/** A campaign's statistics are saved again once this many more events were folded since the last save. */
export const SAVE_TALLY_EVERY = 1000;
/** How many tallies this process worked out from a whole log (the tests read it: a move or a save read back is not one). */
export const tallyRebuilds = { count: 0 };

export class StatsService {
  /** Each campaign's statistics as of its last ask, by campaign id, least recently asked first. */
  private readonly tallies = new Map<number, StatsTally>();

  constructor(
    private readonly store: CampaignStore,
    private readonly host: EngineHost,
    private readonly rulesets: ReadonlyMap<string, Ruleset>,
    /**
     * `appVersion`: another version may count otherwise, so a tally saved by it is not read.
     * `saved: false`: neither reads nor saves tallies (statistics worked out from the log alone).
     */
    private readonly options: { appVersion?: string; saved?: boolean } = {},
  ) {}

  campaign(campaignId: number): Result<CampaignStats> {
    const inForce = this.host.inForce(campaignId);
    if (!inForce.ok) return inForce;
    const campaign = this.store.getCampaign(campaignId)!;
    const ruleset = this.rulesets.get(campaign.rulesetId)!;
    const tally = this.tallyOf(campaignId, campaign, ruleset, inForce.value.applied);
    if (!tally.ok) return tally;
    const { applied, turns, series } = tally.value;
    const kept = tally.value.thinned();
    this.saveIfDue(campaignId, tally.value);
    return ok({
      campaign,
      steps: applied.length,
      points: (kept ?? applied.toArray().map((_, i) => i)).map((i) => ({ step: applied.at(i)!, turn: turns.at(i)!, n: i + 1 })),
      series: [...series.values()].map(({ values, ...line }) => ({
        ...line,
        values: kept ? kept.map((i) => values.at(i) ?? null) : values.toArray(),
      })),
      sessions: tally.value.sessions(this.store.listSessions(campaignId)),
      dice: tally.value.dice.report(),
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

  /**
   * The campaign's tally: the one kept (or, in a fresh process, the one saved) extended by the events
   * written since, or rebuilt from the log when there is none or it does not follow on.
   */
  private tallyOf(campaignId: number, campaign: CampaignSummary, ruleset: Ruleset, applied: readonly number[]): Result<StatsTally> {
    const identity = JSON.stringify([campaign.createdAt, campaign.rulesetId, campaign.rulesetVersion, this.options.appVersion ?? null]);
    const reader: TallyReader = {
      stateAfter: (steps) => {
        const state = this.host.stateAfterSteps(campaignId, steps);
        if (!state.ok) throw new Error(state.error.message);
        return state.value;
      },
      eventsOfSteps: (steps) => this.store.eventsOfSteps(campaignId, steps),
      eventsAt: (seqs) => this.store.eventsAt(campaignId, seqs),
    };
    let tally: StatsTally | null = this.tallies.get(campaignId) ?? null;
    this.tallies.delete(campaignId);
    if (tally && tally.identity !== identity) tally = null;
    if (!tally && this.options.saved !== false) tally = this.saved(campaignId, ruleset, identity);
    if (tally && !this.follows(tally, campaign, applied, reader)) tally = null;
    if (!tally) {
      const history = this.host.history(campaignId);
      if (!history.ok) return history;
      tally = StatsTally.of(ruleset, identity, history.value);
      tallyRebuilds.count++;
    }
    this.tallies.set(campaignId, tally);
    if (this.tallies.size > KEPT_TALLIES) this.tallies.delete(this.tallies.keys().next().value!);
    return ok(tally);
  }

  /** Saves the tally when none was saved, or a thousand events were folded since (its chart's runs thinned first: they are saved too). */
  private saveIfDue(campaignId: number, tally: StatsTally): void {
    if (this.options.saved === false || tally.lastSeq === 0) return;
    if (tally.savedAt !== 0 && tally.lastSeq - tally.savedAt < SAVE_TALLY_EVERY) return;
    try {
      const saved = tally.toSaved();
      this.store.saveStatsTally(campaignId, saved.atSeq, tally.identity, saved.head, saved.data);
      tally.savedAt = tally.lastSeq;
    } catch {
      // Not saved (a full disk, a read-only file): the statistics stand, a fresh process works them out
      // again; not tried again before another SAVE_TALLY_EVERY events (each try packs the whole tally).
      tally.savedAt = tally.lastSeq;
    }
  }

  /** Whether the tally, extended by the events written since it was made, stands for the log as it is now. */
  private follows(tally: StatsTally, campaign: CampaignSummary, applied: readonly number[], reader: TallyReader): boolean {
    if (tally.lastSeq > campaign.eventCount) return false;
    if (tally.lastSeq === campaign.eventCount) return tally.applied.length === applied.length && tally.applied.at(-1) === applied.at(-1);
    try {
      return tally.extend(this.store.history(campaign.id, tally.lastSeq + 1), applied, reader);
    } catch {
      return false; // a state that cannot be read again: worked out from the log
    }
  }

  /** The tally saved for the campaign as it is now, or null (none, another campaign's or version's, a log that changed, damaged). */
  private saved(campaignId: number, ruleset: Ruleset, identity: string): StatsTally | null {
    const row = this.store.loadStatsTally(campaignId);
    if (!row || row.identity !== identity) return null;
    let tally: StatsTally;
    try {
      tally = StatsTally.saved(ruleset, identity, row);
    } catch {
      return null;
    }
    // The log still holds the last event the tally saw, as it was.
    const [last] = tally.lastSeq ? this.store.eventsAt(campaignId, [tally.lastSeq]) : [];
    if (!last || last.type !== tally.lastType || last.step !== tally.lastStep) return null;
    return tally;
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
export function keptInRun(start: number, end: number, lines: readonly NumberLine[]): number[] {
  const keep = new Set<number>();
  keep.add(start).add(end - 1);
  for (const values of lines) {
    let low = -1;
    let lowest = 0;
    let high = -1;
    let highest = 0;
    let before: number | null = start === 0 ? null : (values.at(start - 1) ?? null);
    for (let i = start; i < end; i++) {
      const v = values.at(i) ?? null;
      if ((v === null) !== (i === 0 || before === null)) keep.add(i).add(i - 1);
      before = v;
      if (v === null) continue;
      if (low < 0 || v < lowest) [low, lowest] = [i, v];
      if (high < 0 || v > highest) [high, highest] = [i, v];
    }
    if (low >= 0) keep.add(low).add(high);
  }
  // The point before the run is the previous run's last, kept there.
  return [...keep].filter((i) => i >= start).sort((a, b) => a - b);
}

/** A line of the chart as `keptInRun` reads it: a list, or a `Column` of the kept statistics. */
export interface NumberLine {
  at(i: number): number | null | undefined;
}

/** The int32 that stands for "none" in a column of whole numbers (no figure is saved as it). */
export const NONE = -0x80000000;

/** Whether a figure fits a column of whole numbers (int32, `NONE` for none; -0 does not: it is kept as it is). */
const fitsWhole = (v: number | null) => v === null || (Number.isInteger(v) && v > NONE && v <= 0x7fffffff && !Object.is(v, -0));

/**
 * A growable list of numbers in a typed array: int32 while every number is whole (`NONE` standing for
 * "none", null), widened to float64 (NaN for none) once one is not. A tally's steps, turns and lines,
 * saved and read back as they are (no list of 50,000 numbers made on reading).
 */
export class Column implements NumberLine {
  length: number;
  private data: Int32Array | Float64Array;

  constructor(data: Int32Array | Float64Array = new Int32Array(64), length = 0) {
    this.data = data;
    this.length = length;
  }

  private get whole(): boolean {
    return this.data instanceof Int32Array;
  }

  /** Number `i` (from the end when negative, as a list's `at`), null for none, undefined past the end. */
  at(i: number): number | null | undefined {
    const at = i < 0 ? this.length + i : i;
    if (at < 0 || at >= this.length) return undefined;
    const v = this.data[at];
    return this.whole ? (v === NONE ? null : v) : Number.isNaN(v) ? null : v;
  }

  push(v: number | null): void {
    if (this.whole && !fitsWhole(v)) this.widen();
    if (this.length === this.data.length) {
      const grown = this.whole ? new Int32Array(Math.max(64, this.data.length * 2)) : new Float64Array(Math.max(64, this.data.length * 2));
      grown.set(this.data.subarray(0, this.length));
      this.data = grown;
    }
    this.data[this.length++] = v ?? (this.whole ? NONE : NaN);
  }

  /** Sets number `i` (one already pushed). */
  set(i: number, v: number | null): void {
    if (this.whole && !fitsWhole(v)) this.widen();
    this.data[i] = v ?? (this.whole ? NONE : NaN);
  }

  /** Keeps the first `count` numbers. */
  truncate(count: number): void {
    this.length = Math.min(this.length, count);
  }

  /** The numbers as a list (null for none); from `from` on when given. */
  toArray(from = 0): (number | null)[] {
    const list: (number | null)[] = new Array(Math.max(0, this.length - from));
    for (let i = from; i < this.length; i++) list[i - from] = this.at(i)!;
    return list;
  }

  /** The numbers as they are kept: int32 (`NONE` for none) or float64 (NaN for none). */
  view(): Int32Array | Float64Array {
    return this.data.subarray(0, this.length);
  }

  /** From int32 to float64, for a number that is not whole (widened natively, each none found natively). */
  private widen(): void {
    const ints = this.data as Int32Array;
    const numbers = new Float64Array(Math.max(64, ints.length));
    numbers.set(ints);
    for (let i = ints.indexOf(NONE); i >= 0 && i < this.length; i = ints.indexOf(NONE, i + 1)) numbers[i] = NaN;
    this.data = numbers;
  }
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

/** Dice counted per die (by label) and source, extended a roll at a time (`StatsTally.dice`, `diceReport`). */
export class DiceCounts {
  private readonly groups = new Map<string, { die: DieSpec; counts: Map<string, number[]> }>();

  /** Counts one event's rolled dice. */
  add(dice: readonly RolledDie[]): void {
    for (const rolled of dice) {
      const label = dieLabel(rolled.die);
      const group = this.groups.get(label) ?? { die: rolled.die, counts: new Map() };
      this.groups.set(label, group);
      const { faces } = distinctFaces(rolled.die);
      const index = faces.findIndex((f) => f === rolled.value);
      if (index < 0) continue;
      for (const source of [rolled.source, 'all']) {
        const counts = group.counts.get(source) ?? Array(faces.length).fill(0);
        counts[index]++;
        group.counts.set(source, counts);
      }
    }
  }

  /** Counts per face for every die type, from the app, from the table and both, each with a fairness test; identical faces count as one. */
  report(): DiceTally[] {
    const tallies: DiceTally[] = [];
    for (const [label, group] of [...this.groups.entries()].sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }))) {
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

  /** The counts as saved with a campaign's statistics (JSON). */
  toSaved(): [string, DieSpec, [string, number[]][]][] {
    return [...this.groups].map(([label, group]) => [label, group.die, [...group.counts]]);
  }

  /** Reads saved counts back; throws when they are not counts. */
  readSaved(saved: unknown): void {
    if (!Array.isArray(saved)) throw new Error('saved dice counts that are not');
    for (const [label, die, counts] of saved as [string, DieSpec, [string, number[]][]][]) {
      const faces = distinctFaces(die).faces.length;
      if (typeof label !== 'string' || !Array.isArray(counts)) throw new Error('saved dice counts that are not');
      for (const [, n] of counts)
        if (!Array.isArray(n) || n.length !== faces || !n.every(Number.isInteger)) throw new Error('saved dice counts that are not');
      this.groups.set(label, { die, counts: new Map(counts) });
    }
  }
}

/** The dice counted so far, per list of rolled events (see `diceReport`). */
const countedDice = new WeakMap<readonly Pick<HistoryEntry, 'dice'>[], { seen: number; counts: DiceCounts }>();

/** Counts per face for every die type, from the app, from the table and both, each with a fairness test; identical faces count as one. */
export function diceReport(entries: readonly Pick<HistoryEntry, 'dice'>[]): DiceTally[] {
  // A growing list of rolls is counted from where it stopped: the counts are kept with the list.
  let kept = countedDice.get(entries);
  if (!kept || kept.seen > entries.length) countedDice.set(entries, (kept = { seen: 0, counts: new DiceCounts() }));
  for (let i = kept.seen; i < entries.length; i++) kept.counts.add(entries[i].dice ?? []);
  kept.seen = entries.length;
  return kept.counts.report();
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
