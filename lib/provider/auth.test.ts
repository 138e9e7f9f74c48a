import { afterEach, describe, expect, it, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { authCalls } from './auth';

afterEach(() => vi.unstubAllGlobals());

describe('forgot password OTP validation (spec §7 POST auth/password/otp/validate: otp, mobile, email)', () => {
  it('sends the otp, the mobile and the email', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: true, message: 'OTP verified' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await authCalls.passwordOtpValidate({ siteToken: 'site-1' }, { otp: '123456', email: 'customer@example.com', mobile: '+971501234567' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
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
