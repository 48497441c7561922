// @vitest-environment happy-dom
/**
 * Catan Horror's player panels are drawn again only when what they show changes (issue 35: the board drew all of them, every
 * knight and town of every player, on each click): a panel is memoised on its table-view player (kept as the same object while
 * unchanged), its towns, whether it is the current player, and the language.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../support/ruleset-words';
import { catanBoardProps } from '../support/catan-board-props';
import CatanBoard from '../../renderer/src/rulesets/catan-horror/Board.vue';
import KnightCard from '../../renderer/src/rulesets/catan-horror/KnightCard.vue';
import { addWords, i18n, SOURCE_LOCALE } from '../../renderer/src/i18n';
import * as catanDe from '../../renderer/src/rulesets/catan-horror/locales/de';
import { act, started } from '../rulesets/catan-horror/helpers';

const props = catanBoardProps('Panels');
addWords('catan-horror', catanDe.messages, 'de');
const speak = (locale: string) => {
  (i18n.global.locale as unknown as { value: string }).value = locale;
};

/**
 * Each knight card's vnode, by knight: a panel its board drew again hands its cards new vnodes (even when the cards themselves
 * skip their update); a memoised panel hands them nothing new.
 */
const vnodes = (wrapper: VueWrapper) =>
  new Map(
    wrapper
      .findAllComponents(KnightCard)
      .map((c) => [c.props('knight').id, (c.vm as unknown as { $: { vnode: unknown } }).$.vnode] as const),
  );

describe('Catan Horror: the player panels on the board', () => {
  beforeEach(() => setActivePinia(createPinia()));
  afterEach(() => speak(SOURCE_LOCALE));

  it('a step that changes no player draws no panel again; one that harms a knight draws its player’s panel alone', async () => {
    const first = started();
    const wrapper = mount(CatanBoard, { props: props(first), global: { plugins: [i18n] } });
    await flushPromises();
    const before = vnodes(wrapper);
    expect(before.size).toBeGreaterThan(1);
    const sanityOfK1 = () => wrapper.get('[data-testid="knight-k1"] [data-testid="sanity"] [data-testid="track-value"]').text();
    const sanityBefore = sanityOfK1();

    // The next phase, the players as they were: the board is drawn again (its step), no panel is.
    await wrapper.setProps(props({ ...first, phase: 'player/production' }));
    await flushPromises();
    expect(wrapper.text()).toContain('Production');
    const same = vnodes(wrapper);
    for (const [id, vnode] of before) expect(same.get(id)).toBe(vnode);

    // k1 (the first player's) loses a point of Sanity: that panel is drawn again and shows it; the others are not.
    const owner = first.knights.find((k) => k.id === 'k1')!.owner;
    const harmed = act(first, 'harm-knight', { knightId: 'k1', harm: 'sanity', amount: 1 }).state;
    await wrapper.setProps(props(harmed));
    await flushPromises();
    const after = vnodes(wrapper);
    for (const k of first.knights.filter((k) => k.alive)) {
      if (k.owner === owner) expect(after.get(k.id)).not.toBe(before.get(k.id));
      else expect(after.get(k.id)).toBe(before.get(k.id));
    }
    expect(sanityOfK1()).not.toBe(sanityBefore);
    wrapper.unmount();
  });

  it('every panel is drawn again in the new language when the language changes', async () => {
    const wrapper = mount(CatanBoard, { props: props(started()), global: { plugins: [i18n] } });
    await flushPromises();
    const panels = () => wrapper.findAll('section.player').map((p) => p.text());
    const english = panels();
    expect(english.length).toBeGreaterThan(1);
    speak('de');
    await flushPromises();
    const german = panels();
    for (const [i, text] of english.entries()) expect(german[i]).not.toBe(text);
    wrapper.unmount();
  });
});
