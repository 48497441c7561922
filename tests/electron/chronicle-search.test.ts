/**
 * The chronicle's text search through FTS5 (schema 8, `chronicle-text.ts`) finds what the renderer's
 * search found: random campaigns played through the real services, random texts (pieces of the
 * sentences and types shown, one- and two-character ones, texts in capitals, texts found nowhere),
 * random filters and languages — every row of the search, paged by main, against the old search kept
 * here as the oracle (every page of the filtered rows, each event's sentence as the renderer says it,
 * lower-cased, `includes`). Then: the index catches up as the log grows, is made again when the words
 * change, goes with the campaign, answers when it cannot be written, and a schema-7 file migrates.
 */
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { MIGRATIONS } from '../../electron/main/services/migrations';
import type { ChronicleFilter, ChroniclePage, ChroniclePageArgs, ChronicleRow, HistoryEntry } from '../../shared/rpc/contract';
import { setLocale } from '../../renderer/src/i18n';
import { sentenceOf } from '../../renderer/src/i18n/narration';
import { wordsFor } from '../../renderer/src/i18n/words';
import { loadRulesetUi } from '../../renderer/src/rulesets/registry';
import { seeded } from '../support/random-play';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';
import { moves, newCampaign, playCampaign, PLAYERS, playedRulesets } from '../support/random-campaign';

const dir = tempDir();
let services: Services;
const { call, attempt } = caller(() => services);

beforeAll(() => {
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // test data only
});
afterAll(async () => {
  services.close();
  dir.remove();
  await setLocale('en', false);
});

/** Every row of a filter, paged as the renderer pages (500 at a time). */
function everyRow(campaignId: number, filter: ChronicleFilter, locale?: string): { rows: ChronicleRow[]; page: ChroniclePage } {
  const first = call('history/chronicle-page', { campaignId, filter, index: 0, limit: 500, ...(locale ? { locale } : {}) });
  const rows = [...first.rows];
  for (let index = 500; index < first.total; index += 500)
    rows.push(...call('history/chronicle-page', { campaignId, filter, index, limit: 500, ...(locale ? { locale } : {}) }).rows);
  return { rows, page: first };
}

/** The old search (renderer/src/stores/chronicle.ts before FTS5): every filtered row, its events whose sentence or type holds the text. */
function oldSearch(campaignId: number, rulesetId: string, filter: ChronicleFilter, text: string): { rows: ChronicleRow[]; shown: number } {
  const needle = text.trim().toLowerCase();
  const words = wordsFor(rulesetId);
  const sentence = (e: HistoryEntry) => sentenceOf(words, e);
  const rows: ChronicleRow[] = [];
  for (const row of everyRow(campaignId, { ...filter, text: '' }).rows) {
    const entries = row.entries.filter((e) => e.type.includes(needle) || sentence(e).toLowerCase().includes(needle));
    if (!entries.length) continue;
    const prev = rows[rows.length - 1]?.entries[0];
    const here = entries[0];
    const heading = !prev || prev.sessionId !== here.sessionId ? 'session' : prev.turn !== here.turn ? 'turn' : null;
    rows.push({ ...row, entries, heading });
  }
  return { rows, shown: rows.reduce((n, r) => n + r.entries.length, 0) };
}

/** Texts to look for: pieces of what the rows say (any length from 1), their types, capitals, a text found nowhere. */
function needles(campaignId: number, rulesetId: string, random: () => number): string[] {
  const words = wordsFor(rulesetId);
  const { rows } = everyRow(campaignId, {});
  const entries = rows.flatMap((r) => r.entries);
  const out = ['', '   ', 'zzqxj', '"', `"${'a'}`, '→', '(', 'ü', '\u0000', 'e\u0000', 'NEAR(a b)', '*', 'a OR b', '\ud800'];
  for (let i = 0; i < 10 && entries.length; i++) {
    const e = entries[Math.floor(random() * entries.length)];
    const said = i % 4 === 3 ? e.type : sentenceOf(words, e);
    const from = Math.floor(random() * said.length);
    const length = 1 + Math.floor(random() * Math.min(12, said.length - from));
    const piece = said.slice(from, from + length);
    out.push(i % 3 === 0 ? piece.toUpperCase() : piece, ` ${piece} `);
  }
  return out;
}

describe('the text search through FTS5', () => {
  it('finds exactly what the old search found, on random campaigns, texts, filters and languages', async () => {
    let compared = 0;
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        playedRulesets,
        fc.array(moves, { minLength: 20, maxLength: 60 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.constantFrom('en', 'de', 'fr'),
        async (rulesetId, script, seed, locale) => {
          const random = seeded(seed);
          const campaignId = newCampaign(call, rulesetId, `Search ${seed}`);
          playCampaign(services, call, campaignId, script, random, () => {});
          await loadRulesetUi(rulesetId);
          await setLocale(locale, false);
          const { sessions, campaign } = call('history/chronicle-page', { campaignId, outline: true, limit: 1 }).head!;
          const filters: ChronicleFilter[] = [
            {},
            { kind: 'actions' },
            { kind: 'undone' },
            { kind: 'dice' },
            { session: sessions[sessions.length - 1]?.id ?? 'all' },
            { player: campaign.players[0].id, kind: 'all' },
          ];
          for (const text of needles(campaignId, rulesetId, random)) {
            const filter = filters[Math.floor(random() * filters.length)];
            const want = oldSearch(campaignId, rulesetId, filter, text);
            const got = everyRow(campaignId, { ...filter, text }, locale);
            expect(got.rows, `${locale} "${text}" ${JSON.stringify(filter)}`).toEqual(want.rows);
            expect(got.page.total).toBe(want.rows.length);
            if (text.trim()) expect(got.page.matched).toBe(want.shown);
            compared++;
            if (want.rows.length && text.trim()) found++;
            // A page anywhere, the latest page, and a turn: the same rows as the whole search's.
            if (want.rows.length) {
              const at = Math.floor(random() * want.rows.length);
              const args: ChroniclePageArgs = { campaignId, filter: { ...filter, text }, limit: 7, locale };
              expect(call('history/chronicle-page', { ...args, index: at }).rows).toEqual(want.rows.slice(at, at + 7));
              const latest = call('history/chronicle-page', args);
              expect(latest.rows).toEqual(want.rows.slice(Math.max(0, want.rows.length - 7)));
              const turn = want.rows[at].entries[0].turn;
              const byTurn = call('history/chronicle-page', { ...args, turn });
              expect(byTurn.index).toBe(want.rows.findIndex((r) => r.entries[0].turn >= turn));
            }
          }
        },
      ),
      { numRuns: 15, seed: 35 },
    );
    expect(compared).toBeGreaterThan(100);
    expect(found).toBeGreaterThan(30);
  });

  it('catches up as the log grows, narrates again when the words change, and goes with the campaign', () => {
    const file = dir.file('grows.sqlite');
    const start = (version: string) => startServices({ databasePath: file, version, transport: 'websocket' });
    services.close();
    services = start('test');
    const campaignId = call('campaign/create', { name: 'Grows', rulesetId: 'dice-tray', players: PLAYERS, options: {} }).id;
    call('campaign/act', { campaignId, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99, start: 0 } } });
    const doom = (n: number) => {
      for (let i = 0; i < n; i++)
        call('campaign/act', { campaignId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    };
    doom(5);
    const search = (text: string, locale = 'en') => call('history/chronicle-page', { campaignId, filter: { text }, locale, limit: 500 });
    expect(search('doom: 4 → 5').total).toBe(1);
    expect(search('doom: 6 → 7').total).toBe(0);
    const texts = () => services.db.prepare('SELECT count(*) FROM chronicle_text').pluck().get() as number;
    const narrated = texts();
    doom(2);
    expect(search('doom: 6 → 7').total).toBe(1);
    expect(texts()).toBe(narrated + 2); // only the two new events were narrated
    // An undo adds an event and changes no sentence: the step undone is still found.
    call('campaign/undo', { campaignId });
    expect(search('doom: 6 → 7').rows[0].entries[0].undone).toBe(true);
    expect(search('undo').total).toBe(1);
    // Another language is another set; German words.
    expect(search('zähler „doom“', 'de').total).toBe(1);
    expect(services.db.prepare('SELECT count(*) FROM chronicle_texts WHERE campaign_id = ?').pluck().get(campaignId)).toBe(2);

    // Another version of the app: its words may say otherwise, so the texts are narrated again.
    services.close();
    services = start('test-2');
    const before = services.db.prepare("SELECT words FROM chronicle_texts WHERE locale = 'en'").pluck().get();
    expect(search('doom: 6 → 7').total).toBe(1);
    expect(services.db.prepare("SELECT words FROM chronicle_texts WHERE locale = 'en'").pluck().get()).not.toBe(before);
    expect(texts()).toBe(2 * (narrated + 3)); // en narrated again (with the undo), de as it was

    // A search that cannot write its index (a read-only moment) still answers, and writes nothing.
    doom(1); // Doom 6 → 7 again, after the undo
    services.db.pragma('query_only = ON');
    try {
      expect(search('doom: 6 → 7').total).toBe(2);
    } finally {
      services.db.pragma('query_only = OFF');
    }
    expect(search('doom: 6 → 7').total).toBe(2);

    // Deleted with the campaign: its sets and every narrated text.
    call('campaign/delete', { campaignId, confirmName: 'Grows' });
    expect(services.db.prepare('SELECT count(*) FROM chronicle_texts').pluck().get()).toBe(0);
    expect(texts()).toBe(0);
  });

  it('refuses a language the app does not ship, and a malformed one, changing nothing', () => {
    const campaignId = call('campaign/create', { name: 'Tongues', rulesetId: 'dice-tray', players: PLAYERS, options: {} }).id;
    const changes = () => services.db.prepare('SELECT total_changes()').pluck().get();
    const before = changes();
    const klingon = attempt('history/chronicle-page', { campaignId, filter: { text: 'roll' }, locale: 'tlh' });
    expect(klingon.ok || klingon.error.code).toBe('history/search_language');
    const bad = attempt('history/chronicle-page', { campaignId, filter: { text: 'roll' }, locale: '../../etc' });
    expect(bad.ok || bad.error.code).toBe('rpc/invalid_payload');
    expect(changes()).toBe(before);
    // No text: no language needed, nothing narrated.
    expect(call('history/chronicle-page', { campaignId, filter: { text: '  ' }, locale: 'tlh' }).total).toBeGreaterThan(0);
  });

  it('a file from before the text index (schema 7) migrates and searches', () => {
    const played = dir.file('played-7.sqlite');
    const first = startServices({ databasePath: played, version: 'test', transport: 'websocket' });
    const r = caller(() => first);
    const campaignId = r.call('campaign/create', { name: 'Old', rulesetId: 'dice-tray', players: PLAYERS, options: {} }).id;
    r.call('campaign/act', { campaignId, action: { type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'app' } } });
    first.close();

    const old = dir.file('schema-7.sqlite');
    const db = new Database(old);
    for (const [i, sql] of MIGRATIONS.slice(0, 7).entries()) {
      db.exec(sql);
      db.pragma(`user_version = ${i + 1}`);
    }
    db.prepare('ATTACH DATABASE ? AS played').run(played);
    for (const table of ['campaigns', 'play_sessions', 'events', 'snapshots', 'timelines', 'chronicle_indexes'])
      db.exec(`INSERT INTO ${table} SELECT * FROM played.${table}`);
    db.exec('DETACH DATABASE played');
    expect(db.prepare("SELECT count(*) FROM sqlite_schema WHERE name LIKE 'chronicle_text%'").pluck().get()).toBe(0);
    db.close();

    const opened = startServices({ databasePath: old, version: 'test', transport: 'websocket' });
    try {
      expect(opened.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      const o = caller(() => opened);
      const page = o.call('history/chronicle-page', { campaignId, filter: { text: 'rolled 2d6' }, locale: 'en' });
      expect(page.total).toBe(1);
      expect(page.rows[0].entries[0].type).toBe('rolled');
    } finally {
      opened.close();
    }
  });
});
