import { describe, expect, it } from 'vitest';
import { isSignedIn, openingNeedsLogin } from './access';
import { participantStep } from './visitors';

describe('who must log in before booking (spec §5, §6)', () => {
  it('special mode: nobody or a guest opening booking is sent to login; a signed-in user is not', () => {
    expect(openingNeedsLogin(true, null)).toBe(true);
    expect(openingNeedsLogin(true, { anonymous: true })).toBe(true);
    expect(openingNeedsLogin(true, { anonymous: false })).toBe(false);
  });

  it('outside the special mode anybody may open booking', () => {
    expect(openingNeedsLogin(false, null)).toBe(false);
    expect(openingNeedsLogin(false, { anonymous: true })).toBe(false);
  });

  it('a guest with participant details required is asked to log in (spec §5 participant details)', () => {
    const guest = { anonymous: true };
    expect(isSignedIn(guest)).toBe(false);
    expect(participantStep(true, isSignedIn(guest), false)).toBe('login');
    expect(participantStep(true, isSignedIn({ anonymous: false }), false)).toBe('details');
    expect(participantStep(false, isSignedIn(guest), false)).toBe('none');
  });
});
