import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import {
  action,
  confirm,
  createCampaign,
  historyText,
  openPage,
  promptText,
  shot,
  shotsAtSizes,
  step,
  tableRoll,
  trackerValue,
  useE2E,
} from './helpers';

const e2e = useE2E('doomkeeper-e2e-munchkin-');

async function choose(a: Locator, fields: Record<string, string>) {
  for (const [name, label] of Object.entries(fields)) await a.getByTestId(`field-${name}`).selectOption({ label });
}

describe('Munchkin RPG, as a new user tries it', () => {
  it('plays a 4-player round spending action points, and the first player moves left', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Dungeon crawl', rulesetId: 'munchkin-rpg', players: ['Ann', 'Bob', 'Cy', 'Dee'] });

    // Set-up: stats for everyone.
    const stats: [string, string, string, string][] = [
      ['Ann', 'Intellect', 'Strength', 'Agility'],
      ['Bob', 'Strength', 'Intellect', 'Agility'],
      ['Cy', 'Strength', 'Agility', 'Intellect'],
      ['Dee', 'Agility', 'Intellect', 'Strength'],
    ];
    for (const [player, high, medium, low] of stats) {
      await choose(action(page, 'set-stats'), { player, line: `High ${high}, Medium ${medium}, Low ${low}` });
      await confirm(page, 'set-stats');
    }
    await shot(page, 'munchkin-rpg-1-setup');
    // Who goes first: a d4 from the table shows 2 — Bob.
    await tableRoll(page, 'roll-first-player', [2]);
    expect(await promptText(page)).toContain('Round 1: Bob’s turn — 5 AP left');
    expect(await trackerValue(page, 'level/p1')).toBe('2');
    expect(await trackerValue(page, 'ap/p1')).toBe('6');
    expect(await trackerValue(page, 'ap/p3')).toBe('4');

    // Bob opens a door (3 AP) from the board.
    await step(page, () => page.getByRole('button', { name: 'Open a door · 3 AP' }).click());
    expect(await trackerValue(page, 'ap/p2')).toBe('2');
    // On Bob's turn, Dee (High Agility) throws a +4 grenade: +8, from her own points.
    const grenade = action(page, 'throw-item');
    await choose(grenade, { player: 'Dee' });
    await grenade.getByTestId('field-bonus').fill('4');
    await step(page, () => grenade.getByTestId('confirm').click());
    await expect.poll(() => historyText(page)).toContain('doubled to +8');
    expect(await trackerValue(page, 'ap/p4')).toBe('4');
    // Bob still wins: 1 level and 2 treasures = 400 gold. High Strength started him at level 2 (002:45), so he reaches 3.
    const combat = action(page, 'report-combat');
    await choose(combat, { result: 'Won' });
    await combat.getByTestId('field-levels').fill('1');
    await combat.getByTestId('field-treasures').fill('2');
    await step(page, () => combat.getByTestId('confirm').click());
    expect(await trackerValue(page, 'gold/p2')).toBe('400');
    expect(await trackerValue(page, 'level/p2')).toBe('3');
    await shot(page, 'munchkin-rpg-2-bobs-turn');
    await confirm(page, 'end-turn');

    // Cy searches carefully (2 AP); Dee passes; Ann sells a card without a cost (0 AP) and buys slot 3 with it.
    expect(await promptText(page)).toContain('Cy’s turn');
    await step(page, () => page.getByRole('button', { name: 'Careful search · 2 AP' }).click());
    expect(await trackerValue(page, 'ap/p3')).toBe('2');
    await confirm(page, 'end-turn');
    expect(await promptText(page)).toContain('Dee’s turn — 4 AP left');
    await confirm(page, 'end-turn');
    expect(await promptText(page)).toContain('Ann’s turn — 6 AP left');
    const sell = action(page, 'sell');
    await sell.getByTestId('field-costless').check();
    await step(page, () => sell.getByTestId('confirm').click());
    const buy = action(page, 'buy');
    await choose(buy, { slot: 'Slot 3' });
    await buy.getByTestId('field-cost').fill('200');
    await step(page, () => buy.getByTestId('confirm').click());
    expect(await trackerValue(page, 'gold/p1')).toBe('0');
    expect(await trackerValue(page, 'ap/p1')).toBe('5');
    await confirm(page, 'end-turn');

    // End of round: two restock rolls (a 3 hits the sold slot and is rolled again), then the round turns over.
    expect(await promptText(page)).toContain('restock roll 1 of 2');
    await tableRoll(page, 'restock-roll', [3]);
    await expect.poll(() => historyText(page)).toContain('that slot was bought and is empty — roll again');
    await tableRoll(page, 'restock-roll', [5]);
    await shot(page, 'munchkin-rpg-3-restock');
    // The table's die, not the app's: an app roll of 3 would hit the bought slot and ask again.
    await tableRoll(page, 'restock-roll', [2]);
    expect(await promptText(page)).toContain('Round 2: Cy’s turn');
    expect([
      await trackerValue(page, 'ap/p1'),
      await trackerValue(page, 'ap/p2'),
      await trackerValue(page, 'ap/p3'),
      await trackerValue(page, 'ap/p4'),
    ]).toEqual(['6', '5', '4', '5']);
    expect(await page.getByTestId('seat-p3').innerText()).toContain('1st');
    await shot(page, 'munchkin-rpg-4-round-two');
    await shotsAtSizes(page, 'munchkin-rpg-mid-game');
    expect(errors).toEqual([]);
  });
});
