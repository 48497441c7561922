/**
 * The chronicle's text search counted from the latest back (`bounded`, issue 35): a search answers
 * with the newest matches, counted at least `CHRONICLE_COUNT_BOUND` far ("1,000+"), and reads on as
 * later pages go further back. Against the exact search (every row counted, paged by index) on a
 * real SQLite file: every row, in order, none skipped or twice, whatever the page size (pages that
 * end inside a step's matches, at the bound, at the oldest row), the headings, the counts once the
 * oldest row is known, "Go to turn" and "after a step" — for texts of every length and with filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { CHRONICLE_COUNT_BOUND, type ChronicleFilter, type ChroniclePage, type ChronicleRow } from '../../shared/rpc/contract';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';

const STEPS = 2400;
const dir = tempDir();
let services: Services;
const { call, attempt } = caller(() => services);
let id = 0;
let ann = '';

beforeAll(() => {
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // seeding only
  const campaign = call('campaign/create', { name: 'Long night', rulesetId: 'dice-tray', players: ['Ann', 'Bo'], options: {} });
  id = campaign.id;
  ann = campaign.players[0].id;
  const act = (action: Parameters<typeof call<'campaign/act'>>[1]['action']) => call('campaign/act', { campaignId: id, action });
  call('session/start', { campaignId: id });
  act({ type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99999, start: 0 } });
  for (let i = 3; i <= STEPS; i++) {
    if (i === STEPS / 2) {
      call('session/end', { campaignId: id });
      call('session/start', { campaignId: id });
    }
    if (i % 6 === 0) act({ type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'app' } });
    else act({ type: 'change-counter', payload: { counterId: 'c1', delta: 1 } });
    if (i % 500 === 0) call('campaign/undo', { campaignId: id });
  }
}, 240_000);

afterAll(() => {
  services.close();
  dir.remove();
});

/** Every row of a search, counted exactly and paged by index (the search before the bound). */
function exactRows(filter: ChronicleFilter): { rows: ChronicleRow[]; matched: number } {
  const first = call('history/chronicle-page', { campaignId: id, filter, locale: 'en', index: 0, limit: 500 });
  const rows = [...first.rows];
  for (let index = 500; index < first.total; index += 500)
    rows.push(...call('history/chronicle-page', { campaignId: id, filter, locale: 'en', index, limit: 500 }).rows);
  expect(rows).toHaveLength(first.total);
  return { rows, matched: first.matched };
}

/** Every row of a bounded search, page by page from the latest back as the list asks them (`fromEnd`). */
function boundedRows(filter: ChronicleFilter, limit: number): { rows: ChronicleRow[]; pages: ChroniclePage[] } {
  const byFromEnd = new Map<number, ChronicleRow>();
  const pages: ChroniclePage[] = [];
  for (let fromEnd = 0; ; fromEnd += limit) {
    const page = call('history/chronicle-page', { campaignId: id, filter, locale: 'en', fromEnd, limit, bounded: true });
    pages.push(page);
    page.rows.forEach((row, j) => {
      const at = page.total - 1 - (page.index + j);
      // A row is the same row whichever page brings it again.
      if (byFromEnd.has(at)) expect(byFromEnd.get(at)).toEqual(row);
      byFromEnd.set(at, row);
    });
    if (!page.more && fromEnd + limit >= page.total) break;
    expect(pages.length).toBeLessThan(10_000);
  }
  const last = pages[pages.length - 1];
  const rows: ChronicleRow[] = [];
  for (let at = last.total - 1; at >= 0; at--) rows.push(byFromEnd.get(at)!);
  return { rows, pages };
}

const TEXTS = ['doom', 'rolled', '→ 1', 'oo', '1', 'zzqxj', 'ü'];
const FILTERS: ChronicleFilter[] = [{}, { kind: 'dice' }, { kind: 'undone' }, { player: 'all', session: 'all' }];

describe('the chronicle search counted from the latest back', () => {
  it('reaches every row in order, none twice, at every page boundary, with the exact count once the oldest is read', () => {
    const asked = new Set<string>();
    for (const text of TEXTS)
      for (const base of FILTERS) {
        const filter = { ...base, text };
        const exact = exactRows(filter);
        for (const limit of [100, 37, 500]) {
          const { rows, pages } = boundedRows(filter, limit);
          expect(
            rows.map((r) => r.step),
            `${text} ${JSON.stringify(base)} ${limit}`,
          ).toEqual(exact.rows.map((r) => r.step));
          expect(rows).toEqual(exact.rows); // entries and headings too
          const first = pages[0];
          const last = pages[pages.length - 1];
          expect(last).toMatchObject({ more: false, total: exact.rows.length, matched: exact.matched });
          // The first answer says what it knows: everything when under the bound, else at least the bound ("1,000+").
          // (Asked again, the server already read the search further: it says so.)
          const key = JSON.stringify([text, base.session ?? 'all', base.player ?? 'all', base.kind ?? 'all']);
          if (exact.matched <= CHRONICLE_COUNT_BOUND) expect(first).toMatchObject({ more: false, total: exact.rows.length });
          else if (asked.has(key)) expect(first.matched).toBeGreaterThanOrEqual(CHRONICLE_COUNT_BOUND);
          else {
            expect(first.matched).toBeGreaterThanOrEqual(CHRONICLE_COUNT_BOUND);
            expect(first.matched).toBeLessThan(exact.matched);
            expect(first.more).toBe(true);
          }
          asked.add(key);
          // Counts only grow as pages go back.
          for (let i = 1; i < pages.length; i++) expect(pages[i].total).toBeGreaterThanOrEqual(pages[i - 1].total);
        }
      }
  }, 240_000);

  it('a text in every counter step: the first answer counts the newest matches only, and its page is the exact search’s last', () => {
    const filter = { text: 'doom: ' }; // not searched before (the server keeps a search's rows as read)
    const exact = exactRows(filter);
    expect(exact.matched).toBeGreaterThan(CHRONICLE_COUNT_BOUND * 1.5);
    const first = call('history/chronicle-page', { campaignId: id, filter, locale: 'en', limit: 100, bounded: true, outline: true });
    expect(first.more).toBe(true);
    expect(first.total).toBeLessThan(exact.rows.length);
    expect(first.index).toBe(first.total - 100);
    expect(first.rows).toEqual(exact.rows.slice(-100));
    expect(first.head?.events).toBeGreaterThan(STEPS);
    // The latest page without `fromEnd` is the same page.
    expect(call('history/chronicle-page', { campaignId: id, filter, locale: 'en', limit: 100, bounded: true, fromEnd: 0 })).toEqual({
      ...first,
      head: undefined,
    });
  });

  it('"Go to turn" and "after a step" find the exact search’s row, counted back as far as it', () => {
    for (const filter of [
      { text: 'doom' },
      { text: 'rolled', kind: 'dice' as const },
      { text: 'oo', session: 'all' as const },
      { text: 'oo', player: ann },
    ]) {
      const exact = exactRows(filter);
      const turnOf = (r: number) => exact.rows[r].entries[0].turn;
      const n = exact.rows.length;
      const turns =
        n < 2
          ? [0, 1, 99_999]
          : [0, 1, turnOf(0), turnOf(1) + 1, turnOf(n >> 2), turnOf(n >> 1), turnOf(n - 2), turnOf(n - 1), turnOf(n - 1) + 1, 99_999];
      for (const turn of turns) {
        const want = exact.rows.findIndex((r) => r.entries[0].turn >= turn);
        const page = call('history/chronicle-page', { campaignId: id, filter, locale: 'en', turn, limit: 20, bounded: true });
        if (want < 0) {
          expect(page.rows, `turn ${turn}`).toEqual([]);
          continue;
        }
        expect(page.rows, `turn ${turn}`).toEqual(exact.rows.slice(want, want + 20));
        // Its place from the latest is the exact one.
        expect(page.total - 1 - page.index).toBe(exact.rows.length - 1 - want);
      }
      for (const r of [0, 1, 250, exact.rows.length - 2]) {
        if (r < 0 || r >= exact.rows.length) continue;
        const afterStep = exact.rows[r].step;
        const page = call('history/chronicle-page', { campaignId: id, filter, locale: 'en', afterStep, limit: 10, bounded: true });
        expect(page.rows).toEqual(exact.rows.slice(r + 1, r + 11));
        expect(page.total - 1 - page.index).toBe(exact.rows.length - 2 - r);
      }
    }
  }, 120_000);

  it('a bounded ask has no place counted from the oldest row; the old shape is answered as before', () => {
    expect(attempt('history/chronicle-page', { campaignId: id, filter: { text: 'doom' }, index: 0, bounded: true })).toMatchObject({
      ok: false,
      error: { code: 'rpc/invalid_payload' },
    });
    for (const bad of [{ fromEnd: 0, index: 0 }, { fromEnd: 1, turn: 1 }, { fromEnd: -1 }, { fromEnd: 1.5 }, { bounded: 'yes' }])
      expect(attempt('history/chronicle-page', { campaignId: id, ...bad })).toMatchObject({
        ok: false,
        error: { code: 'rpc/invalid_payload' },
      });
    // The old shape (no `bounded`): the exact count, no `more`.
    const old = call('history/chronicle-page', { campaignId: id, filter: { text: 'doom' }, locale: 'en', limit: 100 });
    expect(old.more).toBeUndefined();
    expect(old.total).toBe(exactRows({ text: 'doom' }).rows.length);
    // Without a text the count is exact whether bounded or not.
    const plain = call('history/chronicle-page', { campaignId: id, limit: 100, bounded: true });
    expect(plain.more).toBe(false);
    expect(plain.events).toBe(plain.total); // one event per step here, none filtered
    expect({ ...plain, more: undefined, events: undefined }).toEqual(call('history/chronicle-page', { campaignId: id, limit: 100 }));
  });
});
