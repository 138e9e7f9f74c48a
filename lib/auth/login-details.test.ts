import { describe, expect, it } from 'vitest';
import { missingLoginDetail } from './login-details';

describe('spec §8 login details missing', () => {
  it('a mobile sign-in without a mobile number: Mobile number not found in login details', () => {
    expect(missingLoginDetail('mobile', { country_code: '971', password: 'x' })).toBe('mobile_missing');
    expect(missingLoginDetail('mobile', { mobile_number: '  ', password: 'x' })).toBe('mobile_missing');
    expect(missingLoginDetail('mobile', { country_code: '971', mobile_number: '501234567', password: 'x' })).toBeNull();
  });
  it('an email-and-code sign-in without its username: Username not found in login details', () => {
    expect(missingLoginDetail('email-otp', { otp: '123456' })).toBe('username_missing');
    expect(missingLoginDetail('email-otp', { email: 'a@b.example', otp: '123456' })).toBeNull();
  });
});
