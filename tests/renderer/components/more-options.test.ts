// @vitest-environment happy-dom
/**
 * "More options (n)": the fields a prompt declares `advanced` (D&D skills' synergies and favored enemy) fold under a native
 * disclosure that says which are set away from their default, opens by itself when one of them has a problem, and still sends them.
 */
import { useStoreServices } from '../../support/store-services';
import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import PhasePrompter from '../../../renderer/src/components/PhasePrompter.vue';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';
import { usePlayStore } from '../../../renderer/src/stores/play';
import { i18n } from '../../../renderer/src/i18n/words';

const running = useStoreServices();

async function harvestForm() {
  const created = (await useCampaignsStore().create({ name: 'Dungeon', rulesetId: 'dnd-skills', players: ['Ann', 'Bo'], options: {} }))!;
  const play = usePlayStore();
  await play.open(created.id);
  const wrapper = mount(PhasePrompter, {
    props: { prompt: play.view!.prompt, outcome: play.view!.outcome },
    attachTo: document.body,
    global: { plugins: [i18n] },
  });
  return { play, wrapper, form: wrapper.get('[data-testid="action-harvest"]') };
}
const lastEvent = () =>
  running.services.db.prepare("SELECT payload FROM events WHERE type = 'harvested' ORDER BY seq DESC LIMIT 1").get() as
    { payload: string } | undefined;

describe("a prompt's rarely changed fields fold under 'More options'", () => {
  it('folds the three declared fields closed, behind a summary the keyboard reaches, and keeps the others in view', async () => {
    const { wrapper, form } = await harvestForm();
    const fold = form.get('details[data-testid="more-options"]');
    expect((fold.element as HTMLDetailsElement).open).toBe(false);
    expect(fold.element.firstElementChild?.tagName).toBe('SUMMARY');
    expect(fold.get('summary').text()).toBe('More options (3)');
    for (const name of ['synergyRanks', 'synergyAbility', 'favoredEnemy'])
      expect(fold.find(`[data-testid="field-${name}"]`).exists()).toBe(true);
    for (const name of ['harvester', 'creature', 'creatureType', 'hd', 'knowledgeModifier', 'decays'])
      expect(fold.find(`[data-testid="field-${name}"]`).exists(), name).toBe(false);
    wrapper.unmount();
  });

  it('names the folded fields set away from their default, and sends their values', async () => {
    const { wrapper, form } = await harvestForm();
    expect(form.find('[data-testid="more-options-changed"]').exists()).toBe(false);
    await form.get('[data-testid="field-favoredEnemy"]').setValue(2);
    await form.get('[data-testid="field-synergyRanks"]').setValue(true);
    expect(form.get('[data-testid="more-options-changed"]').text()).toBe('· changed: 5+ ranks in the synergy skill, Favored enemy bonus');
    await form.get('[data-testid="field-creature"]').setValue('Owlbear');
    await form.get('[data-testid="roll"]').trigger('click');
    await flushPromises();
    const sent = JSON.parse(lastEvent()!.payload) as { favoredEnemy: number; creature: string };
    expect(sent).toMatchObject({ creature: 'Owlbear', favoredEnemy: 2 });
    wrapper.unmount();
  });

  it('opens by itself while a folded field has a problem, so no error hides behind it', async () => {
    const { wrapper, form } = await harvestForm();
    const fold = form.get('details[data-testid="more-options"]');
    await form.get('[data-testid="field-favoredEnemy"]').setValue(99);
    await form.get('[data-testid="field-favoredEnemy"]').trigger('blur');
    expect((fold.element as HTMLDetailsElement).open).toBe(true);
    expect(form.get('[data-testid="problem-favoredEnemy"]').text()).toContain('Favored enemy bonus');
    expect(form.get('[data-testid="roll"]').attributes('disabled')).toBeDefined();
    wrapper.unmount();
  });
});
