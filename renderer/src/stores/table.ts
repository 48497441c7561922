/** The table display: one campaign's view, read-only, kept live by the services' notices. */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { RolledDie } from '../../../shared/engine/dice';
import type { HistoryEntry, PlayView } from '../../../shared/rpc/contract';
import { invoke, onNotice } from '../api/client';
import { wordsFor } from '../i18n/words';
import { loadRulesetUi } from '../rulesets/registry';

export const useTableStore = defineStore('table', () => {
  const view = shallowRef<PlayView | null>(null);
  const error = ref<string | null>(null);
  /** The newest dice of the campaign (whether the app rolled them or the table entered them), and the event they were rolled for. */
  const lastRoll = shallowRef<{ dice: RolledDie[]; seq: number; event: HistoryEntry } | null>(null);
  /** Bumped on every change, so the screen can flash what moved. */
  const changes = ref(0);
  let campaignId: number | null = null;
  let head = 0;

  const rollIn = (entries: readonly HistoryEntry[]) => {
    const rolled = [...entries].reverse().find((e) => e.dice && e.dice.length > 0 && !e.undone);
    if (rolled && (!lastRoll.value || rolled.seq > lastRoll.value.seq))
      lastRoll.value = { dice: rolled.dice!, seq: rolled.seq, event: rolled };
  };

  /** The newest roll still in force, from the latest page of the history. */
  async function findLastRoll(id: number) {
    const page = await invoke('campaign/history-page', { campaignId: id, limit: 200 });
    if (!page.ok || id !== campaignId) return;
    lastRoll.value = null;
    rollIn(page.value.entries);
    head = Math.max(head, page.value.entries.at(-1)?.seq ?? 0);
  }

  async function open(id: number) {
    campaignId = id;
    error.value = null;
    head = 0;
    const [opened] = await Promise.all([invoke('campaign/open', { campaignId: id }), findLastRoll(id)]);
    if (!opened.ok) return (error.value = wordsFor(null).error(opened.error));
    await loadRulesetUi(opened.value.campaign.rulesetId); // its words, before the table display draws
    view.value = opened.value;
  }

  onNotice((notice) => {
    if (notice.kind !== 'campaign/changed' || notice.campaignId !== campaignId || notice.head <= head) return;
    head = notice.head;
    // The roll shown was undone (or a far rewind may have taken it back): show the one before it.
    const rollUndone = notice.lastStep.some((e) => e.undone && e.seq === lastRoll.value?.seq);
    if (rollUndone || notice.historyMoved) void findLastRoll(campaignId);
    else rollIn(notice.lastStep);
    void invoke('campaign/open', { campaignId: notice.campaignId }).then((result) => {
      if (result.ok && result.value.campaign.id === campaignId) {
        view.value = result.value;
        changes.value++;
      }
    });
  });

  return { view, error, lastRoll, changes, open };
});
