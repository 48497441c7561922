/**
 * The screens have addresses (vue-router, hash history): back and forward walk them, a reload
 * reopens the screen it was on, and the first load fetches only the campaign list's code — a
 * ruleset's words and board, chart.js and papaparse arrive when their screen opens.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCampaign, openPage, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-nav-');
const hash = (page: Page) => new URL(page.url()).hash;

describe('addresses of the screens', () => {
  it('back and forward walk the screens, a reload reopens the one shown, and code loads with its screen', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.getByText('No campaigns yet').waitFor();
    expect(scripts.filter((s) => /dice-tray|Board|charts|PlayScreen/.test(s))).toEqual([]);

    // The new-campaign form has its own address; creating replaces it with the play screen.
    await page.getByTestId('new-campaign').click();
    expect(hash(page)).toBe('#/new');
    await page.goBack();
    await expect.poll(() => page.getByTestId('ruleset').count()).toBe(0);
    await createCampaign(page, { name: 'Walk', rulesetId: 'dice-tray' });
    expect(hash(page)).toMatch(/^#\/play\/\d+$/);
    const id = /\d+/.exec(hash(page))![0];
    await page.getByTestId('action-roll').waitFor();
    expect(scripts.some((s) => /DiceTrayBoard/.test(s))).toBe(true);
    expect(scripts.some((s) => /charts/.test(s))).toBe(false);

    // Play → chronicle → statistics, then back twice and forward once.
    await page.getByTestId('open-chronicle').click();
    await page.getByTestId('chronicle-title').waitFor();
    expect(hash(page)).toBe(`#/campaign/${id}/chronicle`);
    await page.getByTestId('open-stats').click();
    await page.getByTestId('stats-title').waitFor();
    expect(hash(page)).toBe(`#/campaign/${id}/stats`);
    expect(scripts.some((s) => /charts/.test(s))).toBe(true);
    await page.goBack();
    await page.getByTestId('chronicle-title').waitFor();
    await page.goBack();
    await page.getByTestId('campaign-title').waitFor();
    expect(hash(page)).toBe(`#/play/${id}`);
    await page.goForward();
    await page.getByTestId('chronicle-title').waitFor();

    // A reload reopens the screen the address names; the old play address still opens the game.
    await page.reload();
    await page.getByTestId('chronicle-title').waitFor();
    await page.goto(`${e2e.server.url}#/backups`);
    await page.getByTestId('backups-title').waitFor();
    await page.reload();
    await page.getByTestId('backups-title').waitFor();
    await page.goto(`${e2e.server.url}#/campaign/${id}`);
    await page.getByTestId('campaign-title').waitFor();
    expect(hash(page)).toBe(`#/play/${id}`);
    await page.goto(`${e2e.server.url}#/no/such/screen`);
    await page.getByTestId('campaign-Walk').waitFor();
    expect(hash(page)).toBe('#/');
    expect(errors).toEqual([]);
  });
});
