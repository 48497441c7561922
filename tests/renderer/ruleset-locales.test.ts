/**
 * Every ruleset translation (`renderer/src/rulesets/<id>/locales/<lang>.ts`) says what English says:
 * exactly the English codes, each with the same placeholders (plural and select arguments included),
 * a sentence for every event English narrates, every cause, and the rules reference section by
 * section (same phases, same number of paragraphs). A missing or extra code, a lost `{n}` or a
 * renamed one fails here.
 */
import { describe, expect, it } from 'vitest';
import { loadEveryRulesetUi } from '../../renderer/src/rulesets/registry';
import type { RulesetTranslation } from '../../renderer/src/rulesets/registry';
import { formatMessage } from '../../renderer/src/i18n/icu';
import { rulesets } from '../../shared/rulesets/registry';
import type { Ruleset } from '../../shared/engine/ruleset';
import { playRandomly } from '../support/random-play';
import { gameShown, missingWords } from '../support/catalog-coverage';

const files = import.meta.glob<RulesetTranslation>('../../renderer/src/rulesets/*/locales/*.ts', { eager: true });
const translations = Object.entries(files).map(([path, module]) => {
  const [, id, locale] = /rulesets\/([^/]+)\/locales\/([\w-]+)\.ts$/.exec(path)!;
  return { id, locale, module };
});
const english = await loadEveryRulesetUi();
const defaults = (ruleset: Ruleset) => ruleset.optionsSchema.parse(Object.fromEntries(ruleset.options.map((o) => [o.key, o.default])));
const PLAYERS = ['Ann', 'Bo', 'Cy'].map((name, i) => ({ id: `p${i + 1}`, name }));

/** The argument names of a message in the catalogs' format (`./icu.ts`): `{name}`, and plural/select arguments with those inside their branches. */
function argumentNames(text: string): string[] {
  const names = new Set<string>();
  const walk = (at: number, inBranch: boolean): number => {
    let i = at;
    while (i < text.length) {
      if (text[i] === '}' && inBranch) return i;
      if (text[i] !== '{') {
        i++;
        continue;
      }
      const head = /^\{\s*(\w+)\s*(?:,\s*(plural|select)\s*,)?\s*/.exec(text.slice(i));
      if (!head) {
        i++;
        continue;
      }
      const [whole, name, kind] = head;
      if (!kind) {
        if (text[i + whole.length] === '}') {
          names.add(name);
          i += whole.length + 1;
        } else i++;
        continue;
      }
      names.add(name);
      i += whole.length;
      for (;;) {
        const label = /^\s*(=\d+|[\w-]+)\s*\{/.exec(text.slice(i));
        if (!label) break;
        i = walk(i + label[0].length, true) + 1;
      }
      const close = /^\s*\}/.exec(text.slice(i));
      if (close) i += close[0].length;
    }
    return i;
  };
  walk(0, false);
  return [...names].sort();
}

describe('the argument reader this test relies on', () => {
  it('reads values, plurals and selects, and not a branch’s text', () => {
    expect(argumentNames('{n, plural, =0 {none} one {# step of {name}} other {# steps}} {who}')).toEqual(['n', 'name', 'who']);
    expect(argumentNames('{state, select, sane {sane} other {{state}}}')).toEqual(['state']);
    expect(formatMessage('{n, plural, one {# Fass} other {# Fässer}}', { n: 2 }, 'de')).toBe('2 Fässer');
  });
});

describe.each(translations)('$id in $locale', ({ id, locale, module }) => {
  const source = english.get(id)!;

  it('has exactly the English codes', () => {
    expect(source, `no ruleset ${id}`).toBeDefined();
    expect(Object.keys(module.messages ?? {}).sort()).toEqual(Object.keys(source.messages).sort());
  });

  it('keeps every placeholder of every message', () => {
    const translated = module.messages ?? {};
    const wrong: string[] = [];
    for (const [code, message] of Object.entries(source.messages)) {
      const ours = translated[code];
      if (typeof message !== 'string' || typeof ours !== 'string') continue;
      const want = argumentNames(message).join(',');
      const got = argumentNames(ours).join(',');
      if (want !== got) wrong.push(`${code}: English {${want}}, ${locale} {${got}}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives every code words: a message, or a function of its params', () => {
    const translated = module.messages ?? {};
    for (const [code, message] of Object.entries(translated)) {
      expect(typeof message === 'string' || typeof message === 'function', code).toBe(true);
      if (typeof message === 'string') expect(message.trim(), code).not.toBe('');
    }
  });

  it('narrates every event English narrates, and every cause', () => {
    expect(Object.keys(module.narrate ?? {}).sort()).toEqual(Object.keys(source.narrate).sort());
    expect(Object.keys(module.causes ?? {}).sort()).toEqual(Object.keys(source.causes ?? {}).sort());
    for (const [cause, text] of Object.entries(module.causes ?? {})) expect(text, cause).not.toBe('');
  });

  it('translates the rules reference section by section', () => {
    const ours = module.reference ?? [];
    const theirs = source.reference ?? [];
    expect(ours.map((s) => [s.phases ?? [], s.paragraphs.length])).toEqual(theirs.map((s) => [s.phases ?? [], s.paragraphs.length]));
    for (const section of ours) {
      expect(section.heading).not.toBe('');
      for (const p of section.paragraphs) expect(p).not.toBe('');
    }
  });

  it('reads without a gap in a random game: every prompt, event and cause it shows', () => {
    const ruleset = rulesets.get(id)!;
    const players = PLAYERS.slice(0, Math.min(ruleset.maxPlayers, Math.max(ruleset.minPlayers, 3)));
    const game = playRandomly(ruleset, defaults(ruleset), players, 7919, 300);
    const words = {
      messages: { ...source.messages, ...module.messages },
      narrate: { ...source.narrate, ...module.narrate },
      causes: { ...source.causes, ...module.causes },
    };
    expect(missingWords(words, gameShown(ruleset, game))).toEqual([]);
  });
});

/** The packs the app ships (`packs/*.json`): each carries its words per locale, and every language says what English says. */
const shippedPacks = import.meta.glob<{ words: Record<string, Record<string, string>> }>('../../packs/*.json', {
  eager: true,
  import: 'default',
});

describe.each(Object.entries(shippedPacks).map(([path, pack]) => [/([\w-]+)\.json$/.exec(path)![1], pack] as const))(
  'the shipped pack %s',
  (_, pack) => {
    it('speaks German and French, each with exactly its English codes and placeholders', () => {
      const english = pack.words.en;
      for (const locale of ['de', 'fr']) {
        const words = pack.words[locale] ?? {};
        expect(Object.keys(words).sort(), locale).toEqual(Object.keys(english).sort());
        const wrong = Object.entries(english)
          .filter(([code, text]) => argumentNames(text).join(',') !== argumentNames(words[code] ?? '').join(','))
          .map(([code]) => `${locale} ${code}`);
        expect(wrong).toEqual([]);
      }
    });
  },
);
