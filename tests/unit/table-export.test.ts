import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/lib/export/table-export';

const csvOf = (rows: (string | number | null)[][]) =>
  toCsv({ name: 'x', headers: ['a'], rows })
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);

describe('CSV export', () => {
  it('opens text that a spreadsheet would run as a formula as text (formula injection)', () => {
    expect(csvOf([['=HYPERLINK("http://x","y")'], ['+1+1'], ['-2+3'], ['@SUM(A1)'], ['\tcmd'], ['\rcmd']])).toEqual([
      `"'=HYPERLINK(""http://x"",""y"")"`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\tcmd",
      `"'\rcmd"`,
    ]);
  });

  it('leaves numbers (negative ones too), plain text and empty cells as they were', () => {
    expect(csvOf([[-1500.5], ['María José'], [null], ['a;b']])).toEqual(['-1500,5', 'María José', '', '"a;b"']);
  });
});
