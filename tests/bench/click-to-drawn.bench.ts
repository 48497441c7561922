/**
 * Benchmark (prints figures; not a test): click → drawn in Chromium on the browser build for every
 * code ruleset, with the bytes the WebSocket carries per click and the DOM's size, on long
 * campaigns (issue 35 goal: p95 ≤ 33 ms, two frames).
 *
 * The campaigns are written through the campaign service in process (`long-campaigns.ts`: lab-played
 * games sent as the table sends them, a rewind to the set-up between games), grown in stages; at
 * each stage the browser build's server opens the file and Chromium plays on each campaign by
 * clicking what its prompter offers (the main action mostly, another offered one now and then;
 * the dice tray nudges its counter), timing each click to the frame after the one that shows the
 * new step.
 *
 * Env: BENCH_RULESETS=a,b (default every code ruleset), BENCH_SIZES=1000,10000,50000 (sizes for the
 * heavy boards: Catan Horror, Eldritch Express, Monster Step), BENCH_LIGHT_SIZES=10000 (the others),
 * BENCH_CLICKS=60, BENCH_PROFILE=<ruleset> (writes a Chromium CPU profile of that ruleset's clicks at
 * the largest size to /tmp/click-<ruleset>.cpuprofile and prints its heaviest functions; build with
 * `npx vite build --minify false` for readable names), BENCH_TRACE=<ruleset> (writes Chromium's trace of
 * its clicks to /tmp/click-<ruleset>.trace.json — open it in chrome://tracing or Perfetto — and prints the
 * main thread's events, the raster tiles and the style recalculations per click; BENCH_TRACE_CATEGORIES=a,b
 * adds trace categories), BENCH_RENDERS=<ruleset> (prints the Vue components updated and mounted per click).
 * Needs `npm run build:web` first (npm run bench does it) and Chromium at /usr/bin/chromium.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { startServices } from '../../electron/main/services/services';
import { CODE_RULESET_IDS } from '../../shared/rulesets/ids';
import { launchBrowser, startServer } from '../e2e/helpers';
import { tempDir } from '../support/temp-db';
import { createLong, FOUR_PLAYERS, growLong, type LongCampaign } from './long-campaigns';

const HEAVY = ['catan-horror', 'eldritch-express', 'runebound-monster-step'];
const list = (v: string | undefined, d: string) => (v ?? d).split(',').filter(Boolean);
const RULESETS = list(process.env.BENCH_RULESETS, CODE_RULESET_IDS.join(','));
const HEAVY_SIZES = list(process.env.BENCH_SIZES, '1000,10000,50000').map(Number);
const LIGHT_SIZES = list(process.env.BENCH_LIGHT_SIZES, '10000').map(Number);
const CLICKS = Number(process.env.BENCH_CLICKS ?? 60);
const PROFILE = process.env.BENCH_PROFILE;
const sizesOf = (rulesetId: string) => (HEAVY.includes(rulesetId) ? HEAVY_SIZES : LIGHT_SIZES);
const STAGES = [...new Set(RULESETS.flatMap(sizesOf))].sort((a, b) => a - b);

const dir = tempDir('doomkeeper-bench-click-');
const file = dir.file('click.sqlite');

/**
 * One click, timed in the page: from the click to the frame after the one that first shows the
 * new step at the head of the history (its row's step number changes). A string, not a function:
 * the bench runs under tsx, whose helpers do not exist in the page. Resolves with the time, or a
 * refusal / timeout with the action's type (the next click then tries another action).
 */
const CLICK_IN_PAGE = `(async () => {
  const skip = (window.__skip ??= new Set());
  const n = (window.__n = (window.__n ?? 0) + 1);
  const head = () => document.querySelector('[data-testid="history"] li[data-index="0"]')?.getAttribute('data-testid');
  // The busy flag of the click before has settled (its buttons enabled again).
  for (let i = 0; i < 100 && document.querySelector('[data-testid="undo"]')?.disabled && document.querySelector('[data-testid="prompter"] :is([data-testid="roll"],[data-testid="confirm"]):disabled'); i++)
    await new Promise((r) => setTimeout(r, 10));
  const offered = () => [...document.querySelectorAll('[data-testid="common-actions"] form, [data-testid="player-actions"] form')]
    .map((form) => ({ form, type: form.dataset.testid.slice('action-'.length), button: form.querySelector('[data-testid="roll"]:not(:disabled), [data-testid="confirm"]:not(:disabled)') }))
    .filter((f) => !skip.has(f.type));
  // A form's questions the table must answer before sending — a list that starts unchosen ("How did it end?"), a box that
  // names a place from its list ("Now at"), a name to type (D&D's "Creature") — answered with the first choice offered
  // (a typed name: "Bench…"), as a table would. True when one was.
  const answer = (form) => {
    let answered = false;
    for (const select of form.querySelectorAll('select')) {
      const first = [...select.options].find((o) => o.value !== '' && !o.disabled);
      if (select.value === '' && first) {
        select.value = first.value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        answered = true;
      }
    }
    for (const input of form.querySelectorAll('input[type="text"]')) {
      // A typed name is new each click (Runebound's Rituals refuse two titles that share a word).
      const first = input.list ? input.list.options[0]?.value : 'Bench' + String.fromCharCode(97 + (n % 26), 97 + (Math.floor(n / 26) % 26));
      if (input.value === '' && first) {
        input.value = first;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        answered = true;
      }
    }
    return answered;
  };
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  let forms = offered().filter((f) => f.button);
  // Only forms held by such a question: answer them all and take what that makes sendable.
  if (!forms.length) {
    for (const { form } of offered()) answer(form);
    await frame();
    forms = offered().filter((f) => f.button);
  }
  if (!forms.length)
    return {
      none: true,
      prompt: document.querySelector('[data-testid="prompt"]')?.textContent?.trim(),
      offered: [...document.querySelectorAll('[data-testid="prompter"] form')].map((f) => f.dataset.testid + (f.querySelector('button:disabled') ? ' (held)' : '') + (skip.has(f.dataset.testid.slice('action-'.length)) ? ' (skipped)' : '')),
    };
  // The main action mostly (the table following the app's lead), another offered one every third click.
  // Forms that ask for a name to be typed (D&D's "Creature", a Ritual's title) only when nothing else is offered: each one
  // sent adds to the board, which would grow with the bench's clicks rather than with the game.
  const typing = (f) => [...f.form.querySelectorAll('input[type="text"]:not([list])')].some((i) => i.value === '');
  if (forms.some((f) => !typing(f))) forms = forms.filter((f) => !typing(f));
  const pick = n % 3 === 0 && forms.length > 1 ? forms[1 + (n % (forms.length - 1))] : forms[0];
  // The chosen form's questions answered before the clock starts (else it would only show "fill it in").
  if (answer(pick.form)) {
    await frame();
    pick.button = pick.form.querySelector('[data-testid="roll"]:not(:disabled), [data-testid="confirm"]:not(:disabled)');
    if (!pick.button) {
      skip.add(pick.type);
      return { refused: pick.type + ' (held once answered)' };
    }
  }
  const before = head();
  return await new Promise((resolve) => {
    const start = performance.now();
    pick.button.click();
    const check = () => {
      if (head() !== before) return requestAnimationFrame(() => resolve({ ms: performance.now() - start, type: pick.type }));
      const refusal = pick.form.isConnected && pick.form.querySelector('[data-testid="refusal"], .problem');
      if (refusal) {
        skip.add(pick.type);
        return resolve({ refused: pick.type + ' ("' + refusal.textContent.trim() + '")' });
      }
      if (performance.now() - start > 5000) {
        skip.add(pick.type);
        return resolve({ timeout: pick.type });
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
})()`;

/** The dice tray's counter: the click, then the frame after the one showing the new value. */
const COUNTER_IN_PAGE = `new Promise((resolve) => {
  const box = document.querySelector('[data-testid="counter-Count"]');
  const plus = box.querySelector('button[aria-label="Count plus one"]');
  const value = box.textContent;
  const start = performance.now();
  plus.click();
  const check = () => (box.textContent !== value ? requestAnimationFrame(() => resolve({ ms: performance.now() - start, type: 'change-counter' })) : requestAnimationFrame(check));
  requestAnimationFrame(check);
})`;

/**
 * BENCH_RENDERS: hooks every mounted Vue component (the app on #app, production build) to count its
 * updates, and counts the components mounted since the last walk; run before the clicks and after each.
 */
const WALK_COMPONENTS = `(() => {
  const s = (window.__renders ??= { updates: {}, mounts: {}, ms: {}, stack: [], seen: new WeakSet(), armed: false });
  const name = (i) => i.type.__name || i.type.name || '(anonymous)';
  const visitNode = (v) => {
    if (!v || typeof v !== 'object') return;
    if (v.component) return visit(v.component);
    if (v.suspense) visitNode(v.suspense.activeBranch);
    if (Array.isArray(v.children)) v.children.forEach(visitNode);
  };
  const visit = (i) => {
    if (!s.seen.has(i)) {
      s.seen.add(i);
      const n = name(i);
      if (s.armed) s.mounts[n] = (s.mounts[n] ?? 0) + 1;
      (i.bu ??= []).push(() => (s.updates[n] = (s.updates[n] ?? 0) + 1));
      // Its update's own time: its render and patch, less the updates of the components inside it (those mounted
      // during it are its own time).
      const fn = i.effect.fn;
      i.effect.fn = function (...args) {
        const start = performance.now();
        s.stack.push(0);
        try {
          return fn.apply(this, args);
        } finally {
          const inner = s.stack.pop();
          const total = performance.now() - start;
          s.ms[n] = (s.ms[n] ?? 0) + total - inner;
          if (s.stack.length) s.stack[s.stack.length - 1] += total;
        }
      };
    }
    visitNode(i.subTree);
  };
  visit(document.querySelector('#app')._vnode.component);
  if (!s.armed) {
    // Elements added and removed anywhere in the page, by where they were (the testid or class of the nearest marked ancestor).
    s.added = {};
    s.removed = {};
    const where = (n) => { const at = n.closest?.('[data-testid]'); return at ? at.dataset.testid.replace(/[0-9]+/g, 'N') : n.className?.toString() || n.nodeName; };
    const count = (into, target, nodes) => {
      for (const n of nodes) if (n.nodeType === 1) into[where(target)] = (into[where(target)] ?? 0) + 1 + n.querySelectorAll('*').length;
    };
    new MutationObserver((list) => {
      for (const m of list) {
        count(s.added, m.target, m.addedNodes);
        count(s.removed, m.target, m.removedNodes);
      }
    }).observe(document.body, { childList: true, subtree: true });
  }
  s.armed = true;
  return { updates: s.updates, mounts: s.mounts, ms: s.ms, added: s.added, removed: s.removed };
})()`;

type ClickResult = { ms?: number; type?: string; refused?: string; timeout?: string; none?: boolean; prompt?: string; offered?: string[] };

interface Row {
  rulesetId: string;
  events: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  kb: number;
  nodes: number;
  clicks: number;
  missed: string[];
  /** Per click, ms of CPU: the page's main thread (all tasks; of it script, and style + layout), and the server process. */
  cpu: number;
  script: number;
  layout: number;
  server: number;
}

/** A process's CPU time so far (user + system), in ms, from /proc (Linux). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
}

async function measure(
  page: Page,
  c: LongCampaign,
  url: string,
  serverPid: number,
  profile: boolean,
): Promise<Omit<Row, 'rulesetId' | 'events'>> {
  let bytes = 0;
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => (bytes += typeof f.payload === 'string' ? Buffer.byteLength(f.payload) : f.payload.length)),
  );
  await page.goto(`${url}#/campaign/${c.id}`);
  if (c.rulesetId === 'dice-tray') await page.getByTestId('counter-Count').waitFor();
  else await page.locator('[data-testid="history"] li[data-index="0"]').waitFor();
  await page.waitForTimeout(300); // the history's first page and the lazy board settled
  // The page's main thread CPU time (thread ticks: steady under load, unlike the wall clock), and the server's.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const metrics = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value])) as Record<string, number>;
  const tracing = process.env.BENCH_TRACE === c.rulesetId;
  const traceEvents: TraceEvent[] = [];
  if (tracing) {
    cdp.on('Tracing.dataCollected', (d) => traceEvents.push(...(d.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.invalidationTracking',
          'blink',
          'cc',
          'gpu',
          'v8',
          ...(process.env.BENCH_TRACE_CATEGORIES ?? '').split(',').filter(Boolean),
        ],
      },
    });
  }
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const samples: number[] = [];
  const perClick: number[] = [];
  const missed: string[] = [];
  const renders = process.env.BENCH_RENDERS === c.rulesetId;
  if (renders) await page.evaluate(WALK_COMPONENTS);
  const m0 = await metrics();
  const server0 = cpuOf(serverPid);
  for (let i = 0; i < CLICKS && missed.length < CLICKS; i++) {
    const before = bytes;
    const r = await page.evaluate<ClickResult>(c.rulesetId === 'dice-tray' ? COUNTER_IN_PAGE : CLICK_IN_PAGE);
    if (r.ms === undefined) {
      if (r.none) {
        missed.push(
          `nothing offered to click after ${samples.length} clicks (prompt "${r.prompt}"; forms: ${r.offered?.join(', ') || 'none'})`,
        );
        break;
      }
      missed.push(r.refused ? `${r.refused} refused` : `${r.timeout} timed out`);
      i--;
      continue;
    }
    samples.push(r.ms);
    perClick.push(bytes - before);
    if (renders) await page.evaluate(WALK_COMPONENTS);
  }
  const m1 = await metrics();
  if (renders) printRenders(await page.evaluate<RenderCounts>(WALK_COMPONENTS), samples.length + missed.length);
  if (tracing) {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    writeFileSync(`/tmp/click-${c.rulesetId}.trace.json`, JSON.stringify({ traceEvents }));
    console.error(`trace of ${c.rulesetId}'s clicks: /tmp/click-${c.rulesetId}.trace.json`);
    printTrace(traceEvents, samples.length + missed.length);
  }
  const serverMs = cpuOf(serverPid) - server0;
  if (profile) {
    const { profile: cpu } = await cdp.send('Profiler.stop');
    const out = `/tmp/click-${c.rulesetId}.cpuprofile`;
    writeFileSync(out, JSON.stringify(cpu));
    console.error(`CPU profile of ${c.rulesetId}'s clicks: ${out}`);
    printHeaviest(cpu as CpuProfile);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  const nodes = await page.evaluate<number>('document.querySelectorAll("*").length');
  return {
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    max: sorted.at(-1) ?? NaN,
    kb: perClick.reduce((a, b) => a + b, 0) / Math.max(1, perClick.length) / 1024,
    nodes,
    clicks: samples.length,
    missed,
    cpu: ((m1.TaskDuration - m0.TaskDuration) * 1000) / Math.max(1, samples.length + missed.length),
    script: ((m1.ScriptDuration - m0.ScriptDuration) * 1000) / Math.max(1, samples.length + missed.length),
    layout:
      ((m1.LayoutDuration - m0.LayoutDuration + m1.RecalcStyleDuration - m0.RecalcStyleDuration) * 1000) /
      Math.max(1, samples.length + missed.length),
    server: serverMs / Math.max(1, samples.length + missed.length),
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  pid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { nodeName?: string; reason?: string } };
}

/**
 * Per click: the renderer main thread's trace events by their own thread time (an event's time less the events inside
 * it: what the CPU profile calls "(program)" split into style, layout, pre-paint, paint…), the frames the main thread
 * drew, the tiles rastered (software raster, on the worker threads) and the elements whose style was computed again.
 */
function printTrace(events: TraceEvent[], clicks: number) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const mine = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const own = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const e of mine) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= e.ts) open.pop();
    const time = (e.tdur ?? e.dur!) / 1000;
    const parent = open.at(-1);
    if (parent) own.set(parent.name, (own.get(parent.name) ?? 0) - time);
    own.set(e.name, (own.get(e.name) ?? 0) + time);
    open.push(e);
  }
  const count = (name: string) => events.filter((e) => e.name === name && (e.ph === 'X' || e.ph === 'I')).length / clicks;
  const byReason = new Map<string, number>();
  for (const e of events.filter((e) => e.name === 'StyleRecalcInvalidationTracking')) {
    const key = `${e.args?.data?.nodeName} (${e.args?.data?.reason})`;
    byReason.set(key, (byReason.get(key) ?? 0) + 1);
  }
  const top = (m: Map<string, number>, n: number, unit: string) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${(v / clicks).toFixed(2).padStart(7)} ${unit}  ${k}`)
      .join('\n');
  console.error(
    `main thread, own time:\n${top(own, 20, 'ms/click')}\n` +
      `per click: ${count('ProxyMain::BeginMainFrame').toFixed(1)} frames, ${count('RasterTask').toFixed(1)} tiles rastered, ` +
      `${count('StyleRecalcInvalidationTracking').toFixed(0)} elements styled again, of them:\n${top(byReason, 8, 'per click')}`,
  );
}

interface RenderCounts {
  updates: Record<string, number>;
  mounts: Record<string, number>;
  /** Time in each component's updates (render and patch, less the updates of the components inside it; mounting a child is its parent's time). */
  ms: Record<string, number>;
  /** Elements added to and removed from the page, by the testid (or class) of where they were. */
  added: Record<string, number>;
  removed: Record<string, number>;
}

/** Per click, the components updated (re-rendered) and mounted, most first. */
function printRenders(r: RenderCounts, clicks: number) {
  const top = (m: Record<string, number>) =>
    Object.entries(m)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([k, v]) => `  ${(v / clicks).toFixed(2).padStart(7)} per click  ${k}`)
      .join('\n');
  console.error(
    `components updated:\n${top(r.updates)}\ncomponents mounted:\n${top(r.mounts)}\n` +
      `ms in updates per click (render and patch, own time):\n${top(r.ms).replaceAll(' per click ', ' ms/click  ')}\n` +
      `elements added per click (${(Object.values(r.added).reduce((a, b) => a + b, 0) / clicks).toFixed(0)}), by where:\n${top(r.added)}\n` +
      `elements removed per click (${(Object.values(r.removed).reduce((a, b) => a + b, 0) / clicks).toFixed(0)}):\n${top(r.removed)}`,
  );
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** The functions with the most self time, and with the most time under them, of a CPU profile. */
function printHeaviest(p: CpuProfile) {
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const name = (n: CpuProfile['nodes'][number]) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  const selfBy = new Map<string, number>();
  for (const [id, ms] of self) selfBy.set(name(byId.get(id)!), (selfBy.get(name(byId.get(id)!)) ?? 0) + ms);
  const total = new Map<string, number>();
  const walk = (id: number, seen: Set<string>): number => {
    const n = byId.get(id)!;
    let t = self.get(id) ?? 0;
    const key = name(n);
    const inner = new Set(seen).add(key);
    for (const c of n.children ?? []) t += walk(c, inner);
    if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + t);
    return t;
  };
  walk(p.nodes[0].id, new Set());
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  console.error(`self time:\n${top(selfBy)}\ntotal time:\n${top(total)}`);
}

async function main() {
  const campaigns = new Map<string, LongCampaign>();
  const rows: Row[] = [];
  const seeded: string[] = [];
  const browser = await launchBrowser();
  try {
    for (const stage of STAGES) {
      const services = startServices({ databasePath: file, version: 'bench', transport: 'websocket' });
      services.db.pragma('synchronous = OFF'); // seeding only
      const due = RULESETS.filter((r) => sizesOf(r).includes(stage));
      for (const rulesetId of due) {
        const started = performance.now();
        const c = campaigns.get(rulesetId) ?? createLong(services, rulesetId);
        campaigns.set(rulesetId, c);
        growLong(services, c, stage);
        seeded.push(`${rulesetId} ${c.events.toLocaleString('en')} events in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        console.error(`seeded ${seeded.at(-1)}`);
      }
      services.close();
      const server = await startServer(file);
      try {
        for (const rulesetId of due) {
          const c = campaigns.get(rulesetId)!;
          const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
          const events = c.events;
          const profile = PROFILE === rulesetId && stage === Math.max(...sizesOf(rulesetId));
          const m = await measure(page, c, server.url, server.process.pid!, profile);
          await page.close();
          // The clicks grew the log: the next stage grows it from where it stands.
          c.events += m.clicks;
          c.at = c.game.length; // the page played on past the lab game: the next stage starts the next game
          rows.push({ rulesetId, events, ...m });
          console.error(
            `${rulesetId} at ${events}: p50 ${m.p50.toFixed(1)} p95 ${m.p95.toFixed(1)} p99 ${m.p99.toFixed(1)} ms, CPU per click page ${m.cpu.toFixed(1)} (script ${m.script.toFixed(1)}, style+layout ${m.layout.toFixed(1)}) server ${m.server.toFixed(1)} ms, ${m.nodes} elements, ${m.kb.toFixed(1)} KB${m.missed.length ? `; not accepted: ${m.missed.join(', ')}` : ''}`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
    dir.remove();
  }
  const [one, five, fifteen] = loadavg();
  console.log(
    `\nClick → drawn in Chromium (browser build, 1366×768; ${CLICKS} clicks each, on what the prompter offers; goal p95 ≤ 33 ms)` +
      `\nHeavy boards (${HEAVY.join(', ')}) at ${HEAVY_SIZES.map((s) => s.toLocaleString('en')).join(' / ')} events, the others at ${LIGHT_SIZES.map((s) => s.toLocaleString('en')).join(' / ')};` +
      ` ${[...FOUR_PLAYERS].join(' and ')} with four players. Load average ${one.toFixed(1)} / ${five.toFixed(1)} / ${fifteen.toFixed(1)}.\n`,
  );
  console.log(
    '| ruleset | events in the log | p50 | p95 | p99 | max | page CPU per click (script; style + layout) | server CPU per click | bytes per click (WebSocket, received) | DOM elements |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const f = (n: number) => `${n.toFixed(1)} ms`;
  for (const r of rows)
    console.log(
      `| ${r.rulesetId} | ${r.events.toLocaleString('en')} | ${f(r.p50)} | ${r.p95 > 33 ? `**${f(r.p95)}**` : f(r.p95)} | ${f(r.p99)} | ${f(r.max)} | ${f(r.cpu)} (${r.script.toFixed(1)}; ${r.layout.toFixed(1)}) | ${f(r.server)} | ${r.kb.toFixed(1)} KB | ${r.nodes.toLocaleString('en')} |`,
    );
  const missed = rows.filter((r) => r.missed.length);
  if (missed.length)
    console.log(`\nClicks not accepted (another action tried): ${missed.map((r) => `${r.rulesetId}: ${r.missed.join(', ')}`).join('; ')}`);

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
