/**
 * Benchmark (prints figures; not a test): what the browser build loads before the first screen —
 * the entry script and the chunks `index.html` preloads — and the lazy chunks (each ruleset's
 * words and board, the history screens, chart.js, papaparse). Goal (issue 17): initial JS ≤ 100 KB gzip.
 * Needs `npm run build:web` first (npm run bench does it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const web = join(import.meta.dirname, '..', '..', 'out', 'web');
const html = readFileSync(join(web, 'index.html'), 'utf8');
/** The scripts index.html names: the entry and its static imports, preloaded. */
const first = new Set([...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));

const chunks = readdirSync(join(web, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => {
    const bytes = readFileSync(join(web, 'assets', f));
    return { file: f, initial: first.has(f), raw: bytes.length, gzip: gzipSync(bytes).length };
  });
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sum = (list: typeof chunks, key: 'raw' | 'gzip') => list.reduce((a, c) => a + c[key], 0);
const initial = chunks.filter((c) => c.initial);
const lazy = chunks.filter((c) => !c.initial).sort((a, b) => b.gzip - a.gzip);

console.log('\nBundle of the browser build (out/web)\n');
console.log(`Initial JS: ${kb(sum(initial, 'gzip'))} gzip (${kb(sum(initial, 'raw'))}) in ${initial.length} files — goal ≤ 100 KB gzip`);
for (const c of [...initial].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${c.file.padEnd(48)} ${kb(c.gzip).padStart(9)} gzip`);
console.log(`Lazy JS: ${lazy.length} chunks, ${kb(sum(lazy, 'gzip'))} gzip in all; the largest:`);
for (const c of lazy.slice(0, 5)) console.log(`  ${c.file.padEnd(48)} ${kb(c.gzip).padStart(9)} gzip`);
