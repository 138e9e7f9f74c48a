import { isValidEmail } from '@/lib/validation/email';
import { isValidPhone, normaliseMobileNumber } from '@/lib/validation/phone';
import { asciiDigits } from '@/lib/validation/digits';
import { readCsv, writeCsv, type CsvReadError } from './csv';

/**
 * Partner guests (spec §6 business partner: wholesale bulk upload of guests, manual participant entry, guest list).
 * One rule for a guest row, used by the storefront before it sends (the sandbox checks on its own when it receives): a file is
 * imported only when every row passes.
 */
export const GUEST_COLUMNS = ['name', 'email', 'country_code', 'mobile_number', 'nationality'] as const;
export type GuestColumn = (typeof GUEST_COLUMNS)[number];
export const GUEST_REQUIRED: readonly GuestColumn[] = ['name', 'email', 'country_code', 'mobile_number'];
export const GUEST_MAX_ROWS = 500;
/** Upload limit for the CSV file. */
export const GUEST_FILE_MAX_BYTES = 256 * 1024;

export type GuestRow = Record<GuestColumn, string>;
export interface RowError {
  row: number;
  column: GuestColumn | 'file';
  /** A key of the `selfService.csv` messages. */
  message: string;
}

const NAME_RE = /^[\p{L}\p{M} .'-]+$/u;

/** Spec §5 visitor rules for one guest: name (2-120 letters), email, mobile with country code, nationality ISO-2. */
export function checkGuestRow(g: GuestRow, row: number): RowError[] {
  const errors: RowError[] = [];
  const name = g.name.trim();
  if (!name) errors.push({ row, column: 'name', message: 'required' });
  else if (Array.from(name).length < 2 || name.length > 120 || !NAME_RE.test(name)) errors.push({ row, column: 'name', message: 'nameInvalid' });
  if (!g.email.trim()) errors.push({ row, column: 'email', message: 'required' });
  else if (!isValidEmail(g.email.trim()) || g.email.length > 120) errors.push({ row, column: 'email', message: 'emailInvalid' });
  const cc = asciiDigits(g.country_code).trim().replace(/^\+/, '');
  if (!cc) errors.push({ row, column: 'country_code', message: 'required' });
  else if (!/^\d{1,4}$/.test(cc)) errors.push({ row, column: 'country_code', message: 'countryCodeInvalid' });
  if (!g.mobile_number.trim()) errors.push({ row, column: 'mobile_number', message: 'required' });
  else if (/^\d{1,4}$/.test(cc) && !isValidPhone(cc, g.mobile_number)) errors.push({ row, column: 'mobile_number', message: 'mobileInvalid' });
  if (g.nationality.trim() && !/^[A-Za-z]{2}$/.test(g.nationality.trim())) errors.push({ row, column: 'nationality', message: 'nationalityInvalid' });
  return errors;
}

export function cleanGuest(g: GuestRow): GuestRow {
  return {
    name: g.name.trim().replace(/\s+/g, ' '),
    email: g.email.trim().toLowerCase(),
    country_code: asciiDigits(g.country_code).trim().replace(/^\+/, ''),
    mobile_number: normaliseMobileNumber(g.mobile_number.trim()),
    nationality: g.nationality.trim().toUpperCase(),
  };
}

/** Every guest row checked; nothing is returned as importable unless all rows pass. */
export function checkGuests(rows: Array<{ row: number; cells: GuestRow }>): { guests: GuestRow[] } | { errors: RowError[] } {
  const errors = rows.flatMap((r) => checkGuestRow(r.cells, r.row));
  return errors.length ? { errors } : { guests: rows.map((r) => cleanGuest(r.cells)) };
}

export type GuestFileResult = { guests: GuestRow[] } | { errors: RowError[] } | { fileError: CsvReadError };

/** A guest CSV read and checked whole. */
export function parseGuestCsv(text: string): GuestFileResult {
  const read = readCsv(text, GUEST_COLUMNS, GUEST_REQUIRED, GUEST_MAX_ROWS);
  if ('error' in read) return { fileError: read.error };
  return checkGuests(read.rows.map((r) => ({ row: r.row, cells: r.cells as GuestRow })));
}

/** The downloadable template: the header and one example row. */
export function guestTemplateCsv(): string {
  return writeCsv(GUEST_COLUMNS, [{ name: 'Sara Ahmed', email: 'sara@example.com', country_code: '971', mobile_number: '501234567', nationality: 'AE' }]);
}

export function guestListCsv(guests: ReadonlyArray<Partial<Record<GuestColumn, string | null>>>): string {
  return writeCsv(GUEST_COLUMNS, guests);
}
