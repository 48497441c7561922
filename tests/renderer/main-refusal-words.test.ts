/**
 * Main's refusals a player can see carry a code and params, and the catalog words them in every
 * language: the lab's option check (`lab/invalid_spec` with a `reason`), the phone view's limits,
 * a duplicate player name.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { specIssue } from '../../shared/lab/batch';
import { wordsFor } from '../../renderer/src/i18n/words';
import { setLocale } from '../../renderer/src/i18n';

const spec = (over: object) => ({
  rulesetId: 'runebound-monster-step',
  options: {},
  policy: 'random',
  params: {},
  games: 1,
  seed: 1,
  ...over,
});
const said = (issue: ReturnType<typeof specIssue>) =>
  wordsFor(null).error({ code: 'lab/invalid_spec', message: issue!.message, details: { reason: issue!.reason, ...issue!.params } });

afterEach(() => setLocale('en', false));

describe("main's refusals, in words from the catalog", () => {
  it("names why the lab cannot run a spec, with the spec's own values", () => {
    expect(specIssue(spec({}))).toBeNull();
    expect(specIssue(spec({ rulesetId: 'dice-tray' }))).toMatchObject({ reason: 'cannot-simulate' });
    expect(said(specIssue(spec({ policy: 'clever' })))).toBe('These rules have no “clever” policy in the lab.');
    expect(said(specIssue(spec({ options: { doomLength: 99 } })))).toBe('Those options do not fit these rules (doomLength).');
  });

  it('says them in German and French too', async () => {
    await setLocale('de', false);
    expect(said(specIssue(spec({ policy: 'clever' })))).toBe('Für diese Regeln gibt es im Labor keine Spielweise „clever“.');
    expect(wordsFor(null).error({ code: 'lan/page_too_large', message: 'x', details: { limit: 50 } })).toBe(
      'Die Handyansicht liest höchstens 50 Schritte auf einmal.',
    );
    await setLocale('fr', false);
    expect(wordsFor(null).error({ code: 'campaign/duplicate_player', message: 'x', details: { name: 'Ana' } })).toBe(
      'Deux joueurs s’appellent « Ana » : donnez un nom différent à chaque joueur.',
    );
  });
});
