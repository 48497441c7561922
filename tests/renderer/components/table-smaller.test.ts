// @vitest-environment happy-dom
/** Issue 28, "smaller, seen along the way": counts by ICU plurals, and F1's rules reference opening at the phase in play, with search. */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import '../../support/ruleset-words';
import RulesReference from '../../../renderer/src/components/RulesReference.vue';
import { i18n, wordsFor } from '../../../renderer/src/i18n/words';

describe('counts read as the language counts', () => {
  it('"1 knight action left", "2 knight actions left", "no knight actions left"', () => {
    const t = wordsFor('catan-horror').t;
    expect(t('catan-horror/knight-actions', { player: 'Ada', left: 1 })).toBe('Ada: build and trade freely; 1 knight action left.');
    expect(t('catan-horror/knight-actions', { player: 'Ada', left: 2 })).toBe('Ada: build and trade freely; 2 knight actions left.');
    expect(t('catan-horror/knight-actions', { player: 'Ada', left: 0 })).toBe('Ada: build and trade freely; no knight actions left.');
  });

  it('"1 player", "1 game", "a squad attacks: 1 die"', () => {
    const app = wordsFor(null).t;
    expect(app('create/player-count', { n: 1 })).toBe('1 player');
    expect(app('create/player-count', { n: 3 })).toBe('3 players');
    expect(app('lab-screen/games-n', { n: 1 })).toBe('1 game');
    expect(wordsFor('catan-horror').t('catan-horror/act/squad-attack', { knights: 'A + B', dice: 1, needs: 5, foes: 'Zombie' })).toContain(
      '1 die,',
    );
  });
});

describe('the rules reference (F1)', () => {
  it('opens at the section about the phase in play, marked Now', () => {
    const wrapper = mount(RulesReference, {
      props: { rulesetId: 'catan-horror', phase: 'catan-horror/phase/player/combat' },
      attachTo: document.body,
      global: { plugins: [i18n] },
    });
    const now = wrapper.get('article.now');
    expect(now.get('h3').text()).toContain('Checks and combat');
    expect(wrapper.findAll('[data-testid="reference-now"]')).toHaveLength(1);
    wrapper.unmount();
  });

  it('a search keeps only what holds the words typed, and says when nothing does', async () => {
    const wrapper = mount(RulesReference, { props: { rulesetId: 'catan-horror' }, attachTo: document.body, global: { plugins: [i18n] } });
    const all = wrapper.findAll('article').length;
    await wrapper.get('[data-testid="reference-search"]').setValue('festival');
    const kept = wrapper.findAll('article');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all);
    for (const a of kept) expect(a.text().toLowerCase()).toContain('festival');
    await wrapper.get('[data-testid="reference-search"]').setValue('zzzz nothing');
    expect(wrapper.find('[data-testid="reference-nothing"]').exists()).toBe(true);
    wrapper.unmount();
  });
});
