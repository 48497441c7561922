// @vitest-environment happy-dom
/**
 * The Catan Horror and Monster Step boards drawn with their German and French catalogs loaded (as the
 * registry loads `locales/<lang>.ts` when the app speaks that language): the board's own words come
 * from the translation — its turn steps, knight ranks, monster lines and tracks — and none of the
 * English ones the translation replaces is left on the screen.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import '../support/ruleset-words';
import CatanBoard from '../../renderer/src/rulesets/catan-horror/Board.vue';
import MonsterStepBoard from '../../renderer/src/rulesets/runebound-monster-step/Board.vue';
import { addWords, i18n, SOURCE_LOCALE } from '../../renderer/src/i18n';
import type { CampaignSummary } from '../../shared/rpc/contract';
import { rulesets } from '../../shared/rulesets/registry';
import type { CatanHorrorState } from '../../shared/rulesets/catan-horror/state';
import { playRandomly } from '../support/random-play';
import * as catanDe from '../../renderer/src/rulesets/catan-horror/locales/de';
import * as catanFr from '../../renderer/src/rulesets/catan-horror/locales/fr';
import * as stepDe from '../../renderer/src/rulesets/runebound-monster-step/locales/de';
import * as stepFr from '../../renderer/src/rulesets/runebound-monster-step/locales/fr';

const players = [
  { id: 'p1', name: 'Ann' },
  { id: 'p2', name: 'Bob' },
];
const campaign = (rulesetId: string): CampaignSummary => ({
  id: 1,
  name: 'Words',
  rulesetId,
  rulesetVersion: rulesets.get(rulesetId)!.version,
  players,
  options: {},
  createdAt: '2026-03-01T20:00:00.000Z',
  updatedAt: '2026-03-01T20:00:00.000Z',
  archived: false,
  eventCount: 0,
  outcome: null,
});

addWords('catan-horror', catanDe.messages, 'de');
addWords('catan-horror', catanFr.messages, 'fr');
addWords('runebound-monster-step', stepDe.messages, 'de');
addWords('runebound-monster-step', stepFr.messages, 'fr');

/** The app's language (vue-i18n types it as the languages it was created with: English only, until a translation is added). */
const speak = (locale: string) => {
  (i18n.global.locale as unknown as { value: string }).value = locale;
};
afterEach(() => speak(SOURCE_LOCALE));

/** The board's text in a language, drawn from a state late in a random game (knights, towns and monsters on it). */
async function boardText(id: string, component: unknown, locale: string, pick: (state: any) => boolean): Promise<string> {
  setActivePinia(createPinia());
  speak(locale);
  const game = playRandomly(rulesets.get(id)!, {}, players, 11, 160);
  const state = game.checkpoints.map((c) => c.state).findLast(pick) ?? game.state;
  const prompt = rulesets.get(id)!.prompt(state);
  const wrapper = mount(component as never, { props: { state, prompt, campaign: campaign(id) }, global: { plugins: [i18n] } } as never);
  await flushPromises();
  const text = wrapper.text();
  wrapper.unmount();
  return text;
}

const playing = (s: CatanHorrorState) => s.phase !== 'setup' && s.knights.some((k) => k.alive) && s.monsters.length > 0;

describe('the Catan Horror board in German and French', () => {
  it('reads its steps, ranks and monster lines from the German catalog', async () => {
    const text = await boardText('catan-horror', CatanBoard, 'de', playing);
    expect(text).toContain('1 Kampf / Verstecken');
    expect(text).toContain('Monsterzug');
    expect(text).toMatch(/Einfach|Stark|Mächtig|General/);
    expect(text).toMatch(/zieht ab \d|würfelt nie für Bewegung/);
    for (const english of ['1 Combat / hide', 'Monster turn', 'Wrap-up', 'never rolls to move', 'Towns with their damage']) {
      expect(text).not.toContain(english);
    }
  });

  it('reads them from the French catalog', async () => {
    const text = await boardText('catan-horror', CatanBoard, 'fr', playing);
    expect(text).toContain('1 Combat / se cacher');
    expect(text).toContain('Tour des monstres');
    expect(text).toMatch(/bouge sur \d\+|ne lance jamais pour bouger/);
    expect(text).not.toContain('Monster turn');
  });

  it('a board on the screen is drawn again in the new language when the language changes (its words are remembered per language)', async () => {
    setActivePinia(createPinia());
    speak('en');
    const game = playRandomly(rulesets.get('catan-horror')!, {}, players, 11, 160);
    const state = game.checkpoints.map((c) => c.state).findLast(playing) ?? game.state;
    const prompt = rulesets.get('catan-horror')!.prompt(state);
    const props = { state, prompt, campaign: campaign('catan-horror') };
    const wrapper = mount(CatanBoard, { props, global: { plugins: [i18n] } });
    await flushPromises();
    expect(wrapper.text()).toContain('Monster turn');
    speak('de');
    await flushPromises();
    expect(wrapper.text()).toContain('Monsterzug');
    expect(wrapper.text()).not.toContain('Monster turn');
    speak('en');
    await flushPromises();
    expect(wrapper.text()).toContain('Monster turn');
    wrapper.unmount();
  });

  it('still reads English when the app speaks English', async () => {
    const text = await boardText('catan-horror', CatanBoard, 'en', playing);
    expect(text).toContain('1 Combat / hide');
    expect(text).toMatch(/moves on \d\+|never rolls to move/);
  });
});

describe('the Monster Step board in German and French', () => {
  const started = (s: { turn: number }) => s.turn >= 2;

  it('reads its tracks, charts and checklist from the German catalog', async () => {
    const text = await boardText('runebound-monster-step', MonsterStepBoard, 'de', started);
    expect(text).toContain('Schrecken');
    expect(text).toContain('Margaths Verderben');
    expect(text).toContain('Horttabelle (W10)');
    for (const english of ['Terror', 'Lair chart', 'Turn checklist', 'Monsters on the board']) expect(text).not.toContain(english);
  });

  it('reads them from the French catalog', async () => {
    const text = await boardText('runebound-monster-step', MonsterStepBoard, 'fr', started);
    expect(text).toContain('Terreur');
    expect(text).toContain('Fatalité de Margath');
    expect(text).toContain('Table des repaires (d10)');
    expect(text).not.toContain('Lair chart');
  });
});
