import { describe, expect, it } from 'vitest';
import { WEIGHT } from '../../shared/engine/headlines';
import { shippedPack } from './support/differential';

describe('a pack’s headlines', () => {
  const drunkards = shippedPack('drunkards-of-catan.json');
  const weightOf = (type: string, data: Record<string, unknown>) => drunkards.headlines!.weightOf({ type, data });

  it('the moments the pack declares are headlines: the Drunkards festival announcement', () => {
    expect(weightOf('announced', { word: 'festival', params: {} })).toBe(WEIGHT.notable);
    expect(weightOf('announced', { word: 'something-else', params: {} })).toBeNull();
  });

  it('the game’s end is always one, and what the pack does not declare is not', () => {
    expect(weightOf('game-ended', { result: 'won', word: 'won', params: {} })).toBe(WEIGHT.outcome);
    expect(weightOf('track-changed', { track: 'festivals', player: null, from: 0, to: 1 })).toBeNull();
    expect(drunkards.headlines!.types).toEqual(['announced', 'game-ended']);
  });
});
