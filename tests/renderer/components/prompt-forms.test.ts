// @vitest-environment happy-dom
import { settled, useStoreServices } from '../../support/store-services';
import { openDrunkards } from '../../support/drunkards-play';
import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import PhasePrompter from '../../../renderer/src/components/PhasePrompter.vue';
import PromptActionForm from '../../../renderer/src/components/PromptActionForm.vue';
import ErrorBanner from '../../../renderer/src/components/ErrorBanner.vue';
import HouseRules from '../../../renderer/src/components/HouseRules.vue';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';
import { useNoticesStore } from '../../../renderer/src/stores/notices';
import { usePlayStore } from '../../../renderer/src/stores/play';
import type { PromptAction } from '../../../shared/engine/ruleset';
import { i18n } from '../../../renderer/src/i18n/words';
import type { DrunkardsState } from '../../../shared/rulesets/drunkards-of-catan/state';

const running = useStoreServices();

const drunkards = openDrunkards;
const eventCount = () => (running.services.db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;
const prompter = (play: ReturnType<typeof usePlayStore>) =>
  mount(PhasePrompter, {
    props: { prompt: play.view!.prompt, outcome: play.view!.outcome },
    attachTo: document.body,
    global: { plugins: [i18n] },
  });

describe('outcome questions start with nothing chosen', () => {
  it('"someone won" stands apart under End the game, with no winner pre-filled, and Enter does nothing', async () => {
    const play = await drunkards();
    const wrapper = prompter(play);
    const ending = wrapper.get('[data-testid="end-the-game"]');
    expect(ending.text()).toContain('Someone won the game');
    expect(wrapper.get('.actions').find('[data-testid="action-end-game"]').exists()).toBe(false);
    const winner = ending.get('[data-testid="field-winner"]').element as HTMLSelectElement;
    expect(winner.value).toBe('');
    expect(ending.get('[data-testid="confirm"]').attributes('disabled')).toBeDefined();
    expect(ending.get('[data-testid="waiting"]').text()).toBe('Winner: choose one first.');
    const before = eventCount();
    await (wrapper.vm as unknown as { confirm: () => Promise<void> | undefined }).confirm();
    await flushPromises();
    expect(eventCount()).toBe(before);
    wrapper.unmount();
  });

  it('ending the game asks first, names the winner, and Cancel keeps playing', async () => {
    const play = await drunkards();
    const wrapper = prompter(play);
    const ending = wrapper.get('[data-testid="end-the-game"]');
    await ending.get('[data-testid="field-winner"]').setValue('p2');
    await ending.get('[data-testid="confirm"]').trigger('click');
    await flushPromises();
    const dialog = wrapper.get('dialog[data-testid="confirm-end"]');
    expect(dialog.get('h2').text()).toBe('Someone won the game: Bo?');
    await settled();
    expect(document.activeElement?.getAttribute('data-testid')).toBe('cancel-end');
    const before = eventCount();
    await dialog.get('[data-testid="cancel-end"]').trigger('click');
    expect(eventCount()).toBe(before);
    expect(play.view!.outcome).toBeNull();
    await ending.get('[data-testid="confirm"]').trigger('click');
    await flushPromises();
    await wrapper.get('[data-testid="confirm-end-go"]').trigger('click');
    await flushPromises();
    expect(play.view!.outcome).toMatchObject({ result: 'ended', params: { name: 'Bo' } });
    wrapper.unmount();
  });

  it('the gift form never offers the giver as the receiver (Ana → Ana)', async () => {
    const play = await drunkards();
    await play.act('build-barrel', { player: 'p1', count: 2 });
    const gifts = play.view!.prompt.actions.filter((a) => a.type === 'gift-barrels');
    expect(gifts.length).toBeGreaterThan(0);
    for (const gift of gifts) {
      const wrapper = mount(PromptActionForm, { props: { action: gift, index: 0 }, global: { plugins: [i18n] } });
      const to = wrapper.get('[data-testid="field-to"]').element as HTMLSelectElement;
      expect(to.value).not.toBe(gift.payload!.from);
      expect([...to.options].map((o) => o.value)).not.toContain(gift.payload!.from);
      wrapper.unmount();
    }
  });
});

describe('errors where the eye is', () => {
  it('a number out of range is named under its box and the form cannot be sent', async () => {
    const play = await drunkards();
    const build = play.view!.prompt.actions.find((a) => a.type === 'build-barrel')!;
    const wrapper = mount(PromptActionForm, { props: { action: build, index: 0 }, global: { plugins: [i18n] } });
    const count = wrapper.get('[data-testid="field-count"]');
    await count.setValue('0');
    await count.trigger('blur');
    expect(wrapper.get('[data-testid="problem-count"]').text()).toBe('How many: from 1 to 10.');
    expect(wrapper.get('[data-testid="confirm"]').attributes('disabled')).toBeDefined();
    const before = eventCount();
    await (wrapper.vm as unknown as { confirm: () => Promise<void> }).confirm();
    expect(eventCount()).toBe(before);
    wrapper.unmount();
  });

  it('a refusal from the services is shown next to the field it names, not in the banner', async () => {
    const play = await drunkards();
    await play.act('build-barrel', { player: 'p1', count: 2 });
    // A form that offers the giver as the receiver (as the old gift form did): the services refuse it by field.
    const forged: PromptAction = {
      type: 'gift-barrels',
      code: 'drunkards/gift-barrels',
      params: { name: 'Ana' },
      payload: { from: 'p1' },
      fields: [{ name: 'to', kind: 'choice', choices: [{ value: 'p1', code: 'drunkards/player', params: { name: 'Ana' } }] }],
    };
    const wrapper = mount(PromptActionForm, { props: { action: forged, index: 0 }, global: { plugins: [i18n] } });
    await wrapper.get('[data-testid="confirm"]').trigger('click');
    await flushPromises();
    expect(wrapper.get('[data-testid="problem-to"]').text()).toBe('To: a player cannot give barrels to themself.');
    expect(useNoticesStore().error).toBeNull();
    wrapper.unmount();
  });

  it("a value the engine's schema refuses is named beside its field in the app's words, not the validation library's", async () => {
    const play = await drunkards();
    // A form wider than the action's schema (1 to 50 barrels): the engine answers with coded issues.
    const forged: PromptAction = {
      type: 'build-barrel',
      code: 'drunkards/build-barrel',
      payload: { player: 'p1' },
      fields: [{ name: 'count', kind: 'number', min: 0, max: 99, default: 60 }],
    };
    const wrapper = mount(PromptActionForm, { props: { action: forged, index: 0 }, global: { plugins: [i18n] } });
    await wrapper.get('[data-testid="confirm"]').trigger('click');
    await flushPromises();
    expect(wrapper.get('[data-testid="problem-count"]').text()).toBe('How many: at most 50.');
    await wrapper.get('[data-testid="field-count"]').setValue(0);
    await wrapper.get('[data-testid="confirm"]').trigger('click');
    await flushPromises();
    expect(wrapper.get('[data-testid="problem-count"]').text()).toBe('How many: at least 1.');
    expect(play.lastError?.details?.issues).toEqual([{ field: 'count', code: 'input-problem/too-small', params: { min: 1 } }]);
    wrapper.unmount();
  });

  it('"nothing to redo" is a quiet notice, not a red alarm', async () => {
    const play = await drunkards();
    const banner = mount(ErrorBanner, { global: { plugins: [i18n] } });
    await play.redo();
    await flushPromises();
    expect(banner.find('[data-testid="error"]').exists()).toBe(false);
    expect(banner.get('[data-testid="notice"]').attributes('role')).toBe('status');
    expect(banner.text()).toContain('nothing to redo');
    banner.unmount();
  });

  it('a lost connection says so by the button pressed, keeps the entry, and Try again sends it', async () => {
    const play = await drunkards();
    const build = play.view!.prompt.actions.find((a) => a.type === 'build-barrel')!;
    const wrapper = mount(PromptActionForm, { props: { action: build, index: 0 }, global: { plugins: [i18n] } });
    await wrapper.get('[data-testid="field-player"]').setValue('p3');
    await wrapper.get('[data-testid="field-count"]').setValue('4');
    // The transport answers as the WebSocket client does when the services are gone.
    const bridge = window.doomkeeper!;
    const reachable = bridge.invoke;
    bridge.invoke = () =>
      Promise.resolve({ ok: false, error: { code: 'rpc/disconnected', message: 'Doomkeeper is not reachable. Is the server running?' } });
    await wrapper.get('[data-testid="confirm"]').trigger('click');
    await flushPromises();
    expect(wrapper.get('[data-testid="refusal"]').text()).toContain('not reachable');
    expect((wrapper.get('[data-testid="field-count"]').element as HTMLInputElement).value).toBe('4');
    bridge.invoke = reachable;
    await wrapper.get('[data-testid="retry"]').trigger('click');
    await flushPromises();
    expect(wrapper.find('[data-testid="refusal"]').exists()).toBe(false);
    expect((play.view!.state as DrunkardsState).players.find((p) => p.id === 'p3')!.barrels).toBe(4);
    wrapper.unmount();
  });
});

describe('the house rules dialog', () => {
  it('shows a refusal inside the dialog, not in the banner behind its backdrop', async () => {
    const campaigns = useCampaignsStore();
    await campaigns.refresh();
    const created = (await campaigns.create({ name: 'Doom', rulesetId: 'runebound-monster-step', players: ['Ann'], options: {} }))!;
    const play = usePlayStore();
    await play.open(created.id);
    const wrapper = mount(HouseRules, { attachTo: document.body, global: { plugins: [i18n] } });
    await flushPromises();
    await wrapper.get('#option-doomLength').setValue('999');
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(wrapper.get('[data-testid="house-rules-refusal"]').text().length).toBeGreaterThan(0);
    expect(useNoticesStore().error).toBeNull();
    wrapper.unmount();
  });
});
