/** The variant lab: what can be simulated, the one or two option sets being compared, and their running jobs. */
import { defineStore } from 'pinia';
import { computed, reactive, ref, shallowRef } from 'vue';
import type { RulesetMeta } from '../../../shared/engine/ruleset';
import type { LabJobStatus, LabPackInfo, LabProfileInfo } from '../../../shared/rpc/contract';
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

  async function run() {
    error.value = null;
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
    startFrom,
    resetSides,
    run,
    replay,
    cancel,
  };
});
