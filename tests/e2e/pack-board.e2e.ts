/**
 * Issue 31: a variant pack played in the browser build through the generic pack board — the server
 * learns the pack from `--pack FILE`, the renderer draws it from the pack itself (its words, its
 * tracks, charts with the lit row, places), and the play screen, history and undo work unchanged.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousA11yFindings } from '../support/axe';
import { pinnedRulesetId } from '../../shared/packs/pinned';
import { confirm, createCampaign, historyText, openPage, promptText, ROOT, shotsAtSizes, tableRoll, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-pack-board-', { seed: 7 });
const PACK_FILE = join(ROOT, 'packs/runebound-monster-step.json');
/** The shipped pack installed as a player installs it: its campaign plays the exact text, pinned by its hash. */
const PINNED = pinnedRulesetId(
  'runebound-monster-step',
  createHash('sha256').update(readFileSync(PACK_FILE, 'utf8'), 'utf8').digest('hex'),
);

describe('the Monster Step pack on the generic board', () => {
  it('plays a turn: the quiet hero steps, the Lair chart with table dice lights its row and opens a lair, undo puts it back', async () => {
    const { page, errors } = await openPage(e2e.browser, `${e2e.server.url}#/packs`);
    await page.getByTestId('pack-file').setInputFiles(PACK_FILE);
    await page.getByTestId('pack-row').waitFor();
    await page.goto(e2e.server.url);
    await createCampaign(page, { name: 'Pack night', rulesetId: PINNED, players: ['Dan'] });

    // The board is the pack's: its steps, its tracks, its two charts, its six lair markers and eight cities.
    await expect.poll(() => promptText(page)).toContain('Movement: move your hero, then say where the hero ended.');
    await expect.poll(() => page.getByTestId('collection-lairs').locator('li').count()).toBe(6);
    await expect.poll(() => page.getByTestId('collection-cities').locator('li').count()).toBe(8);
    expect(await page.getByTestId('step-movement').getAttribute('class')).toContain('now');
    expect(await page.getByTestId('track-terror').innerText()).toContain('Terror');

    await confirm(page, 'hero-moved');
    await confirm(page, 'adventure-done');
    await confirm(page, 'market-done');
    await confirm(page, 'experience-done');
    await expect.poll(() => page.getByTestId('step-spawn').getAttribute('class')).toContain('now');

    // A 4 on the Lair chart: Ashen Hills (the row lit, with its ▶), lair marker 1 placed there, Doom +1.
    await tableRoll(page, 'roll-lair-chart', [4]);
    await expect.poll(() => page.getByTestId('lair-chart-row-3').getAttribute('class')).toContain('lit');
    expect(await page.getByTestId('lair-chart-row-3').innerText()).toContain('▶ 4');
    expect(await page.getByTestId('lair-chart-row-3').innerText()).toContain('Ashen Hills');
    await expect.poll(() => page.getByTestId('lairs-1').innerText()).toContain('Ashen Hills');
    await expect.poll(() => page.getByTestId('track-doom').getByTestId('track-value').innerText()).toBe('1 / 12');
    await expect.poll(() => historyText(page)).toContain('Lair chart: 4 — Ashen Hills');

    await shotsAtSizes(page, 'pack-board-monster-step');
    expect(await seriousA11yFindings(page)).toEqual([]);

    // The table display reads the same module: whose turn, the pack's prompt, its tracks.
    const campaignId = /#\/play\/(\d+)/.exec(page.url())![1];
    const table = await openPage(e2e.browser, `${e2e.server.url}#/table/${campaignId}`);
    await expect.poll(() => table.page.getByTestId('table-turn').innerText()).toMatch(/turn 1/i);
    await expect.poll(() => table.page.getByTestId('table-display').innerText()).toContain("Margath's Doom");
    expect(await table.page.getByTestId('table-prompt').innerText()).toContain('Turn 1: B. Movement check.');
    await shotsAtSizes(table.page, 'pack-table-display-monster-step');
    expect(table.errors).toEqual([]);
    await table.page.close();

    // Undo takes the whole step back, the board with it.
    await page.getByTestId('undo').click();
    await expect.poll(() => page.getByTestId('lair-chart-row-3').getAttribute('class')).not.toContain('lit');
    await expect.poll(() => page.getByTestId('track-doom').getByTestId('track-value').innerText()).toBe('0 / 12');
    expect(errors).toEqual([]);
  });
});
