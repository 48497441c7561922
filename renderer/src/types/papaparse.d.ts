/**
 * The part of papaparse the renderer uses, for the web type check only (tsconfig.web.json `paths`):
 * @types/papaparse references Node's types, which would let `process` and `Buffer` into the renderer.
 */
declare const Papa: {
  unparse: (rows: readonly unknown[], config?: { newline?: string; escapeFormulae?: boolean | RegExp }) => string;
};
export default Papa;
