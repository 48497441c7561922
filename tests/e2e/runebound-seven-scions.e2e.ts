import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { action, historyText, openAdjustByHand, openPage, promptText, shot, step, trackerValue, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-7s-');

/** One storm step for this challenge colour (and, when no storm card is drawn, the end of the turn). */
async function stormStep(page: Page, colour: 'none' | 'green' | 'yellow' | 'blue') {
  const label = colour === 'none' ? 'no Challenge defeated' : `${colour} Challenge defeated`;
  await step(page, () => action(page, 'storm-step', label).getByTestId('confirm').click());
}
async function endTurn(page: Page) {
  await step(page, () => page.getByTestId('action-end-turn').getByTestId('confirm').click());
}

describe('The Seven Scions, as a new user tries it', () => {
  it('sets up, takes scion counters on an Event, rides the storm through two resets with undo across the chain, tracks a ritual, and names the Seventh Scion', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.getByTestId('new-campaign').click();
    await page.getByTestId('ruleset').selectOption('runebound-seven-scions');
    await page.getByTestId('campaign-name').fill('Storm season');
    await page.getByTestId('player-0').fill('Ann');
    if (!(await page.getByTestId('player-1').count())) await page.getByTestId('add-player').click();
    await page.getByTestId('player-1').fill('Ben');
    await page.locator('#option-ritualsAndRunes').check();
    await shot(page, 'runebound-seven-scions-00-create');
    await page.getByTestId('create-submit').click();
    await page.getByTestId('campaign-title').waitFor();

    // Set-up: the checklist says how many storm cards of each colour (2 players: 2) and lists the ritual add-on.
    const checklist = page.getByTestId('setup-checklist');
    await expect.poll(() => checklist.innerText()).toContain('take 2 at random of green');
    await expect.poll(() => checklist.innerText()).toContain('Rituals and Runes');
    await step(page, () => checklist.getByRole('button').first().click());
    await shot(page, 'runebound-seven-scions-01-setup');
    await step(page, () => page.getByTestId('action-setup-done').getByTestId('confirm').click());
    await expect.poll(() => promptText(page)).toContain('Ann: move and adventure');

    // Ann draws an Event: she takes the Archer's counter, Ben passes.
    await step(page, () => page.getByTestId('action-event-drawn').getByTestId('confirm').click());
    await expect.poll(() => promptText(page)).toContain('Ann, take one scion counter');
    await step(page, () => action(page, 'take-scion-counter', 'the Archer').getByTestId('confirm').click());
    await step(page, () => page.getByTestId('action-pass-scion-counter').getByTestId('confirm').click());
    await expect.poll(() => page.getByTestId('scion-1').innerText()).toContain('held by Ann');

    // Blue, blue: the counter climbs to 6.
    await stormStep(page, 'blue');
    await endTurn(page);
    await stormStep(page, 'blue');
    await endTurn(page);
    await expect.poll(() => trackerValue(page, 'storm-position')).toBe('6');

    // Ann defeats a yellow challenge: 6 + 2 = 8, the top stack exactly — no storm yet.
    await stormStep(page, 'yellow');
    await expect.poll(() => trackerValue(page, 'storm-position')).toBe('8');
    await expect.poll(() => page.getByTestId('pending-storm').count()).toBe(0);
    await endTurn(page);

    // Ben defeats a blue challenge: off the top — reset below the bottom and a green storm card.
    await stormStep(page, 'blue');
    await expect.poll(() => historyText(page)).toContain('went off the top');
    await expect.poll(() => promptText(page)).toContain('Draw a Green storm card');
    await expect.poll(() => trackerValue(page, 'storm-position')).toBe('0');
    await expect.poll(() => trackerValue(page, 'storm-green')).toBe('1');
    await expect.poll(() => page.getByTestId('storm-resets').innerText()).toBe('1');
    await shot(page, 'runebound-seven-scions-02-first-reset');

    // Undo takes back the move, the reset and the storm card together; redo brings them back.
    await page.getByTestId('undo').click();
    await expect.poll(() => trackerValue(page, 'storm-position')).toBe('8');
    await expect.poll(() => trackerValue(page, 'storm-green')).toBe('2');
    await expect.poll(() => page.getByTestId('storm-resets').innerText()).toBe('0');
    await expect.poll(() => promptText(page)).toContain('Ben: move and adventure');
    await shot(page, 'runebound-seven-scions-03-undone');
    await page.getByTestId('redo').click();
    await expect.poll(() => trackerValue(page, 'storm-green')).toBe('1');
    await expect.poll(() => promptText(page)).toContain('Draw a Green storm card');

    // During the storm step Ann spends the Archer's counter; the storm challenge is beaten.
    await step(page, () => page.getByTestId('action-use-scion-counter').getByTestId('confirm').click());
    await expect.poll(() => page.getByTestId('scion-1').innerText()).toContain('on the card');
    const resolve = page.getByTestId('action-resolve-storm-card');
    await resolve.getByTestId('field-result').selectOption('challenge-defeated');
    await step(page, () => resolve.getByTestId('confirm').click());
    await endTurn(page);

    // Three more blue challenges: the second reset draws the last green storm card.
    await stormStep(page, 'blue');
    await endTurn(page);
    await stormStep(page, 'blue');
    await endTurn(page);
    await stormStep(page, 'blue');
    await expect.poll(() => page.getByTestId('storm-resets').innerText()).toBe('2');
    await expect.poll(() => trackerValue(page, 'storm-green')).toBe('0');
    await expect.poll(() => page.getByTestId('storm-deck-yellow').innerText()).toContain('next storm');
    await shot(page, 'runebound-seven-scions-04-second-reset');

    // Ritual tracker: Inner Fire for Ann; Outer Fire for her too is refused with the clashing word.
    const add = page.getByTestId('action-ritual-add');
    await add.getByTestId('field-owner').selectOption('p1');
    await add.getByTestId('field-title').fill('Inner Fire');
    for (const [i, t] of ['forest', 'forest', 'hills', 'river', 'mountains'].entries())
      await add.getByTestId(`field-slot${i + 1}`).selectOption(t);
    await step(page, () => add.getByTestId('confirm').click());
    await page.getByTestId('ritual-r1').waitFor();
    await add.getByTestId('field-title').fill('Outer Fire');
    await add.getByTestId('confirm').click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('shares the capitalised word “Fire” with Inner Fire');
    await shot(page, 'runebound-seven-scions-05-ritual-clash');
    await step(page, () =>
      page
        .getByTestId('ritual-r1')
        .getByRole('button', { name: /Hills slot 3/ })
        .click(),
    );
    await expect.poll(() => page.getByTestId('ritual-r1').innerText()).toContain('1/5');
    await shot(page, 'runebound-seven-scions-06-ritual');

    // The table agrees to skip ahead: no yellow or blue storm cards left (set by hand).
    const resolve2 = page.getByTestId('action-resolve-storm-card');
    await resolve2.getByTestId('field-result').selectOption('event-resolved');
    await step(page, () => resolve2.getByTestId('confirm').click());
    await endTurn(page);
    for (const colour of ['yellow', 'blue']) {
      await openAdjustByHand(page);
      await page
        .getByTestId(`tracker-storm-${colour}`)
        .getByRole('button', { name: /by hand/ })
        .click();
      await page.getByTestId('adjust-value').fill('0');
      await page.getByTestId('adjust-save').click();
      await expect.poll(() => trackerValue(page, `storm-${colour}`)).toBe('0');
    }

    // The next storm is due with only Stormlords left: the endgame. Ben is the higher level and goes first.
    await stormStep(page, 'blue');
    await endTurn(page);
    await stormStep(page, 'blue');
    await endTurn(page);
    await stormStep(page, 'blue');
    await expect.poll(() => promptText(page)).toContain('Only Stormlords remain');
    await expect.poll(() => promptText(page)).toContain('discard 2 wound(s)');
    // Every hero's level (the total bonus of his experience counters) and gold, before any order is set.
    await expect.poll(() => promptText(page)).toContain('Still to enter: Ann, Ben');
    expect(await page.getByTestId('action-face-stormlords').count()).toBe(0);
    const level = page.getByTestId('action-set-hero-level');
    for (const [player, lv, gold] of [
      ['p2', '4', '3'],
      ['p1', '2', '9'],
    ]) {
      await level.getByTestId('field-player').selectOption(player);
      await level.getByTestId('field-level').fill(lv);
      await level.getByTestId('field-gold').fill(gold);
      await step(page, () => level.getByTestId('confirm').click());
    }
    await expect.poll(() => page.getByTestId('level-p2').innerText()).toBe('4');
    await step(page, () => page.getByTestId('action-face-stormlords').getByTestId('confirm').click());
    await expect.poll(() => promptText(page)).toContain('Ben faces the Stormlords next');
    await step(page, () => page.getByTestId('action-shuffle-stormlords').getByTestId('roll').click());
    await step(page, () => page.getByTestId('action-stormlord-defeated').getByTestId('confirm').click());
    const ko = page.getByTestId('action-hero-knocked-out');
    await ko.getByTestId('field-wounds').fill('3');
    await step(page, () => ko.getByTestId('confirm').click());
    await step(page, () => page.getByTestId('action-shuffle-stormlords').getByTestId('roll').click());
    await step(page, () => page.getByTestId('action-stormlord-defeated').getByTestId('confirm').click());
    await step(page, () => page.getByTestId('action-stormlord-defeated').getByTestId('confirm').click());
    await expect.poll(() => page.getByTestId('outcome').innerText()).toContain('Ann defeated the most Stormlords: the Seventh Scion');
    await expect.poll(() => page.getByTestId('endgame').innerText()).toContain('Seventh Scion');
    await shot(page, 'runebound-seven-scions-08-winner');

    // The rules reference carries our rulings.
    await page.getByTestId('open-reference').click();
    await expect.poll(() => page.getByTestId('reference').innerText()).toContain('ruling S-1');
    await shot(page, 'runebound-seven-scions-07-reference');
    expect(errors).toEqual([]);
  });
});
