// @vitest-environment happy-dom
import { settled, useStoreServices } from '../../support/store-services';
import { flushPromises, mount } from '@vue/test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import HistoryPanel from '../../../renderer/src/components/HistoryPanel.vue';
import { i18n } from '../../../renderer/src/i18n/words';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';
import { usePlayStore } from '../../../renderer/src/stores/play';
import type { DiceTrayState } from '../../../shared/rulesets/dice-tray/state';

const running = useStoreServices();

// happy-dom lays nothing out: give the history's scroller a height so its virtual list draws rows.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
});
afterAll(() => vi.restoreAllMocks());

/** A dice tray with a counter raised three times: four steps after the set-up. */
async function raisedThrice() {
  const created = (await useCampaignsStore().create({ name: 'Tray', rulesetId: 'dice-tray', players: ['Ann'], options: {} }))!;
  const play = usePlayStore();
  await play.open(created.id);
  await play.act('add-counter', { name: 'Doom', min: 0, max: 10, start: 0 });
  for (let i = 0; i < 3; i++) await play.act('change-counter', { counterId: 'c1', delta: 1 });
  return play;
}
const doom = (play: ReturnType<typeof usePlayStore>) => (play.view!.state as DiceTrayState).counters[0].value;

describe('"back to here" in the history', () => {
  it('asks first, naming how many actions it takes back, with Cancel focused; Cancel changes nothing', async () => {
    const play = await raisedThrice();
    const wrapper = mount(HistoryPanel, { attachTo: document.body, global: { plugins: [i18n] } });
    await flushPromises();
    const addStep = play.steps[1].step;
    await wrapper.get(`[data-testid="back-to-${addStep}"]`).trigger('click');
    const dialog = wrapper.get('dialog[data-testid="confirm-rewind"]');
    expect((dialog.element as HTMLDialogElement).open).toBe(true);
    expect(dialog.get('h2').text()).toBe('Undo 3 actions back to this point?');
    await settled();
    expect(document.activeElement?.getAttribute('data-testid')).toBe('cancel-rewind');
    await wrapper.get('[data-testid="cancel-rewind"]').trigger('click');
    expect(wrapper.find('dialog').exists()).toBe(false);
    expect(doom(play)).toBe(3);
    wrapper.unmount();
  });

  it('Esc cancels (the dialog’s cancel event), and nothing is written', async () => {
    const play = await raisedThrice();
    const before = running.services.db.prepare('SELECT COUNT(*) AS n FROM events').get();
    const wrapper = mount(HistoryPanel, { attachTo: document.body, global: { plugins: [i18n] } });
    await flushPromises();
    await wrapper.get(`[data-testid="back-to-${play.steps[1].step}"]`).trigger('click');
    await wrapper.get('dialog').trigger('cancel');
    expect(wrapper.find('dialog').exists()).toBe(false);
    expect(running.services.db.prepare('SELECT COUNT(*) AS n FROM events').get()).toEqual(before);
    wrapper.unmount();
  });

  it('confirmed, it goes back as one step that one undo takes back whole', async () => {
    const play = await raisedThrice();
    const wrapper = mount(HistoryPanel, { attachTo: document.body, global: { plugins: [i18n] } });
    await flushPromises();
    await wrapper.get(`[data-testid="back-to-${play.steps[1].step}"]`).trigger('click');
    await wrapper.get('[data-testid="confirm-rewind-go"]').trigger('click');
    await flushPromises();
    expect(doom(play)).toBe(0);
    await play.undo();
    expect(doom(play)).toBe(3);
    // The undo has no row of its own: it shows on the rewind it took back.
    await flushPromises();
    const rewindStep = play.steps.find((g) => g.entries[0].type === 'core/rewind')!.step;
    expect(wrapper.get(`[data-testid="moves-${rewindStep}"]`).text()).toMatch(/^↶ undone/);
    expect(
      wrapper
        .findAll('li')
        .map((li) => li.text())
        .filter((t) => t.includes('Undo.')),
    ).toEqual([]);
    wrapper.unmount();
  });
});
