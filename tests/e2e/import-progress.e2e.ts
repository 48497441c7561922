/**
 * Issue 27 finding 7, as the owner sees it: a large export imported from the header shows its
 * progress ("Checking n of N events…") with a button to stop it, and ends with the campaigns in
 * the list; stopped, it writes nothing. Screenshots at 1366×768 and 1920×1080; axe serious = 0.
 */
import { describe, expect, it } from 'vitest';
import { largeExport } from '../reliability/large-export';
import { seriousA11yProblems } from '../support/axe';
import { openPage, shot, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-import-');

describe('a large import shows its progress', () => {
  it('says n of N events while it checks, can be stopped, and lists the campaigns once imported', async () => {
    const file = largeExport(5_000_000, 1000);
    const buffer = Buffer.from(file.content);
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.getByText('No campaigns yet').waitFor();

    // Stopped while it checks: nothing is written.
    await page.getByTestId('import-file').setInputFiles({ name: 'large.json', mimeType: 'application/json', buffer });
    await expect.poll(() => page.getByTestId('import-progress-words').innerText(), { timeout: 30_000 }).toMatch(/of [\d,]+ events/);
    await page.getByTestId('import-stop').click();
    await expect.poll(() => page.getByTestId('import-progress').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.locator('[data-testid^="campaign-"]').count()).toBe(0);

    // Let run: progress (n of all N events, in whichever phase it is by the time we look — checking, or
    // reading back once a loaded machine has moved past checking between two looks), then every campaign.
    await page.getByTestId('import-file').setInputFiles({ name: 'large.json', mimeType: 'application/json', buffer });
    await expect
      .poll(() => page.getByTestId('import-progress-words').innerText(), { timeout: 30_000 })
      .toMatch(new RegExp(`(Checking|Reading back) [\\d,]+ of ${file.events.toLocaleString('en')} events`));
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ]) {
      await page.setViewportSize({ width, height });
      await shot(page, `import-progress-${width}x${height}`);
    }
    expect(await seriousA11yProblems(page)).toEqual([]);
    await expect.poll(() => page.locator('[data-testid^="campaign-Long night"]').count(), { timeout: 120_000 }).toBe(file.campaigns);
    expect(await page.getByTestId('import-progress').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 240_000);
});
