/**
 * Hosts the rules engine for open campaigns (see open-campaign.ts): turns table actions into events, writes each step
 * in one SQLite transaction before acknowledging it, and keeps the folded state in memory.
 */
import type { DiceRequest, DieLook, RolledDie } from '../../../shared/engine/dice';
import { fail, ok, type Result } from '../../../shared/engine/result';
import { newGameOptions, type Player, type Ruleset, type RulesEvent } from '../../../shared/engine/ruleset';
import { checkAdjust, CORE, diceRequestFor, foldEvent, oddsFor, prepareAction } from '../../../shared/engine/run';
import {
  advanceTimeline,
  applyHead,
  branchesFrom,
  notePlayedFrom,
  advanceTimelineWhile,
  isInForce,
  canRedo,
  canUndo,
  moveHead,
  recoverableSteps,
  TIMELINE,
  undoTarget,
  TIMELINE_TYPES,
  type AbandonedBranch,
  type StepHead,
  type Timeline,
} from '../../../shared/engine/timeline';
import type {
  ActionInput,
  CampaignSummary,
  HistoryEntry,
  HistoryPage,
  NewPlayer,
  PlayView,
  SessionInfo,
} from '../../../shared/rpc/contract';
import { assignColours, duplicatePlayer } from '../../../shared/rpc/players';
import type { CampaignStore, NewEvent } from './campaign-store';
import { resolveRoll } from './dice-roller';
import { loadCampaign, rememberState, SNAPSHOT_EVERY, stateAfter, type OpenCampaign, type StepLine } from './open-campaign';
import { CHECKPOINT } from './replay';

export interface HostDeps {
  store: CampaignStore;
  rulesets: ReadonlyMap<string, Ruleset>;
  rollDice: (request: DiceRequest) => RolledDie[];
  now: () => string;
}

/**
 * Campaigns kept folded in memory (each with up to RECENT_STATES states for instant undo). Beyond
 * this, the least recently used is dropped and reloaded from its snapshot when asked for again,
 * so memory does not grow with the number of campaigns opened in one run.
 */
export const OPEN_CAMPAIGNS = 8;
/** A timeline move touching more steps than this sends only its own event; the history reloads its page. */
export const MOST_TOUCHED_STEPS = 200;

export class EngineHost {
  /** Open campaigns by id, least recently used first. */
  private readonly loaded = new Map<number, OpenCampaign>();

  constructor(private readonly deps: HostDeps) {}

  /** Creates a campaign with its set-up event as step 1. */
  create(args: { name: string; rulesetId: string; players: NewPlayer[]; options: Record<string, unknown> }): Result<CampaignSummary> {
    const ruleset = this.deps.rulesets.get(args.rulesetId);
    if (!ruleset) return fail('campaign/unknown_ruleset', `There is no ruleset "${args.rulesetId}".`, { rulesetId: args.rulesetId });
    if (args.players.length < ruleset.minPlayers || args.players.length > ruleset.maxPlayers) {
      return fail('campaign/player_count', `This game takes ${ruleset.minPlayers} to ${ruleset.maxPlayers} players.`, {
        min: ruleset.minPlayers,
        max: ruleset.maxPlayers,
      });
    }
    const parsed = ruleset.optionsSchema.safeParse(newGameOptions(ruleset, args.options));
    if (!parsed.success)
      return fail('campaign/invalid_options', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const entered = args.players.map((p) =>
      typeof p === 'string' ? { name: p.trim() } : { name: p.name.trim(), color: p.color?.toLowerCase() },
    );
    const twice = duplicatePlayer(entered.map((p) => p.name));
    if (twice)
      return fail('campaign/duplicate_player', `Two players are called “${twice.name}”; give each a different name.`, { name: twice.name });
    const colours = assignColours(entered.map((p) => p.color));
    const players: Player[] = entered.map((p, i) => ({ id: `p${i + 1}`, name: p.name, color: colours[i] }));
    const setup = ruleset.setup(parsed.data, players);
    if (!setup.ok) return setup;
    const now = this.deps.now();
    const { store } = this.deps;
    const id = store.transaction(() => {
      const campaignId = store.insertCampaign({
        name: args.name,
        rulesetId: ruleset.id,
        rulesetVersion: ruleset.version,
        players,
        options: parsed.data,
        now,
      });
      const turn = ruleset.turnInfo(setup.value);
      store.appendStep(
        campaignId,
        0,
        null,
        [{ event: { type: CORE.setup, data: { options: parsed.data, players } }, ...turn, dice: null }],
        now,
      );
      return campaignId;
    });
    return ok(store.getCampaign(id)!);
  }

  /** Opens a campaign: the newest valid snapshot plus the steps after it. */
  open(campaignId: number): Result<PlayView> {
    const loaded = this.load(campaignId);
    return loaded.ok ? ok(this.view(loaded.value, [])) : loaded;
  }

  /** The dice an action would need with this payload, and how the ruleset describes each (its looks). */
  diceFor(
    campaignId: number,
    type: string,
    payload: Record<string, unknown> | undefined,
  ): Result<{ dice: RolledDie['die'][]; looks?: DieLook[] }> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    const unknown = unknownAction(loaded.value.ruleset, type);
    if (unknown) return unknown;
    const request = diceRequestFor(loaded.value.ruleset, loaded.value.state, type, payload);
    if (!request.ok) return request;
    const looks = request.value?.looks;
    return ok({ dice: [...(request.value?.dice ?? [])], ...(looks ? { looks: [...looks] } : {}) });
  }

  /** The chance of success of an action with the payload its form holds now (null: the offer's odds stand). */
  oddsFor(campaignId: number, type: string, payload: Record<string, unknown> | undefined): Result<{ odds: number | null }> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    const unknown = unknownAction(loaded.value.ruleset, type);
    if (unknown) return unknown;
    const odds = oddsFor(loaded.value.ruleset, loaded.value.state, type, payload);
    return odds.ok ? ok({ odds: odds.value }) : odds;
  }

  /**
   * Runs a table action; the step is committed before the new view is returned. One trip: the
   * action is checked once (availability, payload) for its dice and its outcome, the open session
   * read once, the step written in one transaction, and the answer made from what was written.
   */
  act(campaignId: number, action: ActionInput): Result<PlayView> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    const c = loaded.value;
    const unknown = unknownAction(c.ruleset, action.type);
    if (unknown) return unknown;
    const prepared = prepareAction(c.ruleset, c.state, action.type, action.payload);
    if (!prepared.ok) return prepared;
    const dice = resolveRoll(prepared.value.dice, action.roll, this.deps.rollDice);
    if (!dice.ok) return dice;
    const result = prepared.value.run(dice.value);
    if (!result.ok) return result;
    if (result.value.events.length === 0) return ok(this.view(c, []));
    const turn = c.ruleset.turnInfo(c.state);
    const played = { type: action.type, payload: action.payload ?? {} };
    const events: NewEvent[] = result.value.events.map((event, i) => ({
      event,
      ...turn,
      dice: i === 0 ? dice.value : null,
      action: i === 0 ? played : null,
    }));
    const written = this.commit(c, events, result.value.state);
    return ok(this.view(c, written.entries, written.session));
  }

  undo(campaignId: number): Result<PlayView> {
    return this.moveTimeline(campaignId, { type: TIMELINE.undo }, (t) => canUndo(t) || 'timeline/nothing_to_undo');
  }

  redo(campaignId: number): Result<PlayView> {
    return this.moveTimeline(campaignId, { type: TIMELINE.redo }, (t) => canRedo(t) || 'timeline/nothing_to_redo');
  }

  /** Undoes every step after `toStep` at once, as one step of its own: one undo takes it back whole. */
  rewind(campaignId: number, toStep: number): Result<PlayView> {
    return this.moveTimeline(campaignId, { type: TIMELINE.rewind, toStep, asOneStep: true }, (t) =>
      !t.applied.includes(toStep) ? 'timeline/not_applied' : t.applied[t.applied.length - 1] === toStep ? 'timeline/already_there' : true,
    );
  }

  /**
   * Brings back the abandoned branch that ends at `step` (steps undone, then played over): goes back
   * to the step it was played from and puts its steps back in force, as one step that one undo
   * takes back whole (the steps it replaces stay recoverable, as after any rewind).
   */
  bringBack(campaignId: number, step: number): Result<PlayView> {
    const branches = this.abandonedBranches(campaignId);
    if (!branches.ok) return branches;
    const branch = branches.value.find((b) => b.steps.includes(step));
    if (!branch) return fail('timeline/not_abandoned', TIMELINE_MESSAGES['timeline/not_abandoned'], { step });
    const steps = branch.steps.slice(0, branch.steps.indexOf(step) + 1);
    return this.moveTimeline(campaignId, { type: TIMELINE.rewind, toStep: branch.toStep, asOneStep: true, restore: steps }, () => true);
  }

  /** The campaign's abandoned branches, one per tip (see `abandonedBranches`). */
  abandonedBranches(campaignId: number): Result<AbandonedBranch[]> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    const c = loaded.value;
    if (!c.playedFrom) {
      const walked: Timeline = { applied: [], redoable: [] };
      const playedFrom = new Map<number, number>();
      for (const h of this.deps.store.stepHeads(campaignId)) {
        if (h.type === CHECKPOINT) continue;
        const head = moveHead(h.step, h.type, h.payload ? (JSON.parse(h.payload) as Record<string, unknown>) : {});
        notePlayedFrom(playedFrom, walked, head);
        applyHead(walked, head);
      }
      c.playedFrom = playedFrom;
    }
    return ok(branchesFrom(c.timeline, c.playedFrom));
  }

  /** Sets a tracker by hand; the change is an event with its reason. Consequences do not chain. */
  adjust(campaignId: number, trackerId: string, value: number, reason: string | undefined): Result<PlayView> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    const c = loaded.value;
    const tracker = checkAdjust(c.ruleset.trackers(c.state), trackerId, value);
    if (!tracker.ok) return tracker;
    if (tracker.value.value === value) return fail('adjust/unchanged', 'The tracker already shows that value.');
    const event: RulesEvent = {
      type: CORE.trackerAdjusted,
      data: {
        tracker: trackerId,
        code: tracker.value.code,
        params: tracker.value.params ?? {},
        from: tracker.value.value,
        to: value,
        reason: reason?.trim() || null,
      },
    };
    const state = foldEvent(c.ruleset, c.state, event);
    const written = this.commit(c, [{ event, ...c.ruleset.turnInfo(c.state), dice: null }], state);
    return ok(this.view(c, written.entries, written.session));
  }

  /** Changes the house rules mid-campaign; the change is recorded as an event. */
  setOptions(campaignId: number, options: Record<string, unknown>): Result<PlayView> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    const c = loaded.value;
    const parsed = c.ruleset.optionsSchema.safeParse({ ...c.campaign.options, ...options });
    if (!parsed.success)
      return fail('campaign/invalid_options', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const event: RulesEvent = { type: CORE.optionsChanged, data: { from: c.campaign.options, to: parsed.data } };
    const state = foldEvent(c.ruleset, c.state, event);
    const written = this.commit(c, [{ event, ...c.ruleset.turnInfo(c.state), dice: null }], state, parsed.data as Record<string, unknown>);
    return ok(this.view(c, written.entries, written.session));
  }

  /**
   * Names the current moment. The checkpoint is a step of its own that changes neither the game
   * nor what undo and redo do; returning to it later is a rewind to the step it names.
   */
  checkpoint(campaignId: number, name: string): Result<PlayView> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    const c = loaded.value;
    const now = this.deps.now();
    const atStep = c.timeline.applied[c.timeline.applied.length - 1];
    const event: RulesEvent = { type: CHECKPOINT, data: { name, atStep } };
    const { store } = this.deps;
    const session = this.ensureSession(campaignId, now).id;
    const step = store.transaction(() => {
      const s = store.appendStep(campaignId, c.lastSeq, session, [{ event, ...c.ruleset.turnInfo(c.state), dice: null }], now);
      store.updateCampaign(campaignId, { now });
      return s;
    });
    c.lastSeq = step;
    c.campaign = store.getCampaign(campaignId)!;
    return ok(this.view(c, this.deps.store.history(campaignId, step)));
  }

  /** Which steps are in force, which may be redone, and which undo or redo can bring back, as the campaign stands. */
  timeline(campaignId: number): Result<{ applied: number[]; redoable: number[]; recoverable: number[] }> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    const { timeline } = loaded.value;
    return ok({ applied: [...timeline.applied], redoable: [...timeline.redoable], recoverable: [...recoverableSteps(timeline)] });
  }

  /**
   * The steps in force (ascending) and those undo or redo can bring back, without copying the
   * steps in force: the campaign's own list, to be read before the log moves again (a new step is
   * added to it in place). The chronicle reads it on every first page; a copy costs the log's length.
   */
  inForce(campaignId: number): Result<{ applied: readonly number[]; recoverable: ReadonlySet<number> }> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    const { timeline } = loaded.value;
    return ok({ applied: timeline.applied, recoverable: recoverableSteps(timeline) });
  }

  /**
   * The game after the given applied steps (each played from the one before), whether or not they
   * are in force now: from the recent states, the newest snapshot on their line, and the events
   * after it up to the top step only.
   */
  stateAfterSteps(campaignId: number, applied: StepLine): Result<unknown> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    return ok(applied.length ? this.stateFor(loaded.value, applied) : undefined);
  }

  history(campaignId: number): Result<HistoryEntry[]> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    return ok(this.markUndone(loaded.value, this.deps.store.history(campaignId)));
  }

  /**
   * One page of the history, newest events first in the asking: the `limit` events before
   * `beforeSeq` (the newest when omitted), oldest first, with the campaign's sessions so a page can
   * be headed without the rest of the log. Its cost depends on the page, not the campaign's length.
   */
  historyPage(campaignId: number, beforeSeq: number | undefined, limit: number): Result<HistoryPage> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    const { store } = this.deps;
    const entries = this.markUndone(loaded.value, store.historyPage(campaignId, beforeSeq ?? Number.MAX_SAFE_INTEGER, limit));
    const first = entries[0]?.seq;
    return ok({ entries, hasOlder: first !== undefined && first > 1, sessions: store.listSessions(campaignId) });
  }

  /** Forgets a campaign's cached state (after rename, delete or archive). */
  forget(campaignId: number): void {
    this.loaded.delete(campaignId);
  }

  private moveTimeline(campaignId: number, head: Omit<StepHead, 'step'>, allowed: (t: Timeline) => true | string): Result<PlayView> {
    const loaded = this.load(campaignId);
    if (!loaded.ok) return loaded;
    const c = loaded.value;
    const check = allowed(c.timeline);
    if (check !== true) return fail(check, TIMELINE_MESSAGES[check] ?? check);
    const now = this.deps.now();
    const turn = c.ruleset.turnInfo(c.state);
    const event: RulesEvent = { type: head.type, data: moveData(c.timeline, head) };
    const { store } = this.deps;
    const session = this.ensureSession(c.campaign.id, now).id;
    const before = c.timeline.applied;
    const timeline = advanceTimeline(c.timeline, { ...head, step: c.lastSeq + 1 });
    const state = this.stateFor(c, timeline.applied);
    const step = store.transaction(() => {
      const s = store.appendStep(c.campaign.id, c.lastSeq, session, [{ event, ...turn, dice: null }], now);
      store.updateCampaign(c.campaign.id, { now, outcome: c.ruleset.outcome?.(state) ?? null });
      return s;
    });
    c.timeline = timeline;
    c.state = state;
    c.lastSeq = step;
    c.campaign = store.getCampaign(c.campaign.id)!;
    const touched = this.touchedSteps(c, before, step);
    const view = this.view(c, this.markUndone(c, this.deps.store.eventsOfSteps(c.campaign.id, touched.steps)));
    return ok(touched.all ? view : { ...view, historyMoved: true });
  }

  /**
   * The steps a timeline move touched, for announcing and re-marking: the move itself and the steps
   * it undid or redid — or, past `MOST_TOUCHED_STEPS` (a rewind far back), the move alone, and the
   * history reloads its page instead (see `PlayView.historyMoved`).
   */
  private touchedSteps(c: OpenCampaign, before: readonly number[], moveStep: number): { steps: number[]; all: boolean } {
    const after = c.timeline.applied;
    let shared = 0;
    while (shared < before.length && shared < after.length && before[shared] === after[shared]) shared++;
    if (before.length - shared + (after.length - shared) > MOST_TOUCHED_STEPS) return { steps: [moveStep], all: false };
    const steps = [...new Set([...before.slice(shared), ...after.slice(shared), moveStep])].sort((a, b) => a - b);
    return { steps, all: true };
  }

  /**
   * Writes a step in one transaction and keeps the campaign in memory up to date from what was
   * written (no read back): its events as the history shows them, and the open session they joined.
   */
  private commit(
    c: OpenCampaign,
    events: NewEvent[],
    state: unknown,
    options?: Record<string, unknown>,
  ): { entries: Omit<HistoryEntry, 'undone'>[]; session: SessionInfo } {
    const { store } = this.deps;
    const now = this.deps.now();
    const session = this.ensureSession(c.campaign.id, now);
    const step = c.lastSeq + 1;
    const from = c.timeline.applied[c.timeline.applied.length - 1];
    const outcome = c.ruleset.outcome?.(state) ?? null;
    let entries: Omit<HistoryEntry, 'undone'>[] = [];
    const timeline = advanceTimelineWhile(c.timeline, { step, type: events[0].event.type }, (next) =>
      store.transaction(() => {
        entries = store.appendStepEntries(c.campaign.id, c.lastSeq, session.id, events, now);
        store.updateCampaign(c.campaign.id, { now, outcome, ...(options ? { options } : {}) });
        const count = next.applied.length;
        if (count % SNAPSHOT_EVERY === 0) {
          store.saveSnapshot(c.campaign.id, c.ruleset.version, count, step, state);
          store.saveTimeline(c.campaign.id, step + events.length - 1, next);
        }
      }),
    );
    c.timeline = timeline;
    c.state = state;
    c.lastSeq = step + events.length - 1;
    if (from !== undefined) c.playedFrom?.set(step, from);
    rememberState(c, step, state);
    // What the campaigns row now holds, as `getCampaign` would read it (JSON columns as stored).
    c.campaign = {
      ...c.campaign,
      updatedAt: now,
      eventCount: c.lastSeq,
      outcome: outcome && (JSON.parse(JSON.stringify(outcome)) as typeof outcome),
      ...(options ? { options: JSON.parse(JSON.stringify(options)) as Record<string, unknown> } : {}),
    };
    return { entries, session };
  }

  private ensureSession(campaignId: number, now: string): SessionInfo {
    const { store } = this.deps;
    return store.openSession(campaignId) ?? store.startSession(campaignId, now);
  }

  /** The open campaign, from memory when it was used lately (the least recently used beyond the bound are dropped). */
  private load(campaignId: number): Result<OpenCampaign> {
    const cached = this.loaded.get(campaignId);
    if (cached) {
      this.loaded.delete(campaignId);
      this.loaded.set(campaignId, cached);
      return ok(cached);
    }
    const loaded = loadCampaign(this.deps.store, this.deps.rulesets, campaignId);
    if (loaded.ok) {
      this.loaded.set(campaignId, loaded.value);
      if (this.loaded.size > OPEN_CAMPAIGNS) this.loaded.delete(this.loaded.keys().next().value!);
    }
    return loaded;
  }

  private stateFor(c: OpenCampaign, applied: StepLine): unknown {
    // The line in force now (a step is played from one line only: the same top, the same line): the game as it stands.
    const top = applied.at(applied.length - 1);
    if (top !== undefined && top === c.timeline.applied.at(-1)) return c.state;
    return stateAfter(this.deps.store, c, applied);
  }

  private markUndone(c: OpenCampaign, entries: Omit<HistoryEntry, 'undone'>[]): HistoryEntry[] {
    return entries.map((e) => ({ ...e, undone: !isInForce(c.timeline, e.step) && !TIMELINE_TYPES.has(e.type) && e.type !== CHECKPOINT }));
  }

  /** The screen's answer; `session` when the caller has just read it (a click reads it once). */
  private view(c: OpenCampaign, lastStep: HistoryEntry[] | Omit<HistoryEntry, 'undone'>[], session?: SessionInfo | null): PlayView {
    const { ruleset, state } = c;
    return {
      campaign: c.campaign,
      state,
      prompt: ruleset.prompt(state),
      trackers: ruleset.trackers(state),
      outcome: ruleset.outcome?.(state) ?? null,
      canUndo: canUndo(c.timeline),
      canRedo: canRedo(c.timeline),
      session: session === undefined ? this.deps.store.openSession(c.campaign.id) : session,
      lastStep: lastStep.map((e) => ('undone' in e ? e : { ...e, undone: false })),
    };
  }
}

/**
 * What a timeline move records: a rewind its target; an undo or redo the step it touches (the
 * history folds it into that step's row), read off the timeline before the move.
 */
function moveData(timeline: Timeline, head: Omit<StepHead, 'step'>): Record<string, unknown> {
  if (head.toStep !== undefined)
    return { toStep: head.toStep, ...(head.asOneStep ? { asOneStep: true } : {}), ...(head.restore ? { restore: head.restore } : {}) };
  const touched = head.type === TIMELINE.undo ? undoTarget(timeline) : timeline.redoable[timeline.redoable.length - 1];
  return touched === undefined ? {} : { step: touched };
}

/** Refuses an action name the ruleset does not declare itself (`constructor`, `toString`, `__proto__` included). */
function unknownAction(ruleset: Ruleset, type: string): ReturnType<typeof fail> | null {
  if (Object.hasOwn(ruleset.actions, type)) return null;
  return fail('rules/unknown_action', `The ${ruleset.id} rules have no action "${type.slice(0, 60)}".`, { type: type.slice(0, 60) });
}

const TIMELINE_MESSAGES: Record<string, string> = {
  'timeline/nothing_to_undo': 'There is nothing to undo.',
  'timeline/nothing_to_redo': 'There is nothing to redo.',
  'timeline/not_applied': 'That step is not in force, so the game cannot go back to it.',
  'timeline/already_there': 'The game is already at that point.',
  'timeline/not_abandoned': 'Those steps are not an abandoned branch: undo or redo reaches them, or they are in force.',
};
