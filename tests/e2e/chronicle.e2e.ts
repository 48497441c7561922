/**
 * The chronicle of a long campaign: only the rows in view are drawn, scrolling reaches the first
 * step, and "Go to turn" lands on the right one; an abandoned branch is brought back from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServices, type Services } from '../../electron/main/services/services';
import type { Args, Method, Returns } from '../../shared/rpc/contract';
import { launchBrowser, shot, startServer, type RunningServer } from './helpers';
import { tempDir } from '../support/temp-db';

const STEPS = 3000;
const dir = tempDir('doomkeeper-e2e-chronicle-');
let server: RunningServer;
let browser: Browser;
let longId = 0;
let branchId = 0;
/** The first step of each turn of the long campaign, as the services recorded them. */
const firstStepOfTurn = new Map<number, number>();

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
  for (const e of call(services, 'campaign/history', { campaignId: id }))
    if (e.seq === e.step && !firstStepOfTurn.has(e.turn)) firstStepOfTurn.set(e.turn, e.step);
  return id;
}

beforeAll(async () => {
  const file = dir.file('campaigns.sqlite');
  const services = startServices({ databasePath: file, version: 'e2e', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // seeding only
  longId = seedLongCampaign(services);
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
    await page.goto(`${server.url}#/campaign/${longId}/chronicle`);
    await page.getByTestId('chronicle-title').waitFor();
    // Opens at the latest step.
    await expect.poll(() => inView(page, STEPS), { timeout: 15_000 }).toBe(true);
    const atEnd = await drawnRows(page);
    expect(atEnd).toBeGreaterThan(5);
    expect(atEnd).toBeLessThanOrEqual(80);
    console.log(`chronicle rows drawn at the end: ${atEnd} of ${STEPS}`);

    // Scrolled to the top: the set-up step, and still a bounded number of rows.
    await page.getByTestId('chronicle-log').evaluate((el) => (el.scrollTop = 0));
    await expect.poll(() => inView(page, 1)).toBe(true);
    const atTop = await drawnRows(page);
    expect(atTop).toBeLessThanOrEqual(80);

    // Half-way down by the scroll bar.
    await page.getByTestId('chronicle-log').evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
    await expect.poll(() => drawnRows(page)).toBeGreaterThan(5);
    expect(await drawnRows(page)).toBeLessThanOrEqual(80);

    // Go to turn 250: its first step at the top of the log, marked.
    const target = firstStepOfTurn.get(250)!;
    expect(target).toBeGreaterThan(1000);
    await page.getByTestId('go-to-turn-number').fill('250');
    await page.getByTestId('go-to-turn-go').click();
    await expect.poll(() => inView(page, target)).toBe(true);
    await expect.poll(() => page.getByTestId(`chronicle-step-${target}`).getAttribute('class')).toContain('reached');
    expect(await page.getByTestId('chronicle-log').innerText()).toContain('TURN 250');
    const atTurn = await drawnRows(page);
    expect(atTurn).toBeLessThanOrEqual(80);
    console.log(`chronicle rows drawn at the end / top / turn 250: ${atEnd} / ${atTop} / ${atTurn}`);
    await shot(page, 'history-chronicle-long-1366');

    // A turn never reached says so.
    await page.getByTestId('go-to-turn-number').fill('99999');
    await page.getByTestId('go-to-turn-go').click();
    await expect.poll(() => page.getByTestId('go-to-turn').innerText()).toContain('No step was played');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('brings back steps that were undone and played over, after asking, as one step undo takes back', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const doom = () => page.getByTestId('tracker-c1').getByTestId('tracker-value').innerText();
    await page.goto(`${server.url}#/play/${branchId}`);
    await expect.poll(doom).toBe('3');
    // Two raises undone, then another played over them: steps 4 and 5 are an abandoned branch.
    await page.getByTestId('undo').click();
    await expect.poll(doom).toBe('2');
    await page.getByTestId('undo').click();
    await expect.poll(doom).toBe('1');
    await page.getByRole('button', { name: 'Doom plus one' }).click();
    await expect.poll(doom).toBe('2');

    await page.getByTestId('open-chronicle').click();
    await page.getByTestId('chronicle-title').waitFor();
    const log = page.getByTestId('chronicle-log');
    await expect.poll(() => log.innerText()).toContain('abandoned branch');
    expect(await page.getByTestId('bring-back-4').count()).toBe(0); // offered on the branch's tip only
    await page.getByTestId('bring-back-5').click();
    const dialog = page.getByTestId('confirm-bring-back');
    await expect.poll(() => dialog.innerText()).toContain('Bring back 2 abandoned steps?');
    expect(await dialog.innerText()).toContain('The 1 step played since is taken back.');
    await shot(page, 'history-chronicle-bring-back-1366');
    await page.getByTestId('confirm-bring-back-go').click();
    await expect.poll(() => page.getByTestId('confirm-bring-back').count()).toBe(0);
    await expect.poll(() => log.innerText()).toContain('Brought back 2 abandoned steps.');
    expect(await page.getByTestId('chronicle-step-5').getAttribute('class')).not.toContain('undone');
    expect(await page.getByTestId('chronicle-step-8').getAttribute('class')).toContain('undone');
    expect(await page.locator('[data-testid^="bring-back-"]').count()).toBe(0);

    // Back in the game: Doom as the branch left it; one undo takes the bringing back out whole.
    await page.getByTestId('back-to-game').click();
    await expect.poll(doom).toBe('3');
    await page.getByTestId('undo').click();
    await expect.poll(doom).toBe('2');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
