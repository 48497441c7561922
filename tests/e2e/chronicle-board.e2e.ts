/**
 * Issue 28: the chronicle's "as it was" draws every ruleset's own board, read-only (each control on it disabled, nothing
 * focusable in it), and its log takes most of the window under one bar of filters and checkpoints — no page scroll.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServices, type Services } from '../../electron/main/services/services';
import type { Args, Method, PlayView, Returns } from '../../shared/rpc/contract';
import { rulesets } from '../../shared/rulesets/registry';
import { CODE_RULESET_IDS } from '../../shared/rulesets/ids';
import { seededRandom } from '../../shared/lab/random';
import { seriousA11yFindings } from '../support/axe';
import { launchBrowser, shotsAtSizes, startServer, tempDir, type RunningServer } from './helpers';

const SLOW = { timeout: 15_000 };
const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const dir = tempDir('doomkeeper-e2e-chronicle-board-');
let server: RunningServer;
let browser: Browser;
const campaigns = new Map<string, number>();

function call<M extends Method>(services: Services, method: M, args: Args<M>): Returns<M> {
  const result = services.dispatch(method, args);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as Returns<M>;
}

/** A campaign of the ruleset played some way, as a table would: the primary action mostly, app dice. */
function seed(services: Services, id: string): number {
  const ruleset = rulesets.get(id)!;
  const players = NAMES.slice(0, Math.max(ruleset.minPlayers, Math.min(ruleset.maxPlayers, NAMES.length)));
  const campaignId = call(services, 'campaign/create', { name: `Past ${id}`, rulesetId: id, players, options: {} }).id;
  const random = seededRandom(7);
  let view: PlayView = call(services, 'campaign/open', { campaignId });
  for (let i = 0; i < 40 && !view.outcome; i++) {
    const primary = view.prompt.actions.filter((a) => a.primary);
    const offered = [...(random() < 0.8 ? primary : []), ...[...view.prompt.actions].sort(() => random() - 0.5)];
    for (const action of offered) {
      const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
      for (const field of action.fields ?? []) {
        if (field.name in payload) continue;
        if (field.kind === 'choice' && field.choices.length) payload[field.name] = field.choices[0].value;
        else if (field.kind === 'number') payload[field.name] = field.default ?? field.min;
        else if (field.kind === 'boolean') payload[field.name] = field.default ?? false;
        else if (field.kind === 'text') payload[field.name] = `Place ${i}`;
      }
      const roll = action.dice?.dice.length || action.rolls ? { roll: { source: 'app' as const } } : {};
      const result = services.dispatch('campaign/act', { campaignId, action: { type: action.type, payload, ...roll } });
      if (result.ok) {
        view = result.value as PlayView;
        break;
      }
    }
  }
  return campaignId;
}

beforeAll(async () => {
  const file = dir.file('campaigns.sqlite');
  const services = startServices({ databasePath: file, version: 'e2e', transport: 'websocket' });
  // The code rulesets: a pack another file registered in this worker is not installed in this database.
  for (const id of CODE_RULESET_IDS) campaigns.set(id, seed(services, id));
  services.close();
  server = await startServer(file);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  dir.remove();
});

describe('the chronicle: the board as it was, and the log in most of the window', () => {
  for (const id of CODE_RULESET_IDS) {
    it(`${id}: its own board, read-only; the log most of the height; no page scroll`, async () => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.url}#/campaign/${campaigns.get(id)}/chronicle`);
      await page.getByTestId('chronicle-title').waitFor();
      const log = page.getByTestId('chronicle-log');
      await expect.poll(() => log.locator('button.event').count(), SLOW).toBeGreaterThan(0);
      await log.locator('button.event').last().click();
      const board = page.getByTestId('past-board');
      await board.waitFor(SLOW);
      await expect.poll(() => board.locator('[data-testid="board"], section, table, ul').count(), SLOW).toBeGreaterThan(0);
      expect(await page.getByTestId('as-it-was').innerText()).not.toContain('cannot be drawn');
      await shotsAtSizes(page, `chronicle-as-it-was-${id}`);

      // Read-only: every control on it disabled, nothing in it reachable by Tab.
      const controls = board.locator('button, input, select, textarea');
      const enabled = await controls.evaluateAll((els) =>
        els.filter((el) => !el.matches(':disabled')).map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(enabled).toEqual([]);
      expect(await board.evaluate((el) => (el as HTMLElement).inert)).toBe(true);

      // The log takes most of the window; the page itself does not scroll.
      const logBox = (await log.boundingBox())!;
      console.log(`${id}: the chronicle's log is ${Math.round(logBox.height)} px of 768`);
      expect(logBox.height).toBeGreaterThan(768 * 0.55);
      const pageOverflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(pageOverflow).toBeLessThanOrEqual(0);

      expect(await seriousA11yFindings(page), id).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }, 60_000);
  }
});
