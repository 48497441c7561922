import { describe, expect, it } from 'vitest';
import { seriousA11yProblems } from '../support/axe';
import { confirm, createCampaign, openPage, shot, tableRoll, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-live-');

describe('every open view kept live', () => {
  it('two tabs on one campaign: an action, an undo and a redo in one show in the other without a reload', async () => {
    const { page: first, errors: firstErrors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(first, { name: 'Two tabs', rulesetId: 'dice-tray' });
    const { page: second, errors: secondErrors } = await openPage(e2e.browser, first.url());
    await second.getByTestId('campaign-title').waitFor();
    expect(await second.getByTestId('campaign-title').innerText()).toBe('Two tabs');

    // A counter added and raised in the first tab appears, with its value, in the second.
    const add = first.getByTestId('action-add-counter');
    await add.getByTestId('field-name').fill('Doom');
    await add.getByTestId('field-max').fill('12');
    await add.getByTestId('confirm').click();
    await second.getByTestId('counter-Doom').waitFor({ timeout: 5_000 });
    await first.getByRole('button', { name: 'Doom plus one' }).click();
    await expect.poll(() => second.getByTestId('counter-Doom').innerText(), { timeout: 5_000 }).toContain('1');
    await expect.poll(() => second.getByTestId('history').innerText()).toContain('Doom');

    // The second tab acts back; the first follows, and undo/redo travel both ways.
    await second.getByRole('button', { name: 'Doom plus one' }).click();
    await expect.poll(() => first.getByTestId('counter-Doom').innerText(), { timeout: 5_000 }).toContain('2');
    await first.getByTestId('undo').click();
    await expect.poll(() => second.getByTestId('counter-Doom').innerText(), { timeout: 5_000 }).toContain('1');
    await expect.poll(() => second.getByTestId('history').innerText()).toContain('(undone)');
    await second.getByTestId('redo').click();
    await expect.poll(() => first.getByTestId('counter-Doom').innerText(), { timeout: 5_000 }).toContain('2');
    // Each tab's history holds each step once, whoever made it.
    const steps = async (page: typeof first) => page.locator('[data-testid^="step-"]').count();
    await expect.poll(async () => (await steps(first)) === (await steps(second))).toBe(true);
    expect(firstErrors).toEqual([]);
    expect(secondErrors).toEqual([]);
  });

  it('the table display of a Monster Step game: big tracks, the prompt in one line, the last roll, kept live', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Solo Tuesdays', rulesetId: 'runebound-monster-step', players: ['Dan'] });
    const id = /#\/play\/(\d+)/.exec(page.url())![1];
    expect(await page.getByTestId('open-table-display').getAttribute('href')).toBe(`#/table/${id}`);
    const table = await e2e.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const tableErrors: string[] = [];
    table.on('pageerror', (error) => tableErrors.push(error.message));
    await table.goto(`${e2e.server.url}#/table/${id}`);
    await expect.poll(() => table.getByTestId('table-prompt').innerText()).toContain('Where did the hero end?');
    await expect.poll(() => table.getByTestId('table-track-doom').innerText()).toContain('0');
    expect(await table.locator('button').count()).toBe(0);

    // Dan plays his turn at the laptop; a lair opens in the Mountains of Despair: Doom 1 on the big screen.
    await confirm(page, 'hero-moved');
    await confirm(page, 'adventure-done');
    await confirm(page, 'market-done');
    await confirm(page, 'experience-done');
    await tableRoll(page, 'roll-lair-chart', [1]);
    await expect.poll(() => table.getByTestId('table-track-doom').innerText(), { timeout: 5_000 }).toMatch(/^[\s\S]*\b1\b/);
    await expect.poll(() => table.getByTestId('table-roll').innerText()).toContain('TABLE DICE');
    await expect.poll(() => table.getByTestId('table-roll').innerText()).toContain('1');
    // The roll says what it was for, in the ruleset's own sentence for the event it was recorded on.
    await expect.poll(() => table.getByTestId('table-roll-purpose').innerText()).toMatch(/lair/i);
    await expect.poll(() => table.getByTestId('table-prompt').innerText()).toMatch(/movement/i);
    await shot(table, 'table-display-1280x720');
    expect(await seriousA11yProblems(table)).toEqual([]);
    await table.setViewportSize({ width: 1920, height: 1080 });
    await shot(table, 'table-display-1920x1080');

    // The roll is undone at the laptop: the big screen no longer shows it as the last roll, and
    // shows it again when it is redone.
    await page.getByTestId('undo').click();
    await expect.poll(() => table.getByTestId('table-roll').count()).toBe(0);
    await page.getByTestId('redo').click();
    await expect.poll(() => table.getByTestId('table-roll').count()).toBe(1);
    await expect.poll(() => table.getByTestId('table-roll').innerText()).toContain('TABLE DICE');
    expect(errors).toEqual([]);
    expect(tableErrors).toEqual([]);
  });
});
