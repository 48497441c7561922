import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { MOST_HIGHLIGHTS } from '../../electron/main/services/chronicle';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';

let dir: ReturnType<typeof tempDir>;
let services: Services;
const { call, attempt } = caller(() => services);
const start = () => startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
const counter = (state: unknown) => (state as { counters: { value: number }[] }).counters[0]?.value;
const raise = (id: number, delta = 1) =>
  call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta } } });

beforeEach(() => {
  dir = tempDir();
  services = start();
});
afterEach(() => {
  services.close();
  dir.remove();
});

function doomCampaign() {
  const { id } = call('campaign/create', { name: 'Doom', rulesetId: 'dice-tray', players: ['Ann'], options: {} });
  call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 12, start: 0 } } });
  return id;
}

describe('the chronicle', () => {
  it('shows the state as it was after any event, undone steps included', () => {
    const id = doomCampaign();
    raise(id);
    raise(id);
    raise(id);
    call('campaign/undo', { campaignId: id });
    const entries = call('history/chronicle', { campaignId: id }).entries;
    const changes = entries.filter((e) => e.type === 'counter-changed');
    expect(changes.map((e) => e.undone)).toEqual([false, false, true]);
    expect(counter(call('history/state-at', { campaignId: id, seq: changes[0].seq }).state)).toBe(1);
    expect(counter(call('history/state-at', { campaignId: id, seq: changes[2].seq }).state)).toBe(3);
    const undo = entries.find((e) => e.type === 'core/undo')!;
    expect(counter(call('history/state-at', { campaignId: id, seq: undo.seq }).state)).toBe(2);
    expect(call('history/state-at', { campaignId: id, seq: changes[2].seq }).trackers[0]).toMatchObject({ value: 3 });
    expect(attempt('history/state-at', { campaignId: id, seq: 999 })).toMatchObject({
      ok: false,
      error: { code: 'history/no_such_event' },
    });
  });

  it('names a checkpoint without moving the game or the timeline, and returns to it as a rewind', () => {
    const id = doomCampaign();
    raise(id);
    const named = call('history/checkpoint', { campaignId: id, name: 'before the Endgame' });
    expect(counter(named.state)).toBe(1);
    raise(id);
    raise(id);
    // Undo still undoes the last game step, not the checkpoint.
    expect(counter(call('campaign/undo', { campaignId: id }).state)).toBe(2);
    let chronicle = call('history/chronicle', { campaignId: id });
    expect(chronicle.checkpoints).toMatchObject([{ name: 'before the Endgame', status: 'reachable' }]);
    // A checkpoint is never shown as undone itself, in the play screen's history or the chronicle.
    expect(call('campaign/history', { campaignId: id }).find((e) => e.type === 'core/checkpoint')!.undone).toBe(false);
    expect(chronicle.entries.find((e) => e.type === 'core/checkpoint')!.undone).toBe(false);
    const back = call('history/return', { campaignId: id, checkpointSeq: chronicle.checkpoints[0].seq });
    expect(counter(back.state)).toBe(1);
    // The return is one step of its own (issue 18): undo takes it back whole, and what could be redone before it still can be.
    expect([back.canUndo, back.canRedo]).toEqual([true, false]);
    const undone = call('campaign/undo', { campaignId: id });
    expect([counter(undone.state), undone.canRedo]).toEqual([2, true]);
    expect(counter(call('campaign/redo', { campaignId: id }).state)).toBe(1);
    chronicle = call('history/chronicle', { campaignId: id });
    expect(chronicle.checkpoints[0].status).toBe('here');
    expect(chronicle.entries.filter((e) => e.type === 'counter-changed').map((e) => e.undone)).toEqual([false, true, true]);
    expect(attempt('history/return', { campaignId: id, checkpointSeq: chronicle.checkpoints[0].seq })).toMatchObject({
      ok: false,
      error: { code: 'checkpoint/here' },
    });
    // Survives a restart: the checkpoint is an event of the log.
    services.close();
    services = start();
    expect(counter(call('campaign/open', { campaignId: id }).state)).toBe(1);
    expect(call('history/chronicle', { campaignId: id }).checkpoints[0]).toMatchObject({ name: 'before the Endgame', status: 'here' });
  });

  it('explains why a checkpoint cannot be reached once its moment is undone or abandoned', () => {
    const id = doomCampaign();
    raise(id);
    call('history/checkpoint', { campaignId: id, name: 'high tide' });
    call('campaign/undo', { campaignId: id });
    let [checkpoint] = call('history/chronicle', { campaignId: id }).checkpoints;
    expect(checkpoint.status).toBe('undone');
    expect(attempt('history/return', { campaignId: id, checkpointSeq: checkpoint.seq })).toMatchObject({
      ok: false,
      error: { code: 'checkpoint/undone' },
    });
    raise(id, 2);
    [checkpoint] = call('history/chronicle', { campaignId: id }).checkpoints;
    expect(checkpoint.status).toBe('abandoned');
    const refused = attempt('history/return', { campaignId: id, checkpointSeq: checkpoint.seq });
    expect(refused).toMatchObject({ ok: false, error: { code: 'checkpoint/abandoned' } });
    expect(!refused.ok && refused.error.message).toContain('went a different way');
  });

  it('recaps the last session: tracks that really moved, its headlines and what was set by hand, and the counts', () => {
    const id = doomCampaign();
    raise(id, 2);
    call('session/end', { campaignId: id });
    call('session/start', { campaignId: id });
    raise(id, 3);
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Terror', min: 0, max: 6, start: 1 } } });
    raise(id, 1);
    call('campaign/undo', { campaignId: id });
    call('campaign/adjust', { campaignId: id, trackerId: 'c2', value: 4, reason: 'forgot a spawn' });
    call('campaign/act', {
      campaignId: id,
      action: { type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'table', values: [3, 4] } },
    });
    const ended = call('session/end', { campaignId: id })!;
    const recap = call('history/recap', { campaignId: id })!;
    expect(recap.session.id).toBe(ended.id);
    expect(recap.moves).toEqual([
      { id: 'c1', code: 'dice-tray/counter', params: { name: 'Doom' }, from: 2, to: 5 },
      { id: 'c2', code: 'dice-tray/counter', params: { name: 'Terror' }, from: null, to: 4 },
    ]);
    expect(recap).toMatchObject({ actions: 5, undone: 1, dice: 2, outcome: null });
    // The tray's headlines are its counters moving (shared/rulesets/dice-tray/headlines.ts); the undone +1 is not one.
    expect(recap.highlights.map((h) => [h.type, h.data.to ?? h.data.value])).toEqual([
      ['counter-changed', 5],
      ['core/tracker-adjusted', 4],
    ]);
    // The first session's recap on request.
    const first = call('session/list', { campaignId: id })[0];
    expect(call('history/recap', { campaignId: id, sessionId: first.id })!.moves).toMatchObject([{ from: null, to: 2 }]);
  });

  it('never calls a track that came at 0 a move', () => {
    const id = doomCampaign();
    call('session/start', { campaignId: id });
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Terror', min: 0, max: 6, start: 0 } } });
    raise(id, 1);
    const recap = call('history/recap', { campaignId: id })!;
    expect(recap.moves.map((m) => [m.params?.name, m.from, m.to])).toEqual([['Doom', 0, 1]]);
  });

  it('sends a long session’s heaviest headlines with the count of the rest, and every hand adjustment', () => {
    const id = doomCampaign();
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Dread', min: 0, max: 999, start: 0 } } });
    call('session/start', { campaignId: id });
    const dread = () =>
      call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c2', delta: 1 } } });
    for (let i = 0; i < MOST_HIGHLIGHTS + 40; i++) dread();
    call('campaign/adjust', { campaignId: id, trackerId: 'c1', value: 7 });
    for (let i = 0; i < 10; i++) dread();
    call('campaign/undo', { campaignId: id }); // an undone headline is not one
    const recap = call('history/recap', { campaignId: id })!;
    const headlines = MOST_HIGHLIGHTS + 40 + 9;
    expect(recap).toMatchObject({ headlines, moreHighlights: headlines - MOST_HIGHLIGHTS });
    // Equal weights: the earlier first. In order, with the hand adjustment among them.
    expect(recap.highlights.filter((h) => h.type === 'counter-changed').map((h) => h.data.to)).toEqual(
      Array.from({ length: MOST_HIGHLIGHTS }, (_, i) => i + 1),
    );
    expect(recap.highlights.filter((h) => h.type === 'core/tracker-adjusted')).toHaveLength(1);
    expect(recap.highlights.map((h) => h.seq)).toEqual([...recap.highlights.map((h) => h.seq)].sort((a, b) => a - b));
  });

  it('has no recap for a campaign where nothing has happened yet', () => {
    const { id } = call('campaign/create', { name: 'Fresh', rulesetId: 'dice-tray', players: [], options: {} });
    expect(call('history/recap', { campaignId: id })).toBeNull();
  });
});
