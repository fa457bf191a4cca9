// Spreadsheets run a cell that starts with one of these as a formula; a leading apostrophe makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-looking text neutralised, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: UTF-8 byte order mark (so spreadsheets read names right) and CRLF line ends. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return '\uFEFF' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
