import { describe, expect, it } from 'vitest';
import { createCampaign, openPage, useE2E } from './helpers';

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
});
