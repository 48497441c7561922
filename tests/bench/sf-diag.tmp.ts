import { spawn } from 'node:child_process';
import { launchBrowser, freePort } from '../e2e/helpers';
const entry = process.argv[2] ?? 'out/server/serve.mjs';
const runs = Number(process.argv[3] ?? 3);
const browser = await launchBrowser();
for (let r = 0; r < runs; r++) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [entry, '--port', String(port), '--db', '/tmp/sf/start.sqlite', '--static', 'out/web'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  await new Promise<void>((ok) => child.stdout.on('data', (c) => { out += c; if (out.includes('browser build:')) ok(); }));
  const t1 = performance.now();
  await page.goto(`http://127.0.0.1:${port}/`);
  const t2 = performance.now();
  await page.getByTestId('campaign-Start 12').waitFor();
  const t3 = performance.now();
  const res = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const r = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const js = r.filter((e) => e.name.endsWith('.js'));
    return { navStart: 0, html: nav.responseEnd, dcl: nav.domContentLoadedEventEnd, lastJs: Math.max(...js.map((e) => e.responseEnd)), firstJsReq: Math.min(...js.map((e) => e.requestStart)), ws: r.filter((e) => !e.name.endsWith('.js')).map((e) => e.name.slice(-20) + '@' + e.startTime.toFixed(0)), now: performance.now() };
  });
  console.log(`listen ${(t1 - t0).toFixed(0)} goto ${(t2 - t1).toFixed(0)} drawn ${(t3 - t1).toFixed(0)} whole ${(t3 - t0).toFixed(0)} | page: html ${res.html.toFixed(0)} jsreq ${res.firstJsReq.toFixed(0)} lastJs ${res.lastJs.toFixed(0)} dcl ${res.dcl.toFixed(0)} now ${res.now.toFixed(0)}`);
  child.kill(); await page.close();
}
await browser.close();
