import { describe, expect, it } from 'vitest';
import { checkGuestRow, cleanGuest } from './guests';

describe('a guest row typed with Arabic-Indic digits (issue 23: CSV cells are numeric fields too)', () => {
  it('passes and is sent in ASCII', () => {
    const row = { name: 'Huda Saleh', email: 'huda@example.com', country_code: '+٩٧١', mobile_number: '٠٥٠١٢٣٤٥٦٧', nationality: 'ae' };
    expect(checkGuestRow(row, 2)).toEqual([]);
    expect(cleanGuest(row)).toMatchObject({ country_code: '971', mobile_number: '501234567' });
  });
});
