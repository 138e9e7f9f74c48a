import { describe, expect, it } from 'vitest';
import { isLoginRequired, isPathAllowed, MIDDLEWARE_MATCHER_SOURCES, navHref, SECTION_ROUTES, sectionForNavPath, sectionOfPath } from './sections';

describe('sections (spec §2)', () => {
  it('maps top-level navigation names to their routes', () => {
    expect(navHref('home', true)).toBe('/');
    expect(navHref('workshops', true)).toBe('/academies');
    expect(navHref('media-library', false)).toBe('/media-library');
  });

  it('sends other items to the additional page unless marked default', () => {
    // spec §2: any other navigation item goes to the route named additional with a slug parameter,
    // unless it is marked default, in which case it goes to its own path name
    expect(navHref('pages/about-us', false)).toBe('/about-us');
    expect(navHref('contact-us', true)).toBe('/contact-us');
  });

  it('knows which section a path belongs to', () => {
    expect(sectionOfPath('/academy/3/packages')).toBe('workshops');
    expect(sectionOfPath('/blog/hello')).toBe('blogs');
    expect(sectionOfPath('/about-us')).toBeNull();
    expect(sectionForNavPath('/Events/')).toBe('events');
    expect(sectionForNavPath('about')).toBeNull();
  });

  it('requires retail or outlets for /profile/retail', () => {
    expect(isPathAllowed('/profile/retail', ['outlets'])).toBe(true);
    expect(isPathAllowed('/profile/retail', ['events'])).toBe(false);
  });

  it('marks the profile as login-required', () => {
    expect(isLoginRequired('/profile')).toBe(true);
    expect(isLoginRequired('/profile/family')).toBe(true);
    expect(isLoginRequired('/profiles')).toBe(false);
  });

  it('spec §2: the support list is public, a support ticket needs the account (issue 27 item 3: its page is a cached shell)', () => {
    expect(isLoginRequired('/customer-support')).toBe(false);
    expect(isLoginRequired('/customer-support/')).toBe(false);
    expect(isLoginRequired('/customer-support/12')).toBe(true);
    expect(isLoginRequired('/customer-supports/12')).toBe(false);
  });
});

describe('one list of sections (SECTION_ROUTES)', () => {
  it('derives the section names, navigation routes and path map from one table', () => {
    expect(Object.keys(SECTION_ROUTES)).toEqual(['events', 'training', 'workshops', 'memberships', 'blogs', 'outlets', 'retail', 'offers', 'media-library']);
    for (const [section, r] of Object.entries(SECTION_ROUTES)) {
      expect(navHref(section, false)).toBe(r.route);
      for (const p of r.paths) expect(sectionOfPath(`/${p}/1`)).toBe(section);
      if ('profile' in r) expect(sectionOfPath(`/profile/${r.profile}`)).toBe(section);
    }
    expect(sectionOfPath('/profile/family')).toBeNull();
  });

  it("keeps middleware.ts's static matcher equal to the derived list", async () => {
    const { config } = await import('@/middleware');
    const unconditional = config.matcher.filter((m) => !('has' in m)).map((m) => m.source);
    expect(unconditional).toEqual(MIDDLEWARE_MATCHER_SOURCES);
  });
});
