import { describe, expect, it } from 'vitest';
import { answersFromSaved, cleanEmiratesIdInput, documentsFor, emptyVisitor, participantStep, splitMobile, validateVisitor, visitorCount, visitorFromProfile, withProfile } from './visitors';
import { PASSPORT_TYPE } from './emirates-id';
import type { FormField } from '../forms/field-config';

const off = { visible: false, required: false };
const cfg = { dob: { visible: true, required: true }, gender: { visible: true, required: false }, nationality: off, id: { visible: true, required: true }, religion: off, tag: off };
const ok = { ...emptyVisitor(), name: 'Sara Ali', mobile_number: '501234567', email: 'sara@example.com', dob: '1990-01-01', id_proof_number: '784199012345676' };

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
    expect(validateVisitor(ok, cfg)).toEqual({});
  });
  it('name, mobile and email are required; email must be valid', () => {
    const e = validateVisitor({ ...emptyVisitor(), dob: '1990-01-01', id_proof_number: ok.id_proof_number }, cfg);
    expect(Object.keys(e).sort()).toEqual(['email', 'mobile_number', 'name']);
    expect(validateVisitor({ ...ok, email: 'no at' }, cfg).email).toEqual({ key: 'invalidEmail' });
  });
  it('visible-and-required flags decide dob and id; Emirates ID is checked', () => {
    expect(validateVisitor({ ...ok, dob: '' }, cfg).dob).toBeDefined();
    expect(validateVisitor({ ...ok, dob: '' }, { ...cfg, dob: off }).dob).toBeUndefined();
    expect(validateVisitor({ ...ok, id_proof_number: '784199012345675' }, cfg).id_proof_number).toEqual({ key: 'eidInvalid' });
    expect(validateVisitor({ ...ok, gender: '' }, { ...cfg, gender: { visible: true, required: true } }).gender).toBeDefined();
  });
  it('religion is required where the config makes it visible and required, and only then', () => {
    const all = { visible: true, required: true };
    expect(validateVisitor(ok, { ...cfg, religion: all }).religion_id).toEqual({ key: 'required', field: 'religion' });
    expect(validateVisitor({ ...ok, religion_id: '2' }, { ...cfg, religion: all }).religion_id).toBeUndefined();
    expect(validateVisitor(ok, { ...cfg, religion: { visible: false, required: true } }).religion_id).toBeUndefined();
    expect(validateVisitor(ok, { ...cfg, nationality: all }).nationality).toBeDefined();
    expect(validateVisitor(ok, { ...cfg, tag: all }).customer_tag).toBeDefined();
  });
  it('the Emirates ID keeps the maximum of 15 characters (spec §9): the input drops dashes and stops at 15', () => {
    expect(cleanEmiratesIdInput('784-1990-1234567-6')).toBe('784199012345676');
    expect(cleanEmiratesIdInput('7841990123456769999')).toBe('784199012345676');
    // Dashes would make a valid number 18 characters: longer than the maximum is refused.
    expect(validateVisitor({ ...ok, id_proof_number: '784-1990-1234567-6' }, cfg).id_proof_number).toEqual({ key: 'eidFormat' });
    expect(validateVisitor({ ...ok, id_proof_number: '784199012345676' }, cfg).id_proof_number).toBeUndefined();
  });
  it('only the documents of the chosen ID type travel with the visitor', () => {
    const documents = { id_front: 'uploads/f.png', id_back: 'uploads/b.png', passport: 'uploads/p.pdf' };
    expect(documentsFor({ documents, id_proof_type_id: 32 })).toEqual({ id_front: 'uploads/f.png', id_back: 'uploads/b.png' });
    expect(documentsFor({ documents, id_proof_type_id: PASSPORT_TYPE })).toEqual({ passport: 'uploads/p.pdf' });
  });
});

describe('visitorFromProfile (spec §5 participant details: first visitor from the profile, locked)', () => {
  it('fills and locks name, email, mobile split into code and number, nationality, dob and gender', () => {
    const { visitor, locked } = visitorFromProfile({
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'customer@example.com',
      countryCode: '971',
      mobileNumber: '501234567',
      nationality: 'AE',
      dob: '1992-04-18',
      gender: 'Female',
    });
    expect(visitor).toMatchObject({ name: 'Layla Haddad', email: 'customer@example.com', country_code: '971', mobile_number: '501234567', nationality: '784', dob: '1992-04-18', gender: 'Female' });
    expect(locked.sort()).toEqual(['country_code', 'dob', 'email', 'gender', 'mobile_number', 'name', 'nationality']);
  });

  it('leaves what the profile lacks editable, and the default code unlocked without a mobile', () => {
    const { visitor, locked } = visitorFromProfile({ name: 'Omar', email: null, mobileNumber: null, nationality: null });
    expect(visitor.name).toBe('Omar');
    expect(visitor.country_code).toBe('971');
    expect(locked).toEqual(['name']);
  });

  it('the profile lays only its locked fields over the first visitor: what was typed in the open ones stays', () => {
    const me = visitorFromProfile({ name: 'Omar', email: 'omar@example.com', mobileNumber: null });
    const typed = { ...emptyVisitor(), name: 'O', email: 'typo@', id_proof_number: '784199012345676', religion_id: '2', documents: { front: 'doc-1' } };
    expect(withProfile(typed, me)).toEqual({ ...typed, name: 'Omar', email: 'omar@example.com' });
  });

  it('splits a combined mobile into country code and number (spec §5 Mobile)', () => {
    expect(splitMobile('', '+971 50 123 4567')).toEqual({ code: '971', number: '501234567' });
    expect(splitMobile('', '+447911123456')).toEqual({ code: '44', number: '7911123456' });
    expect(splitMobile('+971', '+971501234567')).toEqual({ code: '971', number: '501234567' });
    expect(splitMobile('971', '0501234567')).toEqual({ code: '971', number: '501234567' });
  });
});

describe('answersFromSaved (spec §7 customers-associated/additional-data fills a family member extra fields)', () => {
  const field = (id: number, slug: string, type: FormField['type']): FormField => ({ key: `f${id}`, id, slug, label: { en: slug, ar: slug }, type, required: false, options: [], content: null, helpUrl: null });
  const extra = [field(1, 'level', 'radio_buttons'), field(4, 'lane', 'drop_down'), field(5, 'interests', 'check_boxes'), field(6, 'waiver', 'disclaimer_form'), field(9, 'guardian', 'phone_number')];
  it('matches by id, else slug, and keeps each answer in the shape the provider takes', () => {
    const got = answersFromSaved(extra, [
      { id: 1, slug: null, value: 'Advanced' },
      { id: null, slug: 'lane', value: { value: 'Slow' } },
      { id: 5, slug: 'interests', value: ['Lessons'] },
      { id: 6, slug: 'waiver', value: 1 },
      { id: 9, slug: 'guardian', value: '+971501112233' },
      { id: 77, slug: 'unknown', value: 'x' },
    ]);
    expect(got).toEqual({ level: 'Advanced', lane: { value: 'Slow' }, interests: ['Lessons'], waiver: true, guardian: '+971501112233' });
  });
  it('an answer of the wrong shape fills nothing', () => {
    expect(answersFromSaved(extra, [{ id: 5, slug: null, value: 'Lessons' }, { id: 4, slug: null, value: 3 }])).toEqual({});
  });
});
