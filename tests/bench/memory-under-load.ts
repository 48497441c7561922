/**
 * Memory under load (issue 12 case 11): many requests on one campaign, RSS and time per batch.
 * The renderer's pattern is replayed through the real dispatcher, answers serialised as the
 * transport would: an action, then every 10th request the history and the open view.
 * With `reads`, the log is first grown to `seed` events and then only read (open, history,
 * chronicle, stats): memory must level off, whatever the number of requests.
 * Run: node --import tsx tests/bench/memory-under-load.ts [requests=25000] [batch=5000] [reads seed]
 *
 * With `--campaign <file> <id> [actions=1000]` it opens a campaign already recorded in `file` (the
 * bench seeds one of 50,000 events) and plays `actions` actions the way the renderer asks today —
 * each action's answer carries the view and the new step; every 50th action the first page of the
 * history and of the chronicle (a player scrolling back), an undo every 97th — and prints one JSON
 * line: RSS after opening, after the actions, and the peak (issue 17 goal: ≤ 200 MB at 50,000).
 */
import { performance } from 'node:perf_hooks';
import { startServices, type Services } from '../../electron/main/services/services';
import { tempDir } from '../support/temp-db';

export interface MemoryRow {
  requests: number;
  rssMb: number;
  heapMb: number;
  batchSeconds: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

function call(services: Services, method: string, args: unknown): unknown {
  const result = services.dispatch(method, args);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return JSON.stringify(result.value);
}

/** Runs `requests` requests on one campaign; one row per batch. */
export function measure(requests: number, batch: number, reads?: { seed: number }): MemoryRow[] {
  const dir = tempDir('doomkeeper-memory-');
  const services = startServices({ databasePath: dir.file('memory.sqlite'), version: 'bench', transport: 'websocket' });
  // Memory and CPU are measured, not the disk: other processes' fsyncs would blur the times.
  services.db.pragma('synchronous = OFF');
  try {
    const created = services.dispatch('campaign/create', { name: 'Load', rulesetId: 'dice-tray', players: [], options: {} });
    if (!created.ok) throw new Error(created.error.message);
    const campaignId = (created.value as { id: number }).id;
    call(services, 'campaign/act', {
      campaignId,
      action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 99999, start: 0 } },
    });
    const rows: MemoryRow[] = [];
    const act = () =>
      call(services, 'campaign/act', { campaignId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    for (let i = 0; i < (reads?.seed ?? 0); i++) act();
    const readMethods = ['campaign/open', 'campaign/history', 'history/chronicle', 'stats/campaign', 'session/list'];
    let started = performance.now();
    for (let i = 1; i <= requests; i++) {
      if (reads) call(services, readMethods[i % readMethods.length], { campaignId });
      else if (i % 10 === 0) call(services, 'campaign/open', { campaignId });
      else if (i % 10 === 5) call(services, 'campaign/history', { campaignId });
      else if (i % 37 === 0) call(services, 'campaign/undo', { campaignId });
      else act();
      if (i % batch === 0) {
        const { rss, heapUsed } = process.memoryUsage();
        rows.push({
          requests: i,
          rssMb: mb(rss),
          heapMb: mb(heapUsed),
          batchSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
        });
        started = performance.now();
      }
    }
    return rows;
  } finally {
    services.close();
    dir.remove();
  }
}

export interface CampaignMemory {
  events: number;
  actions: number;
  openedRssMb: number;
  afterRssMb: number;
  peakRssMb: number;
  heapMb: number;
  seconds: number;
}

/** Opens a recorded campaign in a fresh set of services and plays `actions` actions on it. */
export function measureCampaign(databasePath: string, campaignId: number, actions: number): CampaignMemory {
  const services = startServices({ databasePath, version: 'bench', transport: 'websocket' });
  services.db.pragma('synchronous = OFF');
  try {
    call(services, 'campaign/open', { campaignId });
    const events = (services.db.prepare('SELECT COUNT(*) AS n FROM events WHERE campaign_id = ?').get(campaignId) as { n: number }).n;
    const openedRss = process.memoryUsage().rss;
    let peak = openedRss;
    const started = performance.now();
    for (let i = 1; i <= actions; i++) {
      if (i % 97 === 0) call(services, 'campaign/undo', { campaignId });
      else call(services, 'campaign/act', { campaignId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
      if (i % 50 === 0) {
        call(services, 'campaign/history-page', { campaignId, limit: 100 });
        call(services, 'history/chronicle-page', { campaignId, limit: 100, outline: true });
      }
      if (i % 20 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    }
    const { rss, heapUsed } = process.memoryUsage();
    return {
      events,
      actions,
      openedRssMb: mb(openedRss),
      afterRssMb: mb(rss),
      peakRssMb: mb(Math.max(peak, rss)),
      heapMb: mb(heapUsed),
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    };
  } finally {
    services.close();
  }
}

const at = process.argv.indexOf('--campaign');
if (at > 0) {
  const [file, id, actions] = process.argv.slice(at + 1);
  console.log(JSON.stringify(measureCampaign(file, Number(id), Number(actions ?? 1000))));
} else if (process.argv[1]?.endsWith('memory-under-load.ts')) {
  const requests = Number(process.argv[2] ?? 25_000);
  const batch = Number(process.argv[3] ?? 5_000);
  console.log(
    `start: ${mb(process.memoryUsage().rss)} MB RSS${process.argv[4] === 'reads' ? ` (log seeded with ${process.argv[5] ?? 5000} actions, then reads only)` : ''}`,
  );
  const reads = process.argv[4] === 'reads' ? { seed: Number(process.argv[5] ?? 5000) } : undefined;
  for (const row of measure(requests, batch, reads))
    console.log(
      `${String(row.requests).padStart(6)} requests: ${String(row.rssMb).padStart(5)} MB RSS, heap ${String(row.heapMb).padStart(4)} MB, batch ${row.batchSeconds} s`,
    );
}
