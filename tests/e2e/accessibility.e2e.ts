/**
 * Issue 18, accessibility: axe-core runs on every screen — the campaign list, a new campaign, the
 * play screen of each ruleset, the history views, backups, the lab, the table display and the
 * recovery screen — and the suite fails on any serious or critical violation.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startServices } from '../../electron/main/services/services';
import type { RulesetMeta } from '../../shared/engine/ruleset';
import { rulesetMeta, rulesets } from '../../shared/rulesets/registry';
import { CODE_RULESET_IDS } from '../../shared/rulesets/ids';
import { seriousA11yFindings, type A11yProblem } from '../support/axe';
import { createCampaign, launchBrowser, openPage, startServer, tempDir, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-axe-');
// The code rulesets: a pack another file registered in this worker (e2e files share their workers' modules) is not in this database.
const metas: RulesetMeta[] = CODE_RULESET_IDS.map((id) => rulesetMeta(rulesets.get(id)!));
const PLAYERS = ['Ann', 'Ben', 'Cid'];

/** Every finding of every screen visited, by screen. */
const found = new Map<string, A11yProblem[]>();
async function check(page: Page, screen: string): Promise<void> {
  const problems = await seriousA11yFindings(page);
  found.set(screen, problems);
  for (const p of problems) console.log(`${screen} — ${p.rule}: ${p.target} — ${p.summary}`);
}
/**
 * Plays a few steps on the prompter's main action (the app's dice where it rolls), so the screen
 * is checked with a game under way too; stops early where the main action needs an entry.
 */
async function advance(page: Page, steps: number): Promise<void> {
  if ((await page.getByTestId('action-add-town').count()) > 0) {
    // Catan Horror's set-up: a town each, then begin.
    for (const who of ['Ann', 'Ben']) {
      const add = page
        .getByTestId('action-add-town')
        .filter({ hasText: `${who}'s` })
        .first();
      await add.getByTestId('field-label').fill(`${who} City`);
      await add.getByTestId('field-size').selectOption('city');
      await add.getByTestId('confirm').click();
      await expect.poll(() => page.getByTestId('history').innerText()).toContain(`${who} City`);
    }
    await page.getByTestId('action-begin').getByTestId('confirm').click();
    // No settlements placed: Begin asks first (issue 28).
    await page.getByTestId('confirm-end-go').click();
    await page.getByTestId('action-roll-setup-gate').waitFor();
  }
  const undoLast = async () => {
    // One step undone, so the history shows an undone row too.
    if (!(await page.getByTestId('undo').isEnabled())) return;
    await page.getByTestId('undo').click();
    await expect.poll(() => page.getByTestId('history').innerText()).toContain('(undone)');
  };
  for (let i = 0; i < steps; i++) {
    const primary = page.locator('[data-testid^="action-"].primary').first();
    if (!(await primary.count())) return undoLast();
    const before = await page.getByTestId('history').innerText();
    const button = (await primary.getByTestId('roll').count()) ? primary.getByTestId('roll') : primary.getByTestId('confirm').first();
    if (!(await button.count()) || !(await button.isEnabled())) return undoLast();
    await button.click();
    try {
      await expect.poll(() => page.getByTestId('history').innerText(), { timeout: 3_000 }).not.toBe(before);
    } catch {
      return undoLast();
    }
  }
  return undoLast();
}
const report = (screens: string[]) => screens.flatMap((s) => (found.get(s) ?? []).map((f) => `${s} — ${f.rule}: ${f.target}`));

describe('axe-core on every screen: no serious or critical violation', () => {
  it('the campaign list, a new campaign, the play screen of each ruleset and its table display', async () => {
    const { page } = await openPage(e2e.browser, e2e.server.url);
    await page.getByTestId('new-campaign').waitFor();
    await check(page, 'campaign list (empty)');
    await page.getByTestId('new-campaign').click();
    await page.getByTestId('campaign-name').waitFor();
    await check(page, 'new campaign');
    // Each ruleset's set-up: its options and house rules with the rules they change.
    for (const meta of metas) {
      await page.getByTestId('ruleset').selectOption(meta.id);
      await check(page, `new campaign: ${meta.id}`);
    }

    const screens: string[] = ['campaign list (empty)', 'new campaign', ...metas.map((m) => `new campaign: ${m.id}`)];
    for (const meta of metas) {
      await page.goto(e2e.server.url);
      await createCampaign(page, {
        name: `Axe ${meta.id}`,
        rulesetId: meta.id,
        players: PLAYERS.slice(0, Math.max(meta.minPlayers, Math.min(2, meta.maxPlayers))),
      });
      await page.getByTestId('prompt').waitFor();
      await check(page, `play: ${meta.id}`);
      await advance(page, 6);
      await check(page, `play under way: ${meta.id}`);
      screens.push(`play: ${meta.id}`, `play under way: ${meta.id}`);
      const id = /#\/play\/(\d+)/.exec(page.url())![1];
      const table = await e2e.browser.newPage({ viewport: { width: 1280, height: 720 } });
      await table.goto(`${e2e.server.url}#/table/${id}`);
      await table.getByTestId('table-prompt').waitFor();
      await check(table, `table display: ${meta.id}`);
      screens.push(`table display: ${meta.id}`);
      await table.close();
    }
    await page.goto(e2e.server.url);
    await page.getByTestId('new-campaign').waitFor();
    await check(page, 'campaign list');
    screens.push('campaign list');
    console.log(report(screens).join('\n'));
    expect(report(screens)).toEqual([]);
  });

  it('the history views, backups and the lab', async () => {
    const { page } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Axe history', rulesetId: 'dice-tray' });
    // A counter raised twice, the second undone: the chronicle and statistics have steps of both kinds.
    const add = page.getByTestId('action-add-counter');
    await add.getByTestId('field-name').fill('Doom');
    await add.getByTestId('field-max').fill('12');
    await add.getByTestId('confirm').click();
    await page.getByTestId('counter-Doom').waitFor();
    for (let i = 0; i < 2; i++) {
      const before = await page.getByTestId('history').innerText();
      await page.getByRole('button', { name: 'Doom plus one' }).click();
      await expect.poll(() => page.getByTestId('history').innerText()).not.toBe(before);
    }
    await page.getByTestId('undo').click();
    await expect.poll(() => page.getByTestId('history').innerText()).toContain('(undone)');
    await page.getByTestId('open-chronicle').click();
    await page.getByTestId('chronicle-title').waitFor();
    await check(page, 'chronicle');
    await page.getByTestId('open-stats').click();
    await page.waitForURL(/\/stats$/);
    await page.getByTestId('stats-title').waitFor();
    await page.waitForTimeout(300);
    await check(page, 'campaign statistics');
    await page.getByTestId('nav-stats').click();
    await page.waitForURL(/#\/stats$/);
    await page.getByTestId('stats-title').waitFor();
    await page.waitForTimeout(300);
    await check(page, 'statistics');
    await page.getByTestId('nav-backups').click();
    await page.getByTestId('backups-title').waitFor();
    await check(page, 'backups');
    // A backup made now, and what it holds.
    await page.getByTestId('backup-now').click();
    await page.getByTestId('show-contents').first().click();
    await page.getByTestId('backup-contents').waitFor();
    await check(page, 'backups with one opened');
    await page.getByTestId('nav-lab').click();
    await page.getByTestId('lab').waitFor();
    await check(page, 'lab');
    // A small simulation run to its results.
    await page.getByTestId('lab-games').fill('40');
    await page.getByTestId('lab-run').click();
    await page.getByTestId('lab-results').waitFor({ timeout: 30_000 });
    await check(page, 'lab with results');
    const screens = ['chronicle', 'campaign statistics', 'statistics', 'backups', 'backups with one opened', 'lab', 'lab with results'];
    console.log(report(screens).join('\n'));
    expect(report(screens)).toEqual([]);
  });

  it('the recovery screen', async () => {
    const dir = tempDir('doomkeeper-e2e-axe-recovery-');
    const file = dir.file('campaigns.sqlite');
    const services = startServices({ databasePath: file, version: 'e2e', transport: 'websocket' });
    services.dispatch('campaign/create', { name: 'Damaged', rulesetId: 'dice-tray', players: [], options: {} });
    services.dispatch('backup/create', {});
    services.close();
    // Noise over the events table's root page, as a failing disk would leave.
    const db = new Database(file, { readonly: true });
    const { rootpage } = db.prepare("SELECT rootpage FROM sqlite_schema WHERE name = 'events'").get() as { rootpage: number };
    db.close();
    const bytes = readFileSync(file);
    const pageSize = bytes.readUInt16BE(16);
    for (let i = 8; i < 600; i++) bytes[(rootpage - 1) * pageSize + i] = (i * 37 + 11) & 0xff;
    writeFileSync(file, bytes);
    const server = await startServer(file);
    const browser = await launchBrowser();
    try {
      const { page } = await openPage(browser, server.url);
      await page.getByTestId('recovery').waitFor();
      await check(page, 'recovery');
    } finally {
      await browser.close();
      await server.stop();
      dir.remove();
    }
    console.log(report(['recovery']).join('\n'));
    expect(report(['recovery'])).toEqual([]);
  });
});

afterAll(() => {
  const rules = new Map<string, number>();
  for (const problems of found.values()) for (const p of problems) rules.set(p.rule, (rules.get(p.rule) ?? 0) + 1);
  console.log(`axe: ${found.size} screens, serious/critical by rule: ${JSON.stringify(Object.fromEntries(rules))}`);
});
