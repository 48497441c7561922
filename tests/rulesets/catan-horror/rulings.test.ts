/** The numbered rulings the players see in the rules reference are the ones docs/rulings/catan-horror.md records. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATAN_HORROR_RULINGS } from '../../../renderer/src/rulesets/catan-horror/rulings';

describe('Catan Horror rulings', () => {
  it("every numbered ruling in docs/rulings/catan-horror.md is shown, same number and words, in the app's rules reference", () => {
    const doc = readFileSync('docs/rulings/catan-horror.md', 'utf8');
    const rows = [...doc.matchAll(/^\| (\d+) \| (.+) \|$/gm)].map((m) => [Number(m[1]), m[2]] as const);
    expect(rows.length).toBe(CATAN_HORROR_RULINGS.length);
    expect(rows).toEqual(CATAN_HORROR_RULINGS.map(([n, t]) => [n, t.replace(/\|/g, '/')]));
    // The reference's "Our rulings" section is this list, numbered (renderer/src/rulesets/catan-horror/index.ts).
    const ui = readFileSync('renderer/src/rulesets/catan-horror/index.ts', 'utf8');
    expect(ui).toContain("{ heading: 'Our rulings', paragraphs: CATAN_HORROR_RULINGS.map(([n, text]) => `${n}. ${text}`) }");
  });
});
