/**
 * Benchmark (prints figures; not a test): click → drawn in Chromium on the browser build, and the
 * bytes the WebSocket carries per click, for dice-tray campaigns of 100 to 50,000 events.
 * Needs `npm run build:web` first (npm run bench does it) and Chromium at /usr/bin/chromium.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServices, type Services } from '../../electron/main/services/services';
import { launchBrowser, startServer } from '../e2e/helpers';
import { tempDir } from '../support/temp-db';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000,10000,50000').split(',').map(Number);
const CLICKS = 60;
const dir = tempDir('doomkeeper-bench-click-');

function call(services: Services, method: string, args: unknown) {
  const result = services.dispatch(method, args);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as { id: number };
}

const file = dir.file('click.sqlite');
const campaigns = new Map<number, number>();
{
  const services = startServices({ databasePath: file, version: 'bench', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // seeding only
  for (const size of SIZES) {
    console.error(`seeding a campaign of ${size.toLocaleString('en')} events…`);
    const { id } = call(services, 'campaign/create', { name: `Click ${size}`, rulesetId: 'dice-tray', players: [], options: {} });
    call(services, 'campaign/act', {
      campaignId: id,
      action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 99999, start: 0 } },
    });
    for (let i = 2; i < size; i++)
      call(services, 'campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    campaigns.set(size, id);
  }
  services.close();
}

async function main() {
  const server = await startServer(file);
  const browser = await launchBrowser();
  const rows: string[] = [];
  try {
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      let bytes = 0;
      page.on('websocket', (ws) =>
        ws.on('framereceived', (f) => (bytes += typeof f.payload === 'string' ? Buffer.byteLength(f.payload) : f.payload.length)),
      );
      await page.goto(`${server.url}#/campaign/${campaigns.get(size)}`);
      const counter = page.getByTestId('counter-Count');
      await counter.waitFor();
      const samples: number[] = [];
      const perClick: number[] = [];
      for (let i = 0; i < CLICKS; i++) {
        const before = bytes;
        // Time from the click to the next painted frame showing the new value, measured in the page.
        // (A string, not a function: the bench runs under tsx, whose helpers do not exist in the page.)
        const elapsed = await page.evaluate<number>(`new Promise((resolve) => {
        const box = document.querySelector('[data-testid="counter-Count"]');
        const plus = box.querySelector('button[aria-label="Count plus one"]');
        const value = box.textContent;
        const start = performance.now();
        plus.click();
        const check = () => (box.textContent !== value ? requestAnimationFrame(() => resolve(performance.now() - start)) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      })`);
        samples.push(elapsed);
        perClick.push(bytes - before);
      }
      const sorted = [...samples].sort((a, b) => a - b);
      const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
      const kb = perClick.reduce((a, b) => a + b, 0) / perClick.length / 1024;
      const nodes = await page.evaluate<number>('document.querySelectorAll("*").length');
      rows.push(
        `| ${size.toLocaleString('en')} | ${q(0.5).toFixed(1)} ms | ${q(0.95).toFixed(1)} ms | ${kb.toFixed(1)} KB | ${nodes.toLocaleString('en')} |`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    dir.remove();
  }
  console.log('\nClick → drawn in Chromium (browser build, dice tray, 1366×768)\n');
  console.log('| events in the log | p50 | p95 | bytes per click (WebSocket, received) | DOM elements |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);

  // The bundle the browser build loads first, and its lazy chunks.
  const assets = join(import.meta.dirname, '..', '..', 'out', 'web', 'assets');
  const html = readFileSync(join(assets, '..', 'index.html'), 'utf8');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const bytes = readFileSync(join(assets, f));
      return { f, initial: html.includes(f), raw: bytes.length, gzip: gzipSync(bytes).length };
    });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const initial = chunks.filter((c) => c.initial);
  const lazy = chunks.filter((c) => !c.initial).sort((a, b) => b.gzip - a.gzip);
  console.log(
    `\nInitial JS: ${kb(initial.reduce((a, c) => a + c.raw, 0))} (${kb(initial.reduce((a, c) => a + c.gzip, 0))} gzip) in ${initial.length} file(s); ${lazy.length} lazy chunk(s), the largest ${lazy[0] ? `${lazy[0].f} ${kb(lazy[0].gzip)} gzip` : '—'}`,
  );
}

void main();
