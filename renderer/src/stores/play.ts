/** The open campaign at the table: its view, actions, dice, undo/redo and history. */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, triggerRef } from 'vue';
import type { DieSpec, DieValue } from '../../../shared/engine/dice';
import type { ErrorData, Result } from '../../../shared/engine/result';
import type { HistoryEntry, PlayView, RollInput, SessionInfo } from '../../../shared/rpc/contract';
import { StepLog, type StepGroup } from '../history/step-log';
import { invoke, onNotice } from '../api/client';
import { describeDice } from '../i18n/core';
import { wordsFor, type Words } from '../i18n/words';
import { loadRulesetUi } from '../rulesets/registry';
import { useNoticesStore } from './notices';

/** Events per history page: enough to fill the panel several times over. */
const PAGE = 300;

export const usePlayStore = defineStore('play', () => {
  const view = ref<PlayView | null>(null);
  /** The history as steps, kept a step at a time; not deeply reactive (`triggerRef` after each change). */
  const log = new StepLog();
  const steps = shallowRef<readonly StepGroup[]>(log.groups);
  const sessions = shallowRef<SessionInfo[]>([]);
  const hasOlder = ref(false);
  const loadingOlder = ref(false);
  const busy = ref(false);
  const loadError = ref<string | null>(null);
  const notices = useNoticesStore();

  const campaignId = computed(() => view.value?.campaign.id ?? null);

  /**
   * A change made elsewhere (another window, the table display's other tab): merge its step and
   * fetch the view. Our own actions come back as notices too; the history already has them.
   */
  onNotice((notice) => {
    if (notice.kind !== 'campaign/changed' || notice.campaignId !== campaignId.value) return;
    if (notice.head <= log.lastSeq) return;
    mergeEntries(notice.lastStep);
    void invoke('campaign/open', { campaignId: notice.campaignId }).then((result) => {
      if (result.ok && result.value.campaign.id === campaignId.value) view.value = result.value;
    });
  });
  const words = computed<Words>(() => wordsFor(view.value?.campaign.rulesetId ?? null));

  async function open(id: number) {
    view.value = null;
    resetHistory();
    loadError.value = null;
    const result = await invoke('campaign/open', { campaignId: id });
    if (!result.ok) {
      loadError.value = wordsFor(null).error(result.error);
      return;
    }
    await loadRulesetUi(result.value.campaign.rulesetId); // its words and board, before its screen draws
    view.value = result.value;
    await loadHistory();
  }

  function close() {
    view.value = null;
    resetHistory();
  }

  function resetHistory() {
    log.clear();
    hasOlder.value = false;
    sessions.value = [];
    triggerRef(steps);
  }

  /** Events of a step (or the steps an undo touched) into the history: the work is the step's, not the log's. */
  function mergeEntries(entries: readonly HistoryEntry[]) {
    if (entries.length === 0) return;
    log.merge(entries);
    triggerRef(steps);
  }

  /** The newest page of the history (on opening; again after an import or restore). */
  async function loadHistory() {
    if (campaignId.value === null) return;
    const result = await invoke('campaign/history-page', { campaignId: campaignId.value, limit: PAGE });
    if (!result.ok) return;
    log.clear();
    log.merge(result.value.entries);
    hasOlder.value = result.value.hasOlder;
    sessions.value = result.value.sessions;
    triggerRef(steps);
  }

  /** The page before the oldest event shown, when the history is scrolled to its end. */
  async function loadOlder() {
    const first = log.firstSeq;
    if (campaignId.value === null || !hasOlder.value || loadingOlder.value || first === null) return;
    loadingOlder.value = true;
    try {
      const result = await invoke('campaign/history-page', { campaignId: campaignId.value, beforeSeq: first, limit: PAGE });
      if (!result.ok) return;
      log.merge(result.value.entries);
      hasOlder.value = result.value.hasOlder;
      triggerRef(steps);
    } finally {
      loadingOlder.value = false;
    }
  }

  /** Applies a result: the new view, the history, and an announcement of what happened. */
  async function settle(result: Result<PlayView>): Promise<boolean> {
    if (!result.ok) {
      showError(result.error);
      return false;
    }
    notices.clearError();
    lastError.value = null;
    const sessionChanged = result.value.session?.id !== view.value?.session?.id;
    view.value = result.value;
    announceStep(result.value.lastStep);
    mergeEntries(result.value.lastStep);
    if (sessionChanged && result.value.session && !sessions.value.some((x) => x.id === result.value.session!.id)) sessions.value = [...sessions.value, result.value.session];
    return true;
  }

  /** The last refusal, as data: a form shows it next to the field its details name (`details.field`). */
  const lastError = ref<ErrorData | null>(null);

  function showError(error: ErrorData) {
    lastError.value = error;
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

  /** Goes back to a step as one undoable step (the history asks first). */
  async function rewind(toStep: number) {
    if (campaignId.value === null || busy.value) return;
    busy.value = true;
    try {
      await settle(await invoke('campaign/rewind', { campaignId: campaignId.value, toStep }));
    } finally {
      busy.value = false;
    }
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
    sessions.value = [...sessions.value.filter((x) => x.id !== result.value.id), result.value];
    notices.announce(`Session ${result.value.number} started.`);
  }

  return { view, steps, sessions, hasOlder, loadingOlder, loadOlder, mergeEntries, busy, loadError, lastError, words, open, close, act, diceFor, undo, redo, rewind, adjust, setOptions, newSession, loadHistory };
});

export type { DieValue };
