/**
 * The table display's first line ("Turn 3 · Ann"): each ruleset names whose turn it is as a code of
 * its own catalog with params, never as English assembled in code, and the words read without gaps.
 */
import { describe, expect, it } from 'vitest';
import { format } from '../../renderer/src/i18n/catalog';
import { loadEveryRulesetUi } from '../../renderer/src/rulesets/registry';
import { rulesets } from '../../shared/rulesets/registry';
import { BAD_TEXT } from '../support/catalog-coverage';
import { playRandomly } from '../support/random-play';
import { playWords } from '../../renderer/src/i18n/screens/play';

/** Options a ruleset needs to start (the rest start from their defaults). */
const OPTIONS: Record<string, Record<string, unknown>> = { 'eldritch-express': { ancientOne: 'azathoth' } };

const players = [
  { id: 'p1', name: 'Ann' },
  { id: 'p2', name: 'Bob' },
  { id: 'p3', name: 'Cy' },
];

describe('whose turn', async () => {
  const uis = await loadEveryRulesetUi();
  const withTurn = [...uis.values()].filter((ui) => ui.whoseTurn);

  it('is offered by the rulesets that take turns', () => {
    expect(withTurn.map((ui) => ui.id).sort()).toEqual(expect.arrayContaining(['catan-horror', 'drunkards-of-catan', 'munchkin-rpg']));
  });

  for (const ui of withTurn) {
    it(`${ui.id}: a code of its catalog with params, read without gaps`, () => {
      const game = playRandomly(rulesets.get(ui.id)!, OPTIONS[ui.id] ?? {}, players, 7, 80);
      const lines = game.checkpoints.map((c) => ui.whoseTurn!(c.state)).filter((c) => c !== null);
      expect(lines.length).toBeGreaterThan(0);
      for (const { code, params } of lines) {
        // The ruleset's own words, or the app's "Round 3 · Ada (seat 2 of 4)" (rulesets/round-seat.ts).
        const message = ui.messages[code] ?? playWords[code];
        expect(message, code).toBeTypeOf('string');
        const text = format(message, params ?? {});
        expect(text).not.toMatch(BAD_TEXT);
        expect(text).toMatch(/\d/);
      }
    });
  }
});
