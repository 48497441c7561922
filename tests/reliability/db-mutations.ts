/**
 * Mutated exports for the import tests and the soak: a real played export, mutations of its log
 * (numbers, dropped, swapped and retyped events, inserted undos, dice values), and the check that
 * an import is refused clearly with nothing written or accepted whole.
 */
import fc from 'fast-check';
import type { Services } from '../../electron/main/services/services';
import { describeProblem, verifyCampaigns } from '../../electron/main/services/verify';
import { rulesets } from '../../shared/rulesets/registry';
import { rpc } from '../support/services-call';

export type Json = Record<string, unknown>;
export interface ExportShape {
  campaigns: { events: Json[]; sessions: Json[] }[];
}

export function must<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A dice-tray campaign played with counters, rolls, an adjustment, undo, redo and a checkpoint; its export. */
export function playedExport(services: Services): string {
  const c = must(rpc(services, 'campaign/create', { name: 'Source', rulesetId: 'dice-tray', players: [], options: {} }));
  const act = (action: Parameters<typeof rpc<'campaign/act'>>[2]['action']) =>
    must(rpc(services, 'campaign/act', { campaignId: c.id, action }));
  act({ type: 'add-counter', payload: { name: 'Doom', min: 0, max: 10, start: 2 } });
  act({ type: 'add-counter', payload: { name: 'Gold', min: -5, max: 50, start: 0 } });
  for (let i = 0; i < 6; i++) {
    act({ type: 'roll', payload: { count: 2, die: 'd10' }, roll: { source: 'table', values: [i, 9 - i] } });
    act({ type: 'change-counter', payload: { counterId: i % 2 ? 'c1' : 'c2', delta: 1 } });
  }
  must(rpc(services, 'campaign/adjust', { campaignId: c.id, trackerId: 'c1', value: 9, reason: 'house rule' }));
  must(rpc(services, 'history/checkpoint', { campaignId: c.id, name: 'Midway' }));
  must(rpc(services, 'campaign/undo', { campaignId: c.id }));
  must(rpc(services, 'campaign/undo', { campaignId: c.id }));
  must(rpc(services, 'campaign/redo', { campaignId: c.id }));
  act({ type: 'remove-counter', payload: { counterId: 'c2' } });
  return must(rpc(services, 'history/export', { campaignId: c.id })).content;
}

/**
 * Imports a file into `target` and says what happened: refused clearly with nothing written,
 * accepted whole, or the problem (a refusal that wrote something, an accepted campaign that is broken).
 */
export function classifyImport(target: Services, content: string): 'refused' | 'accepted' | { problem: string } {
  const count = () => must(rpc(target, 'campaign/list', { includeArchived: true })).length;
  const before = count();
  const backupsBefore = target.backups.list().length;
  const result = rpc(target, 'history/import', { content, keepBoth: true });
  if (!result.ok) {
    if (!result.error.code.startsWith('import/') || result.error.message.length < 10)
      return { problem: `unclear refusal ${result.error.code}: ${result.error.message}` };
    if (count() !== before || target.backups.list().length !== backupsBefore)
      return { problem: `refused (${result.error.code}) but something was written` };
    return 'refused';
  }
  for (const campaign of result.value.imported) {
    const problem = verifyCampaigns(target.db, rulesets, [campaign.id]);
    if (problem) return { problem: `accepted broken: ${describeProblem(problem)}` };
    for (const read of [
      rpc(target, 'campaign/open', { campaignId: campaign.id }),
      rpc(target, 'history/chronicle', { campaignId: campaign.id }),
      rpc(target, 'stats/campaign', { campaignId: campaign.id }),
    ]) {
      if (!read.ok) return { problem: `accepted but does not read: ${read.error.message}` };
    }
  }
  return 'accepted';
}

/** One mutation of an export: what it does to the first campaign's log. */
export const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('number' as const),
    at: fc.nat(),
    value: fc.oneof(fc.integer({ min: -20, max: 20 }), fc.constant(1_000_000), fc.constant(-1_000_000)),
  }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ kind: fc.constant('retype' as const), at: fc.nat(), from: fc.nat() }),
  fc.record({ kind: fc.constant('undo' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('dice' as const), at: fc.nat(), value: fc.integer({ min: -3, max: 12 }) }),
);

export type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

/** Applies a mutation to an export file's text; the log is renumbered so the file stays well formed. */
export function mutate(content: string, m: Mutation): string {
  const file = JSON.parse(content) as ExportShape;
  const events = file.campaigns[0].events;
  const i = m.at % events.length;
  const e = events[i];
  switch (m.kind) {
    case 'number': {
      const data = e.data as Json;
      const keys = Object.keys(data).filter((k) => typeof data[k] === 'number');
      if (keys.length) data[keys[m.at % keys.length]] = m.value;
      break;
    }
    case 'drop':
      events.splice(i, 1);
      break;
    case 'swap': {
      const j = m.with % events.length;
      [events[i], events[j]] = [events[j], events[i]];
      break;
    }
    case 'retype':
      e.type = events[m.from % events.length].type;
      break;
    case 'undo':
      events.splice(i + 1, 0, { ...e, type: 'core/undo', data: {}, cause: null, dice: null });
      break;
    case 'dice':
      if (Array.isArray(e.dice) && e.dice.length) (e.dice[0] as Json).value = m.value;
      break;
  }
  renumber(events);
  return JSON.stringify(file);
}

/** Seq 1..n again; a step keeps its first event's new seq, so a moved event keeps belonging to its step. */
function renumber(events: Json[]): void {
  const stepOf = new Map<unknown, number>();
  events.forEach((e, k) => {
    const oldStep = e.step;
    e.seq = k + 1;
    const previous = events[k - 1];
    if (previous && previous.__old === oldStep) e.step = previous.step;
    else {
      e.step = k + 1;
      stepOf.set(oldStep, k + 1);
    }
    Object.defineProperty(e, '__old', { value: oldStep, enumerable: false });
  });
  for (const e of events)
    if (e.type === 'core/rewind' && typeof (e.data as Json).toStep === 'number')
      (e.data as Json).toStep = stepOf.get((e.data as Json).toStep) ?? (e.data as Json).toStep;
}
