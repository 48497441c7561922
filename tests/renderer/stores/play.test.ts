// @vitest-environment happy-dom
import { settled, useStoreServices } from '../../support/store-services';
import { describe, expect, it } from 'vitest';
import { d6, times } from '../../../shared/engine/dice';
import type { DiceTrayState } from '../../../shared/rulesets/dice-tray/state';
import { seededRoller } from '../../../electron/main/services/dice-roller';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';
import { useNoticesStore } from '../../../renderer/src/stores/notices';
import { usePlayStore } from '../../../renderer/src/stores/play';
import { MOST_TOUCHED_STEPS } from '../../../electron/main/services/engine-host';

const SEED = 5;
useStoreServices(SEED);

async function openedTray() {
  const created = (await useCampaignsStore().create({ name: 'Tray', rulesetId: 'dice-tray', players: ['Ann'], options: {} }))!;
  const play = usePlayStore();
  await play.open(created.id);
  return play;
}
const tray = (play: ReturnType<typeof usePlayStore>) => play.view!.state as DiceTrayState;
/** The history's event types, oldest first, as the store keeps it (a step at a time). */
const historyTypes = (play: ReturnType<typeof usePlayStore>) => play.steps.flatMap((s) => s.entries.map((e) => e.type));

describe('the play store', () => {
  it('opens a campaign with its prompt and history', async () => {
    const play = await openedTray();
    expect(play.view?.prompt.actions.map((a) => a.type)).toEqual(['roll', 'add-counter']);
    expect(historyTypes(play)).toEqual(['core/setup']);
  });

  it('shows the board and its history together: the history is there the moment the view is', async () => {
    const created = (await useCampaignsStore().create({ name: 'Tray', rulesetId: 'dice-tray', players: ['Ann'], options: {} }))!;
    const play = usePlayStore();
    const seen: string[][] = [];
    play.$subscribe(() => {
      if (play.view) seen.push(historyTypes(play));
    });
    await play.open(created.id);
    await settled();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((types) => types.includes('core/setup'))).toBe(true);
  });

  it('sends an action with the table dice, shows the new state and history, and announces it in words', async () => {
    const play = await openedTray();
    expect(await play.act('roll', { count: 2, die: 'd6' }, { source: 'table', values: [3, 5] })).toBe(true);
    expect(tray(play).lastRoll).toEqual({ notation: '2d6', values: [3, 5], total: 8 });
    expect(historyTypes(play)).toEqual(['core/setup', 'rolled']);
    await settled();
    expect(useNoticesStore().announcement).toContain('Rolled 2d6: 3, 5 — total 8.');
  });

  it('rolls the app dice in main (here seeded, so the faces are known)', async () => {
    const play = await openedTray();
    await play.act('roll', { count: 3, die: 'd6' }, { source: 'app' });
    expect(tray(play).lastRoll?.values).toEqual(seededRoller(SEED)({ dice: times(3, d6) }).map((d) => d.value));
  });

  it('shows a refusal in the ruleset’s words and keeps the state', async () => {
    const play = await openedTray();
    const before = play.view;
    expect(await play.act('change-counter', { counterId: 'c1', delta: 1 })).toBe(false);
    expect(useNoticesStore().error).toBe('There is no counter on the table yet.');
    expect(play.view).toBe(before);
  });

  it('asks main which dice an action needs', async () => {
    const play = await openedTray();
    expect(await play.diceFor('roll', { count: 2, die: 'd6' })).toEqual([d6, d6]);
  });

  it('undoes and redoes a step, and ignores a second action while one is on its way', async () => {
    const play = await openedTray();
    await play.act('add-counter', { name: 'Doom', min: 0, max: 5, start: 1 });
    const [first, second] = [
      play.act('change-counter', { counterId: 'c1', delta: 1 }),
      play.act('change-counter', { counterId: 'c1', delta: 1 }),
    ];
    expect(await second).toBe(false);
    expect(await first).toBe(true);
    expect(tray(play).counters[0].value).toBe(2);
    await play.undo();
    expect(tray(play).counters[0].value).toBe(1);
    await play.redo();
    expect(tray(play).counters[0].value).toBe(2);
  });

  it('after a rewind far back (the touched steps not sent) reads its history page again: what it shows is undone, and back after an undo', async () => {
    const play = await openedTray();
    await play.act('add-counter', { name: 'Doom', min: 0, max: 999, start: 0 });
    const counterStep = play.steps.at(-1)!.step;
    for (let i = 0; i <= MOST_TOUCHED_STEPS; i++) await play.act('change-counter', { counterId: 'c1', delta: 1 });
    const shownChanges = () => play.steps.filter((s) => s.entries[0].type === 'counter-changed');
    expect(shownChanges().length).toBeGreaterThan(50);
    expect(shownChanges().some((s) => s.entries[0].undone)).toBe(false);

    await play.rewind(counterStep);
    expect(play.view!.historyMoved).toBe(true);
    expect(tray(play).counters[0].value).toBe(0);
    expect(shownChanges().length).toBeGreaterThan(50);
    expect(shownChanges().every((s) => s.entries[0].undone)).toBe(true);
    expect(historyTypes(play).at(-1)).toBe('core/rewind');

    await play.undo();
    expect(shownChanges().some((s) => s.entries[0].undone)).toBe(false);
  });

  it('announces a timeline move with a few of the events it touched and how many more, not every one', async () => {
    const play = await openedTray();
    await play.act('add-counter', { name: 'Doom', min: 0, max: 99, start: 0 });
    const counterStep = play.steps.at(-1)!.step;
    for (let i = 0; i < 2; i++) await play.act('change-counter', { counterId: 'c1', delta: 1 });
    await play.undo();
    await settled();
    expect(useNoticesStore().announcement).toBe('Undone: Doom: 1 → 2. Undo.');
    await play.redo();
    for (let i = 0; i < 8; i++) await play.act('change-counter', { counterId: 'c1', delta: 1 });
    await play.rewind(counterStep);
    await settled();
    expect(useNoticesStore().announcement).toBe(
      'Undone: Doom: 0 → 1. Undone: Doom: 1 → 2. Undone: Doom: 2 → 3. …and 7 more events. Went back to an earlier point.',
    );
  });

  it('announces a new session in the words catalog’s sentence', async () => {
    const play = await openedTray();
    await play.newSession();
    await settled();
    expect(useNoticesStore().announcement).toBe(`Session ${play.view!.session!.number} started.`);
  });
});
