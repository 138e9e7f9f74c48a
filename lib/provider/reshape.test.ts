import { describe, expect, it } from 'vitest';
import { configResponseSchema } from './schemas';
import { isBareSocialLink, reshapeConfig } from './reshape';

const wire = (data: Record<string, unknown>) =>
  configResponseSchema.parse({ status: true, data: { venue: { name: 'V' }, venue_id: 1, venue_name: 'V', ...data }, carousel: [] });

describe('site config (spec §3) to the app’s own shape', () => {
  it('takes header_nav, or header_menu as fallback, and derives the listed sections', () => {
    const nav = [{ name: 'Events', ar_name: 'الفعاليات', path: 'events', is_default: 1 }, { name: 'More', path: 'more', children: [{ name: 'Academies', path: 'workshops' }] }];
    const a = reshapeConfig(wire({ header_nav: nav }));
    expect(a.nav.map((n) => n.href)).toEqual(['/events', '/more']);
    expect(a.sections.sort()).toEqual(['events', 'workshops']);
    expect(a.nav[0]!.label).toEqual({ en: 'Events', ar: 'الفعاليات' });
    const b = reshapeConfig(wire({ header_nav: [], header_menu: nav }));
    expect(b.nav).toHaveLength(2);
  });

  it('marks custom links as external', () => {
    const s = reshapeConfig(wire({ header_nav: [{ name: 'Tourism', path: 'x', url: 'https://visit.example/' }] }));
    expect(s.nav[0]).toMatchObject({ external: true, href: 'https://visit.example/' });
  });

  it('hides social links equal to a bare default host (spec §2 footer)', () => {
    expect(isBareSocialLink('https://twitter.com/')).toBe(true);
    expect(isBareSocialLink('https://www.instagram.com/venue')).toBe(false);
    const s = reshapeConfig(wire({ social_media: { twitter: 'https://twitter.com/', instagram: 'https://instagram.com/v', tiktok: null } }));
    expect(s.social).toEqual([{ network: 'instagram', url: 'https://instagram.com/v' }]);
  });

  it('applies the defaults of spec §9 and the footer-logo fallback', () => {
    const s = reshapeConfig(wire({ logo_image_url: '/l.svg' }));
    expect(s.currency).toBe('AED');
    expect(s.timeZone).toBe('Asia/Dubai');
    expect(s.footerLogoUrl).toBe('/l.svg');
    expect(s.enabled).toBe(true);
    expect(s.name.ar).toBe('V');
  });

  it('offers join-now only when enabled with a link', () => {
    expect(reshapeConfig(wire({ enable_join_now: 1, join_now_link: '/memberships' })).joinNow).toEqual({ label: null, link: '/memberships' });
    expect(reshapeConfig(wire({ enable_join_now: 0, join_now_link: '/memberships' })).joinNow).toBeNull();
  });
});
