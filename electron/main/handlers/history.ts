/** RPC handlers of the `history/*` domain: chronicle, state at any event, checkpoints, recaps, export and import. */
import { fail, ok } from '../../../shared/engine/result';
import type { Ruleset } from '../../../shared/engine/ruleset';
import type { CampaignStore } from '../services/campaign-store';
import type { ChronicleService } from '../services/chronicle';
import type { EngineHost } from '../services/engine-host';
import { exportFile, exportFileName } from '../services/exporter';
import { checkImport, writeImport } from '../services/importer';
import type { ImportService } from '../services/imports';
import type { Handlers } from '../services/rpc';

export interface HistoryDeps {
  store: CampaignStore;
  host: EngineHost;
  chronicle: ChronicleService;
  rulesets: ReadonlyMap<string, Ruleset>;
  version: string;
  now: () => string;
  /** Takes a backup before an import writes anything. */
  backupBeforeImport: () => void;
  /** Imports in the background (the app's way: every view is answered meanwhile). */
  imports: ImportService;
}

const CHECKPOINT_REFUSALS: Record<string, string> = {
  here: 'The game is already at that checkpoint.',
  undone: 'The moment this checkpoint names is undone at the moment: undo the rewind or redo up to it first, then return to it.',
  abandoned:
    'The game went a different way after that moment was undone, so undoing can no longer reach it. The chronicle still shows everything that happened there.',
};

export function historyHandlers(deps: HistoryDeps): Handlers {
  const { store, host, chronicle } = deps;
  return {
    'history/chronicle': ({ campaignId }) => chronicle.chronicle(campaignId),
    'history/chronicle-page': (args) => chronicle.chroniclePage(args),
    'history/state-at': ({ campaignId, seq }) => chronicle.stateAt(campaignId, seq),
    'history/checkpoint': ({ campaignId, name }) => host.checkpoint(campaignId, name),
    'history/return': ({ campaignId, checkpointSeq }) => {
      const found = chronicle.chronicle(campaignId);
      if (!found.ok) return found;
      const checkpoint = found.value.checkpoints.find((c) => c.seq === checkpointSeq);
      if (!checkpoint) return fail('history/no_such_checkpoint', 'There is no such checkpoint in this campaign.', { checkpointSeq });
      if (checkpoint.status !== 'reachable') {
        return fail(`checkpoint/${checkpoint.status}`, CHECKPOINT_REFUSALS[checkpoint.status], { name: checkpoint.name });
      }
      return host.rewind(campaignId, checkpoint.atStep);
    },
    'history/recap': ({ campaignId, sessionId }) => chronicle.recap(campaignId, sessionId),
    'history/export': ({ campaignId }) => {
      const campaign = store.getCampaign(campaignId);
      if (!campaign) return fail('campaign/not_found', 'That campaign does not exist (it may have been deleted).', { campaignId });
      const now = deps.now();
      return ok({
        fileName: exportFileName(campaign.name, now, 'json'),
        content: JSON.stringify(exportFile(store, [campaignId], deps.version, now), null, 1),
      });
    },
    'history/export-all': () => {
      const ids = store
        .listCampaigns(true)
        .map((c) => c.id)
        .reverse();
      if (ids.length === 0) return fail('export/nothing', 'There are no campaigns to export yet.');
      const now = deps.now();
      return ok({
        fileName: exportFileName('all-campaigns', now, 'json'),
        content: JSON.stringify(exportFile(store, ids, deps.version, now), null, 1),
      });
    },
    'history/import': ({ content, keepBoth, keepBothPacks }) => {
      const checked = checkImport(content, store, deps.rulesets, { keepBothPacks });
      if (!checked.ok) return checked;
      const twins = checked.value.filter((c) => c.existingId !== null);
      if (twins.length > 0 && !keepBoth) {
        const names = twins.map((c) => c.campaign.name);
        return fail(
          'import/exists',
          `${names.map((n) => `“${n}”`).join(', ')} ${names.length === 1 ? 'is' : 'are'} already here. Keep both, or cancel?`,
          { names: names.join(', '), count: names.length },
        );
      }
      deps.backupBeforeImport();
      return ok({ imported: writeImport(store, checked.value, keepBoth ?? false) });
    },
    'history/import-start': ({ content, keepBoth, keepBothPacks }) =>
      deps.imports.start(content, { keepBoth: keepBoth ?? false, keepBothPacks: keepBothPacks ?? false }),
    'history/import-upload': ({ size, keepBoth, keepBothPacks }) =>
      deps.imports.upload(size, { keepBoth: keepBoth ?? false, keepBothPacks: keepBothPacks ?? false }),
    'history/import-chunk': ({ importId, offset, bytes }) => deps.imports.chunk(importId, offset, bytes),
    'history/import-status': ({ importId }) => deps.imports.status(importId),
    'history/import-cancel': ({ importId }) => deps.imports.cancel(importId),
  };
}
