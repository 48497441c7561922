// @vitest-environment happy-dom
import { settled, useStoreServices } from '../../support/store-services';
import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import JustHappened from '../../../renderer/src/components/glance/JustHappened.vue';
import UndoToast from '../../../renderer/src/components/glance/UndoToast.vue';
import { i18n } from '../../../renderer/src/i18n/words';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';
import { useNoticesStore } from '../../../renderer/src/stores/notices';
import { usePlayStore } from '../../../renderer/src/stores/play';

useStoreServices();
afterEach(() => vi.useRealTimers());

/** A dice tray with a Doom counter (its changes are the tray's headlines). */
async function tray() {
  const created = (await useCampaignsStore().create({ name: 'Tray', rulesetId: 'dice-tray', players: ['Ann'], options: {} }))!;
  const play = usePlayStore();
  await play.open(created.id);
  await play.act('add-counter', { name: 'Doom', min: 0, max: 10, start: 0 });
  return play;
}
const strip = () => mount(JustHappened, { attachTo: document.body, global: { plugins: [i18n] } });
const toast = (lingerMs?: number) =>
  mount(UndoToast, { props: lingerMs ? { lingerMs } : {}, attachTo: document.body, global: { plugins: [i18n] } });

describe('the "just happened" strip', () => {
  it('draws the last action’s dice large with who rolled them', async () => {
    const play = await tray();
    const wrapper = strip();
    await play.act('roll', { count: 2, die: 'd6' }, { source: 'table', values: [3, 5] });
    await flushPromises();
    const shown = wrapper.get('[data-testid="just-happened"]');
    expect(shown.findAll('[data-testid="die"]').map((d) => d.attributes('aria-label'))).toEqual(['d6 showing 3', 'd6 showing 5']);
    expect(shown.get('[data-testid="roll-source"]').text()).toBe('Table dice');
    expect(shown.get('[data-testid="just-happened-action"]').text()).toBe('Rolled 2d6: 3, 5 — total 8.');
    wrapper.unmount();
  });

  it('shows the step’s headlines, says them once in its polite region, and the announcer leaves them out', async () => {
    const play = await tray();
    const wrapper = strip();
    await play.act('change-counter', { counterId: 'c1', delta: 1 });
    await flushPromises();
    await settled();
    expect(wrapper.findAll('[data-testid="headline"]').map((h) => h.text())).toEqual(['Doom: 0 → 1.']);
    const live = wrapper.get('[data-testid="just-happened-live"]');
    expect(live.attributes('aria-live')).toBe('polite');
    expect(live.text()).toBe('Doom: 0 → 1.');
    expect(useNoticesStore().announcement).not.toContain('Doom: 0 → 1.');
    wrapper.unmount();
  });

  it('follows undo and redo: after an undo it shows the step now on top, or nothing; the live region stays quiet', async () => {
    const play = await tray();
    const wrapper = strip();
    await play.act('change-counter', { counterId: 'c1', delta: 1 });
    await play.undo();
    await flushPromises();
    expect(wrapper.findAll('[data-testid="headline"]')).toHaveLength(0);
    expect(wrapper.get('[data-testid="just-happened-action"]').text()).toContain('Added the counter "Doom"');
    expect(wrapper.get('[data-testid="just-happened-live"]').text()).toBe('');
    await play.redo();
    await flushPromises();
    expect(wrapper.findAll('[data-testid="headline"]').map((h) => h.text())).toEqual(['Doom: 0 → 1.']);
    await play.undo();
    await play.undo();
    await flushPromises();
    expect(wrapper.find('[data-testid="just-happened"]').exists()).toBe(false);
    wrapper.unmount();
  });
});

describe('the undo/redo toast', () => {
  it('names what was undone with Redo on it, then what was redone with Undo on it; the next action puts it away', async () => {
    const play = await tray();
    const wrapper = toast();
    await play.act('change-counter', { counterId: 'c1', delta: 1 });
    await flushPromises();
    expect(wrapper.find('[data-testid="undo-toast"]').exists()).toBe(false);
    await play.undo();
    await flushPromises();
    expect(wrapper.get('[data-testid="undo-toast-text"]').text()).toBe('Undone: Doom: 0 → 1.');
    const again = wrapper.get('[data-testid="undo-toast-again"]');
    expect(again.text()).toBe('Redo');
    expect(again.element.tagName).toBe('BUTTON');
    await again.trigger('click');
    await flushPromises();
    expect(play.view!.canRedo).toBe(false);
    expect(wrapper.get('[data-testid="undo-toast-text"]').text()).toBe('Redone: Doom: 0 → 1.');
    expect(wrapper.get('[data-testid="undo-toast-again"]').text()).toBe('Undo');
    await play.act('change-counter', { counterId: 'c1', delta: 1 });
    await flushPromises();
    expect(wrapper.find('[data-testid="undo-toast"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('goes by itself after a few seconds, but not while focused or hovered', async () => {
    const play = await tray();
    await play.act('change-counter', { counterId: 'c1', delta: 1 });
    const wrapper = toast(3000);
    vi.useFakeTimers();
    await play.undo();
    await flushPromises();
    const box = wrapper.get('[data-testid="undo-toast"]');
    await box.trigger('focusin');
    vi.advanceTimersByTime(10_000);
    await flushPromises();
    expect(wrapper.find('[data-testid="undo-toast"]').exists()).toBe(true);
    await box.trigger('focusout');
    await box.trigger('mouseenter');
    vi.advanceTimersByTime(10_000);
    await flushPromises();
    expect(wrapper.find('[data-testid="undo-toast"]').exists()).toBe(true);
    await box.trigger('mouseleave');
    vi.advanceTimersByTime(2_900);
    await flushPromises();
    expect(wrapper.find('[data-testid="undo-toast"]').exists()).toBe(true);
    vi.advanceTimersByTime(200);
    await flushPromises();
    expect(wrapper.find('[data-testid="undo-toast"]').exists()).toBe(false);
    wrapper.unmount();
  });
});
