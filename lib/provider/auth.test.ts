import { afterEach, describe, expect, it, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { authCalls } from './auth';

afterEach(() => vi.unstubAllGlobals());

describe('forgot password OTP validation (spec §7 POST auth/password/otp/validate: otp, mobile, email)', () => {
  it('sends the otp, the mobile and the email', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: true, message: 'OTP verified' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await authCalls.passwordOtpValidate({ siteToken: 'site-1' }, { otp: '123456', email: 'customer@example.com', mobile: '+971501234567' });
    // The venue's identity (config: vtoken, session_id) may be read first: find the validation call itself.
    const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    const [url, init] = calls.find(([u]) => /\/api\/v2\/auth\/password\/otp\/validate$/.test(u)) ?? calls[0]!;
    expect(url).toMatch(/\/api\/v2\/auth\/password\/otp\/validate$/);
    expect(JSON.parse(String(init.body))).toEqual({ otp: '123456', mobile: '+971501234567', email: 'customer@example.com' });
  });

  it('the mobile key is sent even when the flow knows only the email', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await authCalls.passwordOtpValidate({}, { otp: '123456', email: 'customer@example.com', mobile: '' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toHaveProperty('mobile', '');
  });
});
