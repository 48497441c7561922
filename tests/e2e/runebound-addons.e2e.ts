import { describe, expect, it } from 'vitest';
import { createCampaign, historyText, openOtherThings, openPage, shot, step, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-addons-');

describe('the Runebound add-ons beside any game, as a new user tries them', () => {
  it('ticks the set-up checklist, empowers a ritual from the board, and sees it reset when it changes hands', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Rituals on the side', rulesetId: 'runebound-addons', players: ['Ann', 'Ben'] });
    const checklist = page.getByTestId('setup-checklist');
    await expect.poll(() => checklist.innerText()).toContain('Rituals and Runes: shuffle its 30 market cards');
    await step(page, () => checklist.getByRole('button').first().click());
    await expect.poll(() => historyText(page)).toContain('Set-up step done: Rituals and Runes');
    await step(page, () => page.getByTestId('action-setup-done').getByTestId('confirm').click());

    const add = page.getByTestId('action-ritual-add');
    await add.getByTestId('field-owner').selectOption('p2');
    await add.getByTestId('field-title').fill('Ward of the Deep Stone');
    for (const [i, t] of ['hills', 'hills', 'mountains', 'road', 'swamp'].entries())
      await add.getByTestId(`field-slot${i + 1}`).selectOption(t);
    await step(page, () => add.getByTestId('confirm').click());
    const ritual = page.getByTestId('ritual-r1');
    for (const name of [/Hills slot 1/, /Hills slot 2/, /Mountains slot 3/, /Road slot 4/, /Swamp slot 5/]) {
      await step(page, () => ritual.getByRole('button', { name }).click());
    }
    await expect.poll(() => ritual.innerText()).toContain('empowered');
    await expect.poll(() => historyText(page)).toContain('fully empowered: Ben may now use it');
    await shot(page, 'runebound-addons-01-empowered');

    await openOtherThings(page);
    const transfer = page.getByTestId('action-ritual-transfer');
    await transfer.getByTestId('field-to').selectOption('p1');
    await step(page, () => transfer.getByTestId('confirm').click());
    await expect.poll(() => ritual.innerText()).toContain('0/5');
    await expect.poll(() => ritual.innerText()).toContain('Ann');
    await page.getByTestId('undo').click();
    await expect.poll(() => ritual.innerText()).toContain('empowered');
    await shot(page, 'runebound-addons-02-undo-transfer');
    expect(errors).toEqual([]);
  });
});
