/** Export (JSON, CSV, Markdown — one campaign or all) and import of JSON exports, asking before a duplicate. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ErrorData } from '../../../shared/engine/result';
import type { Chronicle, ImportStatus, SessionRecap } from '../../../shared/rpc/contract';
import { invoke } from '../api/client';
import { download, fileNameFor } from '../history/downloads';
import { tooLargeForBrowser } from '../history/import-size';
import { chronicleCsv, chronicleMarkdown, type SessionRecaps } from '../history/reports';
import { loadRulesetUi } from '../rulesets/registry';
import { wordsFor } from '../i18n/words';
import { useCampaignsStore } from './campaigns';
import { useNoticesStore } from './notices';
import { usePacksStore } from './packs';
import { parsePinnedId } from '../../../shared/packs/pinned';
import { IMPORT_CHUNK_BYTES, IMPORT_MAX_BYTES } from '../../../shared/rpc/transport';

export type ExportFormat = 'json' | 'csv' | 'md';

/** How often a running import is asked how far it is (ms). */
const POLL_MS = 250;

export const useTransferStore = defineStore('transfer', () => {
  const notices = useNoticesStore();
  const campaigns = useCampaignsStore();
  const packs = usePacksStore();
  /**
   * An import waiting for an answer: "keep both" (a campaign already here) or "install it beside"
   * (a different pack of the same id and version is installed), or "cancel"; with the file, the
   * question, and the other question's answer already given.
   */
  const pendingImport = ref<{ content: string; message: string; kind: 'exists' | 'pack'; keepBoth: boolean } | null>(null);
  /** The last import's refusal, in plain words (also shown in the error banner). */
  const importError = ref<string | null>(null);
  const busy = ref(false);
  /** The import running in the background: its phase and how many of the file's events it has passed. */
  const progress = ref<{ importId: number; phase: ImportStatus['phase']; done: number; total: number } | null>(null);

  async function chronicles(ids: readonly number[]): Promise<Chronicle[] | null> {
    const out: Chronicle[] = [];
    for (const campaignId of ids) {
      const result = await invoke('history/chronicle', { campaignId });
      if (!result.ok) {
        notices.showError(wordsFor(null).error(result.error));
        return null;
      }
      out.push(result.value);
    }
    return out;
  }

  /** Every session's recap of the chronicles, with their rulesets' words and headlines loaded (the Markdown's session entries). */
  async function sessionRecaps(all: readonly Chronicle[]): Promise<SessionRecaps> {
    await Promise.all([...new Set(all.map((c) => c.campaign.rulesetId))].map((id) => loadRulesetUi(id).catch(() => undefined)));
    const recaps = new Map<number, Map<number, SessionRecap>>();
    for (const c of all) {
      const mine = new Map<number, SessionRecap>();
      for (const session of c.sessions) {
        const result = await invoke('history/recap', { campaignId: c.campaign.id, sessionId: session.id });
        if (result.ok && result.value) mine.set(session.id, result.value);
      }
      recaps.set(c.campaign.id, mine);
    }
    return recaps;
  }

  /** Downloads one campaign (or, with null, every campaign) in a format. */
  async function exportCampaigns(campaignId: number | null, format: ExportFormat) {
    busy.value = true;
    try {
      if (format === 'json') {
        const result = campaignId === null ? await invoke('history/export-all', {}) : await invoke('history/export', { campaignId });
        if (!result.ok) return notices.showError(wordsFor(null).error(result.error));
        download(result.value.fileName, result.value.content, 'application/json');
        return notices.announce(wordsFor(null).t('transfer/exported', { name: result.value.fileName }));
      }
      let ids: number[];
      let label: string;
      if (campaignId === null) {
        const list = await invoke('campaign/list', { includeArchived: true });
        if (!list.ok) return notices.showError(wordsFor(null).error(list.error));
        ids = list.value.map((c) => c.id).reverse();
        label = 'all-campaigns';
      } else {
        ids = [campaignId];
        label = '';
      }
      if (ids.length === 0) return notices.showError(wordsFor(null).t('transfer/nothing-to-export'));
      const all = await chronicles(ids);
      if (!all) return;
      const name = fileNameFor(label || all[0].campaign.name, format);
      if (format === 'csv') download(name, await chronicleCsv(all), 'text/csv');
      else download(name, chronicleMarkdown(all, await sessionRecaps(all)), 'text/markdown');
      notices.announce(wordsFor(null).t('transfer/exported', { name }));
    } finally {
      busy.value = false;
    }
  }

  /**
   * Imports a JSON export in the background, following its progress; a campaign already here, or a
   * campaign's pack that differs from an installed one of the same id and version, waits for
   * keepBoth() or cancel(). Resolves true when imported.
   */
  async function importContent(content: string, keepBoth = false, keepBothPacks = false): Promise<boolean> {
    if (!window.doomkeeper && tooLargeForBrowser(content)) {
      importError.value = wordsFor(null).t('transfer/too-large-for-browser', { mb: Math.floor(IMPORT_MAX_BYTES / 1024 / 1024) });
      notices.showError(importError.value);
      return false;
    }
    busy.value = true;
    importError.value = null;
    notices.clearError();
    try {
      const answers = { ...(keepBoth ? { keepBoth } : {}), ...(keepBothPacks ? { keepBothPacks } : {}) };
      // The desktop app hands the text over IPC; the browser build sends the file's bytes in chunks,
      // so the server never parses the file as a request nor holds it more than once.
      const started = window.doomkeeper ? await invoke('history/import-start', { content, ...answers }) : await upload(content, answers);
      if (!started.ok) return refused(started.error);
      const ended = await follow(started.value.importId);
      if (!ended.ok) return refused(ended.error);
      const { state, error, imported } = ended.value;
      if (state === 'cancelled') {
        notices.announce(wordsFor(null).t('transfer/import-cancelled'));
        return false;
      }
      if (state === 'failed' || !imported) {
        if (error?.code === 'import/exists') {
          pendingImport.value = { content, message: error.message, kind: 'exists', keepBoth: keepBothPacks };
          return false;
        }
        if (error?.code === 'import/pack_differs') {
          pendingImport.value = { content, message: wordsFor(null).error(error), kind: 'pack', keepBoth };
          return false;
        }
        return refused(error ?? { code: 'import/failed', message: '' });
      }
      pendingImport.value = null;
      notices.clearError();
      const names = imported.map((c) => `“${c.name}”`).join(', ');
      notices.announce(wordsFor(null).t('transfer/imported', { names }));
      await campaigns.refresh();
      // A pack campaign may have brought its pack: the Packs screen and the new-campaign form show it.
      if (packs.loaded && imported.some((c) => parsePinnedId(c.rulesetId))) await packs.refresh();
      return true;
    } finally {
      progress.value = null;
      busy.value = false;
    }
  }

  /**
   * Sends the file's bytes in chunks (`history/import-upload`, then `history/import-chunk` for each),
   * showing how much is sent. A chunk refused because the import ended (stopped meanwhile) ends the
   * sending; `follow` then tells how it ended.
   */
  async function upload(content: string, answers: { keepBoth?: boolean; keepBothPacks?: boolean }) {
    const bytes = new TextEncoder().encode(content);
    const started = await invoke('history/import-upload', { size: bytes.length, ...answers });
    if (!started.ok) return started;
    const { importId } = started.value;
    for (let offset = 0; offset < bytes.length; offset += IMPORT_CHUNK_BYTES) {
      progress.value = { importId, phase: 'reading', done: offset, total: bytes.length };
      const sent = await invoke('history/import-chunk', { importId, offset, bytes: bytes.subarray(offset, offset + IMPORT_CHUNK_BYTES) });
      if (sent.ok) continue;
      if (sent.error.code === 'import/not_receiving') break;
      await invoke('history/import-cancel', { importId });
      return sent;
    }
    return started;
  }

  function refused(error: ErrorData): false {
    importError.value = wordsFor(null).t('transfer/refused', { reason: error.message });
    notices.showError(importError.value);
    return false;
  }

  /** Asks how the import is going until it ends; `progress` shows it meanwhile. */
  async function follow(importId: number) {
    for (;;) {
      const status = await invoke('history/import-status', { importId });
      if (!status.ok || status.value.state !== 'running') return status;
      const { phase, done, total } = status.value;
      progress.value = { importId, phase, done, total };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Stops the running import (until it starts writing: then it finishes). */
  async function stopImport() {
    if (progress.value) await invoke('history/import-cancel', { importId: progress.value.importId });
  }

  /** Answers the question waiting: keep both campaigns, or install the file's pack beside the other (the earlier answer kept). */
  const keepBoth = () => {
    const waiting = pendingImport.value;
    if (!waiting) return Promise.resolve(false);
    return waiting.kind === 'exists'
      ? importContent(waiting.content, true, waiting.keepBoth)
      : importContent(waiting.content, waiting.keepBoth, true);
  };
  const cancelImport = () => {
    pendingImport.value = null;
    notices.announce(wordsFor(null).t('transfer/import-cancelled'));
  };

  return { pendingImport, importError, busy, progress, exportCampaigns, importContent, stopImport, keepBoth, cancelImport };
});
