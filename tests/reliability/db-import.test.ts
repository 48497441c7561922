/**
 * Issue 12 case 5: imports that pass the file's validation but would break the campaign are
 * refused with nothing written. Named regressions (a log that undoes its own set-up, a tracker
 * at 1,000,000 of 10) and a fast-check property over mutated real exports: every mutated file is
 * either refused clearly, changing nothing, or imported whole — it opens, every step rebuilds
 * with its trackers in bounds, and its chronicle, recaps and statistics read.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { verifyCampaigns, describeProblem } from '../../electron/main/services/verify';
import { rulesets } from '../../shared/rulesets/registry';
import { rpc } from '../support/services-call';
import { tempDir } from '../support/temp-db';

/** Mutated exports tried per run of `npm test`; the soak tries many more. */
export const MUTATIONS_IN_TEST = 150;

type Json = Record<string, unknown>;
interface ExportShape { campaigns: { events: Json[]; sessions: Json[] }[] }

function must<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A dice-tray campaign played with counters, rolls, an adjustment, undo, redo and a checkpoint; its export. */
export function playedExport(services: Services): string {
  const c = must(rpc(services, 'campaign/create', { name: 'Source', rulesetId: 'dice-tray', players: [], options: {} }));
  const act = (action: Parameters<typeof rpc<'campaign/act'>>[2]['action']) => must(rpc(services, 'campaign/act', { campaignId: c.id, action }));
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

let dir: ReturnType<typeof tempDir>;
let services: Services;
let source: string;

beforeAll(() => {
  dir = tempDir();
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
  source = playedExport(services);
});
afterAll(() => {
  services.close();
  dir.remove();
});

/** Imports a file and checks the property: refused with nothing written, or imported whole. */
export function importIsRefusedOrWhole(target: Services, content: string): 'refused' | 'accepted' {
  const before = must(rpc(target, 'campaign/list', { includeArchived: true })).length;
  const backupsBefore = target.backups.list().length;
  const result = rpc(target, 'history/import', { content, keepBoth: true });
  if (!result.ok) {
    expect(result.error.code).toMatch(/^import\//);
    expect(result.error.message.length).toBeGreaterThan(10);
    expect(must(rpc(target, 'campaign/list', { includeArchived: true }))).toHaveLength(before);
    expect(target.backups.list()).toHaveLength(backupsBefore);
    return 'refused';
  }
  for (const campaign of result.value.imported) {
    const problem = verifyCampaigns(target.db, rulesets, [campaign.id]);
    expect(problem && describeProblem(problem)).toBeNull();
    must(rpc(target, 'campaign/open', { campaignId: campaign.id }));
    must(rpc(target, 'history/chronicle', { campaignId: campaign.id }));
    must(rpc(target, 'stats/campaign', { campaignId: campaign.id }));
  }
  return 'accepted';
}

/** One mutation of an export: what it does to the first campaign's log. */
export const mutation = fc.oneof(
  fc.record({ kind: fc.constant('number' as const), at: fc.nat(), value: fc.oneof(fc.integer({ min: -20, max: 20 }), fc.constant(1_000_000), fc.constant(-1_000_000)) }),
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
  for (const e of events) if (e.type === 'core/rewind' && typeof (e.data as Json).toStep === 'number') (e.data as Json).toStep = stepOf.get((e.data as Json).toStep) ?? (e.data as Json).toStep;
}

describe('imports that would break the campaign are refused (issue 12 case 5)', () => {
  it('the unmutated export imports whole', () => {
    expect(importIsRefusedOrWhole(services, source)).toBe('accepted');
  });

  it('refuses a log that undoes its own set-up, and writes nothing', () => {
    const file = JSON.parse(source) as ExportShape;
    const setup = file.campaigns[0].events[0];
    file.campaigns[0].events = [setup, { ...setup, seq: 2, step: 2, type: 'core/undo', data: {}, dice: null }];
    const result = rpc(services, 'history/import', { content: JSON.stringify(file) });
    expect(result).toMatchObject({ ok: false, error: { code: 'import/broken_campaign' } });
    expect(importIsRefusedOrWhole(services, JSON.stringify(file))).toBe('refused');
  });

  it('refuses a tracker at 1,000,000 of a maximum of 10', () => {
    const file = JSON.parse(source) as ExportShape;
    const added = file.campaigns[0].events.find((e) => e.type === 'counter-added')!;
    (added.data as Json).value = 1_000_000;
    const result = rpc(services, 'history/import', { content: JSON.stringify(file) });
    expect(result).toMatchObject({ ok: false, error: { code: 'import/broken_campaign' } });
    expect(result.ok || result.error.message).toMatch(/1000000|1,000,000/);
  });

  it(`${MUTATIONS_IN_TEST} mutated exports: each refused with nothing written, or imported whole`, () => {
    const seen = { refused: 0, accepted: 0 };
    fc.assert(fc.property(mutation, (m) => {
      seen[importIsRefusedOrWhole(services, mutate(source, m))]++;
    }), { numRuns: MUTATIONS_IN_TEST });
    expect(seen.refused).toBeGreaterThan(0);
  }, 60_000);
});
