/**
 * The whole table on one screen (issues "At the table v2" and "Table display v2"): every ruleset's
 * play screen at a 1366×768 laptop with four players (one for Monster Step), and its table display
 * at 1920×1080, 1366×768 and 1280×720, hide 0 px — the page and every scrolling box but the history
 * log — and cut no cell; the table display's smallest text is ≥ 20 px at 1080p and its prompt line
 * ≥ 40 px. The play screen holds room for the "just happened" strip under the prompt heading.
 * Screenshots of each go to SHOTS (docs/screenshots with DOOMKEEPER_DOCS_SHOTS=1).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DOCS_SHOTS, SHOTS, launchBrowser, startServer, type RunningServer } from './helpers';
import { measureFit, misfits } from './fit';
import { GAMES, seedGames } from './mid-game';
import { tempDir } from '../support/temp-db';
import { seriousA11yProblems } from '../support/axe';

const PLAY_SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const TABLE_SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
] as const;

const dir = tempDir('doomkeeper-e2e-one-screen-');
let server: RunningServer;
let browser: Browser;
let ids = new Map<string, number>();

beforeAll(async () => {
  ids = seedGames(dir.file('campaigns.sqlite'), GAMES);
  server = await startServer(dir.file('campaigns.sqlite'));
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  dir.remove();
});

/** Waits for a screen to settle: no value lit, no transition running. */
async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('.moved') && document.getAnimations().every((a) => a.playState !== 'running'),
    undefined,
    { timeout: 10_000 },
  );
}
/** Saves what the screen shows, and what it hides beside it (SHOTS/<name>.fit.txt), to look at. */
async function save(page: Page, name: string, found: string[]) {
  mkdirSync(DOCS_SHOTS, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(DOCS_SHOTS, `${name}.png`) });
  writeFileSync(join(SHOTS, `${name}.fit.txt`), found.join('\n'));
}

/** What of the prompt, the strip's room and the main button lies outside the side column's visible box (none: all in view). */
function sideShowsThePrompt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const side = document.querySelector('[data-testid="side"]')!.getBoundingClientRect();
    const bottom = Math.min(side.bottom, window.innerHeight);
    const wanted = [
      '[data-testid="prompt"]',
      '[data-testid="strip-reserve"], [data-testid="just-happened"]',
      '[data-testid^="action-"].primary',
    ];
    return wanted.filter((selector) => {
      const el = document.querySelector(selector);
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.top < side.top - 1 || box.bottom > bottom + 1;
    });
  });
}

/**
 * The screens not yet on one screen (the measure fails there today): each is still measured and
 * shot, and marked so that the day it fits, its test says so and it leaves this list.
 */
const NOT_YET: Record<'play' | 'table', ReadonlySet<string>> = {
  play: new Set([]),
  table: new Set([]),
};
const test = (kind: 'play' | 'table', rulesetId: string) => (NOT_YET[kind].has(rulesetId) ? it.fails : it);

async function openScreen(url: string, size: { width: number; height: number }, ready: string) {
  const page = await browser.newPage({ viewport: size });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.getByTestId(ready).waitFor();
  return { page, errors };
}

describe('the whole table on one screen', () => {
  for (const game of GAMES) {
    test('play', game.rulesetId)(`${game.rulesetId}: the play screen hides nothing at 1366×768 (and 1920×1080)`, async () => {
      const { page, errors } = await openScreen(`${server.url}#/play/${ids.get(game.rulesetId)}`, PLAY_SIZES[0], 'prompt');
      // The board loads with its ruleset, after the prompt: measured (and photographed) only once it is drawn —
      // under load a blank board was measured and saved, and passed.
      await page.waitForFunction(() => (document.querySelector('.main[role="region"]')?.querySelectorAll('*').length ?? 0) > 5, undefined, {
        timeout: 20_000,
      });
      const found: string[] = [];
      for (const size of PLAY_SIZES) {
        await page.setViewportSize(size);
        await settled(page);
        // The side column's list of offers may run long (the history log and the rarer choices scroll there);
        // what must show is the prompt, the strip's room and the main button — see sideShowsThePrompt.
        const report = await measureFit(page, { scrolls: ['history', 'side'], reserveUnder: 'prompter' });
        const here = [...misfits(report), ...(await sideShowsThePrompt(page)).map((what) => `${what} is outside the side column's view`)];
        await save(page, `play-${game.rulesetId}-${size.width}x${size.height}`, here);
        found.push(...here.map((line) => `${size.width}×${size.height}: ${line}`));
      }
      await page.close();
      expect(found.join('\n')).toBe('');
      expect(errors).toEqual([]);
    });

    test('table', game.rulesetId)(
      `${game.rulesetId}: the table display fits 1920×1080, 1366×768 and 1280×720, readable across the room`,
      async () => {
        const { page, errors } = await openScreen(`${server.url}#/table/${ids.get(game.rulesetId)}`, TABLE_SIZES[0], 'table-prompt');
        const found: string[] = [];
        for (const size of TABLE_SIZES) {
          await page.setViewportSize(size);
          await settled(page);
          await page.waitForTimeout(300); // the type's fit follows the resize
          const report = await measureFit(page);
          const here = misfits(report);
          if (size.width === 1920) {
            if ((report.smallest?.px ?? 0) < 20) here.push(`the smallest text is ${JSON.stringify(report.smallest)} (< 20 px)`);
            const prompt = await page.getByTestId('table-prompt').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
            if (prompt < 40) here.push(`the prompt line is ${prompt} px (< 40)`);
            // "My seat" is for phones: none on the shared screen.
            if (await page.getByTestId('my-seat').count()) here.push('"My seat" is on the shared screen');
          }
          await save(page, `table-${game.rulesetId}-${size.width}x${size.height}`, here);
          found.push(...here.map((line) => `${size.width}×${size.height}: ${line}`));
        }
        await page.close();
        expect(found.join('\n')).toBe('');
        expect(errors).toEqual([]);
      },
    );
  }

  it('the phone view stacks its header at 390×844 so the prompt is whole, and offers "My seat"', async () => {
    const { page, errors } = await openScreen(
      `${server.url}#/table/${ids.get('catan-horror')}`,
      { width: 390, height: 844 },
      'table-prompt',
    );
    await settled(page);
    const prompt = page.getByTestId('table-prompt');
    expect(await prompt.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    const box = (await prompt.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.getByTestId('my-seat-pick').selectOption({ label: 'Cid' });
    await expect.poll(() => page.locator('[data-testid^="seat-knight-"]').count()).toBeGreaterThan(0);
    await save(page, 'phone-view-390x844', []);
    await page.close();
    expect(errors).toEqual([]);
  });

  it("D&D skills' harvest folds its rarely changed fields under 'More options (3)', opened from the keyboard, axe serious 0", async () => {
    const { page, errors } = await openScreen(`${server.url}#/play/${ids.get('dnd-skills')}`, PLAY_SIZES[0], 'prompt');
    const fold = page.getByTestId('action-harvest').getByTestId('more-options');
    expect(await fold.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await fold.getByTestId('more-options-summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => fold.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await fold.getByTestId('field-favoredEnemy').fill('2');
    await expect.poll(() => fold.getByTestId('more-options-changed').innerText()).toBe('· changed: Favored enemy bonus');
    expect(await seriousA11yProblems(page)).toEqual([]);
    await page.close();
    expect(errors).toEqual([]);
  });

  it('after a step, the side column is back at its top with the next prompt and its main button in view', async () => {
    const { page, errors } = await openScreen(`${server.url}#/play/${ids.get('catan-horror')}`, PLAY_SIZES[0], 'prompt');
    const side = page.getByTestId('side');
    await side.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    expect(await side.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const before = await page.getByTestId('prompt').innerText();
    await page.locator('[data-testid^="action-"].primary').getByTestId('confirm').click();
    await expect.poll(() => page.getByTestId('prompt').innerText()).not.toBe(before);
    await expect.poll(() => side.evaluate((el) => el.scrollTop)).toBe(0);
    expect(await sideShowsThePrompt(page)).toEqual([]);
    await page.close();
    expect(errors).toEqual([]);
  });
});
