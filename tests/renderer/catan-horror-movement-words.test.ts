/**
 * Catan Horror's monster library says how each kind moves from the rule's own numbers
 * (`moveNeeds`, `moveSteps` in shared/rulesets/catan-horror/rules/movement.ts), not from words
 * that restate them: every movement has its words, and they show what the rule computes.
 */
import { describe, expect, it } from 'vitest';
import '../support/ruleset-words';
import { wordsFor } from '../../renderer/src/i18n/words';
import { MOVEMENTS } from '../../shared/rulesets/catan-horror/state';
import { moveNeeds, moveSteps } from '../../shared/rulesets/catan-horror/rules/movement';

const note = (movement: string) =>
  wordsFor('catan-horror').t('catan-horror/screen/library-panel/move-note', {
    movement,
    needs: moveNeeds(movement),
    steps: moveSteps(movement),
  });

describe("the monster library's movement words", () => {
  it('has words for every movement the rules know', () => {
    for (const movement of MOVEMENTS) expect(note(movement), movement).not.toContain('catan-horror/');
  });

  it("reads the roll needed and the intersections covered from the rule's numbers", () => {
    expect(note('fast')).toBe(`fast: ${moveNeeds('fast')}+, two steps`);
    expect(moveSteps('fast')).toBe(2);
    expect(note('normal')).toBe(`moves on ${moveNeeds('normal')}+`);
    expect(note('stalker')).toContain(`${moveNeeds('stalker')}+`);
  });
});
