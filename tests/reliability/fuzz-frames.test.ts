/**
 * Raw WebSocket frames and HTTP requests, fuzzed against a real browser-build server on
 * 127.0.0.1: every frame gets a typed answer or closes its own socket cleanly (1007/1009), no
 * request gets an internal error, and the server never dies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-db';
import { fuzzServer, type FuzzTally } from './soak-server';

const FRAMES = Number(process.env.DOOMKEEPER_FUZZ_FRAMES ?? 1500);
const dir = tempDir('doomkeeper-fuzz-frames-');
let tally: FuzzTally;

beforeAll(async () => {
  tally = await fuzzServer({
    databasePath: dir.file('frames.sqlite'),
    frames: FRAMES,
    httpRequests: Math.ceil(FRAMES / 5),
    seed: Date.now() % 100_000,
  });
  console.log(`fuzzed: ${JSON.stringify(tally)}`);
}, 90_000);

afterAll(() => dir.remove());

describe('a real server under fuzzed frames and requests', () => {
  it('never dies', () => {
    expect(tally.serverDeaths, tally.deathOutput).toBe(0);
  });
  it('answers every frame with a typed result, or closes that socket with 1007/1009 only', () => {
    expect(tally.frames.tried).toBe(FRAMES);
    expect(tally.frames.refusedClearly + tally.frames.accepted).toBe(FRAMES);
    expect(tally.internalErrors).toEqual([]);
    expect(tally.otherCloseCodes).toEqual([]);
  });
  it('answers every HTTP request with 200, 400, 405 or 421; none leaves the web root', () => {
    expect(tally.http.refusedClearly + tally.http.accepted).toBe(tally.http.tried);
    expect(tally.leakedSecrets).toBe(0);
  });
  it('loses no acknowledged action of the campaign played between fuzzed frames', () => {
    expect(tally.dataLost).toBe(0);
    expect(tally.integrity).toBe('ok');
  });
});
