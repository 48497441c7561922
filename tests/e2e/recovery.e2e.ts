/**
 * Issue 12 case 3 in the browser build: started on a database file with a damaged page, the app
 * shows the recovery screen (screenshot at 1366×768), never writes the damaged file, and
 * restoring the newest whole backup brings the campaigns back.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startServices } from '../../electron/main/services/services';
import { launchBrowser, shot, startServer, tempDir } from './helpers';

const dir = tempDir('doomkeeper-recovery-');
afterAll(() => dir.remove());

/** Two campaigns and a backup of them, written by the real services; the file closed. */
function playAndBackUp(file: string): void {
  const services = startServices({ databasePath: file, version: 'e2e', transport: 'websocket' });
  for (const name of ['Night at the Lighthouse', 'The Long Winter']) {
    const created = services.dispatch('campaign/create', { name, rulesetId: 'dice-tray', players: [], options: {} });
    if (!created.ok) throw new Error(created.error.message);
    const id = (created.value as { id: number }).id;
    for (let i = 0; i < 30; i++)
      services.dispatch('campaign/act', {
        campaignId: id,
        action: { type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'table', values: [3, 4] } },
      });
  }
  services.dispatch('backup/create', {});
  services.close();
}

/** Noise over the events table's root page, as a failing disk would leave. */
function damageEvents(file: string): void {
  const db = new Database(file, { readonly: true });
  const { rootpage } = db.prepare("SELECT rootpage FROM sqlite_schema WHERE name = 'events'").get() as { rootpage: number };
  db.close();
  const bytes = readFileSync(file);
  const pageSize = bytes.readUInt16BE(16);
  for (let i = 8; i < 600; i++) bytes[(rootpage - 1) * pageSize + i] = (i * 37 + 11) & 0xff;
  writeFileSync(file, bytes);
}

describe('a damaged database opens the recovery screen', () => {
  it('shows what happened, writes nothing, and restores the newest whole backup', async () => {
    const file = dir.file('campaigns.sqlite');
    playAndBackUp(file);
    damageEvents(file);
    const damaged = readFileSync(file);
    const server = await startServer(file);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(server.url);
      await page.getByTestId('recovery').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('damaged');
      expect(await page.getByTestId('kept-aside').innerText()).toContain('campaigns.sqlite.damaged-');
      await shot(page, 'recovery');
      expect(readFileSync(file)).toEqual(damaged);

      await page.getByTestId('recovery-restore').click();
      await page.getByTestId('recovery').waitFor({ state: 'detached' });
      await page.getByText('The Long Winter').first().waitFor();
      expect(await page.getByText('Night at the Lighthouse').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
