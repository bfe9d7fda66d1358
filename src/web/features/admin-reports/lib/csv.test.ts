import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows, numbers as they are, lines ending in CRLF', () => {
    expect(
      toCsv(
        ['Day', 'Turnover', 'GGR'],
        [
          ['2026-11-20', 1300, -900],
          ['2026-11-21', 600.5, 410],
        ],
      ),
    ).toBe('Day,Turnover,GGR\r\n2026-11-20,1300,-900\r\n2026-11-21,600.5,410\r\n');
  });

  it('quotes text with commas, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv(['Match'], [['Mumbai Indians vs "CSK", Chennai'], ['two\nlines']])).toBe(
      'Match\r\n"Mumbai Indians vs ""CSK"", Chennai"\r\n"two\nlines"\r\n',
    );
  });

  it('keeps text that a spreadsheet would run as a formula from being one, but not negative numbers', () => {
    expect(toCsv(['Name'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)'], [-3]])).toBe(
      `Name\r\n"'=HYPERLINK(""x"")"\r\n'+1\r\n'-2\r\n'@SUM(A1)\r\n-3\r\n`,
    );
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['Day', 'GGR'], [])).toBe('Day,GGR\r\n');
  });
});
