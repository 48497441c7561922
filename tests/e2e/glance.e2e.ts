/**
 * What just happened, where the eye is (issues 28 and 30): a Catan Horror and a Monster Step game
 * make headlines that show in the play screen's strip, come up on the table display and settle
 * into its "Tonight" column, and open the session's recap; undo and redo show a toast naming
 * the step, with the opposite move on it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { action, confirm, createCampaign, DOCS_SHOTS, openPage, shot, step, tableRoll, useE2E } from './helpers';
import { mkdirSync } from 'node:fs';
import { seriousA11yFindings, seriousA11yProblems } from '../support/axe';
import { join } from 'node:path';

const e2e = useE2E('doomkeeper-e2e-glance-');

const strip = (page: Page) => page.getByTestId('just-happened');
const headlines = (page: Page) => strip(page).getByTestId('headline').allInnerTexts();

/** The play screen as the eye sees it, at a laptop and a large screen (kept in docs/screenshots with DOOMKEEPER_DOCS_SHOTS=1). */
async function shotsOfPlay(page: Page, name: string) {
  mkdirSync(DOCS_SHOTS, { recursive: true });
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(DOCS_SHOTS, `${name}-${size.width}.png`) });
  }
}

/** The table display of the campaign open on `page`, in a second tab. */
async function tableDisplayOf(page: Page): Promise<Page> {
  const href = await page.getByTestId('open-table-display').getAttribute('href');
  const table = await e2e.browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await table.goto(`${e2e.server.url}${href}`);
  await table.getByTestId('table-tonight').waitFor();
  return table;
}

describe('headlines, from the strip to the table display and the recap', () => {
  it('Monster Step: a lair opening and Doom rising lead the strip, flash on the table display, stay tonight; undo and redo name the step', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Solo glance', rulesetId: 'runebound-monster-step', players: ['Dan'] });
    const table = await tableDisplayOf(page);
    await expect.poll(() => table.getByTestId('table-tonight').innerText()).toContain('Nothing big yet tonight');
    expect(await table.getByTestId('table-read-aloud').isChecked()).toBe(false);

    for (const type of ['hero-moved', 'adventure-done', 'market-done', 'experience-done']) await confirm(page, type);
    await tableRoll(page, 'roll-lair-chart', [1]);

    // The strip: the table's die drawn large, marked as the table's, and the headlines by weight.
    await expect.poll(() => headlines(page)).toContain('Lair 1 opens at Mountains of Despair.');
    const shown = await headlines(page);
    expect(shown.some((h) => /Doom/.test(h))).toBe(true);
    expect(shown.indexOf('Lair 1 opens at Mountains of Despair.')).toBeLessThan(shown.findIndex((h) => /Doom/.test(h)));
    expect(await strip(page).getByTestId('roll-source').innerText()).toMatch(/table dice/i);
    expect(await strip(page).getByTestId('die').count()).toBe(1);
    await shotsOfPlay(page, 'glance-01-strip-monster-step');

    // The table display: full-width for a moment, then in "Tonight".
    await expect.poll(() => table.getByTestId('table-headline-flash').innerText()).toContain('Lair 1 opens');
    await expect.poll(() => table.getByTestId('table-tonight').innerText()).toContain('Lair 1 opens');
    await table.screenshot({ path: join(DOCS_SHOTS, 'glance-02-table-headline-1920.png') });
    await expect.poll(() => table.getByTestId('table-headline-flash').count(), { timeout: 12_000 }).toBe(0);

    // Undo: a toast names the step, with Redo on it; the strip shows the step now on top.
    await step(page, () => page.getByTestId('undo').click());
    await expect.poll(() => page.getByTestId('undo-toast-text').innerText()).toMatch(/^Undone: Lair chart 1/);
    await expect.poll(() => headlines(page)).toEqual([]);
    await expect.poll(() => table.getByTestId('table-tonight').innerText()).not.toContain('Lair 1 opens');
    await shot(page, 'glance-03-undo-toast');
    // The strip and the toast add no serious finding. (The board column's own scroll region, `.main`,
    // is the play layout's — issue 28's "Smaller" list — and is left to it.)
    const findings = await seriousA11yFindings(page);
    expect(findings.filter((f) => f.target !== '.main').map((f) => `${f.rule}: ${f.target}`)).toEqual([]);
    expect(await seriousA11yProblems(table)).toEqual([]);
    await page.getByTestId('undo-toast').hover();
    await step(page, () => page.getByTestId('undo-toast-again').click());
    await expect.poll(() => page.getByTestId('undo-toast-text').innerText()).toMatch(/^Redone: Lair chart 1/);
    await expect.poll(() => headlines(page)).toContain('Lair 1 opens at Mountains of Despair.');
    // Keyboard: the toast's Undo is reachable and works.
    await page.getByTestId('undo-toast-again').focus();
    await step(page, () => page.keyboard.press('Enter'));
    await expect.poll(() => page.getByTestId('undo-toast-text').innerText()).toMatch(/^Undone:/);
    await step(page, () => page.getByTestId('undo-toast-again').click());

    // The session's end: "Previously on…" leads with the headlines.
    await page.getByTestId('end-session').click();
    await expect.poll(() => page.getByTestId('recap').innerText()).toContain('Lair 1 opens at Mountains of Despair.');
    expect(await page.getByTestId('recap-highlights').innerText()).toContain('Lair 1 opens');
    await shot(page, 'glance-04-recap-monster-step');
    expect(errors).toEqual([]);
    await table.close();
    await page.close();
  });

  it('Catan Horror: a gate opening is a headline in the strip, on the table display and in "previously on…"', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Horror glance', rulesetId: 'catan-horror', players: ['Ann', 'Ben'] });
    const table = await tableDisplayOf(page);
    for (const who of ['Ann', 'Ben']) {
      for (const [size, label] of [
        ['city', `${who} City`],
        ['settlement', `${who} Farm`],
      ]) {
        const add = action(page, 'add-town', `${who}'s`);
        await add.getByTestId('field-label').fill(label);
        await add.getByTestId('field-size').selectOption(size);
        await step(page, () => add.getByTestId('confirm').click());
      }
    }
    await step(page, () => action(page, 'begin').getByTestId('confirm').click());
    await tableRoll(page, 'roll-setup-gate', [1, 3]);
    if (await action(page, 'roll-gate-hex').count()) await tableRoll(page, 'roll-gate-hex', [2]);
    const open = action(page, 'open-gate');
    await open.getByTestId('field-label').fill('Gate 4');
    await step(page, () => open.getByTestId('confirm').click());

    await expect.poll(() => headlines(page)).toEqual([expect.stringMatching(/^A gate opens on 4: Gate 4/)]);
    await shotsOfPlay(page, 'glance-05-strip-catan-horror');
    await expect.poll(() => table.getByTestId('table-tonight').innerText()).toContain('A gate opens on 4: Gate 4');
    await expect.poll(() => table.getByTestId('table-headline-flash').count(), { timeout: 12_000 }).toBe(0);
    await table.screenshot({ path: join(DOCS_SHOTS, 'glance-06-table-tonight-1920.png') });

    // Reopened, "previously on…" tells the session from its headlines.
    await page.getByTestId('end-session').click();
    await expect.poll(() => page.getByTestId('recap').innerText()).toContain('A gate opens on 4: Gate 4');
    await page.reload();
    await page.getByTestId('campaign-title').waitFor();
    await expect.poll(() => page.getByTestId('recap').innerText()).toContain('Previously');
    await expect.poll(() => page.getByTestId('recap-headlines').innerText()).toContain('A gate opens on 4: Gate 4');
    expect(errors).toEqual([]);
    await table.close();
    await page.close();
  });
});
