/**
 * How games ended, with the values their words take: a winner's name is counted per winner ("Player 2
 * won the game"), values that vary too many ways read "…" on one line, and a variant card keeps them
 * (a card from before they were kept still opens).
 */
import { describe, expect, it } from 'vitest';
import { runBatch } from '../../shared/lab/batch';
import { figuresOf, readVariantCard, VARIANT_CARD_FORMAT, type VariantCard } from '../../shared/lab/card';
import { countEndings, ENDING_VARIANTS } from '../../shared/lab/stats';

describe('how the games ended', () => {
  it('counts an ending once per set of values its words take', () => {
    const endings = countEndings([
      { code: 'drunkards/won', result: 'ended', params: { name: 'Player 1' } },
      { code: 'drunkards/won', result: 'ended', params: { name: 'Player 2' } },
      { code: 'drunkards/won', result: 'ended', params: { name: 'Player 2' } },
      { code: 'lab/unfinished', result: 'unfinished' },
    ]);
    expect(endings).toEqual([
      { code: 'drunkards/won', result: 'ended', count: 2, params: { name: 'Player 2' } },
      { code: 'drunkards/won', result: 'ended', count: 1, params: { name: 'Player 1' } },
      { code: 'lab/unfinished', result: 'unfinished', count: 1 },
    ]);
  });

  it('the value that varies most ways reads “…”, the others still name who', () => {
    const games = Array.from({ length: ENDING_VARIANTS + 3 }, (_, i) => ({
      code: 'cataclysm/outcome/winner',
      result: 'won' as const,
      params: { name: `Player ${(i % 2) + 1}`, vp: 10 + i },
    }));
    expect(countEndings(games)).toEqual([
      { code: 'cataclysm/outcome/winner', result: 'won', count: 5, params: { name: 'Player 1', vp: '…' }, varied: true },
      { code: 'cataclysm/outcome/winner', result: 'won', count: 4, params: { name: 'Player 2', vp: '…' }, varied: true },
    ]);
    // Every value varying: one line.
    const all = Array.from({ length: 20 }, (_, i) => ({ code: 'x', result: 'won' as const, params: { a: i, b: `n${i}` } }));
    expect(countEndings(all)).toEqual([{ code: 'x', result: 'won', count: 20, params: { a: '…', b: '…' }, varied: true }]);
  });

  it('a simulated Drunkards of Catan run names its winners, and its variant card keeps them', () => {
    const run = runBatch(
      { rulesetId: 'drunkards-of-catan', options: {}, policy: 'greedy', params: {}, games: 20, seed: 3 },
      { kind: 'setup' },
    );
    const named = run.summary.endings.filter((e) => e.code === 'drunkards/won');
    expect(named.length).toBeGreaterThan(0);
    for (const e of named) expect(e.params?.name).toMatch(/^Player \d$/);
    const card: VariantCard = {
      format: VARIANT_CARD_FORMAT,
      version: 1,
      made: '2026-11-29T06:30:00.000Z',
      rulesetId: 'drunkards-of-catan',
      policy: 'greedy',
      seed: 3,
      a: { options: {}, params: {}, figures: figuresOf(run.summary) },
    };
    const read = readVariantCard(JSON.stringify(card));
    expect(read).toEqual({ ok: true, card });
    // A card written before endings kept their values opens as it did.
    const old = JSON.parse(JSON.stringify(card)) as VariantCard;
    old.a.figures.endings = old.a.figures.endings.map(({ code, result, count }) => ({ code, result, count }));
    expect(readVariantCard(JSON.stringify(old)).ok).toBe(true);
  });
});
