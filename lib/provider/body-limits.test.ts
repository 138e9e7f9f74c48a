import { describe, expect, it } from 'vitest';
import { bodyAccepted } from './body-limits';

// issue 16 §4: every free-text field has a maximum length, checked on the server too; markup is not an email.
describe('bodyAccepted (what /api/provider forwards)', () => {
  it('refuses a newsletter email that is markup or too long', () => {
    expect(bodyAccepted('newsletter/subscribe', 'POST', { email: 'ana@example.com' })).toBe(true);
    expect(bodyAccepted('newsletter/subscribe', 'POST', { email: '<script>alert(1)</script>@x.com' })).toBe(false);
    expect(bodyAccepted('newsletter/subscribe', 'POST', { email: '"><b>x</b>@evil.com' })).toBe(false);
    expect(bodyAccepted('newsletter/subscribe', 'POST', { email: `${'a'.repeat(250)}@x.com` })).toBe(false);
    expect(bodyAccepted('newsletter/subscribe', 'POST', {})).toBe(false);
  });
  it('refuses a lead or form answer longer than a text area takes', () => {
    const lead = (answer: unknown) => ({ form_name: 'Enquiry', form_fields: [{ field_name: 'Message', answer }], recaptcha_response: 'x' });
    expect(bodyAccepted('leads', 'POST', lead('Hello'))).toBe(true);
    expect(bodyAccepted('leads', 'POST', lead({ value: 'Yes' }))).toBe(true);
    expect(bodyAccepted('leads', 'POST', lead('x'.repeat(2001)))).toBe(false);
    expect(bodyAccepted('forms/contact', 'POST', { fields: [{ id: 1, value: 'x'.repeat(5000) }] })).toBe(false);
    expect(bodyAccepted('forms/contact', 'POST', { fields: [{ id: 1, value: 'ok' }] })).toBe(true);
  });
  it('leaves other calls alone', () => {
    expect(bodyAccepted('cart/sync', 'POST', { products: [] })).toBe(true);
    expect(bodyAccepted('leads', 'GET', null)).toBe(true);
  });
});
