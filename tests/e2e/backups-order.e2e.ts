/**
 * Issue 27 finding 4, on the backups screen: backups are listed by the play they hold, the clock
 * time only a label. A database is prepared whose newer-by-clock backup holds less (the clock was
 * set back a day between them); the screen lists the fuller one first and says what each holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServices } from '../../electron/main/services/services';
import { seriousA11yFindings } from '../support/axe';
import { rpc } from '../support/services-call';
import { launchBrowser, openPage, shot, startServer, tempDir, type RunningServer } from './helpers';

const dir = tempDir('doomkeeper-e2e-backups-order-');
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  let clock = new Date('2026-06-10T20:00:00.000Z');
  const services = startServices({
    databasePath: dir.file('campaigns.sqlite'),
    version: 'e2e',
    transport: 'websocket',
    clock: () => clock,
  });
  const created = rpc(services, 'campaign/create', { name: 'Arkham', rulesetId: 'dice-tray', players: [], options: {} });
  if (!created.ok) throw new Error(created.error.message);
  const roll = () =>
    services.dispatch('campaign/act', {
      campaignId: created.value.id,
      action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [4] } },
    });
  for (let i = 0; i < 5; i++) roll();
  services.dispatch('backup/create', {});
  for (let i = 0; i < 50; i++) roll();
  clock = new Date('2026-06-09T20:00:00.000Z'); // the clock corrected a day back
  services.dispatch('backup/create', {});
  services.close();
  server = await startServer(dir.file('campaigns.sqlite'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  dir.remove();
});

describe('the backups screen', () => {
  it('lists the backup holding the most play first, whatever its clock time, and says what each holds', async () => {
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ]) {
      const { page, errors } = await openPage(browser, server.url);
      await page.setViewportSize({ width, height });
      await page.getByTestId('nav-backups').click();
      await page.getByTestId('backup-list').waitFor();
      const holds = await page.getByTestId('backup-holds').allInnerTexts();
      expect(holds).toEqual(['56 events', '6 events']); // the set-up and every roll
      const rows = await page.locator('[data-testid="backup-list"] tbody tr').allInnerTexts();
      expect(rows[0]).toContain('2026'); // the clock time is still shown, as a label
      expect(await seriousA11yFindings(page)).toEqual([]);
      await shot(page, `backups-by-content-${width}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
