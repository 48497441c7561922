/** The open campaign at the table: its view, actions, dice, undo/redo and history. */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, triggerRef } from 'vue';
import type { DiceRequest, DieSpec, DieValue } from '../../../shared/engine/dice';
import type { ErrorData, Result } from '../../../shared/engine/result';
import type { InputIssue } from '../../../shared/engine/run';
import { CORE } from '../../../shared/engine/run';
import { TIMELINE, TIMELINE_TYPES } from '../../../shared/engine/timeline';
import type { HistoryEntry, HistoryPage, PlayView, RollInput, SessionInfo } from '../../../shared/rpc/contract';
import { StepLog, type StepGroup } from '../history/step-log';
import { invoke, onNotice } from '../api/client';
import { describeDice } from '../i18n/core';
import { wordsFor, type Words } from '../i18n/words';
import { loadRulesetUi, rulesetUi } from '../rulesets/registry';
import { useNoticesStore } from './notices';
import { shareUnchanged } from './share-unchanged';

/** Events per history page: enough to fill the panel several times over. */
const PAGE = 300;
/** A timeline move announces at most this many of the events it touched, then how many more. */
const MOST_TOUCHED_ANNOUNCED = 3;

/** The services could not be reached: the table's entry stays where it was, with a retry. */
const DISCONNECTED = 'rpc/disconnected';
/** Refusals that change nothing and need no alarm: said quietly. */
const HARMLESS: ReadonlySet<string> = new Set([
  'timeline/nothing_to_undo',
  'timeline/nothing_to_redo',
  'timeline/already_there',
  'adjust/unchanged',
]);

/** A refusal shown by the form that sent the action. `retry` says the services were unreachable and what to send again. */
export interface FormFailure {
  formKey: string;
  code: string;
  message: string;
  /** The payload field the refusal names, when it names one. */
  field: string | null;
  /** A known name the refusal suggests instead ("Did you mean Arkham?"), when it has one. */
  suggestion: string | null;
  retry: boolean | 'dice-for';
}

/** An undo or redo as the toast names it: which, the first event of the step it touched (null when not sent), and when. */
export interface TimelineMove {
  kind: 'undo' | 'redo';
  touched: HistoryEntry | null;
  seq: number;
}

/** The undo or redo a step's events end with, and the head of the step it touched; null for anything else. */
function timelineMove(entries: readonly HistoryEntry[]): TimelineMove | null {
  const move = entries.at(-1);
  if (!move || (move.type !== TIMELINE.undo && move.type !== TIMELINE.redo)) return null;
  const step = typeof move.data.step === 'number' ? move.data.step : null;
  const touched = entries.find((e) => e.step === step && e.seq === e.step) ?? entries.find((e) => e !== move) ?? null;
  return { kind: move.type === TIMELINE.undo ? 'undo' : 'redo', touched, seq: move.seq };
}

export const usePlayStore = defineStore('play', () => {
  /**
   * The screen's view as main sent it. Not deeply reactive: each answer replaces it whole, so the
   * boards read the state as plain objects (a deep proxy cost every read of every field a click's
   * render made — the larger part of a heavy board's redraw).
   */
  const view = shallowRef<PlayView | null>(null);
  /** The history as steps, kept a step at a time; not deeply reactive (`triggerRef` after each change). */
  const log = new StepLog();
  const steps = shallowRef<readonly StepGroup[]>(log.groups);
  /** The rows the history shows: undos and redos folded into the step they touched. */
  const rows = shallowRef<readonly StepGroup[]>(log.shown);
  const sessions = shallowRef<SessionInfo[]>([]);
  const hasOlder = ref(false);
  const loadingOlder = ref(false);
  const busy = ref(false);
  const loadError = ref<string | null>(null);
  /**
   * The last refusal of an action sent from a form, shown by that form (next to its field or the
   * button pressed) rather than in the banner at the top: which form, the words, the field it names.
   */
  const failure = ref<FormFailure | null>(null);
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
    if (notice.historyMoved) void loadHistory();
    void invoke('campaign/open', { campaignId: notice.campaignId }).then((result) => {
      if (result.ok && result.value.campaign.id === campaignId.value) setView(result.value);
    });
  });
  /**
   * The open ruleset's words: made again only when the ruleset changes (or its words arrive), not on
   * every view — a new Words object redrew and re-narrated every history row on every click.
   */
  const rulesetId = computed(() => view.value?.campaign.rulesetId ?? null);
  const words = computed<Words>(() => wordsFor(rulesetId.value));
  /** The open ruleset's headlines (its big moments): the just-happened strip shows and says them. */
  const headlines = computed(() => (rulesetId.value ? rulesetUi(rulesetId.value)?.headlines : undefined));
  /**
   * The game step now on top: the latest step in force that the table played (not set-up, not a
   * timeline move). The just-happened strip shows it, so after an undo it shows the step below.
   */
  const onTop = computed<StepGroup | null>(
    () => steps.value.findLast((g) => !g.meta && !g.undone && g.entries[0].type !== CORE.setup) ?? null,
  );
  /** The last undo or redo and the step it touched, for the toast that names it; cleared by the next action. */
  const lastMove = shallowRef<TimelineMove | null>(null);

  /**
   * A new answer for the open campaign, its unchanged parts kept as they were (`shareUnchanged`): a
   * board's row, a tracker or the prompt a click did not touch is the same object, and is not drawn again.
   */
  function setView(next: PlayView) {
    const prev = view.value;
    view.value = prev && prev.campaign.id === next.campaign.id ? shareUnchanged(prev, next) : next;
  }

  async function open(id: number) {
    view.value = null;
    failure.value = null;
    resetHistory();
    loadError.value = null;
    const result = await invoke('campaign/open', { campaignId: id });
    if (!result.ok) {
      loadError.value = wordsFor(null).error(result.error);
      return;
    }
    // Its words and board, and the newest page of its history, before its screen draws: the board and
    // its history appear together (an empty history under a drawn board read as "nothing happened").
    const [page] = await Promise.all([
      invoke('campaign/history-page', { campaignId: id, limit: PAGE }),
      loadRulesetUi(result.value.campaign.rulesetId),
    ]);
    view.value = result.value;
    if (page.ok) takeHistoryPage(page.value, []);
    else await loadHistory();
  }

  function close() {
    view.value = null;
    failure.value = null;
    resetHistory();
  }

  function resetHistory() {
    log.clear();
    hasOlder.value = false;
    sessions.value = [];
    triggerRef(steps);
    triggerRef(rows);
  }

  /** Steps merged while the history's page is on its way (see `loadHistory`). */
  let arriving: (readonly HistoryEntry[])[] | null = null;

  /** Events of a step (or the steps an undo touched) into the history: the work is the step's, not the log's. */
  function mergeEntries(entries: readonly HistoryEntry[]) {
    if (entries.length === 0) return;
    arriving?.push(entries);
    log.merge(entries);
    triggerRef(steps);
    triggerRef(rows);
  }

  /**
   * The newest page of the history, in place of what was loaded (on opening; after a rewind far
   * back, whose many re-marked steps are not sent). A step merged while the page was on its way (a
   * key pressed the moment the board drew) is merged again after it, so it is neither lost nor
   * overwritten.
   */
  async function loadHistory() {
    if (campaignId.value === null) return;
    const meanwhile: (readonly HistoryEntry[])[] = [];
    arriving = meanwhile;
    const result = await invoke('campaign/history-page', { campaignId: campaignId.value, limit: PAGE });
    if (arriving === meanwhile) arriving = null;
    if (result.ok) takeHistoryPage(result.value, meanwhile);
  }

  /** A newest page in place of what was loaded, then the steps merged while it was on its way. */
  function takeHistoryPage(page: HistoryPage, meanwhile: readonly (readonly HistoryEntry[])[]) {
    log.clear();
    log.merge(page.entries);
    for (const entries of meanwhile) log.merge(entries);
    hasOlder.value = page.hasOlder;
    sessions.value = page.sessions;
    triggerRef(steps);
    triggerRef(rows);
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
      triggerRef(rows);
    } finally {
      loadingOlder.value = false;
    }
  }

  /** Applies a result: the new view, the history, and an announcement of what happened. A refusal goes to the form that sent it, else the banner. */
  async function settle(result: Result<PlayView>, formKey?: string): Promise<boolean> {
    if (!result.ok) {
      if (formKey) failure.value = formFailure(formKey, result.error);
      else showError(result.error);
      return false;
    }
    failure.value = null;
    notices.clearError();
    lastError.value = null;
    const sessionChanged = result.value.session?.id !== view.value?.session?.id;
    setView(result.value);
    lastMove.value = timelineMove(result.value.lastStep);
    announceStep(result.value.lastStep);
    mergeEntries(result.value.lastStep);
    if (result.value.historyMoved) await loadHistory();
    if (sessionChanged && result.value.session && !sessions.value.some((x) => x.id === result.value.session!.id))
      sessions.value = [...sessions.value, result.value.session];
    return true;
  }

  /** The last refusal, as data: a form shows it next to the field its details name (`details.field`). */
  const lastError = ref<ErrorData | null>(null);

  /** A refusal in the banner: harmless ones ("nothing to redo") as a quiet notice, a lost connection with a retry. */
  function showError(error: ErrorData, retry?: () => void) {
    lastError.value = error;
    const message = words.value.error(error);
    if (HARMLESS.has(error.code)) notices.showInfo(message);
    else notices.showError(message, error.code === DISCONNECTED && retry ? { retry } : {});
  }

  function formFailure(formKey: string, error: ErrorData): FormFailure {
    lastError.value = error;
    const field = typeof error.details?.field === 'string' ? error.details.field : null;
    const issues = error.code === 'rules/invalid_input' ? ((error.details?.issues as InputIssue[] | undefined) ?? []) : [];
    const issue = issues.find((i) => i.field === field) ?? issues[0];
    const problem = issue && words.value.t(issue.code, issue.params);
    const message = !problem
      ? words.value.error(error)
      : field
        ? `${words.value.t(`field/${field}`)}: ${problem}`
        : words.value.t('input-problem/in-form', { problem });
    const suggestion = typeof error.details?.suggestion === 'string' ? error.details.suggestion : null;
    return { formKey, code: error.code, message, field, suggestion, retry: error.code === DISCONNECTED };
  }

  function announceStep(entries: readonly HistoryEntry[]) {
    const say = (e: HistoryEntry) => {
      const sentence = `${words.value.narrate(e)}${e.dice ? ` (${describeDice(e.dice)})` : ''}`;
      return e.undone ? words.value.t('play/announce-undone', { sentence }) : sentence;
    };
    const move = entries.at(-1);
    // A timeline move (its own event comes last) reads out a few of the events it touched, not all.
    const isMove = !!move && TIMELINE_TYPES.has(move.type);
    const touched = isMove ? entries.length - 1 : 0;
    // A step's headlines are said by the just-happened strip (its own polite region), so not twice.
    const heard = isMove || !headlines.value ? entries : entries.filter((e) => headlines.value!.weightOf(e) === null);
    const sentences =
      touched > MOST_TOUCHED_ANNOUNCED
        ? [
            ...entries.slice(0, MOST_TOUCHED_ANNOUNCED).map(say),
            words.value.t('play/announce-more', { n: touched - MOST_TOUCHED_ANNOUNCED }),
            say(move!),
          ]
        : heard.map(say);
    if (sentences.length) notices.announce(sentences.join(' '));
  }

  /** Sends a table action; `roll` says who rolls its dice. Resolves true when it was applied. */
  async function act(type: string, payload: Record<string, unknown> = {}, roll?: RollInput, formKey?: string): Promise<boolean> {
    if (campaignId.value === null || busy.value) return false;
    busy.value = true;
    try {
      return await settle(
        await invoke('campaign/act', { campaignId: campaignId.value, action: { type, payload, ...(roll ? { roll } : {}) } }),
        formKey,
      );
    } finally {
      busy.value = false;
    }
  }

  /** The dice an action needs with this payload, so the table can type them in. */
  async function diceFor(type: string, payload: Record<string, unknown> = {}, formKey?: string): Promise<DieSpec[] | null> {
    const request = await diceRequestFor(type, payload, formKey);
    return request ? [...request.dice] : null;
  }

  /** The dice an action needs with this payload and how each lies on the table (the ruleset's looks), asked of main. */
  async function diceRequestFor(type: string, payload: Record<string, unknown> = {}, formKey?: string): Promise<DiceRequest | null> {
    if (campaignId.value === null) return null;
    const result = await invoke('campaign/dice-for', { campaignId: campaignId.value, type, payload });
    if (!result.ok) {
      if (formKey)
        failure.value = {
          ...formFailure(formKey, result.error),
          ...(result.error.code === DISCONNECTED ? { retry: 'dice-for' as const } : {}),
        };
      else showError(result.error);
      return null;
    }
    failure.value = null;
    return result.value;
  }

  /** The chance of success of an action with the payload its form holds now; null when the offer's odds stand or it cannot say. */
  async function oddsFor(type: string, payload: Record<string, unknown>): Promise<number | null> {
    if (campaignId.value === null) return null;
    const result = await invoke('campaign/odds-for', { campaignId: campaignId.value, type, payload });
    return result.ok ? result.value.odds : null;
  }

  async function timeline(method: 'campaign/undo' | 'campaign/redo') {
    if (campaignId.value === null || busy.value) return;
    busy.value = true;
    try {
      const result = await invoke(method, { campaignId: campaignId.value });
      if (result.ok) await settle(result);
      else showError(result.error, () => void timeline(method));
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

  /** Sets a tracker by hand; with `formKey` a refusal is shown by that form instead of the banner. */
  async function adjust(trackerId: string, value: number, reason?: string, formKey?: string) {
    if (campaignId.value === null) return false;
    return settle(
      await invoke('campaign/adjust', { campaignId: campaignId.value, trackerId, value, ...(reason ? { reason } : {}) }),
      formKey,
    );
  }

  /** Changes the house rules; with `formKey` a refusal is shown by that form (the dialog) instead of the banner behind it. */
  async function setOptions(options: Record<string, unknown>, formKey?: string) {
    if (campaignId.value === null) return false;
    return settle(await invoke('campaign/set-options', { campaignId: campaignId.value, options }), formKey);
  }

  async function newSession() {
    if (campaignId.value === null) return;
    const result = await invoke('session/start', { campaignId: campaignId.value });
    if (!result.ok) return showError(result.error);
    if (view.value) view.value = { ...view.value, session: result.value };
    sessions.value = [...sessions.value.filter((x) => x.id !== result.value.id), result.value];
    notices.announce(words.value.t('play/session-started', { n: result.value.number }));
  }

  return {
    view,
    steps,
    onTop,
    headlines,
    lastMove,
    rows,
    sessions,
    hasOlder,
    loadingOlder,
    loadOlder,
    mergeEntries,
    busy,
    loadError,
    lastError,
    failure,
    words,
    open,
    close,
    act,
    diceFor,
    diceRequestFor,
    oddsFor,
    undo,
    redo,
    rewind,
    adjust,
    setOptions,
    newSession,
    loadHistory,
  };
});

export type { DieValue };
