/**
 * Stands in for `@intlify/message-compiler` in the renderer's bundles (the alias in vite.config.ts
 * and electron.vite.config.ts). Our messages are compiled by `./icu.ts` (the `messageCompiler` of
 * `./index.ts`), so vue-i18n's own compiler never runs; yet its runtime build registers it, which
 * kept the whole compiler (~17 KB, 5 KB gzip) in the first screen's scripts. These are the names
 * `@intlify/core-base` imports from it, with the package's behaviour for the ones it may call.
 */

/** The compiler's error codes (vue-i18n numbers its own after them). */
export const CompileErrorCodes = {
  EXPECTED_TOKEN: 1,
  INVALID_TOKEN_IN_PLACEHOLDER: 2,
  UNTERMINATED_SINGLE_QUOTE_IN_PLACEHOLDER: 3,
  UNKNOWN_ESCAPE_SEQUENCE: 4,
  INVALID_UNICODE_ESCAPE_SEQUENCE: 5,
  UNBALANCED_CLOSING_BRACE: 6,
  UNTERMINATED_CLOSING_BRACE: 7,
  EMPTY_PLACEHOLDER: 8,
  NOT_ALLOW_NEST_PLACEHOLDER: 9,
  INVALID_LINKED_FORMAT: 10,
  MUST_HAVE_MESSAGES_IN_PLURAL: 11,
  UNEXPECTED_EMPTY_LINKED_MODIFIER: 12,
  UNEXPECTED_EMPTY_LINKED_KEY: 13,
  UNEXPECTED_LEXICAL_ANALYSIS: 14,
  UNHANDLED_CODEGEN_NODE_TYPE: 15,
  UNHANDLED_MINIFIER_NODE_TYPE: 16,
} as const;
export const COMPILE_ERROR_CODES_EXTEND_POINT = 17;

interface CompileError extends SyntaxError {
  code: number;
  location?: unknown;
  domain?: unknown;
}

/** An error of vue-i18n's, as the package makes it in a production build (its code as the message). */
export function createCompileError(code: number, loc: unknown, options: { domain?: unknown } = {}): CompileError {
  const error = new SyntaxError(String(code)) as CompileError;
  error.code = code;
  if (loc) error.location = loc;
  error.domain = options.domain;
  return error;
}

export function defaultOnError(error: unknown): never {
  throw error;
}

const HTML_TAG = /<\/?[\w\s="/.':;#-/]+>/;
export const detectHtmlTag = (source: string): boolean => HTML_TAG.test(source);

/** vue-i18n's own compiler: never called, as every message goes through `./icu.ts`. */
export function baseCompile(): never {
  throw new Error("vue-i18n's message compiler is not in this build: messages are compiled by renderer/src/i18n/icu.ts.");
}
