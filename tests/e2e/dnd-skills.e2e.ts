import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { join } from 'node:path';
import {
  action,
  confirm,
  createCampaign,
  historyText,
  openOtherThings,
  openPage,
  shot,
  shotsAtSizes,
  SHOTS,
  step,
  tableRoll,
  useE2E,
} from './helpers';

const e2e = useE2E('doomkeeper-e2e-dnd-');

async function fill(a: Locator, fields: Record<string, string | number | boolean>) {
  for (const [name, value] of Object.entries(fields)) {
    const input = a.getByTestId(`field-${name}`);
    if (typeof value === 'boolean') await (value ? input.check() : input.uncheck());
    else if ((await input.evaluate((el) => el.tagName)) === 'SELECT') await input.selectOption({ label: String(value) });
    else await input.fill(String(value));
  }
}

describe('D&D skill toolkit, as a new user tries it', () => {
  it("uses each calculator once: harvest, Tardok's research days, a taunt and a cheaper identify", async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url);
    await createCampaign(page, { name: 'Thursday party', rulesetId: 'dnd-skills', players: ['Tardok', 'Vel'] });

    // Harvesting an owlbear: Knowledge 12 + 6 = 18 × 5 HD = 90 gp, 5 minutes.
    await fill(action(page, 'harvest'), {
      harvester: 'Vel',
      creature: 'Owlbear',
      creatureType: 'Magical beast',
      hd: 5,
      knowledgeModifier: 6,
    });
    await tableRoll(page, 'harvest', [12]);
    expect(await page.getByTestId('lot-1').innerText()).toContain('90 gp');

    // Tardok researches Blue Dragons at his local library (+8).
    const blueDragons = {
      researcher: 'Tardok',
      topic: 'Blue Dragons',
      library: 'Local library',
      preset: 'Local library (+8)',
      knowledgeModifier: 3,
      conModifier: 2,
      dc: 30,
    };
    await fill(action(page, 'start-research'), blueDragons);
    await confirm(page, 'start-research');
    await confirm(page, 'research');
    await tableRoll(page, 'research-check', [5]);
    await expect.poll(() => historyText(page)).toContain('+4 drawn from Local library, 8 hours over 1 day');
    // Day two: the library is one the campaign knows now — offered in the list, with a "new library" tick.
    // A typo is refused with the library it most likely means, and "Use Local library" puts it right (ruling 14).
    const form = action(page, 'start-research');
    expect(await form.getByTestId('field-library').evaluate((el) => el.getAttribute('list'))).toBeTruthy();
    expect(await form.locator('datalist option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(
      expect.arrayContaining(['Blue Dragons', 'Local library']),
    );
    expect(await form.getByTestId('field-newLibrary').isChecked()).toBe(false);
    await fill(form, { ...blueDragons, library: 'Local libary' });
    await form.getByTestId('confirm').click();
    await expect.poll(() => form.getByTestId('error-library').innerText()).toContain('Did you mean Local library?');
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 1366, height: 768 });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'dnd-skills-research-did-you-mean-1366.png') });
    if (viewport) await page.setViewportSize(viewport);
    await form.getByTestId('suggestion-library').click();
    expect(await form.getByTestId('field-library').inputValue()).toBe('Local library');
    // 8 hours, then 4 forced hours with Constitution checks (DC 12, 14, 16, 18 — 002:311); 15 + 2 fails the last: he passes out.
    await confirm(page, 'start-research');
    await confirm(page, 'research');
    await expect.poll(() => action(page, 'push-on').innerText()).toContain('DC 12');
    await shot(page, 'dnd-skills-1-forced-research');
    for (const dc of [12, 14, 16, 18]) {
      expect(await action(page, 'push-on').innerText()).toContain(`DC ${dc}`);
      await tableRoll(page, 'push-on', [15]);
    }
    await tableRoll(page, 'research-check', [5]);
    await expect.poll(() => historyText(page)).toContain('passes out (+6 drawn)');
    await expect.poll(() => historyText(page)).toContain('+6 drawn from Local library, 12 hours');
    // Day three: only +6 is left of the library's +16 on Blue Dragons.
    await fill(action(page, 'start-research'), { ...blueDragons, wanted: 8 });
    await action(page, 'start-research').getByTestId('confirm').click();
    await expect.poll(() => page.getByText('can give at most +6 on Blue Dragons').count()).toBeGreaterThan(0);
    await fill(action(page, 'start-research'), { ...blueDragons, wanted: 0 });
    await confirm(page, 'start-research');
    expect(await page.getByTestId('research').innerText()).toContain('aiming at +6');
    await openOtherThings(page); // giving up is a seldom action, folded under "Other things that can happen"
    await confirm(page, 'abandon-research');

    // Taunting an ogre: DC 4 HD − 1 Wis = 3; Intimidate 10 + 5 = 15; its Will save 3 + 1 fails: reckless.
    await fill(action(page, 'declare-taunt'), {
      intimidator: 'Vel',
      target: 'Ogre',
      hd: 4,
      wisdomModifier: -1,
      intimidateModifier: 5,
      willSave: 1,
    });
    await confirm(page, 'declare-taunt');
    // The Intimidate check cannot fail (15 against DC 3): no chance badge where nothing can fail.
    expect(await action(page, 'roll-intimidate').getByTestId('odds').count()).toBe(0);
    await tableRoll(page, 'roll-intimidate', [10]);
    await tableRoll(page, 'roll-will-save', [3]);
    expect(await page.getByText('is RECKLESS toward Vel').count()).toBe(1);

    // Cheaper identify: a ring with a 3rd-level spell; Spellcraft 20 + 8 = 28 beats DC 18 by 10.
    await fill(action(page, 'detect-magic'), {
      caster: 'Vel',
      item: 'Ring',
      effect: 'A spell (DC 15 + spell level)',
      level: 3,
      spellcraftModifier: 8,
      hasSubschool: true,
      descriptors: 1,
    });
    await confirm(page, 'detect-magic');
    await tableRoll(page, 'roll-spellcraft', [20]);
    await expect.poll(() => historyText(page)).toContain('Identify costs 95 gp');
    // Vel casts identify relying on what Spellcraft revealed (the fields' defaults): it works, for 95 gp.
    await confirm(page, 'cast-identify');
    await expect
      .poll(() => historyText(page))
      .toContain('Vel identifies the Ring, relying on the school, the subschool, 1 descriptor: 95 gp');
    expect(await page.getByTestId('identify-status-1').innerText()).toContain('identified');
    await shot(page, 'dnd-skills-2-all-calculators');
    await shotsAtSizes(page, 'dnd-skills-mid-game');

    // Ten hours pass: the ogre calms down after its minute, and the owlbear parts lose worth.
    const time = action(page, 'pass-time');
    await fill(time, { hours: 10, minutes: 0 });
    await step(page, () => time.getByTestId('confirm').click());
    await expect.poll(() => historyText(page)).toContain('Ogre is no longer reckless (a minute passed)');
    await confirm(page, 'sell-harvest');
    // 20 hours of research and 10 more: 30 hours unsold, down to the floor of half.
    await expect.poll(() => historyText(page)).toContain('The Owlbear parts sold for 45 gp (90 gp after 30 hours)');
    await shot(page, 'dnd-skills-3-later');
    expect(errors).toEqual([]);
  });
});
