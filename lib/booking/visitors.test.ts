import { describe, expect, it } from 'vitest';
import { emptyVisitor, participantStep, splitMobile, validateVisitor, visitorCount, visitorFromProfile } from './visitors';

const off = { visible: false, required: false };
const cfg = { dob: { visible: true, required: true }, gender: { visible: true, required: false }, nationality: off, id: { visible: true, required: true }, religion: off, tag: off };
const ok = { ...emptyVisitor(), name: 'Sara Ali', mobile_number: '501234567', email: 'sara@example.com', dob: '1990-01-01', id_proof_number: '784-1990-1234567-6' };

describe('participant details (spec §5)', () => {
  it('guest asked to log in, logged-in user gets the details modal, unless collected or disabled', () => {
    expect(participantStep(true, false, false)).toBe('login');
    expect(participantStep(true, true, false)).toBe('details');
    expect(participantStep(true, true, true)).toBe('none');
    expect(participantStep(false, false, false)).toBe('none');
  });
  it('one block per visitor: tickets x participants', () => {
    expect(visitorCount(2, 4)).toBe(8);
  });
});

describe('visitor form (spec §5)', () => {
  it('accepts a complete visitor', () => {
    expect(validateVisitor(ok, cfg, [])).toEqual({});
  });
  it('name, mobile and email are required; email must be valid', () => {
    const e = validateVisitor({ ...emptyVisitor(), dob: '1990-01-01', id_proof_number: ok.id_proof_number }, cfg, []);
    expect(Object.keys(e).sort()).toEqual(['email', 'mobile_number', 'name']);
    expect(validateVisitor({ ...ok, email: 'no at' }, cfg, []).email).toEqual({ key: 'invalidEmail' });
  });
  it('visible-and-required flags decide dob and id; Emirates ID is checked', () => {
    expect(validateVisitor({ ...ok, dob: '' }, cfg, []).dob).toBeDefined();
    expect(validateVisitor({ ...ok, dob: '' }, { ...cfg, dob: off }, []).dob).toBeUndefined();
    expect(validateVisitor({ ...ok, id_proof_number: '784-1990-1234567-5' }, cfg, []).id_proof_number).toEqual({ key: 'eidInvalid' });
    expect(validateVisitor({ ...ok, gender: '' }, { ...cfg, gender: { visible: true, required: true } }, []).gender).toBeDefined();
  });
});

describe('visitorFromProfile (spec §5 participant details: first visitor from the profile, locked)', () => {
  it('fills and locks name, email, mobile split into code and number, nationality, dob and gender', () => {
    const { visitor, locked } = visitorFromProfile({
      first_name: 'Layla',
      last_name: 'Haddad',
      email: 'customer@example.com',
      country_code: '971',
      mobile_number: '501234567',
      nationality: 'AE',
      dob: '1992-04-18',
      gender: 'Female',
    });
    expect(visitor).toMatchObject({ name: 'Layla Haddad', email: 'customer@example.com', country_code: '971', mobile_number: '501234567', nationality: '784', dob: '1992-04-18', gender: 'Female' });
    expect(locked.sort()).toEqual(['country_code', 'dob', 'email', 'gender', 'mobile_number', 'name', 'nationality']);
  });

  it('leaves what the profile lacks editable, and the default code unlocked without a mobile', () => {
    const { visitor, locked } = visitorFromProfile({ name: 'Omar', email: null, mobile_number: null, nationality: null });
    expect(visitor.name).toBe('Omar');
    expect(visitor.country_code).toBe('971');
    expect(locked).toEqual(['name']);
  });

  it('splits a combined mobile into country code and number (spec §5 Mobile)', () => {
    expect(splitMobile('', '+971 50 123 4567')).toEqual({ code: '971', number: '501234567' });
    expect(splitMobile('', '+447911123456')).toEqual({ code: '44', number: '7911123456' });
    expect(splitMobile('+971', '+971501234567')).toEqual({ code: '971', number: '501234567' });
    expect(splitMobile('971', '0501234567')).toEqual({ code: '971', number: '501234567' });
  });
});
