/**
 * Issue 28, "table dice look like the table's dice", for every ruleset: each die the rules ask the table for says what it is
 * in the game's words — a look (a code of the ruleset's catalog, read without gaps) per die, never "d6 #1" — both in the
 * prompt's offer and in the dice asked for with the form's inputs.
 */
import { describe, expect, it } from 'vitest';
import type { DiceRequest } from '../../shared/engine/dice';
import type { Ruleset } from '../../shared/engine/ruleset';
import { rulesets } from '../../shared/rulesets/registry';
import { format } from '../../renderer/src/i18n/catalog';
import { loadEveryRulesetUi } from '../../renderer/src/rulesets/registry';
import { BAD_TEXT } from '../support/catalog-coverage';
import { playRandomly } from '../support/random-play';

const OPTIONS: Record<string, Record<string, unknown>> = { 'eldritch-express': { ancientOne: 'azathoth' } };
const SEATS = [
  { id: 'p1', name: 'Ann' },
  { id: 'p2', name: 'Bob' },
  { id: 'p3', name: 'Cy' },
  { id: 'p4', name: 'Di' },
];

/** The ruleset with every action's dice recorded as the rules ask for them (type → requests). */
function recording(ruleset: Ruleset): { ruleset: Ruleset; asked: Map<string, DiceRequest[]> } {
  const asked = new Map<string, DiceRequest[]>();
  const actions = Object.fromEntries(
    Object.entries(ruleset.actions).map(([type, def]) => [
      type,
      def.dice
        ? {
            ...def,
            dice: (state: unknown, payload: unknown) => {
              const request = def.dice!(state, payload);
              if (request?.dice.length) asked.set(type, [...(asked.get(type) ?? []), request]);
              return request;
            },
          }
        : def,
    ]),
  );
  return { ruleset: { ...ruleset, actions }, asked };
}

describe('every die the table is asked for says what it is', async () => {
  const uis = await loadEveryRulesetUi();
  for (const [id, base] of rulesets) {
    it(`${id}: a look in its own words for each die, offered and asked`, () => {
      const { ruleset, asked } = recording(base);
      for (const seed of [3, 5, 8]) {
        const players = SEATS.slice(0, Math.max(base.minPlayers, Math.min(base.maxPlayers, 1 + (seed % 4))));
        const game = playRandomly(ruleset, OPTIONS[id] ?? {}, players, seed * 7919, 250);
        for (const prompt of game.prompts)
          for (const a of prompt.actions)
            if (a.dice?.dice.length) asked.set(`${a.type} (offer)`, [...(asked.get(`${a.type} (offer)`) ?? []), a.dice]);
      }
      const messages = uis.get(id)!.messages;
      const unnamed = new Set<string>();
      for (const [type, requests] of asked)
        for (const { dice, looks } of requests) {
          if (looks?.length !== dice.length) {
            unnamed.add(type);
            continue;
          }
          for (const look of looks) {
            expect(messages[look.code], `${type}: ${look.code} in the catalog`).toBeDefined();
            expect(format(messages[look.code], look.params ?? {}), look.code).not.toMatch(BAD_TEXT);
          }
        }
      expect([...unnamed], `${id}: dice without a look`).toEqual([]);
    });
  }
});
