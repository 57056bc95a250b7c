/*
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a byte-order mark so Excel reads
 * UTF-8 (Vietnamese column names). A text cell that a spreadsheet would run as a formula (=, +, -,
 * @, tab, CR first) is written with a leading apostrophe (OWASP CSV injection); numbers, and
 * decimal texts such as -12.34, are kept.
 */

export const CSV_BOM = '\uFEFF';
const FORMULA = /^[=+\-@\t\r]/;
/** A plain decimal (-12.34) is a number to a spreadsheet, not a formula. */
const DECIMAL = /^-?\d+(\.\d+)?$/;
const QUOTE = /[",\r\n]/;

/** One cell: numbers as they are, text quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA.test(value) && !DECIMAL.test(value) ? `'${value}` : value;
  return QUOTE.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, rows joined by CRLF, a final CRLF. */
export const toCsv = (rows: readonly (readonly (string | number)[])[]): string =>
  CSV_BOM + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
