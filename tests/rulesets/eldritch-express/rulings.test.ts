/** Every numbered ruling of docs/rulings/eldritch-express.md is shown in the app's rules reference under its number. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reference } from '../../../renderer/src/rulesets/eldritch-express/reference';
import { messages } from '../../../renderer/src/rulesets/eldritch-express/messages';

const doc = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'rulings', 'eldritch-express.md'), 'utf8');
const numbers = [...doc.matchAll(/^\|\s*(\d+)\s*\|/gm)].map((m) => Number(m[1]));

describe('the rulings, in the docs and in the app', () => {
  it('are numbered 1, 2, 3 … without gaps', () => {
    expect(numbers.length).toBeGreaterThan(30);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('each shows in the rules reference under its number', () => {
    const shown = reference.find((s) => s.heading.startsWith("The app's rulings"))!.paragraphs;
    expect(shown.map((p) => Number(/^(\d+)\. /.exec(p)?.[1]))).toEqual(numbers);
  });

  it('the clock house rule says in its help what the code does: off by default, defeat always moves the clock', () => {
    const help = messages['option/lostTurnAdvancesClock/help'] as string;
    expect(help).toMatch(/off by default/i);
    expect(help).toMatch(/defeat always ends with step 9/);
  });
});
