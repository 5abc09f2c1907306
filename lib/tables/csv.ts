// What a table exports: RFC 4180 CSV (quoted where needed, CRLF rows) with a byte-order mark so a
// spreadsheet opens ₹ and names correctly. A cell that a spreadsheet would run as a formula (=, +, -, @)
// is prefixed with an apostrophe, so an exported name can never execute.

const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA.test(value) && !/^-?\d[\d,.]*$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The byte-order mark a file starts with, so a spreadsheet reads it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** One row, with its line end: a file streamed a batch at a time is these, after the BOM. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${CSV_BOM}${[headers, ...rows].map(csvLine).join('')}`;
}

/** A file name for today's export: 'transactions-2026-11-28.csv'. */
export function csvFileName(stem: string, day: Date = new Date()): string {
  const slug = stem.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'export';
  return `${slug}-${day.toISOString().slice(0, 10)}.csv`;
}
