/**
 * The globals shared/ may use beyond the language's own: those both of its hosts have, Node (main,
 * the server, the lab's workers) and the browser (the renderer). typecheck/shared.json checks
 * shared/ with these alone, so code there that needs the DOM or Node fails the check.
 */
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: ArrayBufferView | ArrayBuffer): string;
}
