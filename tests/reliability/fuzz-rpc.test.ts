/**
 * Every RPC method, fuzzed in process through the real dispatcher on a real SQLite file: random
 * and typed-wrong payloads get a typed answer, never an internal error, and a refusal writes nothing.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { tempDir } from '../support/temp-db';
import { anyArgs, METHODS, PROTOTYPE_NAMES, typedWrongArgs, type Target } from './server-fuzz';

const RUNS = Number(process.env.DOOMKEEPER_FUZZ_RUNS ?? 60);
const dir = tempDir('doomkeeper-fuzz-rpc-');
let services: Services;
const target: Target = { campaignId: 0 };

/** Rows changed on this connection since it opened: a refusal must leave it where it was. */
const changes = () => (services.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

beforeAll(() => {
  services = startServices({ databasePath: dir.file('fuzz.sqlite'), version: 'fuzz', transport: 'websocket', backupEveryMinutes: 0 });
  const created = services.dispatch('campaign/create', { name: 'Target', rulesetId: 'dice-tray', players: [], options: {} });
  if (!created.ok) throw new Error(created.error.message);
  target.campaignId = (created.value as { id: number }).id;
  const added = services.dispatch('campaign/act', {
    campaignId: target.campaignId,
    action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 10, start: 0 } },
  });
  if (!added.ok) throw new Error(added.error.message);
});

afterAll(() => {
  services.close();
  dir.remove();
});

/** One call: a typed answer; a refusal leaves the database as it was. */
function checkCall(method: unknown, args: unknown): void {
  const before = changes();
  const result = services.dispatch(method, args);
  expect(typeof result.ok).toBe('boolean');
  if (result.ok) return;
  expect(result.error.code).toMatch(/^[a-z-]+\/[a-z_-]+$/);
  expect(result.error.code).not.toBe('rpc/internal');
  expect(typeof result.error.message).toBe('string');
  expect(changes()).toBe(before);
}

describe('every RPC method, fuzzed', () => {
  for (const method of METHODS) {
    it(`${method}: any payload and typed-wrong payloads get a typed answer; a refusal writes nothing`, () => {
      fc.assert(
        fc.property(anyArgs, (args) => checkCall(method, args)),
        { numRuns: RUNS },
      );
      fc.assert(
        fc.property(typedWrongArgs(method, target), (args) => checkCall(method, args)),
        { numRuns: RUNS },
      );
    });
  }

  it('method names of any type, prototype names included, are unknown requests', () => {
    const names = fc.oneof(
      fc.constantFrom(...PROTOTYPE_NAMES),
      fc.string({ maxLength: 30 }).filter((s) => !METHODS.includes(s)),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(names, anyArgs, (name, args) => {
        const result = services.dispatch(name, args);
        expect(result).toMatchObject({ ok: false, error: { code: 'rpc/unknown_method' } });
      }),
      { numRuns: RUNS * 4 },
    );
  });
});
