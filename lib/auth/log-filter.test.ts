import { describe, expect, it } from 'vitest';
import { isAuthFault } from './log-filter';

// issue 16 §7: a clean run logs nothing at error level.
describe('isAuthFault', () => {
  it('a refused sign-in and an undecodable cookie are not faults', () => {
    expect(isAuthFault(Object.assign(new Error('x'), { type: 'CredentialsSignin' }))).toBe(false);
    expect(isAuthFault(Object.assign(new Error('Read more at https://errors.authjs.dev#jwtsessionerror'), { type: 'JWTSessionError' }))).toBe(false);
  });
  it('anything else is', () => {
    expect(isAuthFault(Object.assign(new Error('x'), { type: 'CallbackRouteError' }))).toBe(true);
    expect(isAuthFault(new TypeError('Invalid URL'))).toBe(true);
  });
});
