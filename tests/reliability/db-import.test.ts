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
import { rpc } from '../support/services-call';
import { tempDir } from '../support/temp-db';
import { classifyImport, mutate, mutation, playedExport, type ExportShape, type Json } from './db-mutations';

/** Mutated exports tried per run of `npm test`; the soak tries many more. */
const MUTATIONS_IN_TEST = 100;

/** Imports a file and asserts the property: refused with nothing written, or imported whole. */
function importIsRefusedOrWhole(target: Services, content: string): 'refused' | 'accepted' {
  const outcome = classifyImport(target, content);
  if (typeof outcome === 'object') expect.fail(outcome.problem);
  return outcome;
}

/** The file as format 1 wrote it: no recorded actions. */
function withoutActions<T extends ExportShape>(file: T): T {
  for (const campaign of file.campaigns) for (const e of campaign.events) delete e.action;
  return file;
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

  it('refuses a tracker at 1,000,000 of a maximum of 10, even in a file of format 1 (no actions to recompute)', () => {
    const file = withoutActions(JSON.parse(source) as ExportShape);
    const added = file.campaigns[0].events.find((e) => e.type === 'counter-added')!;
    (added.data as Json).value = 1_000_000;
    const result = rpc(services, 'history/import', { content: JSON.stringify(file) });
    expect(result).toMatchObject({ ok: false, error: { code: 'import/broken_campaign' } });
    expect(result.ok || result.error.message).toMatch(/1000000/);
  });

  it('recomputes each step from its action and dice: a roll whose total disagrees with its own dice is refused', () => {
    const file = JSON.parse(source) as ExportShape;
    const rolled = file.campaigns[0].events.find((e) => e.type === 'rolled')!;
    expect(rolled.dice).toHaveLength(2);
    (rolled.data as Json).total = 42;
    const result = rpc(services, 'history/import', { content: JSON.stringify(file) });
    expect(result).toMatchObject({ ok: false, error: { code: 'import/events_disagree', details: { seq: rolled.seq } } });
    // The same lie in the dice instead of the total: the recorded events no longer follow from them.
    const again = JSON.parse(source) as ExportShape;
    const die = (again.campaigns[0].events.find((e) => e.type === 'rolled')!.dice as Json[])[0];
    die.value = Number(die.value) === 9 ? 8 : 9;
    expect(rpc(services, 'history/import', { content: JSON.stringify(again) })).toMatchObject({
      ok: false,
      error: { code: 'import/events_disagree' },
    });
  });

  it('refuses a hand adjustment that lies about the value it started from', () => {
    const file = JSON.parse(source) as ExportShape;
    const adjusted = file.campaigns[0].events.find((e) => e.type === 'core/tracker-adjusted')!;
    (adjusted.data as Json).from = 0;
    expect(rpc(services, 'history/import', { content: JSON.stringify(file) })).toMatchObject({
      ok: false,
      error: { code: 'import/events_disagree' },
    });
  });

  it('an export of format 1 (written before actions were kept) still imports whole', () => {
    const file = withoutActions(JSON.parse(source) as ExportShape & { formatVersion: number });
    expect(importIsRefusedOrWhole(services, JSON.stringify({ ...file, formatVersion: 1 }))).toBe('accepted');
  });

  it(`${MUTATIONS_IN_TEST / 2} mutated exports of format 1: each refused with nothing written, or imported whole`, () => {
    const legacy = JSON.stringify(withoutActions(JSON.parse(source) as ExportShape));
    fc.assert(
      fc.property(mutation, (m) => {
        importIsRefusedOrWhole(services, mutate(legacy, m));
      }),
      { numRuns: MUTATIONS_IN_TEST / 2 },
    );
  }, 60_000);

  it(`${MUTATIONS_IN_TEST} mutated exports: each refused with nothing written, or imported whole`, () => {
    const seen = { refused: 0, accepted: 0 };
    fc.assert(
      fc.property(mutation, (m) => {
        seen[importIsRefusedOrWhole(services, mutate(source, m))]++;
      }),
      { numRuns: MUTATIONS_IN_TEST },
    );
    expect(seen.refused).toBeGreaterThan(0);
  }, 60_000);
});
