/** Writes campaigns out as the re-importable JSON export: the complete log, with ruleset id and version. */
import type { CampaignStore } from './campaign-store';
import { PackStore } from './packs';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportedCampaign, type ExportedEvent, type ExportFile } from './export-format';

/** One campaign with its sessions and every event of its log (undone steps and timeline moves included). */
export function exportCampaign(store: CampaignStore, campaignId: number): ExportedCampaign | null {
  const campaign = store.getCampaign(campaignId);
  if (!campaign) return null;
  const sessions = store.listSessions(campaignId);
  const numberOf = new Map(sessions.map((s) => [s.id, s.number]));
  const actions = store.stepActions(campaignId);
  const pack = pinnedText(store, campaignId);
  return {
    name: campaign.name,
    rulesetId: campaign.rulesetId,
    rulesetVersion: campaign.rulesetVersion,
    players: campaign.players,
    options: campaign.options,
    createdAt: campaign.createdAt,
    updatedAt: campaign.updatedAt,
    archived: campaign.archived,
    outcome: campaign.outcome,
    sessions: sessions.map((s) => ({ number: s.number, startedAt: s.startedAt, endedAt: s.endedAt })),
    events: store.history(campaignId).map((e) => ({
      seq: e.seq,
      step: e.step,
      session: e.sessionId === null ? null : (numberOf.get(e.sessionId) ?? null),
      turn: e.turn,
      phase: e.phase,
      type: e.type,
      data: e.data,
      cause: e.cause,
      dice: e.dice as ExportedEvent['dice'],
      createdAt: e.createdAt,
      ...(actions.has(e.seq) ? { action: actions.get(e.seq) } : {}),
    })),
    ...(pack !== null ? { pack: { text: pack } } : {}),
  };
}

/** The pack text a campaign is pinned to; none in a file older than schema 6 (recovery reads a damaged file as it is). */
function pinnedText(store: CampaignStore, campaignId: number): string | null {
  try {
    return new PackStore(store.db).pinnedTo(campaignId)?.text ?? null;
  } catch (error) {
    if (error instanceof Error && error.message.includes('no such table')) return null;
    throw error;
  }
}

/** The export file of the given campaigns. */
export function exportFile(store: CampaignStore, campaignIds: readonly number[], app: string, now: string): ExportFile {
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: now,
    app,
    campaigns: campaignIds.map((id) => exportCampaign(store, id)).filter((c): c is ExportedCampaign => c !== null),
  };
}

/** A file name safe on every system: `doomkeeper-<name>-<date>.json`. */
export function exportFileName(label: string, now: string, extension: string): string {
  const slug =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'campaign';
  return `doomkeeper-${slug}-${now.slice(0, 10)}.${extension}`;
}
