/**
 * "Which is better?" on the play screen, clicked through: a Catan Horror table at its knight's
 * actions and a Monster Step hero choosing where to move open the dialog from the tools, see every
 * compared option's chance of a won game with its interval, the policy assumed and the number of
 * games, and a verdict (best, or too close to call); the keyboard reaches and closes it, axe finds no
 * serious problem, and the play screen keeps to one screen with the button in its tools.
 * Screenshots at 1366×768: docs/screenshots/lab-choices-*.png (with DOOMKEEPER_DOCS_SHOTS=1).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServices } from '../../electron/main/services/services';
import { CORE, foldEvents, runAction } from '../../shared/engine/run';
import { labChoices } from '../../shared/lab/choices';
import { labPlayers, simulateGame } from '../../shared/lab/runner';
import { labSubject } from '../../shared/lab/subject';
import { caller } from '../support/services-call';
import { seriousA11yProblems } from '../support/axe';
import { tempDir } from '../support/temp-db';
import { DOCS_SHOTS, launchBrowser, startServer, type RunningServer } from './helpers';
import { GAMES, seedGames } from './mid-game';
import { measureFit, misfits } from './fit';

const dir = tempDir('doomkeeper-e2e-lab-choices-');
let server: RunningServer;
let browser: Browser;
let catan = 0;
let monsterStep = 0;
/** Finished Monster Step campaigns: simulated games replayed into the campaign file, their fights as the table reported them. */
let recorded: number[] = [];

/** A Monster Step campaign brought, through the services, to a movement prompt offering three places or more. */
function seedMonsterStepAtAChoice(file: string): number {
  const { ruleset, profile } = labSubject({ rulesetId: 'runebound-monster-step' })!;
  const played = simulateGame({
    ruleset,
    profile,
    policy: profile.policies.greedy,
    params: {},
    seed: 5,
    start: { options: {}, players: labPlayers(1) },
    keepActions: true,
  });
  let state = foldEvents(ruleset, undefined, [
    { type: CORE.setup, data: { options: ruleset.optionsSchema.parse({}), players: labPlayers(1) } },
  ]);
  let upTo = -1;
  for (let i = 0; i < played.actions.length && upTo < 0; i++) {
    if (ruleset.prompt(state).code === 'rms/prompt/movement' && labChoices(ruleset, profile, state).options.length >= 3) upTo = i;
    else
      state = (
        runAction(ruleset, state, played.actions[i].type, played.actions[i].payload, played.actions[i].dice) as {
          value: { state: unknown };
        }
      ).value.state;
  }
  const services = startServices({ databasePath: file, version: 'e2e', transport: 'websocket' });
  const { call } = caller(() => services);
  try {
    const { id } = call('campaign/create', { name: 'Which way, Dan?', rulesetId: 'runebound-monster-step', players: ['Dan'], options: {} });
    for (const step of played.actions.slice(0, upTo)) {
      const roll = step.dice.length ? { roll: { source: 'table' as const, values: step.dice.map((d) => d.value) } } : {};
      call('campaign/act', { campaignId: id, action: { type: step.type, payload: step.payload, ...roll } });
    }
    return id;
  } finally {
    services.close();
  }
}

function seedRecordedGames(file: string): number[] {
  const services = startServices({ databasePath: file, version: 'e2e', transport: 'websocket' });
  const { call } = caller(() => services);
  try {
    return [1, 2].map(
      (game) =>
        call('lab/replay', { rulesetId: 'runebound-monster-step', policy: 'greedy', params: { fightWin: 0.5 }, seed: 31, game }).campaignId,
    );
  } finally {
    services.close();
  }
}

beforeAll(async () => {
  const file = dir.file('campaigns.sqlite');
  catan = seedGames(
    file,
    GAMES.filter((g) => g.rulesetId === 'catan-horror'),
  ).get('catan-horror')!;
  monsterStep = seedMonsterStepAtAChoice(file);
  recorded = seedRecordedGames(file);
  server = await startServer(file);
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  dir.remove();
});

async function openPlay(id: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}#/play/${id}`);
  await page.getByTestId('prompt').waitFor();
  return { page, errors };
}

async function save(page: Page, name: string) {
  mkdirSync(DOCS_SHOTS, { recursive: true });
  await page.screenshot({ path: join(DOCS_SHOTS, `${name}.png`) });
}

/** Every compared option shows "41 % (±3)" and the runs have ended with a verdict. */
async function results(page: Page): Promise<string[]> {
  await page.getByTestId('choices-verdict').waitFor({ timeout: 120_000 });
  return page.getByTestId('choice-rate').allInnerTexts();
}

describe('"Which is better?" on the play screen', () => {
  it('Catan Horror: the knight’s actions each get a chance of a won game, with the policy, the games and a verdict', async () => {
    const { page, errors } = await openPlay(catan);
    // The button sits in the tools and the screen still hides nothing at 1366×768.
    const fit = await measureFit(page, { scrolls: ['history', 'side'], reserveUnder: 'prompter' });
    expect(misfits(fit)).toEqual([]);
    await page.getByTestId('open-choices').click();
    const dialog = page.getByTestId('choices');
    await dialog.waitFor();
    const rates = await results(page);
    expect(rates.length).toBeGreaterThanOrEqual(2);
    for (const rate of rates) expect(rate).toMatch(/^\d{1,3} % \(±\d{1,2}\)$/);
    const names = await dialog.locator('.results .name').allInnerTexts();
    expect(names.join(' | ')).toMatch(/End/i);
    expect(names.some((n) => /suggested/.test(n))).toBe(true);
    expect(await page.getByTestId('choices-assumed').innerText()).toMatch(
      /At least \d+ simulated games? per option; the rest of each game is played by “Greedy/,
    );
    expect(await page.getByTestId('choices-verdict').innerText()).toMatch(/looks best|Too close to call at \d+ games — run longer\?/);
    expect(await seriousA11yProblems(page)).toEqual([]);
    await save(page, 'lab-choices-catan-horror');
    // Esc closes it, and the play screen is as it was.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('Monster Step: where the hero moves, by keyboard; picked options run again, a run can be stopped', async () => {
    const { page, errors } = await openPlay(monsterStep);
    await page.getByTestId('open-choices').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('choices');
    await dialog.waitFor();
    const rates = await results(page);
    expect(rates.length).toBeGreaterThanOrEqual(3);
    const names = await dialog.locator('.results .name').allInnerTexts();
    // Each option is a place the prompt's own form offers the hero.
    const places = (await page.getByTestId('prompter').locator('option').allInnerTexts()).map((p) => p.trim());
    for (const name of names)
      expect(places).toContain(
        name
          .replace(/ · suggested$/, '')
          .split(': ')
          .slice(1)
          .join(': ')
          .trim(),
      );
    await save(page, 'lab-choices-monster-step');
    // Pick two options and run them again; stop a longer run.
    await dialog.getByTestId('choices-pick').locator('summary').click();
    const boxes = dialog.getByTestId('choices-pick').locator('input[type=checkbox]');
    const count = await boxes.count();
    for (let i = 0; i < count; i++) if (i >= 2 && (await boxes.nth(i).isChecked())) await boxes.nth(i).uncheck();
    await dialog.getByTestId('choices-run').click();
    await expect.poll(() => dialog.locator('.results li').count(), { timeout: 30_000 }).toBe(2);
    await results(page);
    await dialog.getByTestId('choices-longer').click();
    await dialog.getByTestId('choices-cancel').click();
    await expect.poll(() => dialog.getByTestId('choices-run').count(), { timeout: 30_000 }).toBe(1);
    expect(await seriousA11yProblems(page)).toEqual([]);
    await dialog.getByTestId('choices-close').click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});

describe('"Use our table’s rates" in the Lab', () => {
  it('reads the chances off our recorded Monster Step campaigns, with counts and intervals, and runs and records them', async () => {
    expect(recorded).toHaveLength(2);
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);
    await page.getByTestId('nav-lab').click();
    await expect.poll(() => page.getByTestId('lab-ruleset').inputValue()).toBe('runebound-monster-step');
    await page.getByTestId('lab-rates-ruleset').click();
    const fight = page.getByTestId('lab-rate-read-fightWin');
    await fight.waitFor();
    // "Chance the hero wins a fight with a monster: 7 of 12 — 58.3 % (32.0–80.7 %)"
    const line = await fight.innerText();
    expect(line).toMatch(/^Chance the hero wins a fight with a monster: (\d+) of (\d+) — \d+\.\d % \(\d+\.\d–\d+\.\d %\)$/);
    const [, won, of] = /: (\d+) of (\d+)/.exec(line)!;
    expect(await page.getByTestId('lab-table-rates').innerText()).toContain('Read off 3 campaigns’ chronicles');
    await page.getByTestId('lab-rates-use').click();
    expect(Number(await page.getByTestId('lab-param-a-fightWin').inputValue())).toBeCloseTo(Number(won) / Number(of), 3);
    await expect.poll(() => page.getByTestId('lab-rates-used').innerText()).toMatch(/Set A uses our table’s rates/);
    await page.getByTestId('lab-table-rates').scrollIntoViewIfNeeded();
    await save(page, 'lab-table-rates');
    expect(await seriousA11yProblems(page)).toEqual([]);
    await page.getByTestId('lab-games').fill('40');
    await page.getByTestId('lab-seed').fill('5');
    await page.getByTestId('lab-run').click();
    await page.getByTestId('lab-summary-a').waitFor({ timeout: 120_000 });
    await expect.poll(() => page.getByTestId('lab-card-export').count(), { timeout: 120_000 }).toBe(1);
    const downloads: { name: string; path: string }[] = [];
    page.on('download', async (d) => downloads.push({ name: d.suggestedFilename(), path: await d.path() }));
    await page.getByTestId('lab-card-export').click();
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(2);
    const card = JSON.parse(readFileSync(downloads.find((d) => d.name.endsWith('.json'))!.path, 'utf8'));
    expect(card.a.tableRates.scope).toBe('ruleset');
    expect(card.a.tableRates.rates.find((r: { key: string }) => r.key === 'fightWin')).toMatchObject({
      count: Number(won),
      of: Number(of),
    });
    expect(card.a.params.fightWin).toBeCloseTo(Number(won) / Number(of), 3);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('from an open campaign, reads this campaign’s chronicle alone', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${server.url}#/play/${recorded[0]}`);
    await page.getByTestId('open-lab').click();
    await expect.poll(() => page.getByTestId('lab-from-campaign').count()).toBe(1);
    await page.getByTestId('lab-rates-campaign').click();
    await expect.poll(() => page.getByTestId('lab-table-rates').innerText()).toContain('Read off 1 campaign’s chronicle');
    await page.close();
  }, 60_000);
});
