/**
 * Main's narration (`electron/main/services/chronicle-narration.ts`, the plain catalogs) against the
 * renderer's (vue-i18n, `wordsFor(id)`, the chronicle store's `sentence`): for every code ruleset and
 * a pack, in English, German and French, every event of a random game — with causes, dice, and the
 * host's own events (undo, redo, rewinds, hand adjustments, house rules, checkpoints) — reads the
 * same. Main's static map of the words (`every-word.ts`) holds exactly the files the renderer's
 * glob finds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chronicleNarrator } from '../../electron/main/services/chronicle-narration';
import { d10, d6, dN, type DiceSource, type RolledDie } from '../../shared/engine/dice';
import type { Ruleset } from '../../shared/engine/ruleset';
import { CORE } from '../../shared/engine/run';
import { checkPackText } from '../../shared/packs/check';
import { packRuleset } from '../../shared/packs/ruleset';
import { CODE_RULESET_IDS } from '../../shared/rulesets/ids';
import { rulesets } from '../../shared/rulesets/registry';
import { addWords, APP, setLocale } from '../../renderer/src/i18n';
import { narration, sentenceOf, type Narrated } from '../../renderer/src/i18n/narration';
import { wordsFor } from '../../renderer/src/i18n/words';
import { RULESET_WORDS, SHIPPED_LOCALES } from '../../renderer/src/rulesets/every-word';
import { packUi } from '../../renderer/src/rulesets/pack';
import { loadRulesetUi } from '../../renderer/src/rulesets/registry';
import { playRandomly, seeded } from '../support/random-play';

const PLAYERS = ['Ann', 'Bo', 'Cy'].map((name, i) => ({ id: `p${i + 1}`, name }));
const defaults = (ruleset: Ruleset) => ruleset.optionsSchema.parse(Object.fromEntries(ruleset.options.map((o) => [o.key, o.default])));

/** Dice as a recorded step carries them: a d6, a d10 and a named die's face, from the app or the table. */
function diceFor(random: () => number): RolledDie[] | null {
  const roll = random();
  if (roll < 0.5) return null;
  const source: DiceSource = random() < 0.5 ? 'app' : 'table';
  return [
    { die: d6, value: 1 + Math.floor(random() * 6), source },
    ...(roll < 0.75 ? [{ die: d10, value: Math.floor(random() * 10), source }] : []),
    ...(roll > 0.9 ? [{ die: dN(20), value: 17, source }] : []),
  ];
}

/** A random game's every event, with dice on some, and the host's own events among them. */
function randomLog(ruleset: Ruleset, seed: number): Narrated[] {
  const players = PLAYERS.slice(0, Math.min(ruleset.maxPlayers, Math.max(ruleset.minPlayers, 3)));
  const game = playRandomly(ruleset, defaults(ruleset), players, seed, 250);
  const random = seeded(seed + 1);
  const host: Narrated[] = [
    { type: 'core/undo', data: { step: 3 } },
    { type: 'core/redo', data: { step: 3 } },
    { type: 'core/rewind', data: { toStep: 2 } },
    { type: 'core/rewind', data: { restore: [4] } },
    { type: 'core/rewind', data: { restore: [4, 5, 6] } },
    { type: 'core/checkpoint', data: { name: 'Before the storm', atStep: 4 } },
    { type: CORE.optionsChanged, data: { options: {} } },
  ];
  const trackers = ruleset.trackers(game.state);
  for (const t of trackers.slice(0, 3))
    host.push(
      { type: CORE.trackerAdjusted, data: { id: t.id, code: t.code, params: t.params, from: t.value, to: t.value + 2 } },
      { type: CORE.trackerAdjusted, data: { id: t.id, code: t.code, params: t.params, from: 1234, to: 0.5, reason: 'misread' } },
    );
  return [...game.log, ...host].map((e) => ({
    type: e.type,
    data: e.data,
    cause: e.cause ?? null,
    dice: diceFor(random),
  }));
}

afterAll(() => setLocale('en', false));

describe("main's narration reads as the renderer's", () => {
  it('main narrates with exactly the translation files the renderer finds', () => {
    const found = Object.keys(import.meta.glob('../../renderer/src/rulesets/*/locales/*.ts')).map((path) =>
      /rulesets\/([^/]+)\/locales\/([\w-]+)\.ts$/.exec(path)!.slice(1, 3).join('/'),
    );
    const mapped = Object.entries(RULESET_WORDS).flatMap(([id, words]) =>
      Object.keys(words)
        .filter((l) => l !== 'en')
        .map((l) => `${id}/${l}`),
    );
    expect(mapped.sort()).toEqual(found.sort());
    const app = Object.keys(import.meta.glob('../../renderer/src/i18n/locales/*.ts')).map((p) => /([\w-]+)\.ts$/.exec(p)![1]);
    expect([...SHIPPED_LOCALES].sort()).toEqual(['en', ...app].sort());
  });

  for (const id of CODE_RULESET_IDS) {
    it(`${id}: every event of a random game, in ${SHIPPED_LOCALES.join(', ')}`, async () => {
      const ruleset = rulesets.get(id)!;
      const log = randomLog(ruleset, 4242);
      await loadRulesetUi(id);
      let compared = 0;
      for (const locale of SHIPPED_LOCALES) {
        await setLocale(locale, false);
        const main = chronicleNarrator(id, ruleset, locale, 'test')!;
        const words = wordsFor(id);
        for (const e of log) {
          expect(main.sentence(e), `${locale} ${e.type}`).toBe(sentenceOf(words, e));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(3 * 20);
      // The languages really differ (a fallback to English everywhere would pass the loop above).
      const sentences = SHIPPED_LOCALES.map((l) => log.map((e) => chronicleNarrator(id, ruleset, l, 'test')!.sentence(e)).join('\n'));
      expect(new Set(sentences).size).toBe(3);
    });
  }

  it('a pack: its own words in its languages, English where it has none', async () => {
    const text = readFileSync(join(process.cwd(), 'packs/runebound-monster-step.json'), 'utf8');
    const checked = checkPackText(text);
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems.slice(0, 3)));
    const pack = checked.pack;
    const id = `pack:${pack.id}`;
    const ruleset = packRuleset(pack);
    const ui = packUi(id, pack);
    addWords(id, ui.messages);
    const log = randomLog(ruleset, 99);
    for (const locale of SHIPPED_LOCALES) {
      await setLocale(locale, false);
      const main = chronicleNarrator(id, ruleset, locale, 'test')!;
      const words = narration([id, APP], ui);
      for (const e of log) expect(main.sentence(e), `${locale} ${e.type}`).toBe(sentenceOf(words, e));
    }
  });

  it('a language the app does not ship has no narrator in main (the renderer searches it itself)', () => {
    expect(chronicleNarrator('dice-tray', rulesets.get('dice-tray')!, 'en-XA', 'test')).toBeNull();
    expect(chronicleNarrator('dice-tray', rulesets.get('dice-tray')!, 'xx', 'test')).toBeNull();
  });
});
