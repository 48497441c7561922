/** The chronicle screen: the whole log, its filters, the state after a chosen event, checkpoints and recaps. */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { Chronicle, HistoryEntry, SessionRecap, StateAt } from '../../../shared/rpc/contract';
import { invoke } from '../api/client';
import { describeDice } from '../i18n/core';
import { wordsFor, type Words } from '../i18n/words';
import { loadRulesetUi } from '../rulesets/registry';
import { useNoticesStore } from './notices';

/** The kinds of event the chronicle can be filtered to. */
export const EVENT_KINDS = {
  all: 'Every event',
  actions: 'Table actions',
  consequences: 'Automatic consequences',
  dice: 'Dice rolls',
  adjustments: 'Set by hand',
  'house-rules': 'House-rule changes',
  timeline: 'Undo, redo, go back',
  checkpoints: 'Checkpoints',
  undone: 'Undone steps',
} as const;
export type EventKind = keyof typeof EVENT_KINDS;

const TIMELINE = new Set(['core/undo', 'core/redo', 'core/rewind']);

function isKind(e: HistoryEntry, kind: EventKind): boolean {
  switch (kind) {
    case 'all':
      return true;
    case 'actions':
      return e.seq === e.step && !e.type.startsWith('core/');
    case 'consequences':
      return !!e.cause;
    case 'dice':
      return !!e.dice?.length;
    case 'adjustments':
      return e.type === 'core/tracker-adjusted';
    case 'house-rules':
      return e.type === 'core/options-changed';
    case 'timeline':
      return TIMELINE.has(e.type);
    case 'checkpoints':
      return e.type === 'core/checkpoint';
    case 'undone':
      return e.undone;
  }
}

/** Whether an event mentions a player, by id or by name, anywhere in its data. */
function mentions(value: unknown, player: { id: string; name: string }): boolean {
  if (typeof value === 'string') return value === player.id || value === player.name;
  if (Array.isArray(value)) return value.some((v) => mentions(v, player));
  if (value && typeof value === 'object') return Object.values(value).some((v) => mentions(v, player));
  return false;
}

export const useChronicleStore = defineStore('chronicle', () => {
  /** Not deeply reactive: a long log is thousands of plain entries that only change by reloading. */
  const chronicle = shallowRef<Chronicle | null>(null);
  const loadError = ref<string | null>(null);
  const selected = ref<StateAt | null>(null);
  const recap = ref<SessionRecap | null>(null);
  const filter = ref<{ session: number | 'all'; player: string; kind: EventKind; text: string }>({
    session: 'all',
    player: 'all',
    kind: 'all',
    text: '',
  });
  const notices = useNoticesStore();

  const words = computed<Words>(() => wordsFor(chronicle.value?.campaign.rulesetId ?? null));

  /** The sentence an event reads as, with its cause and dice, for display and search. */
  function sentence(e: HistoryEntry): string {
    const cause = e.cause ? `${words.value.cause(e.cause)} → ` : '';
    return `${cause}${words.value.narrate(e)}${e.dice ? ` (${describeDice(e.dice)})` : ''}`;
  }

  const visible = computed<HistoryEntry[]>(() => {
    const c = chronicle.value;
    if (!c) return [];
    const { session, player, kind, text } = filter.value;
    const who = c.campaign.players.find((p) => p.id === player);
    const needle = text.trim().toLowerCase();
    return c.entries.filter(
      (e) =>
        (session === 'all' || e.sessionId === session) &&
        (!who || mentions(e.data, who)) &&
        isKind(e, kind) &&
        (!needle || sentence(e).toLowerCase().includes(needle) || e.type.includes(needle)),
    );
  });

  async function load(campaignId: number) {
    loadError.value = null;
    const result = await invoke('history/chronicle', { campaignId });
    if (!result.ok) {
      loadError.value = wordsFor(null).error(result.error);
      return;
    }
    await loadRulesetUi(result.value.campaign.rulesetId); // its words, before the chronicle draws
    chronicle.value = Object.freeze({ ...result.value, entries: result.value.entries.map((e) => Object.freeze(e)) });
    if (selected.value && !result.value.entries.some((e) => e.seq === selected.value!.entry.seq)) selected.value = null;
  }

  async function show(seq: number) {
    if (!chronicle.value) return;
    const result = await invoke('history/state-at', { campaignId: chronicle.value.campaign.id, seq });
    if (!result.ok) return notices.showError(words.value.error(result.error));
    selected.value = result.value;
  }

  /** Undo back to a step ("undo back to here"), as one event. */
  async function rewind(step: number) {
    if (!chronicle.value) return;
    const id = chronicle.value.campaign.id;
    const result = await invoke('campaign/rewind', { campaignId: id, toStep: step });
    if (!result.ok) return notices.showError(words.value.error(result.error));
    notices.announce('Went back to that point; one undo brings the later steps back.');
    await load(id);
  }

  /** Brings back an abandoned branch up to `step`, as one step (one undo takes it back). */
  async function bringBack(step: number) {
    if (!chronicle.value) return;
    const id = chronicle.value.campaign.id;
    const result = await invoke('campaign/bring-back', { campaignId: id, step });
    if (!result.ok) return notices.showError(words.value.error(result.error));
    notices.announce(wordsFor(null).t('chronicle/brought-back'));
    await load(id);
  }

  async function nameCheckpoint(name: string): Promise<boolean> {
    if (!chronicle.value) return false;
    const id = chronicle.value.campaign.id;
    const result = await invoke('history/checkpoint', { campaignId: id, name });
    if (!result.ok) {
      notices.showError(words.value.error(result.error));
      return false;
    }
    notices.announce(`Checkpoint “${name}” named.`);
    await load(id);
    return true;
  }

  async function returnTo(checkpointSeq: number) {
    if (!chronicle.value) return;
    const id = chronicle.value.campaign.id;
    const result = await invoke('history/return', { campaignId: id, checkpointSeq });
    if (!result.ok) return notices.showError(words.value.error(result.error));
    notices.clearError();
    notices.announce('Returned to the checkpoint; the later steps are undone and can be redone.');
    await load(id);
  }

  async function loadRecap(campaignId: number, sessionId?: number): Promise<SessionRecap | null> {
    const result = await invoke('history/recap', { campaignId, ...(sessionId !== undefined ? { sessionId } : {}) });
    recap.value = result.ok ? result.value : null;
    return recap.value;
  }

  function reset() {
    chronicle.value = null;
    selected.value = null;
    filter.value = { session: 'all', player: 'all', kind: 'all', text: '' };
  }

  return {
    chronicle,
    loadError,
    selected,
    recap,
    filter,
    words,
    visible,
    sentence,
    load,
    show,
    rewind,
    bringBack,
    nameCheckpoint,
    returnTo,
    loadRecap,
    reset,
  };
});
