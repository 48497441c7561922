/**
 * Issue 28, "table dice look like the table's dice", through main: dice that follow the form (the dice tray's count and kind)
 * come from main's dice-for with their names, so each box says which die it is in the ruleset's words, never "d6 #1".
 */
import { describe, expect, it } from 'vitest';
import { action, createCampaign, openPage, shotsAtSizes, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-dice-names-');

describe('the table’s dice, named', () => {
  it('a roll of three d10 typed in from the table: Die 1 (d10), Die 2 (d10), Die 3 (d10)', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.setViewportSize({ width: 1366, height: 768 });
    await createCampaign(page, { name: 'Names', rulesetId: 'dice-tray', players: ['Ann'] });
    const roll = action(page, 'roll');
    await roll.getByTestId('field-count').fill('3');
    await roll.getByTestId('field-die').selectOption('d10');
    await roll.getByTestId('enter-dice').click();
    const names = roll.locator('.dice-entry .name');
    await expect.poll(() => names.allInnerTexts()).toEqual(['Die 1 (d10)', 'Die 2 (d10)', 'Die 3 (d10)']);
    expect(await roll.locator('.dice-entry').innerText()).not.toContain('#1');
    await shotsAtSizes(page, 'table-dice-names-dice-tray');
    expect(errors).toEqual([]);
  });
});
