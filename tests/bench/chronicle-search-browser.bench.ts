/**
 * Benchmark (prints figures; not a test): a chronicle text search in Chromium (the browser build),
 * from the text typed to its results painted, on dice-tray campaigns of 2,400 and 50,000 events
 * (issue 35 goal: results within 100 ms at any length). Each text is searched once in English and
 * German first (main narrates the log into its FTS5 index once per language: a one-time cost, printed
 * apart), then every figure is the median of asks of texts not asked before.
 * Needs `npm run build:web`. Run alone: node --import tsx tests/bench/chronicle-search-browser.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { startServices, type Services } from '../../electron/main/services/services';
import { launchBrowser, startServer } from '../e2e/helpers';
import { tempDir } from '../support/temp-db';

const SIZES = (process.env.BENCH_SIZES ?? '2400,50000').split(',').map(Number);
const dir = tempDir('doomkeeper-bench-search-');
const file = dir.file('search.sqlite');

function call(services: Services, method: string, args: unknown) {
  const result = services.dispatch(method, args);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as { id: number };
}

/** Dice-tray campaigns: a counter raised, a roll every sixth step, a checkpoint every thousandth. */
const campaigns = new Map<number, number>();
{
  const services = startServices({ databasePath: file, version: 'bench', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // seeding only
  for (const size of SIZES) {
    console.error(`seeding a campaign of ${size.toLocaleString('en')} events…`);
    const { id } = call(services, 'campaign/create', { name: `Search ${size}`, rulesetId: 'dice-tray', players: ['Ann'], options: {} });
    const act = (action: unknown) => call(services, 'campaign/act', { campaignId: id, action });
    act({ type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99999, start: 0 } });
    for (let i = 3; i <= size; i++) {
      if (i % 1000 === 0) call(services, 'history/checkpoint', { campaignId: id, name: `Moment ${i}` });
      else if (i % 6 === 0) act({ type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'app' } });
      else act({ type: 'change-counter', payload: { counterId: 'c1', delta: 1 } });
    }
    campaigns.set(size, id);
  }
  services.close();
}

/** In the page: types `text` into the search and resolves with the time until a frame shows only matching rows (and at least one). */
const typed = (text: string) => `new Promise((resolve) => {
  const input = document.querySelector('[data-testid="filter-text"]');
  const log = document.querySelector('[data-testid="chronicle-log"]');
  const wanted = ${JSON.stringify(text.toLowerCase())};
  const start = performance.now();
  input.value = ${JSON.stringify(text)};
  input.dispatchEvent(new Event('input'));
  const check = () => {
    const rows = [...log.querySelectorAll('button.event')];
    if (rows.length && rows.every((r) => r.textContent.toLowerCase().includes(wanted))) requestAnimationFrame(() => resolve(performance.now() - start));
    else if (performance.now() - start > 30000) resolve(NaN);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

async function main() {
  const server = await startServer(file);
  const browser = await launchBrowser();
  const figures = new Map<string, number[]>();
  const note = (name: string, value: number) => figures.set(name, [...(figures.get(name) ?? []), value]);
  try {
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      await page.goto(`${server.url}#/campaign/${campaigns.get(size)}/chronicle`);
      await page.getByTestId('filter-text').waitFor();
      await page.locator('[data-testid="chronicle-log"] button.event').first().waitFor();
      const clear = async () => {
        await page.getByTestId('filter-text').fill('');
        await page.waitForTimeout(1500);
      };
      const start = performance.now();
      note('the first search ever (main narrates the log into its index)', await page.evaluate<number>(typed('rolled 2d6')));
      console.error(`  ${size}: first search ${(performance.now() - start).toFixed(0)} ms`);
      const ask = async (texts: readonly string[]) => {
        const samples: number[] = [];
        for (const text of texts) {
          await clear();
          samples.push(await page.evaluate<number>(typed(text)));
        }
        return median(samples);
      };
      note(
        'a text in every roll (1 event in 6): its latest results',
        await ask(['total', 'otal', 'tota', 'olled', 'rolle', '2d6:', 'ed 2d6']),
      );
      note('a text in one checkpoint', await ask(['moment 2000', 'oment 2000', 'ment 2000', 'nt 2000', '“moment 2000', 'moment 2000”']));
      note('a text in one step', await ask(['doom: 1000 → 1001', 'doom: 1001 → 1002', 'doom: 1002 → 1003', 'doom: 1003 → 1004']));
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    dir.remove();
  }
  const heads = SIZES.map((s) => `${s.toLocaleString('en')} events`);
  console.log('\nChronicle search in Chromium (browser build, dice tray, 1366×768): typed → results painted, median\n');
  console.log(`| search | ${heads.join(' | ')} | ratio |`);
  console.log(`|---|${heads.map(() => '---|').join('')}---|`);
  for (const [name, values] of figures)
    console.log(
      `| ${name} | ${values.map((v) => `${v.toFixed(1)} ms`).join(' | ')} | ${(values[values.length - 1] / values[0]).toFixed(1)}× |`,
    );
}

void main();
