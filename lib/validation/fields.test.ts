import { describe, expect, it } from 'vitest';
import {
  emailField,
  emiratesIdError,
  nameField,
  otpField,
  passwordField,
  captchaField,
  countryCodeField,
  emiratesIdField,
  mobileNumberField,
} from './fields';
import { luhnValid } from './emirates-id';
import { guestLoginSchema, mobileLoginSchema, registerSchema, resetPasswordSchema, toMultipart } from './forms';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('email (spec §5 Email)', () => {
  it('requires a value and a valid address without spaces', () => {
    expect([emailField.safeParse(''), emailField.safeParse('a b@example.com'), emailField.safeParse('nobody@')].map((v) => firstMessage(v))).toEqual(['emailRequired', 'emailInvalid', 'emailInvalid']);
    expect(emailField.safeParse(' customer@example.com ').data).toBe('customer@example.com');
  });
});

describe('mobile (spec §5 Mobile)', () => {
  it('empty gives the required message, bad gives not valid', () => {
    const empty = mobileLoginSchema.safeParse({ country_code: '971', mobile_number: '', password: 'x' });
    expect(firstMessage(empty)).toBe('mobileRequired');
    const bad = mobileLoginSchema.safeParse({ country_code: '971', mobile_number: '123', password: 'x' });
    expect(firstMessage(bad)).toBe('mobileInvalid');
  });
});

describe('password (spec §5 Password, §9 minimum 8)', () => {
  it('needs 8 characters', () => expect(firstMessage(passwordField.safeParse('Ab#1'))).toBe('passwordMin'));
  it('needs upper, lower, number and special', () => {
    expect([passwordField.safeParse('abcdefgh1#'), passwordField.safeParse('ABCDEFGH1#'), passwordField.safeParse('Abcdefgh#'), passwordField.safeParse('Abcdefgh1')].map((v) => firstMessage(v))).toEqual(['passwordStrength', 'passwordStrength', 'passwordStrength', 'passwordStrength']);
    expect(passwordField.safeParse('Sandbox#2026').success).toBe(true);
  });
  it('reports a mismatch on the confirmation', () => {
    const r = resetPasswordSchema.safeParse({ password: 'Sandbox#2026', confirm_password: 'Sandbox#2027' });
    expect(r.error?.issues[0]).toMatchObject({ message: 'passwordMismatch', path: ['confirm_password'] });
  });
});

describe('name (spec §5 Name)', () => {
  it('accepts Latin or Arabic letters and spaces, min 2', () => {
    expect(nameField.safeParse('Sara Ali').success).toBe(true);
    expect(nameField.safeParse('سارة علي').success).toBe(true);
    expect([nameField.safeParse('S'), nameField.safeParse('R2D2'), nameField.safeParse('')].map((v) => firstMessage(v))).toEqual(['nameMin', 'nameInvalid', 'required']);
  });
});

describe('OTP and captcha (spec §5 OTP, Captcha)', () => {
  it('OTP is 6 digits only', () => {
    expect([otpField.safeParse(''), otpField.safeParse('12345'), otpField.safeParse('12345a')].map((v) => firstMessage(v))).toEqual(['otpRequired', 'otpInvalid', 'otpInvalid']);
    expect(otpField.safeParse('123456').success).toBe(true);
  });
  it('captcha needs a response', () => expect(firstMessage(captchaField.safeParse(''))).toBe('captchaRequired'));
});

describe('Emirates ID (spec §5 Emirates ID)', () => {
  it('gives its three messages in order', () => {
    expect(['', '785-1990-1234567-6', '784-1990-123456-6', '784-1990-1234567-5'].map((v) => emiratesIdError(v))).toEqual(['emiratesIdRequired', 'emiratesIdFormat', 'emiratesIdFormat', 'emiratesIdInvalid']);
  });
  it('accepts a valid check digit with or without dashes', () => {
    expect(emiratesIdError('784-1990-1234567-6')).toBeNull();
    expect(emiratesIdError('784199012345676')).toBeNull();
    expect(luhnValid('79927398713')).toBe(true);
  });
});

describe('forms', () => {
  it('guest login needs terms only when terms text exists (spec §5 Guest login)', () => {
    const base = { name: 'Guest User', country_code: '971', mobile_number: '501234567', email: 'g@example.com', accept_terms: false };
    expect(guestLoginSchema.safeParse({ ...base, terms_required: false }).success).toBe(true);
    expect(firstMessage(guestLoginSchema.safeParse({ ...base, terms_required: true }))).toBe('termsRequired');
  });
  it('registration sends booleans as 1/0 (spec §3 Registration payload)', () => {
    const fd = toMultipart({ newsletter: true, accept_terms: false, email: 'a@b.co' });
    expect(fd.get('newsletter')).toBe('1');
    expect(fd.get('accept_terms')).toBe('0');
    const r = registerSchema.safeParse({
      first_name: 'Sara',
      last_name: 'Ali',
      email: 'sara@example.com',
      country_code: '971',
      mobile_number: '0509876543',
      password: 'Sandbox#2026',
      confirm_password: 'Sandbox#2026',
      accept_terms: true,
      newsletter: false,
    });
    expect(r.success).toBe(true);
  });
});

describe('Arabic-Indic digits are input too (issue 23; spec §5 Mobile, OTP, Emirates ID)', () => {
  it('a mobile number, country code and code typed on an Arabic keyboard pass and come out ASCII', () => {
    expect(mobileNumberField.parse('٥٠١٢٣٤٥٦٧')).toBe('501234567');
    expect(countryCodeField.parse('+٩٧١')).toBe('971');
    expect(otpField.parse('١٢٣ ٤٥٦')).toBe('123456');
    expect(otpField.parse('۱۲۳۴۵۶')).toBe('123456');
  });
  it('an Emirates ID in Arabic-Indic digits is checked like its ASCII form', () => {
    expect(emiratesIdField.safeParse('٧٨٤١٩٩٠١٢٣٤٥٦٧١').success).toBe(emiratesIdField.safeParse('784199012345671').success);
  });
});
