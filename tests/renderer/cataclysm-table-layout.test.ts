// @vitest-environment happy-dom
/** The Cataclysm on the table display speaks from the ruleset's catalog: heroes' tracks, and each town's counter or curse deck. */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { loadRulesetUi } from '../../renderer/src/rulesets/registry';
import TableLayout from '../../renderer/src/rulesets/runebound-cataclysm/TableLayout.vue';
import { runeboundCataclysm as rc } from '../../shared/rulesets/runebound-cataclysm';
import type { CataclysmState } from '../../shared/rulesets/runebound-cataclysm/state';
import { act, start } from '../rulesets/runebound-addons/helpers';

/** Two heroes placed, the counters dealt in their listed order (every die a 1). */
function dealt(): CataclysmState {
  let g = act(start(rc, {}, 2), 'setup-done');
  g = act(act(g, 'place-hero', { town: 'forge' }), 'place-hero', { town: 'tamalir' });
  return act(g, 'draw-cataclysm', {}, [1, 1, 1, 1, 1, 1, 1]).state;
}

describe('Cataclysm table layout', () => {
  it('names every track and town state in words, with no code or placeholder showing', async () => {
    await loadRulesetUi('runebound-cataclysm');
    const state = dealt();
    const freed: CataclysmState = {
      ...state,
      curses: { ...state.curses, 'winter-lord': { ...state.curses['winter-lord']!, freedBy: state.players[0].id } },
    };
    const text = mount(TableLayout, { props: { state: freed } }).text();
    expect(text).toContain('Victory points');
    expect(text).toContain('Gold');
    expect(text).toContain('Level I left');
    expect(text).toContain('Quests revealed');
    expect(text).toContain('destroyed — cannot be entered');
    expect(text).toContain(`freed by ${state.players[0].name}`);
    expect(text).not.toMatch(/cataclysm\/|\{\w+\}/);
  });
});
