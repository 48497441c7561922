// @vitest-environment happy-dom
/** Advanced Runebound on the table display: heroes' numbers, the doom track's eight spaces and the checklist under way, in words, with no control. */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { loadRulesetUi } from '../../renderer/src/rulesets/registry';
import TableLayout from '../../renderer/src/rulesets/advanced-runebound/TableLayout.vue';
import type { AdvancedRuneboundState } from '../../shared/rulesets/advanced-runebound/state';
import { act, place, start } from '../rulesets/advanced-runebound/helpers';

const draw = async (state: AdvancedRuneboundState) => {
  await loadRulesetUi('advanced-runebound');
  return mount(TableLayout, { props: { state } });
};

describe('Advanced Runebound table layout', () => {
  it('004:108 shows each hero’s numbers and the doom track from Tamalir: the sixth card of three players brings a doom counter', async () => {
    const state = place(start(3), 'yellow', 'green', 'blue', 'green', 'red');
    const table = await draw(state);
    const text = table.text();
    for (const name of ['John', 'Mara', 'Tess']) expect(text).toContain(name);
    for (const word of ['Level', 'Gold', 'Unspent XP', 'Red cards', 'Cards on the track', 'Doom counters', 'Event in play'])
      expect(text).toContain(word);
    expect(table.get('[data-testid="table-hero-p1"]').classes()).toContain('current');
    expect(table.get('[data-testid="table-track-red:p2"]').get('[data-testid="counter-value"]').text()).toBe('0');
    expect(table.get('[data-testid="table-cards-on-track"]').get('[data-testid="track-value"]').text()).toBe('1 / 6');
    expect(table.get('[data-testid="table-track-doom-counters"]').get('[data-testid="track-value"]').text()).toBe('1 / 8');
    const spaces = table.findAll('[data-testid^="table-space-"]');
    expect(spaces.map((s) => s.get('.town').text())).toEqual([
      'Tamalir',
      'Riverwatch',
      'Dawnsmoor',
      'Vynelvale',
      'Space 5',
      'Nerekhall',
      'Space 7',
      'Frostgate',
    ]);
    expect(spaces[0].text()).toContain('Red');
    expect(spaces[0].text()).toContain('doom counter');
    expect(spaces[1].text()).toContain('empty');
    expect(text).not.toMatch(/advanced-runebound\/|\{\w+\}/);
    expect(table.findAll('button, input, select')).toHaveLength(0);
  });

  it('shows the checklist the table works through: a hazard card being resolved, then a knock-out', async () => {
    const track = place(start(4), 'yellow', 'blue', 'green', 'red', 'yellow');
    const hazard = act(act(track, 'check-hazard', { player: 'p1', terrain: 'forest', road: true }).state, 'hazard-number', {
      symbols: 6,
    }).state;
    const resolving = await draw(hazard);
    expect(resolving.get('[data-testid="table-hazard"]').text()).toContain('Resolving the yellow hazard card');
    expect(resolving.get('[data-testid="table-space-6"]').text()).toContain('hazard');

    const knockedOut = await draw(act(start(3), 'knocked-out', { player: 'p2' }).state);
    expect(knockedOut.get('[data-testid="table-knockout"]').text()).toContain('All gold to the bank');
    expect(knockedOut.find('[data-testid="table-hazard"]').exists()).toBe(false);
  });
});
