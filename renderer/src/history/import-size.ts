/**
 * Whether an import fits the browser build's connection. The WebSocket counts the UTF-8 bytes of
 * the whole request, with the file escaped inside it (every `"` and line break doubled), not the
 * file's characters: comparing characters let files of about 54.7–63.9 MB through, and the
 * socket then cut them off (issue 27 finding 8).
 */
import { WEBSOCKET_MAX_MESSAGE, type WireRequest } from '../../../shared/rpc/transport';

/** UTF-8 bytes of a string, counted without encoding it (the request may be 100 MB). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** The bytes the browser build's socket will carry for this import: the request as `api/client.ts` sends it, with the largest id. */
export function importRequestBytes(content: string, keepBoth: boolean): number {
  const request: WireRequest = {
    id: Number.MAX_SAFE_INTEGER,
    method: 'history/import',
    args: { content, ...(keepBoth ? { keepBoth } : {}) },
  };
  return utf8Bytes(JSON.stringify(request));
}

/** Whether the browser build's socket would refuse this import (the desktop app has no such limit). */
export function tooLargeForBrowser(content: string, keepBoth: boolean, limit = WEBSOCKET_MAX_MESSAGE): boolean {
  // Each character is at most 6 bytes escaped: far below the limit there is nothing to count.
  if (content.length * 6 + 1024 < limit) return false;
  return content.length >= limit || importRequestBytes(content, keepBoth) > limit;
}
