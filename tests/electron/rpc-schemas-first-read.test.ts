/**
 * Issue 35: each RPC method's argument schema is built the first time it is read
 * (`shared/rpc/schemas.ts`), not when the contract's schemas load at start: the start answers a
 * handful of methods before the campaign list is drawn. zod's `z.object` is counted here (the
 * schemas' module sees a zod whose `object` counts its calls, and is otherwise zod itself), so
 * "not built" is measured, not assumed. The validation is the schemas' own: the dispatcher's
 * refusals read the same as before, word for word, and every method's schema is built once and kept.
 * A fresh process per file (the `side-by-side` project): the module here starts with nothing built.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Method } from '../../shared/rpc/contract';

const counted = vi.hoisted(() => ({ objects: 0 }));
vi.mock('zod', async (importOriginal) => {
  const zod = await importOriginal<typeof import('zod')>();
  const object = ((...args: Parameters<typeof zod.z.object>) => {
    counted.objects++;
    return zod.z.object(...args);
  }) as typeof zod.z.object;
  return { ...zod, z: { ...zod.z, object } };
});

const { argSchemas } = await import('../../shared/rpc/schemas');
const { createDispatcher } = await import('../../electron/main/services/rpc');
const { ok } = await import('../../shared/engine/result');

describe('the RPC schemas, each built on its first read', () => {
  it('builds none of the methods’ schemas when the module loads, nor when its methods are listed', () => {
    // Only the pieces several methods share (`none`, the roll, the import file) exist yet.
    const atLoad = counted.objects;
    expect(atLoad).toBeLessThan(8);
    const methods = Object.keys(argSchemas) as Method[];
    expect(methods.length).toBeGreaterThan(60);
    expect(methods.every((m) => Object.hasOwn(argSchemas, m))).toBe(true);
    expect(Object.hasOwn(argSchemas, 'toString')).toBe(false);
    expect(counted.objects).toBe(atLoad);
  });

  it('builds a method’s schema on its first read only, and answers the same schema after', () => {
    const before = counted.objects;
    const first = argSchemas['campaign/rename'];
    expect(counted.objects).toBeGreaterThan(before);
    const afterFirst = counted.objects;
    expect(argSchemas['campaign/rename']).toBe(first);
    expect(counted.objects).toBe(afterFirst);
    // Another method's is not built by this one's read.
    expect(argSchemas['campaign/open']).not.toBe(first);
  });

  it('refuses through the dispatcher word for word as the schemas say, built on the request that first needs them', () => {
    const dispatch = createDispatcher({
      'campaign/rename': () => ok({ id: 1 }) as never,
      'campaign/delete': () => ok(null) as never,
      'history/chronicle-page': () => ok(null) as never,
      'lab/start': () => ok(null) as never,
    });
    expect(dispatch('campaign/rename', { campaignId: 1, name: '   ' })).toEqual({
      ok: false,
      error: { code: 'rpc/invalid_payload', message: 'The request "campaign/rename" was malformed: name: a name is needed.' },
    });
    expect(dispatch('campaign/delete', { campaignId: 0, confirmName: 'x', extra: 1 })).toMatchObject({
      ok: false,
      error: {
        code: 'rpc/invalid_payload',
        message: expect.stringMatching(/^The request "campaign\/delete" was malformed: campaignId: .+; arguments: /),
      },
    });
    expect(dispatch('history/chronicle-page', { campaignId: 1, index: 0, turn: 1 })).toEqual({
      ok: false,
      error: {
        code: 'rpc/invalid_payload',
        message:
          'The request "history/chronicle-page" was malformed: arguments: ask for one place at most: index, afterStep, turn or fromEnd.',
      },
    });
    expect(dispatch('lab/start', { rulesetId: 'dice-tray', policy: 'first', games: 0 })).toEqual({
      ok: false,
      error: { code: 'rpc/invalid_payload', message: 'The request "lab/start" was malformed: games: at least 1 game.' },
    });
    // A valid payload reaches the handler, parsed.
    expect(dispatch('campaign/rename', { campaignId: 1, name: '  Keep  ' })).toEqual({ ok: true, value: { id: 1 } });
  });

  it('builds every method’s schema when each is read, each a working schema kept once built', () => {
    for (const method of Object.keys(argSchemas) as Method[]) {
      const schema = argSchemas[method];
      expect(typeof schema.safeParse).toBe('function');
      expect(argSchemas[method]).toBe(schema);
      // Nothing but an object is ever a method's payload.
      expect(schema.safeParse('not an object').success).toBe(false);
    }
  });
});
