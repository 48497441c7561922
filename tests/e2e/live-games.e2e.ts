/**
 * Issue 19, done when: two browser tabs and the table page stay in sync during an e2e game of
 * Catan Horror and of Monster Step (the app's dice seeded); and the phone view on the local
 * network (bound to 127.0.0.1 here) shows the table display with "my seat", read-only.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import type { PlayView } from '../../shared/rpc/contract';
import { wordsFor } from '../../renderer/src/i18n/words';
import { loadRulesetUi } from '../../renderer/src/rulesets/registry';
import { seriousA11yProblems } from '../support/axe';
import { join } from 'node:path';
import { action, appRoll, confirm, createCampaign, openPage, promptText, SHOTS, shot, step, tableRoll, useE2E } from './helpers';

const e2e = useE2E('doomkeeper-e2e-live-games-', { seed: 2026 });

/** The campaign as the services hold it: the truth every view must show. */
async function truth(port: number, campaignId: number): Promise<PlayView> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/rpc`, { origin: `http://127.0.0.1:${port}` });
  await new Promise((open) => socket.once('open', open));
  const answer = await new Promise<{ result: { ok: boolean; value: PlayView } }>((done) => {
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.id === 1) done(frame);
    });
    socket.send(JSON.stringify({ id: 1, method: 'campaign/open', args: { campaignId } }));
  });
  socket.close();
  return answer.result.value;
}

/** Every track of the table page, as drawn: id → the big number. */
const tableTracks = (table: Page) =>
  table
    .locator('[data-testid^="table-track-"]')
    .evaluateAll((cards) =>
      Object.fromEntries(
        cards.map((c) => [
          (c as HTMLElement).dataset.testid!.slice('table-track-'.length),
          c.querySelector('strong')?.textContent?.trim() ?? '',
        ]),
      ),
    );
const steps = (page: Page) => page.locator('[data-testid^="step-"]').count();
/** An element's words as written (not as CSS cases them), spaces folded. */
const words = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ').trim();
/** The prompt a play tab shows, and the one a table page (or a phone) shows: the same catalog line. */
const tabPrompt = (page: Page) => words(page, 'prompt');
const tablePrompt = (page: Page) => words(page, 'table-prompt');

interface Views {
  first: Page;
  second: Page;
  table: Page;
  campaignId: number;
}

/** Opens the second tab and the table page on the campaign the first tab plays. */
async function openViews(browser: Browser, first: Page): Promise<Views> {
  const campaignId = Number(/#\/play\/(\d+)/.exec(first.url())![1]);
  const { page: second } = await openPage(browser, first.url());
  await second.getByTestId('campaign-title').waitFor();
  const table = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await table.goto(`${e2e.server.url}#/table/${campaignId}`);
  await table.getByTestId('table-prompt').waitFor();
  return { first, second, table, campaignId };
}

/**
 * The prompt every view must come to show for the services' view: its code and params in the
 * ruleset's catalog (the words the renderer says them with), worked out here, from the truth,
 * never read off a view that may lag behind it.
 */
async function expectedPrompt(view: PlayView): Promise<string> {
  await loadRulesetUi(view.campaign.rulesetId);
  return wordsFor(view.campaign.rulesetId).t(view.prompt.code, view.prompt.params).replace(/\s+/g, ' ').trim();
}

/**
 * All three views show what the services hold: every track the table page draws (by its tracker
 * id), the same steps in both tabs, and the services' prompt in words on every view. Each view is
 * polled until it shows the expected new state, so a view that catches up late passes and a view
 * left on an old prompt fails. `first` is the tab that acted last (its steps are the count both
 * tabs must reach). Returns the prompt all three show.
 */
async function inSync({ first, second, table, campaignId }: Views): Promise<string> {
  const view = await truth(e2e.server.port, campaignId);
  const values = Object.fromEntries(view.trackers.map((t) => [t.id, String(t.value)]));
  // The table page draws the ruleset's own layout: each track it tags with a tracker id shows that tracker's value.
  const mismatches = async () => {
    const drawn = await tableTracks(table);
    return Object.keys(drawn).length === 0
      ? ['no track drawn']
      : Object.entries(drawn)
          .filter(([id, v]) => values[id] !== v)
          .map(([id, v]) => `${id}: ${v} ≠ ${values[id]}`);
  };
  await expect.poll(mismatches, { timeout: 5_000 }).toEqual([]);
  const prompt = await expectedPrompt(view);
  expect(prompt).not.toBe(view.prompt.code); // the catalog has the words
  await expect.poll(() => tabPrompt(first), { timeout: 5_000 }).toBe(prompt);
  await expect.poll(() => tabPrompt(second), { timeout: 5_000 }).toBe(prompt);
  await expect.poll(() => tablePrompt(table), { timeout: 5_000 }).toBe(prompt);
  const count = await steps(first);
  await expect.poll(() => steps(second), { timeout: 5_000 }).toBe(count);
  return prompt;
}

describe('two tabs and the table page stay in sync through a game', () => {
  let catanHorror: Views;

  it("Catan Horror: set-up, gates and monsters, production with the app's (seeded) dice, a monster turn", async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Horror in sync', rulesetId: 'catan-horror', players: ['Ann', 'Ben'] });
    const views = await openViews(e2e.browser, page);
    catanHorror = views;
    await inSync(views);

    for (const who of ['Ann', 'Ben']) {
      const add = action(page, 'add-town', `${who}'s`);
      await add.getByTestId('field-label').fill(`${who} City`);
      await add.getByTestId('field-size').selectOption('city');
      await step(page, () => add.getByTestId('confirm').click());
      await inSync(views);
    }
    // No settlements placed: Begin asks first (issue 28), and "Do it anyway" begins.
    await action(page, 'begin').getByTestId('confirm').click();
    await step(page, () => page.getByTestId('confirm-end-go').click());
    await inSync(views);
    for (const [sum, hex, label] of [
      [[1, 3], [2], 'Gate 4'],
      [[4, 5], [1], 'Gate 9'],
    ] as const) {
      await tableRoll(page, 'roll-setup-gate', sum);
      await tableRoll(page, 'roll-gate-hex', hex);
      await action(page, 'open-gate').getByTestId('field-label').fill(label);
      await confirm(page, 'open-gate');
      await inSync(views);
    }
    for (let i = 0; i < 2; i++) {
      await action(page, 'place-monster').getByTestId('field-kind').selectOption('Byakhee');
      await confirm(page, 'place-monster');
      await inSync(views);
    }
    await confirm(page, 'end-combat');
    await appRoll(page, 'roll-production');
    await inSync(views);
    await expect.poll(() => views.table.getByTestId('table-roll').innerText()).toContain('APP ROLL');
    // The table display says what the roll was for, and draws Catan's red and yellow dice and the event die's face.
    await expect
      .poll(() => views.table.getByTestId('table-roll-purpose').innerText())
      .toMatch(/^Production: red \d \+ yellow \d = \d+; event die \w+\.$/);
    const dice = views.table.getByTestId('table-roll').getByTestId('die');
    expect(await dice.evaluateAll((all) => all.map((d) => [...d.classList].filter((c) => c !== 'die').join(' ')))).toEqual([
      'red',
      'yellow',
      'white',
    ]);
    expect(await dice.nth(2).locator('svg, .icon').count()).toBeGreaterThan(0);
    while ((await page.getByTestId('action-end-actions').count()) === 0) {
      // Whatever the seeded roll asked first (a gate opened, a monster placed), confirmed as offered.
      await step(page, () => page.locator('[data-testid^="action-"].primary').first().getByTestId('confirm').click());
    }
    await confirm(page, 'end-actions');
    await tableRoll(page, 'roll-monster-movement', [1, 1]);
    await inSync(views);
    await confirm(page, 'movement-done');
    await confirm(page, 'end-turn');
    await inSync(views);
    await expect.poll(() => promptText(page)).toContain('Ben');
    // The second tab acts back: the first tab and the table follow.
    await confirm(views.second, 'end-combat');
    await inSync({ ...views, first: views.second, second: page });
    await shot(views.table, 'live-games-catan-horror-table');
    expect(errors).toEqual([]);
  });

  it("Monster Step: turns with the app's (seeded) dice and the table's, undo and redo from the second tab", async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Steps in sync', rulesetId: 'runebound-monster-step', players: ['Dan'] });
    const views = await openViews(e2e.browser, page);
    await inSync(views);
    for (let turn = 0; turn < 3; turn++) {
      for (const type of ['hero-moved', 'adventure-done', 'market-done', 'experience-done']) await confirm(page, type);
      await inSync(views);
      if (turn === 1) await tableRoll(page, 'roll-lair-chart', [4]);
      else await appRoll(page, 'roll-lair-chart');
      await inSync(views);
      while (!(await promptText(page)).includes('Where did the hero end?')) {
        const primary = page.locator('[data-testid^="action-"].primary').first();
        await step(page, () =>
          primary
            .getByTestId('roll')
            .count()
            .then((n) => (n ? primary.getByTestId('roll') : primary.getByTestId('confirm').first()))
            .then((button) => button.click()),
        );
        await inSync(views);
      }
    }
    await step(views.second, () => views.second.getByTestId('undo').click());
    await inSync({ ...views, first: views.second, second: page });
    await step(views.second, () => views.second.getByTestId('redo').click());
    await inSync({ ...views, first: views.second, second: page });
    expect(errors).toEqual([]);
  });

  it('the phone view: off until shared, read-only with "my seat", refused without the token, gone when stopped', async () => {
    const { first: page, campaignId } = catanHorror;
    await page.getByTestId('lan-open').click();
    await page.getByTestId('lan-start').click();
    await page.getByTestId('lan-qr').waitFor();
    const url = await page.getByTestId('lan-url').innerText();
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/\\?token=[\\w-]{43}#/table/${campaignId}$`));
    // Which network the phones reach is named (the default route's; 127.0.0.1 on the loopback here).
    expect(await page.getByTestId('lan-network').innerText()).toMatch(/127\.0\.0\.1/);
    await page.getByTestId('lan-panel').screenshot({ path: join(SHOTS, 'phone-view-share.png') });
    expect(await seriousA11yProblems(page)).toEqual([]);

    const phone = await e2e.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phoneErrors: string[] = [];
    phone.on('pageerror', (error) => phoneErrors.push(error.message));
    await phone.goto(url);
    // The phone shows the prompt the laptop shows (every view of the campaign does, `inSync`).
    const shared = await inSync(catanHorror);
    await expect.poll(() => tablePrompt(phone), { timeout: 5_000 }).toBe(shared);
    await phone.getByTestId('my-seat-pick').selectOption({ label: 'Ann' });
    await expect.poll(() => phone.locator('[data-testid^="seat-knight-"]').count()).toBeGreaterThan(0);
    expect(await phone.locator('[data-testid^="seat-knight-"]').first().innerText()).toMatch(
      /Ann #1[\s\S]*Health \d left of \d[\s\S]*Sanity \d left of \d/,
    );
    // What the phone shows first, as it would be seen (the viewport, not the whole page).
    await phone.screenshot({ path: join(SHOTS, 'phone-view-my-seat.png') });
    expect(await seriousA11yProblems(phone)).toEqual([]);
    // The seat is remembered on the phone.
    await phone.reload();
    await expect.poll(() => phone.getByTestId('my-seat-pick').inputValue()).not.toBe('');

    // Live: the laptop plays on (the panel closed), the phone follows.
    // Every view (both tabs, the table page, the phone) ends on the laptop's new prompt, none on the old.
    await page.getByTestId('lan-close').click();
    const before = await tabPrompt(page);
    await tableRoll(page, 'roll-production', [2, 3, 'ship']);
    const after = await inSync(catanHorror);
    expect(after).not.toBe(before);
    await expect.poll(() => tablePrompt(phone), { timeout: 5_000 }).toBe(after);

    // Without the token, or from the app's own port's page to the phone's port: refused.
    const bare = url.replace(/\?token=[^#]+/, '');
    const stranger = await e2e.browser.newPage();
    const refused = await stranger.goto(bare);
    expect(refused!.status()).toBe(401);
    await stranger.close();

    await page.getByTestId('lan-open').click();
    await page.getByTestId('lan-stop').click();
    await page.getByTestId('lan-start').waitFor();
    await expect(phone.reload()).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
    expect(phoneErrors).toEqual([]);
  });
});
