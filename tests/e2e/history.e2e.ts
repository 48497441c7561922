import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCampaign, openAdjustByHand, openPage, shot, startServer, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-history-');

const trackerValue = (page: Page) => page.getByTestId('tracker-c1').getByTestId('tracker-value').innerText();

/** Clicks a button that downloads a file; returns the file's name and text. */
async function downloaded(page: Page, testId: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

describe('campaign history, as a new user tries it', () => {
  it('plays, ends the session and reads the recap, explores the chronicle, exports, imports, and restores a backup', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Friday chronicle', rulesetId: 'dice-tray', players: ['Ann', 'Bo'] });

    // Play a little: a Doom counter raised twice, table dice, a hand adjustment, one undo.
    const add = page.getByTestId('action-add-counter');
    await add.getByTestId('field-name').fill('Doom');
    await add.getByTestId('field-max').fill('12');
    await add.getByTestId('confirm').click();
    await page.getByTestId('counter-Doom').waitFor();
    await page.getByRole('button', { name: 'Doom plus one' }).click();
    await expect.poll(() => trackerValue(page)).toBe('1');
    await page.getByRole('button', { name: 'Doom plus one' }).click();
    await expect.poll(() => trackerValue(page)).toBe('2');
    const roll = page.getByTestId('action-roll');
    await roll.getByTestId('field-count').fill('2');
    await roll.getByTestId('field-die').selectOption('d6');
    await roll.getByTestId('enter-dice').click();
    await page.getByTestId('die-0').fill('6');
    await page.getByTestId('die-1').fill('3');
    await page.getByTestId('dice-submit').click();
    await expect.poll(() => page.getByTestId('history').innerText()).toContain('entered from the table');
    await openAdjustByHand(page);
    await page
      .getByTestId('tracker-c1')
      .getByRole('button', { name: /set Doom by hand/i })
      .click();
    await page.getByTestId('adjust-value').fill('7');
    await page.getByTestId('adjust-reason').fill('the omen struck twice');
    await page.getByTestId('adjust-save').click();
    await expect.poll(() => trackerValue(page)).toBe('7');
    await page.getByRole('button', { name: 'Doom plus one' }).click();
    await expect.poll(() => trackerValue(page)).toBe('8');
    await page.getByTestId('undo').click();
    await expect.poll(() => trackerValue(page)).toBe('7');

    // End the session: its recap.
    await page.getByTestId('end-session').click();
    await expect.poll(() => page.getByTestId('recap').innerText()).toContain('Session 1 is over');
    expect(await page.getByTestId('recap-moves').innerText()).toContain('Doom appeared at 7');
    expect(await page.getByTestId('recap').innerText()).toContain('set by hand: 2 → 7');
    expect(await page.getByTestId('recap').innerText()).toContain('1 undone');
    await shot(page, 'history-01-session-recap');

    // Close and reopen: "previously…".
    await page.getByText('← Campaigns').click();
    await page.getByTestId('campaign-Friday chronicle').waitFor();
    await page.reload();
    await page.getByTestId('open-Friday chronicle').click();
    await expect.poll(() => page.getByTestId('recap').innerText()).toContain('Previously…');
    // The strip's one line, in words: the session and its size, with details on demand.
    expect(await page.getByTestId('recap').innerText()).toMatch(/session 1 · \d+ actions?\b[\s\S]*Details/);
    await shot(page, 'history-02-previously');

    // The chronicle: every event, the undone step struck, the state as it was.
    await page.getByTestId('open-chronicle').click();
    await page.getByTestId('chronicle-title').waitFor();
    const log = page.getByTestId('chronicle-log');
    await expect.poll(() => log.innerText()).toContain('(undone)');
    expect(await log.innerText()).toContain('TABLE');
    expect(await log.innerText()).toContain('the omen struck twice');
    await log.getByText('Doom: 0 → 1.').click();
    await expect.poll(() => page.getByTestId('as-it-was').innerText()).toContain('After:');
    // Drawn on the ruleset's own board, read-only: its counter at 1, its − and + disabled.
    const pastDoom = page.getByTestId('past-board').getByTestId('counter-Doom');
    await expect.poll(() => pastDoom.getByTestId('counter-value').innerText()).toBe('1');
    const pastButtons = pastDoom.getByRole('button', { includeHidden: true });
    expect(await pastButtons.count()).toBeGreaterThan(0);
    expect(await pastButtons.evaluateAll((els) => els.every((el) => el.matches(':disabled')))).toBe(true);

    // A checkpoint here; play on; return to it; then go back before it and be told why it cannot be reached.
    await page.getByTestId('checkpoint-name').fill('before the Endgame');
    await page.getByTestId('checkpoint-save').click();
    const checkpoint = page.getByTestId('checkpoint-before the Endgame');
    await checkpoint.waitFor();
    expect(await checkpoint.innerText()).toContain('the game is here');
    await page.getByTestId('back-to-game').click();
    await page.getByRole('button', { name: 'Doom plus one' }).click();
    await expect.poll(() => trackerValue(page)).toBe('8');
    await page.getByTestId('open-chronicle').click();
    await expect.poll(() => checkpoint.innerText()).toContain('undo back to it');
    await checkpoint.getByTestId('checkpoint-return').click();
    await expect.poll(() => checkpoint.innerText()).toContain('the game is here');
    await expect.poll(() => log.innerText()).toContain('Went back to an earlier point.');
    await log.locator('[data-testid^="chronicle-step-"]').filter({ hasText: 'Doom: 0 → 1.' }).locator('[data-testid^="rewind-"]').click();
    await page.getByTestId('confirm-rewind-go').click();
    await expect.poll(() => checkpoint.innerText()).toContain('redo first');
    await checkpoint.getByTestId('checkpoint-return').click();
    await expect.poll(() => page.getByTestId('error').innerText()).toContain('redo up to it first');
    await page.getByTestId('error').getByRole('button', { name: 'Dismiss' }).click();

    // Filters and search.
    await page.getByTestId('filter-kind').selectOption('dice');
    // Wait for the filtered rows: the roll is in the unfiltered log too.
    await expect.poll(() => log.innerText()).not.toContain('set by hand');
    expect(await log.innerText()).toContain('entered from the table');
    await page.getByTestId('filter-kind').selectOption('all');
    await page.getByTestId('filter-text').fill('omen');
    await expect.poll(() => log.locator('button.event').count()).toBe(1);
    await page.getByTestId('filter-text').fill('');
    await log.getByText('Doom: 0 → 1.').click();
    await expect.poll(() => page.getByTestId('past-board').getByTestId('counter-value').innerText()).toBe('1');
    await shot(page, 'history-03-chronicle');

    // Export all three formats and read them.
    const json = await downloaded(page, 'export-json');
    expect(json.name).toMatch(/^doomkeeper-friday-chronicle-.*\.json$/);
    const file = JSON.parse(json.text);
    expect(file.campaigns[0]).toMatchObject({ name: 'Friday chronicle', rulesetId: 'dice-tray' });
    const csv = await downloaded(page, 'export-csv');
    expect(csv.text.split('\r\n')[0]).toContain('campaign,ruleset,session,turn');
    expect(csv.text).toContain('the omen struck twice');
    const markdown = await downloaded(page, 'export-md');
    expect(markdown.text).toContain('# Friday chronicle');
    expect(markdown.text).toContain('## Session 1');
    expect(markdown.text).toContain('*(undone)*');

    // Statistics.
    await page.getByTestId('open-stats').click();
    await page.getByTestId('tracks-chart').waitFor();
    await expect.poll(() => page.getByTestId('verdict-d6-table').innerText()).toContain('Too few rolls');
    await shot(page, 'history-04-stats');

    // Import a corrupted copy: refused whole with the reason.
    await page.getByTestId('back-to-game').click();
    await page.getByText('← Campaigns').click();
    const corrupted = JSON.parse(json.text);
    corrupted.campaigns[0].rulesetId = 'chess';
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(corrupted)) });
    await expect.poll(() => page.getByTestId('error').innerText()).toContain('Import refused');
    expect(await page.getByTestId('error').innerText()).toContain('"chess" rules');
    await shot(page, 'history-05-import-refused');
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'half.json', mimeType: 'application/json', buffer: Buffer.from(json.text.slice(0, 200)) });
    await expect.poll(() => page.getByTestId('error').innerText()).toContain('not valid JSON');
    expect(await page.locator('[data-testid^="campaign-"]').count()).toBe(1);

    // Import the good file again: it is already here — keep both.
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(json.text) });
    await page.getByTestId('import-exists').waitFor();
    await shot(page, 'history-06-import-exists');
    await page.getByTestId('import-keep-both').click();
    await page.getByTestId('campaign-Friday chronicle (imported)').waitFor();

    // Backups: one was made before the import; restore it, then undo the restore.
    await page.getByTestId('nav-backups').click();
    await page.getByTestId('backup-list').waitFor();
    expect(await page.getByTestId('backup-list').innerText()).toContain('before an import');
    await page.getByTestId('backup-before-import').getByTestId('restore').click();
    await page.getByTestId('restore-yes').click();
    await page.getByTestId('restore-done').waitFor();
    expect(await page.getByTestId('backup-list').innerText()).toContain('before a restore');
    await shot(page, 'history-07-backups');
    await page.getByText('← Campaigns').click();
    await page.getByTestId('campaign-Friday chronicle').waitFor();
    expect(await page.getByTestId('campaign-Friday chronicle (imported)').count()).toBe(0);
    await page.getByTestId('nav-backups').click();
    await page.getByTestId('undo-restore').click();
    await expect.poll(() => page.getByTestId('restore-done').count()).toBe(0);
    await page.getByText('← Campaigns').click();
    await page.getByTestId('campaign-Friday chronicle (imported)').waitFor();

    // Across campaigns.
    await page.getByTestId('nav-stats').click();
    await expect.poll(() => page.getByTestId('results-by-ruleset').innerText()).toMatch(/2/);
    // Each player's record across campaigns, matched by name (the import sits Ann and Bo again), and the screen says how.
    const ann = page.getByTestId('player-record').filter({ hasText: 'Ann' });
    expect(await ann.locator('td').allInnerTexts()).toEqual(['2', '0', '0', '0', '0']);
    expect(await page.getByTestId('player-records-matching').innerText()).toMatch(/same name counts as the same player/);
    await shot(page, 'history-08-all-stats');

    // The JSON export opens in a fresh profile with the same history.
    const fresh = await startServer(e2e.dir.file('fresh.sqlite'));
    try {
      const other = await openPage(e2e.browser, fresh.url);
      await other.page.getByText('No campaigns yet').waitFor();
      await other.page
        .getByTestId('import-file')
        .setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(json.text) });
      await other.page.getByTestId('open-Friday chronicle').click();
      await other.page.getByTestId('history').waitFor();
      await page.getByRole('button', { name: /Doomkeeper/ }).click();
      await page.getByTestId('open-Friday chronicle').click();
      await page.getByTestId('history').waitFor();
      // The history's rows arrive a page after the view: wait for them before comparing.
      await expect.poll(() => page.locator('[data-testid^="step-"]').count()).toBeGreaterThan(3);
      await expect.poll(() => other.page.locator('[data-testid^="step-"]').count()).toBeGreaterThan(3);
      await expect.poll(() => other.page.getByTestId('history').innerText()).toBe(await page.getByTestId('history').innerText());
      expect(await other.page.getByTestId('tracker-c1').innerText()).toBe(await page.getByTestId('tracker-c1').innerText());
      await shot(other.page, 'history-09-fresh-profile');
      expect(other.errors).toEqual([]);
    } finally {
      await fresh.stop();
    }
    expect(errors).toEqual([]);
  });
});
