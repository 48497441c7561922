/**
 * The game's state at a glance (turn, what the table must do now, key tracks) for the campaign list
 * and the backup screen. It comes from the state as the app opens it — the newest snapshot plus
 * the steps after it — so its cost is bounded by the snapshot interval, not the campaign's length;
 * and it is kept per campaign until the campaign changes, so a list shown again costs nothing.
 */
import type { Player, Ruleset, Tracker } from '../../../shared/engine/ruleset';
import type { CampaignGlance, CampaignSummary } from '../../../shared/rpc/contract';
import type { CampaignStore } from './campaign-store';
import { loadCampaign } from './open-campaign';

/** How many tracks a glance shows. */
export const GLANCE_TRACKS = 3;

/** The game's own tracks first, then the players' — one kind at a time (every player's level, then every player's gold). */
export function keyTracks(trackers: readonly Tracker[], players: readonly Player[]): Tracker[] {
  const names = new Set(players.map((p) => p.name));
  const ofPlayer = (t: Tracker) => names.has(String(t.params?.name ?? t.params?.player ?? ''));
  const game = trackers.filter((t) => !ofPlayer(t));
  const kinds = [...new Set(trackers.filter(ofPlayer).map((t) => t.code))];
  const perPlayer = kinds.flatMap((code) => trackers.filter((t) => ofPlayer(t) && t.code === code));
  return [...game, ...perPlayer].slice(0, GLANCE_TRACKS);
}

/** A campaign at a glance, or null when it does not open (rules this build lacks, a set-up undone). */
export function glanceOf(store: CampaignStore, rulesets: ReadonlyMap<string, Ruleset>, campaignId: number): CampaignGlance | null {
  try {
    const loaded = loadCampaign(store, rulesets, campaignId);
    if (!loaded.ok || loaded.value.state === undefined) return null;
    const { ruleset, state, campaign } = loaded.value;
    const prompt = ruleset.prompt(state);
    return {
      turn: ruleset.turnInfo(state).turn,
      phase: prompt.phase,
      instruction: { code: prompt.code, ...(prompt.params ? { params: prompt.params } : {}) },
      tracks: keyTracks(ruleset.trackers(state), campaign.players),
    };
  } catch {
    return null;
  }
}

/** Glances kept per campaign until it changes (its event count or its last change moves). */
export class CampaignGlances {
  private readonly kept = new Map<number, { key: string; glance: CampaignGlance | null }>();

  constructor(
    private readonly store: CampaignStore,
    private readonly rulesets: ReadonlyMap<string, Ruleset>,
  ) {}

  /** The summaries with their glance. */
  withGlances(campaigns: readonly CampaignSummary[]): CampaignSummary[] {
    const listed = new Set(campaigns.map((c) => c.id));
    for (const id of this.kept.keys()) if (!listed.has(id)) this.kept.delete(id);
    return campaigns.map((c) => ({ ...c, glance: this.glance(c) }));
  }

  private glance(c: CampaignSummary): CampaignGlance | null {
    const key = `${c.eventCount} ${c.updatedAt} ${c.rulesetVersion} ${c.createdAt}`;
    const kept = this.kept.get(c.id);
    if (kept?.key === key) return kept.glance;
    const glance = glanceOf(this.store, this.rulesets, c.id);
    this.kept.set(c.id, { key, glance });
    return glance;
  }
}
