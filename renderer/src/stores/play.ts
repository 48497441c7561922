/** The open campaign at the table: its view, actions, dice, undo/redo and history. */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { DieSpec, DieValue } from '../../../shared/engine/dice';
import type { ErrorData, Result } from '../../../shared/engine/result';
import type { HistoryEntry, PlayView, RollInput } from '../../../shared/rpc/contract';
import { invoke } from '../api/client';
import { describeDice } from '../i18n/core';
import { wordsFor, type Words } from '../i18n/words';
import { useNoticesStore } from './notices';

export const usePlayStore = defineStore('play', () => {
  const view = ref<PlayView | null>(null);
  const history = ref<HistoryEntry[]>([]);
  const busy = ref(false);
  const loadError = ref<string | null>(null);
  const notices = useNoticesStore();

  const campaignId = computed(() => view.value?.campaign.id ?? null);
  const words = computed<Words>(() => wordsFor(view.value?.campaign.rulesetId ?? null));

  async function open(id: number) {
    view.value = null;
    history.value = [];
    loadError.value = null;
    const result = await invoke('campaign/open', { campaignId: id });
    if (!result.ok) {
      loadError.value = wordsFor(null).error(result.error);
      return;
    }
    view.value = result.value;
    await loadHistory();
  }

  function close() {
    view.value = null;
    history.value = [];
  }

  async function loadHistory() {
    if (campaignId.value === null) return;
    const result = await invoke('campaign/history', { campaignId: campaignId.value });
    if (result.ok) history.value = result.value;
  }

  /** Applies a result: the new view, the history, and an announcement of what happened. */
  async function settle(result: Result<PlayView>): Promise<boolean> {
    if (!result.ok) {
      showError(result.error);
      return false;
    }
    notices.clearError();
    view.value = result.value;
    announceStep(result.value.lastStep);
    await loadHistory();
    return true;
  }

  function showError(error: ErrorData) {
    notices.showError(words.value.error(error));
  }

  function announceStep(entries: readonly HistoryEntry[]) {
    const sentences = entries.map((e) => {
      const dice = e.dice ? ` (${describeDice(e.dice)})` : '';
      return `${e.undone ? 'Undone: ' : ''}${words.value.narrate(e)}${dice}`;
    });
    if (sentences.length) notices.announce(sentences.join(' '));
  }

  /** Sends a table action; `roll` says who rolls its dice. Resolves true when it was applied. */
  async function act(type: string, payload: Record<string, unknown> = {}, roll?: RollInput): Promise<boolean> {
    if (campaignId.value === null || busy.value) return false;
    busy.value = true;
    try {
      return await settle(await invoke('campaign/act', { campaignId: campaignId.value, action: { type, payload, ...(roll ? { roll } : {}) } }));
    } finally {
      busy.value = false;
    }
  }

  /** The dice an action needs with this payload, so the table can type them in. */
  async function diceFor(type: string, payload: Record<string, unknown> = {}): Promise<DieSpec[] | null> {
    if (campaignId.value === null) return null;
    const result = await invoke('campaign/dice-for', { campaignId: campaignId.value, type, payload });
    if (!result.ok) {
      showError(result.error);
      return null;
    }
    return result.value.dice;
  }

  async function timeline(method: 'campaign/undo' | 'campaign/redo') {
    if (campaignId.value === null || busy.value) return;
    busy.value = true;
    try {
      await settle(await invoke(method, { campaignId: campaignId.value }));
    } finally {
      busy.value = false;
    }
  }

  const undo = () => timeline('campaign/undo');
  const redo = () => timeline('campaign/redo');

  async function rewind(toStep: number) {
    if (campaignId.value === null) return;
    await settle(await invoke('campaign/rewind', { campaignId: campaignId.value, toStep }));
  }

  async function adjust(trackerId: string, value: number, reason?: string) {
    if (campaignId.value === null) return false;
    return settle(await invoke('campaign/adjust', { campaignId: campaignId.value, trackerId, value, ...(reason ? { reason } : {}) }));
  }

  async function setOptions(options: Record<string, unknown>) {
    if (campaignId.value === null) return false;
    return settle(await invoke('campaign/set-options', { campaignId: campaignId.value, options }));
  }

  async function newSession() {
    if (campaignId.value === null) return;
    const result = await invoke('session/start', { campaignId: campaignId.value });
    if (!result.ok) return showError(result.error);
    if (view.value) view.value = { ...view.value, session: result.value };
    notices.announce(`Session ${result.value.number} started.`);
  }

  return { view, history, busy, loadError, words, open, close, act, diceFor, undo, redo, rewind, adjust, setOptions, newSession, loadHistory };
});

export type { DieValue };
