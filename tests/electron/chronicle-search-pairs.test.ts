/**
 * A search of two characters through the index (`chronicle-text.ts`, issue 35): each stored type and
 * sentence ends with two end marks, so a pair anywhere in a text begins one of its trigrams, found
 * through the index's list of its trigrams. Every pair that ends a type or a sentence, pairs from the
 * middle, pairs found nowhere, quotes and the end mark itself: the rows found equal the old search's
 * (every page of the rows, each event's sentence as the renderer says it, lower-cased, `includes`).
 * And a set stored before the end marks is narrated again at its first search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import type { ChronicleFilter, ChronicleRow, HistoryEntry } from '../../shared/rpc/contract';
import { setLocale } from '../../renderer/src/i18n';
import { sentenceOf } from '../../renderer/src/i18n/narration';
import { wordsFor } from '../../renderer/src/i18n/words';
import { loadRulesetUi } from '../../renderer/src/rulesets/registry';
import { seeded } from '../support/random-play';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';
import { moves, newCampaign, playCampaign, playedRulesets } from '../support/random-campaign';
import fc from 'fast-check';

const dir = tempDir();
let services: Services;
const { call } = caller(() => services);

beforeAll(() => {
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // test data only
});
afterAll(async () => {
  services.close();
  dir.remove();
  await setLocale('en', false);
});

function everyRow(campaignId: number, filter: ChronicleFilter, locale?: string): { rows: ChronicleRow[]; matched: number } {
  const first = call('history/chronicle-page', { campaignId, filter, index: 0, limit: 500, ...(locale ? { locale } : {}) });
  const rows = [...first.rows];
  for (let index = 500; index < first.total; index += 500)
    rows.push(...call('history/chronicle-page', { campaignId, filter, index, limit: 500, ...(locale ? { locale } : {}) }).rows);
  return { rows, matched: first.matched };
}

/** The old search: every row, its events whose sentence (lower-cased) or type holds the text. */
function oldSearch(campaignId: number, rulesetId: string, text: string): ChronicleRow[] {
  const needle = text.trim().toLowerCase();
  const words = wordsFor(rulesetId);
  const sentence = (e: HistoryEntry) => sentenceOf(words, e);
  const rows: ChronicleRow[] = [];
  for (const row of everyRow(campaignId, {}).rows) {
    const entries = row.entries.filter((e) => e.type.includes(needle) || sentence(e).toLowerCase().includes(needle));
    if (!entries.length) continue;
    const prev = rows[rows.length - 1]?.entries[0];
    const here = entries[0];
    const heading = !prev || prev.sessionId !== here.sessionId ? 'session' : prev.turn !== here.turn ? 'turn' : null;
    rows.push({ ...row, entries, heading });
  }
  return rows;
}

describe('a search of two characters', () => {
  it('finds through the index exactly what the old search found: pairs ending types and sentences, from the middle, nowhere', async () => {
    let compared = 0;
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        playedRulesets,
        fc.array(moves, { minLength: 20, maxLength: 40 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.constantFrom('en', 'de', 'fr'),
        async (rulesetId, script, seed, locale) => {
          const random = seeded(seed);
          const campaignId = newCampaign(call, rulesetId, `Pairs ${seed}`);
          playCampaign(services, call, campaignId, script, random, () => {});
          await loadRulesetUi(rulesetId);
          await setLocale(locale, false);
          const words = wordsFor(rulesetId);
          const said = everyRow(campaignId, {})
            .rows.flatMap((r) => r.entries)
            .flatMap((e) => [e.type, sentenceOf(words, e).toLowerCase()]);
          const pairs = new Set(['zq', 'qz', '""', '"a', '\u0001a', 'a\u0001', '  ']);
          for (const text of said) {
            const chars = [...text];
            if (chars.length >= 2) pairs.add(chars.slice(-2).join('')); // a text's end: the end marks' trigram
            if (chars.length >= 2) pairs.add(chars.slice(0, 2).join(''));
          }
          for (let i = 0; i < 10 && said.length; i++) {
            const chars = [...said[Math.floor(random() * said.length)]];
            const at = Math.floor(random() * Math.max(1, chars.length - 1));
            if (chars.length >= 2) pairs.add(chars.slice(at, at + 2).join(''));
          }
          for (const pair of pairs) {
            const want = oldSearch(campaignId, rulesetId, pair);
            const got = everyRow(campaignId, { text: pair }, locale);
            expect(got.rows, `${rulesetId} ${locale} ${JSON.stringify(pair)}`).toEqual(want);
            if (pair.trim()) expect(got.matched).toBe(want.reduce((n, r) => n + r.entries.length, 0));
            compared++;
            if (want.length && pair.trim()) found++;
          }
        },
      ),
      { numRuns: 6, seed: 35 },
    );
    expect(compared).toBeGreaterThan(100);
    expect(found).toBeGreaterThan(50);
  });

  it('a set stored before the end marks is narrated again at its first search, then finds a pair at a text’s end', () => {
    const campaignId = call('campaign/create', { name: 'Before', rulesetId: 'dice-tray', players: ['Ann', 'Bo'], options: {} }).id;
    call('campaign/act', { campaignId, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99, start: 0 } } });
    call('campaign/act', { campaignId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    const search = (text: string) => call('history/chronicle-page', { campaignId, filter: { text }, locale: 'en', limit: 500 });
    expect(search('1.').total).toBe(1); // "doom: 0 → 1."
    // As the code before the end marks stored it: the words' version alone, each text without its marks.
    const set = services.db.prepare("SELECT id, words FROM chronicle_texts WHERE campaign_id = ? AND locale = 'en'").get(campaignId) as {
      id: number;
      words: string;
    };
    const base = set.id * 2 ** 32;
    services.db.prepare('UPDATE chronicle_texts SET words = ? WHERE id = ?').run(set.words.slice(set.words.indexOf('|') + 1), set.id);
    const stored = services.db
      .prepare('SELECT rowid, type, sentence FROM chronicle_text WHERE rowid BETWEEN ? AND ?')
      .all(base, base + 2 ** 32 - 1) as { rowid: number; type: string; sentence: string }[];
    services.db.transaction(() => {
      for (const r of stored) {
        services.db.prepare('DELETE FROM chronicle_text WHERE rowid = ?').run(r.rowid);
        services.db
          .prepare('INSERT INTO chronicle_text (rowid, type, sentence) VALUES (?, ?, ?)')
          .run(r.rowid, r.type.replaceAll('\u0001', ''), r.sentence.replaceAll('\u0001', ''));
      }
    })();
    services.close();
    services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
    expect(search('1.').total).toBe(1);
    expect(search('ed').rows.map((r) => r.entries.map((e) => e.type))).toEqual([['counter-added'], ['counter-changed']]);
    const words = services.db.prepare("SELECT words FROM chronicle_texts WHERE campaign_id = ? AND locale = 'en'").pluck().get(campaignId);
    expect(words).toBe(set.words);
  });
});
