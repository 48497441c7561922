import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCampaign, historyText, openAdjustByHand, openPage, promptText, shot, step, trackerValue, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-cat-');

const town = (page: Page, id: string) => page.getByTestId(`town-${id}`).innerText();
/** The number a town card's track shows ("3" of "3 left of 3"). */
const townTrack = async (page: Page, id: string, track: string) =>
  (await page.getByTestId(`town-${id}-${track}`).getByTestId('track-value').innerText()).split(/\s/)[0];

describe('The Cataclysm, as a new user tries it', () => {
  it('sets up with the app dealing the cataclysm, claims a first curse card, and undoes across the chain', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'After the star fell', rulesetId: 'runebound-cataclysm', players: ['Ann', 'Ben', 'Cat'] });
    await expect.poll(() => page.getByTestId('setup-checklist').innerText()).toContain('three Level I on top');
    await shot(page, 'runebound-cataclysm-01-setup');
    await step(page, () => page.getByTestId('action-setup-done').getByTestId('confirm').click());

    // Starting towns from the last player to the first; a town already taken is not offered.
    await expect.poll(() => promptText(page)).toContain('Cat: choose a starting town');
    const place = page.getByTestId('action-place-hero');
    await place.getByTestId('field-town').selectOption('greyhaven');
    await step(page, () => place.getByTestId('confirm').click());
    await expect.poll(() => promptText(page)).toContain('Ben: choose a starting town');
    expect(await page.getByTestId('action-place-hero').getByTestId('field-town').locator('option[value="greyhaven"]').count()).toBe(0);
    await page.getByTestId('action-place-hero').getByTestId('field-town').selectOption('forge');
    await step(page, () => page.getByTestId('action-place-hero').getByTestId('confirm').click());
    await page.getByTestId('action-place-hero').getByTestId('field-town').selectOption('frostgate');
    await step(page, () => page.getByTestId('action-place-hero').getByTestId('confirm').click());

    // The cataclysm: the table's dice d8..d2 (all 1s) deal the counters in order — curses first, then three ruins.
    await expect.poll(() => promptText(page)).toContain('Deal the cataclysm counters');
    const draw = page.getByTestId('action-draw-cataclysm');
    await draw.getByTestId('enter-dice').click();
    for (let i = 0; i < 7; i++) await page.getByTestId(`die-${i}`).fill('1');
    await step(page, () => page.getByTestId('dice-submit').click());
    await expect.poll(() => town(page, 'vynelvale')).toContain('Curse of the Savage Brood');
    await expect.poll(() => town(page, 'greyhaven')).toContain('destroyed');
    await expect.poll(() => historyText(page)).toContain('Cat stands in ruined Greyhaven');
    await shot(page, 'runebound-cataclysm-02-cataclysm');

    // Quest counters, first player first.
    for (const space of ['3', '1', '5']) {
      const quest = page.getByTestId('action-choose-quest-counter');
      await quest.getByTestId('field-space').selectOption(space);
      await step(page, () => quest.getByTestId('confirm').click());
    }
    await expect.poll(() => promptText(page)).toContain('Ann’s turn');
    await expect.poll(() => promptText(page)).toContain('12 victory points');

    // Ann sets her starting gold, then trades during her movement: 2 trading dice, 1 on her terrain, 2 gold paid.
    await openAdjustByHand(page);
    await page
      .getByTestId('tracker-gold-p1')
      .getByRole('button', { name: /by hand/ })
      .click();
    await page.getByTestId('adjust-value').fill('3');
    await page.getByTestId('adjust-save').click();
    await expect.poll(() => trackerValue(page, 'gold-p1')).toBe('3');
    const trade = page.getByTestId('action-trade');
    await trade.getByTestId('field-tradingPool').fill('2');
    await trade.getByTestId('field-matches').fill('1');
    await trade.getByTestId('field-spent').fill('2');
    await step(page, () => trade.getByTestId('confirm').click());
    await expect.poll(() => page.getByTestId('last-trade').innerText()).toContain('3 travel dice · 2 trading dice · 1 trade');
    await expect.poll(() => trackerValue(page, 'gold-p1')).toBe('1');
    await shot(page, 'runebound-cataclysm-05-trade');

    // Ann tries a Level I card of the Savage Brood in Vynelvale and wins it: 1 point, 1 gold and a quest revealed.
    const attempt = page.getByTestId('action-attempt-curse').filter({ hasText: 'Try a Level I curse card' });
    await attempt.getByTestId('field-curse').selectOption('savage-brood');
    await step(page, () => attempt.getByTestId('confirm').click());
    await expect.poll(() => promptText(page)).toContain('Ann draws a random Level I card of the Curse of the Savage Brood in Vynelvale');
    await expect.poll(() => townTrack(page, 'vynelvale', 'level-one')).toBe('3');
    await step(page, () => page.getByTestId('action-curse-result').filter({ hasText: 'claims the card' }).getByTestId('confirm').click());
    await expect.poll(() => trackerValue(page, 'vp-p1')).toBe('1');
    await expect.poll(() => trackerValue(page, 'gold-p1')).toBe('2');
    await expect.poll(() => historyText(page)).toContain('A quest (Level II) of the Curse of the Savage Brood is drawn at random');
    await expect.poll(() => townTrack(page, 'vynelvale', 'quests')).toBe('1');
    await expect.poll(() => page.getByTestId('hero-p1').innerText()).toContain('Curse of the Savage Brood: I');
    await shot(page, 'runebound-cataclysm-03-first-claim');

    // Undo takes back the claim and the quest together; again takes back the draw; redo twice restores both.
    await page.getByTestId('undo').click();
    await expect.poll(() => trackerValue(page, 'vp-p1')).toBe('0');
    await expect.poll(() => townTrack(page, 'vynelvale', 'quests')).toBe('0');
    await expect.poll(() => promptText(page)).toContain('draws a random Level I card');
    await page.getByTestId('undo').click();
    await expect.poll(() => promptText(page)).toContain('Ann’s turn');
    await shot(page, 'runebound-cataclysm-04-undone');
    await page.getByTestId('redo').click();
    await expect.poll(() => promptText(page)).toContain('draws a random Level I card');
    await page.getByTestId('redo').click();
    await expect.poll(() => trackerValue(page, 'vp-p1')).toBe('1');
    await expect.poll(() => townTrack(page, 'vynelvale', 'quests')).toBe('1');

    // A second Level I card from the same deck is not offered, nor one of another town this adventure step; the Level III card is.
    expect(await page.getByTestId('action-attempt-curse').filter({ hasText: 'Try a Level I curse card' }).count()).toBe(0);
    expect(
      await page.getByTestId('action-attempt-curse').filter({ hasText: 'Face a Level III' }).getByTestId('field-curse').innerText(),
    ).toContain('Savage Brood');
    // The trading pool belongs to movement: after the adventure step began it is no longer offered.
    expect(await page.getByTestId('action-trade').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
