/**
 * Issue 27 finding 8: the browser build compared the file's characters with the socket's limit,
 * but the socket counts the UTF-8 bytes of the request with the file escaped inside it. Files of
 * about 54.7–63.9 MB passed the check and the connection was then cut. The check now counts the
 * bytes that will be sent; a file that fits is still let through.
 */
import { describe, expect, it } from 'vitest';
import { importRequestBytes, tooLargeForBrowser, utf8Bytes } from '../../../renderer/src/history/import-size';
import { WEBSOCKET_MAX_MESSAGE, type WireRequest } from '../../../shared/rpc/transport';

/** An export-shaped file of about `mb` MB: pretty-printed JSON, quotes and line breaks throughout. */
function exportOf(mb: number): string {
  const event =
    '\n  {\n   "seq": 1,\n   "type": "roll",\n   "payload": "{\\"count\\":3,\\"die\\":\\"d6\\"}",\n   "phase": "dice-tray/free-play"\n  },';
  return `{\n "format": "doomkeeper-export",\n "campaigns": [${event.repeat(Math.ceil((mb * 1024 * 1024) / event.length))}\n ]\n}`;
}

describe('the browser build refuses an import by the bytes it will send', () => {
  it('a 58 MB export — under the limit in characters, over it as sent — is refused before it is sent', () => {
    const content = exportOf(58);
    expect(content.length).toBeLessThan(WEBSOCKET_MAX_MESSAGE - 64 * 1024); // what the old check let through
    const sent = new TextEncoder().encode(
      JSON.stringify({ id: 1, method: 'history/import', args: { content } } satisfies WireRequest),
    ).length;
    expect(sent).toBeGreaterThan(WEBSOCKET_MAX_MESSAGE); // what the socket then cut off
    expect(importRequestBytes(content, false)).toBeGreaterThanOrEqual(sent);
    expect(tooLargeForBrowser(content, false)).toBe(true);
  }, 60_000);

  it('a 40 MB export that fits as sent goes through', () => {
    expect(tooLargeForBrowser(exportOf(40), false)).toBe(false);
  }, 60_000);

  it('counts UTF-8 as the socket does: accents, symbols and emoji (surrogate pairs)', () => {
    for (const text of ['plain', 'Sébastien', '☠ Doom', '🎲🎲 rolled', 'lone \ud800 surrogate'])
      expect(utf8Bytes(text)).toBe(new TextEncoder().encode(text).length);
  });

  it('at the edge: one byte over the limit as sent is refused, at the limit it is not', () => {
    const base = importRequestBytes('', false);
    const limit = 10_000;
    const fits = 'x'.repeat(limit - base);
    expect(importRequestBytes(fits, false)).toBe(limit);
    expect(tooLargeForBrowser(fits, false, limit)).toBe(false);
    expect(tooLargeForBrowser(`${fits}"`, false, limit)).toBe(true); // one quote is two bytes escaped
  });
});
