/**
 * Whether an import fits the browser build. The file goes in chunks of its UTF-8 bytes
 * (`history/import-upload`), so what counts is those bytes — not its characters, and no longer the
 * request with the file escaped inside it (issue 27 findings 7 and 8).
 */
import { IMPORT_MAX_BYTES } from '../../../shared/rpc/transport';

/** UTF-8 bytes of a string, counted without encoding it (the file may be 100 MB). */
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

/** Whether the browser build would refuse this file (the desktop app has no such limit). */
export function tooLargeForBrowser(content: string, limit = IMPORT_MAX_BYTES): boolean {
  // Each character is at most 3 bytes: far below the limit there is nothing to count.
  if (content.length * 3 <= limit) return false;
  return content.length > limit || utf8Bytes(content) > limit;
}
