/**
 * Fuzzed requests for the reliability suite (fast-check arbitraries), shared by the quick
 * property tests in `npm test` and the long soak (`soak-server.ts`).
 */
import fc from 'fast-check';
import { argSchemas } from '../../shared/rpc/schemas';

export const METHODS = Object.keys(argSchemas);
/** Names that live on every object's prototype: they must be refused as unknown, never reached. */
export const PROTOTYPE_NAMES = [
  'constructor',
  'toString',
  'hasOwnProperty',
  '__proto__',
  'valueOf',
  'isPrototypeOf',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
  'propertyIsEnumerable',
];

/** A campaign the typed payloads point at (the fuzzed server seeds it). */
export interface Target {
  campaignId: number;
}

const anyName = fc.oneof(fc.constantFrom(...METHODS), fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 40 }));
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(null, -1, 0, 1e308, '', 'x'.repeat(300), [], {}));

/** A valid-looking payload for `method` on the target campaign, before mutation. */
export function typicalArgs(method: string, target: Target): Record<string, unknown> {
  const { campaignId } = target;
  const table: Record<string, Record<string, unknown>> = {
    'campaign/list': { includeArchived: true },
    'campaign/create': { name: 'Fuzzed', rulesetId: 'dice-tray', players: [], options: {} },
    'campaign/rename': { campaignId, name: 'Renamed' },
    'campaign/archive': { campaignId, archived: false },
    'campaign/delete': { campaignId, confirmName: 'not the name' },
    'campaign/act': { campaignId, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } },
    'campaign/dice-for': { campaignId, type: 'roll', payload: {} },
    'campaign/odds-for': { campaignId, type: 'roll', payload: {} },
    'campaign/rewind': { campaignId, toStep: 1 },
    'campaign/adjust': { campaignId, trackerId: 'c1', value: 3 },
    'campaign/set-options': { campaignId, options: {} },
    'history/state-at': { campaignId, seq: 1 },
    'history/checkpoint': { campaignId, name: 'Here' },
    'history/return': { campaignId, checkpointSeq: 1 },
    'history/recap': { campaignId },
    'history/import': { content: '{}' },
    'history/import-upload': { size: 100 },
    'history/import-chunk': { importId: 1, offset: 0 },
    'backup/restore': { name: 'nope.sqlite' },
  };
  if (table[method]) return table[method];
  return ['app/info', 'ruleset/list', 'history/export-all', 'backup/list', 'backup/create', 'stats/overall'].includes(method)
    ? {}
    : { campaignId };
}

/** A payload of the right shape with one field replaced, removed or added, or nested values bent. */
export function typedWrongArgs(method: string, target: Target): fc.Arbitrary<unknown> {
  const base = typicalArgs(method, target);
  const keys = Object.keys(base);
  const replaced =
    keys.length === 0 ? fc.constant(base) : fc.tuple(fc.constantFrom(...keys), anyValue).map(([key, value]) => ({ ...base, [key]: value }));
  const removed =
    keys.length === 0
      ? fc.constant(base)
      : fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key)));
  const added = fc
    .tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...PROTOTYPE_NAMES)), anyValue)
    .map(([key, value]) => JSON.parse(JSON.stringify({ ...base, [key]: value })));
  const action = fc.record(
    {
      type: fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES, 'roll', 'add-counter', 'change-counter'), fc.string({ maxLength: 90 })),
      payload: fc.oneof(fc.constant(undefined), fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 4 })),
      roll: fc.oneof(
        fc.constant(undefined),
        fc.constant({ source: 'app' }),
        fc.record({ source: fc.constant('table'), values: fc.array(anyValue, { maxLength: 5 }) }),
      ),
    },
    { requiredKeys: ['type'] },
  );
  const actions = method === 'campaign/act' ? [action.map((a) => ({ campaignId: target.campaignId, action: a }))] : [];
  return fc.oneof(replaced, removed, added, ...actions);
}

/** Any payload at all, typed or not. */
export const anyArgs: fc.Arbitrary<unknown> = fc.oneof(anyValue, fc.constant(undefined), fc.object({ maxDepth: 2 }));

/** A WebSocket frame: a request of any shape, JSON that is not a request, or raw bytes. */
export type Frame = { kind: 'request' | 'json' | 'text-bytes' | 'binary'; data: string | Uint8Array };

export function frames(target: Target): fc.Arbitrary<Frame> {
  const request = fc
    .oneof(
      fc.record({ id: fc.oneof(fc.integer(), anyValue), method: anyName, args: anyArgs }, { requiredKeys: [] }),
      fc
        .constantFrom(...METHODS)
        .chain((method) => fc.record({ id: fc.nat(), method: fc.constant(method), args: typedWrongArgs(method, target) })),
      fc.record({
        id: fc.nat(),
        method: fc.oneof(fc.object({ maxDepth: 1 }), fc.array(fc.string(), { maxLength: 2 }), fc.integer(), fc.constant(null)),
      }),
    )
    .map((value) => ({ kind: 'request' as const, data: JSON.stringify(value) ?? 'undefined' }));
  const json = fc.jsonValue({ maxDepth: 4 }).map((value) => ({ kind: 'json' as const, data: JSON.stringify(value) }));
  const textBytes = fc.uint8Array({ maxLength: 200 }).map((data) => ({ kind: 'text-bytes' as const, data }));
  const binary = fc.uint8Array({ maxLength: 200 }).map((data) => ({ kind: 'binary' as const, data }));
  const broken = fc
    .oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom('null', '{', '{"method":"constructor"}', '{"method":{}}', '[]', '""', `${'['.repeat(5000)}`),
    )
    .map((data) => ({ kind: 'json' as const, data }));
  return fc.oneof(
    { weight: 5, arbitrary: request },
    { weight: 2, arbitrary: json },
    { weight: 2, arbitrary: broken },
    { weight: 1, arbitrary: textBytes },
    { weight: 1, arbitrary: binary },
  );
}

/** An HTTP path: traversal attempts, malformed escapes, odd characters. */
export const httpPaths: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '/%',
    '/%%',
    '/%zz',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/',
    '/..%5c..%5c',
    '/%00',
    '/index.html%00',
    '//',
    '/./.',
    '/assets/../../x',
  ),
  fc
    .array(fc.oneof(fc.constantFrom('..', '%2e%2e', '%2f', '%5c', '%', '%c0%ae', 'web-secret', 'index.html', '.'), fc.webSegment()), {
      maxLength: 6,
    })
    .map((parts) => `/${parts.join('/')}`),
);
