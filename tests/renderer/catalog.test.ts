import { describe, expect, it } from 'vitest';
import { format, translate } from '../../renderer/src/i18n/catalog';
import '../support/ruleset-words'; // every ruleset's words loaded, as when its campaign opens
import { wordsFor } from '../../renderer/src/i18n/words';

describe('words from codes', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{name} +1 ({missing})', { name: 'Doom' })).toBe('Doom +1 ({missing})');
  });

  it('an unknown code shows itself rather than nothing', () => {
    expect(translate([{}], 'rules/unheard_of')).toBe('rules/unheard_of');
  });

  it('an error with a known code reads from the catalog; an unknown one keeps the engine message', () => {
    const words = wordsFor('dice-tray');
    expect(words.error({ code: 'dice/invalid_value', message: 'x', details: { index: 0, value: 12 } })).toBe('Die 1 cannot show 12.');
    expect(words.error({ code: 'somewhere/new', message: 'Plain fallback.' })).toBe('Plain fallback.');
  });

  it('narrates a manual adjustment with its reason', () => {
    const words = wordsFor('dice-tray');
    const text = words.narrate({
      type: 'core/tracker-adjusted',
      data: { code: 'dice-tray/counter', params: { name: 'Doom' }, from: 1, to: 5, reason: 'forgot' },
    });
    expect(text).toBe('Doom set by hand: 1 → 5 (“forgot”).');
  });
});
