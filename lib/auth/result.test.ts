import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider/errors';
import { failure, fieldErrors, fromProviderError, withoutAccountDisclosure } from './result';

// spec §8 / issue 4 "Bad input and faults": wrong credentials, a locked partner, an expired OTP and a provider
// outage each get their own clear message.
describe('fromProviderError', () => {
  it('keeps the provider code and message of a refusal', () => {
    const e = new ProviderError({ kind: 'http', status: 422, path: 'auth/login', serverMessage: 'Invalid mobile number or password', data: { code: 'invalid_credentials' } });
    expect(fromProviderError(e)).toEqual({ ok: false, code: 'invalid_credentials', message: 'Invalid mobile number or password', fields: undefined });
  });
  it('tells a partner awaiting approval and an expired OTP apart', () => {
    expect(fromProviderError(new ProviderError({ kind: 'http', status: 403, path: 'auth/login', data: { code: 'partner_pending' } }))).toMatchObject({ code: 'partner_pending' });
    expect(fromProviderError(new ProviderError({ kind: 'http', status: 422, path: 'auth/login/otp-login', data: { code: 'otp_expired' } }))).toMatchObject({ code: 'otp_expired' });
  });
  it('maps outages, time-outs and 5xx to provider_down', () => {
    expect(fromProviderError(new ProviderError({ kind: 'network', path: 'auth/login' }))).toMatchObject({ code: 'provider_down' });
    expect(fromProviderError(new ProviderError({ kind: 'timeout', path: 'auth/login' }))).toMatchObject({ code: 'provider_down' });
    expect(fromProviderError(new ProviderError({ kind: 'http', status: 502, path: 'auth/login' }))).toMatchObject({ code: 'provider_down' });
  });
  it('answers "refused" with the server message when the provider gives no code', () => {
    expect(fromProviderError(new ProviderError({ kind: 'http', status: 422, path: 'x', serverMessage: 'Nope' }))).toMatchObject({ code: 'refused', message: 'Nope' });
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field', () => {
    expect(fieldErrors([{ path: ['email'], message: 'emailRequired' }, { path: ['email'], message: 'emailInvalid' }, { path: ['otp'], message: 'otpInvalid' }])).toEqual({
      email: 'emailRequired',
      otp: 'otpInvalid',
    });
  });
});

// issue 16 §3: forgot password and the email-code login answer the same whether or not the email has an account.
describe('withoutAccountDisclosure', () => {
  const sent = { ok: true as const, data: undefined };
  it('answers an unknown email like a known one', () => {
    const unknown = fromProviderError(new ProviderError({ kind: 'http', status: 404, path: 'auth/password/otp/generate', serverMessage: 'No account found for this email' }));
    expect(unknown).toMatchObject({ code: 'not_found' });
    expect(withoutAccountDisclosure(unknown, sent)).toEqual(sent);
    expect(withoutAccountDisclosure(failure('not_found'), failure('otp_invalid'))).toMatchObject({ code: 'otp_invalid', message: null });
  });
  it('keeps every other answer', () => {
    expect(withoutAccountDisclosure(failure('captcha'), sent)).toMatchObject({ code: 'captcha' });
    expect(withoutAccountDisclosure(failure('provider_down'), sent)).toMatchObject({ code: 'provider_down' });
    expect(withoutAccountDisclosure(sent, failure('otp_invalid'))).toEqual(sent);
  });
});
