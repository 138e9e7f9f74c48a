import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesResponseSchema } from '../../lib/provider/preferences';
import { commerceKit, CUSTOMER, MEMBER } from './commerce-test-kit';

/** GET/POST customers/preferences (sandbox/README.md "Self-service"; spec §3 defaults size 16, language en). */
let kit: ReturnType<typeof commerceKit>;
beforeEach(() => {
  kit = commerceKit();
});
const read = (bearer: string) => preferencesResponseSchema.parse(kit.call('GET', '/api/v2/customers/preferences', { bearer }).body).data;

describe('customers/preferences', () => {
  it('answers the spec defaults until the customer saves, then what was saved, for that customer only', () => {
    const layla = kit.login(CUSTOMER);
    const omar = kit.login(MEMBER);
    expect(read(layla)).toEqual({ size: 16, language: 'en', saved_at: null });
    const r = kit.call('POST', '/api/v2/customers/preferences', { bearer: layla, body: { size: 18, language: 'ar' } });
    expect(r.status).toBe(200);
    expect(read(layla)).toMatchObject({ size: 18, language: 'ar', saved_at: expect.any(String) });
    expect(read(omar)).toEqual({ size: 16, language: 'en', saved_at: null });
  });

  it('refuses a size or language it does not offer, naming each field, and keeps what was saved', () => {
    const layla = kit.login(CUSTOMER);
    const r = kit.call('POST', '/api/v2/customers/preferences', { bearer: layla, body: { size: 40, language: 'fr' } });
    expect(r.status).toBe(422);
    expect((r.body as { data: { errors: Record<string, string> } }).data.errors).toEqual({ size: 'preferenceInvalid', language: 'preferenceInvalid' });
    expect(read(layla)).toEqual({ size: 16, language: 'en', saved_at: null });
  });

  it('needs a signed-in customer', () => {
    expect(kit.call('GET', '/api/v2/customers/preferences', {}).status).toBe(401);
  });
});
