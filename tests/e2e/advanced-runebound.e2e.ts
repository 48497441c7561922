import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { action, createCampaign, openAdjustByHand, openPage, promptText, shot, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-ar-');

const cardText = (page: Page, space: number) => page.getByTestId(`space-${space}`).innerText();
const cardsOnTrack = (page: Page) => page.getByTestId('track-cards').getByTestId('track-value').innerText();

async function placeCard(page: Page, colour: string) {
  const before = await page.getByTestId('history').innerText();
  await page.getByTestId(`board-place-${colour}`).click();
  await expect.poll(() => page.getByTestId('history').innerText()).not.toBe(before);
}

/** The whole screen at a laptop's and a large screen's size, the board scrolled into view. */
async function boardShots(page: Page, name: string) {
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await page.getByTestId('board').scrollIntoViewIfNeeded();
    await page.waitForTimeout(700);
    await shot(page, `${name}-${size.width}x${size.height}`);
  }
}

async function setTracker(page: Page, id: string, label: RegExp, value: number) {
  await openAdjustByHand(page);
  await page.getByTestId(`tracker-${id}`).getByRole('button', { name: label }).click();
  await page.getByTestId('adjust-value').fill(String(value));
  await page.getByTestId('adjust-save').click();
  await expect.poll(() => page.getByTestId(`tracker-${id}`).getByTestId('tracker-value').innerText()).toBe(String(value));
}

describe('Advanced Runebound, as a new user tries it', () => {
  it('plays a 3-player game: hazards, a doom counter, undo across the chain, the Endgame and a winner', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Advanced Friday', rulesetId: 'advanced-runebound', players: ['John', 'Mara', 'Tess'] });

    // Set-up: one green card beside Tamalir; John, first of three, rolls 3 movement dice.
    await expect.poll(() => cardText(page, 1)).toContain('Green');
    await expect.poll(() => promptText(page)).toContain('roll 3 movement dice');
    await shot(page, 'advanced-runebound-01-setup');

    // The rules reference is one click away and carries our rulings.
    await page.getByTestId('open-reference').click();
    await expect.poll(() => page.getByText('a solo hero reads the 2-player row').count()).toBeGreaterThan(0);
    await shot(page, 'advanced-runebound-01b-reference');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Two discarded cards go up the track from the board's buttons.
    await placeCard(page, 'yellow');
    await placeCard(page, 'blue');
    await expect.poll(() => cardText(page, 2)).toContain('Yellow');
    await expect.poll(() => cardText(page, 3)).toContain('Blue');

    // John ends in a forest; the dice show plains and hills: a hazard. Five symbols loop round three cards to space 2.
    const hazard = page.getByTestId('action-check-hazard');
    await hazard.getByTestId('field-terrain').selectOption('forest');
    await hazard.getByTestId('field-plains').check();
    await hazard.getByTestId('field-hills').check();
    await hazard.getByTestId('confirm').click();
    await expect.poll(() => promptText(page)).toContain('Travel hazard!');
    const number = page.getByTestId('action-hazard-number');
    await number.getByTestId('field-symbols').fill('5');
    await number.getByTestId('confirm').click();
    await expect.poll(() => promptText(page)).toContain('the card on Riverwatch (space 2) is yellow');
    await expect.poll(() => cardText(page, 2)).toContain('hazard');
    await shot(page, 'advanced-runebound-02-hazard');

    // He beats the yellow challenge and takes 2 experience from the pile; the card goes to Vynelvale.
    const won = action(page, 'resolve-hazard', 'Challenge defeated');
    await won.getByTestId('field-experience').fill('2');
    await won.getByTestId('confirm').click();
    await expect.poll(() => cardText(page, 4)).toContain('Yellow');
    await expect.poll(() => page.getByTestId('tracker-experience:p1').getByTestId('tracker-value').innerText()).toBe('2');

    // The fifth card, then the sixth: the first doom counter goes on Tamalir, the sixth card moves there.
    await placeCard(page, 'green');
    await placeCard(page, 'red');
    await expect.poll(() => page.getByTestId('history').innerText()).toContain('Doom counter 1 goes on Tamalir (space 1)');
    await expect.poll(() => cardsOnTrack(page)).toBe('1 / 6');
    await expect.poll(() => cardText(page, 1)).toContain('Red');
    await expect.poll(() => cardText(page, 1)).toContain('doom');
    await shot(page, 'advanced-runebound-03-doom-counter');

    // Undo takes back the card and its doom counter together; redo puts both back.
    await page.getByTestId('undo').click();
    await expect.poll(() => cardsOnTrack(page)).toBe('5 / 6');
    await expect.poll(() => cardText(page, 1)).not.toContain('doom');
    await page.getByTestId('redo').click();
    await expect.poll(() => cardsOnTrack(page)).toBe('1 / 6');

    // John counts his gold on his own card: + is there because the prompt offers counting John's gold.
    await page.getByRole('button', { name: 'John Gold plus one' }).click();
    await expect.poll(() => page.getByTestId('hero-p1-gold').getByTestId('counter-value').innerText()).toBe('1');
    expect(await page.getByRole('button', { name: 'Mara Gold plus one' }).count()).toBe(0);
    await boardShots(page, 'advanced-runebound-board-midgame');

    // John ends his turn; Mara's first turn is 4 dice.
    await page.getByTestId('action-end-turn').getByTestId('confirm').click();
    await expect.poll(() => promptText(page)).toContain('Mara');
    await expect.poll(() => promptText(page)).toContain('roll 4 movement dice');

    // Fast-forward by hand to seven doom counters, give John level 3; Mara and Tess tie on level and gold.
    await setTracker(page, 'doom-counters', /Doom counters by hand/i, 7);
    await setTracker(page, 'level:p1', /John: level by hand/i, 3);
    await setTracker(page, 'red:p2', /Mara: red challenge cards by hand/i, 1);
    for (const colour of ['green', 'yellow', 'blue', 'green', 'yellow']) await placeCard(page, colour);
    await expect.poll(() => page.getByTestId('history').innerText()).toContain('the Endgame begins');
    await expect.poll(() => promptText(page)).toContain('Some heroes tie on level and gold');
    await shot(page, 'advanced-runebound-04-endgame');

    // The app rolls for Mara and Tess's order; John (level 3) goes first.
    await page.getByTestId('action-set-endgame-order').getByTestId('roll').click();
    await expect.poll(() => promptText(page)).toContain('John faces the red deck');

    // John beats a red challenge and must draw again, then falls; the next hero is up.
    await action(page, 'confrontation', 'Defeated it (not Margath)').getByTestId('confirm').click();
    await expect.poll(() => promptText(page)).toContain('John won and must draw again');
    await action(page, 'confrontation', 'Failed or knocked out').getByTestId('confirm').click();
    await expect.poll(() => page.getByTestId('hero-p1').innerText()).toContain('eliminated');
    const second = (await promptText(page)).startsWith('Mara') ? 'Mara' : 'Tess';
    await shot(page, 'advanced-runebound-05-confrontation');

    // The second hero defeats High Lord Margath and wins.
    await action(page, 'confrontation', 'Defeated High Lord Margath').getByTestId('confirm').click();
    await expect.poll(() => page.getByTestId('outcome').innerText()).toContain(`${second} defeated High Lord Margath and wins`);
    await shot(page, 'advanced-runebound-06-winner');

    // Undo the winning step: the confrontation is back; redo: the winner again.
    await page.getByTestId('undo').click();
    await expect.poll(() => promptText(page)).toContain(`${second} faces the red deck`);
    await page.getByTestId('redo').click();
    await expect.poll(() => page.getByTestId('outcome').innerText()).toContain('wins');
    expect(errors).toEqual([]);
  });
});
