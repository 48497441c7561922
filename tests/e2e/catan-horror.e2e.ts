import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  createCampaign,
  launchBrowser,
  openAdjustByHand,
  openOtherThings,
  openPage,
  shot,
  startServer,
  tempDir,
  type RunningServer,
} from './helpers';

let browser: Browser;
let server: RunningServer;
const dir = tempDir('doomkeeper-e2e-catan-horror-');

beforeAll(async () => {
  server = await startServer(dir.file('campaigns.sqlite'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  dir.remove();
});

const historyText = (page: Page) => page.getByTestId('history').innerText();
async function step(page: Page, run: () => Promise<void>) {
  const before = await historyText(page);
  await run();
  await expect.poll(() => historyText(page), { timeout: 15_000 }).not.toBe(before);
}
const action = (page: Page, type: string, hasText?: string | RegExp): Locator => {
  const all = page.getByTestId(`action-${type}`);
  return (hasText ? all.filter({ hasText }) : all).first();
};
const confirm = (page: Page, loc: Locator) => step(page, () => loc.getByTestId('confirm').click());
/** Types the table's dice into an action and sends them. */
async function enter(page: Page, loc: Locator, values: (number | string)[]) {
  await step(page, async () => {
    await loc.getByTestId('enter-dice').click();
    for (const [i, v] of values.entries()) {
      const die = loc.getByTestId(`die-${i}`);
      if (typeof v === 'string') await die.selectOption(v);
      else await die.fill(String(v));
    }
    await loc.getByTestId('dice-submit').click();
  });
}
const card = (page: Page, name: string) => page.getByTestId('board').locator('article', { hasText: name });
const prompt = (page: Page) => page.getByTestId('prompt').innerText();

/** One player turn with nothing happening: combat done, a quiet production roll, no actions. */
async function quietTurnStart(page: Page, production: [number, number, string] = [2, 3, 'ship']) {
  await step(page, () => action(page, 'end-combat').getByTestId('confirm').click());
  await enter(page, action(page, 'roll-production'), production);
}
/** The monster turn with the given movement dice, moves (a third `true`: a place new to the board) and (optional) mad-town dice, ending the turn. */
async function monsterTurn(page: Page, movement: number[], moves: [string, string, boolean?][] = [], madTowns: number[] | null = null) {
  await step(page, () => action(page, 'end-actions').getByTestId('confirm').click());
  await enter(page, action(page, 'roll-monster-movement'), movement);
  for (const [name, to, newPlace] of moves) {
    const move = action(page, 'monster-moved', name);
    await move.getByTestId('field-to').fill(to);
    if (newPlace) await move.getByTestId('field-newPlace').check();
    await confirm(page, move);
  }
  await step(page, () => action(page, 'movement-done').getByTestId('confirm').click());
  if (madTowns) await enter(page, action(page, 'roll-mad-towns'), madTowns);
  await step(page, () => action(page, 'end-turn').getByTestId('confirm').click());
}

describe('Catan Horror, as a new user tries it', () => {
  it('plays three players through six rounds: damage, madness and recovery, an invaded town going mad, a gate opened and sealed, undo across a combat', async () => {
    const { page, errors } = await openPage(browser, server.url);
    await createCampaign(page, { name: 'Catan Horror night', rulesetId: 'catan-horror', players: ['Ann', 'Ben', 'Cid'] });

    // The table's own monster, added to the library from the board.
    const library = page.getByTestId('library');
    await library.locator('summary').click();
    await library.getByLabel('Name').fill('Night Terror');
    await library.getByLabel('Horror').fill('3');
    await library.getByLabel('Combat').fill('1');
    await library.getByLabel('Toughness').fill('2');
    await library.getByLabel('In the cup').fill('1');
    await step(page, () => library.getByRole('button', { name: 'Save to the library' }).click());
    await expect.poll(() => historyText(page)).toContain('Night Terror added');
    await library.locator('summary').click();

    // Set-up: each player's city and settlement, as placed on the board.
    for (const who of ['Ann', 'Ben', 'Cid']) {
      for (const [size, label] of [
        ['city', `${who} City`],
        ['settlement', `${who} Farm`],
      ]) {
        const add = action(page, 'add-town', `${who}'s`);
        await add.getByTestId('field-label').fill(label);
        await add.getByTestId('field-size').selectOption(size);
        await confirm(page, add);
      }
    }
    await step(page, () => action(page, 'begin').getByTestId('confirm').click());
    expect(await card(page, 'Ann #1').innerText()).toContain('Basic');

    // Two set-up gates: 7 is rolled again; then 4 (one of three hexes) and 9.
    await enter(page, action(page, 'roll-setup-gate'), [3, 4]);
    await expect.poll(() => historyText(page)).toContain('roll again');
    await enter(page, action(page, 'roll-setup-gate'), [1, 3]);
    await enter(page, action(page, 'roll-gate-hex'), [2]);
    let open = action(page, 'open-gate');
    await open.getByTestId('field-label').fill('Gate 4');
    await confirm(page, open);
    await enter(page, action(page, 'roll-setup-gate'), [4, 5]);
    await enter(page, action(page, 'roll-gate-hex'), [1]);
    open = action(page, 'open-gate');
    await open.getByTestId('field-modifier').fill('-1');
    await open.getByTestId('field-label').fill('Gate 9');
    await confirm(page, open);
    for (const kind of ['Night Terror', 'Zombie']) {
      const place = action(page, 'place-monster');
      await place.getByTestId('field-kind').selectOption(kind);
      await confirm(page, place);
    }
    await expect.poll(() => prompt(page)).toContain('Ann');
    await shot(page, 'catan-horror-1-setup');

    // Round 1 — Ann: production; the Night Terror walks into Ben's farm, which has no defender.
    await quietTurnStart(page);
    await monsterTurn(page, [4, 1], [['Night Terror', 'Ben Farm']]);
    expect(await page.getByTestId('towns').locator('tr', { hasText: 'Ben Farm' }).innerText()).toContain('INVADED');
    expect(await page.getByTestId('towns').locator('tr', { hasText: 'Ben Farm' }).innerText()).toContain('3/5');

    // Ben: invaded towns produce nothing.
    await quietTurnStart(page, [4, 4, 'trade']);
    await expect.poll(() => historyText(page)).toContain('Invaded towns draw nothing and count for no victory points: Ben Farm');
    // Ben's knight walks to the Zombie at Gate 9 (no check to leave a quiet city).
    const benMove = action(page, 'move', 'Ben #1');
    await benMove.getByTestId('field-to').fill('Gate 9');
    await confirm(page, benMove);
    // Ben Farm goes mad in the monster turn (horror 6 of 5); it starts rolling for monsters at once.
    await monsterTurn(page, [1, 1], [], [1]);
    expect(await page.getByTestId('towns').locator('tr', { hasText: 'Ben Farm' }).innerText()).toContain('MAD');
    await shot(page, 'catan-horror-2-mad-town');

    // Cid: a production 12 opens a gate (re-roll: 10, one of three hexes) with a Byakhee.
    await step(page, () => action(page, 'end-combat').getByTestId('confirm').click());
    await enter(page, action(page, 'roll-production'), [6, 6, 'politics']);
    await enter(page, action(page, 'roll-gate-location'), [5, 5]);
    await enter(page, action(page, 'roll-gate-hex'), [3]);
    open = action(page, 'open-gate');
    await open.getByTestId('field-modifier').fill('1');
    await open.getByTestId('field-label').fill('Gate 10');
    await confirm(page, open);
    const place = action(page, 'place-monster');
    await place.getByTestId('field-kind').selectOption('Byakhee');
    await confirm(page, place);
    expect(await page.getByTestId('gates').innerText()).toContain('Gate 10');
    // Cid's knight becomes Mighty (two promotions: wool + ore each; Mighty needs the Fortress, as in Cities & Knights),
    // walks to the new gate and attacks it twice.
    await step(page, () => action(page, 'promote', 'Cid #1').getByTestId('confirm').click());
    expect(await page.getByTestId('action-promote').filter({ hasText: 'Cid #1' }).count()).toBe(0);
    await openOtherThings(page); // recording the Fortress is a rare correction, folded away
    await step(page, () => action(page, 'set-fortress', 'Cid').getByTestId('confirm').click());
    await step(page, () => action(page, 'promote', 'Cid #1').getByTestId('confirm').click());
    expect(await card(page, 'Cid #1').innerText()).toContain('Mighty');
    const cidMove = action(page, 'move', 'Cid #1');
    await cidMove.getByTestId('field-to').fill('Gate 10');
    await confirm(page, cidMove);
    for (let i = 0; i < 2; i++) await step(page, () => action(page, 'attack-gate', 'Gate 10').getByTestId('confirm').click());
    expect(await page.getByTestId('gates').locator('tr', { hasText: 'Gate 10' }).innerText()).toContain('8/10');
    // The Night Terror leaves the mad farm for the wilds.
    await monsterTurn(page, [4, 1, 1], [['Night Terror', 'Wilds', true]], [1]);

    // Round 2 — Ann: her knight enters the mad farm (sanity each monster turn).
    await quietTurnStart(page);
    const annMove = action(page, 'move', 'Ann #1');
    await annMove.getByTestId('field-to').fill('Ben Farm');
    await confirm(page, annMove);
    await monsterTurn(page, [1, 1, 1], [], [1]);
    // Sanity counts what is left, as Health does (issue 18): a Basic knight holds 2, one is lost.
    expect(await card(page, 'Ann #1').getByTestId('sanity').getByTestId('track-value').innerText()).toBe('1 left of 2');

    // Ben: combat at Gate 9 — the Zombie strikes Ben's knight; undo restores the card.
    const strike = action(page, 'foe-strike', 'Zombie');
    await strike.getByTestId('field-target').selectOption({ index: 0 });
    await confirm(page, strike);
    await expect.poll(() => historyText(page)).toContain('Ben #1 is killed');
    await shot(page, 'catan-horror-3-combat');
    await step(page, () => page.getByTestId('undo').click());
    await expect.poll(() => card(page, 'Ben #1').count()).toBe(1);
    expect(await card(page, 'Ben #1').getByTestId('health').getByTestId('track-value').innerText()).toBe('1 left of 1');
    // The blow is owed all the same: the Zombie strikes again and Ben's knight falls.
    const again = action(page, 'foe-strike', 'Zombie');
    await again.getByTestId('field-target').selectOption({ index: 0 });
    await confirm(page, again);
    await quietTurnStart(page);
    await monsterTurn(page, [1, 1, 1], [], [1]);
    // Ann's knight, two turns in the mad farm, goes mad for 4 turns (rulings: 5 − strength).
    expect(await card(page, 'Ann #1').getByTestId('madness').innerText()).toContain('4 turns left');
    await shot(page, 'catan-horror-4-mad-knight');

    // Cid: the Byakhee at Gate 10 strikes his Mighty knight (2 damage); a third attack closes the gate.
    const byakhee = action(page, 'foe-strike', 'Byakhee');
    await byakhee.getByTestId('field-target').selectOption({ index: 0 });
    await confirm(page, byakhee);
    expect(await card(page, 'Cid #1').getByTestId('health').getByTestId('track-value').innerText()).toBe('1 left of 3');
    await quietTurnStart(page);
    // The table remembers a clue token Cid earned earlier that the app had not been told about.
    await openAdjustByHand(page);
    const clues = page.getByTestId('tracker-player/p3/clues');
    await clues.getByRole('button').click();
    await clues.getByTestId('adjust-value').fill('1');
    await clues.getByTestId('adjust-reason').fill('clue from an earlier trophy trade');
    await step(page, () => clues.getByTestId('adjust-save').click());
    await step(page, () => action(page, 'attack-gate', 'Gate 10').getByTestId('confirm').click());
    expect(await prompt(page)).toContain('Seal it now');
    await step(page, () => action(page, 'seal-gate').getByTestId('confirm').click());
    expect(await page.getByTestId('gates').locator('tr', { hasText: 'Gate 10' }).innerText()).toContain('sealed');
    await shot(page, 'catan-horror-5-sealed');
    // Cid's knight slips away from the Byakhee: a Hide check, d6 + 3 − 2 awareness needing 5 (4+ on the die), shown with its odds.
    const away = action(page, 'move', 'Cid #1');
    expect(await away.getByTestId('odds').innerText()).toContain('50 %');
    await away.getByTestId('field-to').fill('Cid City');
    await enter(page, away, [6]);
    expect(await card(page, 'Cid #1').innerText()).toContain('Cid City');
    await monsterTurn(page, [1, 1, 1, 1], [], [1]);

    // Round 3 — Ann has no sane knight: she calls up militia (3 actions), which appears at the end of her turn.
    await quietTurnStart(page);
    await step(page, () => action(page, 'militia', 'Ann City').getByTestId('confirm').click());
    await monsterTurn(page, [1, 1, 1, 1], [], [1]);
    expect(await card(page, 'Ann #2').innerText()).toContain('Ann City');
    expect(await card(page, 'Ann #1').getByTestId('madness').innerText()).toContain('2 turns left');
    // Ben and Cid: quiet turns while the madness wanes.
    await quietTurnStart(page);
    await monsterTurn(page, [1, 1, 1, 1], [], [1]);
    await quietTurnStart(page);
    await monsterTurn(page, [1, 1, 1, 1], [], [1]);
    // Ann's knight throws off the madness: sanity cleared.
    expect(await card(page, 'Ann #1').getByTestId('madness').count()).toBe(0);
    expect(await card(page, 'Ann #1').getByTestId('sanity').getByTestId('track-value').innerText()).toBe('2 left of 2');
    await expect.poll(() => historyText(page)).toContain('throws off the madness');

    // Rounds 4 and 5: quiet turns for everyone (Ann's recovered knight flees the mad farm).
    for (let turn = 0; turn < 6; turn++) {
      await quietTurnStart(page);
      if (turn === 0) {
        const flee = action(page, 'move', 'Ann #1');
        await flee.getByTestId('field-to').fill('Ann City');
        await confirm(page, flee);
      }
      await monsterTurn(page, [1, 1, 1], [], [1]);
    }
    expect(await page.getByTestId('turn').getAttribute('data-turn')).toBe('16');
    // Two Basic pieces of one colour: the table names the militia knight after the dot on its piece.
    await card(page, 'Ann #2').getByRole('button', { name: 'Rename Ann #2' }).click();
    await card(page, 'Ann #2').getByTestId('rename-input').fill('Ann red dot');
    await step(page, () => card(page, 'Ann #2').getByRole('button', { name: 'Save' }).click());
    expect(await card(page, 'Ann red dot').count()).toBe(1);
    await shot(page, 'catan-horror-6-round-5');
    expect(errors).toEqual([]);
  }, 600_000);

  it('a squad forms, rolls, and the player picks how its dice are spent', async () => {
    const { page, errors } = await openPage(browser, server.url);
    await createCampaign(page, { name: 'Squad practice', rulesetId: 'catan-horror', players: ['Ann', 'Ben'] });
    for (const who of ['Ann', 'Ben']) {
      for (const [size, label] of [
        ['city', `${who} City`],
        ['settlement', `${who} Farm`],
      ]) {
        const add = action(page, 'add-town', `${who}'s`);
        await add.getByTestId('field-label').fill(label);
        await add.getByTestId('field-size').selectOption(size);
        await confirm(page, add);
      }
    }
    await step(page, () => action(page, 'begin').getByTestId('confirm').click());
    for (const [roll, hex, label] of [
      [[1, 3], 1, 'Gate 4'],
      [[4, 5], 1, 'Gate 9'],
    ] as const) {
      await enter(page, action(page, 'roll-setup-gate'), [...roll]);
      await enter(page, action(page, 'roll-gate-hex'), [hex]);
      const open = action(page, 'open-gate');
      await open.getByTestId('field-label').fill(label);
      await confirm(page, open);
    }
    for (const kind of ['Zombie', 'Cultist']) {
      const place = action(page, 'place-monster');
      await place.getByTestId('field-kind').selectOption(kind);
      await confirm(page, place);
    }
    // Ann: her knight is promoted to Strong, and militia calls up a Basic knight for the end of the turn.
    await quietTurnStart(page);
    await step(page, () => action(page, 'promote', 'Ann #1').getByTestId('confirm').click());
    await step(page, () => action(page, 'militia', 'Ann City').getByTestId('confirm').click());
    await monsterTurn(page, [1, 1]);
    expect(await card(page, 'Ann #2').innerText()).toContain('Basic');
    await quietTurnStart(page);
    await monsterTurn(page, [1, 1]);

    // Ann forms a squad, marches it to the Zombie and attacks: 2 + 1 strength + 2 members = 5 dice.
    await quietTurnStart(page);
    await step(page, () => action(page, 'form-squad', 'Ann #1').getByTestId('confirm').click());
    const march = action(page, 'move', 'Ann #1 + Ann #2');
    await march.getByTestId('field-to').fill('Gate 4');
    await confirm(page, march);
    const attack = action(page, 'squad-attack');
    expect(await attack.innerText()).toContain('5 dice');
    expect(await attack.getByTestId('odds').innerText()).toContain('86.8 %');
    await enter(page, attack, [6, 5, 3, 2, 1]);
    const spend = action(page, 'allocate-squad-dice');
    expect(await spend.innerText()).toContain('Zombie: kills 1');
    await shot(page, 'catan-horror-7-squad-dice');
    await confirm(page, spend);
    await expect.poll(() => historyText(page)).toContain('Zombie is killed: a trophy for Ann');
    expect(await page.getByTestId('player-p1').innerText()).toContain('Trophies 1');
    // The rules reference, one click away, carries our rulings.
    await page.getByTestId('open-reference').click();
    expect(await page.getByTestId('reference').innerText()).toContain('Our rulings');
    await shot(page, 'catan-horror-8-reference');
    expect(errors).toEqual([]);
  }, 300_000);

  it('a monster enters a town: the knight there chooses fight, hide or flee; hiding, it checks as the town is invaded', async () => {
    const { page, errors } = await openPage(browser, server.url);
    await createCampaign(page, { name: 'Knights at home', rulesetId: 'catan-horror', players: ['Ann', 'Ben'] });
    for (const who of ['Ann', 'Ben']) {
      for (const [size, label] of [
        ['city', `${who} City`],
        ['settlement', `${who} Farm`],
      ]) {
        const add = action(page, 'add-town', `${who}'s`);
        await add.getByTestId('field-label').fill(label);
        await add.getByTestId('field-size').selectOption(size);
        await confirm(page, add);
      }
    }
    await step(page, () => action(page, 'begin').getByTestId('confirm').click());
    for (const [roll, label] of [
      [[1, 3], 'Gate 4'],
      [[4, 5], 'Gate 9'],
    ] as const) {
      await enter(page, action(page, 'roll-setup-gate'), [...roll]);
      await enter(page, action(page, 'roll-gate-hex'), [1]);
      const open = action(page, 'open-gate');
      await open.getByTestId('field-label').fill(label);
      await confirm(page, open);
    }
    for (const kind of ['Zombie', 'Cultist']) {
      const place = action(page, 'place-monster');
      await place.getByTestId('field-kind').selectOption(kind);
      await confirm(page, place);
    }
    // Ann's knight walks to her farm (no walls); in the monster turn the Zombie walks in after it.
    await quietTurnStart(page);
    const walk = action(page, 'move', 'Ann #1');
    await walk.getByTestId('field-to').fill('Ann Farm');
    await confirm(page, walk);
    await step(page, () => action(page, 'end-actions').getByTestId('confirm').click());
    await enter(page, action(page, 'roll-monster-movement'), [4, 1]);
    const zombie = action(page, 'monster-moved', 'Zombie');
    // Places are entities (issue 18): the field is a combo box over the known places; a near miss is
    // refused next to the field with the place it likely means, and one click takes it.
    const to = zombie.getByTestId('field-to');
    expect(await to.getAttribute('list')).toBeTruthy();
    expect(await zombie.locator('datalist option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toContain(
      'Ann Farm',
    );
    await to.fill('ann frm');
    await zombie.getByTestId('confirm').click();
    const fieldError = zombie.getByTestId('error-to');
    await expect.poll(() => fieldError.isVisible()).toBe(true);
    expect(await fieldError.innerText()).toContain('Did you mean Ann Farm?');
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'catan-horror-did-you-mean');
    await zombie.getByTestId('suggestion-to').click();
    expect(await to.inputValue()).toBe('Ann Farm');
    await confirm(page, zombie);
    // The prompt asks the knight there: stay and fight, stay and hide (with the Hide check's odds: 1 + 1 + 1 town = 2+), or flee.
    expect(await prompt(page)).toContain('Zombie has entered Ann Farm');
    const answer = action(page, 'respond-to-monster', 'Ann #1');
    const options = await answer.getByTestId('field-response').locator('option').allInnerTexts();
    expect(options.join(' | ')).toContain('Stay and hide (Hide check when it invades: 83.3%)');
    expect(await action(page, 'respond-to-monster', 'flee Ann Farm').innerText()).toContain('to an adjacent intersection');
    await answer.getByTestId('field-response').selectOption('hide');
    await shot(page, 'catan-horror-invasion');
    await confirm(page, answer);
    // Nobody stayed to fight and a farm has no walls: invaded, and the hider checks at once (odds shown before the roll).
    expect(await page.getByTestId('towns').locator('tr', { hasText: 'Ann Farm' }).innerText()).toContain('INVADED');
    const check = action(page, 'invasion-hide-check', 'Ann #1');
    expect(await check.getByTestId('odds').innerText()).toContain('83.3 %');
    await enter(page, check, [1]);
    await expect
      .poll(() => historyText(page))
      .toContain('Ann #1 tries to stay hidden as Ann Farm is invaded: 1 + strength 1 + awareness 1 + 1 town = 4: FOUND');
    await expect.poll(() => historyText(page)).toContain('stays in Ann Farm and hides from the Zombie');
    await shot(page, 'catan-horror-invasion-found');
    await step(page, () => action(page, 'movement-done').getByTestId('confirm').click());
    expect(errors).toEqual([]);
  }, 300_000);

  it('with the Drunkards house rule: barrels are built and gifted, and doubles on red and yellow hold a festival', async () => {
    const { page, errors } = await openPage(browser, server.url);
    await page.getByTestId('new-campaign').click();
    await page.getByTestId('ruleset').selectOption('catan-horror');
    await page.getByTestId('campaign-name').fill('Catan Horror with barrels');
    for (const [i, who] of ['Ann', 'Ben'].entries()) {
      if (!(await page.getByTestId(`player-${i}`).count())) await page.getByTestId('add-player').click();
      await page.getByTestId(`player-${i}`).fill(who);
    }
    await page.locator('#option-drunkards').check();
    await page.getByTestId('create-submit').click();
    await page.getByTestId('campaign-title').waitFor();
    for (const who of ['Ann', 'Ben']) {
      const add = action(page, 'add-town', `${who}'s`);
      await add.getByTestId('field-label').fill(`${who} City`);
      await add.getByTestId('field-size').selectOption('city');
      await confirm(page, add);
    }
    // No settlements placed: Begin asks first (issue 28), and "Do it anyway" begins.
    await action(page, 'begin').getByTestId('confirm').click();
    await step(page, () => page.getByTestId('confirm-end-go').click());
    for (const [roll, label] of [
      [[1, 3], 'Gate 4'],
      [[4, 5], 'Gate 9'],
    ] as const) {
      await enter(page, action(page, 'roll-setup-gate'), [...roll]);
      await enter(page, action(page, 'roll-gate-hex'), [1]);
      const open = action(page, 'open-gate');
      await open.getByTestId('field-label').fill(label);
      await confirm(page, open);
    }
    for (const kind of ['Zombie', 'Cultist']) {
      const place = action(page, 'place-monster');
      await place.getByTestId('field-kind').selectOption(kind);
      await confirm(page, place);
    }
    // Ann builds 5 barrels in step 3 (no knight action) and gifts 1 to Ben, who drinks.
    await quietTurnStart(page);
    const build = action(page, 'build-barrels');
    await build.getByTestId('field-count').fill('5');
    await confirm(page, build);
    const gift = action(page, 'gift-barrels');
    await gift.getByTestId('field-receiver').selectOption({ label: 'Ben' });
    await confirm(page, gift);
    const panel = page.getByTestId('barrels');
    expect(await panel.getByTestId('barrels-p1').innerText()).toMatch(/4\s+2/);
    expect(await page.getByTestId('actions-left').innerText()).toContain('3 left');
    await monsterTurn(page, [1, 1]);
    // Ben rolls red 3, yellow 3: the festival follows at once — Ann 4 → 2, Ben 1 → 0.
    await quietTurnStart(page, [3, 3, 'ship']);
    await expect
      .poll(() => historyText(page))
      .toContain('Festival (Drunkards of Catan house rule)! Red 3 and yellow 3 are doubles. Ann returns 2 of 4');
    expect(await panel.getByTestId('festival').innerText()).toContain('festival');
    expect(await panel.getByTestId('barrels-p1').getByTestId('barrel-count').innerText()).toBe('2');
    expect(await panel.getByTestId('barrels-p2').getByTestId('drink-count').innerText()).toBe('2');
    await shot(page, 'catan-horror-festival');
    expect(errors).toEqual([]);
  }, 300_000);
});
