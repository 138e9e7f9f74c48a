import { describe, expect, it } from 'vitest';
import { changeAllowed, checkFamilyBody, checkGuestRows, checkProfileBody, passwordProblem, presetSince } from './self-service-checks';

const today = '2026-01-10';
const person = { first_name: ' Layla ', last_name: 'Haddad', email: 'layla@example.com', country_code: '+971', mobile_number: '050 123 4567' };

describe("the sandbox's own checks of customer writes (spec §3, §5, §6, §9)", () => {
  it('saves a profile cleaned: names trimmed, country code without +, mobile digits without the leading 0', () => {
    expect(checkProfileBody(person, today)).toMatchObject({ value: { first_name: 'Layla', country_code: '971', mobile_number: '501234567', id_proof_type_id: null } });
  });

  it.each([
    [{ first_name: 'L' }, { first_name: 'nameMin' }],
    [{ last_name: 'H4ddad' }, { last_name: 'nameInvalid' }],
    [{ email: '' }, { email: 'emailRequired' }],
    [{ email: '<b>x</b>@evil.com' }, { email: 'emailInvalid' }],
    [{ mobile_number: '1234' }, { mobile_number: 'mobileInvalid' }],
    [{ dob: '2026-01-11' }, { dob: 'dateInvalid' }],
    [{ expiry_date: '2030-01-01', gender: 'Other' }, { gender: 'required' }],
    [{ id_proof_type_id: '32', id_proof_number: '784-1990-1234567-5' }, { id_proof_number: 'emiratesIdInvalid' }],
    [{ id_proof_type_id: '32', id_proof_number: '785-1990-1234567-6' }, { id_proof_number: 'emiratesIdFormat' }],
    [{ id_proof_type_id: '33', id_proof_number: 'A'.repeat(16) }, { id_proof_number: 'idNumberMax' }],
    [{ id_proof_number: 'N12345' }, { id_proof_type_id: 'required' }],
  ])('refuses a profile with %o', (change, errors) => {
    expect(checkProfileBody({ ...person, ...change }, today)).toEqual({ errors });
  });

  it('keeps a valid Emirates ID as typed and a passport number as letters and digits', () => {
    expect(checkProfileBody({ ...person, id_proof_type_id: '32', id_proof_number: '784-1990-1234567-6' }, today)).toMatchObject({ value: { id_proof_number: '784-1990-1234567-6' } });
    expect(checkProfileBody({ ...person, id_proof_type_id: '33', id_proof_number: 'N-12 345' }, today)).toMatchObject({ value: { id_proof_type_id: 33, id_proof_number: 'N12345' } });
  });

  it('checks a family member as a visitor', () => {
    expect(checkFamilyBody({ name: 'Omar Haddad', email: 'o@example.com', country_code: '', mobile_number: '501234567' }, today)).toEqual({});
    expect(checkFamilyBody({ name: '', email: 'x', country_code: '971', mobile_number: '', dob: 'soon' }, today)).toEqual({ name: 'required', email: 'emailInvalid', mobile_number: 'mobileRequired', dob: 'dateInvalid' });
  });

  it('asks for a strong password', () => {
    expect(['Short#1', 'alllower#2026', `A#1${'a'.repeat(126)}`, 'New#Pass2026'].map(passwordProblem)).toEqual(['passwordMin', 'passwordStrength', 'tooLong:128', null]);
  });

  it('imports guests all or nothing, naming each bad row and column', () => {
    const guest = { name: 'Sara  Ahmed', email: 'Sara@Example.com', country_code: '+971', mobile_number: '0501234567', nationality: 'ae' };
    expect(checkGuestRows([{ row: 2, guest }])).toEqual({ guests: [{ name: 'Sara Ahmed', email: 'sara@example.com', country_code: '971', mobile_number: '501234567', nationality: 'AE' }] });
    expect(checkGuestRows([{ row: 2, guest }, { row: 3, guest: { ...guest, email: 'nope', country_code: '97x', nationality: 'UAE' } }])).toEqual({
      errors: [
        { row: 3, column: 'email', message: 'emailInvalid' },
        { row: 3, column: 'country_code', message: 'countryCodeInvalid' },
        { row: 3, column: 'nationality', message: 'nationalityInvalid' },
      ],
    });
  });

  it('counts presets back from today and allows changes until two hours before a paid slot', () => {
    expect(new Date(presetSince('week', today)).toISOString().slice(0, 10)).toBe('2026-01-03');
    expect(presetSince('3months', today)).toBe(Date.parse('2025-10-12T00:00:00Z'));
    expect(presetSince(null, today)).toBe(0);
    expect(presetSince('toString', today)).toBe(0);
    const now = { date: today, minutes: 600 };
    expect(changeAllowed({ status: 'paid', date: today, start: '12:00:00' }, now)).toBe(true);
    expect(changeAllowed({ status: 'paid', date: today, start: '11:59:00' }, now)).toBe(false);
    expect(changeAllowed({ status: 'pending', date: '2026-02-01', start: '12:00:00' }, now)).toBe(false);
    expect(changeAllowed({ status: 'paid', date: '2026-01-09', start: '23:00:00' }, now)).toBe(false);
  });
});
