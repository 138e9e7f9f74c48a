import { describe, expect, it } from 'vitest';
import { answerOf, combinePhoneValue, defaultValues, formValueOf, leadFieldType, type FieldType } from './field-config';
import { reshapeLeadField } from '../provider/forms';

describe('field config', () => {
  it('maps the lead form text-like types to a text box', () => {
    // spec §3 Lead form: field types text-like, email, phone_number, text_area, check_boxes, radio_buttons, drop_down
    expect(['text', 'Name', 'email', 'drop_down', 'textarea'].map((v) => leadFieldType(v))).toEqual(['text_box', 'text_box', 'email', 'drop_down', 'text_area']);
  });
  it('keys fields by position, never by the provider name', () => {
    const f = reshapeLeadField({ field_name: 'Full.Name', type: 'text', is_required: 1, options: [] }, 3);
    expect(f.key).toBe('f3');
    expect(f.required).toBe(true);
  });
  it('combines phone numbers as plus, code and number without a leading 0 or plus', () => {
    // spec §5 Mobile
    expect(combinePhoneValue({ code: '971', number: '050 123 4567' })).toBe('+971501234567');
    expect(combinePhoneValue({ code: '+44', number: '+7700900123' })).toBe('+447700900123');
  });
  it('sends a drop-down answer as an object with a value', () => {
    // spec §5 Forms: a drop-down answer is sent as an object with a value
    const f = reshapeLeadField({ field_name: 'Interest', type: 'drop_down', is_required: 0, options: [{ value: 'padel' }] }, 0);
    expect(answerOf(f, 'padel')).toEqual({ value: 'padel' });
    expect(defaultValues([f])).toEqual({ f0: '' });
  });
  it('reads a saved answer back as the form value, the inverse of answerOf (customers-associated/additional-data)', () => {
    const split = (full: string) => ({ code: full.slice(1, 4), number: full.slice(4) });
    const cases: Array<[FieldType, unknown]> = [
      ['drop_down', 'Fast'],
      ['check_boxes', ['Lessons']],
      ['disclaimer_form', true],
      ['phone_number', { code: '971', number: '501234567' }],
      ['text_box', 'Blue team'],
      ['file', 'uploads/a.pdf'],
    ];
    for (const [type, value] of cases) expect(formValueOf({ type }, answerOf({ type }, value as never), split)).toEqual(value);
    expect(formValueOf({ type: 'check_boxes' }, 'junk', split)).toEqual([]);
    expect(formValueOf({ type: 'drop_down' }, { value: 3 }, split)).toBe('');
    expect(formValueOf({ type: 'disclaimer_form' }, 'no', split)).toBe(false);
  });
});
