import { describe, expect, it } from 'vitest';
import { isoOfNationalityId, nationalityIdOf, toNationalityId } from './nationality';

describe('nationality as the country id (spec §3 visitor block: nationality (country id))', () => {
  it('maps ISO alpha-2 codes to numeric ids and back', () => {
    expect(nationalityIdOf('AE')).toBe('784');
    expect(nationalityIdOf('gb')).toBe('826');
    expect(nationalityIdOf('AF')).toBe('4');
    expect(isoOfNationalityId('4')).toBe('AF');
    expect(isoOfNationalityId('784')).toBe('AE');
    expect(isoOfNationalityId('999')).toBeNull();
    expect(isoOfNationalityId('abc')).toBeNull();
  });
  it('reads a stored nationality, id or code, as the id', () => {
    expect(toNationalityId('784')).toBe('784');
    expect(toNationalityId('AE')).toBe('784');
    expect(toNationalityId('999')).toBe('');
    expect(toNationalityId('')).toBe('');
  });
});
