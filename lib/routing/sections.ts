/**
 * Sections and their routes (spec §2 navigation rules). A section route is reachable only when the venue's
 * navigation lists the matching section; the profile's booking pages are gated the same way.
 */
export const SECTIONS = ['events', 'training', 'workshops', 'memberships', 'blogs', 'outlets', 'retail', 'offers', 'media-library'] as const;
export type Section = (typeof SECTIONS)[number];

/** Top-level navigation names that map to a route of their own (spec §2). */
const NAV_ROUTES: Record<string, string> = {
  home: '/',
  events: '/events',
  workshops: '/academies',
  training: '/training',
  memberships: '/memberships',
  blogs: '/blogs',
  retail: '/retail',
  outlets: '/outlets',
  offers: '/offers',
  'media-library': '/media-library',
};

function normalise(path: string): string {
  return path.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
}

export function sectionForNavPath(path: string): Section | null {
  const p = normalise(path);
  const key = p === 'academies' ? 'workshops' : p;
  return (SECTIONS as readonly string[]).includes(key) ? (key as Section) : null;
}

/**
 * Spec §2: top-level names go to their route; any other item goes to the additional page /{slug}, unless it is
 * marked default, in which case it goes to its own path name.
 */
export function navHref(path: string, isDefault: boolean): string {
  const p = normalise(path);
  if (p in NAV_ROUTES) return NAV_ROUTES[p]!;
  if (isDefault) return `/${p}`;
  return `/${p.split('/').pop() ?? ''}`;
}

/** Which section a storefront path belongs to, if any. */
export function sectionOfPath(pathname: string): Section | null {
  const seg = pathname.split('/').filter(Boolean);
  const [a, b] = seg;
  switch (a) {
    case 'events':
      return 'events';
    case 'training':
      return 'training';
    case 'academies':
    case 'academy':
      return 'workshops';
    case 'memberships':
      return 'memberships';
    case 'blogs':
    case 'blog':
      return 'blogs';
    case 'outlets':
      return 'outlets';
    case 'retail':
      return 'retail';
    case 'offers':
      return 'offers';
    case 'media-library':
      return 'media-library';
    case 'profile':
      return profileSection(b, seg[2]);
    default:
      return null;
  }
}

function profileSection(b: string | undefined, _c: string | undefined): Section | null {
  switch (b) {
    case 'event-bookings':
      return 'events';
    case 'trainer-sessions':
      return 'training';
    case 'academy-bookings':
      return 'workshops';
    case 'memberships-bookings':
      return 'memberships';
    default:
      return null;
  }
}

/** /profile/retail needs retail or outlets (spec §2). */
export function isPathAllowed(pathname: string, sections: readonly string[]): boolean {
  const seg = pathname.split('/').filter(Boolean);
  if (seg[0] === 'profile' && seg[1] === 'retail') return sections.includes('retail') || sections.includes('outlets');
  const section = sectionOfPath(pathname);
  return section === null || sections.includes(section);
}

const LOGIN_REQUIRED = /^\/profile(\/|$)/;
export function isLoginRequired(pathname: string): boolean {
  return LOGIN_REQUIRED.test(pathname);
}
