/**
 * Issue 27 finding 7: the import's worker reads an export piece by piece (`parseExportBytes`), never
 * as one string and one tree. It must give exactly what the whole-file read (`parseExport`) gives:
 * the same checked file for a good one, the same refusal — code and words — for any other. Real
 * exports (one campaign, several, pretty-printed or not, with a byte-order mark, with non-ASCII
 * names), hand-made oddities, and fast-check mutations of the bytes and of the structure.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseExportBytes, readPieces } from '../../electron/main/services/export-split';
import { parseExport } from '../../electron/main/services/importer';
import { startServices, type Services } from '../../electron/main/services/services';
import { playedExport, type ExportShape } from '../reliability/db-mutations';
import { tempDir } from '../support/temp-db';

let dir: ReturnType<typeof tempDir>;
let services: Services;
let source: string;
/** The same export without white space, for edits by text. */
let compact: string;

beforeAll(() => {
  dir = tempDir();
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
  source = playedExport(services);
  compact = JSON.stringify(JSON.parse(source));
});
afterAll(() => {
  services.close();
  dir.remove();
});

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** Both reads of the same bytes agree: the same result, to the order of each object's fields. */
function agree(bytes: Uint8Array): ReturnType<typeof parseExport> {
  const whole = parseExport(new TextDecoder().decode(bytes));
  const pieces = parseExportBytes(bytes);
  expect(JSON.stringify(pieces)).toBe(JSON.stringify(whole));
  return whole;
}

describe('an export read piece by piece is the export read whole', () => {
  it('a real export, compact and pretty-printed, is read in pieces (not handed to the whole read) and agrees', () => {
    for (const text of [source, compact, JSON.stringify(JSON.parse(source), null, 2), JSON.stringify(JSON.parse(source), null, '\t')]) {
      expect(readPieces(bytesOf(text))).not.toBeNull();
      expect(agree(bytesOf(text)).ok).toBe(true);
    }
  });

  it('several campaigns, names and counters in other scripts, a byte-order mark, CRLF line breaks', () => {
    const file = JSON.parse(source) as ExportShape;
    const second = structuredClone(file.campaigns[0]) as ExportShape['campaigns'][number] & { name: string };
    second.name = 'Sébastien’s 🎲 night «☠»';
    file.campaigns.push(second);
    const text = JSON.stringify(file, null, 1).replace(/\n/g, '\r\n');
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytesOf(text)]);
    expect(readPieces(bom)?.campaigns.map((c) => c.name)).toEqual(['Source', 'Sébastien’s 🎲 night «☠»']);
    expect(agree(bom).ok).toBe(true);
  });

  it('refusals have the whole read’s code and words: not JSON, not an export, a newer format, a damaged field, an unknown field', () => {
    const file = JSON.parse(source) as ExportShape & Record<string, unknown>;
    const cases: [string, string][] = [
      [compact.slice(0, -40), 'import/not_json'],
      [`${compact} x`, 'import/not_json'],
      ['[1,2]', 'import/not_export'],
      [JSON.stringify({ ...file, format: 'other' }), 'import/not_export'],
      [JSON.stringify({ ...file, formatVersion: 99 }), 'import/newer_format'],
      [JSON.stringify({ ...file, extra: 1 }), 'import/invalid_file'],
      [JSON.stringify({ ...file, campaigns: [] }), 'import/invalid_file'],
      [JSON.stringify({ ...file, campaigns: [{ ...file.campaigns[0], events: [] }] }), 'import/invalid_file'],
      [JSON.stringify({ ...file, campaigns: [{ ...file.campaigns[0], colour: 'red' }] }), 'import/invalid_file'],
      [compact.replace('"seq":2,', '"seq":"2",'), 'import/invalid_file'],
      [compact.replace('"format":', '"__proto__":{},"format":'), 'import/invalid_file'],
      [compact.replace('"events":[', '"events":[,'), 'import/not_json'],
      [compact.replace('}]}', '},]}'), 'import/not_json'],
    ];
    for (const [text, code] of cases) expect(agree(bytesOf(text))).toMatchObject({ ok: false, error: { code } });
  });

  it('a field named twice is read as the whole read reads it (the last one)', () => {
    const twice = compact.replace('{"format":', '{"app":"first","format":');
    expect(readPieces(bytesOf(twice))).toBeNull();
    expect(agree(bytesOf(twice))).toMatchObject({ ok: true, value: { app: 'test' } });
    const inEvent = compact.replace('"seq":2,', '"seq":7,"seq":2,');
    expect(agree(bytesOf(inEvent))).toMatchObject({ ok: true });
  });

  it('400 byte mutations of a real export (a byte changed, cut, doubled): both reads agree on each', () => {
    const bytes = bytesOf(compact);
    const structural = [...'{}[]",:\\ 0a-'].map((c) => c.charCodeAt(0));
    fc.assert(
      fc.property(
        fc.nat({ max: bytes.length - 1 }),
        fc.oneof(fc.constantFrom(...structural), fc.integer({ min: 0, max: 255 })),
        fc.constantFrom('set', 'cut', 'double'),
        (at, byte, how) => {
          let mutated: Uint8Array;
          if (how === 'set') (mutated = bytes.slice())[at] = byte;
          else if (how === 'cut') mutated = new Uint8Array([...bytes.subarray(0, at), ...bytes.subarray(at + 1)]);
          else mutated = new Uint8Array([...bytes.subarray(0, at + 1), ...bytes.subarray(at)]);
          agree(mutated);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('100 events given any JSON as their data: both reads agree on each file', () => {
    const file = JSON.parse(source) as ExportShape;
    fc.assert(
      fc.property(fc.nat({ max: file.campaigns[0].events.length - 1 }), fc.jsonValue({ maxDepth: 2 }), (at, value) => {
        const copy = structuredClone(file);
        (copy.campaigns[0].events[at] as Record<string, unknown>).data = { value };
        agree(bytesOf(JSON.stringify(copy)));
      }),
      { numRuns: 100 },
    );
  });
});
