// @vitest-environment happy-dom
/**
 * The header's language switch: it offers every language the build has words for, each named in
 * itself; choosing one switches the screens live (the app's words and the loaded rulesets' load
 * first), sets `<html lang>` and is remembered for the next start. The pseudo-locale is made from
 * English at run time and never offered.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { useI18n } from 'vue-i18n';
import '../../support/ruleset-words';
import LanguageSwitch from '../../../renderer/src/components/LanguageSwitch.vue';
import { i18n, wordsFor } from '../../../renderer/src/i18n/words';
import { currentLocale, LOCALE_STORAGE_KEY, PSEUDO_LOCALE, setLocale, startLocale } from '../../../renderer/src/i18n';
import { isPseudoText, pseudo, PSEUDO_GROWTH } from '../../../renderer/src/i18n/pseudo';

/** A screen's heading and a ruleset's word, both read through the catalogs, beside the switch. */
const Screen = defineComponent(() => {
  const { t } = useI18n({ useScope: 'global' });
  return () =>
    h('div', [
      h('h1', { 'data-testid': 'heading' }, t('list/title')),
      h('p', { 'data-testid': 'narration' }, wordsFor('dice-tray').narrate({ type: 'core/options-changed', data: {} })),
      h(LanguageSwitch),
    ]);
});
const mountScreen = () => mount(Screen, { attachTo: document.body, global: { plugins: [i18n] } });

afterEach(async () => {
  await setLocale('en');
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the language switch', () => {
  it('offers English, German and French, each in its own words, and not the pseudo-locale', () => {
    const wrapper = mountScreen();
    const options = wrapper.findAll('option');
    expect(options.map((o) => [o.attributes('value'), o.text()])).toEqual([
      ['en', 'English'],
      ['de', 'Deutsch'],
      ['fr', 'Français'],
    ]);
    expect(options.map((o) => o.attributes('value'))).not.toContain(PSEUDO_LOCALE);
  });

  it('switches every word live, sets <html lang> and remembers the choice', async () => {
    const wrapper = mountScreen();
    expect(wrapper.get('[data-testid=heading]').text()).toBe('Campaigns');

    await wrapper.get('[data-testid=language-switch]').setValue('de');
    await vi.waitFor(() => expect(currentLocale()).toBe('de'), { timeout: 10_000 });
    await flushPromises();
    expect(wrapper.get('[data-testid=heading]').text()).toBe('Kampagnen');
    expect(wrapper.get('[data-testid=narration]').text()).toBe('Hausregeln geändert.');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    expect((wrapper.get('[data-testid=language-switch]').element as HTMLSelectElement).value).toBe('de');

    await wrapper.get('[data-testid=language-switch]').setValue('fr');
    await vi.waitFor(() => expect(currentLocale()).toBe('fr'), { timeout: 10_000 });
    await flushPromises();
    expect(wrapper.get('[data-testid=heading]').text()).toBe('Campagnes');
    expect(document.documentElement.lang).toBe('fr');
    expect(startLocale()).toBe('fr'); // the next start speaks the remembered language
  });

  it('counts and writes numbers in the language: plurals by its rules, "#" as it groups digits', async () => {
    const t = (n: number) => wordsFor(null).t('chronicle/events', { n });
    await setLocale('de');
    expect([t(1), t(2), t(12345)]).toEqual(['1 Ereignis', '2 Ereignisse', '12.345 Ereignisse']);
    await setLocale('fr');
    expect([t(0), t(1), t(2)]).toEqual(['0 événement', '1 événement', '2 événements']);
  });

  it('changes nothing for a language the build does not speak', async () => {
    await setLocale('de');
    await setLocale('xx');
    expect(currentLocale()).toBe('de');
  });
});

describe('the pseudo-locale', () => {
  it('accents every letter and makes the text about a third longer, keeping numbers and symbols', () => {
    const english = 'Undo 3 actions back to turn 12?';
    const shown = pseudo(english);
    expect(isPseudoText(shown)).toBe(true);
    expect(shown).toContain('3');
    expect(shown).toContain('12?');
    expect(shown.length).toBeGreaterThanOrEqual(Math.round(english.length * (1 + PSEUDO_GROWTH)) - 1);
    expect(pseudo('12 → 14')).toBe('12 → 14');
  });

  it('reads every catalog word through the pseudo-locale, and is never remembered', async () => {
    const wrapper = mountScreen();
    await setLocale(PSEUDO_LOCALE);
    await flushPromises();
    const heading = wrapper.get('[data-testid=heading]').text();
    expect(heading).not.toBe('Campaigns');
    expect(isPseudoText(heading)).toBe(true);
    expect(isPseudoText(wrapper.get('[data-testid=narration]').text())).toBe(true);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });
});
