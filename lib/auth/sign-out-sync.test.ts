import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterSignOutElsewhere, announceSignOut, onSignOutElsewhere, SIGN_OUT_STORAGE_KEY } from './sign-out-sync';

// issue 24.6 "One sign-out for every tab": other open tabs drop personal data and the header name at once (a
// broadcast, not on the next request); spec §4 logout resets the user and the cart; spec §2 /profile needs a login.
describe('where a tab goes when the customer signed out in another', () => {
  it('a personal page leaves for the login page with the way back', () => {
    expect(afterSignOutElsewhere('/profile/user', '?lang=en', 'en')).toBe('/login?nextUrl=%2Fprofile%2Fuser%3Flang%3Den&lang=en');
    expect(afterSignOutElsewhere('/profile', '?lang=ar', 'ar')).toMatch(/^\/login\?nextUrl=%2Fprofile%3Flang%3Dar&lang=ar$/);
  });
  it("an order's result page goes home; the cart page is drawn again (empty)", () => {
    expect(afterSignOutElsewhere('/paymentsuccess/abc', '?lang=en', 'en')).toBe('/?lang=en');
    expect(afterSignOutElsewhere('/cart', '?lang=ar', 'ar')).toBe('/cart?lang=ar');
  });
  it('a public page stays (its header refreshes in place)', () => {
    expect(afterSignOutElsewhere('/events/3', '?lang=en', 'en')).toBeNull();
    expect(afterSignOutElsewhere('/', '?lang=en', 'en')).toBeNull();
    expect(afterSignOutElsewhere('/profiles-of-coaches', '?lang=en', 'en')).toBeNull();
  });
});

describe('the broadcast between tabs', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: { setItem: (k: string, v: string) => store.set(k, v) } }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reaches a listening tab through the channel, and leaves the storage fallback written', async () => {
    const heard = vi.fn();
    const stop = onSignOutElsewhere(heard);
    announceSignOut();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(store.get(SIGN_OUT_STORAGE_KEY)).toMatch(/^\d+$/);
    stop();
  });

  it('without a channel, the storage event carries it; the same sign-out heard both ways counts once', () => {
    const heard = vi.fn();
    const stop = onSignOutElsewhere(heard);
    const storage = (newValue: string | null, key = SIGN_OUT_STORAGE_KEY) => window.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
    storage('1700000000000');
    storage('1700000000000');
    storage('1700000000001', 'other-key');
    storage(null);
    expect(heard).toHaveBeenCalledTimes(1);
    storage('1700000000002');
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    storage('1700000000003');
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
