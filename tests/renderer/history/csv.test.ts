/**
 * Issue 27 finding 5: a campaign named `=cmd|' /C calc'!A0` (or one arriving in someone's export)
 * made every chronicle CSV row a formula in a spreadsheet. Every CSV export now writes such cells
 * as text.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../renderer/src/history/csv';

const DANGEROUS = ["=cmd|' /C calc'!A0", '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1', '=HYPERLINK("http://x")\nline two', '＝1+1'];

describe('CSV formula injection', () => {
  it('every cell a spreadsheet would run is written as text with a leading apostrophe, and reads back as that text', async () => {
    const csv = await toCsv(DANGEROUS.map((name, i) => ({ campaign: name, narration: `Roll ${i}`, seq: i })));
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(parsed.map((r) => r.campaign)).toEqual(DANGEROUS.map((name) => `'${name}`));
    // Each escaped cell is quoted, so no line of the file starts a formula either.
    for (const line of csv.split('\r\n').slice(1)) expect(line).not.toMatch(/^[=+\-@]/);
  });

  it('ordinary cells and numbers (negative ones included) are written as they are', async () => {
    const csv = await toCsv([{ campaign: 'Arkham 1926', delta: -3, note: 'a = b', empty: '' }]);
    expect(csv).toBe('campaign,delta,note,empty\r\nArkham 1926,-3,a = b,');
  });
});
