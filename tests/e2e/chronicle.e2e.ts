/**
 * The chronicle of a long campaign: only the rows in view are drawn, scrolling reaches the first
 * step, and "Go to turn" lands on the right one; an abandoned branch is brought back from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServices, type Services } from '../../electron/main/services/services';
import type { Args, Method, Returns } from '../../shared/rpc/contract';
import { join } from 'node:path';
import { seriousA11yFindings } from '../support/axe';
import { DOCS_SHOTS, launchBrowser, shot, startServer, type RunningServer } from './helpers';
import { tempDir } from '../support/temp-db';

const STEPS = 3000;
/** Eight helpers share two cores: a click may take seconds to show. */
const SLOW = { timeout: 15_000 };
const dir = tempDir('doomkeeper-e2e-chronicle-');
let server: RunningServer;
let browser: Browser;
let longId = 0;
let branchId = 0;
/** The first step of each turn of the long campaign, as the services recorded them. */
const firstStepOfTurn = new Map<number, number>();
/** Every step of the long campaign, in order. */
const allSteps: number[] = [];
/** The rows a search for "doom" finds in the long campaign (nearly every step), counted exactly by the server, and their events. */
const doomRows: { step: number; turn: number }[] = [];
let doomMatched = 0;
/** The long campaign's whole log as one answer (what the chronicle fetched before it paged), in bytes. */
let wholeLogBytes = 0;
/** At most this many bytes reach the page when the long chronicle opens (its head and one page of rows). */
const FIRST_LOAD_BUDGET = 120_000;

function call<M extends Method>(services: Services, method: M, args: Args<M>): Returns<M> {
  const result = services.dispatch(method, args);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as Returns<M>;
}

/** A dice-tray campaign of STEPS steps through the real services: a counter raised, a roll every sixth step (a new turn). */
function seedLongCampaign(services: Services): number {
  const { id } = call(services, 'campaign/create', { name: 'Long night', rulesetId: 'dice-tray', players: [], options: {} });
  const act = (action: Args<'campaign/act'>['action']) => call(services, 'campaign/act', { campaignId: id, action });
  act({ type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99999, start: 0 } });
  for (let i = 3; i <= STEPS; i++) {
    if (i % 6 === 0) act({ type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'app' } });
    else act({ type: 'change-counter', payload: { counterId: 'c1', delta: 1 } });
  }
  for (const e of call(services, 'campaign/history', { campaignId: id })) {
    if (e.seq === e.step) {
      allSteps.push(e.step);
      if (!firstStepOfTurn.has(e.turn)) firstStepOfTurn.set(e.turn, e.step);
    }
  }
  return id;
}

beforeAll(async () => {
  const file = dir.file('campaigns.sqlite');
  const services = startServices({ databasePath: file, version: 'e2e', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // seeding only
  longId = seedLongCampaign(services);
  wholeLogBytes = JSON.stringify(call(services, 'history/chronicle', { campaignId: longId })).length;
  for (let index = 0, total = 1; index < total; index += 500) {
    const found = call(services, 'history/chronicle-page', {
      campaignId: longId,
      filter: { text: 'doom' },
      locale: 'en',
      index,
      limit: 500,
    });
    total = found.total;
    doomMatched = found.matched;
    doomRows.push(...found.rows.map((r) => ({ step: r.step, turn: r.entries[0].turn })));
  }
  branchId = call(services, 'campaign/create', { name: 'Forked road', rulesetId: 'dice-tray', players: ['Ann'], options: {} }).id;
  call(services, 'campaign/act', {
    campaignId: branchId,
    action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 12, start: 0 } },
  });
  for (let i = 0; i < 3; i++)
    call(services, 'campaign/act', { campaignId: branchId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
  services.close();
  server = await startServer(file);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  dir.remove();
});

const drawnRows = (page: Page) => page.locator('[data-testid^="chronicle-step-"]').count();
/** The steps of the rows drawn, in order. */
const drawnSteps = async (page: Page) =>
  (await page.locator('[data-testid^="chronicle-step-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!))).map(
    (id) => Number(id.slice('chronicle-step-'.length)),
  );
/** Counts the bytes the page receives over its RPC websocket from now on. */
function countReceived(page: Page): { bytes: number } {
  const received = { bytes: 0 };
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => (received.bytes += typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length)),
  );
  return received;
}
/** Whether a step's row is drawn and inside the log's visible box. */
async function inView(page: Page, step: number): Promise<boolean> {
  const row = page.getByTestId(`chronicle-step-${step}`);
  if (!(await row.count())) return false;
  const [box, log] = await Promise.all([row.boundingBox(), page.getByTestId('chronicle-log').boundingBox()]);
  return !!box && !!log && box.y >= log.y - 1 && box.y + Math.min(box.height, 20) <= log.y + log.height + 1;
}

describe('the chronicle of a long campaign', () => {
  it(`draws a bounded number of rows of ${STEPS} steps, scrolls to the first and goes to a turn`, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const received = countReceived(page);
    await page.goto(`${server.url}#/campaign/${longId}/chronicle`);
    await page.getByTestId('chronicle-title').waitFor();
    // Opens at the latest step, having received its head and one page of rows, not the whole log.
    await expect.poll(() => inView(page, STEPS), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(500); // any page asked for as the list settled has arrived
    const firstLoad = received.bytes;
    console.log(`chronicle first load at ${STEPS} steps: ${firstLoad} bytes received (the whole log is ${wholeLogBytes})`);
    expect(firstLoad).toBeGreaterThan(0);
    expect(firstLoad).toBeLessThan(FIRST_LOAD_BUDGET);
    expect(firstLoad * 10).toBeLessThan(wholeLogBytes);
    expect(await page.getByTestId('chronicle-log').locator('.loading').count()).toBe(0);
    const atEnd = await drawnRows(page);
    expect(atEnd).toBeGreaterThan(5);
    expect(atEnd).toBeLessThanOrEqual(80);
    console.log(`chronicle rows drawn at the end: ${atEnd} of ${STEPS}`);

    // Scrolled to the top: the set-up step, and still a bounded number of rows.
    await page.getByTestId('chronicle-log').evaluate((el) => (el.scrollTop = 0));
    await expect.poll(() => inView(page, 1), SLOW).toBe(true);
    const atTop = await drawnRows(page);
    expect(atTop).toBeLessThanOrEqual(80);

    // Half-way down by the scroll bar: the rows there are asked for and drawn, consecutive steps near the middle.
    await page.getByTestId('chronicle-log').evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
    // Waited for until drawn: a loaded machine may still show the top rows when first asked (the
    // scroll not yet handled, nothing loading yet), and a snapshot then would read the old rows.
    const firstDrawnAt = async () => allSteps.indexOf((await drawnSteps(page))[0] ?? -1);
    await expect.poll(firstDrawnAt, SLOW).toBeGreaterThan(allSteps.length * 0.3);
    await expect.poll(() => drawnRows(page), SLOW).toBeGreaterThan(5);
    await expect.poll(() => page.getByTestId('chronicle-log').locator('.loading').count(), SLOW).toBe(0);
    const middle = await drawnSteps(page);
    expect(middle.length).toBeLessThanOrEqual(80);
    const from = allSteps.indexOf(middle[0]);
    expect(from).toBeGreaterThan(allSteps.length * 0.3);
    expect(from).toBeLessThan(allSteps.length * 0.7);
    expect(middle).toEqual(allSteps.slice(from, from + middle.length)); // no gap, no repeat
    console.log(`chronicle bytes received after the top and the middle: ${received.bytes}`);
    expect(received.bytes).toBeLessThan(FIRST_LOAD_BUDGET * 3);

    // Go to turn 250: its first step at the top of the log, marked.
    const target = firstStepOfTurn.get(250)!;
    expect(target).toBeGreaterThan(1000);
    await page.getByTestId('go-to-turn-number').fill('250');
    await page.getByTestId('go-to-turn-go').click();
    await expect.poll(() => inView(page, target), SLOW).toBe(true);
    await expect.poll(() => page.getByTestId(`chronicle-step-${target}`).getAttribute('class'), SLOW).toContain('reached');
    expect(await page.getByTestId('chronicle-log').innerText()).toContain('TURN 250');
    const atTurn = await drawnRows(page);
    expect(atTurn).toBeLessThanOrEqual(80);
    console.log(`chronicle rows drawn at the end / top / turn 250: ${atEnd} / ${atTop} / ${atTurn}`);
    await shot(page, 'history-chronicle-long-1366');

    // A search reads the narrated sentences: main narrates them into its text index (FTS5) and answers the one match.
    await page.getByTestId('filter-text').fill('Doom: 10 → 11.');
    await expect.poll(() => page.getByTestId('chronicle-log').locator('button.event').count(), SLOW).toBe(1);
    expect(await page.getByTestId('chronicle-log').innerText()).toContain('Doom: 10 → 11.');
    expect(await page.locator('.filters').innerText()).toContain('1 of 3,000 events');
    // Any piece of the sentence, in any case.
    await page.getByTestId('filter-text').fill('DOOM: 1000 → 100');
    // The one match of the new text (the count alone was already 1 for the text before).
    await expect.poll(() => page.getByTestId('chronicle-log').innerText(), SLOW).toContain('Doom: 1000 → 1001.');
    expect(await page.getByTestId('chronicle-log').locator('button.event').count()).toBe(1);
    await page.getByTestId('filter-text').fill('');
    await expect.poll(() => drawnRows(page), SLOW).toBeGreaterThan(5);

    // A turn never reached says so.
    await page.getByTestId('go-to-turn-number').fill('99999');
    await page.getByTestId('go-to-turn-go').click();
    await expect.poll(() => page.getByTestId('go-to-turn').innerText(), SLOW).toContain('No step was played');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('a search in nearly every step counts its newest matches ("1,000+"), and reaches the first by keyboard, every row once', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}#/campaign/${longId}/chronicle`);
    await page.getByTestId('chronicle-title').waitFor();
    await page.getByTestId('filter-text').fill('doom');
    const shown = () => page.getByTestId('chronicle-shown').innerText();
    expect(doomMatched).toBeGreaterThan(2000);
    await expect.poll(shown, SLOW).toMatch(/^1,\d{3}\+ of 3,000 events$/);
    const steps = doomRows.map((r) => r.step);
    await expect.poll(() => inView(page, steps[steps.length - 1]), SLOW).toBe(true);
    await expect.poll(() => page.getByTestId('chronicle-log').locator('.loading').count(), SLOW).toBe(0);
    console.log(`chronicle search "doom": ${await shown()} (exactly ${doomMatched})`);
    await shot(page, 'history-chronicle-search-bounded-1366');
    expect(await seriousA11yFindings(page)).toEqual([]);

    // By keyboard: Home in the log, again and again — each time the list has grown at its top, and
    // the rows drawn are consecutive matches (no gap, no repeat) until the first match is in view.
    await page.getByTestId('chronicle-log').focus();
    for (let presses = 0; !(await inView(page, steps[0])); presses++) {
      expect(presses).toBeLessThan(40);
      await page.keyboard.press('Home');
      await page.waitForTimeout(250);
      await expect.poll(() => page.getByTestId('chronicle-log').locator('.loading').count(), SLOW).toBeLessThanOrEqual(1);
      const drawn = await drawnSteps(page);
      const from = steps.indexOf(drawn[0]);
      expect(from).toBeGreaterThanOrEqual(0);
      expect(drawn).toEqual(steps.slice(from, from + drawn.length));
    }
    // The first match reached: the count is exact now.
    await expect.poll(shown, SLOW).toBe(`${doomMatched.toLocaleString('en')} of 3,000 events`);
    await shot(page, 'history-chronicle-search-first-1366');

    // "Go to turn" in a search not counted that far back: its first match of the turn, at the top, marked.
    await page.getByTestId('filter-text').fill('doom:');
    await expect.poll(shown, SLOW).toMatch(/\+ of 3,000 events$/);
    const target = doomRows.find((r) => r.turn >= 40)!.step;
    await page.getByTestId('go-to-turn-number').fill('40');
    await page.getByTestId('go-to-turn-go').click();
    await expect.poll(() => inView(page, target), SLOW).toBe(true);
    await expect.poll(() => page.getByTestId(`chronicle-step-${target}`).getAttribute('class'), SLOW).toContain('reached');
    const near = await drawnSteps(page);
    const from = steps.indexOf(near[0]);
    expect(near).toEqual(steps.slice(from, from + near.length));
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('brings back steps that were undone and played over, after asking, as one step undo takes back', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const doom = () => page.getByTestId('tracker-c1').getByTestId('tracker-value').innerText();
    await page.goto(`${server.url}#/play/${branchId}`);
    await expect.poll(doom, SLOW).toBe('3');
    // Two raises undone, then another played over them: steps 4 and 5 are an abandoned branch.
    await page.getByTestId('undo').click();
    await expect.poll(doom, SLOW).toBe('2');
    await page.getByTestId('undo').click();
    await expect.poll(doom, SLOW).toBe('1');
    await page.getByRole('button', { name: 'Doom plus one' }).click();
    await expect.poll(doom, SLOW).toBe('2');

    await page.getByTestId('open-chronicle').click();
    await page.getByTestId('chronicle-title').waitFor();
    const log = page.getByTestId('chronicle-log');
    await expect.poll(() => log.innerText(), SLOW).toContain('abandoned branch');
    expect(await page.getByTestId('bring-back-4').count()).toBe(0); // offered on the branch's tip only
    await page.getByTestId('bring-back-5').click();
    const dialog = page.getByTestId('confirm-bring-back');
    await expect.poll(() => dialog.innerText(), SLOW).toContain('Bring back 2 abandoned steps?');
    expect(await dialog.innerText()).toContain('The 1 step played since is taken back.');
    await shot(page, 'history-chronicle-bring-back-1366');
    await page.getByTestId('confirm-bring-back-go').click();
    await expect.poll(() => page.getByTestId('confirm-bring-back').count(), SLOW).toBe(0);
    await expect.poll(() => log.innerText(), SLOW).toContain('Brought back 2 abandoned steps.');
    expect(await page.getByTestId('chronicle-step-5').getAttribute('class')).not.toContain('undone');
    expect(await page.getByTestId('chronicle-step-8').getAttribute('class')).toContain('undone');
    expect(await page.locator('[data-testid^="bring-back-"]').count()).toBe(0);

    // Back in the game: Doom as the branch left it; one undo takes the bringing back out whole.
    await page.getByTestId('back-to-game').click();
    await expect.poll(doom, SLOW).toBe('3');
    await page.getByTestId('undo').click();
    await expect.poll(doom, SLOW).toBe('2');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('looks right at a laptop and a large screen, with nothing serious for axe (screenshots for docs/screenshots)', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const problems: string[] = [];
    const look = async (name: string, screen: string, inView?: string) => {
      for (const p of await seriousA11yFindings(page)) problems.push(`${screen} — ${p.rule}: ${p.target}`);
      for (const size of [
        { width: 1366, height: 768 },
        { width: 1920, height: 1080 },
      ]) {
        await page.setViewportSize(size);
        if (inView) await page.getByTestId(inView).scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(DOCS_SHOTS, `history-${name}-${size.width}.png`) });
      }
      await page.setViewportSize({ width: 1366, height: 768 });
    };
    // The chronicle with a branch struck, after undo and a new step, and its bring-back confirmation.
    await page.goto(`${server.url}#/play/${branchId}`);
    const doom = () => page.getByTestId('tracker-c1').getByTestId('tracker-value').innerText();
    await expect.poll(doom, SLOW).toBe('2'); // as the test before left it: the bringing back undone
    await page.getByRole('button', { name: 'Doom plus one' }).click();
    await expect.poll(doom, SLOW).toBe('3');
    await look('panel', 'play screen history', 'history');
    await page.getByTestId('open-chronicle').click();
    await page.getByTestId('chronicle-title').waitFor();
    await page.locator('[data-testid^="bring-back-"]').first().waitFor();
    await look('chronicle-branch', 'chronicle');
    await page.locator('[data-testid^="bring-back-"]').first().click();
    await page.getByTestId('confirm-bring-back').waitFor();
    await look('chronicle-bring-back', 'bring-back confirmation');
    await page.getByTestId('cancel-bring-back').click();
    // The long campaign's chronicle and statistics, and the backups.
    await page.goto(`${server.url}#/campaign/${longId}/chronicle`);
    await page.getByTestId('chronicle-title').waitFor();
    await expect.poll(() => inView(page, STEPS), { timeout: 15_000 }).toBe(true);
    await look('chronicle-long', 'long chronicle');
    await page.getByTestId('open-stats').click();
    await page.locator('canvas').first().waitFor();
    // 3,000 steps in force: the chart is drawn through fewer points, and says so.
    expect(await page.getByTestId('chart-thinned').innerText()).toMatch(/drawn through 1,\d{3} of its 3,000 steps/);
    await page.waitForTimeout(800);
    await look('stats-long', 'statistics');
    await page.getByTestId('nav-backups').click();
    await page.waitForTimeout(800);
    await look('backups', 'backups');
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
