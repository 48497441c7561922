import { describe, expect, it } from 'vitest';
import { checkTask, handOdds, parseTask, taskOdds } from '../../../shared/rulesets/eldritch-express/tasks';

describe('dice tasks', () => {
  it('reads RRI as two research and one investigation', () => {
    expect(parseTask('RRI')).toEqual({ research: 2, investigation: 1 });
  });

  it('kept dice meet a task when they cover every letter', () => {
    expect(checkTask(parseTask('RRI'), ['research', 'research', 'investigation', 'travel'], 0).met).toBe(true);
  });

  it('says what is missing and how many clues would cover it', () => {
    const check = checkTask(parseTask('RRI'), ['research', 'investigation', 'investigation'], 0);
    expect(check).toMatchObject({ met: false, missingResearch: 1, missingInvestigation: 0, cluesNeeded: 1 });
    expect(checkTask(parseTask('RRI'), ['research', 'investigation'], 1).met).toBe(true);
  });

  it('a spare investigation does not stand in for research, except with a swap', () => {
    expect(checkTask(parseTask('RRR'), ['investigation', 'investigation', 'investigation'], 0).met).toBe(false);
    expect(checkTask(parseTask('RRR'), ['investigation', 'investigation', 'investigation'], 0, { swap: true }).met).toBe(true);
  });

  it('a free result (the Gate Box) counts like a clue', () => {
    expect(checkTask(parseTask('III'), ['investigation', 'investigation'], 0, { free: 1 }).met).toBe(true);
  });

  it('the odds of one die meeting a single R are exactly 1/6', () => {
    expect(taskOdds(1, 0, 1, 0)).toBeCloseTo(1 / 6, 12);
  });

  it('with two dice and a re-roll, one R is met with chance 1 - (5/6)³', () => {
    // A first roll without research sets one die aside and re-rolls the other: three chances in all.
    expect(taskOdds(1, 0, 2, 0)).toBeCloseTo(1 - (5 / 6) ** 3, 12);
  });

  it('enough clues make the odds certain; no dice and no clues make them nil', () => {
    expect(taskOdds(2, 1, 5, 3)).toBe(1);
    expect(taskOdds(2, 1, 0, 0)).toBe(0);
  });

  it('more dice never lower the odds of RRI, and clues raise them', () => {
    const four = taskOdds(2, 1, 4, 0);
    const five = taskOdds(2, 1, 5, 0);
    expect(five).toBeGreaterThan(four);
    expect(taskOdds(2, 1, 5, 1)).toBeGreaterThan(five);
  });

  it('from a hand showing the research needed, the odds are certain', () => {
    expect(handOdds(1, 0, ['research', 'travel'], 0)).toBe(1);
    expect(handOdds(1, 0, ['travel'], 0)).toBe(0);
  });
});
