/**
 * Issue 32 on the Packs screen, clicked through the browser build: a pack written for the test is
 * refused with its field errors while broken, installed once fixed, offered by the new-campaign
 * form beside the built-in rulesets, kept (remove disabled, with the reason) while a campaign plays
 * it, and removed once none does; a campaign export carrying a different text of an installed pack
 * asks before installing it beside (the import worker's path). Screenshots at 1366×768 and 1920×1080.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startServices } from '../../electron/main/services/services';
import { IMPORT_INLINE_BELOW } from '../../electron/main/services/imports';
import { seriousA11yFindings } from '../support/axe';
import { caller } from '../support/services-call';
import { vigilText } from '../support/vigil-pack';
import { DOCS_SHOTS, openPage, tableRoll, tempDir, trackerValue, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-packs-');
/** The screen at a laptop and a large screen (kept in docs/screenshots with DOOMKEEPER_DOCS_SHOTS=1). */
async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(DOCS_SHOTS, { recursive: true });
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(DOCS_SHOTS, `${name}-${size.width}.png`) });
  }
}
const file = (name: string, text: string) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

describe('the Packs screen', () => {
  it('refuses a broken pack with every problem, installs it fixed, offers it for a new campaign and keeps it while played', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.getByTestId('nav-packs').click();
    await page.getByTestId('packs-empty').waitFor();

    const broken = vigilText((p) => {
      (p.players as { min: unknown }).min = 'one';
      (p.tracks[0] as { id: string }).id = 'Candle!';
    });
    await page.getByTestId('pack-file').setInputFiles(file('candle-vigil.json', broken));
    await page.getByTestId('pack-problems').waitFor();
    const problems = await page.getByTestId('pack-problem').allInnerTexts();
    expect(problems.some((p) => p.startsWith('/players/min'))).toBe(true);
    expect(problems.some((p) => p.startsWith('/tracks/0/id'))).toBe(true);
    expect(await page.getByTestId('pack-problems').innerText()).toContain('“candle-vigil.json” was not installed');
    expect(await page.getByTestId('pack-row').count()).toBe(0);
    await shots(page, 'packs-refused');
    expect(await seriousA11yFindings(page)).toEqual([]);

    await page.getByTestId('pack-file').setInputFiles(file('candle-vigil.json', vigilText()));
    await page.getByTestId('pack-row').waitFor();
    expect(await page.getByTestId('pack-problems').count()).toBe(0);
    const row = await page.getByTestId('pack-row').innerText();
    expect(row).toContain('Candle Vigil');
    expect(row).toContain('version 1.0.0');
    expect(row).toContain('by Test Author');
    expect(row).toContain('No campaign plays it yet');

    // The new-campaign form offers it beside the built-in rulesets.
    await page.getByTestId('packs-title').waitFor();
    await page.goto(`${e2e.server.url}#/new`);
    const offered = page.getByTestId('ruleset-packs').locator('option');
    await offered.first().waitFor({ state: 'attached' });
    expect(await offered.allInnerTexts()).toEqual(['Candle Vigil 1.0.0 (pack)']);
    const rulesetId = await offered.first().getAttribute('value');
    expect(rulesetId).toMatch(/^pack:candle-vigil@[0-9a-f]{12}$/);
    await page.getByTestId('ruleset').selectOption(rulesetId);
    expect(await page.locator('.about').innerText()).toContain('a variant pack by Test Author');
    await page.getByTestId('campaign-name').fill('Vigil night');
    await page.getByTestId('player-0').fill('Ann');
    await page.getByTestId('create-submit').click();
    await page.waitForURL(/#\/play\/\d+/);
    // Played before the pack's board exists: the prompter offers the pack's actions; a gust (5) burns the candle by 2.
    await tableRoll(page, 'keep-vigil', [5]);
    await expect.poll(() => trackerValue(page, 'candle')).toBe('4');

    await page.goto(`${e2e.server.url}#/packs`);
    await page.getByTestId('pack-row').waitFor();
    await expect.poll(() => page.getByTestId('pack-used-by').innerText()).toBe('Played in “Vigil night”');
    expect(await page.getByTestId('pack-remove').isDisabled()).toBe(true);
    expect(await page.getByTestId('pack-kept').innerText()).toBe('Kept while a campaign plays it.');
    await shots(page, 'packs');
    expect(await seriousA11yFindings(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('moving a campaign to a newer version of its pack', () => {
  it('shows what would differ before it commits, moves it, and undoes the move', async () => {
    const { page, errors } = await openPage(e2e.browser, `${e2e.server.url}#/packs`);
    await page.getByTestId('pack-row').waitFor();
    // The campaign of the first test plays 1.0.0; it keeps the vigil through a gust, then 1.1.0 arrives.
    const harsher = vigilText((p) => {
      p.version = '1.1.0';
      p.charts[0].rows[1].effects = [{ add: 'candle', by: -3 }];
    });
    await page.getByTestId('pack-file').setInputFiles(file('candle-vigil-1.1.0.json', harsher));
    await expect.poll(() => page.getByTestId('pack-row').count()).toBe(2);
    await page.getByTestId('pack-move').click();
    await page.getByTestId('upgrade-preview').waitFor();
    expect(await page.getByTestId('upgrade-preview').innerText()).toContain('Move “Vigil night” from 1.0.0 to 1.1.0?');
    // The gust burns 3 under 1.1.0: the second step in force is the first to differ.
    expect(await page.getByTestId('upgrade-first-difference').innerText()).toBe(
      'The first difference comes at step 2 of the game (Keep the vigil).',
    );
    expect(await page.getByTestId('upgrade-trackers').innerText()).toMatch(/Candle\s+4 → 3\s+4\s+3/);
    await shots(page, 'packs-upgrade');
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.getByTestId('upgrade-confirm').click();
    await page.getByTestId('upgrade-done').waitFor();
    await expect
      .poll(() => page.getByTestId('pack-used-by').allInnerTexts())
      .toEqual(['Played in “Vigil night (1.0.0)”', 'Played in “Vigil night”']);
    await page.getByTestId('undo-upgrade').click();
    await expect
      .poll(() => page.getByTestId('pack-used-by').allInnerTexts())
      .toEqual(['Played in “Vigil night”', 'No campaign plays it yet']);
    expect(errors).toEqual([]);
  });
});

describe('the pack editor', () => {
  it('shows the problems inline and listed, saves the fixed pack as a new version, and the campaign still plays its own until moved', async () => {
    const { page, errors } = await openPage(e2e.browser, `${e2e.server.url}#/packs`);
    await page.getByTestId('pack-row').first().waitFor();
    await page.locator('[data-pack="candle-vigil@1.0.0"]').getByTestId('pack-edit').click();
    await expect.poll(() => page.getByTestId('editor-title').innerText()).toBe('Editing “Candle Vigil” 1.0.0');
    await page.getByTestId('editor-valid').waitFor();
    expect(await page.getByTestId('editor-outline').innerText()).toContain('Actions (2)');

    const edit = async (text: string) => {
      await page.locator('.cm-content').click();
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText(text);
    };
    // Broken: the action rolls a chart that does not exist.
    await edit(vigilText((p) => (p.actions[0].effects[0] = { roll: 'draft' } as never)));
    await page.getByTestId('editor-problem').first().waitFor();
    expect(await page.getByTestId('editor-problem').allInnerTexts()).toEqual([
      '/actions/0/effects/0/roll names the chart "draft", which the pack does not declare',
    ]);
    // The problem's pointer jumps to its place in the JSON, underlined there.
    await page.getByTestId('editor-problem').getByRole('button').click();
    await page.locator('.cm-lintRange-error').first().waitFor();
    expect(await page.locator('.cm-lintRange-error').first().innerText()).toBe('"draft"');
    expect(await page.getByTestId('editor-save').isDisabled()).toBe(true);
    await shots(page, 'pack-editor');
    expect(await seriousA11yFindings(page)).toEqual([]);

    // Fixed, and gentler: a gust burns 1.
    await edit(vigilText((p) => (p.charts[0].rows[1].effects = [{ add: 'candle', by: -1 }])));
    await page.getByTestId('editor-valid').waitFor();
    // The live preview plays the edited pack: keep the vigil (main rolls), undo, start over.
    const preview = page.getByTestId('pack-preview');
    await preview.getByTestId('preview-action-keep-vigil').click();
    await expect.poll(() => preview.innerText()).toMatch(/Dawn\D+2/);
    await shots(page, 'pack-editor-preview');
    expect(await seriousA11yFindings(page)).toEqual([]);
    await preview.getByTestId('preview-undo').click();
    await expect.poll(() => preview.innerText()).toMatch(/Dawn\D+1/);
    expect(await preview.getByTestId('preview-problem').count()).toBe(0);
    expect(await page.getByTestId('editor-version').inputValue()).toBe('1.0.1');
    await page.getByTestId('editor-save').click();
    await page.locator('[data-pack="candle-vigil@1.0.1"]').waitFor();

    // The campaign still plays 1.0.0: a gust burns 2 (4 → 2), not 1.
    await page.goto(`${e2e.server.url}#/`);
    await page.getByTestId('open-Vigil night').click();
    await page.getByTestId('campaign-title').waitFor();
    await expect.poll(() => trackerValue(page, 'candle')).toBe('4');
    await tableRoll(page, 'keep-vigil', [5]);
    await expect.poll(() => trackerValue(page, 'candle')).toBe('2');

    // Moved explicitly to 1.0.1, the same two gusts burn 1 each.
    await page.goto(`${e2e.server.url}#/packs`);
    await page.getByTestId('pack-move').filter({ hasText: 'to 1.0.1' }).click();
    await page.getByTestId('upgrade-preview').waitFor();
    expect(await page.getByTestId('upgrade-trackers').innerText()).toMatch(/Candle\s+4 → 5\s+2\s+4/);
    await page.getByTestId('upgrade-confirm').click();
    await page.getByTestId('open-upgraded').click();
    await page.getByTestId('campaign-title').waitFor();
    await expect.poll(() => trackerValue(page, 'candle')).toBe('4');
    expect(errors).toEqual([]);
  });

  it('simulates the pack as it stands in the lab, with the random policy and no profile', async () => {
    const { page, errors } = await openPage(e2e.browser, `${e2e.server.url}#/packs`);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.locator('[data-pack="candle-vigil@1.0.1"]').getByTestId('pack-edit').click();
    await page.getByTestId('editor-valid').waitFor();
    await page.getByTestId('editor-simulate').click();
    await expect.poll(() => page.getByTestId('lab-ruleset').inputValue()).toMatch(/^pack:candle-vigil/);
    await page.getByTestId('lab-policy').selectOption('random');
    await page.getByTestId('lab-games').fill('40');
    await page.getByTestId('lab-seed').fill('3');
    await page.getByTestId('lab-run').click();
    const lines = async () => (await page.locator('.progress-line').allInnerTexts()).filter((t) => t.trim());
    await expect
      .poll(async () => (await lines()).length > 0 && (await lines()).every((t) => t.includes('done')), { timeout: 120_000 })
      .toBe(true);
    expect(await page.getByTestId('lab-summary-a').innerText()).toContain('40 games');
    expect(errors).toEqual([]);
  });
});

/**
 * A campaign of "Candle Vigil" 1.0.0 as another table wrote it (another author: another text of
 * the same id and version), exported from a database of its own; padded past the inline size so
 * the import runs in the worker.
 */
function foreignExport(): string {
  const dir = tempDir('doomkeeper-e2e-packs-foreign-');
  const services = startServices({ databasePath: dir.file('foreign.sqlite'), version: 'test', transport: 'ipc' });
  const { call } = caller(() => services);
  try {
    const { pack } = call('packs/import', { text: vigilText((p) => (p.author = 'Someone Else')) });
    const created = call('campaign/create', { name: 'Their vigil', rulesetId: pack.rulesetId, players: ['Bo'], options: {} });
    call('campaign/act', { campaignId: created.id, action: { type: 'keep-vigil', payload: {}, roll: { source: 'table', values: [5] } } });
    const { content } = call('history/export', { campaignId: created.id });
    return `${content}${' '.repeat(IMPORT_INLINE_BELOW)}`;
  } finally {
    services.close();
    dir.remove();
  }
}

describe('importing a campaign whose pack differs from the installed one', () => {
  it('asks before installing the file’s pack beside it; the campaign then plays its own', async () => {
    const content = foreignExport();
    const { page, errors } = await openPage(e2e.browser, `${e2e.server.url}#/packs`);
    await page.locator('[data-pack="candle-vigil@1.0.0"]').waitFor();
    const before = await page.getByTestId('pack-row').count();
    await page.getByTestId('import-file').setInputFiles(file('their-vigil.json', content));
    const question = page.getByTestId('import-exists');
    await question.waitFor();
    expect(await question.getByRole('heading').innerText()).toBe('A different pack of that name');
    expect(await question.innerText()).toContain('The file carries “Candle Vigil” 1.0.0');
    expect(await page.getByTestId('import-keep-both').innerText()).toBe('Install it beside the other');
    // Nothing is installed while the table has not answered.
    expect(await page.getByTestId('pack-row').count()).toBe(before);
    await shots(page, 'import-pack-differs');
    expect(await seriousA11yFindings(page)).toEqual([]);

    await page.getByTestId('import-keep-both').click();
    await expect.poll(() => page.getByTestId('pack-row').count()).toBe(before + 1);
    expect(await page.getByTestId('import-exists').count()).toBe(0);
    await page.goto(`${e2e.server.url}#/`);
    await page.getByTestId('open-Their vigil').click();
    await page.getByTestId('campaign-title').waitFor();
    await expect.poll(() => trackerValue(page, 'candle')).toBe('4');
    expect(errors).toEqual([]);
  });
});
