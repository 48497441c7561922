/** The services tell every open view when a campaign changed, and only then. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import type { CampaignChanged } from '../../shared/rpc/transport';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let services: Services;
let temp: ReturnType<typeof tempDir>;
const { call, attempt } = caller(() => services);

beforeEach(() => {
  temp = tempDir();
  services = startServices({ databasePath: temp.file('notices.sqlite'), version: 'test', transport: 'websocket' });
});
afterEach(() => {
  services.close();
  temp.remove();
});

describe('campaign-changed notices', () => {
  it('an action, an undo and a redo each send the step with its head; reads and refusals send nothing', () => {
    const heard: CampaignChanged[] = [];
    const stop = services.onNotice((n) => {
      if (n.kind === 'campaign/changed') heard.push(n);
    });
    const { id } = call('campaign/create', { name: 'Live', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/open', { campaignId: id });
    expect(heard).toEqual([]);
    const view = call('campaign/act', {
      campaignId: id,
      action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 12, start: 0 } },
    });
    expect(heard).toHaveLength(1);
    expect(heard[0]).toEqual({ kind: 'campaign/changed', campaignId: id, head: view.lastStep.at(-1)!.seq, lastStep: view.lastStep });
    call('campaign/undo', { campaignId: id });
    call('campaign/redo', { campaignId: id });
    expect(heard.map((n) => n.head)).toEqual([view.lastStep.at(-1)!.seq, view.lastStep.at(-1)!.seq + 1, view.lastStep.at(-1)!.seq + 2]);
    expect(heard[1].lastStep.some((e) => e.undone)).toBe(true);
    expect(attempt('campaign/act', { campaignId: id, action: { type: 'no-such-action' } }).ok).toBe(false);
    call('campaign/history-page', { campaignId: id });
    expect(heard).toHaveLength(3);
    stop();
    call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    expect(heard).toHaveLength(3);
  });
});
