/**
 * The chronicle in pages: a page of rows by index, after a step or from a turn, filtered by
 * session, player and kind on the server, with counts of the whole filtered log — on real SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import type { HistoryEntry } from '../../shared/rpc/contract';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';

const STEPS = 2400;
const dir = tempDir();
let services: Services;
const { call, attempt } = caller(() => services);
let id = 0;
/** The whole log, as the one-answer chronicle gives it: what every page is checked against. */
let all: HistoryEntry[] = [];
let secondSession = 0;

/** Steps (rows) of the given events, in order. */
const stepsOf = (entries: readonly HistoryEntry[]) => [...new Set(entries.map((e) => e.step))];

beforeAll(() => {
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // seeding only
  id = call('campaign/create', { name: 'Long night', rulesetId: 'dice-tray', players: ['Ann', 'Bo'], options: {} }).id;
  const act = (action: Parameters<typeof call<'campaign/act'>>[1]['action']) => call('campaign/act', { campaignId: id, action });
  call('session/start', { campaignId: id });
  act({ type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99999, start: 0 } });
  for (let i = 3; i <= STEPS; i++) {
    if (i === STEPS / 2) {
      call('session/end', { campaignId: id });
      secondSession = call('session/start', { campaignId: id }).id;
    }
    if (i % 6 === 0) act({ type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'app' } });
    else act({ type: 'change-counter', payload: { counterId: 'c1', delta: 1 } });
  }
  call('campaign/undo', { campaignId: id });
  all = call('history/chronicle', { campaignId: id }).entries;
}, 240_000);

afterAll(() => {
  services.close();
  dir.remove();
});

describe('the chronicle in pages', () => {
  it('opens on the latest rows with the head, and its bytes do not grow with the log', () => {
    const page = call('history/chronicle-page', { campaignId: id, limit: 100, outline: true });
    const steps = stepsOf(all);
    expect(page.total).toBe(steps.length);
    expect(page.matched).toBe(all.length);
    expect(page.index).toBe(steps.length - 100);
    expect(page.rows.map((r) => r.step)).toEqual(steps.slice(-100));
    expect(page.head).toMatchObject({ events: all.length, campaign: { id }, checkpoints: [], branches: [] });
    // The undone last step is not in force: the latest in force is the one before it.
    expect(page.head!.topStep).toBe(steps[steps.length - 3]);
    const whole = JSON.stringify(call('history/chronicle', { campaignId: id })).length;
    const first = JSON.stringify(page).length;
    console.log(`chronicle bytes at ${all.length} events: whole log ${whole}, first page ${first}`);
    expect(first * 10).toBeLessThan(whole);
  });

  it('gives any page by index, after a step (the cursor) and from a turn, each row a whole step', () => {
    const steps = stepsOf(all);
    const middle = call('history/chronicle-page', { campaignId: id, index: 1000, limit: 50 });
    expect(middle.index).toBe(1000);
    expect(middle.rows.map((r) => r.step)).toEqual(steps.slice(1000, 1050));
    for (const row of middle.rows) expect(row.entries).toEqual(all.filter((e) => e.step === row.step));

    // Walking by cursor covers the log once, in order, without gaps.
    const walked: number[] = [];
    let cursor = 0;
    for (;;) {
      const page = call('history/chronicle-page', { campaignId: id, afterStep: cursor, limit: 500 });
      if (!page.rows.length) break;
      expect(page.index).toBe(walked.length);
      walked.push(...page.rows.map((r) => r.step));
      cursor = page.rows[page.rows.length - 1].step;
    }
    expect(walked).toEqual(steps);

    const turn = all.find((e) => e.turn === 200)!;
    const atTurn = call('history/chronicle-page', { campaignId: id, turn: 200, limit: 5 });
    expect(atTurn.rows[0].step).toBe(turn.step);
    expect(atTurn.index).toBe(steps.indexOf(turn.step));
    expect(atTurn.rows[0].heading).toBe('turn');
    const never = call('history/chronicle-page', { campaignId: id, turn: 99_999 });
    expect(never).toMatchObject({ index: never.total, rows: [] });

    // "undo back to here" counts the steps in force after a row.
    const inForce = stepsOf(all.filter((e) => !e.undone && !e.type.startsWith('core/')));
    expect(middle.rows[0].later).toBe(inForce.filter((s) => s > middle.rows[0].step).length);
  });

  it('filters by session, kind and player on the server, with counts of the whole filtered log', () => {
    const second = all.filter((e) => e.sessionId === secondSession);
    const bySession = call('history/chronicle-page', { campaignId: id, filter: { session: secondSession }, index: 0, limit: 500 });
    expect(bySession.matched).toBe(second.length);
    expect(bySession.total).toBe(stepsOf(second).length);
    expect(bySession.rows[0]).toMatchObject({ step: second[0].step, heading: 'session' });

    const dice = all.filter((e) => e.dice?.length);
    const rolls = call('history/chronicle-page', { campaignId: id, filter: { kind: 'dice' }, index: 0, limit: 500 });
    expect(rolls.total).toBe(stepsOf(dice).length);
    expect(rolls.rows.every((r) => r.entries.every((e) => e.dice?.length))).toBe(true);
    expect(rolls.total).toBeGreaterThan(300);

    const undone = call('history/chronicle-page', { campaignId: id, filter: { kind: 'undone' } });
    expect(undone.rows.map((r) => r.step)).toEqual(stepsOf(all.filter((e) => e.undone)));

    // In a dice tray only the set-up names the players.
    const ann = call('campaign/open', { campaignId: id }).campaign.players[0];
    const annsPage = call('history/chronicle-page', { campaignId: id, filter: { player: ann.id }, index: 0 });
    expect(annsPage).toMatchObject({ total: 1, matched: 1 });
    expect(annsPage.rows.map((r) => r.entries.map((e) => e.type))).toEqual([['core/setup']]);
  });

  it('refuses bad asks clearly and changes nothing', () => {
    const before = call('history/chronicle', { campaignId: id }).entries.length;
    const refusals = [
      { campaignId: id, index: 0, afterStep: 3 },
      { campaignId: id, limit: 0 },
      { campaignId: id, limit: 501 },
      { campaignId: id, index: -1 },
      { campaignId: id, filter: { kind: 'nonsense' } },
      { campaignId: id, filter: { text: 7 } },
      { campaignId: id, filter: { text: 'x'.repeat(201) } },
      { campaignId: id, filter: { text: 'Doom' }, locale: 'not a language' },
    ];
    for (const args of refusals)
      expect(attempt('history/chronicle-page', args)).toMatchObject({ ok: false, error: { code: 'rpc/invalid_payload' } });
    expect(attempt('history/chronicle-page', { campaignId: id, filter: { session: 9999 } })).toMatchObject({
      ok: false,
      error: { code: 'history/no_such_session' },
    });
    expect(attempt('history/chronicle-page', { campaignId: id, filter: { player: 'nobody' } })).toMatchObject({
      ok: false,
      error: { code: 'history/no_such_player' },
    });
    expect(attempt('history/chronicle-page', { campaignId: 9999 })).toMatchObject({ ok: false, error: { code: 'campaign/not_found' } });
    expect(call('history/chronicle', { campaignId: id }).entries.length).toBe(before);
  });
});
