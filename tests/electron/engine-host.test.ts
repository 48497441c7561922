import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { SNAPSHOT_EVERY } from '../../electron/main/services/open-campaign';
import { MOST_TOUCHED_STEPS } from '../../electron/main/services/engine-host';
import type { CampaignChanged } from '../../shared/rpc/transport';
import { APPLICATION_ID } from '../../electron/main/services/migrations';
import { stateAfterEvent } from '../../electron/main/services/replay';
import { rulesets } from '../../shared/rulesets/registry';
import type { Returns } from '../../shared/rpc/contract';
import { tempDir } from '../support/temp-db';
import { caller, rpc } from '../support/services-call';

const diceTray = rulesets.get('dice-tray')!;
let dir: ReturnType<typeof tempDir>;
let services: Services;

const { call, attempt } = caller(() => services);
const reopen = () => {
  services.close();
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
};
const counterValue = (view: Returns<'campaign/open'>) => (view.state as { counters: { value: number }[] }).counters[0].value;

beforeEach(() => {
  dir = tempDir();
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
});
afterEach(() => {
  services.close();
  dir.remove();
});

describe('campaigns on a real SQLite file', () => {
  it('creates, lists, renames, archives and deletes a campaign', () => {
    const created = call('campaign/create', { name: 'Tuesday', rulesetId: 'dice-tray', players: ['Ann'], options: {} });
    expect(call('campaign/list', {}).map((c) => c.name)).toEqual(['Tuesday']);
    call('campaign/rename', { campaignId: created.id, name: 'Wednesday' });
    call('campaign/archive', { campaignId: created.id, archived: true });
    expect(call('campaign/list', {})).toEqual([]);
    expect(call('campaign/list', { includeArchived: true })[0]).toMatchObject({ name: 'Wednesday', archived: true });
    expect(attempt('campaign/delete', { campaignId: created.id, confirmName: 'Tuesday' })).toMatchObject({
      ok: false,
      error: { code: 'campaign/confirm_mismatch' },
    });
    call('campaign/delete', { campaignId: created.id, confirmName: 'Wednesday' });
    expect(call('campaign/list', { includeArchived: true })).toEqual([]);
  });

  it('records table dice with their source and app dice as app', () => {
    const { id } = call('campaign/create', { name: 'Dice', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/act', {
      campaignId: id,
      action: { type: 'roll', payload: { count: 2, die: 'd10' }, roll: { source: 'table', values: [3, 0] } },
    });
    const rolled = call('campaign/act', {
      campaignId: id,
      action: { type: 'roll', payload: { count: 3, die: 'd6' }, roll: { source: 'app' } },
    });
    const values = (rolled.state as { lastRoll: { values: number[] } }).lastRoll.values;
    expect(values).toHaveLength(3);
    values.forEach((v) => expect(v).toBeGreaterThanOrEqual(1));
    const history = call('campaign/history', { campaignId: id });
    expect(history.filter((e) => e.dice).map((e) => e.dice!.map((d) => d.source))).toEqual([
      ['table', 'table'],
      ['app', 'app', 'app'],
    ]);
    expect(history[1].dice!.map((d) => d.value)).toEqual([3, 0]);
  });

  it('refuses a table die the die cannot show, and writes nothing', () => {
    const { id } = call('campaign/create', { name: 'Dice', rulesetId: 'dice-tray', players: [], options: {} });
    const before = call('campaign/history', { campaignId: id }).length;
    expect(
      attempt('campaign/act', {
        campaignId: id,
        action: { type: 'roll', payload: { count: 1, die: 'd10' }, roll: { source: 'table', values: [10] } },
      }),
    ).toMatchObject({ ok: false, error: { code: 'dice/invalid_value' } });
    expect(attempt('campaign/act', { campaignId: id, action: { type: 'roll', payload: { count: 1, die: 'd10' } } })).toMatchObject({
      ok: false,
      error: { code: 'dice/needed' },
    });
    expect(call('campaign/history', { campaignId: id })).toHaveLength(before);
  });

  it('refuses malformed payloads at the boundary without writing', () => {
    call('campaign/create', { name: 'Keep', rulesetId: 'dice-tray', players: [], options: {} });
    expect(attempt('campaign/create', { name: '', rulesetId: 'dice-tray', players: [], options: {} })).toMatchObject({
      ok: false,
      error: { code: 'rpc/invalid_payload' },
    });
    expect(attempt('campaign/act', { campaignId: 'one', action: {} })).toMatchObject({ ok: false, error: { code: 'rpc/invalid_payload' } });
    expect(attempt('campaign/open', { campaignId: 1, extra: true })).toMatchObject({ ok: false, error: { code: 'rpc/invalid_payload' } });
    expect(attempt('campaign/explode', {})).toMatchObject({ ok: false, error: { code: 'rpc/unknown_method' } });
    expect(call('campaign/list', {})).toHaveLength(1);
  });

  it('undoes and redoes as events that survive a restart', () => {
    const { id } = call('campaign/create', { name: 'Undo', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 10, start: 0 } } });
    for (let i = 0; i < 3; i++)
      call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    call('campaign/undo', { campaignId: id });
    call('campaign/undo', { campaignId: id });
    const redone = call('campaign/redo', { campaignId: id });
    expect(counterValue(redone)).toBe(2);
    reopen();
    const view = call('campaign/open', { campaignId: id });
    expect(counterValue(view)).toBe(2);
    expect(view.canRedo).toBe(true);
    const history = call('campaign/history', { campaignId: id });
    expect(history.map((e) => e.type)).toEqual([
      'core/setup',
      'counter-added',
      'counter-changed',
      'counter-changed',
      'counter-changed',
      'core/undo',
      'core/undo',
      'core/redo',
    ]);
    expect(history.filter((e) => e.undone).map((e) => e.seq)).toEqual([5]);
    // Each undo and redo names the step it touched, so the history can fold it into that step.
    expect(history.filter((e) => e.type === 'core/undo' || e.type === 'core/redo').map((e) => [e.type, e.data.step])).toEqual([
      ['core/undo', 5],
      ['core/undo', 4],
      ['core/redo', 4],
    ]);
  });

  it('a new action after an undo clears the redo', () => {
    const { id } = call('campaign/create', { name: 'Undo', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 10, start: 0 } } });
    call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    call('campaign/undo', { campaignId: id });
    const view = call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 2 } } });
    expect(view.canRedo).toBe(false);
    expect(attempt('campaign/redo', { campaignId: id })).toMatchObject({ ok: false, error: { code: 'timeline/nothing_to_redo' } });
  });

  it('never undoes the set-up', () => {
    const { id } = call('campaign/create', { name: 'Fresh', rulesetId: 'dice-tray', players: [], options: {} });
    expect(attempt('campaign/undo', { campaignId: id })).toMatchObject({ ok: false, error: { code: 'timeline/nothing_to_undo' } });
  });

  it('rewinds to an earlier step as one step: one undo brings it all back, redo goes back again', () => {
    const { id } = call('campaign/create', { name: 'Rewind', rulesetId: 'dice-tray', players: [], options: {} });
    const added = call('campaign/act', {
      campaignId: id,
      action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 10, start: 0 } },
    });
    for (let i = 0; i < 4; i++)
      call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    const back = call('campaign/rewind', { campaignId: id, toStep: added.lastStep[0].step });
    expect(counterValue(back)).toBe(0);
    expect([back.canUndo, back.canRedo]).toEqual([true, false]);
    expect(back.lastStep.find((e) => e.type === 'core/rewind')).toMatchObject({
      type: 'core/rewind',
      data: { toStep: added.lastStep[0].step, asOneStep: true },
    });
    const restored = call('campaign/undo', { campaignId: id });
    expect(counterValue(restored)).toBe(4);
    expect(restored.canRedo).toBe(true);
    expect(counterValue(call('campaign/redo', { campaignId: id }))).toBe(0);
    reopen();
    expect(counterValue(call('campaign/open', { campaignId: id }))).toBe(0);
    expect(counterValue(call('campaign/undo', { campaignId: id }))).toBe(4);
  });

  it('sends the steps a rewind touched with it, but past MOST_TOUCHED_STEPS only the rewind, saying the history moved', () => {
    const { id } = call('campaign/create', { name: 'Far back', rulesetId: 'dice-tray', players: [], options: {} });
    const added = call('campaign/act', {
      campaignId: id,
      action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 999, start: 0 } },
    });
    const raise = () =>
      call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    for (let i = 0; i < MOST_TOUCHED_STEPS; i++) raise();
    const heard: CampaignChanged[] = [];
    const stop = services.onNotice((n) => {
      if (n.kind === 'campaign/changed') heard.push(n);
    });
    // Two steps back: both come with the rewind, marked undone, and the history needs nothing more.
    const near = call('campaign/rewind', { campaignId: id, toStep: added.lastStep[0].step + MOST_TOUCHED_STEPS - 2 });
    expect(near.historyMoved).toBeUndefined();
    expect(near.lastStep.map((e) => [e.type, e.undone])).toEqual([
      ['counter-changed', true],
      ['counter-changed', true],
      ['core/rewind', false],
    ]);
    call('campaign/undo', { campaignId: id });
    raise();
    // Back to the counter: MOST_TOUCHED_STEPS + 1 steps leave force — the rewind alone is sent.
    const far = call('campaign/rewind', { campaignId: id, toStep: added.lastStep[0].step });
    expect(counterValue(far)).toBe(0);
    expect(far.historyMoved).toBe(true);
    expect(far.lastStep.map((e) => e.type)).toEqual(['core/rewind']);
    // What the history reads again shows every step the far rewind went back over undone…
    const undone = () => call('campaign/history', { campaignId: id }).filter((e) => e.undone).length;
    expect(undone()).toBe(MOST_TOUCHED_STEPS + 1);
    const back = call('campaign/undo', { campaignId: id });
    expect([counterValue(back), back.historyMoved, back.lastStep.map((e) => e.type)]).toEqual([
      MOST_TOUCHED_STEPS + 1,
      true,
      ['core/undo'],
    ]);
    stop();
    expect(heard.map((n) => [n.lastStep.at(-1)!.type, n.historyMoved ?? false])).toEqual([
      ['core/rewind', false],
      ['core/undo', false],
      ['counter-changed', false],
      ['core/rewind', true],
      ['core/undo', true],
    ]);
    // …and, after the undo, none.
    expect(undone()).toBe(0);
  });

  it('keeps the steps a rewind went back over recoverable after new steps are played', () => {
    const { id } = call('campaign/create', { name: 'Branch', rulesetId: 'dice-tray', players: [], options: {} });
    const added = call('campaign/act', {
      campaignId: id,
      action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 10, start: 0 } },
    });
    for (let i = 0; i < 3; i++)
      call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    call('campaign/rewind', { campaignId: id, toStep: added.lastStep[0].step });
    expect(
      counterValue(call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 5 } } })),
    ).toBe(5);
    reopen();
    expect(counterValue(call('campaign/undo', { campaignId: id }))).toBe(0);
    const branch = call('campaign/undo', { campaignId: id });
    expect(counterValue(branch)).toBe(3);
    expect(
      call('campaign/history', { campaignId: id })
        .filter((e) => e.undone)
        .map((e) => [e.type, e.data.to]),
    ).toEqual([['counter-changed', 5]]);
  });

  it('replays a rewind recorded before rewinds were one step as it was made (redone step by step)', () => {
    const { id } = call('campaign/create', { name: 'Old rewind', rulesetId: 'dice-tray', players: [], options: {} });
    const added = call('campaign/act', {
      campaignId: id,
      action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 10, start: 0 } },
    });
    for (let i = 0; i < 4; i++)
      call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    const last = (services.db.prepare('SELECT MAX(seq) AS n FROM events WHERE campaign_id = ?').get(id) as { n: number }).n;
    services.db
      .prepare(
        `INSERT INTO events (campaign_id, seq, step, session_id, turn, phase, type, payload, cause, dice, created_at, action)
      SELECT campaign_id, ?, ?, session_id, turn, phase, 'core/rewind', ?, NULL, NULL, created_at, NULL FROM events WHERE campaign_id = ? AND seq = ?`,
      )
      .run(last + 1, last + 1, JSON.stringify({ toStep: added.lastStep[0].step }), id, last);
    reopen();
    expect(counterValue(call('campaign/open', { campaignId: id }))).toBe(0);
    expect(counterValue(call('campaign/redo', { campaignId: id }))).toBe(1);
    call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 2 } } });
    // "As it was" after every event of such a log is what walking the whole log gives.
    const entries = call('campaign/history', { campaignId: id });
    for (const e of entries) {
      const asked = rpc(services, 'history/state-at', { campaignId: id, seq: e.seq });
      expect(asked.ok ? asked.value.state : null, `seq ${e.seq}`).toEqual(stateAfterEvent(diceTray, entries, e.seq)?.state ?? null);
    }
  });

  it('adjusts a tracker by hand with a reason, within its limits', () => {
    const { id } = call('campaign/create', { name: 'Adjust', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 10, start: 0 } } });
    expect(attempt('campaign/adjust', { campaignId: id, trackerId: 'c1', value: 11 })).toMatchObject({
      ok: false,
      error: { code: 'adjust/out_of_range' },
    });
    const view = call('campaign/adjust', { campaignId: id, trackerId: 'c1', value: 7, reason: 'we forgot two turns' });
    expect(counterValue(view)).toBe(7);
    expect(view.lastStep[0]).toMatchObject({ type: 'core/tracker-adjusted', data: { from: 0, to: 7, reason: 'we forgot two turns' } });
    expect(counterValue(call('campaign/undo', { campaignId: id }))).toBe(0);
  });

  it('opens a long campaign from a snapshot to the same state as a full replay', () => {
    const { id } = call('campaign/create', { name: 'Long', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 999, start: 0 } } });
    const steps = SNAPSHOT_EVERY + 30;
    for (let i = 0; i < steps; i++) {
      call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
      if (i % 50 === 49) call('campaign/undo', { campaignId: id });
    }
    const live = call('campaign/open', { campaignId: id });
    reopen();
    const snapshots = (services.db.prepare('SELECT COUNT(*) AS n FROM snapshots').get() as { n: number }).n;
    expect(snapshots).toBeGreaterThan(0);
    expect((services.db.prepare('SELECT COUNT(*) AS n FROM timelines').get() as { n: number }).n).toBe(1);
    const reopened = call('campaign/open', { campaignId: id });
    expect(reopened.state).toEqual(live.state);
    expect([reopened.canUndo, reopened.canRedo]).toEqual([live.canUndo, live.canRedo]);
    services.db.exec('DELETE FROM snapshots; DELETE FROM timelines');
    reopen();
    expect(call('campaign/open', { campaignId: id }).state).toEqual(live.state);
  });

  it('starts a play session on the first action and numbers the next', () => {
    const { id } = call('campaign/create', { name: 'Evenings', rulesetId: 'dice-tray', players: [], options: {} });
    const view = call('campaign/act', {
      campaignId: id,
      action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'app' } },
    });
    expect(view.session).toMatchObject({ number: 1, endedAt: null });
    call('session/end', { campaignId: id });
    expect(call('session/start', { campaignId: id }).number).toBe(2);
  });

  it('refuses a database written by a newer version and leaves it untouched', () => {
    services.close();
    const file = dir.file('newer.sqlite');
    const raw = new Database(file);
    raw.exec('CREATE TABLE t (x)');
    // Every Doomkeeper file since schema 5 carries its application id (a file without it and without our tables is another program's).
    raw.pragma(`application_id = ${APPLICATION_ID}`);
    raw.pragma('user_version = 99');
    raw.close();
    const before = readFileSync(file);
    expect(() => startServices({ databasePath: file, version: 'test', transport: 'websocket' })).toThrow(/newer version of Doomkeeper/);
    expect(readFileSync(file).equals(before)).toBe(true);
    services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
  });

  it('a step the database refuses to store is not in force: the next step, undo and a reopen all agree', () => {
    const { id } = call('campaign/create', { name: 'Refused', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 99, start: 0 } } });
    const bump = () =>
      attempt('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    bump();
    // A real SQLite failure inside the step's transaction (as a full disk would raise).
    services.db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    expect(bump()).toMatchObject({ ok: false });
    services.db.exec('DROP TRIGGER refuse');
    expect(bump()).toMatchObject({ ok: true });
    expect(counterValue(call('campaign/open', { campaignId: id }))).toBe(2);
    const undone = call('campaign/undo', { campaignId: id });
    expect(counterValue(undone)).toBe(1);
    const redone = call('campaign/redo', { campaignId: id });
    expect(counterValue(redone)).toBe(2);
    reopen();
    const opened = call('campaign/open', { campaignId: id });
    expect(counterValue(opened)).toBe(2);
    expect(opened.canRedo).toBe(false);
    expect(counterValue(call('campaign/undo', { campaignId: id }))).toBe(1);
  });

  it('keeps the event log append-only', () => {
    call('campaign/create', { name: 'Log', rulesetId: 'dice-tray', players: [], options: {} });
    expect(() => services.db.exec("UPDATE events SET type = 'x'")).toThrow(/append-only/);
  });
});
