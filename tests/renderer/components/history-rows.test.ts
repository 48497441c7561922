// @vitest-environment happy-dom
import { useStoreServices } from '../../support/store-services';
import { flushPromises, mount } from '@vue/test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import HistoryPanel from '../../../renderer/src/components/HistoryPanel.vue';
import HistoryRow from '../../../renderer/src/components/history/HistoryRow.vue';
import { i18n } from '../../../renderer/src/i18n/words';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';
import { usePlayStore } from '../../../renderer/src/stores/play';

useStoreServices();

// happy-dom lays nothing out: give the history's scroller a height so its virtual list draws rows.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
});
afterAll(() => vi.restoreAllMocks());

describe('the history redraws only the rows a click changed (issue 35)', () => {
  it('a new step mounts its row and redraws the one before it (now offered "back to here"); the older rows are not drawn again', async () => {
    const created = (await useCampaignsStore().create({ name: 'Tray', rulesetId: 'dice-tray', players: ['Ann'], options: {} }))!;
    const play = usePlayStore();
    await play.open(created.id);
    await play.act('add-counter', { name: 'Doom', min: 0, max: 10, start: 0 });
    for (let i = 0; i < 3; i++) await play.act('change-counter', { counterId: 'c1', delta: 1 });
    const wrapper = mount(HistoryPanel, { attachTo: document.body, global: { plugins: [i18n] } });
    await flushPromises();

    // Each drawn row counts its own updates, by its step.
    const updates = new Map<number, number>();
    const rowsNow = () => wrapper.findAllComponents(HistoryRow);
    const stepOf = (row: ReturnType<typeof rowsNow>[number]) => (row.props() as { group: { step: number } }).group.step;
    const before = rowsNow();
    for (const row of before) {
      const step = stepOf(row);
      updates.set(step, 0);
      // The instance's before-update hooks (Vue's internal `bu`, the list `onBeforeUpdate` adds to).
      const instance = row.vm.$ as unknown as { bu: (() => void)[] | null };
      (instance.bu ??= []).push(() => updates.set(step, updates.get(step)! + 1));
    }
    const last = play.rows.at(-1)!.step;
    expect(wrapper.find(`[data-testid="back-to-${last}"]`).exists()).toBe(false);
    // The rows lie in the list's flow: no row carries an offset of its own that a new step at the top would change.
    const items = () => wrapper.findAll('ol.steps > li');
    const styleOf = () => items().map((li) => li.attributes('style') ?? '');
    const itemsBefore = items().map((li) => li.element);

    await play.act('change-counter', { counterId: 'c1', delta: 1 });
    await flushPromises();

    expect(styleOf().every((style) => style === '')).toBe(true);
    // The rows drawn before are the same elements, moved down by the new one (not drawn again).
    for (const el of itemsBefore) expect(items().some((li) => li.element === el)).toBe(true);

    const newest = play.rows.at(-1)!.step;
    expect(rowsNow().map(stepOf)).toContain(newest);
    expect(before.length).toBeGreaterThan(2);
    expect([...updates].filter(([, n]) => n > 0).map(([step]) => step)).toEqual([last]);
    // The row before the new one now offers "back to here", the new one (the last step in force) does not.
    expect(wrapper.find(`[data-testid="back-to-${last}"]`).exists()).toBe(true);
    expect(wrapper.find(`[data-testid="back-to-${newest}"]`).exists()).toBe(false);
    expect(wrapper.get(`[data-testid="step-${newest}"]`).text()).toContain('Doom');
    wrapper.unmount();
  });
});
