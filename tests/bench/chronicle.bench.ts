/**
 * Benchmark (prints figures; not a test): the server's time for one page of the chronicle —
 * the first page with its outline, a middle page, filtered pages, text searches — on campaigns of
 * 2,400 and 50,000 events (issues 17 and 35 goal: the 50,000 figure within 2× of the 2,400 one).
 * Each figure is the median of 30 asks through the dispatcher, the answer serialised as the
 * transport would send it. Also: the first page after a new step (the log moved), the first page
 * a fresh process answers, the recap, statistics, and the first search of a campaign in a
 * language (main narrates the whole log into the FTS5 index once: a one-time cost, not flat).
 * Each text search is timed twice, alternately: the screen's ask (`bounded`: the newest matches
 * counted, at least 1,000) and the old ask (every match counted), noted "(exact count)".
 * Run: npm run bench      (or alone: node --import tsx tests/bench/chronicle.bench.ts; with
 * `--search`, the pages and text searches only)
 */
import { performance } from 'node:perf_hooks';
import { startServices, type Services } from '../../electron/main/services/services';
import type { ChroniclePage, ChroniclePageArgs } from '../../shared/rpc/contract';
import { tempDir } from '../support/temp-db';

const RUNS = 30;
/** `--search`: only the pages and the text searches (no fresh processes, statistics, recaps). */
const SEARCH_ONLY = process.argv.includes('--search');
/** Fresh processes opened per size (the first builds and saves the index). */
const FRESH_RUNS = 15;
const dir = tempDir('doomkeeper-bench-');
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
const ms = (n: number) => `${n.toFixed(3)} ms`;
const rows: [string, number, number][] = [];

function call<T>(services: Services, method: string, args: unknown): T {
  const result = services.dispatch(method, args);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as T;
}

const page = (services: Services, args: ChroniclePageArgs) => call<ChroniclePage>(services, 'history/chronicle-page', args);

/** A dice-tray campaign of `size` events over two sessions: counter steps, rolls, undos, checkpoints. */
function seed(file: string, size: number): { id: number; secondSession: number; ann: string } {
  const services = startServices({ databasePath: file, version: 'bench', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // seeding only: the figures below are for reading
  const { id, players } = call<{ id: number; players: { id: string }[] }>(services, 'campaign/create', {
    name: `Chronicle ${size}`,
    rulesetId: 'dice-tray',
    players: ['Ann', 'Bo'],
    options: {},
  });
  const act = (action: unknown) => call(services, 'campaign/act', { campaignId: id, action });
  call(services, 'session/start', { campaignId: id });
  act({ type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99999, start: 0 } });
  let secondSession = 0;
  for (let i = 3; i <= size; i++) {
    if (i === Math.floor(size / 2)) {
      call(services, 'session/end', { campaignId: id });
      secondSession = call<{ id: number }>(services, 'session/start', { campaignId: id }).id;
    }
    if (i % 97 === 0) call(services, 'campaign/undo', { campaignId: id });
    else if (i % 1000 === 0) call(services, 'history/checkpoint', { campaignId: id, name: `Moment ${i}` });
    else if (i % 6 === 0) act({ type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'app' } });
    else act({ type: 'change-counter', payload: { counterId: 'c1', delta: 1 } });
  }
  services.close();
  return { id, secondSession, ann: players[0].id };
}

/** The median time of `RUNS` asks (after one not timed). */
function time(services: Services, args: ChroniclePageArgs): number {
  JSON.stringify(page(services, args));
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    JSON.stringify(page(services, args));
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const sizes = [2400, 50_000];
const figures = new Map<string, number[]>();
const note = (name: string, value: number) => figures.set(name, [...(figures.get(name) ?? []), value]);

for (const size of sizes) {
  console.error(`seeding a campaign of ${size.toLocaleString('en')} events…`);
  const file = dir.file(`chronicle-${size}.sqlite`);
  const { id, secondSession, ann } = seed(file, size);

  // A fresh process: the first page the chronicle answers (what opening the screen first costs). The
  // first of these builds the chronicle's index from the log and saves it; the others read the saved
  // index (its head, and the chunks of its lists the page asks: schema 9) and extend it, as a
  // player's next start of the app does. Beside the wall clock, the process's CPU time for the same
  // ask (process.cpuUsage): on a machine shared with other work it is the steadier figure.
  const fresh: number[] = [];
  const freshCpu: number[] = [];
  for (let run = 0; run < (SEARCH_ONLY ? 0 : FRESH_RUNS); run++) {
    const services = startServices({ databasePath: file, version: 'bench', transport: 'websocket' });
    call(services, 'campaign/open', { campaignId: id });
    const cpu = process.cpuUsage();
    const start = performance.now();
    JSON.stringify(page(services, { campaignId: id, limit: 100, outline: true }));
    fresh.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    freshCpu.push((used.user + used.system) / 1000);
    services.close();
  }
  if (!SEARCH_ONLY) {
    note(`first page in a fresh process (after campaign/open; median of ${FRESH_RUNS})`, median(fresh));
    note('first page in a fresh process, CPU time', median(freshCpu));
    // A fresh process's first ask for statistics (opening the Stats screen after starting the app): the
    // first of these works the statistics out from the whole log and saves them (schema 10); the others
    // read the saved tally, as a player's next start of the app does. CPU time beside the wall clock.
    const statsFresh: number[] = [];
    const statsFreshCpu: number[] = [];
    let statsFirstEver = 0;
    for (let run = 0; run < FRESH_RUNS; run++) {
      const fresh = startServices({ databasePath: file, version: 'bench', transport: 'websocket' });
      const cpu = process.cpuUsage();
      const start = performance.now();
      JSON.stringify(call(fresh, 'stats/campaign', { campaignId: id }));
      const took = performance.now() - start;
      const used = process.cpuUsage(cpu);
      if (run === 0) statsFirstEver = took;
      else {
        statsFresh.push(took);
        statsFreshCpu.push((used.user + used.system) / 1000);
      }
      fresh.close();
    }
    note(`statistics: the first ask in a fresh process (median of ${FRESH_RUNS - 1})`, median(statsFresh));
    note('statistics: the first ask in a fresh process, CPU time', median(statsFreshCpu));
    note('statistics: the first ask ever (the whole log walked, then saved; once)', statsFirstEver);
    // The same after campaign/open (the play screen first, then Stats): the host's loading of the
    // campaign (its timeline and newest snapshot) apart, timed on its own.
    const opening: number[] = [];
    const statsOpened: number[] = [];
    const statsOpenedCpu: number[] = [];
    for (let run = 0; run < FRESH_RUNS; run++) {
      const fresh = startServices({ databasePath: file, version: 'bench', transport: 'websocket' });
      let start = performance.now();
      call(fresh, 'campaign/open', { campaignId: id });
      opening.push(performance.now() - start);
      const cpu = process.cpuUsage();
      start = performance.now();
      JSON.stringify(call(fresh, 'stats/campaign', { campaignId: id }));
      statsOpened.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      statsOpenedCpu.push((used.user + used.system) / 1000);
      fresh.close();
    }
    note(`campaign/open in a fresh process (median of ${FRESH_RUNS})`, median(opening));
    note('statistics: the first ask in a fresh process after campaign/open', median(statsOpened));
    note('statistics: the first ask in a fresh process after campaign/open, CPU time', median(statsOpenedCpu));
  }

  const services = startServices({ databasePath: file, version: 'bench', transport: 'websocket' });
  const { total } = page(services, { campaignId: id, limit: 1 });
  const middle = Math.floor(total / 2);
  note('first page with outline (latest 100 rows)', time(services, { campaignId: id, limit: 100, outline: true }));
  note('middle page (100 rows)', time(services, { campaignId: id, index: middle, limit: 100 }));
  const dice = page(services, { campaignId: id, filter: { kind: 'dice' }, limit: 1 }).total;
  note('filtered: dice rolls, middle page', time(services, { campaignId: id, filter: { kind: 'dice' }, index: dice >> 1, limit: 100 }));
  note(
    'filtered: second session + actions, first page',
    time(services, { campaignId: id, filter: { session: secondSession, kind: 'actions' }, index: 0, limit: 100 }),
  );
  note('filtered: a player (mentions), first page', time(services, { campaignId: id, filter: { player: ann }, index: 0, limit: 100 }));
  note('filtered: undone steps, latest page', time(services, { campaignId: id, filter: { kind: 'undone' }, limit: 100 }));
  note('jump to a turn (100 rows)', time(services, { campaignId: id, turn: Math.floor(middle / 2), limit: 100 }));

  // The text search: main narrates the log once per language into its FTS5 index (the first search
  // of a campaign in a language), then a search is an index lookup; the store asks one page of results.
  const searchFirst = (text: string, locale = 'en') => {
    const start = performance.now();
    JSON.stringify(page(services, { campaignId: id, filter: { text }, locale, limit: 100, outline: true }));
    return performance.now() - start;
  };
  // A search as typed: each ask a text not asked before (main keeps the rows of the last 4 searches,
  // so a text's later pages are cheaper still), cycling through texts that find the same events.
  // Beside each, the process's CPU time per ask (the steadier figure on a shared machine), noted as "…, CPU time".
  // Each run asks both, the screen's (bounded) and the old (exact count), in turn which goes first.
  const searching = (
    name: string,
    texts: readonly string[],
    more: Partial<ChroniclePageArgs> = {},
    boundedMore: Partial<ChroniclePageArgs> = more,
  ) => {
    const samples = { bounded: [] as number[], exact: [] as number[] };
    const cpuSamples = { bounded: [] as number[], exact: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      const text = texts[run % texts.length];
      const order = run % 2 ? (['exact', 'bounded'] as const) : (['bounded', 'exact'] as const);
      for (const how of order) {
        const args = how === 'bounded' ? { bounded: true, ...boundedMore } : more;
        const cpu = process.cpuUsage();
        const start = performance.now();
        JSON.stringify(page(services, { campaignId: id, filter: { text }, locale: 'en', limit: 100, outline: true, ...args }));
        samples[how].push(performance.now() - start);
        const used = process.cpuUsage(cpu);
        cpuSamples[how].push((used.user + used.system) / 1000);
      }
    }
    note(name, median(samples.bounded));
    note(`${name}, CPU time`, median(cpuSamples.bounded));
    note(`${name} (exact count)`, median(samples.exact));
    note(`${name} (exact count), CPU time`, median(cpuSamples.exact));
  };
  note('search: the first ever, narrating the whole log into the index (once per language)', searchFirst('total', 'de'));
  searchFirst('rolled'); // the English index made (not timed)
  const everyRoll = ['total', 'otal', 'tota', 'rolled', 'olled', 'rolle', '2d6:', 'rolled 2d6', 'd6: ', 'ed 2d6', ' — total'];
  searching('search: a text in every roll (1 event in 6), first page of results', everyRoll);
  searching('search: a text in every roll, a middle page', everyRoll, { index: 50, outline: false }, { fromEnd: 50, outline: false });
  // Scrolled back past the bound: the screen's page 1,500 rows back from the latest (read on from the newest).
  searching('search: a text in every roll, 1,500 rows back', everyRoll, { index: 0, outline: false }, { fromEnd: 1500, outline: false });
  const oneCheckpoint = ['moment 2000', 'oment 2000', 'ment 2000', 'nt 2000', 't 2000', '“moment 2000', 'moment 2000”'];
  searching('search: a text in one checkpoint, its page', oneCheckpoint);
  const nowhere = ['zz', 'qq', 'xq', 'jj', 'wv', 'qz', 'zx'];
  searching('search: two characters found nowhere, its page', nowhere);
  // Two characters in every roll ("ol" of "rolled", "ta" of "total"…): the index finds them as it finds three.
  searching('search: two characters in every roll, first page of results', ['ol', 'ta', 'to', 'd6', 'le', 'ot']);
  if (SEARCH_ONLY) {
    services.close();
    continue;
  }
  // The old search (before the index): every row of the filtered log read in pages of 500, filtered in the renderer.
  const search: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    for (let index = 0; index < total; index += 500) JSON.stringify(page(services, { campaignId: id, index, limit: 500 }));
    search.push(performance.now() - start);
  }
  note('(before: the old search read every row, in pages of 500; median of 5)', median(search));

  // "As it was" (the state right after an event) and the "previously…" recap: 5 asks each.
  // Beside each, the process's CPU time for the same asks (on a shared machine the steadier figure), noted by `slowCpu`.
  let cpuOfSlow = 0;
  const slow = (method: string, args: unknown, runs = 5) => {
    const samples: number[] = [];
    const cpuSamples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      JSON.stringify(call(services, method, args));
      samples.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      cpuSamples.push((used.user + used.system) / 1000);
    }
    cpuOfSlow = median(cpuSamples);
    return median(samples);
  };
  const lastSeq = page(services, { campaignId: id, limit: 1 }).rows[0].entries.at(-1)!.seq;
  note('as it was: the state after the latest event (median of 5)', slow('history/state-at', { campaignId: id, seq: lastSeq }));
  note('as it was: the state after an early event (median of 5)', slow('history/state-at', { campaignId: id, seq: 100 }));
  note('the recap of the last session (median of 5)', slow('history/recap', { campaignId: id }));
  note('the recap of the last session, CPU time (median of 31)', (slow('history/recap', { campaignId: id }, 31), cpuOfSlow));
  note('statistics of the campaign (median of 5)', slow('stats/campaign', { campaignId: id }));
  note('statistics of the campaign, CPU time (median of 31)', (slow('stats/campaign', { campaignId: id }, 31), cpuOfSlow));
  // Statistics are kept between asks: a later ask folds only the steps played since (here one step before each).
  const statsAfterStep: number[] = [];
  for (let run = 0; run < 5; run++) {
    call(services, 'campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    const start = performance.now();
    JSON.stringify(call(services, 'stats/campaign', { campaignId: id }));
    statsAfterStep.push(performance.now() - start);
  }
  note('statistics right after a new step (median of 5)', median(statsAfterStep));
  // An undo moves the steps in force back: the tally keeps the points before it (no walk of the log).
  const statsAfterUndo: number[] = [];
  const statsAfterUndoCpu: number[] = [];
  for (let run = 0; run < 15; run++) {
    call(services, 'campaign/undo', { campaignId: id });
    const cpu = process.cpuUsage();
    const start = performance.now();
    JSON.stringify(call(services, 'stats/campaign', { campaignId: id }));
    statsAfterUndo.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    statsAfterUndoCpu.push((used.user + used.system) / 1000);
  }
  note('statistics right after an undo (median of 15)', median(statsAfterUndo));
  note('statistics right after an undo, CPU time', median(statsAfterUndoCpu));

  // The log moves under the screen: a step, then the first page with outline (what the screen asks again).
  const moved: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    call(services, 'campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    const start = performance.now();
    JSON.stringify(page(services, { campaignId: id, limit: 100, outline: true }));
    moved.push(performance.now() - start);
  }
  note('first page with outline right after a new step', median(moved));
  // A search right after a new step: the index narrates the one new event first.
  const searchMoved: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    call(services, 'campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    searchMoved.push(searchFirst('total'));
  }
  note('search: "total" right after a new step', median(searchMoved));
  // "Undo back to here" at the first step, then its undo: every step leaves force and comes back.
  const farBack = page(services, { campaignId: id, filter: { kind: 'actions' }, index: 0, limit: 1 }).rows[0].step;
  const rewinds: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    JSON.stringify(call(services, 'campaign/rewind', { campaignId: id, toStep: farBack }));
    JSON.stringify(call(services, 'campaign/undo', { campaignId: id }));
    rewinds.push(performance.now() - start);
  }
  note('a rewind to the first step and its undo (median of 5)', median(rewinds));
  services.close();
}

for (const [name, [small, large]] of figures) rows.push([name, small, large]);
const width = Math.max(...rows.map((r) => r[0].length));
const [a, b] = sizes.map((s) => `${s.toLocaleString('en')} events`);
console.log(`\nDoomkeeper chronicle page benchmark — Node ${process.version}, ${new Date().toISOString()}`);
console.log(`server time of one page, median of ${RUNS} (fresh process: of ${FRESH_RUNS}); goal: ${b} within 2× of ${a}\n`);
console.log(`${'measure'.padEnd(width)}  ${a.padStart(14)}  ${b.padStart(14)}  ${'ratio'.padStart(6)}`);
for (const [name, small, large] of rows)
  console.log(`${name.padEnd(width)}  ${ms(small).padStart(14)}  ${ms(large).padStart(14)}  ${(large / small).toFixed(1).padStart(5)}×`);
dir.remove();
