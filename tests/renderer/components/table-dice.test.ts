// @vitest-environment happy-dom
/**
 * Issue 28, "table dice look like the table's dice": the dice entry names each die as the ruleset describes it (Catan Horror's
 * red d6, yellow d6 and event die, tinted so), its faces are clicked (1-6 drawn as pips), and an event face is listed once.
 */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import DiceEntry from '../../../renderer/src/components/DiceEntry.vue';
import '../../support/ruleset-words';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { PRODUCTION_DICE, PRODUCTION_LOOKS } from '../../../shared/rulesets/catan-horror/actions/turn';
import { atActions, clearMonsters, started } from '../../rulesets/catan-horror/helpers';
import { createPinia, setActivePinia } from 'pinia';
import { usePlayStore } from '../../../renderer/src/stores/play';
import PromptActionForm from '../../../renderer/src/components/PromptActionForm.vue';
import { i18n, wordsFor } from '../../../renderer/src/i18n/words';
import { addWords, APP } from '../../../renderer/src/i18n';
import DiceTray from '../../../renderer/src/components/board/DiceTray.vue';
import { eldritchExpress } from '../../../shared/rulesets/eldritch-express';
import { act, setUp } from '../../rulesets/eldritch-express/helpers';

const words = wordsFor('catan-horror');
const looks = PRODUCTION_LOOKS.map((l) => ({ label: words.t(l.code), tint: l.tint }));

describe("Catan Horror's production dice", () => {
  it('the production offer describes its dice: red d6, yellow d6, event die', () => {
    const s = { ...atActions(clearMonsters(started())), phase: 'player/production' as const };
    const roll = catanHorror.prompt(s).actions.find((a) => a.type === 'roll-production');
    expect(roll?.dice?.looks?.map((l) => [words.t(l.code), l.tint])).toEqual([
      ['Red d6', 'red'],
      ['Yellow d6', 'yellow'],
      ['Event die', 'white'],
    ]);
  });

  it('names each die by its look and tint, never "d6 #1"', () => {
    const wrapper = mount(DiceEntry, { props: { dice: [...PRODUCTION_DICE], looks } });
    const names = wrapper.findAll('.name');
    expect(names.map((n) => n.text())).toEqual(['Red d6', 'Yellow d6', 'Event die']);
    expect(names.map((n) => n.classes())).toEqual([
      ['name', 'tint-red'],
      ['name', 'tint-yellow'],
      ['name', 'tint-white'],
    ]);
    expect(wrapper.text()).not.toContain('#1');
  });

  it('lists each event face once, and clicking the faces sends them', async () => {
    const wrapper = mount(DiceEntry, { props: { dice: [...PRODUCTION_DICE], looks } });
    expect(wrapper.findAll('[data-testid="die-2"] option').map((o) => o.text())).toEqual([
      'choose',
      'ship',
      'trade',
      'politics',
      'science',
    ]);
    expect(wrapper.findAll('[data-testid^="face-2-"]').map((b) => b.text())).toEqual(['ship', 'trade', 'politics', 'science']);
    expect(wrapper.findAll('[data-testid^="face-0-"]')).toHaveLength(6);
    await wrapper.get('[data-testid="face-0-4"]').trigger('click');
    await wrapper.get('[data-testid="face-1-3"]').trigger('click');
    await wrapper.get('[data-testid="face-2-ship"]').trigger('click');
    expect(wrapper.get('[data-testid="face-0-4"]').attributes('aria-pressed')).toBe('true');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('submit')).toEqual([[[4, 3, 'ship']]]);
  });
});

describe("Eldritch Express's action dice in the set-aside form", () => {
  it('each die is drawn as its face and clicked to set aside or re-roll (no list per die)', async () => {
    setActivePinia(createPinia());
    const g = setUp({ gate: 6, clue: 2, expedition: 1, mystery: 4, investigators: [{ key: 'joe-diamond', cards: ['knife'] }] });
    act(g, 'assign', { encounter: 'expedition' });
    act(g, 'roll-action-dice', {}, ['travel', 'research', 'health-threat', 'sanity-threat', 'investigation']);
    const setAside = eldritchExpress.prompt(g.state).actions.find((a) => a.type === 'set-aside')!;
    const wrapper = mount(PromptActionForm, { props: { action: setAside, index: 0 }, global: { plugins: [i18n] } });
    const dice = wrapper.findAll('.die-pick');
    expect(dice).toHaveLength(5);
    for (const die of dice) expect(die.find('svg').exists()).toBe(true);
    expect(wrapper.findAll('select[data-testid^="field-keep-"]')).toHaveLength(0);
    const travel = wrapper.get('[data-testid="field-keep-0"]');
    expect((travel.element as HTMLInputElement).checked).toBe(false);
    await travel.setValue(true);
    expect(dice[0].classes()).toContain('kept');
    wrapper.unmount();
  });
});

describe('every ruleset’s table dice say what they are', () => {
  it('an offer’s dice are named by the ruleset, each with its place ("Action die 1" … "Action die 5"), never "#1"', async () => {
    setActivePinia(createPinia());
    const g = setUp({ gate: 6, clue: 2, expedition: 1, mystery: 4, investigators: [{ key: 'joe-diamond', cards: ['knife'] }] });
    act(g, 'assign', { encounter: 'expedition' });
    const roll = eldritchExpress.prompt(g.state).actions.find((a) => a.type === 'roll-action-dice')!;
    // The play screen's words are its campaign's ruleset's.
    const play = usePlayStore();
    play.$patch({ view: { campaign: { rulesetId: 'eldritch-express' } } });
    const wrapper = mount(PromptActionForm, { props: { action: roll, index: 0 }, global: { plugins: [i18n] } });
    await wrapper.get('[data-testid="enter-dice"]').trigger('click');
    const names = wrapper.findAll('.dice-entry .name').map((n) => n.text());
    expect(names).toEqual(['Action die 1', 'Action die 2', 'Action die 3', 'Action die 4', 'Action die 5']);
    expect(wrapper.text()).not.toContain('#1');
    wrapper.unmount();
  });

  it('the roll’s APP / TABLE mark is read from the catalog, in the app’s language', () => {
    addWords(APP, { 'board/source/table': 'Dés de la table', 'board/source/app': 'Lancer de l’app' }, 'fr');
    // The app's instance is typed for the languages it ships; a test language is set through a plain ref.
    const locale = i18n.global.locale as unknown as { value: string };
    const before = locale.value;
    locale.value = 'fr';
    try {
      const table = mount(DiceTray, { props: { dice: [{ value: 3, sides: 6 }], source: 'table' }, global: { plugins: [i18n] } });
      expect(table.get('[data-testid="roll-source"]').text()).toBe('Dés de la table');
      const app = mount(DiceTray, { props: { dice: [{ value: 3, sides: 6 }], source: 'app' }, global: { plugins: [i18n] } });
      expect(app.get('[data-testid="roll-source"]').text()).toBe('Lancer de l’app');
    } finally {
      locale.value = before;
    }
  });
});
