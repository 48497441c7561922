/** The play screen folds corrections and seldom actions away and puts a player's own actions on their row: the offers say which. */
import { describe, expect, it } from 'vitest';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { atActions, clearMonsters, started } from './helpers';

const offered = (state: CatanHorrorState, type: string) => catanHorror.prompt(state).actions.filter((a) => a.type === type);

describe('rare and per-player actions', () => {
  it("in step 3 the current player's builds sit on her row; the Fortress record and the victory claim are folded away", () => {
    const s = atActions(clearMonsters(started()));
    const upgrades = offered(s, 'upgrade-town');
    expect(upgrades.length).toBeGreaterThan(0);
    for (const a of upgrades) expect(a).toMatchObject({ player: 'ann' });
    expect(upgrades.some((a) => a.rare)).toBe(false);
    expect(offered(s, 'set-fortress')).toEqual([expect.objectContaining({ player: 'ann', rare: true })]);
    expect(offered(s, 'declare-victory')).toEqual([expect.objectContaining({ player: 'ann', rare: true })]);
    const end = offered(s, 'end-actions');
    expect(end).toHaveLength(1);
    expect(end[0].rare).toBeUndefined();
    expect(end[0].player).toBeUndefined();
  });

  it('in the special building phase each other player builds on their own row', () => {
    const s = { ...clearMonsters(started()), phase: 'wrapup' as const };
    const fortress = offered(s, 'set-fortress');
    expect(fortress.map((a) => a.player).sort()).toEqual(['ben', 'cid']);
    expect(fortress.every((a) => a.rare)).toBe(true);
    expect(new Set(offered(s, 'upgrade-town').map((a) => a.player))).toEqual(new Set(['ben', 'cid']));
  });
});
