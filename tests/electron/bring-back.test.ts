/** Issue 18: steps undone and then played over (an abandoned branch) can be brought back, as one undoable step. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';

let dir: ReturnType<typeof tempDir>;
let services: Services;
const { call, attempt } = caller(() => services);
const start = () => startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
const doom = (view: { state: unknown }) => (view.state as { counters: { value: number }[] }).counters[0]?.value;
const raise = (id: number, delta = 1) =>
  call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta } } });
const open = (id: number) => call('campaign/open', { campaignId: id });
const chronicle = (id: number) => call('history/chronicle', { campaignId: id });
const undoneSteps = (id: number) => [
  ...new Set(
    chronicle(id)
      .entries.filter((e) => e.undone)
      .map((e) => e.step),
  ),
];

beforeEach(() => {
  dir = tempDir();
  services = start();
});
afterEach(() => {
  services.close();
  dir.remove();
});

/** Doom raised to 3 (steps 3, 4, 5), two raises undone, then +5 played over them (Doom 6): steps 4 and 5 are abandoned. */
function abandonedTwo() {
  const { id } = call('campaign/create', { name: 'Doom', rulesetId: 'dice-tray', players: ['Ann'], options: {} });
  call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 30, start: 0 } } });
  const steps = [raise(id), raise(id), raise(id)].map((v) => v.lastStep[0].step);
  call('campaign/undo', { campaignId: id });
  call('campaign/undo', { campaignId: id });
  const over = raise(id, 5);
  expect(doom(over)).toBe(6);
  return { id, steps, over: over.lastStep[0].step };
}

describe('bringing back an abandoned branch', () => {
  it('lists the branch, brings it back as one step, and one undo takes it back whole', () => {
    const { id, steps, over } = abandonedTwo();
    expect(chronicle(id).branches).toEqual([{ toStep: steps[0], steps: [steps[1], steps[2]] }]);
    expect(undoneSteps(id)).toEqual([steps[1], steps[2]]);

    const back = call('campaign/bring-back', { campaignId: id, step: steps[2] });
    expect(doom(back)).toBe(3);
    expect(back.canUndo).toBe(true);
    expect(back.lastStep.find((e) => e.type === 'core/rewind')?.data).toEqual({
      toStep: steps[0],
      asOneStep: true,
      restore: [steps[1], steps[2]],
    });
    expect(undoneSteps(id)).toEqual([over]);
    expect(chronicle(id).branches).toEqual([]);

    const undone = call('campaign/undo', { campaignId: id });
    expect(doom(undone)).toBe(6);
    expect(undoneSteps(id)).toEqual([steps[1], steps[2]]);
    expect(doom(call('campaign/redo', { campaignId: id }))).toBe(3);
  });

  it('keeps the steps it replaced recoverable: undo brings them back even after new steps', () => {
    const { id, steps, over } = abandonedTwo();
    call('campaign/bring-back', { campaignId: id, step: steps[2] });
    expect(doom(raise(id, 10))).toBe(13);
    expect(chronicle(id).branches).toEqual([]);
    call('campaign/undo', { campaignId: id }); // the +10
    const before = call('campaign/undo', { campaignId: id }); // the bringing back
    expect(doom(before)).toBe(6);
    expect(undoneSteps(id)).not.toContain(over);
  });

  it('brings back part of a branch: up to the step chosen', () => {
    const { id, steps } = abandonedTwo();
    expect(doom(call('campaign/bring-back', { campaignId: id, step: steps[1] }))).toBe(2);
    expect(chronicle(id).branches).toEqual([{ toStep: steps[1], steps: [steps[2]] }]);
  });

  it('tells branches played from the same step apart', () => {
    const { id, steps, over } = abandonedTwo();
    call('campaign/undo', { campaignId: id }); // the +5, back at Doom 1
    const other = raise(id, 7).lastStep[0].step; // the +5 is abandoned too, a branch of its own
    expect(chronicle(id).branches).toEqual([
      { toStep: steps[0], steps: [steps[1], steps[2]] },
      { toStep: steps[0], steps: [over] },
    ]);
    expect(doom(call('campaign/bring-back', { campaignId: id, step: over }))).toBe(6);
    expect(undoneSteps(id)).toEqual([steps[1], steps[2], other]);
  });

  it('refuses steps that are in force or that undo reaches', () => {
    const { id, steps, over } = abandonedTwo();
    expect(attempt('campaign/bring-back', { campaignId: id, step: over })).toMatchObject({
      ok: false,
      error: { code: 'timeline/not_abandoned' },
    });
    call('campaign/undo', { campaignId: id });
    expect(attempt('campaign/bring-back', { campaignId: id, step: over })).toMatchObject({
      ok: false,
      error: { code: 'timeline/not_abandoned' },
    });
    expect(attempt('campaign/bring-back', { campaignId: id, step: 999 })).toMatchObject({
      ok: false,
      error: { code: 'timeline/not_abandoned' },
    });
    expect(doom(open(id))).toBe(1);
    expect(steps).toHaveLength(3);
  });

  it('survives a restart: the reopened campaign, the state as it was and the stats count each step once', () => {
    const { id, steps } = abandonedTwo();
    call('campaign/bring-back', { campaignId: id, step: steps[2] });
    const later = raise(id, 2).lastStep[0];
    services.close();
    services = start();
    expect(doom(open(id))).toBe(5);
    expect(doom(call('history/state-at', { campaignId: id, seq: later.seq }))).toBe(5);
    const stats = call('stats/campaign', { campaignId: id });
    // The set-up, add-counter, three raises, +5, +2: seven steps, each once; the +5 is undone (replaced).
    expect(stats.sessions.reduce((n, s) => n + s.actions, 0)).toBe(7);
    expect(stats.sessions.reduce((n, s) => n + s.undone, 0)).toBe(1);
    expect(stats.points.at(-1)).toBeDefined();
  });

  it('exports and imports the brought-back branch as it stands', () => {
    const { id, steps } = abandonedTwo();
    call('campaign/bring-back', { campaignId: id, step: steps[2] });
    const { content } = call('history/export', { campaignId: id });
    const [copy] = call('history/import', { content, keepBoth: true }).imported;
    expect(doom(open(copy.id))).toBe(3);
    expect(chronicle(copy.id).entries.filter((e) => e.undone).length).toBe(1);
    expect(doom(call('campaign/undo', { campaignId: copy.id }))).toBe(6);
  });

  it('knows the branches left behind by steps played after it was first asked, as a fresh start of the app does', () => {
    const { id, steps } = abandonedTwo();
    expect(chronicle(id).branches).toHaveLength(1);
    // Played after the first answer: a raise, undone and played over again (a second branch), and a bring-back.
    const later = raise(id).lastStep[0].step;
    call('campaign/undo', { campaignId: id });
    raise(id, 2);
    const now = chronicle(id).branches;
    expect(now).toContainEqual({ toStep: steps[0], steps: [steps[1], steps[2]] });
    expect(now.some((b) => b.steps.includes(later))).toBe(true);
    call('campaign/bring-back', { campaignId: id, step: later });
    raise(id);
    const kept = chronicle(id).branches;
    services.close();
    services = start();
    expect(chronicle(id).branches).toEqual(kept);
  });
});
