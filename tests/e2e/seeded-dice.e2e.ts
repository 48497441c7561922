/** `serve --seed N`: the app's dice are known in advance, so an end-to-end test can drive a roll without flaking. */
import { describe, expect, it } from 'vitest';
import { d6, d10, sumDice, times } from '../../shared/engine/dice';
import { createCampaign, knownDice, openPage, useE2E } from './helpers';

const SEED = 1123;
const e2e = useE2E('doomkeeper-seeded-', { seed: SEED });

describe('a server started with a seed', () => {
  it('rolls the dice the seed says, in order, and starts the sequence again after a restart', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Known dice', rulesetId: 'dice-tray', players: ['Ann'] });
    const known = knownDice(SEED);
    const roll = page.getByTestId('action-roll');
    const rollWithApp = async (count: number, die: string) => {
      await roll.getByTestId('field-count').fill(String(count));
      await roll.getByTestId('field-die').selectOption(die);
      await roll.getByTestId('roll').click();
    };

    await rollWithApp(3, 'd6');
    await expect.poll(() => page.getByTestId('roll-total').innerText()).toBe(String(sumDice(known({ dice: times(3, d6) }))));
    await rollWithApp(2, 'd10');
    const twoD10 = known({ dice: times(2, d10) });
    await expect.poll(() => page.getByTestId('history').innerText()).toContain(`Rolled 2d10: ${twoD10.map((d) => d.value).join(', ')}`);

    await e2e.restartServer();
    await page.reload();
    await page.getByTestId('campaign-title').waitFor();
    await rollWithApp(3, 'd6');
    await expect.poll(() => page.getByTestId('roll-total').innerText()).toBe(String(sumDice(knownDice(SEED)({ dice: times(3, d6) }))));
    // While the server restarts, the page's socket retries on its own: the browser logs each refused try.
    expect(errors.filter((e) => !/WebSocket connection to .* failed: .*ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
  });
});
