// @vitest-environment happy-dom
import { settled, useStoreServices } from '../support/store-services';
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import CampaignList from '../../renderer/src/views/CampaignList.vue';
import { router } from '../../renderer/src/router';
import { useCampaignsStore } from '../../renderer/src/stores/campaigns';

useStoreServices();

const LONG = 'The very long campaign of the Tuesday night table that goes on past any card';

async function listWith() {
  const campaigns = useCampaignsStore();
  const made = (await campaigns.create({
    name: LONG,
    rulesetId: 'runebound-monster-step',
    players: [{ name: 'Solo', color: '#7cc4ff' }],
    options: {},
  }))!;
  await router.push('/');
  const wrapper = mount(CampaignList, { attachTo: document.body, global: { plugins: [router] } });
  await settled();
  await settled();
  return { wrapper, made };
}

describe('the campaign list cards', () => {
  it('show the game at a glance — turn, what to do now, key tracks — and the full name on hover', async () => {
    const { wrapper } = await listWith();
    const card = wrapper.get(`[data-testid="campaign-${LONG}"]`);
    expect(card.get('[data-testid="card-name"]').attributes('title')).toBe(LONG);
    expect(card.get('[data-testid="glance-now"]').text()).toMatch(/^Turn 1 · /);
    expect(card.findAll('.tracks li')).toHaveLength(3);
    expect(card.get('[data-testid="glance-track-doom"]').text()).toContain('0/12');
    expect(card.get('.dot').attributes('style')).toContain('background: #7cc4ff');
    wrapper.unmount();
  });

  it('keep rename, archive and delete in a menu the keyboard opens, walks and closes', async () => {
    const { wrapper } = await listWith();
    const button = wrapper.get('[data-testid="card-menu"]');
    expect(wrapper.find('[role="menu"]').exists()).toBe(false);
    expect(wrapper.findAll('button').map((b) => b.text())).not.toContain('Delete…');
    await button.trigger('keydown', { key: 'ArrowDown' });
    await settled();
    expect(button.attributes('aria-expanded')).toBe('true');
    const items = wrapper.findAll('[role="menuitem"]');
    expect(items.map((i) => i.text())).toEqual(['Rename…', 'Archive', 'Delete…']);
    expect(document.activeElement).toBe(items[0].element);
    await wrapper.get('[role="menu"]').trigger('keydown', { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2].element);
    await wrapper.get('[role="menu"]').trigger('keydown', { key: 'Escape' });
    await settled();
    expect(wrapper.find('[role="menu"]').exists()).toBe(false);
    expect(document.activeElement).toBe(button.element);
    // Archive from the menu: the card leaves the list (archived ones are hidden).
    await button.trigger('click');
    await settled();
    await wrapper.get('[data-testid="menu-archive"]').trigger('click');
    await settled();
    await settled();
    expect(wrapper.find(`[data-testid="campaign-${LONG}"]`).exists()).toBe(false);
    wrapper.unmount();
  });
});
