/**
 * A Drunkards of Catan campaign for three, created and opened through the stores (the prompter's
 * component tests). Import after `./store-services`: the stores reach the services through its bridge.
 */
import { useCampaignsStore } from '../../renderer/src/stores/campaigns';
import { usePlayStore } from '../../renderer/src/stores/play';

export async function openDrunkards() {
  const created = (await useCampaignsStore().create({
    name: 'Tavern',
    rulesetId: 'drunkards-of-catan',
    players: ['Ana', 'Bo', 'Cy'],
    options: {},
  }))!;
  const play = usePlayStore();
  await play.open(created.id);
  return play;
}
