/** Every ruleset declares its headlines (the big moments), and every declared event is one of its own. */
import { describe, expect, it } from 'vitest';
import { isRulesetV2 } from '../../shared/engine/define';
import { defineHeadlines, rankHeadlines, WEIGHT } from '../../shared/engine/headlines';
import { rulesets } from '../../shared/rulesets/registry';

/** The death-, loss- and win-like events each ruleset must count as headlines (none where the game has no end). */
const MUST_DECLARE: Record<string, readonly string[]> = {
  'dice-tray': ['counter-changed'],
  'runebound-addons': ['ritual-empowered'],
  'runebound-monster-step': ['margath-fought', 'hero-knocked-out', 'city-destroyed', 'terror-raised', 'doom-raised'],
  'catan-horror': ['victory-declared', 'game-ended', 'player-fell', 'knight-killed', 'knight-went-mad', 'town-razed', 'gate-opened'],
  'eldritch-express': ['game-won', 'game-lost', 'investigator-defeated', 'gate-opened', 'doom-advanced', 'omen-advanced'],
  'runebound-seven-scions': ['stormlords-result', 'hero-knocked-out', 'storm-advanced'],
  'runebound-cataclysm': ['game-won', 'cataclysm-drawn'],
  'advanced-runebound': ['game-decided', 'margath-defeated', 'endgame-eliminated', 'hero-knocked-out'],
  'munchkin-rpg': ['game-won', 'player-died', 'player-defeated'],
  'drunkards-of-catan': ['game-ended', 'festival'],
  'dnd-skills': ['research-checked', 'taunt-intimidated'],
};

describe('headlines, declared once per ruleset', () => {
  it('covers all eleven rulesets', () => {
    expect([...rulesets.keys()].sort()).toEqual(Object.keys(MUST_DECLARE).sort());
  });

  for (const ruleset of rulesets.values()) {
    it(`${ruleset.id}: declares its headlines, each an event type of its own schema, with its death/loss/win-like events`, () => {
      expect(isRulesetV2(ruleset)).toBe(true);
      if (!isRulesetV2(ruleset)) return;
      const declared = ruleset.headlines?.types ?? [];
      expect(declared.length).toBeGreaterThan(0);
      const known = new Set(ruleset.events.types);
      expect(declared.filter((type) => !known.has(type))).toEqual([]);
      expect(MUST_DECLARE[ruleset.id].filter((type) => !declared.includes(type))).toEqual([]);
    });
  }
});

describe('ranking headlines', () => {
  const headlines = defineHeadlines<
    | { type: 'knight-killed'; data: { name: string } }
    | { type: 'doom-raised'; data: { from: number; to: number } }
    | { type: 'rolled'; data: Record<string, never> }
  >({
    'knight-killed': WEIGHT.death,
    'doom-raised': { weight: WEIGHT.track, when: (d) => d.to > d.from },
  });

  it('keeps only declared events, heaviest first, in the order they happened when equal', () => {
    const events = [
      { type: 'doom-raised', data: { from: 1, to: 2 } },
      { type: 'rolled', data: {} },
      { type: 'knight-killed', data: { name: 'Ada #1' } },
      { type: 'doom-raised', data: { from: 2, to: 3 } },
    ];
    expect(rankHeadlines(headlines, events).map((h) => [h.event.type, h.weight, h.event.data])).toEqual([
      ['knight-killed', WEIGHT.death, { name: 'Ada #1' }],
      ['doom-raised', WEIGHT.track, { from: 1, to: 2 }],
      ['doom-raised', WEIGHT.track, { from: 2, to: 3 }],
    ]);
  });

  it('applies a declaration’s condition, and a stored event of another shape is simply no headline', () => {
    expect(headlines.weightOf({ type: 'doom-raised', data: { from: 3, to: 3 } })).toBeNull();
    expect(headlines.weightOf({ type: 'doom-raised', data: {} })).toBeNull();
    expect(rankHeadlines(undefined, [{ type: 'knight-killed', data: {} }])).toEqual([]);
  });
});
