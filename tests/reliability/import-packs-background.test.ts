/**
 * A campaign of a pack imported in the background (history/import-start, the import worker): the
 * file's pack is checked and installed with the campaign where missing, the campaign replays under
 * it, and a different text of the same pack id and version already installed is asked about
 * (`import/pack_differs`) before anything is written — as the one-call import does. Real SQLite
 * files; every file goes through the worker (`importInlineBelow: 0`).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import type { ImportStatus } from '../../shared/rpc/contract';
import { rulesets } from '../../shared/rulesets/registry';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';
import { vigilText } from '../support/vigil-pack';

let dir: ReturnType<typeof tempDir>;
let services: Services;
const { call } = caller(() => services);
const start = (file: string) =>
  (services = startServices({ databasePath: dir.file(file), version: 'test', transport: 'ipc', importInlineBelow: 0 }));
const candle = (view: { trackers: { id: string; value: number }[] }) => view.trackers.find((t) => t.id === 'candle')?.value;
/** Forgets every pack ruleset registered in this process, as a fresh start of the app would have none. */
const forgetPacks = () => {
  for (const id of [...rulesets.keys()]) if (id.startsWith('pack:candle-vigil@')) (rulesets as Map<string, unknown>).delete(id);
};

/** Imports through the worker and waits for the end. */
async function importInBackground(content: string, keepBothPacks = false): Promise<ImportStatus> {
  const { importId } = call('history/import-start', { content, ...(keepBothPacks ? { keepBothPacks } : {}) });
  for (;;) {
    const status = call('history/import-status', { importId });
    if (status.state !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A campaign of Candle Vigil with a gust played (the candle at 4), exported from its own database. */
function exportedVigil(): { content: string; hash: string } {
  start('played.sqlite');
  const { pack } = call('packs/import', { text: vigilText() });
  const created = call('campaign/create', { name: 'Vigil night', rulesetId: pack.rulesetId, players: ['Ann'], options: {} });
  call('campaign/act', {
    campaignId: created.id,
    action: { type: 'keep-vigil', payload: {}, roll: { source: 'table', values: [5] } },
  });
  const { content } = call('history/export', { campaignId: created.id });
  services.close();
  forgetPacks();
  return { content, hash: pack.hash };
}

beforeEach(() => {
  dir = tempDir('doomkeeper-import-packs-');
  forgetPacks();
});
afterEach(() => {
  services.close();
  dir.remove();
});

describe('a pack campaign imported in the background', () => {
  it('installs the file’s pack where it is missing, and the campaign replays under it', async () => {
    const { content, hash } = exportedVigil();
    start('fresh.sqlite');
    const ended = await importInBackground(content);
    expect(ended.error).toBeNull();
    expect(ended.state).toBe('done');
    const [imported] = ended.imported!;
    expect(imported.rulesetId).toMatch(/^pack:candle-vigil@/);
    expect(candle(call('campaign/open', { campaignId: imported.id }))).toBe(4);
    expect(call('packs/list', {}).packs.map((p) => ({ hash: p.hash, campaigns: p.campaigns.length }))).toEqual([{ hash, campaigns: 1 }]);

    // After a restart (the pack registered from the database alone) it still opens.
    services.close();
    forgetPacks();
    start('fresh.sqlite');
    expect(candle(call('campaign/open', { campaignId: imported.id }))).toBe(4);
  });

  it('asks before installing it beside a different text of the same id and version, and writes nothing until told', async () => {
    const { content, hash } = exportedVigil();
    start('third.sqlite');
    const other = call('packs/import', { text: vigilText((p) => (p.author = 'Someone Else')) }).pack;
    const asked = await importInBackground(content);
    expect(asked.state).toBe('failed');
    expect(asked.error).toMatchObject({ code: 'import/pack_differs', details: { packId: 'candle-vigil', version: '1.0.0' } });
    expect(call('campaign/list', {})).toEqual([]);
    expect(call('packs/list', {}).packs.map((p) => p.hash)).toEqual([other.hash]);

    const kept = await importInBackground(content, true);
    expect(kept.error).toBeNull();
    expect(candle(call('campaign/open', { campaignId: kept.imported![0].id }))).toBe(4);
    expect(
      call('packs/list', {})
        .packs.map((p) => p.hash)
        .sort(),
    ).toEqual([other.hash, hash].sort());
  });

  it('refuses a file whose pack text was tampered with, and writes nothing', async () => {
    const { content } = exportedVigil();
    const file = JSON.parse(content);
    file.campaigns[0].pack.text = vigilText((p) => (p.version = '1.1.0'));
    start('fresh.sqlite');
    const refused = await importInBackground(JSON.stringify(file));
    expect(refused.state).toBe('failed');
    expect(refused.error?.code).toBe('import/pack_mismatch');
    expect(call('campaign/list', {})).toEqual([]);
    expect(call('packs/list', {}).packs).toEqual([]);
  });
});
