// @vitest-environment happy-dom
/**
 * Issue 28, "the big button never changes meaning under the hand": during Catan Horror set-up the main button stays "Add a town"
 * until every player's settlement and city are on the board; Begin before that asks "Cal has no settlement — begin anyway?".
 * A main action that ends a step says so by its key.
 */
import { useStoreServices } from '../../support/store-services';
import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import PhasePrompter from '../../../renderer/src/components/PhasePrompter.vue';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';
import { usePlayStore } from '../../../renderer/src/stores/play';
import { i18n } from '../../../renderer/src/i18n/words';

const running = useStoreServices();
const eventCount = () => (running.services.db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;

/** Three players; every city on the board, and every settlement but Cal's. */
async function citiesButCalsSettlement() {
  const created = (await useCampaignsStore().create({
    name: 'Arkham',
    rulesetId: 'catan-horror',
    players: ['Ada', 'Bo', 'Cal'],
    options: {},
  }))!;
  const play = usePlayStore();
  await play.open(created.id);
  for (const [i, name] of ['Ada', 'Bo', 'Cal'].entries()) {
    await play.act('add-town', { owner: play.view!.campaign.players[i].id, label: `${name} City`, size: 'city' });
    if (name !== 'Cal') await play.act('add-town', { owner: play.view!.campaign.players[i].id, label: `${name} Farm`, size: 'settlement' });
  }
  return play;
}
const prompter = (play: ReturnType<typeof usePlayStore>) =>
  mount(PhasePrompter, {
    props: { prompt: play.view!.prompt, outcome: play.view!.outcome },
    attachTo: document.body,
    global: { plugins: [i18n] },
  });

describe('Begin waits for the set-up checklist', () => {
  it('with a settlement missing the main button stays "Add a town of Cal\'s"; Begin asks first and Cancel sends nothing', async () => {
    const play = await citiesButCalsSettlement();
    const wrapper = prompter(play);
    const main = wrapper.get('.action.primary');
    expect(main.attributes('data-testid')).toBe('action-add-town');
    expect(main.text()).toContain("Add a town of Cal's");
    const begin = wrapper.get('[data-testid="action-begin"]');
    expect(begin.classes()).not.toContain('primary');
    const before = eventCount();
    await begin.get('[data-testid="confirm"]').trigger('click');
    await flushPromises();
    const dialog = wrapper.get('dialog[data-testid="confirm-end"]');
    expect(dialog.get('h2').text()).toBe('Cal has no settlement on the board yet — begin anyway?');
    await dialog.get('[data-testid="cancel-end"]').trigger('click');
    expect(eventCount()).toBe(before);
    expect(play.view!.prompt.phase).toBe('catan-horror/phase/setup');
    wrapper.unmount();
  });

  it('"Do it anyway" begins without the settlement (the rules allow it)', async () => {
    const play = await citiesButCalsSettlement();
    const wrapper = prompter(play);
    await wrapper.get('[data-testid="action-begin"]').get('[data-testid="confirm"]').trigger('click');
    await flushPromises();
    await wrapper.get('[data-testid="confirm-end-go"]').trigger('click');
    await flushPromises();
    expect(play.view!.prompt.actions.some((a) => a.type === 'begin')).toBe(false);
    wrapper.unmount();
  });

  it('once every town is placed Begin is the main action, and its key says it ends the step', async () => {
    const play = await citiesButCalsSettlement();
    await play.act('add-town', { owner: play.view!.campaign.players[2].id, label: 'Cal Farm', size: 'settlement' });
    const wrapper = prompter(play);
    const main = wrapper.get('.action.primary');
    expect(main.attributes('data-testid')).toBe('action-begin');
    expect(main.get('[data-testid="ends-phase"]').text()).toBe('ends this step');
    wrapper.unmount();
  });
});
