/** The variant card's JSON: a run's figures go out and come back the same; a bad file is refused saying where. */
import { describe, expect, it } from 'vitest';
import { runBatch } from '../../shared/lab/batch';
import { figuresOf, readVariantCard, summaryOf, VARIANT_CARD_FORMAT, type VariantCard } from '../../shared/lab/card';

function cardOf(): VariantCard {
  const run = (doomLength: number) =>
    runBatch(
      { rulesetId: 'runebound-monster-step', options: { doomLength }, policy: 'greedy', params: {}, games: 20, seed: 4 },
      { kind: 'setup' },
    );
  return {
    format: VARIANT_CARD_FORMAT,
    version: 1,
    made: '2026-11-27T18:00:00.000Z',
    rulesetId: 'runebound-monster-step',
    policy: 'greedy',
    seed: 4,
    a: { options: { doomLength: 15 }, params: {}, figures: figuresOf(run(15).summary) },
    b: { options: { doomLength: 10 }, params: {}, figures: figuresOf(run(10).summary) },
  };
}

describe('the variant card file', () => {
  it('carries the figures without the curves and reads back as the same comparison', () => {
    const card = cardOf();
    expect(card.a.figures).not.toHaveProperty('curves');
    const read = readVariantCard(JSON.stringify(card));
    expect(read).toEqual({ ok: true, card });
    if (read.ok) expect(summaryOf(read.card.b!.figures).results.won).toEqual(card.b!.figures.results.won);
    // Small enough to post.
    expect(JSON.stringify(card).length).toBeLessThan(4000);
  });

  it('refuses what is not a card, saying where, for each kind of mistake', () => {
    const card = cardOf();
    expect(readVariantCard('{')).toEqual({ ok: false, problem: 'not JSON' });
    const wrong = (change: (c: Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify(card)) as Record<string, unknown>;
      change(copy);
      return readVariantCard(JSON.stringify(copy));
    };
    expect(wrong((c) => (c.format = 'something-else'))).toMatchObject({ ok: false, problem: expect.stringContaining('format') });
    expect(wrong((c) => ((c.a as { figures: { results: { won: { rate: number } } } }).figures.results.won.rate = 3))).toMatchObject({
      ok: false,
      problem: expect.stringContaining('a.figures.results.won.rate'),
    });
    expect(wrong((c) => (c.extra = 1))).toMatchObject({ ok: false });
    expect(wrong((c) => (c.pack = { id: 'x', name: 'X', version: '1', sha256: 'nope' }))).toMatchObject({
      ok: false,
      problem: expect.stringContaining('pack.sha256'),
    });
  });
});
