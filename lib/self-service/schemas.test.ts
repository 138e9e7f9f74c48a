import { describe, expect, it } from 'vitest';
import { issuesByField } from '@/lib/forms/action-result';
import {
  familyFormSchema,
  guestEntrySchema,
  guestFileSchema,
  passwordFormSchema,
  preferencesFormSchema,
  profileFileSchema,
  profileFormSchema,
  ticketOpenSchema,
  ticketReplySchema,
} from './schemas';

/** The field errors (message keys) a schema gives for an input, as the form and the server action both see them. */
const errors = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => (r.success ? {} : issuesByField(r.error!.issues));

const profile = {
  first_name: 'Sara',
  last_name: 'Ahmed',
  email: 'sara@example.com',
  country_code: '971',
  mobile_number: '501234567',
  dob: '',
  gender: '',
  nationality: '',
  id_proof_type_id: '',
  id_proof_number: '',
  expiry_date: '',
  passport_issue_date: '',
  place_of_birth: '',
  booking_reason: '',
};

describe('profileFormSchema (spec §3 profile form, spec §5 ID rules)', () => {
  it('passes a complete profile', () => {
    expect(errors(profileFormSchema.safeParse(profile))).toEqual({});
  });
  it('refuses an Emirates ID whose check digit is wrong, and a name too short', () => {
    expect(errors(profileFormSchema.safeParse({ ...profile, first_name: 'S', id_proof_type_id: '32', id_proof_number: '784199012345670' }))).toEqual({
      first_name: 'nameMin',
      id_proof_number: 'emiratesIdInvalid',
    });
  });
  it('counts a field the form does not show as blank', () => {
    const { id_proof_number: _n, expiry_date: _e, passport_issue_date: _p, ...shown } = profile;
    expect(errors(profileFormSchema.safeParse(shown))).toEqual({});
  });
  it('asks for the ID type when only a number is given', () => {
    expect(errors(profileFormSchema.safeParse({ ...profile, id_proof_number: 'N123456' }))).toEqual({ id_proof_type_id: 'required' });
  });
});

describe('familyFormSchema (spec §5 visitor form)', () => {
  it('names every missing required field', () => {
    expect(errors(familyFormSchema.safeParse({ name: '', email: '', country_code: '971', mobile_number: '', dob: '', gender: '' }))).toEqual({
      name: 'required',
      email: 'emailRequired',
      mobile_number: 'mobileRequired',
    });
  });
  it('refuses a date of birth in the future', () => {
    expect(errors(familyFormSchema.safeParse({ name: 'Zaid', email: 'z@example.com', country_code: '', mobile_number: '501239876', dob: '2999-01-01', gender: '' }))).toEqual({ dob: 'dateInvalid' });
  });
});

describe('passwordFormSchema (spec §9 password rules)', () => {
  it('asks for the current password, a strong new one and a matching confirmation', () => {
    expect(errors(passwordFormSchema.safeParse({ current_password: '', password: 'weakpassword', confirm_password: 'other' }))).toEqual({
      current_password: 'required',
      password: 'passwordStrength',
      confirm_password: 'passwordMismatch',
    });
    expect(errors(passwordFormSchema.safeParse({ current_password: 'x', password: 'Sandbox#2027', confirm_password: 'Sandbox#2027' }))).toEqual({});
  });
});

describe('the other forms of the personal pages', () => {
  it('preferences: only the offered size and language', () => {
    expect(errors(preferencesFormSchema.safeParse({ size: 'huge', language: 'fr' }))).toEqual({ size: 'preferenceInvalid', language: 'preferenceInvalid' });
  });
  it('support: subject and message required, the subject at most 150 characters', () => {
    expect(errors(ticketOpenSchema.safeParse({ subject: 'x'.repeat(151), message: '  ' }))).toEqual({ subject: 'tooLong', message: 'required' });
    expect(errors(ticketReplySchema.safeParse({ message: 'Thanks' }))).toEqual({});
  });
  it('guest entry: the csv rules, 971 when no code is given', () => {
    expect(errors(guestEntrySchema.safeParse({ name: 'Sara Ahmed', email: 'bad', country_code: '', mobile_number: '501234567', nationality: 'AEX' }))).toEqual({
      email: 'emailInvalid',
      nationality: 'nationalityInvalid',
    });
  });
  it('files: the accepted types and sizes, a document with its kind', () => {
    const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
    expect(errors(profileFileSchema('image').safeParse({ key: '', file: null }))).toEqual({ file: 'required' });
    expect(errors(profileFileSchema('image').safeParse({ key: '', file: file('a.pdf', 'application/pdf', 10) }))).toEqual({ file: 'fileTypeImage' });
    expect(errors(profileFileSchema('documents').safeParse({ key: 'passport', file: file('a.pdf', 'application/pdf', 10) }))).toEqual({});
    expect(errors(profileFileSchema('documents').safeParse({ key: 'other', file: file('a.png', 'image/png', 5 * 1024 * 1024) }))).toEqual({ file: 'fileTooLarge', key: 'required' });
    expect(errors(guestFileSchema.safeParse({ file: file('guests.txt', 'image/png', 10) }))).toEqual({ file: 'fileType' });
    expect(errors(guestFileSchema.safeParse({ file: file('guests.csv', 'text/csv', 10) }))).toEqual({});
  });
});
