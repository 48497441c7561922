/** The names kit: the same name in any case, the edits between two names, and the near miss a typo makes. */
import { describe, expect, it } from 'vitest';
import { distinctNames, editDistance, knownName, matchName, NEAR_MISS, nameKey, nearestName, sameName } from '../../shared/kits/names';

describe('names kit', () => {
  it('treats case and outer spaces as the same name, and nothing else', () => {
    expect(nameKey('  Candlekeep ')).toBe('candlekeep');
    expect(sameName('candlekeep', ' CANDLEKEEP')).toBe(true);
    expect(sameName('Candlekeep', 'Candle keep')).toBe(false);
  });

  it('counts the edits between two names (insert, delete, substitute), ignoring case', () => {
    expect(editDistance('Candlekep', 'Candlekeep')).toBe(1);
    expect(editDistance('Arkam', 'arkham')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('Same', 'same')).toBe(0);
    expect(NEAR_MISS).toBe(2);
  });

  it('keeps each name once, in the first spelling seen, without blanks', () => {
    expect(distinctNames(['Candlekeep', ' candlekeep', '', '  ', 'Waterdeep ', 'CANDLEKEEP'])).toEqual(['Candlekeep', 'Waterdeep']);
  });

  it('finds the known name a typed one is, or the closest within two edits it most likely means', () => {
    const known = ['Candlekeep', 'Waterdeep', 'Baldur’s Gate'];
    expect(knownName(known, 'waterdeep')).toBe('Waterdeep');
    expect(knownName(known, 'Neverwinter')).toBeUndefined();
    expect(nearestName(known, 'Candlekep')).toBe('Candlekeep');
    expect(nearestName(known, 'Watredeep')).toBe('Waterdeep');
    expect(nearestName(known, 'Neverwinter')).toBeUndefined();
    expect(nearestName(['Gate 4', 'Gate 9'], 'Gate 8')).toBe('Gate 4'); // equals: the first known
    expect(nearestName(['Gate 4', 'Gate 9', 'Gate 98'], 'Gate 99')).toBe('Gate 9');
  });

  it('matches a typed name: known in its own spelling, new only when confirmed, else a near miss or unknown', () => {
    const known = ['Candlekeep'];
    expect(matchName(known, ' candlekeep ', false)).toEqual({ kind: 'known', name: 'Candlekeep' });
    expect(matchName(known, 'candlekeep', true)).toEqual({ kind: 'known', name: 'Candlekeep' });
    expect(matchName(known, 'Candlekep', false)).toEqual({ kind: 'near-miss', name: 'Candlekep', suggestion: 'Candlekeep' });
    // What the table typed is kept without the spaces around it, whichever way it matched.
    expect(matchName(known, ' Candlekep ', false)).toEqual({ kind: 'near-miss', name: 'Candlekep', suggestion: 'Candlekeep' });
    expect(matchName(known, ' Waterdeep ', false)).toEqual({ kind: 'unknown', name: 'Waterdeep' });
    expect(matchName(known, ' Candlekep ', true)).toEqual({ kind: 'new', name: 'Candlekep' });
    expect(matchName(known, 'Waterdeep', undefined)).toEqual({ kind: 'unknown', name: 'Waterdeep' });
    expect(matchName([], 'Waterdeep', false)).toEqual({ kind: 'unknown', name: 'Waterdeep' });
  });
});
