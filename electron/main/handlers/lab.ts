/** RPC handlers of the `lab/*` domain: what can be simulated (rulesets, and any pack file), and the simulation jobs. */
import { randomInt } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/engine/result';
import { specIssue, type BatchStart } from '../../../shared/lab/batch';
import { DEFAULT_COMPARED, labChoices } from '../../../shared/lab/choices';
import { replayGame } from '../../../shared/lab/replay';
import { labPlayers } from '../../../shared/lab/runner';
import { labProfiles } from '../../../shared/lab/profiles/index';
import { labSubject } from '../../../shared/lab/subject';
import type { LabProfile, LoggedEvent } from '../../../shared/lab/types';
import { checkPackText } from '../../../shared/packs/check';
import { packOf, packRulesetId } from '../../../shared/packs/ruleset';
import type { Ruleset } from '../../../shared/engine/ruleset';
import type { Pack } from '../../../shared/packs/schema';
import type { CampaignSummary, HistoryEntry, LabProfileInfo } from '../../../shared/rpc/contract';
import { TIMELINE_TYPES } from '../../../shared/engine/timeline';
import { tableRates } from '../../../shared/lab/table-rates';
import { rulesetMeta } from '../../../shared/rulesets/registry';
import type { Handlers } from '../services/rpc';
import type { EngineHost } from '../services/engine-host';
import type { LabService } from '../services/lab';

const profileInfo = (p: LabProfile): LabProfileInfo => ({
  rulesetId: p.rulesetId,
  players: p.players,
  params: [...p.params],
  policies: Object.keys(p.policies),
  metrics: p.metrics.map((m) => ({ key: m.key, code: m.code })),
  ...(p.tableRates?.length ? { tableRates: p.tableRates.map((r) => r.key) } : {}),
});

/** A pack file's text, checked whole: the pack, or the first problems with their JSON pointers. */
function readPack(packText: string): Result<Pack> {
  const checked = checkPackText(packText);
  if (checked.ok) return ok(checked.pack);
  const problems = checked.problems.slice(0, 5).map((p) => `${p.pointer || '/'}: ${p.message}`);
  return fail('lab/bad_pack', `That pack is refused (${checked.problems.length} problem(s)): ${problems.join('; ')}`);
}

/** A campaign's events in force, as the table-rate readers see them (timeline bookkeeping and undone steps left out). */
function inForce(history: readonly HistoryEntry[]): LoggedEvent[] {
  return history.filter((e) => !e.undone && !TIMELINE_TYPES.has(e.type)).map((e) => ({ type: e.type, data: e.data, turn: e.turn }));
}

export function labHandlers(
  lab: LabService,
  host: EngineHost,
  campaigns: () => CampaignSummary[] = () => [],
  /** The services' rulesets, installed packs among them (a pack campaign's pinned text). */
  rulesets: ReadonlyMap<string, Ruleset> = new Map(),
): Handlers {
  return {
    'lab/profiles': () => ok([...labProfiles.values()].map(profileInfo)),
    'lab/pack': ({ packText }) => {
      const pack = readPack(packText);
      if (!pack.ok) return pack;
      const { ruleset, profile } = labSubject({ rulesetId: packRulesetId(pack.value), pack: pack.value })!;
      return ok({ ...profileInfo(profile), name: pack.value.name, version: pack.value.version, meta: rulesetMeta(ruleset) });
    },
    'lab/start': ({ rulesetId, options, policy, params, games, seed, campaignId, packText }) => {
      let start: BatchStart = { kind: 'setup' };
      let chosenOptions = options ?? {};
      let pack: Pack | undefined;
      if (packText !== undefined) {
        if (campaignId !== undefined) return fail('lab/invalid_spec', 'A pack file is simulated from its set-up, not from a campaign.');
        const read = readPack(packText);
        if (!read.ok) return read;
        pack = read.value;
        rulesetId = packRulesetId(pack);
      }
      if (campaignId !== undefined) {
        const view = host.open(campaignId);
        if (!view.ok) return view;
        if (view.value.campaign.rulesetId !== rulesetId) return fail('lab/wrong_ruleset', 'That campaign plays another ruleset.');
        if (view.value.outcome) return fail('lab/game_over', 'That campaign’s game is over: there is nothing left to simulate.');
        start = { kind: 'state', state: view.value.state, players: view.value.campaign.players };
        chosenOptions = view.value.campaign.options;
      }
      return lab.start(
        {
          rulesetId,
          options: chosenOptions,
          policy,
          params: params ?? {},
          games,
          seed: seed ?? randomInt(1, 2 ** 31 - 1),
          ...(pack ? { pack } : {}),
        },
        start,
      );
    },
    'lab/replay': ({ rulesetId, options, policy, params, seed, game }) => {
      const spec = { rulesetId, options: options ?? {}, policy, params: params ?? {}, games: game, seed };
      const issue = specIssue(spec);
      if (issue) return fail('lab/invalid_spec', issue.message, { reason: issue.reason, ...issue.params });
      const played = replayGame(spec, game);
      // The game becomes a campaign of its own, played action by action through the same host as the table's, dice as rolled.
      const campaign = host.create({
        name: `Lab — game ${game} · seed ${seed}`,
        rulesetId,
        players: labPlayers(labSubject(spec)!.profile.players).map((p) => p.name),
        options: options ?? {},
      });
      if (!campaign.ok) return campaign;
      for (const step of played.actions) {
        const roll = step.dice.length ? { roll: { source: 'table' as const, values: step.dice.map((d) => d.value) } } : {};
        const acted = host.act(campaign.value.id, { type: step.type, payload: step.payload, ...roll });
        if (!acted.ok) return fail('lab/replay_diverged', `The replay of game ${game} stopped: ${acted.error.message}`);
      }
      return ok({ campaignId: campaign.value.id, steps: played.actions.length });
    },
    'lab/choices': ({ campaignId, policy, games, budgetMs, seed, keys }) => {
      const view = host.open(campaignId);
      if (!view.ok) return view;
      const { options, players } = view.value.campaign;
      // A pack campaign plays its pinned text: the lab plays that very pack (random and greedy, no profile needed).
      const played = rulesets.get(view.value.campaign.rulesetId);
      const pack = labProfiles.has(view.value.campaign.rulesetId) || !played ? undefined : packOf(played);
      const rulesetId = pack ? packRulesetId(pack) : view.value.campaign.rulesetId;
      const subject = labSubject({ rulesetId, ...(pack ? { pack } : {}) });
      if (!subject) return fail('lab/invalid_spec', `The lab cannot simulate "${rulesetId}" yet.`);
      if (view.value.outcome) return fail('lab/game_over', 'That campaign’s game is over: there is nothing left to simulate.');
      const choices = labChoices(subject.ruleset, subject.profile, view.value.state);
      const unknown = keys?.find((k) => !choices.options.some((o) => o.key === k));
      if (unknown !== undefined)
        return fail('lab/unknown_option', 'That choice is no longer offered (the game moved on); look at the options again.');
      const compared = keys ? choices.options.filter((o) => keys.includes(o.key)) : choices.options.slice(0, DEFAULT_COMPARED);
      const spec = { rulesetId, options, policy, params: {}, games, seed: seed ?? randomInt(1, 2 ** 31 - 1), ...(pack ? { pack } : {}) };
      const issue = specIssue(spec);
      if (issue) return fail('lab/invalid_spec', issue.message, { reason: issue.reason, ...issue.params });
      // Every option plays the same seeds (the same dice stream behind each choice): their difference is the choice's.
      const started =
        compared.length >= 2
          ? lab.startGroup(
              compared.map((o) => ({ spec, start: { kind: 'state', state: view.value.state, players, first: o.choice } })),
              budgetMs,
            )
          : ok({ jobIds: [] as number[] });
      if (!started.ok) return started;
      return ok({
        options: choices.options.map(({ choice: _choice, ...o }) => {
          const at = compared.findIndex((c) => c.key === o.key);
          return { ...o, jobId: at >= 0 ? (started.value.jobIds[at] ?? null) : null };
        }),
        leftOut: choices.leftOut,
        policy,
        seed: spec.seed,
        games,
        budgetMs: budgetMs ?? null,
      });
    },
    'lab/table-rates': ({ rulesetId, campaignId }) => {
      const profile = labProfiles.get(rulesetId);
      if (!profile) return fail('lab/invalid_spec', `The lab cannot simulate "${rulesetId}" yet.`);
      let read: CampaignSummary[];
      if (campaignId !== undefined) {
        const one = campaigns().find((c) => c.id === campaignId);
        if (!one) return fail('campaign/not_found', 'That campaign is not there.', { campaignId });
        if (one.rulesetId !== rulesetId) return fail('lab/wrong_ruleset', 'That campaign plays another ruleset.');
        read = [one];
      } else read = campaigns().filter((c) => c.rulesetId === rulesetId);
      const logs: LoggedEvent[][] = [];
      for (const c of read) {
        const history = host.history(c.id);
        if (!history.ok) return history;
        logs.push(inForce(history.value));
      }
      return ok({
        scope: campaignId !== undefined ? 'campaign' : 'ruleset',
        campaigns: read.map((c) => c.name),
        rates: tableRates(profile, logs),
      });
    },
    'lab/status': ({ jobId }) => lab.status(jobId),
    'lab/cancel': ({ jobId }) => lab.cancel(jobId),
  };
}
