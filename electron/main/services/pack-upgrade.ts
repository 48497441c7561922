/**
 * Moving a campaign to another installed text of its pack, explicitly. The steps in force are
 * played again, in order, with their own actions and dice, under the old text and under the new
 * one in scratch databases; the preview says where they first differ and how the trackers end.
 * The upgrade writes the new game as a new campaign (checked as an import is) under the old name
 * and keeps the old one archived beside it, so undoing it gives the old campaign back untouched.
 */
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Ruleset, Tracker } from '../../../shared/engine/ruleset';
import { CORE } from '../../../shared/engine/run';
import type { CampaignSummary, UpgradePreview } from '../../../shared/rpc/contract';
import { CampaignStore } from './campaign-store';
import { openDatabase } from './database';
import { EngineHost } from './engine-host';
import { exportFile } from './exporter';
import { checkImport, writeImport } from './importer';
import { PackStore, type PackRow } from './packs';

interface Deps {
  store: CampaignStore;
  host: EngineHost;
  rulesets: ReadonlyMap<string, Ruleset>;
  version: string;
  now: () => string;
}

/** A step in force, as the table played it. */
type PlayedStep =
  | { kind: 'setup' }
  | { kind: 'action'; type: string; payload: Record<string, unknown>; values: (number | string)[] }
  | { kind: 'adjust'; tracker: string; to: number; reason?: string }
  | { kind: 'options'; to: Record<string, unknown> };

/** The campaign's steps in force, or why one cannot be played again. */
function stepsInForce(deps: Deps, campaignId: number): Result<PlayedStep[]> {
  const timeline = deps.host.timeline(campaignId);
  if (!timeline.ok) return timeline;
  const history = deps.store.history(campaignId);
  const actions = deps.store.stepActions(campaignId);
  const bySeq = new Map(history.map((e) => [e.seq, e]));
  const steps: PlayedStep[] = [];
  for (const step of timeline.value.applied) {
    const first = bySeq.get(step)!;
    const action = actions.get(step);
    if (first.type === CORE.setup) steps.push({ kind: 'setup' });
    else if (action) {
      const values = ((first.dice ?? []) as { value: number | string }[]).map((d) => d.value);
      steps.push({ kind: 'action', type: action.type, payload: action.payload, values });
    } else if (first.type === CORE.trackerAdjusted) {
      const data = first.data as { tracker: string; to: number; reason?: string };
      steps.push({ kind: 'adjust', tracker: data.tracker, to: data.to, ...(data.reason ? { reason: data.reason } : {}) });
    } else if (first.type === CORE.optionsChanged) steps.push({ kind: 'options', to: (first.data as { to: Record<string, unknown> }).to });
    else
      return fail(
        'packs/upgrade_unreplayable',
        `Step ${step} (${first.type}) was recorded before actions were kept, so it cannot be played again.`,
        {
          step,
        },
      );
  }
  return ok(steps);
}

/** Plays the steps again under `rulesetId` in a scratch database; the trackers after each, or the first refusal. */
function replay(
  deps: Deps,
  campaign: CampaignSummary,
  steps: readonly PlayedStep[],
  rulesetId: string,
  keep: (scratch: CampaignStore, id: number) => void = () => {},
): { trackers: Tracker[][]; refused: UpgradePreview['refused'] } {
  const db = openDatabase(':memory:');
  try {
    const store = new CampaignStore(db);
    const host = new EngineHost({ store, rulesets: deps.rulesets, rollDice: () => [], now: deps.now });
    const created = host.create({
      name: campaign.name,
      rulesetId,
      players: campaign.players.map((p) => ({ name: p.name, ...(p.color ? { color: p.color } : {}) })),
      options: campaign.options,
    });
    if (!created.ok) return { trackers: [], refused: { n: 1, action: null, code: created.error.code } };
    const id = created.value.id;
    const trackers: Tracker[][] = [];
    for (const [i, step] of steps.entries()) {
      const view =
        step.kind === 'setup'
          ? host.open(id)
          : step.kind === 'action'
            ? host.act(id, {
                type: step.type,
                payload: step.payload,
                ...(step.values.length ? { roll: { source: 'table' as const, values: step.values } } : {}),
              })
            : step.kind === 'adjust'
              ? host.adjust(id, step.tracker, step.to, step.reason)
              : host.setOptions(id, step.to);
      if (!view.ok) return { trackers, refused: { n: i + 1, action: step.kind === 'action' ? step.type : null, code: view.error.code } };
      trackers.push(view.value.trackers);
    }
    keep(store, id);
    return { trackers, refused: null };
  } finally {
    db.close();
  }
}

const same = (a: readonly Tracker[], b: readonly Tracker[]) =>
  a.length === b.length && a.every((t, i) => t.id === b[i].id && t.value === b[i].value && t.max === b[i].max && t.min === b[i].min);

/** Checks that `hash` is another installed text of the campaign's pack. */
function target(deps: Deps, campaignId: number, hash: string): Result<{ campaign: CampaignSummary; from: PackRow; to: PackRow }> {
  const campaign = deps.store.getCampaign(campaignId);
  if (!campaign) return fail('campaign/not_found', 'That campaign does not exist (it may have been deleted).', { campaignId });
  const packs = new PackStore(deps.store.db);
  const from = packs.pinnedTo(campaignId);
  if (!from) return fail('packs/not_a_pack_campaign', 'That campaign plays a built-in ruleset, not a pack.', { campaignId });
  const to = packs.byHash(hash);
  if (!to) return fail('packs/not_found', 'That pack is not installed.', { hash });
  if (to.packId !== from.packId)
    return fail('packs/other_pack', `The campaign plays “${from.packId}”; it cannot move to “${to.packId}”.`, {
      from: from.packId,
      to: to.packId,
    });
  if (to.hash === from.hash) return fail('packs/same_text', 'The campaign already plays that version.', { version: to.version });
  if (!deps.rulesets.has(to.rulesetId)) return fail('packs/damaged', 'That pack did not pass the start-up check.', { hash });
  return ok({ campaign, from, to });
}

/** What moving the campaign to `hash` would change; nothing is written. */
export function previewUpgrade(deps: Deps, campaignId: number, hash: string): Result<UpgradePreview> {
  const found = target(deps, campaignId, hash);
  if (!found.ok) return found;
  const { campaign, from, to } = found.value;
  const steps = stepsInForce(deps, campaignId);
  if (!steps.ok) return steps;
  const before = replay(deps, campaign, steps.value, from.rulesetId);
  const after = replay(deps, campaign, steps.value, to.rulesetId);
  let firstDifference: UpgradePreview['firstDifference'] = null;
  for (let i = 0; i < after.trackers.length && !firstDifference; i++) {
    if (!same(before.trackers[i] ?? [], after.trackers[i])) {
      const step = steps.value[i];
      firstDifference = {
        n: i + 1,
        action: step.kind === 'action' ? step.type : null,
        before: before.trackers[i] ?? [],
        after: after.trackers[i],
      };
    }
  }
  const end = (list: Tracker[][]) => list[list.length - 1] ?? [];
  const oldEnd = end(before.trackers);
  const newEnd = after.refused ? [] : end(after.trackers);
  const ids = [...new Set([...oldEnd.map((t) => t.id), ...newEnd.map((t) => t.id)])];
  const trackers = ids.map((id) => {
    const o = oldEnd.find((t) => t.id === id);
    const n = newEnd.find((t) => t.id === id);
    const shown = (o ?? n)!;
    return { id, code: shown.code, ...(shown.params ? { params: shown.params } : {}), before: o?.value ?? null, after: n?.value ?? null };
  });
  return ok({
    from: { version: from.version, rulesetId: from.rulesetId },
    to: { version: to.version, rulesetId: to.rulesetId, hash: to.hash },
    steps: steps.value.length,
    firstDifference,
    trackers,
    refused: after.refused,
  });
}

/**
 * Moves the campaign to `hash`: the replayed game is written as a new campaign under the old name
 * (checked whole, as an import), and the old campaign is archived as "<name> (<old version>)".
 */
export function upgrade(
  deps: Deps & { backup: () => void },
  campaignId: number,
  hash: string,
): Result<{ campaign: CampaignSummary; previous: { id: number; name: string } }> {
  const found = target(deps, campaignId, hash);
  if (!found.ok) return found;
  const { campaign, from, to } = found.value;
  const steps = stepsInForce(deps, campaignId);
  if (!steps.ok) return steps;
  let content: string | null = null;
  const replayed = replay(deps, campaign, steps.value, to.rulesetId, (scratch, id) => {
    content = JSON.stringify(exportFile(scratch, [id], deps.version, deps.now()));
  });
  if (replayed.refused || content === null)
    return fail(
      'packs/upgrade_refused',
      `Version ${to.version} refuses step ${replayed.refused?.n} of this campaign (${replayed.refused?.code}).`,
      {
        n: replayed.refused?.n,
        code: replayed.refused?.code,
      },
    );
  const checked = checkImport(content, deps.store, deps.rulesets);
  if (!checked.ok) return checked;
  deps.backup();
  const now = deps.now();
  const oldName = `${campaign.name.slice(0, 80 - from.version.length - 3)} (${from.version})`;
  const [written] = deps.store.transaction(() => {
    deps.store.updateCampaign(campaignId, { name: oldName, archived: true, now });
    return writeImport(deps.store, checked.value, false);
  });
  deps.host.forget(campaignId);
  return ok({ campaign: written, previous: { id: campaignId, name: campaign.name } });
}

/** Undoes an upgrade: the new campaign is deleted and the old one is back under its name, in play. */
export function undoUpgrade(
  deps: Deps & { backup: () => void },
  campaignId: number,
  previousId: number,
): Result<{ campaign: CampaignSummary }> {
  const upgraded = deps.store.getCampaign(campaignId);
  const previous = deps.store.getCampaign(previousId);
  if (!upgraded || !previous) return fail('campaign/not_found', 'That campaign does not exist (it may have been deleted).', { campaignId });
  const packs = new PackStore(deps.store.db);
  const a = packs.pinnedTo(campaignId);
  const b = packs.pinnedTo(previousId);
  if (!a || !b || a.packId !== b.packId || !previous.archived)
    return fail('packs/not_an_upgrade', 'Those two campaigns are not an upgrade and the campaign it replaced.', { campaignId, previousId });
  deps.backup();
  const now = deps.now();
  deps.store.transaction(() => {
    deps.store.deleteCampaign(campaignId);
    deps.store.updateCampaign(previousId, { name: upgraded.name, archived: false, now });
  });
  deps.host.forget(campaignId);
  deps.host.forget(previousId);
  return ok({ campaign: deps.store.getCampaign(previousId)! });
}
