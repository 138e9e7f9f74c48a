import { describe, expect, it } from 'vitest';
import { emptyVisitor, participantStep, validateVisitor, visitorCount } from './visitors';
import { additionalFieldSchema } from '../provider/facilities';

const off = { is_visible: 0 as const, is_required: 0 as const };
const cfg = { dob: { is_visible: 1 as const, is_required: 1 as const }, gender: { is_visible: 1 as const, is_required: 0 as const }, nationality: off, id: { is_visible: 1 as const, is_required: 1 as const }, religion: off, tag: off };
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
    expect(validateVisitor({ ...ok, gender: '' }, { ...cfg, gender: { is_visible: 1, is_required: 1 } }, []).gender).toBeDefined();
  });
  it("additional fields: '{name} is required', check boxes need one selection, hidden ones are skipped", () => {
    const fields = [
      additionalFieldSchema.parse({ id: 1, slug: 'level', name: 'Level', type: 'radio_buttons', is_required: 1 }),
      additionalFieldSchema.parse({ id: 2, slug: 'int', name: 'Interests', type: 'check_boxes', is_required: 1 }),
      additionalFieldSchema.parse({ id: 3, slug: 'h', name: 'Hidden', type: 'text_box', is_required: 1, is_visible: 0 }),
    ];
    expect(validateVisitor(ok, cfg, fields)).toEqual({ 'af:level': { key: 'required', field: 'Level' }, 'af:int': { key: 'selectOne' } });
  });
});
