/** CSV text from rows: papaparse loads on the first export, not with the screens that offer one. */

/**
 * A cell a spreadsheet would run as a formula: one starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return (or their full-width forms, which some spreadsheets read alike). papaparse's own
 * default pattern misses a formula followed by a line break, so ours reads the first character only.
 * Such cells are written with a leading `'`, which shows the text as it was (issue 27 finding 5: a
 * campaign named `=cmd|' /C calc'!A0` made every chronicle row a formula).
 */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export async function toCsv(rows: readonly Record<string, unknown>[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse([...rows], { newline: '\r\n', escapeFormulae: FORMULA_START });
}
