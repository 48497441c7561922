// @vitest-environment happy-dom
/**
 * Issue 28: a Catan Horror knight card's − sends the rules' own action. − Sanity twice on a Basic knight leaves it mad (not
 * "0 left of 2" and sane), − Health on a Basic knight kills it; nothing on the card raises a value by hand.
 */
import { useStoreServices } from '../../support/store-services';
import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import '../../support/ruleset-words';
import KnightCard from '../../../renderer/src/rulesets/catan-horror/KnightCard.vue';
import Track from '../../../renderer/src/components/board/Track.vue';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';
import { usePlayStore } from '../../../renderer/src/stores/play';
import { i18n } from '../../../renderer/src/i18n/words';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';

useStoreServices();

/** Three players' towns placed and the game begun: a Basic knight on each city. */
async function begun() {
  const created = (await useCampaignsStore().create({
    name: 'Arkham',
    rulesetId: 'catan-horror',
    players: ['Ada', 'Bo', 'Cal'],
    options: {},
  }))!;
  const play = usePlayStore();
  await play.open(created.id);
  for (const [i, name] of ['Ada', 'Bo', 'Cal'].entries()) {
    const owner = play.view!.campaign.players[i].id;
    await play.act('add-town', { owner, label: `${name} City`, size: 'city' });
    await play.act('add-town', { owner, label: `${name} Farm`, size: 'settlement' });
  }
  await play.act('begin', {});
  return play;
}
const knightOf = (play: ReturnType<typeof usePlayStore>, id: string) =>
  (play.view!.state as CatanHorrorState).knights.find((k) => k.id === id)!;
const cardOf = (play: ReturnType<typeof usePlayStore>, id: string) =>
  mount(KnightCard, { props: { knight: knightOf(play, id), squadLabel: null }, global: { plugins: [i18n] } });
const minus = (card: ReturnType<typeof cardOf>, track: 'health' | 'sanity') =>
  card.get(`[data-testid="${track}"]`).findAll('button.step')[0];

describe("a knight card's − goes through the rules", () => {
  it('− Sanity twice drives a Basic knight mad, and the step says so', async () => {
    const play = await begun();
    let card = cardOf(play, 'k1');
    await minus(card, 'sanity').trigger('click');
    await flushPromises();
    card.unmount();
    card = cardOf(play, 'k1');
    await minus(card, 'sanity').trigger('click');
    await flushPromises();
    expect(knightOf(play, 'k1')).toMatchObject({ sanity: 2, madTurns: 4 });
    expect(play.view!.lastStep.map((e) => e.type)).toContain('knight-went-mad');
    card.unmount();
    // Mad: the card's − Sanity waits until it recovers.
    card = cardOf(play, 'k1');
    expect(minus(card, 'sanity').attributes('disabled')).toBeDefined();
    card.unmount();
  });

  it('− Health on a Basic knight kills it (no "0 left of 1" alive)', async () => {
    const play = await begun();
    const card = cardOf(play, 'k2');
    await minus(card, 'health').trigger('click');
    await flushPromises();
    expect(knightOf(play, 'k2').alive).toBe(false);
    expect(play.view!.lastStep.map((e) => e.type)).toContain('knight-killed');
    card.unmount();
  });

  it('no + on the card sets a value back by hand', async () => {
    const play = await begun();
    const card = cardOf(play, 'k1');
    for (const track of ['health', 'sanity'])
      expect(card.get(`[data-testid="${track}"]`).findAll('button.step')[1].attributes('disabled')).toBeDefined();
    card.unmount();
  });
});

describe('a knight card depends only on what it shows', () => {
  it("the busy flag's flips hold and free the card's − without drawing the card or its tracks again", async () => {
    const play = await begun();
    const card = cardOf(play, 'k1');
    let updates = 0;
    // The before-update hooks (Vue's internal `bu`, the list `onBeforeUpdate` adds to) of the card and of each of its tracks.
    const count = (vm: unknown) => {
      const instance = (vm as { $: { bu: (() => void)[] | null } }).$;
      (instance.bu ??= []).push(() => updates++);
    };
    count(card.vm);
    for (const track of card.findAllComponents(Track)) count(track.vm);
    expect(minus(card, 'health').attributes('disabled')).toBeUndefined();

    play.busy = true;
    await flushPromises();
    expect(minus(card, 'health').attributes('disabled')).toBeDefined();
    expect(minus(card, 'sanity').attributes('disabled')).toBeDefined();
    play.busy = false;
    await flushPromises();
    expect(minus(card, 'health').attributes('disabled')).toBeUndefined();
    expect(updates).toBe(0);

    // What it shows still redraws it: the knight harmed.
    await minus(card, 'sanity').trigger('click');
    await flushPromises();
    await card.setProps({ knight: knightOf(play, 'k1') });
    expect(updates).toBeGreaterThan(0);
    expect(card.get('[data-testid="sanity"] [data-testid="track-value"]').text()).toContain('1');
    card.unmount();
  });
});
