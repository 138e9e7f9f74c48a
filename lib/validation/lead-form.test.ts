import { describe, expect, it } from 'vitest';
import { buildFormSchema, isValidEmail, isValidMobile, maxLengthOf, type FormMessages } from './lead-form';
import { cleanEmiratesIdInput } from './emirates-id';
import { emptyVisitor, validateVisitor } from '../booking/visitors';
import type { VisitorFieldConfig } from '../booking/types';
import { defaultValues, type FormField, type FieldType } from '../forms/field-config';

const messages: FormMessages = {
  required: (l) => `${l} is required`,
  email: 'Please enter a valid email address',
  phone: 'Mobile number is not valid',
  emiratesIdFormat: 'Emirates ID format is incorrect.',
  emiratesIdInvalid: 'Emirates ID number is not valid.',
  date: 'Please enter a valid date',
  option: 'Please choose one of the options',
  tooLong: (l, max) => `${l} must be at most ${max} characters`,
};

function field(type: FieldType, required = true, options: string[] = []): FormField {
  return {
    key: `k_${type}`,
    id: 1,
    slug: type,
    label: { en: type, ar: type },
    type,
    required,
    options: options.map((value) => ({ value, label: { en: value, ar: value } })),
    content: null,
    helpUrl: null,
  };
}

function errorsOf(fields: FormField[], values: Record<string, unknown>) {
  const r = buildFormSchema(fields, (f) => f.label.en, messages).safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('lead form schema', () => {
  const all: FieldType[] = ['text_box', 'email', 'text_area', 'phone_number', 'check_boxes', 'radio_buttons', 'drop_down', 'date', 'country', 'file', 'emirates_id', 'disclaimer_form'];

  it('says "{field} is required" for every empty required field type', () => {
    // spec §5 Forms: lead field required when is_required is 1 ('{field} is required')
    const fields = all.map((t) => field(t, true, ['a', 'b']));
    const errs = errorsOf(fields, defaultValues(fields));
    for (const t of all) expect(errs[`k_${t}`]).toBe(`${t} is required`);
  });

  it('lets optional fields stay empty', () => {
    const fields = all.map((t) => field(t, false, ['a']));
    expect(errorsOf(fields, defaultValues(fields))).toEqual({});
  });

  it('uses the lead-form email message', () => {
    // spec §5 Email: lead forms 'Please enter a valid email address' (no spaces)
    expect(errorsOf([field('email')], { k_email: 'a b@x.com' }).k_email).toBe('Please enter a valid email address');
    expect(errorsOf([field('email')], { k_email: 'sara@example.com' })).toEqual({});
    expect(isValidEmail('no-at-sign')).toBe(false);
  });

  it('checks mobile numbers: 8 to 14 digits after the country code', () => {
    // spec §5 Mobile
    expect(isValidMobile({ code: '971', number: '0501234567' })).toBe(true);
    expect(isValidMobile({ code: '971', number: '1234' })).toBe(false);
    expect(errorsOf([field('phone_number')], { k_phone_number: { code: '971', number: '12' } }).k_phone_number).toBe('Mobile number is not valid');
  });

  it('checks Emirates ID format and check digit', () => {
    // spec §5 Emirates ID
    expect(errorsOf([field('emirates_id')], { k_emirates_id: '123' }).k_emirates_id).toBe('Emirates ID format is incorrect.');
    expect(errorsOf([field('emirates_id')], { k_emirates_id: '784199012345670' }).k_emirates_id).toBe('Emirates ID number is not valid.');
    expect(errorsOf([field('emirates_id')], { k_emirates_id: '784199012345676' })).toEqual({});
  });

  it('an emirates_id field takes at most 15 characters, as the visitor form, with the same messages', () => {
    // spec §3 Additional field config (type emirates_id); spec §5 'Emirates ID ... dashes optional ... Max length 15';
    // spec §9 'Emirates ID max length 15'. The 18-character dashed form is over the limit: 'format is incorrect'.
    expect(maxLengthOf('emirates_id')).toBe(15);
    expect(errorsOf([field('emirates_id')], { k_emirates_id: '784-1990-1234567-6' }).k_emirates_id).toBe('Emirates ID format is incorrect.');
    expect(errorsOf([field('emirates_id')], { k_emirates_id: '7841990123456760' }).k_emirates_id).toBe('Emirates ID format is incorrect.');
    // What the field's input keeps of a pasted dashed number is the 15 digits, which pass.
    expect(errorsOf([field('emirates_id')], { k_emirates_id: cleanEmiratesIdInput('784-1990-1234567-6') })).toEqual({});
    // The visitor form says the same of the same values (lib/booking/visitors validateVisitor).
    const off = { visible: false, required: false };
    const rules: VisitorFieldConfig['rules'] = { dob: off, gender: off, nationality: off, religion: off, tag: off, id: { visible: true, required: true } };
    const visitor = (id: string) => validateVisitor({ ...emptyVisitor(), id_proof_number: id }, rules).id_proof_number;
    expect(visitor('784-1990-1234567-6')).toEqual({ key: 'eidFormat' });
    expect(visitor('784199012345676')).toBeUndefined();
  });

  it('needs at least one check box and only offered options', () => {
    // spec §5 Additional fields: check boxes need at least one selection
    const f = field('check_boxes', true, ['x', 'y']);
    expect(errorsOf([f], { k_check_boxes: [] }).k_check_boxes).toBe('check_boxes is required');
    expect(errorsOf([f], { k_check_boxes: ['z'] }).k_check_boxes).toBe('Please choose one of the options');
    expect(errorsOf([f], { k_check_boxes: ['y'] })).toEqual({});
  });

  it('accepts an existing string for a file field', () => {
    // spec §5 Additional fields: a file field accepts an existing string
    expect(errorsOf([field('file')], { k_file: '/uploads/abc.pdf' })).toEqual({});
  });
});
