/**
 * Issue 28, "odds follow the form": a check's odds are asked of the ruleset with the payload the form holds, so a trophy chosen
 * (its toughness added to the d6) raises the badge exactly as it raises the roll.
 */
import { describe, expect, it } from 'vitest';
import { oddsFor } from '../../../shared/engine/run';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { atActions, clearMonsters, started, withKnight, withMonster } from './helpers';

const withTrophies = (s: CatanHorrorState, ...toughness: number[]): CatanHorrorState => ({
  ...s,
  players: s.players.map((p) => (p.id === 'ann' ? { ...p, trophies: toughness.map((t) => ({ kind: `T${t}`, toughness: t })) } : p)),
});
const odds = (s: CatanHorrorState, type: string, payload: Record<string, unknown>) => {
  const r = oddsFor(catanHorror, s, type, payload);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

describe('odds follow the form', () => {
  /** Ann's Basic knight beside a Zombie at a gate: a Hide check needing 5+ on d6 + strength + awareness. */
  const beside = () => {
    const s = withTrophies(atActions(clearMonsters(started())), 1, 2);
    const monster = withMonster(s, 'Zombie', 'Gate 4');
    return withKnight(monster.state, 'ann', 'basic', 'Gate 4');
  };

  it('002:549 Hide: the offer shows the odds without a trophy; the +1 trophy chosen adds one face in six, the +2 two', () => {
    const { state: s, id } = beside();
    const offer = catanHorror.prompt(s).actions.find((a) => a.type === 'hide' && (a.payload as { unitId: string }).unitId === id)!;
    expect(offer.odds).toBeGreaterThan(0);
    expect(offer.odds).toBeLessThanOrEqual(4 / 6);
    expect(odds(s, 'hide', { unitId: id })).toBeCloseTo(offer.odds!, 10);
    expect(odds(s, 'hide', { unitId: id, trophy: 0 })).toBeCloseTo(Math.min(1, offer.odds! + 1 / 6), 10);
    expect(odds(s, 'hide', { unitId: id, trophy: 1 })).toBeCloseTo(Math.min(1, offer.odds! + 2 / 6), 10);
  });

  it('a trophy the player does not hold adds nothing (the check itself refuses it)', () => {
    const { state: s, id } = beside();
    expect(odds(s, 'hide', { unitId: id, trophy: 7 })).toBeCloseTo(odds(s, 'hide', { unitId: id })!, 10);
  });

  it('a payload the schema does not take yet leaves the offer’s odds standing (null)', () => {
    const { state: s } = beside();
    expect(odds(s, 'hide', {})).toBeNull();
  });
});
