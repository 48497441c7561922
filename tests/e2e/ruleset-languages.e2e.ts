/**
 * The Catan Horror and Monster Step play screens in German and French at 1366×768, for a browser whose
 * system language is German or French (Playwright's `locale`): the app speaks the first of the
 * system's languages it has, and each ruleset's `locales/<lang>.ts` loads with it. Saves
 * `docs/screenshots/play-<id>-<lang>-1366x768.png` (with DOOMKEEPER_DOCS_SHOTS set) to look at: no
 * German or French word may be cut. The app chooses a language only when it has its own words in it
 * (`renderer/src/i18n/locales/<lang>.ts`), so the file waits for those.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCampaign, DOCS_SHOTS, ROOT, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-ruleset-languages-');
const appSpeaks = (lang: string) => existsSync(join(ROOT, 'renderer/src/i18n/locales', `${lang}.ts`));

/** Words each board says in the language (from its translation), and English words it must no longer show. */
const WORDS: Record<string, Record<string, { says: string[]; not: string[] }>> = {
  de: {
    'catan-horror': { says: ['1 Kampf / Verstecken', 'Monsterzug', 'Monsterbibliothek'], not: ['Monster turn', 'Monster library'] },
    'runebound-monster-step': { says: ['Schrecken', 'Margaths Verderben', 'Horttabelle (W10)'], not: ['Lair chart', 'Terror'] },
  },
  fr: {
    'catan-horror': { says: ['1 Combat / se cacher', 'Tour des monstres', 'Bibliothèque des monstres'], not: ['Monster turn'] },
    'runebound-monster-step': { says: ['Terreur', 'Fatalité de Margath', 'Table des repaires (d10)'], not: ['Lair chart'] },
  },
};
const PLAYERS: Record<string, string[]> = { 'catan-horror': ['Anna', 'Bernd'], 'runebound-monster-step': ['Anna'] };

describe.each(['de', 'fr'])('the play screens in %s', (lang) => {
  it.skipIf(!appSpeaks(lang))(
    'draw Catan Horror and Monster Step in the language, nothing cut at 1366×768',
    async () => {
      const page = await e2e.browser.newPage({ locale: lang === 'de' ? 'de-DE' : 'fr-FR', viewport: { width: 1366, height: 768 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(e2e.server.url);
      for (const rulesetId of ['catan-horror', 'runebound-monster-step']) {
        await page.goto(e2e.server.url);
        await createCampaign(page, { name: `${rulesetId} ${lang}`, rulesetId, players: PLAYERS[rulesetId] });
        const board = page.getByTestId('board');
        await board.waitFor();
        const text = await board.innerText();
        for (const word of WORDS[lang][rulesetId].says) expect(text, `${rulesetId} in ${lang}`).toContain(word);
        for (const word of WORDS[lang][rulesetId].not) expect(text, `${rulesetId} in ${lang}`).not.toContain(word);
        // Nothing on the board runs out of its box: every element's content fits its width.
        const cut = await board.evaluate((root) =>
          [...root.querySelectorAll<HTMLElement>('h3, h4, li, th, td, button, .label, .tag')]
            .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'hidden')
            .map((el) => el.innerText.slice(0, 40)),
        );
        expect(cut, `${rulesetId} in ${lang}: cut text`).toEqual([]);
        mkdirSync(DOCS_SHOTS, { recursive: true });
        await page.screenshot({ path: join(DOCS_SHOTS, `play-${rulesetId}-${lang}-1366x768.png`) });
      }
      expect(errors).toEqual([]);
      await page.close();
    },
    120_000,
  );
});
