/**
 * The chronicle's "undone steps" filter after the log moved (issue 35): its rows are found from the
 * steps out of force, not by reading every event again — in log order whatever order the steps left
 * force in, and equal to the whole log's undone steps.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import type { ChroniclePage, HistoryEntry } from '../../shared/rpc/contract';
import { tempDir } from '../support/temp-db';

let dir: ReturnType<typeof tempDir>;
let services: Services;
beforeEach(() => {
  dir = tempDir();
  services = startServices({ databasePath: dir.file('c.sqlite'), version: 'test', transport: 'websocket' });
});
afterEach(() => {
  services.close();
  dir.remove();
});

function call<T>(method: string, args: unknown): T {
  const result = services.dispatch(method, args);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

it('lists the undone steps in log order after steps left force newest first, and as the whole log does after every move', () => {
  const { id } = call<{ id: number }>('campaign/create', { name: 'Undone', rulesetId: 'dice-tray', players: ['Ann'], options: {} });
  call('session/start', { campaignId: id });
  call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99, start: 0 } } });
  const raise = () => call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
  // A row at a time, so each row is found by its place in the filter's rows (not sorted again by a page's read).
  const undoneRows = () => {
    const page = (index: number) =>
      call<ChroniclePage>('history/chronicle-page', { campaignId: id, filter: { kind: 'undone' }, index, limit: 1 });
    const { total } = page(0);
    return Array.from({ length: total }, (_, i) => page(i).rows[0].step);
  };
  const fromTheLog = () => [
    ...new Set(
      call<{ entries: HistoryEntry[] }>('history/chronicle', { campaignId: id })
        .entries.filter((e) => e.undone)
        .map((e) => e.step),
    ),
  ];
  for (let i = 0; i < 8; i++) raise();
  const moves = [
    () => call('campaign/undo', { campaignId: id }),
    () => call('campaign/undo', { campaignId: id }),
    () => call('campaign/undo', { campaignId: id }),
    () => call('campaign/redo', { campaignId: id }),
    raise,
    () => call('campaign/undo', { campaignId: id }),
    () => call('campaign/undo', { campaignId: id }),
  ];
  for (const move of moves) {
    move();
    // Each move read by the chronicle before the next: the steps leave force one at a time, newest first.
    call('history/chronicle-page', { campaignId: id, limit: 10, outline: true });
    const rows = undoneRows();
    expect(rows).toEqual(fromTheLog());
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
  }
  expect(undoneRows().length).toBeGreaterThan(2);
});
