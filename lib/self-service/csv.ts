import Papa from 'papaparse';

/**
 * CSV files the storefront reads and writes (partner guest upload and template, guest list). Parsing is papaparse's
 * (quotes, commas and line breaks inside cells, any script). Written files start with a UTF-8 BOM so spreadsheets
 * read Arabic correctly, and never carry a cell a spreadsheet would run as a formula: a cell starting with =, +, -,
 * @, tab or carriage return is written with a leading apostrophe, which reading takes off again, so a file the
 * storefront wrote imports the same rows.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const BOM = '\uFEFF';

export function neutraliseCell(v: string): string {
  return FORMULA_START.test(v) ? `'${v}` : v;
}

function restoreCell(v: string): string {
  return v.startsWith("'") && FORMULA_START.test(v.slice(1)) ? v.slice(1) : v;
}

/** A CSV document (CRLF, every cell quoted) with a BOM; cells neutralised. */
export function writeCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, string | number | null | undefined>>): string {
  const data = rows.map((r) => columns.map((c) => neutraliseCell(r[c] == null ? '' : String(r[c]))));
  return BOM + Papa.unparse({ fields: columns.map(neutraliseCell), data }, { quotes: true, newline: '\r\n' });
}

export type CsvReadError = { kind: 'empty' } | { kind: 'malformed'; row: number } | { kind: 'columns'; missing: string[] } | { kind: 'tooMany'; max: number };

/**
 * Rows of a CSV with a header line, keyed by the expected column names (header matched case-insensitively and
 * trimmed; other columns ignored). `row` is the spreadsheet row number (the header is row 1).
 */
export function readCsv(
  text: string,
  columns: readonly string[],
  required: readonly string[],
  maxRows: number,
): { rows: Array<{ row: number; cells: Record<string, string> }> } | { error: CsvReadError } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) return { error: { kind: 'malformed', row: (quoteError.row ?? 0) + 1 } };
  const [header, ...body] = parsed.data;
  if (!header) return { error: { kind: 'empty' } };
  const names = header.map((h) => restoreCell(String(h)).trim().toLowerCase());
  const missing = required.filter((c) => !names.includes(c));
  if (missing.length) return { error: { kind: 'columns', missing } };
  if (!body.length) return { error: { kind: 'empty' } };
  if (body.length > maxRows) return { error: { kind: 'tooMany', max: maxRows } };
  const index = Object.fromEntries(columns.map((c) => [c, names.indexOf(c)]));
  return {
    rows: body.map((cells, i) => ({
      row: i + 2,
      cells: Object.fromEntries(columns.map((c) => [c, index[c]! >= 0 ? restoreCell(String(cells[index[c]!] ?? '')).trim() : ''])),
    })),
  };
}
