// @vitest-environment happy-dom
/**
 * Catan Horror's folded monster library is drawn again only when what it shows changes (issue 35: it was drawn again,
 * every kind's row, at each click): the board hands it the library and the table view's counts, which a step that does
 * not touch them leaves as the same objects.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import '../support/ruleset-words';
import { catanBoardProps } from '../support/catan-board-props';
import CatanBoard from '../../renderer/src/rulesets/catan-horror/Board.vue';
import LibraryPanel from '../../renderer/src/rulesets/catan-horror/LibraryPanel.vue';
import { i18n } from '../../renderer/src/i18n';
import { act, started } from '../rulesets/catan-horror/helpers';

const props = catanBoardProps('Library');

describe('Catan Horror: the monster library on the board', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('is not drawn again by a step that leaves the library and its counts alone, and is by one that changes them', async () => {
    const first = started();
    const wrapper = mount(CatanBoard, { props: props(first), global: { plugins: [i18n] } });
    await flushPromises();
    const library = wrapper.getComponent(LibraryPanel);
    let updates = 0;
    // The panel's before-update hooks (Vue's internal `bu`, the list `onBeforeUpdate` adds to).
    const instance = library.vm.$ as unknown as { bu: (() => void)[] | null };
    (instance.bu ??= []).push(() => updates++);

    // A new state (the next phase) with the same library and the same monsters: the board redraws, the library does not.
    await wrapper.setProps(props({ ...first, phase: 'player/production' }));
    await flushPromises();
    expect(wrapper.text()).toContain('Production');
    expect(updates).toBe(0);

    // A kind added to the library: drawn again, with the new kind's row.
    const kinds = first.library.length;
    const k = first.library[0];
    const added = act(first, 'library-set', {
      name: 'Bench Horror',
      movement: k.movement,
      awareness: k.awareness,
      horrorDamage: k.horrorDamage,
      combatDamage: k.combatDamage,
      toughness: k.toughness,
      physical: k.physical,
      magical: k.magical,
      nightmarish: k.nightmarish,
      overwhelming: k.overwhelming,
      count: 2,
      evasive: false,
    }).state;
    expect(added.library).toHaveLength(kinds + 1);
    await wrapper.setProps(props(added));
    await flushPromises();
    expect(updates).toBe(1);
    expect(library.text()).toContain('Bench Horror');
    expect(library.get('summary').text()).toContain(String(kinds + 1));
    wrapper.unmount();
  });
});
