/**
 * The chronicle screen: its rows, loaded a page at a time as the list shows them (a sparse map by
 * place counted back from the latest row, which stays put as a search counts further back), its
 * filters, the state after a chosen event, checkpoints and recaps. A text search's count is bounded
 * (`bounded`): the server counts its newest matches, at least 1,000 ("1,000+"), and the list grows
 * at its top as the player scrolls back to the earliest rows counted (one row, "Reading…", stands
 * for those not counted yet). Session, player,
 * kind and the text are filtered on the server: main narrates the log into an FTS5 index of each
 * event's sentence in the player's language (`electron/main/services/chronicle-text.ts`) with the
 * same narration the rows show. Only a language main does not narrate (the pseudo-locale) is
 * searched here, by reading every page of the filtered rows and filtering their sentences.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, triggerRef, watch } from 'vue';
import {
  CHRONICLE_KINDS,
  type ChronicleHead,
  type ChronicleKind,
  type ChroniclePage,
  type ChronicleRow,
  type HistoryEntry,
  type SessionRecap,
  type StateAt,
} from '../../../shared/rpc/contract';
import { invoke } from '../api/client';
import { currentLocale, locales } from '../i18n';
import { sentenceOf } from '../i18n/narration';
import { wordsFor, type Words } from '../i18n/words';
import { loadRulesetUi } from '../rulesets/registry';
import { useNoticesStore } from './notices';

/** The kinds of event the chronicle can be filtered to, each named in the catalog (`chronicle/kind/<kind>`). */
export const EVENT_KINDS: readonly ChronicleKind[] = CHRONICLE_KINDS;
export type EventKind = ChronicleKind;

/** Rows per page asked for as the list scrolls, and per page while a search reads the whole log. */
export const PAGE = 100;
const SEARCH_PAGE = 500;

export const useChronicleStore = defineStore('chronicle', () => {
  /** What the screen shows besides its rows (the campaign, sessions, checkpoints, branches). */
  const head = shallowRef<ChronicleHead | null>(null);
  /** The loaded rows by place counted back from the latest row (0): not deeply reactive, each frozen. */
  const loaded = shallowRef(new Map<number, Readonly<ChronicleRow>>());
  /** Rows and events that pass the server's filters, in the whole log — or, with `more`, counted so far from the latest back. */
  const total = ref(0);
  const matched = ref(0);
  /** Earlier rows pass too, not counted yet (a bounded search). */
  const more = ref(false);
  /** Counts up at each fresh load (a filter changed, the log moved): answers to older asks are dropped. */
  const generation = ref(0);
  /** Counts up when the list should open at its end again (opened, or a filter changed). */
  const opened = ref(0);
  /** While a search reads every page. */
  const searching = ref(false);
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
  /** While the list is read again because the log moved under it. */
  let reloading = false;
  /** Pages asked for and not yet answered: `i` and the first row from the oldest, or `e` and the first place from the latest. */
  const asked = new Set<string>();
  let campaignId = 0;

  const words = computed<Words>(() => wordsFor(head.value?.campaign.rulesetId ?? null));

  /** The sentence an event reads as, with its cause and dice, for display and search. */
  function sentence(e: HistoryEntry): string {
    return sentenceOf(words.value, e);
  }

  const needle = computed(() => filter.value.text.trim().toLowerCase());
  /** A search main answers (in a language it narrates), or one this screen makes over every page (the pseudo-locale). */
  const onServer = () => locales.includes(currentLocale()) && !unspoken.has(currentLocale());
  /** Languages main said it does not narrate (a translation added without its entry in main's map): searched here. */
  const unspoken = new Set<string>();
  const localSearch = computed(() => !!needle.value && !onServer());
  const serverFilter = () => ({
    session: filter.value.session,
    player: filter.value.player,
    kind: filter.value.kind,
    ...(needle.value && onServer() ? { text: needle.value } : {}),
  });
  /** The language main reads a text filter's sentences in. */
  const askedIn = () => (needle.value && onServer() ? { locale: currentLocale() } : {});

  /** While searching here: every row with the events whose sentence (or type) has the text, headings redrawn. */
  const found = computed<readonly ChronicleRow[] | null>(() => {
    if (!localSearch.value || searching.value) return null;
    const map = loaded.value;
    const rows: ChronicleRow[] = [];
    for (let i = 0; i < total.value; i++) {
      const row = map.get(total.value - 1 - i);
      if (!row) return null; // a page is missing: the search is still reading
      const entries = row.entries.filter((e) => e.type.includes(needle.value) || sentence(e).toLowerCase().includes(needle.value));
      if (!entries.length) continue;
      const prev = rows[rows.length - 1]?.entries[0];
      const here = entries[0];
      const heading = !prev || prev.sessionId !== here.sessionId ? 'session' : prev.turn !== here.turn ? 'turn' : null;
      rows.push(Object.freeze({ ...row, entries, heading }));
    }
    return rows;
  });

  /**
   * How many rows the list has (a search's matches, or every filtered row, loaded or not), and one
   * more at its top while earlier rows are not counted yet: in view, it asks for them.
   */
  const count = computed(() => (localSearch.value ? (found.value?.length ?? 0) : total.value + (more.value ? 1 : 0)));
  /** Events shown, for "n of m" ("n+ of m" while `more`). */
  const shown = computed(() => (localSearch.value ? (found.value ?? []).reduce((n, r) => n + r.entries.length, 0) : matched.value));
  /** Row `i` of the list, or undefined while its page is on its way. */
  const rowAt = (i: number): Readonly<ChronicleRow> | undefined =>
    localSearch.value ? found.value?.[i] : loaded.value.get(count.value - 1 - i);
  /** Row `i` of the list's place counted back from the latest row (its key while the list grows at its top). */
  const fromEndOf = (i: number) => count.value - 1 - i;

  /** Keeps a page's rows and counts; false when the log moved under the list (read again instead). */
  function keep(page: ChroniclePage): boolean {
    // The log moved under the list (played on elsewhere): its places from the latest moved too — read it again, in place.
    if (page.events !== undefined && head.value && page.events !== head.value.events) {
      if (!reloading) {
        reloading = true;
        void load(campaignId, true).finally(() => (reloading = false));
      }
      return false;
    }
    const map = loaded.value;
    page.rows.forEach((row, i) =>
      map.set(page.total - 1 - (page.index + i), Object.freeze({ ...row, entries: row.entries.map((e) => Object.freeze(e)) })),
    );
    // Every row counted (`more` not set) is the whole truth; an answer counted less far back than one
    // kept already (asked earlier, answered later) leaves the further count.
    if (!page.more || (more.value ? page.total >= total.value : total.value === 0)) {
      total.value = page.total;
      matched.value = page.matched;
      more.value = !!page.more;
    }
    triggerRef(loaded);
    return true;
  }

  /**
   * Opens the chronicle (or opens it again after a filter changed): its head and latest rows. After
   * the log moved under it (`keepPlace`), the list stays where it was and asks again for its rows.
   */
  let loads = 0;
  async function load(id: number, keepPlace = false) {
    campaignId = id;
    loadError.value = null;
    const gen = generation.value + 1;
    const ask = ++loads;
    const text = !!needle.value && onServer();
    if (text) searching.value = true;
    const result = await invoke('history/chronicle-page', {
      campaignId: id,
      filter: serverFilter(),
      limit: PAGE,
      outline: true,
      bounded: true,
      ...askedIn(),
    });
    if (ask !== loads) return; // a later load (the text typed on, a filter changed) answers instead
    searching.value = false;
    if (!result.ok && result.error.code === 'history/search_language') {
      unspoken.add(currentLocale());
      return load(id, keepPlace);
    }
    if (!result.ok) {
      if (head.value) notices.showError(words.value.error(result.error));
      else loadError.value = wordsFor(null).error(result.error);
      return;
    }
    await loadRulesetUi(result.value.head!.campaign.rulesetId); // its words, before the chronicle draws
    asked.clear();
    loaded.value = new Map();
    total.value = 0;
    matched.value = 0;
    more.value = false;
    head.value = Object.freeze(result.value.head!);
    keep(result.value);
    generation.value = gen;
    if (!keepPlace) opened.value++;
    if (localSearch.value) await searchAll();
  }

  /**
   * The rows from `start` to `end` of the list are in view (overscan included): asks for the pages
   * not loaded — pages of places counted back from the latest row, so a page asked before the list
   * grew at its top is still the same rows. The row standing for those not counted yet asks for the next.
   */
  function need(start: number, end: number) {
    if (!head.value || localSearch.value) return;
    // Every row counted: pages of PAGE rows from the oldest, as ever; else pages from the latest back.
    const pages: { key: string; fromEnd: number; limit: number }[] = [];
    if (!more.value)
      for (let first = Math.floor(Math.max(0, start) / PAGE) * PAGE; first <= Math.min(end, total.value - 1); first += PAGE) {
        const last = Math.min(first + PAGE, total.value);
        pages.push({ key: `i${first}`, fromEnd: total.value - last, limit: last - first });
      }
    else {
      const nearest = Math.max(0, fromEndOf(Math.min(end, count.value - 1)));
      const furthest = fromEndOf(Math.max(0, start));
      for (let first = Math.floor(nearest / PAGE) * PAGE; first <= furthest; first += PAGE)
        pages.push({ key: `e${first}`, fromEnd: first, limit: PAGE });
    }
    const gen = generation.value;
    for (const { key, fromEnd, limit } of pages) {
      if (asked.has(key)) continue;
      let complete = !more.value || fromEnd + limit <= total.value;
      for (let i = fromEnd; complete && i < Math.min(fromEnd + limit, total.value); i++) if (!loaded.value.has(i)) complete = false;
      if (complete) continue;
      asked.add(key);
      void invoke('history/chronicle-page', { campaignId, filter: serverFilter(), fromEnd, limit, bounded: true, ...askedIn() }).then(
        (result) => {
          if (gen !== generation.value) return; // a fresh load since: this page belongs to another list
          asked.delete(key);
          if (result.ok) keep(result.value);
          else notices.showError(words.value.error(result.error));
        },
      );
    }
  }

  /** A search this screen makes (a language main does not narrate) reads every row of the filtered log, a page at a time (once per load). */
  let searchedIn = -1;
  async function searchAll() {
    const gen = generation.value;
    if (!head.value || searchedIn === gen) return;
    searchedIn = gen;
    searching.value = true;
    try {
      for (let first = 0; first < total.value; first += SEARCH_PAGE) {
        let complete = true;
        for (let i = first; i < Math.min(first + SEARCH_PAGE, total.value); i++) if (!loaded.value.has(i)) complete = false;
        if (complete) continue;
        const result = await invoke('history/chronicle-page', { campaignId, filter: serverFilter(), fromEnd: first, limit: SEARCH_PAGE });
        if (gen !== generation.value) return;
        if (!result.ok) return notices.showError(words.value.error(result.error));
        keep(result.value);
      }
    } finally {
      if (gen === generation.value) searching.value = false;
    }
  }

  /**
   * The list's row of the first step of turn `n` (or of the next turn played), or null when none was:
   * the server counts a search back as far as it (the list may grow at its top).
   */
  async function indexOfTurn(n: number): Promise<{ index: number; step: number } | null> {
    if (localSearch.value) {
      const index = (found.value ?? []).findIndex((r) => r.entries[0].turn >= n);
      return index < 0 ? null : { index, step: found.value![index].step };
    }
    const gen = generation.value;
    const result = await invoke('history/chronicle-page', {
      campaignId,
      filter: serverFilter(),
      turn: n,
      limit: PAGE,
      bounded: true,
      ...askedIn(),
    });
    if (gen !== generation.value) return null; // another list since
    if (!result.ok) {
      notices.showError(words.value.error(result.error));
      return null;
    }
    if (!keep(result.value)) return null;
    const row = result.value.rows[0];
    return row ? { index: count.value - 1 - (result.value.total - 1 - result.value.index), step: row.step } : null;
  }

  watch([() => filter.value.session, () => filter.value.player, () => filter.value.kind], () => {
    if (head.value) void load(campaignId);
  });
  // The text is a server filter as the others are (a fresh load at each change); a search made here reads every page.
  watch(needle, () => {
    if (!head.value) return;
    if (onServer()) void load(campaignId);
    else if (needle.value) void searchAll();
  });
  // Another language: a search reads the sentences in it.
  watch(currentLocale, () => {
    if (head.value && needle.value) void load(campaignId);
  });

  async function show(seq: number) {
    if (!head.value) return;
    const result = await invoke('history/state-at', { campaignId, seq });
    if (!result.ok) return notices.showError(words.value.error(result.error));
    selected.value = result.value;
  }

  /** Undo back to a step ("undo back to here"), as one event. */
  async function rewind(step: number) {
    if (!head.value) return;
    const id = campaignId;
    const result = await invoke('campaign/rewind', { campaignId: id, toStep: step });
    if (!result.ok) return notices.showError(words.value.error(result.error));
    notices.announce(wordsFor(null).t('chronicle/went-back'));
    await load(id, true);
  }

  /** Brings back an abandoned branch up to `step`, as one step (one undo takes it back). */
  async function bringBack(step: number) {
    if (!head.value) return;
    const id = campaignId;
    const result = await invoke('campaign/bring-back', { campaignId: id, step });
    if (!result.ok) return notices.showError(words.value.error(result.error));
    notices.announce(wordsFor(null).t('chronicle/brought-back'));
    await load(id, true);
  }

  async function nameCheckpoint(name: string): Promise<boolean> {
    if (!head.value) return false;
    const id = campaignId;
    const result = await invoke('history/checkpoint', { campaignId: id, name });
    if (!result.ok) {
      notices.showError(words.value.error(result.error));
      return false;
    }
    notices.announce(wordsFor(null).t('chronicle/checkpoint-named', { name }));
    await load(id, true);
    return true;
  }

  async function returnTo(checkpointSeq: number) {
    if (!head.value) return;
    const id = campaignId;
    const result = await invoke('history/return', { campaignId: id, checkpointSeq });
    if (!result.ok) return notices.showError(words.value.error(result.error));
    notices.clearError();
    notices.announce(wordsFor(null).t('chronicle/returned'));
    await load(id, true);
  }

  async function loadRecap(campaignId: number, sessionId?: number): Promise<SessionRecap | null> {
    const result = await invoke('history/recap', { campaignId, ...(sessionId !== undefined ? { sessionId } : {}) });
    recap.value = result.ok ? result.value : null;
    return recap.value;
  }

  function reset() {
    head.value = null;
    loaded.value = new Map();
    asked.clear();
    total.value = 0;
    matched.value = 0;
    more.value = false;
    selected.value = null;
    filter.value = { session: 'all', player: 'all', kind: 'all', text: '' };
  }

  return {
    head,
    total,
    more,
    count,
    shown,
    generation,
    opened,
    searching,
    loadError,
    selected,
    recap,
    filter,
    words,
    rowAt,
    fromEndOf,
    sentence,
    load,
    need,
    indexOfTurn,
    show,
    rewind,
    bringBack,
    nameCheckpoint,
    returnTo,
    loadRecap,
    reset,
  };
});
