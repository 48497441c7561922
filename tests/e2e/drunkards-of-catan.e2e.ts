import { describe, expect, it } from 'vitest';
import { createCampaign, historyText, openPage, shot, step, trackerValue, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-drunkards-');

describe('Drunkards of Catan, as a new user tries it', () => {
  it('builds barrels, gifts one, and halves everyone at a festival on doubles', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Catan night', rulesetId: 'drunkards-of-catan', players: ['Ann', 'Bob', 'Cy'] });

    // Barrels built from the board's buttons: Ann 5, Bob 3, Cy 1.
    for (const [seat, count] of [
      ['p1', 5],
      ['p2', 3],
      ['p3', 1],
    ] as const) {
      for (let i = 0; i < count; i++) await step(page, () => page.getByTestId(`drinker-${seat}`).getByRole('button').click());
    }
    expect(await page.getByTestId('drinker-p1').getByTestId('barrels').innerText()).toBe('5');

    // Bob gifts Cy a barrel: Cy drinks. Each holder has its own gift offer, to the others only.
    const gift = page.getByTestId('action-gift-barrels').filter({ has: page.getByText('Bob: gift barrels') });
    await gift.getByTestId('field-to').selectOption({ label: 'Cy' });
    await step(page, () => gift.getByTestId('confirm').click());
    expect(await trackerValue(page, 'drinks/p3')).toBe('1');
    await shot(page, 'drunkards-of-catan-1-before-festival');

    // The production roll from the table: double 4s.
    const roll = page.getByTestId('action-production-roll');
    await expect.poll(() => roll.getByTestId('odds').innerText()).toContain('1 in 6: doubles → festival');
    await step(page, async () => {
      await roll.getByTestId('enter-dice').click();
      await roll.getByTestId('die-0').fill('4');
      await roll.getByTestId('die-1').fill('4');
      await roll.getByTestId('dice-submit').click();
    });
    // Ann 5 → 2 (3 drinks), Bob 2 → 1 (1 drink), Cy 2 → 1 (1 + 1 drinks).
    expect([
      await trackerValue(page, 'barrels/p1'),
      await trackerValue(page, 'barrels/p2'),
      await trackerValue(page, 'barrels/p3'),
    ]).toEqual(['2', '1', '1']);
    expect([await trackerValue(page, 'drinks/p1'), await trackerValue(page, 'drinks/p2'), await trackerValue(page, 'drinks/p3')]).toEqual([
      '3',
      '1',
      '2',
    ]);
    await expect.poll(() => historyText(page)).toContain('Festival');
    await shot(page, 'drunkards-of-catan-2-festival');

    // An ordinary roll by the app.
    await step(page, () => roll.getByTestId('roll').click());
    expect(errors).toEqual([]);
  });
});
