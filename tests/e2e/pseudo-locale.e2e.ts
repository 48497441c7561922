/**
 * Issue 34, the pseudo-locale: the browser build at `?lang=en-XA` shows every catalog word accented
 * and a third longer (`[Ĉåɱþåîĝñš ~~]`). This walks the main screens at 1366×768 — the campaign
 * list, a new campaign, a Catan Horror and a Monster Step play screen, the chronicle, statistics,
 * backups, the lab, packs and the table display — then every ruleset's play screen (with its rules
 * reference open) and table display in a game under way (tests/e2e/mid-game.ts), and fails on any
 * visible text that is still plain (it did not come from a catalog), other than numbers, symbols
 * and the names typed, and on any text its box cuts (tests/e2e/fit.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { measureFit } from './fit';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createCampaign, DOCS_SHOTS, openPage, shot, startServer, useE2E } from './helpers';
import { GAMES, seedGames } from './mid-game';
import { tempDir } from '../support/temp-db';
import { pseudo } from '../../renderer/src/i18n/pseudo';
import { CITY_NAMES, LOCATION_NAMES } from '../../renderer/src/rulesets/runebound-monster-step/names';
import catanHorrorMonsters from '../../shared/rulesets/catan-horror/data/monsters.json';

const e2e = useE2E('doomkeeper-e2e-pseudo-');
const SIZE = { width: 1366, height: 768 };
/**
 * What this test and mid-game.ts type: names are the players' words, not the app's (the longer
 * before the shorter they start, so `Ann City` goes whole).
 */
const TYPED = [
  'Pseudo Horror',
  'Pseudo Step',
  'Horror de',
  'Horror fr',
  'Step de',
  'Step fr',
  'Ann City',
  'Ben City',
  ...GAMES.map((game) => `Fit ${game.rulesetId}`),
  ...['Arkham', 'Dunwich', 'Innsmouth', 'Kingsport'].flatMap((town) => [`${town} Farm`, town]),
  'Gate ',
  'Place ',
  'Ann',
  'Ben',
  'Cid',
  'Dee',
  'Dan',
];
/** A list of names as one pattern: the whole text is one of them. */
const oneOf = (names: readonly string[]) => names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/**
 * Proper names a ruleset shows from its data, not from a catalog (issue 34: names printed on the
 * cards and the board stay as printed), one line each:
 */
const KNOWN_DATA_WORDS: readonly RegExp[] = [
  // Monster Step's lair and city names in their rows (shared/rulesets/runebound-monster-step, drawn by its Board.vue from renderer names.ts).
  /^span in \[(lair-row-\d+|city-[a-z]+)\]: /,
  // The places of Terrinoth as printed on Runebound's board (its towns, Monster Step's lairs), in Advanced Runebound, Cataclysm and Monster Step.
  new RegExp(`: (${oneOf([...Object.values(CITY_NAMES), ...Object.values(LOCATION_NAMES)])})$`),
  // Margath, the dragon lord at the end of Monster Step's Doom track (printed on the track).
  /^span in \[table-track-doom\]: Margath$/,
  // Catan Horror's monsters: the names on the Arkham Horror monster tokens (shared/rulesets/catan-horror/data/monsters.json).
  new RegExp(`^strong in \\[(gate-g\\d+|table-display)\\]: (${oneOf(catanHorrorMonsters.monsters.map((m) => m.name))})$`),
];

/** Visible text that still has a plain letter after the typed names are taken out: `where: text`. */
async function plainText(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ typed }) => {
      const describe = (el: Element) => {
        const id = el.closest('[data-testid]')?.getAttribute('data-testid');
        return `${el.tagName.toLowerCase()}${id ? ` in [${id}]` : ''}`;
      };
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        if (el.closest('[inert], details:not([open]) > :not(summary), [hidden], [aria-hidden="true"] svg')) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none' && !style.clip.startsWith('rect(0');
      };
      const strip = (text: string) => typed.reduce((rest, name) => rest.split(name).join(' '), text);
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        // A folder path (`code`) is the computer's, not a word of the app.
        if (!parent || !text || parent.closest('script, style, textarea, code, .sr-only') || !shown(parent)) continue;
        if (/[A-Za-z]/.test(strip(text))) found.push(`${describe(parent)}: ${text.slice(0, 80)}`);
      }
      // Words shown in boxes and choices: placeholders and the chosen option of each select.
      for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
        if (shown(el) && /[A-Za-z]/.test(strip(el.placeholder))) found.push(`${describe(el)} placeholder: ${el.placeholder}`);
      }
      for (const select of document.querySelectorAll('select')) {
        const chosen = select.selectedOptions[0]?.textContent?.trim() ?? '';
        if (shown(select) && /[A-Za-z]/.test(strip(chosen))) found.push(`${describe(select)} option: ${chosen}`);
      }
      return found;
    },
    { typed: TYPED },
  );
}

/** Where a language's screenshots go (docs/screenshots with DOOMKEEPER_DOCS_SHOTS=1), named `i18n-<lang>-<screen>.png`. */
async function languageShot(page: Page, lang: string, screen: string): Promise<void> {
  mkdirSync(DOCS_SHOTS, { recursive: true });
  await page.screenshot({ path: join(DOCS_SHOTS, `i18n-${lang}-${screen.replace(/\W+/g, '-').replace(/-$/, '')}.png`) });
}

/**
 * Everything wrong with the screen as it stands, in a language: text its box cuts, and in the
 * pseudo-locale also words still plain (not from a catalog).
 */
async function problems(page: Page, screen: string, lang = 'en-XA'): Promise<string[]> {
  await page.waitForTimeout(150);
  const plain = lang === 'en-XA' ? (await plainText(page)).filter((line) => !KNOWN_DATA_WORDS.some((known) => known.test(line))) : [];
  const fit = await measureFit(page);
  const cut = [...(fit.page.x ? [`the page hides ${fit.page.x}px across`] : []), ...fit.clipped.map((c) => `${c.where} cuts "${c.text}"`)];
  // A message fed the wrong params shows it: a count that is not a number, a placeholder left open.
  const broken = lang === 'en-XA' ? [] : ((await page.locator('body').innerText()).match(/\bNaN\b|\{[a-z]\w*\}/g) ?? []);
  cut.push(...broken.map((b) => `a message shows "${b}"`));
  if (lang !== 'en-XA') cut.push(...(await wordsBrokenAcrossLines(page)).map((w) => `breaks "${w}" across two lines`));
  if (lang === 'en-XA') await shot(page, `pseudo-${screen.replace(/\W+/g, '-')}`);
  else await languageShot(page, lang, screen);
  return [...plain.map((p) => `${screen} — not from a catalog: ${p}`), ...cut.map((c) => `${lang} ${screen} — ${c}`)];
}

/** A screen of the app in a language. */
const at = (hash = '', lang = 'en-XA') => `${e2e.server.url}?lang=${lang}#/${hash}`;

/**
 * The main screens, each checked as it stands (`problems`): the campaign list, a new campaign, a
 * Catan Horror game under way with its chronicle, statistics and table display, a Monster Step game,
 * backups, the lab and packs. Campaign names carry the language, so each walk makes its own.
 */
async function walk(lang: string): Promise<{ found: string[]; errors: string[] }> {
  const { page, errors } = await openPage(e2e.browser, at('', lang));
  await page.setViewportSize(SIZE);
  const found: string[] = [];
  const check = async (on: Page, screen: string) => found.push(...(await problems(on, screen, lang)));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);

  await page.getByTestId('new-campaign').waitFor();
  if (lang === 'en-XA') await check(page, 'campaign list (empty)');
  await page.getByTestId('new-campaign').click();
  await page.getByTestId('ruleset').selectOption('catan-horror');
  await check(page, 'new campaign');

  // Catan Horror: set up a town each and begin, so the board has players, towns and a turn.
  await page.goto(at('', lang));
  await createCampaign(page, {
    name: lang === 'en-XA' ? 'Pseudo Horror' : `Horror ${lang}`,
    rulesetId: 'catan-horror',
    players: ['Ann', 'Ben'],
  });
  for (const who of ['Ann', 'Ben']) {
    const add = page.getByTestId('action-add-town').nth(who === 'Ann' ? 0 : 1);
    await add.getByTestId('field-label').fill(`${who} City`);
    await add.getByTestId('field-size').selectOption('city');
    await add.getByTestId('confirm').click();
    await expect
      .poll(() => page.getByTestId('history').innerText())
      .toContain(lang === 'en-XA' ? pseudo(`${who} City`).slice(1, -1).split(' ~')[0] : `${who} City`);
  }
  await page.getByTestId('action-begin').getByTestId('confirm').click();
  await page.getByTestId('confirm-end-go').click();
  await page.getByTestId('action-roll-setup-gate').waitFor();
  await check(page, 'play Catan Horror');
  const horrorId = /#\/play\/(\d+)/.exec(page.url())![1];

  await page.getByTestId('open-chronicle').click();
  await page.getByTestId('chronicle-title').waitFor();
  await check(page, 'chronicle');
  await page.getByTestId('open-stats').click();
  await page.getByTestId('stats-title').waitFor();
  await check(page, 'statistics');

  const table = await e2e.browser.newPage({ viewport: SIZE });
  await table.goto(at(`table/${horrorId}`, lang));
  await table.getByTestId('table-prompt').waitFor();
  await check(table, 'table display');
  await table.close();

  // Monster Step, solo.
  await page.goto(at('', lang));
  await createCampaign(page, {
    name: lang === 'en-XA' ? 'Pseudo Step' : `Step ${lang}`,
    rulesetId: 'runebound-monster-step',
    players: ['Dan'],
  });
  await page.getByTestId('prompt').waitFor();
  await check(page, 'play Monster Step');

  await page.getByTestId('nav-backups').click();
  await page.getByTestId('backups-title').waitFor();
  await page.getByTestId('backup-now').click();
  await page.getByTestId('show-contents').first().click();
  await page.getByTestId('backup-contents').waitFor();
  await check(page, 'backups');

  await page.getByTestId('nav-lab').click();
  await page.getByTestId('lab').waitFor();
  await check(page, 'lab');

  await page.getByTestId('nav-packs').click();
  await page.getByTestId('packs-title').waitFor();
  await check(page, 'packs');

  await page.goto(at('', lang));
  await page.getByTestId('new-campaign').waitFor();
  await check(page, 'campaign list');
  await page.close();
  return { found, errors };
}

/** Waits for a screen to stand: no transition running (a ruleset's board arriving, a roll sliding in). */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 10_000 });

/**
 * Every ruleset's play screen with its rules reference open (F1), and its table display, in a game
 * under way — one page each, in the pseudo-locale.
 */
async function walkRulesets(): Promise<{ found: string[]; errors: string[] }> {
  const dir = tempDir('doomkeeper-e2e-pseudo-rulesets-');
  const ids = seedGames(dir.file('campaigns.sqlite'), GAMES);
  const server = await startServer(dir.file('campaigns.sqlite'));
  const found: string[] = [];
  const errors: string[] = [];
  try {
    const { page, errors: playErrors } = await openPage(e2e.browser, `${server.url}?lang=en-XA#/`);
    await page.setViewportSize(SIZE);
    const table = await e2e.browser.newPage({ viewport: SIZE });
    table.on('pageerror', (error) => errors.push(error.message));
    for (const game of GAMES) {
      const id = ids.get(game.rulesetId)!;
      await page.goto(`${server.url}?lang=en-XA#/play/${id}`);
      await page.getByTestId('prompt').waitFor();
      await settled(page);
      found.push(...(await problems(page, `play ${game.rulesetId}`)));
      await page.keyboard.press('F1');
      await page.getByTestId('reference').waitFor();
      found.push(...(await problems(page, `rules reference ${game.rulesetId}`)));
      await page.keyboard.press('Escape');
      await page.getByTestId('reference').waitFor({ state: 'detached' });

      await table.goto(`${server.url}?lang=en-XA#/table/${id}`);
      await table.getByTestId('table-prompt').waitFor();
      await settled(table);
      found.push(...(await problems(table, `table display ${game.rulesetId}`)));
    }
    await table.close();
    await page.close();
    errors.push(...playErrors);
  } finally {
    await server.stop();
    dir.remove();
  }
  return { found, errors };
}

describe('the pseudo-locale: every word from a catalog, none cut', () => {
  it('walks the main screens at 1366×768', async () => {
    const { found, errors } = await walk('en-XA');
    console.log(found.join('\n'));
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("walks every ruleset's play screen, rules reference and table display under way", async () => {
    const { found, errors } = await walkRulesets();
    console.log(found.join('\n'));
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('German and French: the same screens, nothing cut (screenshots i18n-de-*, i18n-fr-*)', async () => {
    const found: string[] = [];
    for (const lang of ['de', 'fr']) {
      const walked = await walk(lang);
      found.push(...walked.found, ...walked.errors);
    }
    console.log(found.join('\n'));
    expect(found).toEqual([]);
  });
});

/**
 * Words a narrow box breaks inside (a German heading "Bausch|aden"): each word of four letters or
 * more in the visible text, whose characters sit on more than one line. A word too long for any
 * line a box could give it would be cut instead, which the fit measure reports.
 */
async function wordsBrokenAcrossLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || parent.closest('[hidden], .sr-only, script, style, code')) continue;
      for (const m of text.matchAll(/[\p{L}\p{N}]{4,}/gu)) {
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1)
          found.add(`${m[0]} in ${parent.closest('[data-testid]')?.getAttribute('data-testid') ?? parent.tagName.toLowerCase()}`);
      }
    }
    return [...found];
  });
}
