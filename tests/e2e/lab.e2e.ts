import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createCampaign, DOCS_SHOTS, openPage, ROOT, shot, SHOTS, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-lab-');

/** axe-core's serious and critical findings on the page as it stands. */
async function seriousA11yProblems(page: Page): Promise<string[]> {
  // Evaluated through the debugger protocol: the app's CSP (script-src 'self') rightly refuses an injected <script>.
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  });
  return found;
}

/** Every run on the screen has finished (its progress line says done). */
async function allDone(page: Page): Promise<void> {
  const lines = async () => (await page.locator('.progress-line').allInnerTexts()).filter((t) => t.trim());
  await expect
    .poll(async () => (await lines()).length > 0 && (await lines()).every((t) => t.includes('done')), { timeout: 120_000 })
    .toBe(true);
}

describe('the variant lab, as a designer tries it', () => {
  it('compares a Doom track of 15 with one of 10 over 500 Monster Step games each, reads the curves and exports the CSV', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTestId('nav-lab').click();
    await expect.poll(() => page.getByTestId('lab-ruleset').inputValue()).toBe('runebound-monster-step');
    await page.getByTestId('lab-games').fill('500');
    await page.getByTestId('lab-seed').fill('2026');
    await page.getByTestId('lab-compare').check();
    // Set B lists only where it differs from A; every setting is one tick away.
    await expect.poll(() => page.locator('#lab-b-doomLength').count()).toBe(0);
    await expect.poll(() => page.getByTestId('lab-differences').innerText()).toContain('the two sets are the same');
    await page.getByTestId('lab-all-of-b').check();
    await page.locator('#lab-a-doomLength').fill('15');
    await page.locator('#lab-b-doomLength').fill('10');
    await page.getByTestId('lab-param-b-fightWin').fill('0.5');
    await page.getByTestId('lab-all-of-b').uncheck();
    await expect.poll(() => page.getByTestId('lab-side-b').locator('input[type=number]').count()).toBe(2);
    await expect.poll(() => page.getByTestId('lab-differences').innerText()).toMatch(/15 → 10.*0\.65 → 0\.5/);
    await page.getByTestId('lab-run').click();
    // The verdict reads beside the button, at the top of a 1366×768 screen, with the results right under it.
    const verdict = page.getByTestId('lab-verdict');
    await verdict.waitFor({ timeout: 120_000 });
    await expect
      .poll(() => verdict.innerText(), { timeout: 120_000 })
      .toMatch(/^B − A: (win|loss) rate [−+±]\d+\.\d points \(95 % CI [−+±]\d+\.\d to [−+±]\d+\.\d\), 500 games each/);
    await allDone(page);
    expect((await verdict.boundingBox())!.y).toBeLessThan(450);
    expect((await page.getByTestId('lab-summary-a').boundingBox())!.y).toBeLessThan(768);
    await page.getByTestId('lab-summary-b').waitFor({ timeout: 120_000 });
    const lost = (key: string) => page.getByTestId(`lab-rate-${key}-lost`).innerText();
    // Each rate shows its 95 % interval; a shorter Doom track and weaker fights lose more often.
    expect(await lost('a')).toMatch(/^\d+\.\d % \(\d+\.\d–\d+\.\d %\)$/);
    const rate = async (key: string) => Number((await lost(key)).split(' ')[0]);
    expect(await rate('b')).toBeGreaterThan(await rate('a'));
    // Losses by cause, losses first.
    expect(await page.getByTestId('lab-endings-b').locator('li').first().innerText()).toMatch(/^lost/);
    for (const metric of ['length', 'doom', 'terror', 'sealed', 'citiesClosed'])
      await expect.poll(() => page.getByTestId(`lab-chart-${metric}`).locator('canvas').count()).toBe(1);
    expect(await page.getByTestId('lab-summary-a').innerText()).toContain('checks with odds');
    await shot(page, 'lab-compare-1366');
    // What the eye meets first at 1366×768: the verdict and the results under it (docs/screenshots with DOOMKEEPER_DOCS_SHOTS=1).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(DOCS_SHOTS, 'lab-compare-1366x768.png') });
    expect(await seriousA11yProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await shot(page, 'lab-compare-1920');

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('lab-export').click()]);
    const csv = readFileSync(await file.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('set,game,seed,result,ending,turns,actions,final doom,final terror,final sealed,final citiesClosed');
    expect(csv).toHaveLength(1 + 2 * 500);
    expect(csv.filter((l) => l.startsWith('Set B,')).length).toBe(500);

    // "Replay game 137" of set B: the game opens step by step in the chronicle, ending as the CSV says.
    const game137 = csv.find((l) => l.startsWith('Set B,137,'))!.split(',');
    await page.getByTestId('lab-replay-game-b').fill('137');
    await page.getByTestId('lab-replay-b').getByRole('button').click();
    await expect.poll(() => page.url(), { timeout: 60_000 }).toMatch(/\/campaign\/\d+\/chronicle/);
    await expect.poll(() => page.locator('body').innerText(), { timeout: 30_000 }).toContain('Lab — game 137');
    expect(game137[3]).toMatch(/^(won|lost|unfinished)$/);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: join(DOCS_SHOTS, 'lab-replay-1366x768.png') });
    expect(errors).toEqual([]);
  });

  it('simulates a pack file with no profile: the random and greedy policies, its tracks drawn', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTestId('nav-lab').click();
    await page.getByTestId('lab-pack-file').setInputFiles(join(ROOT, 'packs/runebound-monster-step.json'));
    await expect.poll(() => page.getByTestId('lab-ruleset').inputValue()).toBe('pack:runebound-monster-step');
    await expect.poll(() => page.getByTestId('lab-policy').locator('option').allInnerTexts()).toHaveLength(2);
    await page.getByTestId('lab-policy').selectOption('random');
    await page.getByTestId('lab-games').fill('60');
    await page.getByTestId('lab-seed').fill('7');
    await page.getByTestId('lab-run').click();
    await allDone(page);
    expect(await page.getByTestId('lab-summary-a').innerText()).toContain('60 games');
    await expect.poll(() => page.getByTestId('lab-chart-length').locator('canvas').count()).toBe(1);
    await shot(page, 'lab-pack-1366');
    await page.screenshot({ path: join(DOCS_SHOTS, 'lab-pack-1366x768.png') });
    expect(await seriousA11yProblems(page)).toEqual([]);
    // A broken pack is refused whole, saying where.
    await page
      .getByTestId('lab-pack-file')
      .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"id": 3}') });
    await expect.poll(() => page.getByTestId('lab-error').innerText()).toMatch(/refused/);
    expect(errors).toEqual([]);
  });

  it('a competitive game shows each seat; its variant card exports as PNG and JSON and re-opens in another window as the same comparison', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTestId('nav-lab').click();
    await page.getByTestId('lab-ruleset').selectOption('runebound-cataclysm');
    await page.getByTestId('lab-policy').selectOption('random');
    await page.getByTestId('lab-games').fill('200');
    await page.getByTestId('lab-seed').fill('11');
    await page.getByTestId('lab-compare').check();
    await page.getByTestId('lab-run').click();
    await allDone(page);
    await page.getByTestId('lab-summary-b').waitFor();
    // No single "won": how often anyone won, then each seat.
    await expect.poll(() => page.getByTestId('lab-rate-a-with-winner').innerText()).toMatch(/^\d+\.\d % \(/);
    expect(await page.getByTestId('lab-rate-a-seat-1').innerText()).toMatch(/^\d+\.\d % \(\d+\.\d–\d+\.\d %\)$/);
    expect(await page.getByTestId('lab-rate-a-won').isVisible()).toBe(false);
    await page.getByTestId('lab-summary-a').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'lab-seats-1366x768.png') });
    // How the games ended reads in words with their values ("Player 2 won with 10 VP", or "…" where they vary), never a raw {name}.
    const endings = await page.getByTestId('lab-endings-a').innerText();
    expect(endings).not.toMatch(/\{\w+\}/);
    const figures = await page.getByTestId('lab-summary-a').innerText();
    const verdict = await page.getByTestId('lab-verdict').innerText();
    expect(verdict).toContain('rate of games with a winner');

    const downloads: { name: string; path: string }[] = [];
    page.on('download', async (d) => downloads.push({ name: d.suggestedFilename(), path: await d.path() }));
    await page.getByTestId('lab-card-export').click();
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(2);
    const png = downloads.find((d) => d.name.endsWith('.png'))!;
    const json = downloads.find((d) => d.name.endsWith('.json'))!;
    expect(readFileSync(png.path).subarray(1, 4).toString()).toBe('PNG');
    const card = JSON.parse(readFileSync(json.path, 'utf8'));
    expect(card).toMatchObject({ format: 'doomkeeper-variant-card', rulesetId: 'runebound-cataclysm', policy: 'random', seed: 11 });
    expect(card.a.figures.seats.won).toHaveLength(3);
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(png.path, join(SHOTS, 'lab-variant-card.png'));

    // Another copy of the app: the card re-opens as the same comparison, its figures marked as the card's.
    const other = await openPage(e2e.browser, e2e.server.url);
    await other.page.setViewportSize({ width: 1366, height: 768 });
    await other.page.getByTestId('nav-lab').click();
    // The form has its default once the lab's rulesets have loaded (they arrive after the screen is drawn).
    await expect.poll(() => other.page.getByTestId('lab-ruleset').inputValue()).toBe('runebound-monster-step');
    // A bad file is refused, saying why, and changes nothing.
    await other.page
      .getByTestId('lab-card-file')
      .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "doomkeeper-variant-card"}') });
    await expect.poll(() => other.page.getByTestId('lab-error').innerText()).toMatch(/not a variant card, so nothing changed/);
    expect(await other.page.getByTestId('lab-ruleset').inputValue()).toBe('runebound-monster-step');
    await other.page.getByTestId('lab-card-file').setInputFiles(json.path);
    await expect.poll(() => other.page.getByTestId('lab-card-note').innerText()).toContain('not run here');
    expect(await other.page.getByTestId('lab-ruleset').inputValue()).toBe('runebound-cataclysm');
    expect(await other.page.getByTestId('lab-seed').inputValue()).toBe('11');
    // The same figures; only the replay of a game is not offered (a card keeps no games).
    expect(await other.page.getByTestId('lab-summary-a').innerText()).toBe(figures.split('\nGame\n')[0]);
    expect(await other.page.getByTestId('lab-verdict').innerText()).toBe(verdict);
    await other.page.screenshot({ path: join(SHOTS, 'lab-variant-card-opened-1366x768.png') });
    expect(await seriousA11yProblems(other.page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  it('a pack’s variant card opened where that pack is not loaded shows its figures and says Simulate cannot re-run it', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.getByTestId('nav-lab').click();
    await page.getByTestId('lab-pack-file').setInputFiles(join(ROOT, 'packs/runebound-monster-step.json'));
    await expect.poll(() => page.getByTestId('lab-ruleset').inputValue()).toBe('pack:runebound-monster-step');
    await page.getByTestId('lab-games').fill('20');
    await page.getByTestId('lab-seed').fill('3');
    await page.getByTestId('lab-run').click();
    await allDone(page);
    const downloads: { name: string; path: string }[] = [];
    page.on('download', async (d) => downloads.push({ name: d.suggestedFilename(), path: await d.path() }));
    await page.getByTestId('lab-card-export').click();
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(2);
    const json = downloads.find((d) => d.name.endsWith('.json'))!;
    const other = await openPage(e2e.browser, e2e.server.url);
    await other.page.setViewportSize({ width: 1366, height: 768 });
    await other.page.getByTestId('nav-lab').click();
    await other.page.getByTestId('lab-card-file').setInputFiles(json.path);
    await expect.poll(() => other.page.getByTestId('lab-card-note').innerText()).toContain('Simulate cannot re-run it');
    expect(await other.page.getByTestId('lab-summary-a').innerText()).toContain('20 games');
    expect(await other.page.getByTestId('lab-run').isDisabled()).toBe(true);
    await other.page.screenshot({ path: join(SHOTS, 'lab-pack-card-elsewhere-1366x768.png') });
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  it('shows progress and cancels a long simulation', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.getByTestId('nav-lab').click();
    await page.getByTestId('lab-ruleset').selectOption('catan-horror');
    await page.getByTestId('lab-policy').selectOption('random');
    // The simulated table builds only with a Catan box's pieces, and the screen says so beside the policy.
    await expect.poll(() => page.getByTestId('lab-policy-help').innerText()).toContain('5 settlements, 4 cities, 3 city walls per player');
    await shot(page, 'lab-catan-horror-random-1366');
    await page.getByTestId('lab-games').fill('20000');
    await page.getByTestId('lab-run').click();
    await expect
      .poll(async () => Number(await page.getByTestId('lab-progress-a').getAttribute('value')), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.getByTestId('lab-cancel').click();
    await expect.poll(() => page.locator('.progress-line').innerText()).toContain('cancelled');
    await expect.poll(() => page.getByTestId('lab-run').isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('answers "what are my chances from here" for an open campaign', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.goto(e2e.server.url);
    await createCampaign(page, { name: 'Solo Tuesday', rulesetId: 'runebound-monster-step', players: ['Ann'] });
    await page.getByTestId('open-lab').click();
    await expect.poll(() => page.getByTestId('lab-from-campaign').innerText()).toContain('Solo Tuesday');
    await page.getByTestId('lab-games').fill('300');
    await page.getByTestId('lab-run').click();
    await allDone(page);
    expect(await page.getByTestId('lab-summary-a').innerText()).toContain('300 games');
    await shot(page, 'lab-from-campaign');
    expect(errors).toEqual([]);
  });
});
