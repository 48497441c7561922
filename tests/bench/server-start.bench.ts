/**
 * Benchmark (prints figures; not a test): server start → campaign list drawn (issue 35 goal ≤ 0.5 s).
 * The browser build's server is started on a database of a dozen campaigns (one of 10,000 events),
 * Chromium (already running) opens its address, and the clock stops when the last campaign's card
 * is drawn. Prints the median of 7 starts (and the best): spawn → listening, listening → list drawn, and the whole —
 * for the bundle with the browser's cache empty (a first visit, a fresh browser context each start)
 * and warm (the same context: a player's browser that opened Doomkeeper before; the build's assets
 * are cached by their hashed names), and through tsx (empty cache).
 * The server's CPU (from /proc) is printed to listening and to the list drawn: the server listens
 * before its services have loaded (electron/server/serve.ts), so the second is its whole start.
 * `BENCH_SERVER=path/to/serve.mjs` measures another build of the server, and
 * `BENCH_SERVER=old/serve.mjs,new/serve.mjs` two (an older one and this one, to compare on a busy
 * machine): start by start, in turn, so both meet the same load. `serve.mjs:web-dir` serves another
 * renderer build than out/web (an older one); `BENCH_TSX=0` leaves out the start through tsx;
 * `BENCH_CPU_PROF=DIR` starts the bundle with `node --cpu-prof` (a `.cpuprofile` per start in DIR,
 * written when the server stops: open it in Chromium's DevTools, or read its samples up to the list's answer).
 * Needs `npm run build:web` first (npm run bench does it) and Chromium at /usr/bin/chromium.
 */
import { startServices, type Services } from '../../electron/main/services/services';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchBrowser, startServer, freePort } from '../e2e/helpers';
import { tempDir } from '../support/temp-db';

const STARTS = Number(process.env.BENCH_STARTS ?? 7);
/** The bundled servers to measure: `BENCH_SERVER=a/serve.mjs,b/serve.mjs` measures two builds start by start, alternately. */
const BUNDLES = (process.env.BENCH_SERVER ?? 'out/server/serve.mjs').split(',');
const CPU_PROF = process.env.BENCH_CPU_PROF;
const CAMPAIGNS = 12;
const dir = tempDir('doomkeeper-bench-start-');
const file = dir.file('start.sqlite');
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
/** The median, and the best start in brackets: on a machine shared with other work the best is the nearer to a quiet one. */
const both = (samples: number[]) => `${median(samples).toFixed(0)} ms (${Math.min(...samples).toFixed(0)})`;

function call(services: Services, method: string, args: unknown) {
  const result = services.dispatch(method, args);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as { id: number };
}

{
  const services = startServices({ databasePath: file, version: 'bench', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // seeding only
  for (let n = 1; n <= CAMPAIGNS; n++) {
    const { id } = call(services, 'campaign/create', { name: `Start ${n}`, rulesetId: 'dice-tray', players: [], options: {} });
    call(services, 'campaign/act', {
      campaignId: id,
      action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 99999, start: 0 } },
    });
    const steps = n === 1 ? 10_000 : 20;
    for (let i = 2; i < steps; i++)
      call(services, 'campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
  }
  services.close();
}

/** Starts the bundled server as `npm run serve` does; resolves once it listens, with its address and how to stop it. */
async function startBundle(bundle: string): Promise<{ url: string; stop: () => Promise<void>; cpu: number; cpuNow: () => number }> {
  const port = await freePort();
  const profile = CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF] : [];
  const [entry, web = 'out/web'] = bundle.split(':');
  const child = spawn(process.execPath, [...profile, entry, '--port', String(port), '--db', file, '--static', web], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('Doomkeeper browser build:')) ready();
    });
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.once('exit', () => fail(new Error(`the bundled server exited:\n${output}`)));
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    cpu: cpuOf(child.pid!),
    cpuNow: () => cpuOf(child.pid!),
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}

/** A process's CPU time so far (user + system), in ms, from /proc (Linux): steady on a loaded machine, unlike the wall clock. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The figures of one server in one setting, start by start. */
interface Samples {
  name: string;
  start: () => Promise<{ url: string; stop: () => Promise<void>; cpu?: number; cpuNow?: () => number }>;
  listening: number[];
  drawn: number[];
  whole: number[];
  serverCpu: number[];
  serverCpuDrawn: number[];
  pageCpu: number[];
}

async function main() {
  const browser = await launchBrowser();
  const rows: string[] = [];
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const named = (bundle: string) => (BUNDLES.length > 1 ? ` ${bundle}` : '');
  const samples = (name: string, start: Samples['start']): Samples => ({
    name,
    start,
    listening: [],
    drawn: [],
    whole: [],
    serverCpu: [],
    serverCpuDrawn: [],
    pageCpu: [],
  });
  try {
    for (const [setting, servers, warm] of [
      ['browser cache empty', BUNDLES.map((b) => samples(`bundle (\`npm run serve\`)${named(b)}`, () => startBundle(b))), false],
      ['browser cache warm', BUNDLES.map((b) => samples(`bundle (\`npm run serve\`)${named(b)}`, () => startBundle(b))), true],
      ...(process.env.BENCH_TSX === '0'
        ? []
        : ([['browser cache empty', [samples('tsx (the e2e tests)', () => startServer(file))], false]] as const)),
    ] as const) {
      const context = warm ? await browser.newContext({ viewport: { width: 1366, height: 768 } }) : null;
      // A visit before, to each server: the browser has each build's assets (and their compiled code) from it.
      for (const bundle of context ? BUNDLES : []) {
        const server = await startBundle(bundle);
        const page = await context!.newPage();
        for (let visit = 0; visit < 3; visit++) {
          await page.goto(server.url);
          await page.getByTestId(`campaign-Start ${CAMPAIGNS}`).waitFor();
        }
        await page.close();
        await server.stop();
      }
      // Start by start, each server in turn: on a shared machine they meet the same load.
      for (let run = 0; run < STARTS; run++) {
        for (const figures of servers) {
          const page = context ? await context.newPage() : await browser.newPage({ viewport: { width: 1366, height: 768 } });
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
          const t0 = performance.now();
          const server = await figures.start();
          const t1 = performance.now();
          await page.goto(server.url);
          await page.getByTestId(`campaign-Start ${CAMPAIGNS}`).waitFor();
          const t2 = performance.now();
          const task = (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
          figures.pageCpu.push(task * 1000);
          if (server.cpu !== undefined && server.cpuNow) {
            figures.serverCpu.push(server.cpu);
            figures.serverCpuDrawn.push(server.cpuNow());
          }
          figures.listening.push(t1 - t0);
          figures.drawn.push(t2 - t1);
          figures.whole.push(t2 - t0);
          await page.close();
          await server.stop();
        }
      }
      await context?.close();
      for (const f of servers)
        rows.push(
          `| ${f.name}, ${setting} | ${both(f.listening)} | ${both(f.drawn)} | ${both(f.whole)} | ${f.serverCpu.length ? ms(median(f.serverCpu)) : '—'} | ${f.serverCpuDrawn.length ? ms(median(f.serverCpuDrawn)) : '—'} | ${ms(median(f.pageCpu))} |`,
        );
    }
  } finally {
    await browser.close();
    dir.remove();
  }
  const [one, five] = loadavg();
  console.log(
    `\nServer start → campaign list drawn (${CAMPAIGNS} campaigns, one of 10,000 events; median (best) of ${STARTS}; goal ≤ 500 ms; load average ${one.toFixed(1)} / ${five.toFixed(1)})\n`,
  );
  console.log(
    '| server | spawn → listening | listening → list drawn | server start → list drawn | server CPU to listening | server CPU to list drawn | page main-thread CPU to list drawn |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

void main();
