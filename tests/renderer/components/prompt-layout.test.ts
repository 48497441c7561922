// @vitest-environment happy-dom
import { useStoreServices } from '../../support/store-services';
import { openDrunkards } from '../../support/drunkards-play';
import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import PhasePrompter from '../../../renderer/src/components/PhasePrompter.vue';
import PromptActionForm from '../../../renderer/src/components/PromptActionForm.vue';
import TrackerPanel from '../../../renderer/src/components/TrackerPanel.vue';
import { useNoticesStore } from '../../../renderer/src/stores/notices';
import type { Prompt, PromptAction } from '../../../shared/engine/ruleset';
import { i18n } from '../../../renderer/src/i18n/words';

useStoreServices();

/** A Drunkards of Catan table (Ana p1, Bo p2, Cy p3): the play store the forms send through. */
const drunkards = openDrunkards;

/** A prompt carrying every kind of action the prompter places: main, chips, a form, players' own, rare and game-ending. */
const flagged = (phase = 'drunkards/phase/turn'): Prompt => ({
  phase,
  code: 'drunkards/prompt/turn',
  actions: [
    { type: 'chip-one', code: 'chip-one' },
    { type: 'main', code: 'main', primary: true, fields: [{ name: 'count', kind: 'number', min: 1, max: 3 }] },
    { type: 'chip-two', code: 'chip-two' },
    { type: 'bo-drinks', code: 'bo-drinks', player: 'p2' },
    { type: 'correct-barrels', code: 'correct-barrels', rare: true },
    { type: 'ana-sobers', code: 'ana-sobers', player: 'p1' },
    { type: 'take-back', code: 'take-back', rare: true, fields: [{ name: 'why', kind: 'text' }] },
    { type: 'end-game', code: 'end-game', endsGame: true },
  ],
});
const prompter = (prompt: Prompt) =>
  mount(PhasePrompter, { props: { prompt, outcome: null }, attachTo: document.body, global: { plugins: [i18n] } });
const testids = (el: Element) => [...el.querySelectorAll('[data-testid^="action-"]')].map((e) => e.getAttribute('data-testid'));

describe('the prompter places each action where the eye looks for it', () => {
  it('the main action first, then the chips; each player’s actions on that player’s row; rare ones folded; ending apart', async () => {
    await drunkards();
    const wrapper = prompter(flagged());
    expect(testids(wrapper.get('[data-testid="common-actions"]').element)).toEqual(['action-main', 'action-chip-one', 'action-chip-two']);
    const rows = wrapper.findAll('[data-testid^="player-row-"]');
    expect(rows.map((r) => r.attributes('data-testid'))).toEqual(['player-row-p1', 'player-row-p2']);
    expect(rows[0].text()).toContain('Ana');
    expect(testids(rows[0].element)).toEqual(['action-ana-sobers']);
    expect(testids(rows[1].element)).toEqual(['action-bo-drinks']);
    const rare = wrapper.get('details[data-testid="rare-actions"]');
    expect(rare.get('summary').text()).toBe('Other things that can happen (2)');
    expect((rare.element as HTMLDetailsElement).open).toBe(false);
    expect(testids(rare.element)).toEqual(['action-correct-barrels', 'action-take-back']);
    expect(testids(wrapper.get('[data-testid="end-the-game"]').element)).toEqual(['action-end-game']);
    wrapper.unmount();
  });

  it('without flags nothing is folded and no player rows are drawn', async () => {
    await drunkards();
    const plain = flagged().actions.map(({ rare: _rare, player: _player, ...a }) => a as PromptAction);
    const wrapper = prompter({ ...flagged(), actions: plain });
    expect(wrapper.find('[data-testid="rare-actions"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="player-actions"]').exists()).toBe(false);
    expect(testids(wrapper.get('[data-testid="common-actions"]').element)).toHaveLength(7);
    wrapper.unmount();
  });

  it('"Other things that can happen", once opened, stays open as the prompt changes, and closes when the phase does', async () => {
    await drunkards();
    const wrapper = prompter(flagged());
    const details = () => wrapper.get('details[data-testid="rare-actions"]').element as HTMLDetailsElement;
    details().open = true;
    details().dispatchEvent(new Event('toggle'));
    await flushPromises();
    await wrapper.setProps({ prompt: { ...flagged(), code: 'drunkards/prompt/next' } });
    expect(details().open).toBe(true);
    await wrapper.setProps({ prompt: flagged('drunkards/phase/other') });
    expect(details().open).toBe(false);
    wrapper.unmount();
  });

  it('the main action’s button heads its form, so it does not move with the inputs', async () => {
    await drunkards();
    const wrapper = prompter(flagged());
    const main = wrapper.get('[data-testid="action-main"]');
    expect(main.classes()).toContain('primary');
    expect(main.get('.buttons').text()).toContain('Do it');
    // The main form is the prompter's first; its buttons are drawn first (CSS order) whatever fields follow.
    expect(wrapper.get('[data-testid="common-actions"]').element.firstElementChild).toBe(main.element);
    wrapper.unmount();
  });
});

describe('forms start valid and speak where the eye is', () => {
  it('an empty text box is not called a problem before it is touched; after a touch it is', async () => {
    await drunkards();
    const action: PromptAction = { type: 'name-it', code: 'name-it', fields: [{ name: 'why', kind: 'text' }] };
    const wrapper = mount(PromptActionForm, { props: { action, index: 0 }, global: { plugins: [i18n] } });
    expect(wrapper.find('[data-testid="waiting"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="problem-why"]').exists()).toBe(false);
    expect(wrapper.text()).not.toContain('please fill it in');
    await wrapper.get('[data-testid="field-why"]').trigger('blur');
    expect(wrapper.get('[data-testid="problem-why"]').text()).toContain('please fill it in.');
    wrapper.unmount();
  });

  it('a box not filled in keeps the button live: pressing it names the problem beside the box and sends nothing', async () => {
    const play = await drunkards();
    const action: PromptAction = { type: 'name-it', code: 'name-it', fields: [{ name: 'why', kind: 'text' }] };
    const wrapper = mount(PromptActionForm, { props: { action, index: 0 }, global: { plugins: [i18n] } });
    expect(wrapper.get('[data-testid="confirm"]').attributes('disabled')).toBeUndefined();
    const before = play.view!.canUndo;
    await wrapper.get('[data-testid="confirm"]').trigger('click');
    await flushPromises();
    expect(wrapper.get('[data-testid="problem-why"]').text()).toBe('field/why: please fill it in.'); // no words for this forged field: its code stands in;
    expect(wrapper.get('[data-testid="confirm"]').attributes('disabled')).toBeDefined();
    expect(play.failure).toBeNull();
    expect(play.view!.canUndo).toBe(before);
    wrapper.unmount();
  });

  it('after a send the form starts again: the number and the tick go back to where they started', async () => {
    const play = await drunkards();
    const build = play.view!.prompt.actions.find((a) => a.type === 'build-barrel')!;
    const wrapper = mount(PromptActionForm, { props: { action: build, index: 0 }, global: { plugins: [i18n] } });
    const count = () => wrapper.get('[data-testid="field-count"]').element as HTMLInputElement;
    const start = count().value;
    await wrapper.get('[data-testid="field-count"]').setValue('4');
    await wrapper.get('[data-testid="confirm"]').trigger('click');
    await flushPromises();
    expect(count().value).toBe(start);
    wrapper.unmount();
  });

  it('when the choices change under a form, a stale value and a stale "new place" tick are dropped', async () => {
    await drunkards();
    const move = (places: string[]): PromptAction => ({
      type: 'move',
      code: 'move',
      fields: [
        { name: 'to', kind: 'choice', free: true, choices: places.map((p) => ({ value: p, code: p })) },
        { name: 'newPlace', kind: 'boolean' },
      ],
    });
    const wrapper = mount(PromptActionForm, { props: { action: move(['Arkham']), index: 0 }, global: { plugins: [i18n] } });
    await wrapper.get('[data-testid="field-to"]').setValue('Dunwich');
    await wrapper.get('[data-testid="field-newPlace"]').setValue(true);
    await wrapper.setProps({ action: move(['Arkham', 'Dunwich']) });
    expect((wrapper.get('[data-testid="field-to"]').element as HTMLInputElement).value).toBe('');
    expect((wrapper.get('[data-testid="field-newPlace"]').element as HTMLInputElement).checked).toBe(false);
    wrapper.unmount();
  });
});

describe('setting a tracker by hand', () => {
  it('a value out of range is named under the box and nothing is sent', async () => {
    const play = await drunkards();
    const tracker = play.view!.trackers[0];
    const wrapper = mount(TrackerPanel, { props: { trackers: play.view!.trackers }, global: { plugins: [i18n] } });
    const row = wrapper.get(`[data-testid="tracker-${tracker.id}"]`);
    await row.get('button.link').trigger('click');
    await row.get('[data-testid="adjust-value"]').setValue(String(tracker.max + 1));
    expect(row.get('[data-testid="adjust-problem"]').text()).toBe(`from ${tracker.min} to ${tracker.max}.`);
    expect(row.get('[data-testid="adjust-save"]').attributes('disabled')).toBeDefined();
    wrapper.unmount();
  });

  it('a refusal from the services shows by the tracker, not in the page banner', async () => {
    const play = await drunkards();
    const tracker = play.view!.trackers[0];
    const wrapper = mount(TrackerPanel, { props: { trackers: play.view!.trackers }, global: { plugins: [i18n] } });
    const row = wrapper.get(`[data-testid="tracker-${tracker.id}"]`);
    await row.get('button.link').trigger('click');
    const bridge = window.doomkeeper!;
    const reachable = bridge.invoke;
    bridge.invoke = () => Promise.resolve({ ok: false, error: { code: 'rpc/disconnected', message: 'Doomkeeper is not reachable.' } });
    await row.get('form').trigger('submit');
    await flushPromises();
    bridge.invoke = reachable;
    expect(row.get('[data-testid="adjust-refusal"]').text().length).toBeGreaterThan(0);
    expect(useNoticesStore().error).toBeNull();
    wrapper.unmount();
  });
});
