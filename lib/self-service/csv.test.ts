import { describe, expect, it } from 'vitest';
import { neutraliseCell, readCsv, writeCsv } from './csv';
import { guestListCsv, guestTemplateCsv, parseGuestCsv } from './guests';

/** Issue 13 "Bad input and faults": CSV the storefront writes carries no formula, and reads back the same rows. */
describe('CSV writing', () => {
  it('never writes a cell a spreadsheet would run as a formula (=, +, -, @ prefixed)', () => {
    for (const v of ['=1+1', '+971', '-2', '@SUM(A1)', '\t=x']) expect(neutraliseCell(v)).toBe(`'${v}`);
    const csv = writeCsv(['a'], [{ a: '=HYPERLINK("http://x")' }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it('starts with a BOM and round-trips Arabic, commas, quotes, line breaks and formula-like cells', () => {
    const rows = [
      { name: 'سارة أحمد', email: 'sara@example.com', country_code: '971', mobile_number: '501234567', nationality: 'AE' },
      { name: 'O\'Neil, "Jr"', email: 'o@example.com', country_code: '44', mobile_number: '7700900123', nationality: '' },
      { name: '=cmd|x', email: '@x', country_code: '+1', mobile_number: '-5', nationality: 'line\nbreak' },
    ];
    const csv = guestListCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const back = readCsv(csv, ['name', 'email', 'country_code', 'mobile_number', 'nationality'], ['name'], 10);
    expect('rows' in back && back.rows.map((r) => r.cells)).toEqual(rows);
  });
});

describe('guest CSV (spec §6 wholesale bulk upload)', () => {
  it('the template imports as is', () => {
    const r = parseGuestCsv(guestTemplateCsv());
    expect('guests' in r && r.guests).toHaveLength(1);
  });

  it('names every bad cell by spreadsheet row and column, and imports nothing', () => {
    const csv = 'Name,Email,Country_Code,Mobile_Number\nSara Ahmed,sara@example.com,971,501234567\nX,bad,97a,12\n';
    expect(parseGuestCsv(csv)).toEqual({
      errors: [
        { row: 3, column: 'name', message: 'nameInvalid' },
        { row: 3, column: 'email', message: 'emailInvalid' },
        { row: 3, column: 'country_code', message: 'countryCodeInvalid' },
      ],
    });
  });

  it('refuses a file without the required columns, an empty file, too many rows, a broken quote', () => {
    expect(parseGuestCsv('name,email\nA B,a@b.co')).toEqual({ fileError: { kind: 'columns', missing: ['country_code', 'mobile_number'] } });
    expect(parseGuestCsv('')).toEqual({ fileError: { kind: 'empty' } });
    expect(parseGuestCsv('name,email,country_code,mobile_number\n')).toEqual({ fileError: { kind: 'empty' } });
    const many = `name,email,country_code,mobile_number\n${'Ali Omar,a@b.co,971,501234567\n'.repeat(501)}`;
    expect(parseGuestCsv(many)).toEqual({ fileError: { kind: 'tooMany', max: 500 } });
    expect('fileError' in parseGuestCsv('name,email,country_code,mobile_number\n"Ali,a@b.co,971,501234567\n')).toBe(true);
  });

  it('reads a BOM file from a spreadsheet with Arabic names and cleans the values', () => {
    const r = parseGuestCsv('\uFEFFname,email,country_code,mobile_number,nationality\r\n"علي  حسن", ALI@Example.com ,+971,0501234567,ae\r\n');
    expect(r).toEqual({ guests: [{ name: 'علي حسن', email: 'ali@example.com', country_code: '971', mobile_number: '501234567', nationality: 'AE' }] });
  });
});
