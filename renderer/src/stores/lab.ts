/** The variant lab: what can be simulated, the one or two option sets being compared, and their running jobs. */
import { defineStore } from 'pinia';
import { computed, reactive, ref, shallowRef } from 'vue';
import type { RulesetMeta } from '../../../shared/engine/ruleset';
import type { LabJobStatus, LabPackInfo, LabProfileInfo, LabTableRates } from '../../../shared/rpc/contract';
import { figuresOf, readVariantCard, summaryOf, VARIANT_CARD_FORMAT, type CardFigures, type VariantCard } from '../../../shared/lab/card';
import { invoke } from '../api/client';
import { wordsFor } from '../i18n/words';

/** One side of a comparison: the ruleset's options and the table's distributions. */
export interface LabSide {
  options: Record<string, unknown>;
  params: Record<string, number>;
}

const POLL_MS = 150;

export const useLabStore = defineStore('lab', () => {
  const profiles = ref<LabProfileInfo[]>([]);
  const metas = ref<RulesetMeta[]>([]);
  const rulesetId = ref<string>('runebound-monster-step');
  const policy = ref('greedy');
  const games = ref(1000);
  const seed = ref<number | null>(null);
  const compare = ref(false);
  /** Simulate from this campaign's current state instead of the set-up. */
  const fromCampaign = ref<{ id: number; name: string } | null>(null);
  const sides = reactive<{ a: LabSide; b: LabSide }>({ a: { options: {}, params: {} }, b: { options: {}, params: {} } });
  const jobs = shallowRef<{ a: LabJobStatus | null; b: LabJobStatus | null }>({ a: null, b: null });
  const error = ref<string | null>(null);
  /** A pack file chosen to simulate instead of a code ruleset: its text (sent with each run) and what the lab reads off it. */
  const pack = shallowRef<{ text: string; info: LabPackInfo } | null>(null);
  /** The variant card whose stored figures are shown (not re-run here); cleared by the next run or ruleset. */
  const card = shallowRef<VariantCard | null>(null);
  /** "Use our table's rates": the rates read off the chronicle (shown), and those set A's chances were set from. */
  const tableRates = shallowRef<LabTableRates | null>(null);
  const usedRates = shallowRef<LabTableRates | null>(null);
  /** The rates set A's run was made with (recorded with the run and on its variant card). */
  const runRates = shallowRef<LabTableRates | null>(null);
  /** Whether Simulate can re-run the shown card here: its ruleset is known, or its very pack is loaded. */
  const cardRunnable = ref(true);
  let timer: ReturnType<typeof setInterval> | null = null;

  const profile = computed(() =>
    pack.value?.info.rulesetId === rulesetId.value
      ? pack.value.info
      : (profiles.value.find((p) => p.rulesetId === rulesetId.value) ?? null),
  );
  const meta = computed(() =>
    pack.value?.info.rulesetId === rulesetId.value ? pack.value.info.meta : (metas.value.find((m) => m.id === rulesetId.value) ?? null),
  );
  /** Between the click and the services' answer: the run counts as running already (no second click). */
  const starting = ref(false);
  const running = computed(() => starting.value || [jobs.value.a, jobs.value.b].some((j) => j?.state === 'running'));

  async function load() {
    const [p, m] = await Promise.all([invoke('lab/profiles', {}), invoke('ruleset/list', {})]);
    if (!p.ok) return (error.value = wordsFor(null).error(p.error));
    if (!m.ok) return (error.value = wordsFor(null).error(m.error));
    profiles.value = p.value;
    metas.value = m.value;
    if (!profile.value) rulesetId.value = p.value[0]?.rulesetId ?? rulesetId.value;
    resetSides();
  }

  /** Both sides back to the ruleset's defaults (a campaign's own options when simulating from it). */
  function resetSides() {
    for (const side of [sides.a, sides.b]) {
      side.options = Object.fromEntries((meta.value?.options ?? []).map((o) => [o.key, o.default]));
      side.params = Object.fromEntries((profile.value?.params ?? []).map((p) => [p.key, p.default]));
    }
    if (profile.value && !profile.value.policies.includes(policy.value)) policy.value = profile.value.policies[0] ?? 'random';
  }

  /** A pack file's text: checked whole by the services; simulated like a ruleset once accepted. */
  async function choosePack(text: string) {
    error.value = null;
    const info = await invoke('lab/pack', { packText: text });
    if (!info.ok) return (error.value = wordsFor(null).error(info.error));
    pack.value = { text, info: info.value };
    chooseRuleset(info.value.rulesetId);
  }

  function chooseRuleset(id: string) {
    card.value = null;
    tableRates.value = null;
    usedRates.value = null;
    rulesetId.value = id;
    fromCampaign.value = null;
    resetSides();
  }

  /** "What are my chances from here": the lab opened from a campaign's play screen. */
  function startFrom(campaign: { id: number; name: string; rulesetId: string }) {
    rulesetId.value = campaign.rulesetId;
    resetSides();
    fromCampaign.value = { id: campaign.id, name: campaign.name };
    compare.value = false;
  }

  /** Reads the table's rates off this campaign's chronicle (`campaign`) or every campaign of the ruleset. */
  async function loadTableRates(scope: 'campaign' | 'ruleset') {
    error.value = null;
    const result = await invoke('lab/table-rates', {
      rulesetId: rulesetId.value,
      ...(scope === 'campaign' && fromCampaign.value ? { campaignId: fromCampaign.value.id } : {}),
    });
    if (!result.ok) return (error.value = wordsFor(null).error(result.error));
    tableRates.value = result.value;
  }

  /** Set A's chances become the table's rates read (to three decimals). */
  function useTableRates() {
    const read = tableRates.value;
    if (!read) return;
    for (const r of read.rates) sides.a.params[r.key] = Math.round(r.rate * 1000) / 1000;
    usedRates.value = read;
  }

  /** The rates set A still holds as read (a chance changed by hand since is the user's, not the table's). */
  const ratesInForce = () => {
    const used = usedRates.value;
    return used && used.rates.every((r) => sides.a.params[r.key] === Math.round(r.rate * 1000) / 1000) ? used : null;
  };

  async function run() {
    error.value = null;
    card.value = null;
    runRates.value = ratesInForce();
    await cancel();
    const start = async (side: LabSide) => {
      const result = await invoke('lab/start', {
        rulesetId: rulesetId.value,
        policy: policy.value,
        games: games.value,
        params: side.params,
        ...(fromCampaign.value ? { campaignId: fromCampaign.value.id } : { options: side.options }),
        ...(pack.value?.info.rulesetId === rulesetId.value ? { packText: pack.value.text } : {}),
        ...(seed.value !== null ? { seed: seed.value } : {}),
      });
      if (!result.ok) {
        error.value = wordsFor(null).error(result.error);
        return null;
      }
      return {
        jobId: result.value.jobId,
        state: 'running',
        done: 0,
        total: games.value,
        elapsedMs: 0,
        result: null,
        error: null,
        threads: 0,
        seed: seed.value ?? 0,
      } satisfies LabJobStatus;
    };
    starting.value = true;
    const a = await start(sides.a);
    const b = compare.value && a ? await start(sides.b) : null;
    jobs.value = { a, b };
    starting.value = false;
    if (a) poll();
  }

  function poll() {
    if (timer) clearInterval(timer);
    timer = setInterval(async () => {
      const next = { ...jobs.value };
      for (const key of ['a', 'b'] as const) {
        const job = next[key];
        if (!job || job.state !== 'running') continue;
        const status = await invoke('lab/status', { jobId: job.jobId });
        if (status.ok) next[key] = status.value;
        else next[key] = { ...job, state: 'failed', error: wordsFor(null).error(status.error) };
      }
      jobs.value = next;
      if (!running.value && timer) {
        clearInterval(timer);
        timer = null;
      }
    }, POLL_MS);
  }

  /**
   * "Replay game n" of a side's finished run: the services play it again into a campaign of its own
   * (dice as rolled); returns that campaign's id for its chronicle, or null (the error is shown).
   */
  async function replay(key: 'a' | 'b', game: number): Promise<number | null> {
    const job = jobs.value[key];
    if (!job) return null;
    error.value = null;
    const result = await invoke('lab/replay', {
      rulesetId: rulesetId.value,
      policy: policy.value,
      options: sides[key].options,
      params: sides[key].params,
      seed: job.seed,
      game,
    });
    if (!result.ok) {
      error.value = wordsFor(null).error(result.error);
      return null;
    }
    return result.value.campaignId;
  }

  /** The finished run as a variant card (a pack named by its SHA-256), or null when there is nothing finished to share. */
  async function cardOfRun(now = new Date()): Promise<VariantCard | null> {
    const [a, b] = [jobs.value.a, compare.value ? jobs.value.b : null];
    if (!a?.result || a.state === 'running' || (b && (!b.result || b.state === 'running'))) return null;
    const chosen = pack.value?.info.rulesetId === rulesetId.value ? pack.value : null;
    const hash = chosen ? await sha256(chosen.text) : null;
    const sideOf = (side: LabSide, job: LabJobStatus, rates: LabTableRates | null = null) => ({
      options: { ...side.options } as Record<string, never>,
      params: { ...side.params },
      ...(rates ? { tableRates: rates } : {}),
      figures: figuresOf(job.result!.summary),
    });
    return {
      format: VARIANT_CARD_FORMAT,
      version: 1,
      made: now.toISOString(),
      rulesetId: rulesetId.value,
      ...(chosen && hash
        ? { pack: { id: chosen.info.rulesetId.replace(/^pack:/, ''), name: chosen.info.name, version: chosen.info.version, sha256: hash } }
        : {}),
      policy: policy.value,
      seed: a.seed,
      a: sideOf(sides.a, a, runRates.value),
      ...(b ? { b: sideOf(sides.b, b) } : {}),
    };
  }

  /**
   * "Open a variant card": its stored figures are shown, marked as the card's, and its settings fill
   * the form (ruleset, policy, games, seed, both sets) so one click re-runs it. A bad file changes nothing.
   */
  async function openCard(text: string): Promise<boolean> {
    const read = readVariantCard(text);
    if (!read.ok) {
      error.value = wordsFor(null).t('lab-screen/card-bad', { problem: read.problem });
      return false;
    }
    await cancel();
    const c = read.card;
    error.value = null;
    // A pack's card re-runs only with that very pack chosen (its SHA-256); its figures show either way.
    const samePack = c.pack
      ? pack.value?.info.rulesetId === c.rulesetId && (await sha256(pack.value.text)) === c.pack.sha256
      : pack.value?.info.rulesetId === c.rulesetId;
    const known = c.pack ? samePack : profiles.value.some((p) => p.rulesetId === c.rulesetId) || samePack;
    if (known) chooseRuleset(c.rulesetId);
    fromCampaign.value = null;
    compare.value = c.b !== undefined;
    policy.value = c.policy;
    seed.value = c.seed;
    games.value = c.a.figures.games;
    sides.a.options = { ...sides.a.options, ...c.a.options };
    sides.a.params = { ...sides.a.params, ...c.a.params };
    if (c.b) {
      sides.b.options = { ...sides.b.options, ...c.b.options };
      sides.b.params = { ...sides.b.params, ...c.b.params };
    }
    const shownJob = (f: CardFigures): LabJobStatus => ({
      jobId: -1,
      state: 'done',
      done: f.games,
      total: f.games,
      elapsedMs: 0,
      result: { summary: summaryOf(f), rows: [] },
      threads: 0,
      seed: c.seed,
      error: null,
    });
    // The table's rates the card's set A was run with, shown with it.
    usedRates.value = c.a.tableRates ?? null;
    runRates.value = c.a.tableRates ?? null;
    jobs.value = { a: shownJob(c.a.figures), b: c.b ? shownJob(c.b.figures) : null };
    card.value = c;
    cardRunnable.value = known;
    return true;
  }

  async function cancel() {
    const next = { ...jobs.value };
    for (const key of ['a', 'b'] as const) {
      const job = next[key];
      if (job?.state !== 'running') continue;
      const status = await invoke('lab/cancel', { jobId: job.jobId });
      if (status.ok) next[key] = status.value;
    }
    jobs.value = next;
  }

  return {
    profiles,
    metas,
    rulesetId,
    policy,
    games,
    seed,
    compare,
    fromCampaign,
    sides,
    jobs,
    error,
    pack,
    profile,
    meta,
    running,
    load,
    chooseRuleset,
    choosePack,
    card,
    cardRunnable,
    tableRates,
    usedRates,
    runRates,
    loadTableRates,
    useTableRates,
    cardOfRun,
    openCard,
    startFrom,
    resetSides,
    run,
    replay,
    cancel,
  };
});

/** The hex SHA-256 of a text (a pack file named on a card). */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
