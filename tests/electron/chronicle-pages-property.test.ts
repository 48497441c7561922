/**
 * The chronicle's paging by index gives exactly what filtering the whole log gave: random
 * campaigns (played through their own prompts, with undo, redo, rewinds, brought-back branches,
 * checkpoints, hand adjustments and new sessions), asked for random pages between their steps and
 * checked against the old whole-log filter kept here as the oracle — on real SQLite.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { TIMELINE_TYPES } from '../../shared/engine/timeline';
import {
  CHRONICLE_KINDS,
  type Chronicle,
  type ChronicleKind,
  type ChroniclePage,
  type ChroniclePageArgs,
  type ChronicleRow,
  type HistoryEntry,
} from '../../shared/rpc/contract';
import { seeded } from '../support/random-play';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';
import { expectEveryCaseMet, moves, newCampaign, playCampaign, playedRulesets } from '../support/random-campaign';

const dir = tempDir();
let services: Services;
const { call } = caller(() => services);

beforeAll(() => {
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // test data only
});
afterAll(() => {
  services.close();
  dir.remove();
});

// ---- The oracle: the chronicle's page as it was computed before the index, from the whole log. ----

const META = new Set([...TIMELINE_TYPES, 'core/checkpoint']);

function isKind(e: HistoryEntry, kind: ChronicleKind): boolean {
  switch (kind) {
    case 'all':
      return true;
    case 'actions':
      return e.seq === e.step && !e.type.startsWith('core/');
    case 'consequences':
      return !!e.cause;
    case 'dice':
      return !!e.dice?.length;
    case 'adjustments':
      return e.type === 'core/tracker-adjusted';
    case 'house-rules':
      return e.type === 'core/options-changed';
    case 'timeline':
      return TIMELINE_TYPES.has(e.type);
    case 'checkpoints':
      return e.type === 'core/checkpoint';
    case 'undone':
      return e.undone;
  }
}

function mentions(value: unknown, player: { id: string; name: string }): boolean {
  if (typeof value === 'string') return value === player.id || value === player.name;
  if (Array.isArray(value)) return value.some((v) => mentions(v, player));
  if (value && typeof value === 'object') return Object.values(value).some((v) => mentions(v, player));
  return false;
}

function groupSteps(entries: readonly HistoryEntry[]): HistoryEntry[][] {
  const groups: HistoryEntry[][] = [];
  for (const e of entries) {
    const last = groups[groups.length - 1];
    if (last && last[0].step === e.step) last.push(e);
    else groups.push([e]);
  }
  return groups;
}

function firstIndex(groups: readonly HistoryEntry[][], passes: (g: HistoryEntry[]) => boolean): number {
  const i = groups.findIndex(passes);
  return i < 0 ? groups.length : i;
}

/** The page the whole-log filter gave (the one-answer chronicle holds the log, its checkpoints and branches). */
function oldPage(chronicle: Chronicle, args: ChroniclePageArgs): ChroniclePage {
  const { filter = {}, limit = 100 } = args;
  const { entries, campaign, sessions } = chronicle;
  const who = filter.player && filter.player !== 'all' ? campaign.players.find((p) => p.id === filter.player) : undefined;
  const kind = filter.kind ?? 'all';
  const session = filter.session ?? 'all';
  const passing = entries.filter(
    (e) => (session === 'all' || e.sessionId === session) && (!who || mentions(e.data, who)) && isKind(e, kind),
  );
  const groups = groupSteps(passing);
  const total = groups.length;
  let index: number;
  if (args.index !== undefined) index = Math.min(args.index, total);
  else if (args.afterStep !== undefined) index = firstIndex(groups, (g) => g[0].step > args.afterStep!);
  else if (args.turn !== undefined) index = firstIndex(groups, (g) => g[0].turn >= args.turn!);
  else index = Math.max(0, total - limit);
  const inForce = [...new Set(entries.filter((e) => !e.undone && !META.has(e.type)).map((e) => e.step))].sort((a, b) => a - b);
  const laterThan = (step: number) => inForce.filter((s) => s > step).length;
  const rows: ChronicleRow[] = groups.slice(index, index + limit).map((g, i) => {
    const prev = groups[index + i - 1]?.[0];
    const here = g[0];
    const heading = !prev || prev.sessionId !== here.sessionId ? 'session' : prev.turn !== here.turn ? 'turn' : null;
    return { step: here.step, entries: g, heading, later: laterThan(here.step) };
  });
  const page: ChroniclePage = { index, rows, total, matched: passing.length };
  if (!args.outline) return page;
  return {
    ...page,
    head: {
      campaign,
      sessions,
      checkpoints: chronicle.checkpoints,
      branches: chronicle.branches.map((b) => ({ ...b, taken: laterThan(b.toStep) })),
      events: entries.length,
      topStep: inForce[inForce.length - 1] ?? null,
    },
  };
}

// ---- Random campaigns. ----

/** One ask for a page, its choices as numbers the campaign maps onto its own sessions, players and rows. */
const ask = fc.record({
  session: fc.option(fc.nat(5)),
  player: fc.option(fc.nat(3)),
  kind: fc.constantFrom(...CHRONICLE_KINDS),
  at: fc.oneof(
    fc.constant(undefined),
    fc.record({ index: fc.nat(120) }),
    fc.record({ afterStep: fc.nat(200), nudge: fc.integer({ min: -1, max: 1 }) }),
    fc.record({ turn: fc.nat(200), nudge: fc.integer({ min: 0, max: 1 }) }),
  ),
  limit: fc.option(fc.integer({ min: 1, max: 40 })),
  outline: fc.boolean(),
});
type Ask = typeof ask extends fc.Arbitrary<infer A> ? A : never;

/** What the runs exercised, so the property is known to have met every case it claims. */
const seen = { consequences: 0, mentions: 0, undone: 0, turns: 0, checkpoints: 0, branches: 0, headings: 0, asks: 0 };

/** Checks one ask against the oracle. */
function check(campaignId: number, a: Ask): void {
  const chronicle = call('history/chronicle', { campaignId });
  const { sessions, campaign } = chronicle;
  const session = a.session === null || !sessions.length ? 'all' : sessions[a.session % sessions.length].id;
  const player = a.player === null ? 'all' : campaign.players[a.player % campaign.players.length].id;
  // A step or turn near one the log holds (or past its end, now and then).
  const near = (n: number, nudge: number, of: (e: HistoryEntry) => number) =>
    Math.max(0, (n < 180 ? of(chronicle.entries[n % chronicle.entries.length]) : n) + nudge);
  const at =
    a.at && 'afterStep' in a.at
      ? { afterStep: near(a.at.afterStep, a.at.nudge, (e) => e.step) }
      : a.at && 'turn' in a.at
        ? { turn: near(a.at.turn, a.at.nudge, (e) => e.turn) }
        : a.at;
  const args: ChroniclePageArgs = {
    campaignId,
    filter: { session, player, kind: a.kind },
    ...at,
    ...(a.limit === null ? {} : { limit: a.limit }),
    outline: a.outline,
  };
  const page = call('history/chronicle-page', args);
  expect(page, JSON.stringify(args)).toEqual(oldPage(chronicle, args));
  seen.asks++;
  const events = page.rows.flatMap((r) => r.entries);
  if (events.some((e) => e.cause)) seen.consequences++;
  if (player !== 'all' && page.total > 1) seen.mentions++;
  if (a.kind === 'undone' && page.total > 0) seen.undone++;
  if (at && 'turn' in at && page.index > 0 && page.index < page.total) seen.turns++;
  if (page.head?.checkpoints.length) seen.checkpoints++;
  if (page.head?.branches.length) seen.branches++;
  if (page.rows.slice(1).some((r) => r.heading === 'turn')) seen.headings++;
}

describe('the chronicle paged by its index', () => {
  it('gives exactly the page the whole-log filter gave, for random campaigns, filters and places, as the log grows', () => {
    let run = 0;
    fc.assert(
      fc.property(
        playedRulesets,
        fc.integer(),
        fc.array(moves, { minLength: 10, maxLength: 50 }),
        fc.array(fc.array(ask, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }),
        fc.array(ask, { minLength: 3, maxLength: 8 }),
        (rulesetId, seed, script, asksBetween, finalAsks) => {
          const random = seeded(seed);
          const campaignId = newCampaign(call, rulesetId, `Run ${++run}`);
          playCampaign(services, call, campaignId, script, random, (at) => {
            for (const a of asksBetween[at % asksBetween.length]) check(campaignId, a);
          });
          for (const a of finalAsks) check(campaignId, a);
        },
      ),
      { numRuns: 60, seed: 17 },
    );
    expectEveryCaseMet(seen);
  }, 240_000);

  it('finds the first row of a turn when play went back to an earlier turn and went on there', () => {
    const campaignId = newCampaign(call, 'dice-tray', 'Turns');
    const act = (action: Parameters<typeof call<'campaign/act'>>[1]['action']) => call('campaign/act', { campaignId, action });
    act({ type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99, start: 0 } });
    const rolls = Array.from({ length: 6 }, () => act({ type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'app' } }));
    call('campaign/rewind', { campaignId, toStep: rolls[0].lastStep[0].step });
    for (let i = 0; i < 14; i++) act({ type: 'change-counter', payload: { counterId: 'c1', delta: 1 } });
    const chronicle = call('history/chronicle', { campaignId });
    for (let turn = 0; turn <= 7; turn++) {
      const args = { campaignId, turn, limit: 3 };
      expect(call('history/chronicle-page', args), `turn ${turn}`).toEqual(oldPage(chronicle, args));
    }
    expect(call('history/chronicle-page', { campaignId, turn: 3, limit: 1 }).rows[0].entries[0]).toMatchObject({ type: 'rolled', turn: 3 });
  });
});
