// @vitest-environment happy-dom
/** Issue 28: Enter typed in one of a card's fields sends that card (each action card is a form); an unchosen answer still holds it. */
import { useStoreServices } from '../../support/store-services';
import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import PhasePrompter from '../../../renderer/src/components/PhasePrompter.vue';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';
import { usePlayStore } from '../../../renderer/src/stores/play';
import { i18n } from '../../../renderer/src/i18n/words';
import type { DrunkardsState } from '../../../shared/rulesets/drunkards-of-catan/state';

const running = useStoreServices();
const eventCount = () => (running.services.db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;

async function tavern() {
  const created = (await useCampaignsStore().create({
    name: 'Tavern',
    rulesetId: 'drunkards-of-catan',
    players: ['Ana', 'Bo', 'Cy'],
    options: {},
  }))!;
  const play = usePlayStore();
  await play.open(created.id);
  const wrapper = mount(PhasePrompter, {
    props: { prompt: play.view!.prompt, outcome: play.view!.outcome },
    attachTo: document.body,
    global: { plugins: [i18n] },
  });
  return { play, wrapper };
}
const barrels = (play: ReturnType<typeof usePlayStore>, id: string) =>
  (play.view!.state as DrunkardsState).players.find((p) => p.id === id)!.barrels;

describe('Enter submits the card it is typed in', () => {
  it('every action card is a form', async () => {
    const { wrapper } = await tavern();
    const cards = wrapper.findAll('[data-testid^="action-"]');
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) expect(card.element.tagName).toBe('FORM');
    wrapper.unmount();
  });

  it('Enter in a number box sends that card, with the number typed', async () => {
    const { play, wrapper } = await tavern();
    const build = wrapper.get('[data-testid="action-build-barrel"]');
    await build.get('[data-testid="field-player"]').setValue('p2');
    const count = build.get('[data-testid="field-count"]');
    await count.setValue('3');
    await count.trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(barrels(play, 'p2')).toBe(3);
    wrapper.unmount();
  });

  it('Enter in a list sends that card too (a list never submits a form by itself)', async () => {
    const { play, wrapper } = await tavern();
    const player = wrapper.get('[data-testid="action-build-barrel"]').get('[data-testid="field-player"]');
    await player.setValue('p3');
    await player.trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(barrels(play, 'p3')).toBe(1);
    wrapper.unmount();
  });

  it('Enter in an answer nobody chose yet sends nothing and names what is missing', async () => {
    const { wrapper } = await tavern();
    const ending = wrapper.get('[data-testid="action-end-game"]');
    const before = eventCount();
    await ending.get('[data-testid="field-winner"]').trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(eventCount()).toBe(before);
    expect(ending.get('[data-testid="problem-winner"]').text()).toBe('Winner: choose one first.');
    wrapper.unmount();
  });
});
