import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema, payerFormSchema, payerMobile } from './request';

const errors = (v: unknown) => {
  const r = payerFormSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
};
const ok = { firstName: 'Layla', lastName: 'Haddad', email: 'l@example.com', countryCode: '971', mobileNumber: '050 123 4567' };

describe("the checkout's payer (spec §3 order payload, §5 Name, Email, Mobile): one rule for the form and the order", () => {
  it('every field is checked at once, with the validation keys of the messages', () => {
    expect(errors({ firstName: '', lastName: 'H', email: 'bad', countryCode: '971', mobileNumber: '' })).toEqual({
      firstName: 'required',
      lastName: 'nameMin',
      email: 'emailInvalid',
      mobileNumber: 'mobileRequired',
    });
    expect(errors({ ...ok, mobileNumber: '12' })).toEqual({ mobileNumber: 'mobileInvalid' });
    expect(errors(ok)).toEqual({});
  });
  it("the form's number, combined, is a mobile the order request takes", () => {
    expect(payerMobile(ok)).toBe('+971501234567');
    const payer = { firstName: ok.firstName, lastName: ok.lastName, email: ok.email, mobile: payerMobile(ok) };
    expect(checkoutRequestSchema.safeParse({ bundle: {}, payment: { method: 'card' }, payer }).success).toBe(true);
    expect(checkoutRequestSchema.safeParse({ bundle: {}, payment: { method: 'card' }, payer: { ...payer, firstName: 'L4' } }).success).toBe(false);
  });
});
