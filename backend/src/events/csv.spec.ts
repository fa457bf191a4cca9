import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('neutralises cells that a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Samosas')).toBe('Samosas');
  });

  it('leaves numbers alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a UTF-8 byte order mark and ends lines with CRLF', () => {
    const csv = toCsv([['Name'], ['Zoë']]);
    expect(csv.startsWith('\uFEFFName\r\nZoë\r\n')).toBe(true);
  });
});
