/**
 * A CPU profile of steady simulated games (issue 33): `runBatch` warmed up, then `node:inspector`'s sampling profiler over
 * the timed games only. Prints self time by function and inclusive time of the functions that matter, and writes the
 * .cpuprofile for DevTools. With ALLOC=1, the sampling heap profiler runs beside it (objects the young and old
 * collections took counted too): bytes allocated a game and a step, and the functions that allocate most.
 *
 *   node --import tsx scripts/lab/profile-steps.ts [rulesetId] [policy] [warm-up games] [timed games] [out.cpuprofile]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { runBatch } from '../../shared/lab/batch';

const [rulesetId = 'catan-horror', policy = 'random', warm = '150', timed = '150', out = '/tmp/lab-steps.cpuprofile'] =
  process.argv.slice(2);
const spec = { rulesetId, options: {}, policy, params: {} };
runBatch({ ...spec, games: Number(warm), seed: 777 }, { kind: 'setup' });
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
const ALLOC = !!process.env.ALLOC;
if (ALLOC) {
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 8192,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
}
await session.post('Profiler.start');
const cpu = process.cpuUsage();
const { rows } = runBatch({ ...spec, games: Number(timed), seed: 1 }, { kind: 'setup' });
const used = process.cpuUsage(cpu);
const { profile } = await session.post('Profiler.stop');
writeFileSync(out, JSON.stringify(profile));
if (ALLOC) {
  interface HeapNode {
    callFrame: { functionName: string; url: string; lineNumber: number };
    selfSize: number;
    children: HeapNode[];
  }
  const { profile: heap } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: HeapNode } };
  const bySite = new Map<string, number>();
  let bytes = 0;
  const visit = (n: HeapNode) => {
    bytes += n.selfSize;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-1)[0]}:${n.callFrame.lineNumber + 1}`;
    bySite.set(key, (bySite.get(key) ?? 0) + n.selfSize);
    n.children.forEach(visit);
  };
  visit(heap.head);
  const steps = rows.reduce((n, r) => n + r.steps, 0);
  console.log(
    `allocated: ${(bytes / rows.length / 1e6).toFixed(1)} MB a game, ${(bytes / steps / 1e3).toFixed(1)} kB a step (sampled; the profilers' own included)`,
  );
  for (const [k, v] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${((v / bytes) * 100).toFixed(1).padStart(5)} %  ${k}`);
}

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
const nodes = new Map<number, Node>((profile.nodes as Node[]).map((n) => [n.id, n]));
const total = (profile.nodes as Node[]).reduce((n, x) => n + (x.hitCount ?? 0), 0);
const label = (n: Node) =>
  `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
function walk(id: number, onStack: Set<string>): number {
  const n = nodes.get(id)!;
  const key = label(n);
  let sum = n.hitCount ?? 0;
  self.set(key, (self.get(key) ?? 0) + sum);
  const fresh = !onStack.has(key);
  if (fresh) onStack.add(key);
  for (const c of n.children ?? []) sum += walk(c, onStack);
  if (fresh) {
    onStack.delete(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
  }
  return sum;
}
walk((profile.nodes as Node[])[0].id, new Set());
const pct = (x: number) => `${((x / total) * 100).toFixed(1).padStart(5)} %`;
console.log(
  `${rulesetId} ${policy}: ${timed} games, ${(Number(timed) / ((used.user + used.system) / 1e6)).toFixed(0)} games/s CPU (profiler on), load ${loadavg()[0].toFixed(1)}; ${total} samples`,
);
console.log('\nself time:');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40))) console.log(`${pct(v)}  ${k}`);
console.log('\ninclusive time:');
for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP_INCL ?? 70)))
  console.log(`${pct(v)}  ${k}`);

/**
 * Self time by source module: run from an esbuild bundle (`--bundle`), whose `// path` comments mark where each module
 * starts; under tsx each function's own file is its module.
 */
const starts = new Map<string, { line: number; module: string }[]>();
function moduleOf(url: string, line: number): string {
  if (!url) return '(native, GC)';
  if (!url.endsWith('.mjs') && !url.endsWith('.js')) return url.replace(/^.*?(shared|node_modules)\//, '$1/');
  let marks = starts.get(url);
  if (!marks) {
    marks = [];
    readFileSync(url.startsWith('file:') ? fileURLToPath(url) : url, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        const m = /^\/\/ ((?:shared|node_modules|tests|scripts)\/.*)$/.exec(text);
        if (m) marks!.push({ line: i, module: m[1] });
      });
    starts.set(url, marks);
  }
  let found = '(bundle runtime)';
  for (const mark of marks) if (mark.line <= line) found = mark.module;
  return found.replace(/^node_modules\/(zod)\/.*$/, '$1');
}
const byModule = new Map<string, number>();
for (const n of profile.nodes as Node[]) {
  const key = moduleOf(n.callFrame.url, n.callFrame.lineNumber);
  byModule.set(key, (byModule.get(key) ?? 0) + (n.hitCount ?? 0));
}
console.log('\nself time by module:');
for (const [k, v] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`${pct(v)}  ${k}`);
