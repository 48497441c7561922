// @vitest-environment happy-dom
/** The Runebound add-ons on the table display: each hero's Rituals with their five symbols and counters, the set-up checklist, in words, with no control. */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { loadRulesetUi } from '../../renderer/src/rulesets/registry';
import TableLayout from '../../renderer/src/rulesets/runebound-addons/TableLayout.vue';
import { runeboundAddons as ra, type RuneboundAddonsState } from '../../shared/rulesets/runebound-addons';
import { act, start } from '../rulesets/runebound-addons/helpers';

const slots = (a: string, b: string, c: string, d: string, e: string) => ({ slot1: a, slot2: b, slot3: c, slot4: d, slot5: e });
const FIRE = slots('forest', 'forest', 'hills', 'river', 'mountains');
const STONE = slots('plains', 'road', 'swamp', 'hills', 'plains');

const draw = async (state: RuneboundAddonsState) => {
  await loadRulesetUi('runebound-addons');
  return mount(TableLayout, { props: { state } });
};
const noLeftovers = (text: string) => expect(text).not.toMatch(/addons\/|terrain\/|option\/|\{\w+\}/);

describe('Runebound add-ons table layout', () => {
  it('shows each hero’s Rituals: title, the five symbols as printed with the covered ones filled in, n / 5, and empowered', async () => {
    let g = act(start(ra, { weaponsOfLegend: true }, 3), 'setup-done');
    g = act(g, 'ritual-add', { owner: 'p2', title: 'Inner Fire', ...FIRE });
    g = act(g, 'ritual-add', { owner: 'p1', title: 'Stone Ward', ...STONE });
    g = act(g, 'ritual-empower', { ritualId: 'r1', terrain: 'forest' });
    g = act(g, 'ritual-empower', { ritualId: 'r1', terrain: 'river' });
    for (const terrain of ['plains', 'road', 'swamp', 'hills', 'plains']) g = act(g, 'ritual-empower', { ritualId: 'r2', terrain });
    const table = await draw(g.state);
    const text = table.text();

    for (const word of ['Ann', 'Ben', 'Cat', 'VA 46 Rituals and Runes', 'VA 47 Weapons of Legend', 'Counters', 'Remember'])
      expect(text).toContain(word);
    expect(text).not.toContain('VA 48');
    expect(table.get('[data-testid="table-no-ritual"]').text()).toBe('No Ritual yet: Cat');
    expect(table.find('[data-testid="table-hero-p3"]').exists()).toBe(false);

    const fire = table.get('[data-testid="table-ritual-r1"]');
    expect(fire.attributes('aria-label')).toBe('Inner Fire (Ben)');
    expect(table.get('[data-testid="table-hero-p2"]').find('[data-testid="table-ritual-r1"]').exists()).toBe(true);
    expect(fire.findAll('.symbols li').map((s) => s.get('.word').text())).toEqual(['Forest', 'Forest', 'Hills', 'River', 'Mountains']);
    expect(fire.findAll('.symbols li').map((s) => s.classes().includes('filled'))).toEqual([true, false, false, true, false]);
    expect(fire.get('[data-testid="table-slot-r1-1"]').text()).toContain('Forest, covered');
    expect(fire.get('[data-testid="table-slot-r1-2"]').text()).toContain('Forest, empty');
    expect(fire.get('[data-testid="table-track-ritual:r1"]').get('[data-testid="track-value"]').text()).toBe('2 / 5');
    expect(fire.text()).not.toContain('Empowered');
    expect(fire.classes()).not.toContain('ready');

    const stone = table.get('[data-testid="table-ritual-r2"]');
    expect(stone.get('[data-testid="table-track-ritual:r2"]').get('[data-testid="track-value"]').text()).toBe('5 / 5');
    expect(stone.classes()).toContain('ready');
    expect(stone.text()).toContain('Empowered');
    // One Ritual: its own line says Empowered, the hero's card does not say it again.
    expect(table.get('[data-testid="table-hero-p1"]').findAll('[data-testid="table-hero-empowered"]')).toHaveLength(0);
    expect(
      table
        .get('[data-testid="table-hero-p1"]')
        .text()
        .match(/empowered/gi),
    ).toHaveLength(1);

    expect(table.get('[data-testid="table-remember"]').text()).toContain('Equipping Ally');
    expect(table.find('[data-testid="table-checklist"]').exists()).toBe(false);
    noLeftovers(text);
    expect(table.findAll('button, input, select')).toHaveLength(0);
  });

  it('counts the empowered Rituals on the hero’s card only when the hero holds more than one', async () => {
    let g = act(start(ra, {}, 2), 'setup-done');
    g = act(g, 'ritual-add', { owner: 'p1', title: 'Stone Ward', ...STONE });
    g = act(g, 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    for (const terrain of ['plains', 'road', 'swamp', 'hills', 'plains']) g = act(g, 'ritual-empower', { ritualId: 'r1', terrain });
    const table = await draw(g.state);
    expect(table.get('[data-testid="table-hero-empowered"]').text()).toBe('1 of 2 empowered');
  });

  it('while set-up lasts shows its checklist with the steps done; without Rituals and Runes it says so', async () => {
    const ticked = act(start(ra, { trapsAndTerrors: true }, 2), 'setup-check', { item: 'addons/step/rituals-into-market' });
    const setup = await draw(ticked.state);
    const checklist = setup.get('[data-testid="table-checklist"]');
    expect(checklist.text()).toContain('1 of 2 done');
    const steps = checklist.findAll('li');
    expect(steps[0].classes()).toContain('done');
    expect(steps[0].text()).toContain('shuffle its 30 market cards');
    expect(steps[1].text()).toContain('to do');
    expect(setup.find('[data-testid="table-remember"]').exists()).toBe(false);
    noLeftovers(setup.text());

    const without = await draw(act(start(ra, { ritualsAndRunes: false }, 2), 'setup-done').state);
    expect(without.get('[data-testid="table-rituals-off"]').text()).toContain('not in this game');
    expect(without.get('[data-testid="table-addons-in-play"]').text()).toContain('No add-on chosen');
    expect(without.find('[data-testid="table-hero-p1"]').exists()).toBe(false);
    expect(without.find('[data-testid="table-no-ritual"]').exists()).toBe(false);
    noLeftovers(without.text());
    expect(without.findAll('button, input, select')).toHaveLength(0);
  });
});
