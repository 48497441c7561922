/**
 * Issue 18, "Set-up, list, history" and "Restoring a backup", clicked through as a table would:
 * the new campaign checklist, the campaign cards and their menu, one campaign restored from a
 * backup (in place and as a copy), and the tracks chosen for the statistics chart. Screenshots of
 * each screen at 1366×768 and 1920×1080, and axe's serious and critical findings on each.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCampaign, DOCS_SHOTS, openPage, SHOTS, shot, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-setup-');
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** axe-core's serious and critical findings inside `selector` (run as lab.e2e.ts does: the CSP refuses an injected <script>). */
async function seriousA11yProblems(page: Page, selector = 'main'): Promise<string[]> {
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: { run: (c: Element) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const { violations } = await axe.run(document.querySelector(within)!);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  }, selector);
}

/** The screen at both sizes, into the shots folder (and the README's when refreshing them), checked by axe. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const file = await shot(page, `${name}-${size.width}x${size.height}`);
    mkdirSync(DOCS_SHOTS, { recursive: true });
    if (DOCS_SHOTS !== SHOTS) copyFileSync(file, join(DOCS_SHOTS, `${name}-${size.width}x${size.height}.png`));
  }
  await page.setViewportSize(SIZES[0]);
  expect(await seriousA11yProblems(page)).toEqual([]);
}

const toList = (page: Page) => page.locator('button.brand').click();

describe('set-up, the campaign list, backups and statistics, as a table tries them', () => {
  it('sets a campaign up as a checklist, reads the cards, restores one campaign from a backup, and charts chosen tracks', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.setViewportSize(SIZES[0]);

    // New campaign: nothing chosen, Begin waits and says why.
    await page.getByTestId('new-campaign').click();
    expect(await page.getByTestId('ruleset').inputValue()).toBe('');
    await expect.poll(() => page.getByTestId('create-problem').innerText()).toBe('Choose the game.');
    expect(await page.getByTestId('create-submit').isDisabled()).toBe(true);
    await page.getByTestId('ruleset').selectOption('catan-horror');
    await page.getByTestId('campaign-name').fill('Arkham by the sea');
    await page.getByTestId('player-0').fill('Ann');
    await page.getByTestId('player-1').fill('ann');
    await expect.poll(() => page.getByTestId('duplicate-player').innerText()).toContain('Player 1 is already called “ann”');
    expect(await page.getByTestId('create-submit').isDisabled()).toBe(true);
    await page.getByTestId('player-1').fill('Ben');
    await page.getByTestId('add-player').click();
    await page.getByTestId('player-2').fill('Cy');
    expect(await page.getByTestId('player-colour-2').inputValue()).toBe('#ff6b6b');
    const grid = page.getByTestId('option-grid-catan-horror/chits');
    expect(await grid.locator('input').count()).toBe(8);
    await page.locator('#option-chits10').fill('2');
    await shoot(page, 'setup-new-campaign');
    await page.getByTestId('create-submit').click();
    await page.getByTestId('campaign-title').waitFor();

    await toList(page);
    await createCampaign(page, {
      name: 'Monster Step, the long and winding campaign of the Tuesday table',
      rulesetId: 'runebound-monster-step',
      players: ['Solo'],
    });
    await toList(page);

    // The cards: the game at a glance, a long name cut with the full name on hover, rare actions in a keyboard menu.
    const arkham = page.getByTestId('campaign-Arkham by the sea');
    await expect.poll(() => arkham.getByTestId('glance-now').innerText()).toMatch(/^Turn 0 · /);
    const step = page.getByTestId('campaign-Monster Step, the long and winding campaign of the Tuesday table');
    expect(await step.getByTestId('card-name').getAttribute('title')).toBe(
      'Monster Step, the long and winding campaign of the Tuesday table',
    );
    expect(await step.getByTestId('card-name').evaluate((h) => h.scrollWidth > h.clientWidth)).toBe(true);
    expect(await step.getByTestId('glance-track-doom').innerText()).toContain('0/12');
    await step.getByTestId('card-menu').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Rename…');
    await shoot(page, 'setup-campaign-list');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[role="menu"]').count()).toBe(0);

    // A backup, then a change: Arkham renamed from its menu.
    await page.getByTestId('nav-backups').click();
    await page.getByTestId('backup-now').click();
    await page.getByTestId('backup-manual').waitFor();
    await toList(page);
    await arkham.getByTestId('card-menu').click();
    await page.getByTestId('menu-rename').click();
    await page.getByLabel('New name for Arkham by the sea').fill('Arkham, renamed');
    await page.keyboard.press('Enter');
    await page.getByTestId('campaign-Arkham, renamed').waitFor();

    // The backup shows what it holds; Arkham goes back in place, the other campaign is untouched.
    await page.getByTestId('nav-backups').click();
    await page.getByTestId('backup-manual').getByTestId('show-contents').click();
    const held = page.getByTestId('held-Arkham by the sea');
    await expect.poll(() => held.innerText()).toContain('now called “Arkham, renamed”');
    expect(await held.innerText()).toContain('Catan Horror');
    expect(await held.innerText()).toMatch(/Ann\s*, Ben, Cy|Ann, Ben, Cy/);
    await shoot(page, 'setup-backup-contents');
    await held.getByTestId('restore-in-place').click();
    await page.getByTestId('replace-confirm').waitFor();
    await shoot(page, 'setup-backup-restore-confirm');
    await page.getByTestId('replace-yes').click();
    await expect
      .poll(() => page.getByTestId('campaign-restored').innerText())
      .toContain('“Arkham by the sea” is back as it was in the backup');
    // The backup stays open, read again against today's campaigns.
    await expect.poll(() => held.innerText()).toContain('The same as today.');
    await page.getByTestId('held-Monster Step, the long and winding campaign of the Tuesday table').getByTestId('restore-copy').click();
    await expect.poll(() => page.getByTestId('campaign-restored').innerText()).toContain('(restored ');
    await toList(page);
    await page.getByTestId('campaign-Arkham by the sea').waitFor();
    expect(await page.getByTestId('campaign-Arkham, renamed').count()).toBe(0);
    expect(await page.locator('[data-testid^="campaign-Monster Step"]').count()).toBe(2);

    // Statistics: four counters, the two that moved charted at first and the two that never moved
    // out of the list until asked for; the table picks which (three at most).
    await createCampaign(page, { name: 'Dice night', rulesetId: 'dice-tray' });
    for (const name of ['Doom', 'Terror', 'Omen', 'Gold']) {
      const add = page.getByTestId('action-add-counter');
      await add.getByTestId('field-name').fill(name);
      await add.getByTestId('field-max').fill('12');
      await add.getByTestId('confirm').click();
      await page.getByTestId(`counter-${name}`).waitFor();
    }
    await page.getByRole('button', { name: 'Doom plus one' }).click();
    await page.getByRole('button', { name: 'Gold plus one' }).click();
    await page.getByTestId('open-stats').click();
    await page.getByTestId('choose-tracks').waitFor();
    const box = (id: string) => page.getByTestId(`chart-${id}`);
    expect(await Promise.all(['c1', 'c4'].map((id) => box(id).isChecked()))).toEqual([true, true]);
    expect(await box('c2').count()).toBe(0);
    await page.getByTestId('show-still-tracks').click();
    expect(await Promise.all(['c1', 'c2', 'c3', 'c4'].map((id) => box(id).isChecked()))).toEqual([true, false, false, true]);
    await box('c3').check();
    expect(await box('c2').isDisabled()).toBe(true);
    await box('c4').uncheck();
    expect(await Promise.all(['c1', 'c2', 'c3', 'c4'].map((id) => box(id).isChecked()))).toEqual([true, false, true, false]);
    await page.getByTestId('tracks-chart').waitFor();
    await shoot(page, 'setup-stats-tracks');
    // The choice is kept for this campaign.
    await page.reload();
    await page.getByTestId('choose-tracks').waitFor();
    expect(await box('c3').isChecked()).toBe(true);
    expect(await box('c4').isChecked()).toBe(false);
    expect(await box('c2').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 240_000);
});
