import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import ar from '../../messages/ar.json';
import { buildFormSchema, maxLengthOf } from './lead-form';
import { validationText } from './messages';
import { MAX_LENGTH, tooLong } from './limits';
import { isValidEmail } from './email';
import { forgotRequestSchema, guestLoginSchema, mobileLoginSchema, otpLoginSchema, partnerSchema, registerSchema, resetPasswordSchema } from './forms';
import type { FieldType } from '../forms/field-config';

/**
 * Issue 16 §4, §5 and §11: every free-text field has a maximum length, and every message a visitor can see is the
 * spec's or the storefront's own, in the page's language. Each form schema gets values far past every limit (and
 * values of the wrong type, as a request made by hand would send); each message it answers is put into words as
 * the forms do, in English and Arabic, and must be ours.
 */
const LIBRARY_WORDING = /too big|too small|expected|invalid input|invalid option|invalid type|received|must contain at most|string/i;
const catalogues = { en, ar } as const;

const HUGE = 'x'.repeat(5000);
const schemas = {
  mobileLogin: [mobileLoginSchema, { country_code: '971', mobile_number: HUGE, password: HUGE }],
  otpLogin: [otpLoginSchema, { email: `${HUGE}@example.com`, captcha: HUGE, otp: HUGE }],
  guestLogin: [guestLoginSchema, { name: HUGE, country_code: HUGE, mobile_number: HUGE, email: HUGE, terms_required: true, accept_terms: 'yes' }],
  register: [registerSchema, { first_name: HUGE, last_name: HUGE, email: HUGE, country_code: '971', mobile_number: HUGE, password: HUGE, confirm_password: HUGE, accept_terms: 1, newsletter: {} }],
  partner: [partnerSchema, { contact_person: HUGE, entity_type: HUGE, entity_name: HUGE, email: HUGE, country_code: '971', mobile_number: '501234567', password: HUGE, confirm_password: HUGE }],
  forgot: [forgotRequestSchema, { email: HUGE, captcha: HUGE }],
  reset: [resetPasswordSchema, { password: HUGE, confirm_password: 42 }],
} as const;

describe('form limits and wording', () => {
  for (const locale of ['en', 'ar'] as const) {
    const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'validation' });
    const words = (key: string) => validationText(key, locale === 'ar' ? 'الاسم' : 'Name', (k, v) => t(k as never, v as never), (k) => t.has(k as never))!;

    for (const [name, [schema, values]] of Object.entries(schemas)) {
      it(`${name}: every limit is answered in our own ${locale} words`, () => {
        const r = (schema as { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } }).safeParse(values);
        expect(r.success).toBe(false);
        for (const issue of r.error!.issues) {
          const text = words(issue.message);
          expect(text, `${issue.message} → ${text}`).not.toMatch(LIBRARY_WORDING);
          if (locale === 'ar') expect(text, text).toMatch(/[\u0600-\u06FF]/);
          if (locale === 'ar') expect(text, text).not.toMatch(/[A-Za-z]{3,}/);
        }
      });
    }

    it(`configured and lead forms: a too-long answer gets the ${locale} tooLong message`, () => {
      const tf = createTranslator({ locale, messages: catalogues[locale], namespace: 'forms' });
      const types: FieldType[] = ['text_box', 'text_area', 'email', 'country', 'emirates_id', 'phone_number', 'drop_down', 'check_boxes'];
      const fields = types.map((type, i) => ({ key: `f${i}`, type, required: true, options: [] as Array<{ value: string }>, label: `F${i}` }));
      const values = Object.fromEntries(
        fields.map((f) => [f.key, f.type === 'phone_number' ? { code: '971', number: HUGE } : f.type === 'check_boxes' ? [HUGE] : HUGE]),
      );
      const schema = buildFormSchema(fields, (f) => f.label, {
        required: (label) => tf.raw('required').replace('{field}', label),
        email: tf('email'),
        phone: tf('phone'),
        emiratesIdFormat: tf('emiratesIdFormat'),
        emiratesIdInvalid: tf('emiratesIdInvalid'),
        date: tf('date'),
        option: tf('option'),
        tooLong: (label, max) => (tf.raw('tooLong') as string).replace('{field}', label).replace('{max}', String(max)),
      });
      const r = schema.safeParse(values);
      expect(r.success).toBe(false);
      expect(r.error!.issues).toHaveLength(fields.length);
      for (const issue of r.error!.issues) {
        expect(issue.message).not.toMatch(LIBRARY_WORDING);
        if (locale === 'ar') expect(issue.message.replace(/F\d/, '')).not.toMatch(/[A-Za-z]{3,}/);
      }
      const text = r.error!.issues.find((i) => i.path[0] === 'f1')!.message;
      expect(text).toContain(String(MAX_LENGTH.textArea));
    });
  }

  it('names, emails and passwords stop at their limits (spec §9 where it says; issue 16 §4-5)', () => {
    const ok = { first_name: 'Ana', last_name: 'a'.repeat(MAX_LENGTH.name), email: 'ana@example.com', country_code: '971', mobile_number: '501234567', password: 'Sandbox#2026', confirm_password: 'Sandbox#2026', accept_terms: true, newsletter: false };
    expect(registerSchema.safeParse(ok).success).toBe(true);
    const long = registerSchema.safeParse({ ...ok, last_name: 'a'.repeat(MAX_LENGTH.name + 1) });
    expect(long.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['last_name', tooLong(MAX_LENGTH.name)]]);
    expect(maxLengthOf('text_area')).toBe(MAX_LENGTH.textArea);
    expect(maxLengthOf('text_box')).toBe(MAX_LENGTH.text);
  });

  it('markup is not an email address', () => {
    expect(isValidEmail('<script>alert(1)</script>@x.com')).toBe(false);
    expect(isValidEmail('"><b>x</b>@evil.com')).toBe(false);
    expect(isValidEmail('ana.o+news@mail.example.ae')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(250)}@x.com`)).toBe(false);
  });
});
