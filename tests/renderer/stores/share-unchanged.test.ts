import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shareUnchanged } from '../../../renderer/src/stores/share-unchanged';

/** A copy with nothing shared, as a fresh JSON.parse of the same answer makes it. */
const fresh = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
/**
 * Values as an answer arrives: parsed from the text the server wrote. (`fc.jsonValue` also makes -0,
 * which JSON text cannot carry — `JSON.stringify(-0)` is "0" — so no answer ever holds it.)
 */
const json = fc.jsonValue({ maxDepth: 4 }).map(fresh);

describe('shareUnchanged', () => {
  it('returns a value equal to the new one, whatever the old one was', () => {
    fc.assert(
      fc.property(json, json, (prev, next) => {
        const before = fresh(next);
        expect(shareUnchanged(prev, next)).toEqual(before);
      }),
    );
  });

  it('returns the old object itself when the new one equals it', () => {
    fc.assert(
      fc.property(json, (value) => {
        const prev = fresh(value);
        const shared = shareUnchanged(prev, fresh(value));
        if (typeof value === 'object' && value !== null) expect(shared).toBe(prev);
        else expect(shared).toEqual(value);
      }),
    );
  });

  it('keeps the parts a change did not touch, and makes new the parts it did (and their parents)', () => {
    const prev = {
      towns: [
        { id: 't1', horror: 1 },
        { id: 't2', horror: 0 },
      ],
      knights: [{ id: 'k1', rank: 'basic' }],
      turn: 3,
    };
    const next = fresh(prev);
    next.towns[1].horror = 2;
    next.turn = 4;
    const shared = shareUnchanged(prev, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(prev);
    expect(shared.towns).not.toBe(prev.towns);
    expect(shared.towns[0]).toBe(prev.towns[0]);
    expect(shared.towns[1]).not.toBe(prev.towns[1]);
    expect(shared.knights).toBe(prev.knights);
  });

  it('never shares a Map, a Set or a class instance by its (empty) keys, nor rebuilds a "__proto__" key', () => {
    const prev = { seen: new Set(['a']), byId: new Map([['k1', 1]]) };
    const next = { seen: new Set(['b']), byId: new Map([['k1', 2]]) };
    const shared = shareUnchanged(prev, next);
    expect(shared.seen).toBe(next.seen);
    expect(shared.byId).toBe(next.byId);
    const evil = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const out = shareUnchanged<Record<string, unknown>>({ a: 1 }, evil);
    expect(out).toBe(evil);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves both arguments as they were', () => {
    fc.assert(
      fc.property(json, json, (prev, next) => {
        const a = fresh(prev);
        const b = fresh(next);
        shareUnchanged(a, b);
        expect(a).toEqual(fresh(prev));
        expect(b).toEqual(fresh(next));
      }),
    );
  });
});
