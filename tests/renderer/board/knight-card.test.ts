// @vitest-environment happy-dom
/**
 * Catan Horror's knight card counts Health and Sanity the same way — what is left of the most the
 * knight can take, labelled — and its ± set the knight's trackers in place (`campaign/adjust`).
 */
import { settled, useStoreServices } from '../../support/store-services';
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import KnightCard from '../../../renderer/src/rulesets/catan-horror/KnightCard.vue';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';
import { usePlayStore } from '../../../renderer/src/stores/play';

useStoreServices();

async function openCampaign() {
  const created = (await useCampaignsStore().create({
    name: 'Cards',
    rulesetId: 'catan-horror',
    players: ['Ann', 'Ben', 'Cid'],
    options: {},
  }))!;
  const play = usePlayStore();
  await play.open(created.id);
  // Set-up as at the table: a city for each player, then begin (each player's first knight appears).
  for (const [owner, label] of [
    ['p1', 'Ann City'],
    ['p2', 'Ben City'],
    ['p3', 'Cid City'],
  ])
    await play.act('add-town', { owner, label, size: 'city' });
  await play.act('begin', {});
  return play;
}
const state = () => usePlayStore().view!.state as CatanHorrorState;
const cardOf = (id: string, readonly = false) => {
  const knight = state().knights.find((k) => k.id === id)!;
  return mount(KnightCard, { props: { knight, squadLabel: null, readonly } });
};
const value = (card: ReturnType<typeof cardOf>, row: 'health' | 'sanity') =>
  card.get(`[data-testid="${row}"] [data-testid="track-value"]`).text();

describe('knight card: Health and Sanity in one direction', () => {
  it('shows both as "left of" the most the knight can take, labelled; − deals harm through the rules and + stays off (raising a value is Adjust by hand’s)', async () => {
    const play = await openCampaign();
    const strong = state().knights.find((k) => k.rank !== 'basic') ?? state().knights[0];
    const id = strong.id;
    const strength = { basic: 1, strong: 2, mighty: 3, general: 4 }[strong.rank];
    let card = cardOf(id);
    expect(card.get('[data-testid="health"]').text()).toContain('Health');
    expect(card.get('[data-testid="sanity"]').text()).toContain('Sanity');
    // A fresh knight: everything left; nothing to heal, so + is off and − is on.
    expect(value(card, 'health')).toBe(`${strength} left of ${strength}`);
    expect(value(card, 'sanity')).toBe(`${strength + 1} left of ${strength + 1}`);
    expect(card.get(`[aria-label="${strong.name} Sanity plus one"]`).attributes('disabled')).toBeDefined();

    // − on Sanity: one sanity damage, so one less left.
    await card.get(`[aria-label="${strong.name} Sanity minus one"]`).trigger('click');
    await settled();
    expect(state().knights.find((k) => k.id === id)!.sanity).toBe(1);
    card = cardOf(id);
    expect(value(card, 'sanity')).toBe(`${strength} left of ${strength + 1}`);
    // + does not take it back: only Adjust by hand raises a value the rules lowered.
    expect(card.get(`[aria-label="${strong.name} Sanity plus one"]`).attributes('disabled')).toBeDefined();

    if (strength > 1) {
      await cardOf(id).get(`[aria-label="${strong.name} Health minus one"]`).trigger('click');
      await settled();
      expect(state().knights.find((k) => k.id === id)!.damage).toBe(1);
      expect(value(cardOf(id), 'health')).toBe(`${strength - 1} left of ${strength}`);
    }
    expect(play.view!.trackers.find((t) => t.id === `knight/${id}/sanity`)!.value).toBe(1);
  });

  it('on the table display: the same rows, no buttons', async () => {
    await openCampaign();
    const card = cardOf(state().knights[0].id, true);
    expect(card.findAll('button')).toHaveLength(0);
    expect(value(card, 'health')).toMatch(/^\d left of \d$/);
  });
});
