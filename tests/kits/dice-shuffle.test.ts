import { describe, expect, it } from 'vitest';
import { dN } from '../../shared/engine/dice';
import { orderFromDice, shuffleDice } from '../../shared/kits/dice-shuffle';

describe('the dice shuffle kit', () => {
  it('puts n things in order with dN, dN-1 … d2, and nothing for one thing', () => {
    expect(shuffleDice(4)).toEqual([dN(4), dN(3), dN(2)]);
    expect(shuffleDice(1)).toEqual([]);
  });

  it('each die picks one of the things still left; the last one left comes last', () => {
    expect(orderFromDice(['a', 'b', 'c', 'd'], [2, 3, 1])).toEqual(['b', 'd', 'a', 'c']);
    expect(orderFromDice(['a', 'b', 'c'], [1, 1])).toEqual(['a', 'b', 'c']);
  });
});
