import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  action,
  appRoll,
  confirm,
  historyText,
  openAdjustByHand,
  openPage,
  promptText,
  shot,
  step,
  tableRoll,
  trackerValue,
  useE2E,
} from './helpers';

const e2e = useE2E('doomkeeper-e2e-rms-');

/** Movement, Adventure, Market and Experience with nothing of the variant's happening. */
async function quietHeroSteps(page: Page, experience?: number) {
  await confirm(page, 'hero-moved');
  await confirm(page, 'adventure-done');
  await confirm(page, 'market-done');
  if (experience !== undefined) await action(page, 'experience-done').getByTestId('field-experience').fill(String(experience));
  await confirm(page, 'experience-done');
}

/** Does whatever the prompter marks as the main next step: app dice on even calls, table dice on odd ones. */
async function autopilot(page: Page, call: number) {
  const primary = page.locator('[data-testid^="action-"].primary').first();
  if (await primary.getByTestId('roll').count()) {
    if (call % 2 === 0) {
      await step(page, () => primary.getByTestId('roll').click());
    } else {
      await step(page, async () => {
        await primary.getByTestId('enter-dice').click();
        const dice = primary.locator('[data-testid^="die-"]');
        for (let i = 0; i < (await dice.count()); i++) await dice.nth(i).fill(String((call * 7 + i * 3) % 10));
        await primary.getByTestId('dice-submit').click();
      });
    }
  } else {
    await step(page, () => primary.getByTestId('confirm').click());
  }
}

describe('Runebound Monster Step, as a new user tries it', () => {
  it("plays Dan's turns, a Terror chain with undo, and a dozen Monster Steps with app and table dice", async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);

    // Set-up: the Doom track length and the house rules, each with the rule it changes.
    await page.getByTestId('new-campaign').click();
    await page.getByTestId('ruleset').selectOption('runebound-monster-step');
    await page.getByTestId('campaign-name').fill('Solo Tuesdays');
    await page.getByTestId('player-0').fill('Dan');
    await page.locator('#option-doomLength').fill('15');
    await page.locator('#option-lairCheckOneDie').check();
    await expect.poll(() => page.getByText('as the variant’s worked example does').count()).toBeGreaterThan(0);
    await shot(page, 'runebound-monster-step-01-setup');
    await page.getByTestId('create-submit').click();
    await page.getByTestId('campaign-title').waitFor();
    await expect.poll(() => promptText(page)).toContain('Where did the hero end?');
    await expect.poll(() => page.getByTestId('doom-track').innerText()).toContain('/ 15');
    await page.getByTestId('open-reference').click();
    await expect.poll(() => page.getByText('Our rulings: with no free marker, nothing appears').count()).toBeGreaterThan(0);
    await shot(page, 'runebound-monster-step-01b-reference');
    await page.getByTestId('reference').getByRole('button', { name: 'Close' }).click();

    // Turn 1: a lair opens in the Mountains of Despair (marker 1).
    await quietHeroSteps(page);
    await tableRoll(page, 'roll-lair-chart', [1]);
    await tableRoll(page, 'roll-movement-check', [1]);

    // Turn 2 (Dan): the Lair chart shows 4 — Ashen Hills gets marker 2 and a monster; a 6 moves it into Riverwatch.
    await quietHeroSteps(page, 1);
    await tableRoll(page, 'roll-lair-chart', [4]);
    await expect.poll(() => page.getByTestId('lair-2').innerText()).toContain('Ashen Hills');
    await expect.poll(() => page.getByTestId('lair-row-4').getAttribute('class')).toContain('lit');
    await tableRoll(page, 'roll-movement-check', [6]);
    await expect.poll(() => promptText(page)).toContain('Roll 2 movement dice');
    const entered = action(page, 'monster-entered-city');
    await entered.getByTestId('field-monster').selectOption({ label: 'Monster 2 (green, from lair 2)' });
    await entered.getByTestId('field-city').selectOption('riverwatch');
    await confirm(page, 'monster-entered-city');
    await expect.poll(() => page.getByTestId('city-riverwatch').innerText()).toContain('held by monster 2');
    await confirm(page, 'monsters-moved');

    // Turn 3: Dan fights it in Riverwatch and wins (life 3): free healing in the Market.
    await action(page, 'hero-moved').getByTestId('field-at').selectOption('monster-2');
    await confirm(page, 'hero-moved');
    await expect.poll(() => promptText(page)).toContain('draw green adventure cards');
    await action(page, 'fight-monster', 'Monster defeated').getByTestId('field-life').fill('3');
    await confirm(page, 'fight-monster', 'Monster defeated');
    await expect.poll(() => promptText(page)).toContain('heal all wounds and exhaustion for free');
    await confirm(page, 'market-done');
    await confirm(page, 'experience-done');
    await tableRoll(page, 'roll-lair-chart', [0]);
    await tableRoll(page, 'roll-movement-check', [3]);

    // Turn 4: Dan stands on lair 2 and closes it with 2 (1d10 house rule): 80 % shown before the roll.
    await action(page, 'hero-moved').getByTestId('field-at').selectOption('lair-2');
    await confirm(page, 'hero-moved');
    const plan = action(page, 'plan-lair-check');
    await plan.getByTestId('field-phase').selectOption('ranged');
    await plan.getByTestId('field-skill').fill('2');
    await confirm(page, 'plan-lair-check');
    await expect.poll(() => action(page, 'roll-lair-check').getByTestId('odds').innerText()).toContain('80 %');
    await shot(page, 'runebound-monster-step-02-lair-odds');
    await tableRoll(page, 'roll-lair-check', [5]);
    await expect.poll(() => historyText(page)).toContain('5 → 7 vs 5 ✓');
    await confirm(page, 'seal-lair', 'Seal by discarding an Ally');
    await expect.poll(() => page.getByTestId('lair-2').innerText()).toContain('sealed');
    await expect.poll(() => page.getByTestId('lair-row-4').getAttribute('class')).toContain('struck');
    await expect.poll(() => trackerValue(page, 'doom')).toBe('1');
    await shot(page, 'runebound-monster-step-03-sealed');
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await page.getByTestId('board').scrollIntoViewIfNeeded();
      await page.waitForTimeout(700);
      await shot(page, `runebound-monster-step-board-midgame-${size.width}x${size.height}`);
    }
    await confirm(page, 'market-done');
    await confirm(page, 'experience-done');
    await appRoll(page, 'roll-lair-chart');
    await autopilot(page, 0);

    // Tom's chain by hand (000:74): Terror set to 2, a new Event card → Terror 3 → City chart 6: Greyhaven → an Ally → Doom +1.
    while (!(await promptText(page)).includes('Where did the hero end?')) await autopilot(page, 2);
    const doomBefore = await trackerValue(page, 'doom');
    await openAdjustByHand(page);
    await page.getByTestId('tracker-terror').getByRole('button').first().click();
    await page.getByTestId('adjust-value').fill('2');
    await page.getByTestId('adjust-save').click();
    await expect.poll(() => trackerValue(page, 'terror')).toBe('2');
    await confirm(page, 'event-card-in-play');
    await expect.poll(() => trackerValue(page, 'terror')).toBe('3');
    await expect.poll(() => promptText(page)).toContain('Terror reached 3: roll the City chart');
    expect(await trackerValue(page, 'doom')).toBe(doomBefore);
    await tableRoll(page, 'roll-city-chart', [6]);
    await expect.poll(() => historyText(page)).toContain('Greyhaven closes for good');
    await expect.poll(() => historyText(page)).toMatch(/Terror reached 3 →\s*City chart 6: Greyhaven\./);
    await expect.poll(() => page.getByTestId('city-row-6').getAttribute('class')).toContain('struck');
    await shot(page, 'runebound-monster-step-04-city-chart');

    // Undo the City chart and the Event card: Greyhaven reopens, Terror and Doom go back; redo restores them.
    await step(page, () => page.getByTestId('undo').click());
    await expect.poll(() => page.getByTestId('city-row-6').innerText()).toContain('open');
    await step(page, () => page.getByTestId('undo').click());
    await expect.poll(() => trackerValue(page, 'terror')).toBe('2');
    await expect.poll(() => trackerValue(page, 'doom')).toBe(doomBefore);
    await step(page, () => page.getByTestId('redo').click());
    await step(page, () => page.getByTestId('redo').click());
    await expect.poll(() => trackerValue(page, 'terror')).toBe('3');
    await expect.poll(() => page.getByTestId('city-row-6').innerText()).toContain('closed');
    expect(await trackerValue(page, 'doom')).toBe(doomBefore);
    await confirm(page, 'discard-ally', 'Ally discarded');
    await expect.poll(() => trackerValue(page, 'doom')).toBe(String(Number(doomBefore) + 1));

    // A dozen more Monster Steps on the prompter's main button, app and table dice in turn.
    const turnOf = async () => Number((await page.getByTestId('turn').innerText()).replace(/\D/g, ''));
    const startTurn = await turnOf();
    for (let call = 3; call < 400 && (await turnOf()) < startTurn + 12 && !(await page.getByTestId('outcome').count()); call++) {
      await autopilot(page, call);
    }
    expect((await turnOf()) >= startTurn + 12 || (await page.getByTestId('outcome').count()) > 0).toBe(true);
    await shot(page, 'runebound-monster-step-05-campaign');
    const history = await historyText(page);
    expect(history).toMatch(/Lair chart \d/);
    expect(history).toMatch(/Movement check \d/);
    expect(history).toContain('entered from the table');
    expect(history).toContain('rolled by the app');
    expect(errors).toEqual([]);
  });
});
