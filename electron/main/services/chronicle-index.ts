/**
 * The chronicle's index of one campaign's log: what each event is (its step, session, turn and
 * kind), read once without its payload and extended as the log grows, and per filter the rows
 * (steps) that pass it. A page of the chronicle then reads only its own rows from SQLite: it
 * costs the same at 2,400 events as at 50,000.
 */
import type { StepLine } from './open-campaign';
import { CORE } from '../../../shared/engine/run';
import {
  applyHead,
  branchesOf,
  moveHead,
  recoverableSteps,
  TIMELINE_TYPES,
  type AbandonedBranch,
  type Timeline,
} from '../../../shared/engine/timeline';
import type { ChronicleKind, HistoryEntry } from '../../../shared/rpc/contract';
import type { Statement } from 'better-sqlite3';
import type { CampaignStore, EventFacts } from './campaign-store';
import { CHECKPOINT } from './replay';

/** One bit per kind an event is once written (`undone` is not one: it moves with the timeline). */
const KIND_BIT: Record<Exclude<ChronicleKind, 'undone'>, number> = {
  all: 1,
  actions: 2,
  consequences: 4,
  dice: 8,
  adjustments: 16,
  'house-rules': 32,
  timeline: 64,
  checkpoints: 128,
};
/** A step that moves the timeline or names a moment: never undone, never in force as a game step. */
const META_BIT = 256;

/** The filters a fresh chronicle screen asks first (the rows and the outline's checkpoints): their rows are saved with the index. */
const SAVED_ROWS: Record<string, IndexFilter> = {
  all: { session: 'all', kind: 'all' },
  checkpoints: { session: 'all', kind: 'checkpoints' },
};
/** No steps: the saved filters' rows do not ask which steps are in force. */
const NO_STEPS: Steps = { has: () => false };

/** Filters the index keeps rows for, per campaign (the least recently asked beyond it are dropped). */
const KEPT_FILTERS = 16;

/** The kinds an event is, as bits: the chronicle's kind filter, written once (the index and `isKind` read it). */
function kindBits(f: Pick<EventFacts, 'seq' | 'step' | 'type'> & { caused: unknown; rolled: unknown }): number {
  let bits = KIND_BIT.all;
  if (f.seq === f.step && !f.type.startsWith('core/')) bits |= KIND_BIT.actions;
  if (f.caused) bits |= KIND_BIT.consequences;
  if (f.rolled) bits |= KIND_BIT.dice;
  if (f.type === CORE.trackerAdjusted) bits |= KIND_BIT.adjustments;
  if (f.type === CORE.optionsChanged) bits |= KIND_BIT['house-rules'];
  if (TIMELINE_TYPES.has(f.type)) bits |= KIND_BIT.timeline | META_BIT;
  if (f.type === CHECKPOINT) bits |= KIND_BIT.checkpoints | META_BIT;
  return bits;
}

/** Whether an event the chronicle shows is of a kind (`undone` moves with the timeline, so it is read off the entry). */
export function isKind(e: HistoryEntry, kind: ChronicleKind): boolean {
  if (kind === 'undone') return e.undone;
  return (kindBits({ seq: e.seq, step: e.step, type: e.type, caused: !!e.cause, rolled: !!e.dice?.length }) & KIND_BIT[kind]) !== 0;
}

/** Whether an event mentions a player, by id or by name, anywhere in its data. */
export function mentions(value: unknown, player: { id: string; name: string }): boolean {
  if (typeof value === 'string') return value === player.id || value === player.name;
  if (Array.isArray(value)) return value.some((v) => mentions(v, player));
  if (value && typeof value === 'object') return Object.values(value).some((v) => mentions(v, player));
  return false;
}

/** A set of steps, as far as the chronicle asks one. */
export interface Steps {
  has(step: number): boolean;
}

/** Steps in ascending order, asked by halving: whether one is there, and how many come after one. */
export class SortedSteps implements Steps {
  private readonly steps: readonly number[];

  /** `ascending`: the caller knows they are (a timeline's steps in force always are: `Timeline.applied`). */
  constructor(steps: readonly number[], ascending = false) {
    // The applied steps come in order already (new steps come last; undo, redo and rewinds change only the end).
    this.steps = ascending || steps.every((s, i) => i === 0 || steps[i - 1] < s) ? steps : [...steps].sort((a, b) => a - b);
  }

  get last(): number | undefined {
    return this.steps[this.steps.length - 1];
  }

  has(step: number): boolean {
    const at = upperBound(this.steps, step);
    return at > 0 && this.steps[at - 1] === step;
  }

  /** How many are later than `step`. */
  after(step: number): number {
    return this.steps.length - upperBound(this.steps, step);
  }
}

/** A saved list is read in chunks of this many numbers (16 KB), each on first use (see `IntList.readLater`). */
const CHUNK_BITS = 12;
export const CHUNK = 1 << CHUNK_BITS;

/** The chunks of a saved list not read yet. */
interface Unread {
  /** The list's saved numbers of a chunk (its last may be shorter). */
  read: (chunk: number) => Int32Array;
  /** Per chunk: 1 once read. */
  done: Uint8Array;
  /** How many numbers were saved: a chunk holds only those (what was pushed since is the list's own). */
  saved: number;
  left: number;
}

/**
 * A growing list of whole numbers in a typed array: a long log's index takes half the memory a
 * plain array of numbers would (and the collector has nothing to walk in it). A list read from the
 * saved index may be read a chunk at a time, as its numbers are asked (`readLater`): a fresh
 * process's first page reads the chunks at the log's end, not the whole list.
 */
export class IntList {
  private items: Int32Array = new Int32Array(64);
  length = 0;
  private unread: Unread | null = null;

  push(n: number): void {
    if (this.length >= this.items.length) {
      const grown = new Int32Array(Math.max(64, this.length * 2));
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = n;
  }

  /** The number at `i` (0 to length − 1). */
  at(i: number): number {
    if (this.unread !== null) this.need(i, i + 1);
    return this.items[i];
  }

  get last(): number | undefined {
    return this.length ? this.at(this.length - 1) : undefined;
  }

  slice(from: number, to: number): number[] {
    const start = Math.max(0, from);
    const end = Math.min(to, this.length);
    if (this.unread !== null) this.need(start, end);
    return Array.from(this.items.subarray(start, end));
  }

  /** The numbers, as a typed array (a view: copy it before the list grows again). */
  view(): Int32Array {
    if (this.unread !== null) this.need(0, this.length);
    return this.items.subarray(0, this.length);
  }

  /** Sets the number at `i`, growing the list (with zeros) to reach it. */
  put(i: number, n: number): void {
    if (this.unread !== null) this.need(i, i + 1);
    if (i >= this.items.length) {
      const grown = new Int32Array(Math.max(i + 1, this.items.length * 2));
      grown.set(this.items);
      this.items = grown;
    }
    this.items[i] = n;
    if (i >= this.length) this.length = i + 1;
  }

  /**
   * Holds these numbers as they are, without a copy: a list read from the saved index (its own
   * buffer, which nothing else writes). The first number pushed past them moves the list to a larger array.
   */
  adopt(numbers: Int32Array): void {
    this.items = numbers;
    this.length = numbers.length;
    this.unread = null;
  }

  /** Holds a copy of the numbers instead of its own. */
  load(numbers: ArrayLike<number>): void {
    this.items = new Int32Array(Math.max(64, numbers.length));
    this.items.set(numbers);
    this.length = numbers.length;
    this.unread = null;
  }

  /** Holds a saved list of `length` numbers, read a chunk at a time (`read`) as they are asked (its array made on first use). */
  readLater(length: number, read: (chunk: number) => Int32Array): void {
    this.items = new Int32Array(0);
    this.length = length;
    const chunks = Math.ceil(length / CHUNK);
    this.unread = chunks ? { read, done: new Uint8Array(chunks), saved: length, left: chunks } : null;
  }

  /** Reads the unread chunks that hold positions `from` to `to` − 1 (of those saved). */
  private need(from: number, to: number): void {
    const unread = this.unread!;
    const last = Math.min(to, unread.saved) - 1;
    for (let chunk = from >> CHUNK_BITS; chunk <= last >> CHUNK_BITS; chunk++) {
      if (unread.done[chunk]) continue;
      const start = chunk * CHUNK;
      const numbers = unread.read(chunk);
      if (numbers.length !== Math.min(CHUNK, unread.saved - start)) throw new SavedIndexGone();
      // The first chunk read makes the array (a push since has made it already).
      if (this.items.length < unread.saved) this.items = new Int32Array(Math.max(64, this.length));
      this.items.set(numbers, start);
      unread.done[chunk] = 1;
      if (--unread.left === 0) this.unread = null;
    }
  }
}

/** A chunk of the saved index is not there as it was when the index was read (the file changed under the process). */
export class SavedIndexGone extends Error {
  constructor() {
    super("The chronicle's saved index changed while it was read.");
  }
}

/**
 * How the saved index is laid out; a layout other than these is not read, the index is built anew.
 * 2: one blob, with the highlights' weights; 3 (schema 9): a head, long lists in chunks, the walk
 * and the sessions' events apart (`chronicle_index_parts`), each read on first use.
 */
const SAVED_LAYOUT = 3;

/** The per-event and per-step lists the index saves (besides the saved filters' rows). */
const LISTS = ['seqs', 'steps', 'sessions', 'turns', 'kinds', 'types', 'diceCounts', 'weights', 'playedFrom'] as const;

/** A list's numbers as bytes to save. */
function bytesOf(numbers: Int32Array): Buffer {
  return Buffer.from(numbers.buffer.slice(numbers.byteOffset, numbers.byteOffset + numbers.byteLength));
}

/** A saved part, or the error that says it is not there. */
function needed(part: Buffer | null): Buffer {
  if (!part) throw new SavedIndexGone();
  return part;
}

/** A saved chunk's numbers (copied: SQLite's buffer need not be aligned for them). */
function partNumbers(part: Buffer | null): Int32Array {
  const bytes = needed(part);
  if (bytes.length % 4) throw new SavedIndexGone();
  return new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
}

/** How the recap weighs a highlight: the ruleset's headlines (`shared/engine/headlines.ts`). */
export interface Weigher {
  /** The event types declared as headlines. */
  readonly types: readonly string[];
  weightOf(event: { type: string; data: Record<string, unknown> }): number | null;
}

/** An event the recap never lists. */
export const NOT_A_HIGHLIGHT = -1;
/** A hand adjustment, a change of house rules or a named checkpoint: a highlight that is not a headline. */
export const TABLE_HIGHLIGHT = -2;
/** A session's events counted for its recap (see `ChronicleIndex.tally`). */
export interface SessionTally {
  /** How many of the session's events are counted. */
  seen: number;
  dice: number;
  /** Actions taken (step heads that are not timeline moves or checkpoints), in force or not. */
  actions: number;
  /** The positions of the table's highlights, in order. */
  table: number[];
  /** The positions of the headlines, by weight, each in order. */
  byWeight: Map<number, number[]>;
  headlines: number;
}

/** The table's own highlights: every recap lists them. */
const TABLE_HIGHLIGHTS: ReadonlySet<string> = new Set([CORE.trackerAdjusted, CORE.optionsChanged, CHECKPOINT]);

/** Number lists and a small JSON head in one buffer: [head length][head][pad to 4][int32 lists…]. */
function pack(head: Record<string, unknown>, lists: Record<string, ArrayLike<number>>): Buffer {
  const names = Object.keys(lists);
  const text = Buffer.from(JSON.stringify({ ...head, lists: names.map((n) => [n, lists[n].length]) }), 'utf8');
  const start = 4 + Math.ceil(text.length / 4) * 4;
  const total = names.reduce((n, name) => n + lists[name].length * 4, start);
  const buffer = Buffer.alloc(total);
  buffer.writeUInt32LE(text.length, 0);
  text.copy(buffer, 4);
  let at = start;
  for (const name of names) {
    const list = lists[name];
    new Int32Array(buffer.buffer, buffer.byteOffset + at, list.length).set(list);
    at += list.length * 4;
  }
  return buffer;
}

function unpack(buffer: Buffer): { head: Record<string, unknown>; lists: Map<string, Int32Array> } {
  const length = buffer.readUInt32LE(0);
  const head = JSON.parse(buffer.toString('utf8', 4, 4 + length)) as Record<string, unknown> & { lists: [string, number][] };
  // A long log's lists are read in place (the index adopts them) when the buffer SQLite hands over is
  // aligned for them — a large buffer is its own memory, never a slice of Node's shared pool; else
  // from an aligned copy.
  const start = buffer.byteOffset + 4 + Math.ceil(length / 4) * 4;
  const inPlace = start % 4 === 0 && buffer.length >= 64 * 1024;
  const bytes = inPlace
    ? new Uint8Array(buffer.buffer, start, buffer.byteOffset + buffer.length - start)
    : new Uint8Array(buffer.subarray(start - buffer.byteOffset));
  const lists = new Map<string, Int32Array>();
  let at = 0;
  for (const [name, count] of head.lists) {
    lists.set(name, new Int32Array(bytes.buffer, bytes.byteOffset + at, count));
    at += count * 4;
  }
  return { head, lists };
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

/** A checkpoint's event, as the chronicle's outline lists it. */
export type CheckpointEvent = Pick<HistoryEntry, 'seq' | 'step' | 'type' | 'data' | 'sessionId' | 'createdAt'>;

/** What the chronicle filters by, as the index answers it. */
export interface IndexFilter {
  session: number | 'all';
  player?: { id: string; name: string };
  kind: ChronicleKind;
}

/** The rows of one filter: the steps with an event that passes it, oldest first. */
export interface Rows {
  /** The index position of each row's first passing event. */
  readonly first: IntList;
  /** The highest turn of rows 0 to i (a row's turn is its first passing event's): monotone, so a turn is found by halving. */
  readonly topTurn: IntList;
  /** Each row's step (its first passing event's): a page reads its rows' steps here, not each event's in the log's lists. */
  readonly steps: IntList;
  /** Events that pass. */
  events: number;
  /** Positions looked at so far. */
  seen: number;
  readonly passes: (position: number) => boolean;
}

/** One campaign's log as the chronicle pages it. Positions are the events' places in the log, oldest first. */
export class ChronicleIndex {
  readonly seqs = new IntList();
  readonly steps = new IntList();
  /** Session ids, 0 for none (ids start at 1). */
  private readonly sessions = new IntList();
  readonly turns = new IntList();
  private readonly kinds = new IntList();
  /** Each event's type, as its place in `typeNames`. */
  private readonly types = new IntList();
  private readonly typeNames: string[] = [];
  private readonly typeIds = new Map<string, number>();
  /** How many dice each event carries. */
  private readonly diceCounts = new IntList();
  private weighing: Statement | undefined;
  /** Per session, its recap's counts (see `tally`). */
  private readonly tallies = new Map<number, SessionTally>();
  /** Each event's weight as a recap highlight (its headline's), or `TABLE_HIGHLIGHT`, or `NOT_A_HIGHLIGHT`: weighed once, as the log grows. */
  private readonly weights = new IntList();
  /** The positions of each session's events, oldest first. */
  private readonly bySession = new Map<number, IntList>();
  /** The sessions in which anything but the set-up happened. */
  private readonly played = new Set<number>();
  private lastType = '';
  /** Rows by filter; rows of the `undone` kind only until the log moves (they follow the timeline). */
  private readonly rowsByFilter = new Map<string, Rows>();
  /** The positions of the events that mention a player, by player id and name. */
  private readonly mentioning = new Map<string, { player: { id: string; name: string }; positions: Set<number> }>();
  /**
   * The step heads walked as `abandonedBranches` walks them (checkpoints left out), a step at a
   * time as the log grows: the step each game step was played from, and the played steps out of
   * force now (found from what left and joined the applied steps since the last walk).
   */
  private readonly walk: Timeline = { applied: [], redoable: [] };
  /** By step: the step it was played from, 0 for none (steps start at 1). */
  private readonly playedFrom = new IntList();
  /** The step on top of the applied steps right after each timeline move and checkpoint (none: nothing applied). */
  private readonly topAfterMove = new Map<number, number | undefined>();
  private appliedBefore: number[] = [];
  private readonly outOfForce = new Set<number>();
  private branches: AbandonedBranch[] | null = null;
  /** The checkpoints' events read so far (the outline lists every one), oldest first, and how many checkpoint rows they cover: saved in the head. */
  private marks: { rows: number; events: CheckpointEvent[] } = { rows: 0, events: [] };

  constructor(
    private readonly store: CampaignStore,
    readonly campaignId: number,
    /** What the campaign is (created, rules, players): another campaign under the same id is indexed anew. */
    readonly identity: string,
    /** The ruleset's headlines, which weigh the recap's highlights (none: no event is a headline). */
    private readonly weigher: Weigher | null = null,
  ) {}

  get lastSeq(): number {
    return this.seqs.last ?? 0;
  }

  /** The last seq of the index as it was saved (or read from the saved one): 0 when never. */
  savedAt = 0;

  /** Read from a saved index of an older layout: to be saved again in this one. */
  oldLayout = false;

  /** Parts of the saved index read when first needed (see `saved`): the walk of the steps, the sessions' events. */
  private readonly pending: { walk: (() => void) | null; sessions: (() => void) | null } = { walk: null, sessions: null };

  /**
   * The index as saved, to be extended from there by `catchUp` (which checks that the log still
   * holds its last event as it was), or null when none was saved for this campaign as it is now.
   * Layout 3 reads only the head (the saved rows' counts, the abandoned branches, the short lists):
   * each long list is read a chunk at a time as it is asked, and the walk of the steps and the
   * sessions' events when first needed — a fresh process's first page reads the chunks at the log's
   * end. Layout 2 (one blob, before schema 9) is read whole and saved again as layout 3.
   */
  static saved(store: CampaignStore, campaignId: number, identity: string, weigher: Weigher | null = null): ChronicleIndex | null {
    const row = store.loadChronicleIndex(campaignId);
    if (!row || row.identity !== identity) return null;
    let unpacked: ReturnType<typeof unpack>;
    try {
      unpacked = unpack(row.data);
    } catch {
      return null; // not a saved index this version can read: built anew from the log
    }
    const { head, lists } = unpacked;
    if (head.layout !== SAVED_LAYOUT && head.layout !== 2) return null;
    const index = new ChronicleIndex(store, campaignId, identity, weigher);
    const list = (name: string) => lists.get(name) ?? new Int32Array();
    const lengths = (head.lengths ?? {}) as Record<string, number>;
    /** A long list of layout 3 (in chunks of its own) read later; a short one, or any of layout 2, from the head. */
    const fill = (target: IntList, name: string) => {
      const length = lengths[name];
      if (length === undefined) return target.adopt(list(name));
      target.readLater(length, (chunk) => partNumbers(store.loadChronicleIndexPart(campaignId, row.atSeq, `${name}:${chunk}`)));
    };
    const part = (name: string) => {
      if (head.layout === 2) return unpacked;
      const bytes = needed(store.loadChronicleIndexPart(campaignId, row.atSeq, name));
      try {
        return unpack(bytes);
      } catch {
        throw new SavedIndexGone(); // damaged: the chronicle reads the log instead
      }
    };
    try {
      for (const name of LISTS) fill(index[name], name);
      if (index.lastSeq !== row.atSeq) return null;
    } catch {
      return null; // a chunk missing or damaged: built anew from the log
    }
    for (const type of head.typeNames as string[]) index.typeId(type);
    index.lastType = head.lastType as string;
    index.pending.walk = () => index.restoreWalk(part('walk'));
    index.pending.sessions = () => index.restoreSessions(part('sessions').lists);
    if (head.layout === 2) {
      index.readPending(); // all in the one blob already
      index.oldLayout = true; // saved again in the new layout
      index.savedAt = index.lastSeq;
    } else {
      index.branches = head.branches as AbandonedBranch[];
      if (head.marks) index.marks = head.marks as ChronicleIndex['marks'];
      index.savedAt = index.lastSeq;
    }
    // The rows of the unfiltered chronicle and of its checkpoints (what a fresh screen asks first), as saved.
    const events = head.rowEvents as Record<string, number>;
    for (const [name, filter] of Object.entries(SAVED_ROWS)) {
      const rows = index.rows(filter, NO_STEPS, false);
      fill(rows.first, `${name}First`);
      fill(rows.topTurn, `${name}TopTurn`);
      // Layout 2 did not save the rows' steps: read off the (whole) list of steps.
      if (head.layout === 2) rows.steps.load(Array.from(rows.first.view(), (p) => index.steps.at(p)));
      else fill(rows.steps, `${name}Steps`);
      rows.events = events[name];
      rows.seen = index.seqs.length;
    }
    return index;
  }

  /** The walk of the steps as saved (its `rewinds` in the part's head, or in layout 2's). */
  private restoreWalk({ head, lists }: ReturnType<typeof unpack>): void {
    const list = (name: string) => lists.get(name) ?? new Int32Array();
    this.walk.applied = Array.from(list('applied'));
    this.walk.redoable = Array.from(list('redoable'));
    if (head.rewinds) this.walk.rewinds = head.rewinds as Timeline['rewinds'];
    const moves = list('topAfterMove');
    for (let i = 0; i < moves.length; i += 2) this.topAfterMove.set(moves[i], moves[i + 1] < 0 ? undefined : moves[i + 1]);
    for (const step of list('outOfForce')) this.outOfForce.add(step);
    this.appliedBefore = this.walk.applied.slice();
  }

  /** Each session's events and the sessions played in, as saved. */
  private restoreSessions(lists: Map<string, Int32Array>): void {
    const list = (name: string) => lists.get(name) ?? new Int32Array();
    const ids = list('sessionIds');
    const counts = list('sessionCounts');
    const positions = list('sessionPositions');
    for (let i = 0, at = 0; i < ids.length; at += counts[i], i++) {
      const mine = new IntList();
      mine.load(positions.subarray(at, at + counts[i]));
      this.bySession.set(ids[i], mine);
    }
    for (const session of list('played')) this.played.add(session);
  }

  /** Reads the parts of the saved index not read yet (the walk, the sessions): before anything uses them. */
  private readPending(which: 'walk' | 'sessions' | 'all' = 'all'): void {
    if (this.pending.walk === null && this.pending.sessions === null) return;
    for (const name of ['walk', 'sessions'] as const) {
      const read = this.pending[name];
      if (!read || (which !== 'all' && which !== name)) continue;
      read(); // a part not there throws before anything is restored: it is still to read (and throws again)
      this.pending[name] = null;
    }
  }

  /** Saves the index as it stands (a cache: the next fresh process extends it instead of reading the whole log). */
  save(): void {
    this.readPending();
    const saved = Object.entries(SAVED_ROWS).map(([name, filter]) => [name, this.rows(filter, NO_STEPS)] as const);
    const sessions = [...this.bySession];
    const lists: Record<string, Int32Array> = {
      ...Object.fromEntries(LISTS.map((name) => [name, this[name].view()])),
      ...Object.fromEntries(
        saved.flatMap(([name, rows]) => [
          [`${name}First`, rows.first.view()],
          [`${name}TopTurn`, rows.topTurn.view()],
          [`${name}Steps`, rows.steps.view()],
        ]),
      ),
    };
    // A short list goes in the head; a long one in chunks, each read when first asked.
    const short: Record<string, Int32Array> = {};
    const lengths: Record<string, number> = {};
    const parts: [string, Buffer][] = [];
    for (const [name, numbers] of Object.entries(lists)) {
      if (numbers.length < CHUNK) short[name] = numbers;
      else {
        lengths[name] = numbers.length;
        for (let chunk = 0; chunk * CHUNK < numbers.length; chunk++)
          parts.push([`${name}:${chunk}`, bytesOf(numbers.subarray(chunk * CHUNK, (chunk + 1) * CHUNK))]);
      }
    }
    parts.push([
      'walk',
      pack(
        { rewinds: this.walk.rewinds ?? null },
        {
          applied: this.walk.applied,
          redoable: this.walk.redoable,
          topAfterMove: [...this.topAfterMove].flatMap(([step, top]) => [step, top ?? -1]),
          outOfForce: [...this.outOfForce],
        },
      ),
    ]);
    parts.push([
      'sessions',
      pack(
        {},
        {
          sessionIds: sessions.map(([id]) => id),
          sessionCounts: sessions.map(([, mine]) => mine.length),
          sessionPositions: sessions.flatMap(([, mine]) => Array.from(mine.view())),
          played: [...this.played],
        },
      ),
    ]);
    const head = pack(
      {
        layout: SAVED_LAYOUT,
        typeNames: this.typeNames,
        lastType: this.lastType,
        rowEvents: Object.fromEntries(saved.map(([name, rows]) => [name, rows.events])),
        branches: this.abandonedBranches(),
        marks: this.marks,
        lengths,
      },
      short,
    );
    this.store.saveChronicleIndex(this.campaignId, this.lastSeq, this.identity, head, parts);
    this.savedAt = this.lastSeq;
    this.oldLayout = false;
  }

  /**
   * Indexes the events written since the last call, up to `lastSeq`. False when the log is not
   * the one indexed (a restore replaced it): the caller indexes it anew.
   */
  catchUp(lastSeq: number): boolean {
    const known = this.lastSeq;
    if (lastSeq === known) return true;
    if (lastSeq < known) return false;
    this.readPending();
    const facts = this.store.eventFacts(this.campaignId, Math.max(0, known - 1));
    if (known > 0) {
      // The first is the last event indexed: the log still holds it as it was.
      const again = facts.shift();
      if (!again || again.seq !== known || again.step !== this.steps.last || again.type !== this.lastType) return false;
    }
    const from = this.seqs.length;
    for (const f of facts) {
      this.seqs.push(f.seq);
      this.steps.push(f.step);
      this.sessions.push(f.sessionId ?? 0);
      this.turns.push(f.turn);
      this.kinds.push(kindBits(f));
      this.types.push(this.typeId(f.type));
      this.diceCounts.push(f.diceCount);
      this.weights.push(TABLE_HIGHLIGHTS.has(f.type) ? TABLE_HIGHLIGHT : NOT_A_HIGHLIGHT);
      if (f.sessionId !== null) {
        let mine = this.bySession.get(f.sessionId);
        if (!mine) this.bySession.set(f.sessionId, (mine = new IntList()));
        mine.push(this.seqs.length - 1);
        if (f.type !== CORE.setup) this.played.add(f.sessionId);
      }
      this.lastType = f.type;
      if (f.seq === f.step && f.type !== CHECKPOINT) this.walkHead(f);
      else if (f.seq === f.step) this.topAfterMove.set(f.step, this.walk.applied.at(-1));
    }
    this.settleWalk();
    this.weigh(known, from);
    for (const m of this.mentioning.values()) this.findMentions(m.player, m.positions, known, from);
    for (const key of [...this.rowsByFilter.keys()]) if (key.endsWith('|undone')) this.rowsByFilter.delete(key);
    return true;
  }

  /**
   * Weighs the headlines written after `afterSeq` (from position `from`): only the events of the
   * types the ruleset declares are read, each once, so a recap reads only the events it lists.
   */
  private weigh(afterSeq: number, from: number): void {
    const types = this.weigher?.types.filter((t) => !TABLE_HIGHLIGHTS.has(t)) ?? [];
    if (!types.length || from === this.seqs.length) return;
    this.weighing ??= this.store.db.prepare(
      'SELECT seq, type, payload FROM events WHERE campaign_id = ? AND seq > ? AND type IN (SELECT value FROM json_each(?)) ORDER BY seq',
    );
    const rows = this.weighing.iterate(this.campaignId, afterSeq, JSON.stringify(types)) as IterableIterator<{
      seq: number;
      type: string;
      payload: string;
    }>;
    for (const { seq, type, payload } of rows) {
      const p = this.positionOf(seq);
      if (p < from) continue;
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(payload) as Record<string, unknown>;
      } catch {
        continue; // unreadable: not a headline (the replay says what is wrong)
      }
      const weight = this.weigher!.weightOf({ type, data });
      if (weight !== null) this.weights.put(p, Math.max(0, Math.round(weight)));
    }
  }

  /**
   * A session's events counted for its recap — dice, actions, the table's highlights, the headlines
   * by weight — once, then extended by the session's events written since (the recap reads the
   * tally and the steps out of force, not the session's every event).
   */
  tally(sessionId: number): SessionTally {
    this.readPending('sessions');
    const mine = this.positionsOfSession(sessionId);
    let tally = this.tallies.get(sessionId);
    if (!tally) this.tallies.set(sessionId, (tally = { seen: 0, dice: 0, actions: 0, table: [], byWeight: new Map(), headlines: 0 }));
    for (let i = tally.seen; i < mine.length; i++) {
      const p = mine.at(i);
      tally.dice += this.diceAt(p);
      if (this.seqs.at(p) === this.steps.at(p) && !this.isMetaAt(p)) tally.actions++;
      const weight = this.weightAt(p);
      if (weight === TABLE_HIGHLIGHT) tally.table.push(p);
      else if (weight !== NOT_A_HIGHLIGHT) {
        let same = tally.byWeight.get(weight);
        if (!same) tally.byWeight.set(weight, (same = []));
        same.push(p);
        tally.headlines++;
      }
    }
    tally.seen = mine.length;
    return tally;
  }

  /** The positions of the events of the played steps out of force now (each step's events are consecutive, its head first). */
  *eventsOutOfForce(): Generator<number> {
    this.readPending('walk');
    for (const step of this.outOfForce) {
      for (let p = this.positionOf(step); p >= 0 && p < this.seqs.length && this.steps.at(p) === step; p++) yield p;
    }
  }

  /** Whether a played game step is in force as the log stands (a timeline move or checkpoint never is one). */
  inForceNow(step: number): boolean {
    this.readPending('walk');
    return !this.outOfForce.has(step);
  }

  /** The latest step in force as the log stands, or undefined when none is. */
  get topNow(): number | undefined {
    this.readPending('walk');
    return this.walk.applied.at(-1);
  }

  /** The event at a position as a recap highlight: its headline's weight, `TABLE_HIGHLIGHT` or `NOT_A_HIGHLIGHT`. */
  weightAt(p: number): number {
    return this.weights.at(p);
  }

  /**
   * Every checkpoint's event, oldest first: those read before (or saved with the index), then those
   * of the checkpoint rows written since, read by `read` (a fresh process's outline reads none of the log).
   */
  checkpointEvents(read: (steps: number[]) => readonly CheckpointEvent[]): readonly CheckpointEvent[] {
    const rows = this.rows(SAVED_ROWS.checkpoints, NO_STEPS);
    if (rows.steps.length > this.marks.rows) {
      for (const { seq, step, type, data, sessionId, createdAt } of read(rows.steps.slice(this.marks.rows, rows.steps.length)))
        if (type === CHECKPOINT) this.marks.events.push({ seq, step, type, data, sessionId, createdAt });
      this.marks.rows = rows.steps.length;
    }
    return this.marks.events;
  }

  /** The abandoned branches, as `abandonedBranches` finds them from the whole log. */
  abandonedBranches(): AbandonedBranch[] {
    if (this.branches) return this.branches;
    this.readPending('walk');
    const recoverable = recoverableSteps(this.walk);
    // In step order, as the whole-log walk finds them (branches from one root keep that order).
    const abandoned = new Set([...this.outOfForce].filter((s) => !recoverable.has(s)).sort((a, b) => a - b));
    // A root is in force unless a played step out of force (the set-up step never leaves it).
    this.branches = branchesOf(
      abandoned,
      (s) => this.playedFromStep(s)!, // every step out of force was played from one
      (s) => !this.outOfForce.has(s),
    );
    return this.branches;
  }

  private walkHead(f: EventFacts): void {
    const { applied } = this.walk;
    const head = moveHead(f.step, f.type, f.rewind ? (JSON.parse(f.rewind) as Record<string, unknown>) : {});
    if (!TIMELINE_TYPES.has(head.type) && applied.length) {
      this.playedFrom.put(f.step, applied[applied.length - 1]);
      this.outOfForce.add(f.step); // until it is found among the applied steps below
    }
    applyHead(this.walk, head);
    if (TIMELINE_TYPES.has(head.type)) this.topAfterMove.set(f.step, applied.at(-1));
  }

  /**
   * The step on top of the applied steps right after event `seq`, as the game stood then: its own
   * step for a game event, the top the move left for a timeline move or checkpoint (undefined when
   * nothing was applied), or null when the log has no such event.
   */
  topAfter(seq: number): number | undefined | null {
    this.readPending('walk');
    const p = this.positionOf(seq);
    if (p < 0) return null;
    const step = this.steps.at(p);
    return this.kinds.at(p) & META_BIT ? this.topAfterMove.get(step) : step;
  }

  /** The step a game step was played from (undefined for one played on nothing, like the set-up). */
  playedFromStep(step: number): number | undefined {
    return step < this.playedFrom.length ? this.playedFrom.at(step) || undefined : undefined;
  }

  /**
   * The line of play up to `top`, as `appliedUpTo` gives it, but for a step in force now a view of
   * the applied steps' beginning (found by halving: they are ascending), not a copy: asking for the
   * game part way along a long log (a recap's start) costs the same at any length.
   */
  lineUpTo(top: number | undefined): StepLine {
    this.readPending('walk');
    const { applied } = this.walk;
    if (top !== undefined && this.inForceNow(top)) {
      let low = 0;
      let high = applied.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (applied[middle] <= top) low = middle;
        else high = middle - 1;
      }
      if (applied[low] === top) {
        const length = low + 1;
        return { length, at: (i) => (i < 0 ? (i + length >= 0 ? applied[i + length] : undefined) : i < length ? applied[i] : undefined) };
      }
    }
    return this.appliedUpTo(top);
  }

  /**
   * The applied steps with `top` on top, as they were whenever it was: each applied step was played
   * from the one below it (undo, redo, rewinds and bring-backs only ever cut or restore such a
   * line), so following "played from" down from the top gives them all.
   */
  appliedUpTo(top: number | undefined): number[] {
    this.readPending('walk');
    // A step in force now: its line is the applied steps up to it (the applied steps are one line), no walk down needed.
    if (top !== undefined && this.inForceNow(top)) {
      const at = this.walk.applied.lastIndexOf(top);
      if (at >= 0) return this.walk.applied.slice(0, at + 1);
    }
    const applied: number[] = [];
    for (let step = top; step !== undefined; step = this.playedFromStep(step)) applied.push(step);
    return applied.reverse();
  }

  /**
   * Brings the steps out of force up to date after a walk: the applied steps only ever change at
   * their end, so past their common beginning, those that left are out and those that joined are in.
   */
  private settleWalk(): void {
    const before = this.appliedBefore;
    const now = this.walk.applied;
    // Steps only added on top (the usual case: a step is played from one line, so the same step at the
    // same place means the same line below it): the new ones joined, nothing left — no walk of the whole list.
    const top = before.length - 1;
    if (top >= 0 && now.length > top && now[top] === before[top]) {
      for (let i = before.length; i < now.length; i++) {
        this.outOfForce.delete(now[i]);
        before.push(now[i]);
      }
      this.branches = null;
      return;
    }
    let same = 0;
    while (same < before.length && same < now.length && before[same] === now[same]) same++;
    for (let i = same; i < before.length; i++) this.outOfForce.add(before[i]);
    for (let i = same; i < now.length; i++) this.outOfForce.delete(now[i]);
    this.appliedBefore = now.slice();
    this.branches = null;
  }

  private typeId(type: string): number {
    let id = this.typeIds.get(type);
    if (id === undefined) {
      id = this.typeNames.push(type) - 1;
      this.typeIds.set(type, id);
    }
    return id;
  }

  /** The type of the event at a position. */
  typeAt(p: number): string {
    return this.typeNames[this.types.at(p)];
  }

  /** How many dice the event at a position carries. */
  diceAt(p: number): number {
    return this.diceCounts.at(p);
  }

  /** Whether the event at a position moves the timeline or names a moment. */
  isMetaAt(p: number): boolean {
    return (this.kinds.at(p) & META_BIT) !== 0;
  }

  /** The positions of a session's events, oldest first (none: an empty list). */
  positionsOfSession(sessionId: number): IntList {
    this.readPending('sessions');
    return this.bySession.get(sessionId) ?? new IntList();
  }

  /** Whether anything but the set-up happened in a session. */
  playedIn(sessionId: number): boolean {
    this.readPending('sessions');
    return this.played.has(sessionId);
  }

  /** The session of the event at a position. */
  sessionAt(p: number): number | null {
    return this.sessions.at(p) || null;
  }

  /** The position of the event `seq`, or -1. */
  positionOf(seq: number): number {
    if (seq >= 1 && seq <= this.seqs.length && this.seqs.at(seq - 1) === seq) return seq - 1;
    let lo = 0;
    let hi = this.seqs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.seqs.at(mid) < seq) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.seqs.length && this.seqs.at(lo) === seq ? lo : -1;
  }

  /** The rows that pass a filter; `applied` (the steps in force, as the log stands) decides `undone`. */
  rows(filter: IndexFilter, applied: Steps, extend = true): Rows {
    const key = `${filter.session}|${filter.player?.id ?? ''}|${filter.kind}`;
    let rows = this.rowsByFilter.get(key);
    if (rows) this.rowsByFilter.delete(key);
    else
      rows = {
        first: new IntList(),
        topTurn: new IntList(),
        steps: new IntList(),
        events: 0,
        seen: 0,
        passes: this.predicate(filter, applied),
      };
    this.rowsByFilter.set(key, rows);
    if (this.rowsByFilter.size > KEPT_FILTERS) this.rowsByFilter.delete(this.rowsByFilter.keys().next().value!);
    const add = (r: Rows, p: number) => {
      if (!r.passes(p)) return;
      r.events++;
      const step = this.steps.at(p);
      if (r.steps.last === step) return;
      r.first.push(p);
      r.steps.push(step);
      r.topTurn.push(Math.max(r.topTurn.last ?? -Infinity, this.turns.at(p)));
    };
    // Undone steps (read again after every move of the log): only the events of the steps out of
    // force can pass, so those are looked at, in order — not every event of a long log.
    if (extend && filter.kind === 'undone' && rows.seen === 0) {
      for (const p of [...this.eventsOutOfForce()].sort((a, b) => a - b)) add(rows, p);
      rows.seen = this.seqs.length;
    }
    for (let p = rows.seen; extend && p < this.seqs.length; p++) add(rows, p);
    if (extend) rows.seen = this.seqs.length;
    return rows;
  }

  private predicate(filter: IndexFilter, applied: Steps): (p: number) => boolean {
    const { session, player, kind } = filter;
    const inSession = session === 'all' ? () => true : (p: number) => this.sessions.at(p) === session;
    const mentioned = player ? this.mentions(player) : null;
    const bit = kind === 'undone' ? 0 : KIND_BIT[kind];
    const isKind = bit
      ? (p: number) => (this.kinds.at(p) & bit) !== 0
      : (p: number) => !(this.kinds.at(p) & META_BIT) && !applied.has(this.steps.at(p));
    return (p) => inSession(p) && (!mentioned || mentioned.has(p)) && isKind(p);
  }

  /** The positions of the events that mention a player (found once, then kept up as the log grows). */
  private mentions(player: { id: string; name: string }): Set<number> {
    const key = JSON.stringify([player.id, player.name]);
    let found = this.mentioning.get(key);
    if (!found) {
      found = { player, positions: new Set() };
      this.findMentions(player, found.positions, 0, 0);
      this.mentioning.set(key, found);
    }
    return found.positions;
  }

  /**
   * Adds the events after `afterSeq` (from position `from`) that mention a player. SQLite finds
   * the payloads that hold the player's id or name as a JSON string (every mention does); the
   * data itself decides, as the chronicle's filter always has.
   */
  private findMentions(player: { id: string; name: string }, positions: Set<number>, afterSeq: number, from: number): void {
    const texts: [string, string] = [JSON.stringify(player.id), JSON.stringify(player.name)];
    for (const { seq, payload } of this.store.payloadsHolding(this.campaignId, afterSeq, texts)) {
      if (seq > this.lastSeq || !mentions(JSON.parse(payload), player)) continue;
      const p = this.positionOf(seq);
      if (p >= from) positions.add(p);
    }
  }
}
