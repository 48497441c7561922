/**
 * An open campaign in memory, and how it is loaded: the saved timeline plus the step heads after
 * it, then the newest snapshot still in force plus the steps after it.
 */
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Ruleset } from '../../../shared/engine/ruleset';
import { foldEvent } from '../../../shared/engine/run';
import { buildTimeline, moveHead, type StepHead, type Timeline } from '../../../shared/engine/timeline';
import type { CampaignSummary } from '../../../shared/rpc/contract';
import type { CampaignStore } from './campaign-store';
import { CHECKPOINT } from './replay';

/** Write a snapshot of the state (and the timeline) every this many applied steps. */
export const SNAPSHOT_EVERY = 250;
/** Recent states kept in memory per campaign so undo is instant. */
export const RECENT_STATES = 64;

export interface OpenCampaign {
  campaign: CampaignSummary;
  ruleset: Ruleset;
  timeline: Timeline;
  state: unknown;
  lastSeq: number;
  /** State after each recently applied step, by step seq. */
  recent: Map<number, unknown>;
  /**
   * The step each game step was played from, once the abandoned branches were first asked for
   * (a walk of the whole log); kept up by every new step after that, so asking again is cheap.
   */
  playedFrom?: Map<number, number>;
}

/** Loads a campaign from the database, refusing one whose rules this build does not have. */
export function loadCampaign(store: CampaignStore, rulesets: ReadonlyMap<string, Ruleset>, campaignId: number): Result<OpenCampaign> {
  const campaign = store.getCampaign(campaignId);
  if (!campaign) return fail('campaign/not_found', 'That campaign does not exist (it may have been deleted).', { campaignId });
  const ruleset = rulesets.get(campaign.rulesetId);
  if (!ruleset)
    return fail(
      'campaign/unknown_ruleset',
      `This campaign uses the "${campaign.rulesetId}" rules, which this version of Doomkeeper does not have.`,
    );
  if (campaign.rulesetVersion > ruleset.version) {
    return fail(
      'campaign/newer_ruleset',
      `This campaign was made with a newer version of the ${campaign.rulesetId} rules; update Doomkeeper to open it.`,
    );
  }
  const saved = store.loadTimeline(campaignId);
  const heads: StepHead[] = store
    .stepHeads(campaignId, saved?.atSeq ?? 0)
    .filter((h) => h.type !== CHECKPOINT)
    .map((h) => moveHead(h.step, h.type, h.payload ? (JSON.parse(h.payload) as Record<string, unknown>) : {}));
  const timeline = buildTimeline(heads, saved ?? undefined);
  const lastSeq = store.lastSeq(campaignId);
  // A long walk is saved so the next opening starts from here.
  if (heads.length > SNAPSHOT_EVERY) store.saveTimeline(campaignId, lastSeq, timeline);
  const open: OpenCampaign = { campaign, ruleset, timeline, state: undefined, lastSeq, recent: new Map() };
  open.state = stateAfter(store, open, timeline.applied);
  return ok(open);
}

/** The state after the given applied steps: from memory, a snapshot, or a replay. */
export function stateAfter(store: CampaignStore, c: OpenCampaign, applied: StepLine): unknown {
  const top = applied.at(applied.length - 1)!;
  if (c.recent.has(top)) return c.recent.get(top);
  const snapshot = store.findSnapshot(c.campaign.id, c.ruleset.version, applied);
  let state = snapshot?.state;
  const from = snapshot?.count ?? 0;
  if (from < applied.length) {
    const wanted = new Set<number>();
    for (let i = from; i < applied.length; i++) wanted.add(applied.at(i)!);
    for (const { step, event } of store.eventsFrom(c.campaign.id, applied.at(from)!, top)) {
      if (wanted.has(step)) state = foldEvent(c.ruleset, state, event);
    }
  }
  return state;
}

/**
 * A line of play: applied steps, each played from the one before — a list, or a view of the start of
 * one (the chronicle's `lineUpTo`: no copy of 50,000 steps to ask for the game part way along).
 */
export interface StepLine {
  readonly length: number;
  at(i: number): number | undefined;
}

/** Remembers the state after a step, keeping only the most recent few. */
export function rememberState(c: OpenCampaign, step: number, state: unknown): void {
  c.recent.set(step, state);
  if (c.recent.size > RECENT_STATES) c.recent.delete(c.recent.keys().next().value!);
}
