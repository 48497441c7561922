import { describe, expect, it } from 'vitest';
import '../support/ruleset-words'; // every ruleset's words loaded, as when its campaign opens
import { wordsFor } from '../../renderer/src/i18n/words';
import { addWords, translate } from '../../renderer/src/i18n';
import { formatMessage } from '../../renderer/src/i18n/icu';
import { messages as catanHorror } from '../../renderer/src/rulesets/catan-horror/messages';

describe('the message format (ICU-style)', () => {
  it("picks the plural branch by the language's rules, an exact =n first, with # as the number", () => {
    const steps = '{n, plural, =0 {no steps} one {# step} other {# steps}} left';
    expect([0, 1, 2, 21].map((n) => formatMessage(steps, { n }))).toEqual([
      'no steps left',
      '1 step left',
      '2 steps left',
      '21 steps left',
    ]);
  });

  it('picks a select branch by value, else other; nested arguments read the same params', () => {
    const who = '{kind, select, hero {{name} the hero} other {{name}}} rolls {dice, plural, one {# die} other {# dice}}';
    expect(formatMessage(who, { kind: 'hero', name: 'Lord Hawthorne', dice: 1 })).toBe('Lord Hawthorne the hero rolls 1 die');
    expect(formatMessage(who, { kind: 'monster', name: 'Ghoul', dice: 3 })).toBe('Ghoul rolls 3 dice');
  });

  it("reads a select's labels with dashes, as a pack's ids have them", () => {
    const step = '{step, select, movement-check {B. Movement check} end-of-turn {End of turn} other {{step}}}';
    expect(['movement-check', 'end-of-turn', 'spawn'].map((value) => formatMessage(step, { step: value }))).toEqual([
      'B. Movement check',
      'End of turn',
      'spawn',
    ]);
  });

  it('keeps apostrophes as written and a missing param visible', () => {
    expect(formatMessage("{name}'s turn, {missing}", { name: 'Ann' })).toBe("Ann's turn, {missing}");
    expect(formatMessage('{n, plural, one {# die} other {# dice}}', {})).toBe('{n}');
  });
});

describe('namespaces (vue-i18n)', () => {
  it("a ruleset reads its own words, then the app's — never another ruleset's", () => {
    const code = Object.keys(catanHorror).find((c) => c.startsWith('catan-horror/'))!;
    expect(wordsFor('catan-horror').t(code)).not.toBe(code);
    expect(wordsFor('dice-tray').t(code)).toBe(code);
    expect(wordsFor('dice-tray').t('rules/game_over')).toBe('The game is over.');
    expect(wordsFor('dice-tray').t('ruleset/catan-horror')).toBe('Catan Horror');
  });

  it("a namespace's function message reads the same params as a text one", () => {
    addWords('test-space', { plain: '{a} and {b}', built: (p) => `${p.a} then ${p.b}` });
    expect(translate(['test-space'], 'plain', { a: 1, b: 2 })).toBe('1 and 2');
    expect(translate(['test-space'], 'built', { a: 1, b: 2 })).toBe('1 then 2');
    expect(translate(['test-space'], 'absent')).toBe('absent');
  });
});
