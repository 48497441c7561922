/** Engine v2 at the import boundary: stored events are checked against the ruleset's event schemas before anything is written. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let dir: ReturnType<typeof tempDir>;
let services: Services;
const { call, attempt } = caller(() => services);

beforeEach(() => {
  dir = tempDir();
  services = startServices({
    databasePath: dir.file('campaigns.sqlite'),
    version: 'test',
    transport: 'websocket',
    backupDir: dir.file('backups'),
  });
});
afterEach(() => {
  services.close();
  dir.remove();
});

function exportedDiceTray(): { campaigns: { name: string; events: { seq: number; type: string; data: Record<string, unknown> }[] }[] } {
  const { id } = call('campaign/create', { name: 'Schema night', rulesetId: 'dice-tray', players: ['Ann'], options: {} });
  call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 5, start: 1 } } });
  call('campaign/act', {
    campaignId: id,
    action: { type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'table', values: [3, 4] } },
  });
  return JSON.parse(call('history/export', { campaignId: id }).content);
}

describe('importing events against their schemas', () => {
  it('imports an export of a v2 ruleset as written', () => {
    const file = exportedDiceTray();
    file.campaigns[0].name = 'Copy';
    const { imported } = call('history/import', { content: JSON.stringify(file), keepBoth: true });
    expect(imported).toHaveLength(1);
  });

  it('refuses the whole file, naming the event, when one event does not match its schema', () => {
    const file = exportedDiceTray();
    const rolled = file.campaigns[0].events.find((e) => e.type === 'rolled')!;
    rolled.data.values = [3, 'four'];
    const before = call('campaign/list', {}).length;
    const result = attempt('history/import', { content: JSON.stringify(file), keepBoth: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'import/replay_failed', details: { seq: rolled.seq } } });
    expect(!result.ok && result.error.message).toMatch(/values\.1/);
    expect(call('campaign/list', {})).toHaveLength(before);
  });

  it('refuses an event type the rules do not know', () => {
    const file = exportedDiceTray();
    const rolled = file.campaigns[0].events.find((e) => e.type === 'rolled')!;
    rolled.type = 'rolled-twice';
    expect(attempt('history/import', { content: JSON.stringify(file), keepBoth: true })).toMatchObject({
      ok: false,
      error: { code: 'import/replay_failed' },
    });
  });
});
