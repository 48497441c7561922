/**
 * Issue 27 findings 7 and 8: the browser build compared the file's characters with the socket's
 * limit while the socket counted the request with the file escaped inside it, so files of about
 * 54.7–63.9 MB passed the check and the connection was cut. The file now goes in chunks of its
 * UTF-8 bytes (`history/import-upload`), and the check counts exactly those bytes: a file escaped
 * past the old message size now fits, one byte past the limit is refused before anything is sent.
 */
import { describe, expect, it } from 'vitest';
import { tooLargeForBrowser, utf8Bytes } from '../../../renderer/src/history/import-size';
import { IMPORT_MAX_BYTES, WEBSOCKET_MAX_MESSAGE, type WireRequest } from '../../../shared/rpc/transport';

/** An export-shaped file of about `mb` MB: pretty-printed JSON, quotes and line breaks throughout. */
function exportOf(mb: number): string {
  const event =
    '\n  {\n   "seq": 1,\n   "type": "roll",\n   "payload": "{\\"count\\":3,\\"die\\":\\"d6\\"}",\n   "phase": "dice-tray/free-play"\n  },';
  return `{\n "format": "doomkeeper-export",\n "campaigns": [${event.repeat(Math.ceil((mb * 1024 * 1024) / event.length))}\n ]\n}`;
}

describe('the browser build refuses an import by the bytes it will send', () => {
  it('a 58 MB export — over the socket’s message size once escaped in a request — now fits: its bytes go in chunks', () => {
    const content = exportOf(58);
    const asOneRequest = new TextEncoder().encode(
      JSON.stringify({ id: 1, method: 'history/import', args: { content } } satisfies WireRequest),
    ).length;
    expect(asOneRequest).toBeGreaterThan(WEBSOCKET_MAX_MESSAGE); // what the socket cut off before
    expect(utf8Bytes(content)).toBeLessThan(IMPORT_MAX_BYTES);
    expect(tooLargeForBrowser(content)).toBe(false);
  }, 60_000);

  it('a 65 MB export is refused before it is sent', () => {
    const content = exportOf(65);
    expect(utf8Bytes(content)).toBeGreaterThan(IMPORT_MAX_BYTES);
    expect(tooLargeForBrowser(content)).toBe(true);
  }, 60_000);

  it('counts UTF-8 as the socket does: accents, symbols and emoji (surrogate pairs)', () => {
    for (const text of ['plain', 'Sébastien', '☠ Doom', '🎲🎲 rolled', 'lone \ud800 surrogate'])
      expect(utf8Bytes(text)).toBe(new TextEncoder().encode(text).length);
  });

  it('at the edge: one byte over the limit is refused, at the limit it is not (multi-byte characters counted as bytes)', () => {
    const limit = 10_000;
    const fits = `${'é'.repeat(1_000)}${'x'.repeat(limit - 2_000)}`;
    expect(utf8Bytes(fits)).toBe(limit);
    expect(tooLargeForBrowser(fits, limit)).toBe(false);
    expect(tooLargeForBrowser(`${fits}x`, limit)).toBe(true);
    expect(tooLargeForBrowser(`${fits.slice(1)}☠`, limit)).toBe(true); // 2 bytes out, 3 in
  });
});
