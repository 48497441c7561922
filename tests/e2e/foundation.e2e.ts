import { describe, expect, it } from 'vitest';
import { createCampaign, openAdjustByHand, openPage, shot, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-');

describe('the dice tray, as a new user tries it', () => {
  it('creates a campaign, rolls and enters dice, adjusts, undoes twice, redoes, and finds it all after a restart', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.getByText('No campaigns yet').waitFor();
    await shot(page, 'foundation-01-empty');
    await createCampaign(page, { name: 'Friday free play', rulesetId: 'dice-tray', players: ['Ann', 'Bo'] });

    // Roll 2d10 with the app's dice.
    const roll = page.getByTestId('action-roll');
    await roll.getByTestId('field-count').fill('2');
    await roll.getByTestId('field-die').selectOption('d10');
    await roll.getByTestId('roll').click();
    await expect.poll(() => page.getByTestId('history').innerText()).toContain('Rolled 2d10');
    await expect.poll(() => page.getByTestId('history').innerText()).toContain('rolled by the app');

    // Enter the table's dice: a bad value is refused with a clear message, a good one is used.
    await roll.getByTestId('field-count').fill('1');
    await roll.getByTestId('field-die').selectOption('d6');
    await roll.getByTestId('enter-dice').click();
    await page.getByTestId('die-0').fill('7');
    expect(await page.getByRole('alert').first().innerText()).toContain('A d6 shows 1 to 6');
    await expect.poll(() => page.getByTestId('dice-submit').isDisabled()).toBe(true);
    await page.getByTestId('die-0').fill('4');
    await page.getByTestId('dice-submit').click();
    await expect.poll(() => page.getByTestId('roll-total').innerText()).toBe('4');
    await expect.poll(() => page.getByTestId('history').innerText()).toContain('entered from the table');

    // A counter, raised once, then set by hand with a reason.
    const add = page.getByTestId('action-add-counter');
    await add.getByTestId('field-name').fill('Doom');
    await add.getByTestId('field-max').fill('12');
    await add.getByTestId('confirm').click();
    await page.getByTestId('counter-Doom').waitFor();
    await page.getByRole('button', { name: 'Doom plus one' }).click();
    await expect.poll(() => page.getByTestId('tracker-c1').getByTestId('tracker-value').innerText()).toBe('1');
    await openAdjustByHand(page);
    await page
      .getByTestId('tracker-c1')
      .getByRole('button', { name: /set Doom by hand/i })
      .click();
    await page.getByTestId('adjust-value').fill('5');
    await page.getByTestId('adjust-reason').fill('we forgot the last two turns');
    await page.getByTestId('adjust-save').click();
    await expect.poll(() => page.getByTestId('tracker-c1').getByTestId('tracker-value').innerText()).toBe('5');
    await expect.poll(() => page.getByTestId('history').innerText()).toContain('Doom set by hand: 1 → 5 (“we forgot the last two turns”)');
    await shot(page, 'foundation-02-play');

    // Undo twice (keyboard and button), redo once.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('tracker-c1').getByTestId('tracker-value').innerText()).toBe('1');
    await page.getByTestId('undo').click();
    await expect.poll(() => page.getByTestId('tracker-c1').getByTestId('tracker-value').innerText()).toBe('0');
    await page.getByTestId('redo').click();
    await expect.poll(() => page.getByTestId('tracker-c1').getByTestId('tracker-value').innerText()).toBe('1');
    await expect.poll(() => page.getByTestId('history').innerText()).toContain('(undone)');
    await shot(page, 'foundation-03-undo');
    expect(errors).toEqual([]);

    // Stop and restart the server: everything is where it was.
    const historyBefore = await page.getByTestId('history').innerText();
    await e2e.restartServer();
    await page.reload();
    await page.getByTestId('campaign-title').waitFor();
    await expect.poll(() => page.getByTestId('tracker-c1').getByTestId('tracker-value').innerText()).toBe('1');
    await expect.poll(() => page.getByTestId('history').innerText()).toBe(historyBefore);
    expect(await page.getByTestId('redo').isEnabled()).toBe(true);
    await page.getByText('← Campaigns').click();
    await page.getByTestId('campaign-Friday free play').waitFor();
    await shot(page, 'foundation-04-list');
  });
});

describe('the keyboard at the table', () => {
  it('R rolls, E enters the table dice, ? lists the keys — and typing in a box never triggers them', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Keyboard only', rulesetId: 'dice-tray', players: ['Ann'] });
    const history = () => page.getByTestId('history').innerText();

    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('r');
    await expect.poll(history).toContain('rolled by the app');

    await page.keyboard.press('e');
    await page.getByTestId('die-0').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('die-0');
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('6');
    await page.keyboard.press('Enter');
    await expect.poll(history).toContain('Rolled 2d6: 5, 6 — total 11.');

    // Typing an R into a text box types it; it does not roll.
    const before = (await history()).match(/Rolled/g)?.length ?? 0;
    await page.getByTestId('action-add-counter').getByTestId('field-name').fill('');
    await page.getByTestId('action-add-counter').getByTestId('field-name').type('Rr');
    await page.waitForTimeout(300);
    expect((await history()).match(/Rolled/g)?.length ?? 0).toBe(before);
    expect(await page.getByTestId('action-add-counter').getByTestId('field-name').inputValue()).toBe('Rr');

    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Shift+?');
    await page.getByTestId('shortcuts').waitFor();
    expect(await page.getByTestId('shortcuts').innerText()).toContain('roll the main action');
    await shot(page, 'foundation-05-keyboard');
    expect(errors).toEqual([]);
  });
});
