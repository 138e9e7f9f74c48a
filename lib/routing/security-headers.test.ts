import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, providerOrigin, securityHeaders } from './security-headers.mjs';

/** DESIGN §3: the headers server.mjs sets on every answer (e2e/security.spec.ts checks them on the wire). */
describe('securityHeaders', () => {
  it('sends the DESIGN §3 set, CSP first', () => {
    const names = securityHeaders(undefined).map(([k]) => k);
    expect(names).toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy']);
    expect(Object.fromEntries(securityHeaders(undefined))['X-Frame-Options']).toBe('DENY');
  });

  it('forbids framing, plugins and foreign base URLs, and allows reCAPTCHA only under /recaptcha/', () => {
    const csp = contentSecurityPolicy(undefined);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect(csp).not.toMatch(/script-src [^;]*https:\/\/www\.google\.com(?:;| )/);
  });

  it("never allows 'unsafe-eval' but under npm run dev, whose bundles need it", () => {
    expect(contentSecurityPolicy(undefined)).not.toContain("'unsafe-eval'");
    expect(Object.fromEntries(securityHeaders(undefined))['Content-Security-Policy']).not.toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(undefined, { dev: true })).toMatch(/script-src 'self' 'unsafe-inline' 'unsafe-eval' /);
  });

  it("lets forms post to the provider's origin only (the payment page), never to a path or a bad URL", () => {
    expect(contentSecurityPolicy('http://127.0.0.1:4305/api/v1')).toContain("form-action 'self' http://127.0.0.1:4305;");
    expect(contentSecurityPolicy(undefined)).toContain("form-action 'self';");
    expect(providerOrigin('not a url')).toBe('');
    expect(contentSecurityPolicy('not a url')).toContain("form-action 'self';");
  });
});
