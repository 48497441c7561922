/** CSV text from rows: papaparse loads on the first export, not with the screens that offer one. */
export async function toCsv(rows: readonly Record<string, unknown>[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse([...rows], { newline: '\r\n' });
}
