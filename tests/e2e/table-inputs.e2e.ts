/**
 * Issue 28, "inputs that match the table", clicked through the browser build: Begin waits for the set-up checklist, an answer
 * only the table knows starts unchosen, Enter sends the card it is typed in, the production dice look like the table's,
 * a knight card's − goes through the rules, odds follow the form, and the skip link and the board's scroll region serve the
 * keyboard. Screenshots at 1366×768 and 1920×1080 (`table-inputs-*`).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yProblems } from '../support/axe';
import { action, createCampaign, historyText, openPage, promptText, shotsAtSizes, step, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-table-inputs-');

const confirm = (page: Page, loc: Locator) => step(page, () => loc.getByTestId('confirm').click());
/** Clicks the table's dice faces into an action and sends them. */
async function clickDice(page: Page, loc: Locator, faces: (number | string)[]) {
  await step(page, async () => {
    await loc.getByTestId('enter-dice').click();
    for (const [i, face] of faces.entries()) await loc.getByTestId(`face-${i}-${face}`).click();
    await loc.getByTestId('dice-submit').click();
  });
}
async function addTown(page: Page, who: string, size: 'city' | 'settlement', label: string) {
  const add = action(page, 'add-town', `${who}'s`);
  await add.getByTestId('field-label').fill(label);
  await add.getByTestId('field-size').selectOption(size);
  await confirm(page, add);
}
const card = (page: Page, name: string) => page.getByTestId('board').locator('article', { hasText: name });

/** Two set-up gates (4 and 9) and their two monsters; `kinds` name what came out of the cup. */
async function setUpGates(page: Page, kinds: [string, string]) {
  for (const [roll, label] of [
    [[1, 3], 'Gate 4'],
    [[4, 5], 'Gate 9'],
  ] as const) {
    await clickDice(page, action(page, 'roll-setup-gate'), [...roll]);
    await clickDice(page, action(page, 'roll-gate-hex'), [1]);
    const open = action(page, 'open-gate');
    await open.getByTestId('field-label').fill(label);
    await confirm(page, open);
  }
  for (const kind of kinds) {
    const place = action(page, 'place-monster');
    await place.getByTestId('field-kind').selectOption(kind);
    await confirm(page, place);
  }
}

describe('inputs that match the table (Catan Horror)', () => {
  it('set-up, the monster out of the cup, Enter in a field, the production dice and a knight card’s −', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.setViewportSize({ width: 1366, height: 768 });
    await createCampaign(page, { name: 'Table inputs', rulesetId: 'catan-horror', players: ['Ada', 'Bo', 'Cal'] });
    for (const who of ['Ada', 'Bo', 'Cal']) await addTown(page, who, 'city', `${who} City`);
    for (const who of ['Ada', 'Bo']) await addTown(page, who, 'settlement', `${who} Farm`);

    // The big button stays "Add a town of Cal's"; Begin asks first, and Cancel keeps the set-up.
    const main = page.locator('[data-testid^="action-"].primary');
    expect(await main.getAttribute('data-testid')).toBe('action-add-town');
    expect(await main.innerText()).toContain("Cal's");
    await action(page, 'begin').getByTestId('confirm').click();
    const ask = page.getByTestId('confirm-end');
    await ask.waitFor();
    expect(await ask.innerText()).toContain('Cal has no settlement on the board yet — begin anyway?');
    await shotsAtSizes(page, 'table-inputs-1-begin-anyway');
    await ask.getByTestId('cancel-end').click();
    expect(await promptText(page)).not.toContain('gate');

    // Enter in the town's name sends that card (not the global Enter, which waits while a field has focus).
    const cal = action(page, 'add-town', "Cal's");
    await cal.getByTestId('field-size').selectOption('settlement');
    await cal.getByTestId('field-label').fill('Cal Farm');
    await step(page, () => cal.getByTestId('field-label').press('Enter'));
    await expect.poll(() => historyText(page)).toContain('Cal Farm');

    // Now Begin is the main action, and its key says it ends the step.
    const begin = action(page, 'begin');
    expect(await begin.getAttribute('class')).toContain('primary');
    expect(await begin.getByTestId('ends-phase').innerText()).toBe('ends this step');
    await confirm(page, begin);

    // The set-up gates; the monster out of the cup starts unchosen, and the card waits for it.
    for (const [roll, label] of [
      [[1, 3], 'Gate 4'],
      [[4, 5], 'Gate 9'],
    ] as const) {
      await clickDice(page, action(page, 'roll-setup-gate'), [...roll]);
      await clickDice(page, action(page, 'roll-gate-hex'), [1]);
      const open = action(page, 'open-gate');
      await open.getByTestId('field-label').fill(label);
      await confirm(page, open);
    }
    const place = action(page, 'place-monster');
    expect(await place.getByTestId('field-kind').inputValue()).toBe('');
    expect(await place.getByTestId('field-kind').locator('option').first().innerText()).toBe('— which came out? —');
    expect(await place.getByTestId('confirm').isDisabled()).toBe(true);
    await shotsAtSizes(page, 'table-inputs-2-which-came-out');
    await place.getByTestId('field-kind').selectOption('Zombie');
    await step(page, () => place.getByTestId('field-kind').press('Enter'));
    await expect.poll(() => historyText(page)).toContain('Zombie');
    const second = action(page, 'place-monster');
    await second.getByTestId('field-kind').selectOption('Cultist');
    await confirm(page, second);

    // The production dice: red d6, yellow d6 and the event die, each event face once, clicked.
    await step(page, () => action(page, 'end-combat').getByTestId('confirm').click());
    const production = action(page, 'roll-production');
    await production.getByTestId('enter-dice').click();
    expect(await production.locator('.dice-entry .name').allInnerTexts()).toEqual(['Red d6', 'Yellow d6', 'Event die']);
    expect(await production.locator('[data-testid^="face-2-"]').allInnerTexts()).toEqual(['ship', 'trade', 'politics', 'science']);
    await production.getByTestId('face-0-2').click();
    await production.getByTestId('face-1-3').click();
    await production.getByTestId('face-2-trade').click();
    await shotsAtSizes(page, 'table-inputs-3-production-dice');
    await step(page, () => production.getByTestId('dice-submit').click());

    // A card hurts Ada's knight: − Sanity twice drives it mad (not "0 left of 2" and sane), by the rules, narrated.
    const ada = card(page, 'Ada #1');
    await step(page, () => ada.getByRole('button', { name: 'Ada #1 Sanity minus one' }).click());
    await step(page, () => ada.getByRole('button', { name: 'Ada #1 Sanity minus one' }).click());
    await ada.getByTestId('madness').waitFor();
    expect(await historyText(page)).toMatch(/Ada #1[^\n]*mad/i);
    expect(await ada.getByRole('button', { name: 'Ada #1 Sanity minus one' }).isDisabled()).toBe(true);
    // − Health on Bo's Basic knight kills it.
    await step(page, () => card(page, 'Bo #1').getByRole('button', { name: 'Bo #1 Health minus one' }).click());
    expect(await historyText(page)).toMatch(/Bo #1[^\n]*(killed|dies|dead)/i);
    await shotsAtSizes(page, 'table-inputs-4-knight-harm');

    // Tab from the top reaches the skip link before anything on the board (the library's Edit/Remove), then what to do now.
    await page.evaluate(() => {
      // Focus at the top of the page, as after a fresh load.
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    const stops: string[] = [];
    for (let i = 0; i < 20 && stops[stops.length - 1] !== 'skip-to-prompt'; i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() =>
          document.activeElement?.closest('[data-testid="board"]') ? 'board' : (document.activeElement?.getAttribute('data-testid') ?? ''),
        ),
      );
    }
    expect(stops[stops.length - 1]).toBe('skip-to-prompt');
    expect(stops).not.toContain('board');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="prompter"]'))).toBe(true);

    expect(await seriousA11yProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('odds follow the form: a +1 trophy chosen raises the Hide check’s badge before the roll', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Trophy odds', rulesetId: 'catan-horror', players: ['Ann', 'Ben'] });
    for (const who of ['Ann', 'Ben']) {
      await addTown(page, who, 'city', `${who} City`);
      await addTown(page, who, 'settlement', `${who} Farm`);
    }
    await confirm(page, action(page, 'begin'));
    await setUpGates(page, ['Zombie', 'Cultist']);
    // Ann's knight walks to the Zombie at Gate 4 and kills it: a trophy (toughness 1).
    await step(page, () => action(page, 'end-combat').getByTestId('confirm').click());
    await clickDice(page, action(page, 'roll-production'), [2, 3, 'ship']);
    const walk = action(page, 'move', 'Ann #1');
    await walk.getByTestId('field-to').fill('Gate 4');
    await confirm(page, walk);
    const attack = action(page, 'knights-attack', 'Zombie');
    await step(page, async () => {
      await attack.getByTestId('enter-dice').click();
      const dice = attack.locator('.dice-entry input[data-testid^="die-"]');
      for (let i = 0; i < (await dice.count()); i++) await dice.nth(i).fill('6');
      await attack.getByTestId('dice-submit').click();
    });
    await expect.poll(() => historyText(page)).toContain('trophy for Ann');
    // Hide: the badge without a trophy, then with the +1 trophy chosen.
    const hide = action(page, 'hide', 'Ann #1');
    const before = await hide.getByTestId('odds').innerText();
    await hide.getByTestId('field-trophy').selectOption({ index: 1 });
    await expect.poll(() => hide.getByTestId('odds').innerText()).not.toBe(before);
    await shotsAtSizes(page, 'table-inputs-5-odds-follow-form');
    expect(errors).toEqual([]);
  });
});

describe('Eldritch Express play screen', () => {
  it('has no serious axe finding (the board’s scroll region is reachable by keyboard)', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.setViewportSize({ width: 1366, height: 768 });
    await createCampaign(page, { name: 'Express', rulesetId: 'eldritch-express', players: ['Ann', 'Ben'] });
    await page.getByTestId('prompter').waitFor();
    expect(await page.locator('.main').getAttribute('tabindex')).toBe('0');
    expect(await seriousA11yProblems(page)).toEqual([]);
    await shotsAtSizes(page, 'table-inputs-6-eldritch');
    expect(errors).toEqual([]);
  });
});
