// @vitest-environment happy-dom
import { settled, useStoreServices } from '../support/store-services';
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import CreateCampaign from '../../renderer/src/views/CreateCampaign.vue';
import { loadRulesetUi } from '../../renderer/src/rulesets/registry';
import { i18n } from '../../renderer/src/i18n/words';
import { useCampaignsStore } from '../../renderer/src/stores/campaigns';
import { PLAYER_COLOURS } from '../../shared/rpc/players';

const services = useStoreServices();

/** The set-up form with the rulesets loaded, as the list shows it. */
async function form() {
  await useCampaignsStore().refresh();
  const wrapper = mount(CreateCampaign, { global: { plugins: [i18n] } }); // the app's words ($t), as main.ts installs them
  await settled();
  return wrapper;
}
const begin = (w: Awaited<ReturnType<typeof form>>) => w.get('[data-testid="create-submit"]');

describe('the new campaign checklist', () => {
  it('chooses no game for the table: Begin waits until one is chosen, and says so', async () => {
    const w = await form();
    expect((w.get('[data-testid="ruleset"]').element as HTMLSelectElement).value).toBe('');
    expect(begin(w).text()).toBe('Begin');
    expect(begin(w).attributes('disabled')).toBeDefined();
    expect(w.get('[data-testid="create-problem"]').text()).toBe('Choose the game.');
    await w.get('[data-testid="ruleset"]').setValue('dice-tray');
    await w.get('[data-testid="campaign-name"]').setValue('Tuesday');
    expect(w.find('[data-testid="create-problem"]').exists()).toBe(false);
    expect(w.get('[data-testid="check-game"]').classes()).toContain('done');
    expect(begin(w).attributes('disabled')).toBeUndefined();
  });

  it('refuses a second player of the same name beside the field, and gives every player a different colour', async () => {
    const w = await form();
    await w.get('[data-testid="ruleset"]').setValue('catan-horror');
    await w.get('[data-testid="campaign-name"]').setValue('Arkham');
    await w.get('[data-testid="player-0"]').setValue('Ana');
    await w.get('[data-testid="player-1"]').setValue(' ana');
    expect(w.get('[data-testid="duplicate-player"]').text()).toContain('Player 1 is already called “ana”');
    expect(w.get('[data-testid="player-1"]').attributes('aria-invalid')).toBe('true');
    expect(begin(w).attributes('disabled')).toBeDefined();
    await w.get('[data-testid="player-1"]').setValue('Ben');
    expect(w.find('[data-testid="duplicate-player"]').exists()).toBe(false);
    await w.get('[data-testid="add-player"]').trigger('click');
    const colours = [0, 1, 2].map((i) => (w.get(`[data-testid="player-colour-${i}"]`).element as HTMLInputElement).value);
    expect(colours).toEqual(PLAYER_COLOURS.slice(0, 3));
    await w.get('[data-testid="player-colour-0"]').setValue('#123456');
    await begin(w).trigger('submit');
    await settled();
    const created = services.services.dispatch('campaign/list', {});
    expect(created).toMatchObject({
      ok: true,
      value: [
        {
          name: 'Arkham',
          players: [
            { name: 'Ana', color: '#123456' },
            { name: 'Ben', color: PLAYER_COLOURS[1] },
          ],
        },
      ],
    });
  });

  it('keeps the options a player set when the list of games arrives again (the form asks for it as it opens)', async () => {
    const w = await form();
    await w.get('[data-testid="ruleset"]').setValue('runebound-monster-step');
    await w.get('[data-testid="campaign-name"]').setValue('Solo Tuesdays');
    await w.get('[data-testid="player-0"]').setValue('Dan');
    await w.get('#option-doomLength').setValue('15');
    await useCampaignsStore().loadRulesets();
    await settled();
    expect((w.get('#option-doomLength').element as HTMLInputElement).value).toBe('15');
    await begin(w).trigger('submit');
    await settled();
    const list = services.services.dispatch('campaign/list', {});
    if (!list.ok) throw new Error(list.error.message);
    const [created] = list.value as { id: number }[];
    const view = services.services.dispatch('campaign/open', { campaignId: created.id });
    expect(view).toMatchObject({ ok: true, value: { campaign: { options: { doomLength: 15 } } } });
  });

  it('gathers Catan Horror’s eight “Hexes showing N” counts into one grid', async () => {
    const w = await form();
    await w.get('[data-testid="ruleset"]').setValue('catan-horror');
    await loadRulesetUi('catan-horror'); // a ruleset's words load with it
    await settled();
    const grid = w.get('[data-testid="option-grid-catan-horror/chits"]');
    expect(grid.get('legend').text()).toBe('Hexes showing each number');
    expect(grid.findAll('.cell-label').map((l) => l.text())).toEqual(['3', '4', '5', '6', '8', '9', '10', '11']);
    expect(grid.findAll('input').map((i) => (i.element as HTMLInputElement).value)).toEqual(['2', '3', '2', '2', '2', '2', '3', '2']);
    expect(w.findAll('label').filter((l) => l.text().startsWith('Hexes showing 3'))).toHaveLength(0); // no long list of eight fields
    await grid.get('#option-chits10').setValue('9');
    expect(w.get('[data-testid="check-options"]').classes()).not.toContain('done');
  });
});
