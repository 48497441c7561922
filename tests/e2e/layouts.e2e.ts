/**
 * Every ruleset's play screen and table display at a 1366×768 laptop and a 1920×1080 screen: whose
 * turn and the current prompt are in view without scrolling, the raw trackers wait in a closed
 * "Adjust by hand" drawer, and the table display has no control and big type. Screenshots of the
 * screen as the eye sees it (not the whole page) go to SHOTS (docs/screenshots for the README).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SHOTS, action, createCampaign, openPage, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-layouts-', { seed: 7 });

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

async function screen(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // The highlight of moved values fades first: no value lit, and its ring's fade (a CSS transition) over.
  await page.waitForFunction(
    () =>
      !document.querySelector('.moved') &&
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
    undefined,
    { timeout: 10_000 },
  );
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Whether an element lies wholly inside the window as it stands (no scrolling). */
async function inView(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const size = page.viewportSize()!;
  return (
    !!box && box.y >= 0 && box.y + Math.min(box.height, 80) <= size.height && box.x >= 0 && box.x + Math.min(box.width, 200) <= size.width
  );
}

const historyText = (page: Page) => page.getByTestId('history').innerText();
/** Runs a step and waits (patiently: the machine is shared) for the history to show it. */
async function step(page: Page, run: () => Promise<void>) {
  const before = await historyText(page);
  await run();
  await expect.poll(() => historyText(page), { timeout: 15_000 }).not.toBe(before);
}
/** Types the table's dice into an action and sends them. */
async function tableRoll(page: Page, type: string, values: number[]) {
  await step(page, async () => {
    const a = action(page, type);
    await a.getByTestId('enter-dice').click();
    for (const [i, v] of values.entries()) await a.getByTestId(`die-${i}`).fill(String(v));
    await a.getByTestId('dice-submit').click();
  });
}

/** What a click on a step led to: 'taken' (the history moved), 'needs-the-table' (a box named beside it), 'refused: …' or 'nothing yet'. */
async function outcomeOf(page: Page, form: Locator, before: string): Promise<string> {
  if ((await historyText(page)) !== before) return 'taken';
  if (await form.locator('[data-testid^="problem-"], [data-testid^="error-"]').count()) return 'needs-the-table';
  const refusal = form.getByTestId('refusal');
  return (await refusal.count()) ? `refused: ${await refusal.innerText()}` : 'nothing yet';
}

/**
 * Takes the prompter's main step a few times, the app rolling any dice: a game under way, whatever the ruleset. The walk
 * ends early only where the table must answer first: a choice it must make (the button waits) or a box to fill in (named
 * beside the box once pressed). Anything else — a refusal, a step that never shows in the history — fails the test.
 */
async function playOn(page: Page, steps: number) {
  for (let i = 0; i < steps; i++) {
    const primary = page.locator('[data-testid^="action-"].primary').first();
    if (!(await primary.count())) return;
    const button = (await primary.getByTestId('roll').count()) ? primary.getByTestId('roll') : primary.getByTestId('confirm');
    if (!(await button.isEnabled())) return;
    const label = await primary.locator('.label').innerText();
    const before = await historyText(page);
    await button.click();
    const what = `step ${i + 1} of the walk (${label})`;
    let outcome = 'nothing yet';
    await expect
      .poll(async () => (outcome = await outcomeOf(page, primary, before)), { timeout: 15_000, message: `${what} had no effect` })
      .not.toBe('nothing yet');
    if (outcome === 'needs-the-table') return;
    expect(outcome, what).toBe('taken');
  }
}

interface Game {
  rulesetId: string;
  players: string[];
  /** Brings the game past its set-up to a turn worth looking at. */
  prepare?: (page: Page) => Promise<void>;
}

const GAMES: Game[] = [
  {
    rulesetId: 'catan-horror',
    players: ['Ann', 'Ben', 'Cid'],
    prepare: async (page) => {
      for (const [who, label, size] of [
        ['Ann', 'Ann City', 'city'],
        ['Ann', 'Ann Farm', 'settlement'],
        ['Ben', 'Ben City', 'city'],
        ['Ben', 'Ben Farm', 'settlement'],
        ['Cid', 'Cid City', 'city'],
        ['Cid', 'Cid Farm', 'settlement'],
      ]) {
        const add = action(page, 'add-town', `${who}'s`);
        await add.getByTestId('field-label').fill(label);
        await add.getByTestId('field-size').selectOption(size);
        await step(page, () => add.getByTestId('confirm').click());
      }
      await step(page, () => action(page, 'begin').getByTestId('confirm').click());
      await tableRoll(page, 'roll-setup-gate', [1, 3]);
      await tableRoll(page, 'roll-gate-hex', [2]);
      const open = action(page, 'open-gate');
      await open.getByTestId('field-label').fill('Gate 4');
      await step(page, () => open.getByTestId('confirm').click());
      await tableRoll(page, 'roll-setup-gate', [4, 5]);
      await tableRoll(page, 'roll-gate-hex', [1]);
      const second = action(page, 'open-gate');
      await second.getByTestId('field-label').fill('Gate 9');
      await step(page, () => second.getByTestId('confirm').click());
      for (const kind of ['Zombie', 'Ghoul']) {
        const place = action(page, 'place-monster');
        await place.getByTestId('field-kind').selectOption(kind);
        await step(page, () => place.getByTestId('confirm').click());
      }
      await playOn(page, 2); // Ann's turn under way: combat over, production rolled
    },
  },
  { rulesetId: 'eldritch-express', players: ['Ann', 'Ben'], prepare: (page) => playOn(page, 6) },
  { rulesetId: 'runebound-monster-step', players: ['Dan'], prepare: (page) => playOn(page, 5) },
  { rulesetId: 'munchkin-rpg', players: ['Ann', 'Bob', 'Cy', 'Dee'], prepare: (page) => playOn(page, 6) },
  { rulesetId: 'runebound-seven-scions', players: ['Ann', 'Ben'], prepare: (page) => playOn(page, 3) },
  { rulesetId: 'runebound-cataclysm', players: ['Ann', 'Ben', 'Cat'], prepare: (page) => playOn(page, 3) },
  { rulesetId: 'advanced-runebound', players: ['John', 'Mara', 'Tess'], prepare: (page) => playOn(page, 3) },
  {
    rulesetId: 'runebound-addons',
    players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'],
    prepare: async (page) => {
      await playOn(page, 1);
      // Six heroes, three of them with a Ritual: the table display must fit or scroll them sensibly.
      for (const [owner, title, symbols] of [
        ['Ben', 'Inner Fire', ['forest', 'forest', 'hills', 'river', 'mountains']],
        ['Dan', 'Stone Ward', ['plains', 'road', 'swamp', 'hills', 'plains']],
        ['Fay', 'Wind of Ash', ['mountains', 'river', 'road', 'forest', 'swamp']],
      ] as const) {
        const ritual = action(page, 'ritual-add');
        await ritual.getByTestId('field-owner').selectOption({ label: owner });
        await ritual.getByTestId('field-title').fill(title);
        for (const [slot, terrain] of symbols.entries()) await ritual.getByTestId(`field-slot${slot + 1}`).selectOption(terrain);
        await step(page, () => ritual.getByTestId('confirm').click());
      }
      for (const slot of [0, 3]) await step(page, () => page.getByTestId('ritual-r1').locator('button.slot').nth(slot).click());
      for (const slot of [0, 1, 2, 3, 4]) await step(page, () => page.getByTestId('ritual-r2').locator('button.slot').nth(slot).click());
    },
  },
  { rulesetId: 'drunkards-of-catan', players: ['Ann', 'Bob', 'Cy'], prepare: (page) => playOn(page, 3) },
  { rulesetId: 'dnd-skills', players: ['Tardok', 'Vel'] },
  { rulesetId: 'dice-tray', players: ['Ann', 'Bo'], prepare: (page) => playOn(page, 1) },
];

describe('every ruleset at the table, at 1366×768 and 1920×1080', () => {
  for (const game of GAMES) {
    it(`${game.rulesetId}: the turn and the prompt without scrolling; the table display readable and without controls`, async () => {
      const { page, errors } = await openPage(e2e.browser, e2e.server.url);
      await page.setViewportSize(SIZES[0]);
      await createCampaign(page, { name: `Layout ${game.rulesetId}`, rulesetId: game.rulesetId, players: game.players });
      await game.prepare?.(page);
      const id = /#\/(?:play|campaign)\/(\d+)/.exec(page.url())![1];

      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await inView(page, 'prompt'), 'the prompt is in view').toBe(true);
        expect(await inView(page, 'campaign-title'), 'the campaign is named').toBe(true);
        // The raw trackers wait, closed, in "Adjust by hand".
        expect(await page.getByTestId('adjust-by-hand').getAttribute('data-open')).toBeNull();
        await screen(page, `play-${game.rulesetId}-${size.width}x${size.height}`);
      }

      const table = await e2e.browser.newPage({ viewport: SIZES[0] });
      const tableErrors: string[] = [];
      table.on('pageerror', (error) => tableErrors.push(error.message));
      await table.goto(`${e2e.server.url}#/table/${id}`);
      await table.getByTestId('table-prompt').waitFor();
      // Read-only: no control but the phone view's "my seat" choice and the switch that reads headlines aloud.
      expect(
        await table.locator('button, input:not([data-testid="table-read-aloud"]), select:not([data-testid="my-seat-pick"])').count(),
      ).toBe(0);
      for (const size of SIZES) {
        await table.setViewportSize(size);
        expect(await inView(table, 'table-prompt')).toBe(true);
        await screen(table, `table-${game.rulesetId}-${size.width}x${size.height}`);
      }
      await table.close();
      await page.close();
      expect(errors).toEqual([]);
      expect(tableErrors).toEqual([]);
    });
  }
});
