import { describe, expect, it } from 'vitest';
import { sessionFlags } from './session-flags';

// issue 16 §5: the session cookie holds what the server needs, never profile text.
describe('sessionFlags', () => {
  it('keeps only the three flags, whatever the profile holds', () => {
    const profile = { id: 7, name: 'x'.repeat(10_000), email: `${'y'.repeat(5000)}@example.com`, anonymous: false, membershipCardNumber: 'M-1', b2bId: null, b2bType: null };
    const flags = sessionFlags(profile);
    expect(flags).toEqual({ anonymous: false, member: true, partner: false });
    expect(JSON.stringify(flags).length).toBeLessThan(64);
  });
});
