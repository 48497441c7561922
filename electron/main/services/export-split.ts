/**
 * Reads an export file from its bytes one piece at a time: the file's own fields, then each
 * campaign's fields, then each event of each log — each piece decoded, parsed and checked alone, so
 * the whole text never exists as one string nor as one parsed tree beside its checked copy (issue
 * 27 finding 7: a 57 MB file cost the worker about 200 MB that way).
 *
 * Only a well-formed file is read so. At the first thing this reader does not expect — a syntax
 * error, a field it does not know, a field twice, a piece its schema refuses, another format — it
 * gives up, and the file is read whole by `parseExport` as before: a refusal has exactly the old
 * code and words, and the bounded memory is for the files that are accepted.
 */
import type { Result } from '../../../shared/engine/result';
import { ok } from '../../../shared/engine/result';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  exportedCampaignSchema,
  exportedEventSchema,
  exportFileSchema,
  type ExportedEvent,
  type ExportFile,
} from './export-format';
import { parseExport } from './importer';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

const fileFields = exportFileSchema.omit({ campaigns: true });
const campaignFields = exportedCampaignSchema.omit({ events: true });
const FILE_KEYS = new Set(Object.keys(exportFileSchema.shape));
const CAMPAIGN_KEYS = new Set(Object.keys(exportedCampaignSchema.shape));
const CAMPAIGN_ORDER = Object.keys(exportedCampaignSchema.shape);

/** The file's bytes → the checked file, as `parseExport(new TextDecoder().decode(bytes))` gives it, in less memory. */
export function parseExportBytes(bytes: Uint8Array): Result<ExportFile> {
  const file = readPieces(bytes);
  return file ? ok(file) : parseExport(new TextDecoder().decode(bytes));
}

/** Thrown inside the reader: this file is not one it reads piece by piece. */
class NotPlain extends Error {}

/** The file read piece by piece, or null when it is not a plain well-formed export (then it is read whole). */
export function readPieces(bytes: Uint8Array): ExportFile | null {
  try {
    return new PieceReader(bytes).file();
  } catch (error) {
    if (error instanceof NotPlain) return null;
    throw error;
  }
}

class PieceReader {
  private at = 0;
  private readonly decoder = new TextDecoder();

  constructor(private readonly bytes: Uint8Array) {
    // A byte-order mark, as the whole-file decoder drops it.
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) this.at = 3;
  }

  file(): ExportFile {
    const top: Record<string, unknown> = {};
    let campaigns: ExportFile['campaigns'] | null = null;
    this.object((key) => {
      if (!FILE_KEYS.has(key) || Object.hasOwn(top, key) || (key === 'campaigns' && campaigns)) throw new NotPlain();
      if (key !== 'campaigns') return void (top[key] = this.value());
      campaigns = [];
      this.array(() => campaigns!.push(this.campaign()));
    });
    this.space();
    if (this.at !== this.bytes.length) throw new NotPlain();
    // The format and its version first, as `parseExport` asks them: another answer is its to give.
    if (top.format !== EXPORT_FORMAT || typeof top.formatVersion !== 'number' || top.formatVersion > EXPORT_FORMAT_VERSION)
      throw new NotPlain();
    const fields = fileFields.safeParse(top);
    if (!fields.success || !campaigns || (campaigns as unknown[]).length === 0) throw new NotPlain();
    return { ...fields.data, campaigns };
  }

  private campaign(): ExportFile['campaigns'][number] {
    const raw: Record<string, unknown> = {};
    let events: ExportedEvent[] | null = null;
    this.object((key) => {
      if (!CAMPAIGN_KEYS.has(key) || Object.hasOwn(raw, key) || (key === 'events' && events)) throw new NotPlain();
      if (key !== 'events') return void (raw[key] = this.value());
      const log: ExportedEvent[] = [];
      events = log;
      this.array(() => {
        const event = exportedEventSchema.safeParse(this.value());
        if (!event.success) throw new NotPlain();
        log.push(event.data);
      });
    });
    const fields = campaignFields.safeParse(raw);
    if (!fields.success || !events || (events as ExportedEvent[]).length === 0) throw new NotPlain();
    // The fields in the schema's order, as the whole file's check gives them.
    const all: Record<string, unknown> = { ...fields.data, events };
    const ordered: Record<string, unknown> = {};
    for (const key of CAMPAIGN_ORDER) if (Object.hasOwn(all, key)) ordered[key] = all[key];
    return ordered as ExportFile['campaigns'][number];
  }

  /** `{ "key": …, … }`: `member` reads each value (the reader stands on it). */
  private object(member: (key: string) => void): void {
    this.expect(OPEN_OBJECT);
    if (this.peek() === CLOSE_OBJECT) return void this.at++;
    for (;;) {
      this.space();
      if (this.bytes[this.at] !== QUOTE) throw new NotPlain();
      const key = this.parse(this.at, this.stringEnd(this.at));
      if (typeof key !== 'string') throw new NotPlain();
      this.expect(COLON);
      this.space();
      member(key);
      const next = this.peek();
      this.at++;
      if (next === CLOSE_OBJECT) return;
      if (next !== COMMA) throw new NotPlain();
    }
  }

  /** `[ …, … ]`: `element` reads each element (the reader stands on it). */
  private array(element: () => void): void {
    this.expect(OPEN_ARRAY);
    if (this.peek() === CLOSE_ARRAY) return void this.at++;
    for (;;) {
      this.space();
      element();
      const next = this.peek();
      this.at++;
      if (next === CLOSE_ARRAY) return;
      if (next !== COMMA) throw new NotPlain();
    }
  }

  /** The value the reader stands on, parsed alone. */
  private value(): unknown {
    const start = this.at;
    return this.parse(start, this.valueEnd(start));
  }

  /** Parses bytes [start, end) and moves past them. */
  private parse(start: number, end: number): unknown {
    this.at = end;
    try {
      return JSON.parse(this.decoder.decode(this.bytes.subarray(start, end)));
    } catch {
      throw new NotPlain();
    }
  }

  /** Where the value at `start` ends: a string, an object or array (its brackets matched, strings skipped), or a number or word. */
  private valueEnd(start: number): number {
    const { bytes } = this;
    const first = bytes[start];
    if (first === QUOTE) return this.stringEnd(start);
    if (first === OPEN_OBJECT || first === OPEN_ARRAY) {
      let depth = 0;
      for (let i = start; i < bytes.length; i++) {
        const b = bytes[i];
        if (b === QUOTE) i = this.stringEnd(i) - 1;
        else if (b === OPEN_OBJECT || b === OPEN_ARRAY) depth++;
        else if ((b === CLOSE_OBJECT || b === CLOSE_ARRAY) && --depth === 0) return i + 1;
      }
      throw new NotPlain();
    }
    let i = start;
    while (i < bytes.length && !isEnd(bytes[i])) i++;
    if (i === start) throw new NotPlain();
    return i;
  }

  /** Just past the string whose opening quote is at `start`. */
  private stringEnd(start: number): number {
    const { bytes } = this;
    let i = start + 1;
    for (;;) {
      const quote = bytes.indexOf(QUOTE, i);
      if (quote < 0) throw new NotPlain();
      let slashes = 0;
      while (bytes[quote - 1 - slashes] === BACKSLASH) slashes++;
      if (slashes % 2 === 0) return quote + 1;
      i = quote + 1;
    }
  }

  private space(): void {
    const { bytes } = this;
    while (this.at < bytes.length && isSpace(bytes[this.at])) this.at++;
  }

  /** The next byte that is not white space (the reader stands on it). */
  private peek(): number | undefined {
    this.space();
    return this.bytes[this.at];
  }

  private expect(byte: number): void {
    this.space();
    if (this.bytes[this.at] !== byte) throw new NotPlain();
    this.at++;
  }
}

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
const isEnd = (b: number) => isSpace(b) || b === COMMA || b === CLOSE_OBJECT || b === CLOSE_ARRAY || b === COLON;
