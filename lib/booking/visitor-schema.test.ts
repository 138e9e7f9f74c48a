import { describe, expect, it } from 'vitest';
import { decodeVisitorError, encodeVisitorError, visitorsFormSchema } from './visitor-schema';
import { emptyVisitor } from './visitors';

const off = { visible: false, required: false };
const on = { visible: true, required: true };
const rules = { dob: off, gender: off, nationality: off, id: off, religion: on, tag: off };
const ok = { ...emptyVisitor(), name: 'Sara Ali', mobile_number: '501234567', email: 'sara@example.com', religion_id: '1' };

describe('the visitor details form schema (spec §5 visitor form)', () => {
  it('checks every block and names the failing field of each, as the form shows it', () => {
    const r = visitorsFormSchema(rules).safeParse({ visitors: [ok, { ...ok, religion_id: '', email: 'no at' }] });
    expect(r.success).toBe(false);
    const issues = r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), decodeVisitorError(i.message)]);
    expect(issues).toEqual([
      ['visitors.1.email', { key: 'invalidEmail' }],
      ['visitors.1.religion_id', { key: 'required', field: 'religion' }],
    ]);
  });

  it('passes complete blocks through untouched (uploads, extra answers and the family flags travel as they are)', () => {
    const v = { ...ok, documents: { id_front: 'uploads/a.png' }, additional_fields: { level: { value: 'x' } }, save_detail_for_future: true, customer_id: 9 };
    const r = visitorsFormSchema(rules).safeParse({ visitors: [v] });
    expect(r.success && r.data.visitors[0]).toEqual(v);
  });

  it('carries a required field name through the message react-hook-form keeps', () => {
    expect(decodeVisitorError(encodeVisitorError({ key: 'required', field: 'idNumber' }))).toEqual({ key: 'required', field: 'idNumber' });
    expect(decodeVisitorError(encodeVisitorError({ key: 'eidInvalid' }))).toEqual({ key: 'eidInvalid' });
    expect(decodeVisitorError(undefined)).toBeUndefined();
  });
});
