// @vitest-environment happy-dom
import { useStoreServices } from '../../support/store-services';
import { describe, expect, it } from 'vitest';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';
import { useNoticesStore } from '../../../renderer/src/stores/notices';
import { router } from '../../../renderer/src/router';

/** Waits for a popstate-driven navigation (back/forward resolve on the next event, not on a promise). */
async function until(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
}

useStoreServices();

describe('the campaigns store', () => {
  it('lists the rulesets and the campaigns it creates, newest state from the database', async () => {
    const campaigns = useCampaignsStore();
    await campaigns.refresh();
    expect(campaigns.rulesets.map((r) => r.id)).toContain('dice-tray');
    expect(campaigns.campaigns).toEqual([]);
    const created = await campaigns.create({ name: 'Friday', rulesetId: 'dice-tray', players: ['Ann'], options: {} });
    expect(created).toMatchObject({ name: 'Friday', rulesetId: 'dice-tray' });
    expect(campaigns.campaigns.map((c) => c.name)).toEqual(['Friday']);
    expect(campaigns.loading).toBe(false);
  });

  it('shows why a campaign cannot be created, in words, and creates nothing', async () => {
    const campaigns = useCampaignsStore();
    const created = await campaigns.create({
      name: 'Crowded',
      rulesetId: 'dice-tray',
      players: Array.from({ length: 9 }, (_, i) => `P${i}`),
      options: {},
    });
    expect(created).toBeNull();
    expect(useNoticesStore().error).toBe('This game takes 0 to 8 players.');
    await campaigns.refresh();
    expect(campaigns.campaigns).toEqual([]);
  });

  it('renames, archives (hidden until archived ones are shown) and deletes only with the exact name', async () => {
    const campaigns = useCampaignsStore();
    const created = (await campaigns.create({ name: 'Old', rulesetId: 'dice-tray', players: [], options: {} }))!;
    await campaigns.rename(created.id, 'Older');
    expect(campaigns.campaigns.map((c) => c.name)).toEqual(['Older']);
    await campaigns.archive(created.id, true);
    expect(campaigns.campaigns).toEqual([]);
    campaigns.showArchived = true;
    await campaigns.refresh();
    expect(campaigns.campaigns.map((c) => c.name)).toEqual(['Older']);
    expect(await campaigns.remove(created.id, 'Old')).toBe(false);
    expect(useNoticesStore().error).not.toBeNull();
    expect(await campaigns.remove(created.id, 'Older')).toBe(true);
    expect(campaigns.campaigns).toEqual([]);
  });

  it('follows the address: a campaign at #/play/<id> (the old #/campaign/<id> too), the list at #/, back and forward', async () => {
    const campaigns = useCampaignsStore();
    await campaigns.open(7);
    expect(location.hash).toBe('#/play/7');
    expect(campaigns.openId).toBe(7);
    await router.push('/campaign/12');
    expect(location.hash).toBe('#/play/12');
    expect(campaigns.openId).toBe(12);
    await campaigns.open(null);
    expect(location.hash).toBe('#/');
    expect(campaigns.openId).toBeNull();
    router.back();
    await until(() => campaigns.openId === 12);
    router.forward();
    await until(() => campaigns.openId === null);
  });
});
