/** Issue 28: "Move the figures" is asked only when a monster's roll lets it move. */
import { describe, expect, it } from 'vitest';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { atActions, clearMonsters, started } from './helpers';

const game = () => atActions(clearMonsters(started()));

describe('the monster turn asks to move figures only when one moves', () => {
  it('a movement roll that moves no monster says so, and its button is "Go on", not "The figures are moved"', () => {
    const s = { ...game(), phase: 'monster/report' as const, pending: [] };
    const prompt = catanHorror.prompt(s);
    expect(prompt.code).toBe('catan-horror/report-none-moved');
    expect(prompt.actions.find((a) => a.type === 'movement-done')?.code).toBe('catan-horror/act/nothing-moved');
    const moving = catanHorror.prompt({ ...s, pending: [{ kind: 'monster-moves', moving: ['m1'] }] });
    expect(moving.code).toBe('catan-horror/report-moves');
  });
});
