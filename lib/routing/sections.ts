/**
 * Sections and their routes (spec §2 navigation rules): the one list. A section route is reachable only when the
 * venue's navigation lists the matching section; the profile's booking pages are gated the same way. The section
 * names, the navigation routes (`navHref`), the path → section map (`sectionOfPath`) and the middleware's profile
 * matcher (middleware.ts, a static literal for Next, checked against `MIDDLEWARE_MATCHER_SOURCES` by a unit test)
 * all derive from SECTION_ROUTES.
 */
export const SECTION_ROUTES = {
  events: { route: '/events', paths: ['events'], profile: 'event-bookings' },
  training: { route: '/training', paths: ['training'], profile: 'trainer-sessions' },
  workshops: { route: '/academies', paths: ['academies', 'academy'], profile: 'academy-bookings' },
  memberships: { route: '/memberships', paths: ['memberships'], profile: 'memberships-bookings' },
  blogs: { route: '/blogs', paths: ['blogs', 'blog'] },
  outlets: { route: '/outlets', paths: ['outlets'] },
  retail: { route: '/retail', paths: ['retail'] },
  offers: { route: '/offers', paths: ['offers'] },
  'media-library': { route: '/media-library', paths: ['media-library'] },
} as const satisfies Record<string, { route: string; paths: readonly string[]; profile?: string }>;

export type Section = keyof typeof SECTION_ROUTES;

/** The personal pages: login required, always seen by the middleware (section gate of their booking pages). */
export const PROFILE_ROUTE = '/profile';
/**
 * A support ticket (/customer-support/{id}) needs the account too; the list at /customer-support is public (spec §2:
 * a visitor reads what it is for and signs in from it).
 */
export const SUPPORT_TICKET_ROUTE = '/customer-support';
/** The sources of middleware.ts `config.matcher` that do not depend on the gate header. */
export const MIDDLEWARE_MATCHER_SOURCES = [`${PROFILE_ROUTE}/:path*`, `${SUPPORT_TICKET_ROUTE}/:id+`];

type Entry = [string, Section];
const entries = Object.entries(SECTION_ROUTES) as Array<[Section, { route: string; paths: readonly string[]; profile?: string }]>;
/** First path segment → section, e.g. academy → workshops. */
const BY_SEGMENT = new Map<string, Section>(entries.flatMap(([s, r]) => r.paths.map((p): Entry => [p, s])));
/** /profile/{segment} → section of the personal booking pages. */
const BY_PROFILE_SEGMENT = new Map<string, Section>(entries.flatMap(([s, r]): Entry[] => (r.profile ? [[r.profile, s]] : [])));
/** Top-level navigation names that map to a route of their own (spec §2). */
const NAV_ROUTES = new Map<string, string>([['home', '/'], ...entries.map(([s, r]): [string, string] => [s, r.route])]);

function normalise(path: string): string {
  return path.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
}

export function sectionForNavPath(path: string): Section | null {
  const p = normalise(path);
  const key = p === 'academies' ? 'workshops' : p;
  return Object.hasOwn(SECTION_ROUTES, key) ? (key as Section) : null;
}

/**
 * Spec §2: top-level names go to their route; any other item goes to the additional page /{slug}, unless it is
 * marked default, in which case it goes to its own path name.
 */
export function navHref(path: string, isDefault: boolean): string {
  const p = normalise(path);
  const route = NAV_ROUTES.get(p);
  if (route) return route;
  if (isDefault) return `/${p}`;
  return `/${p.split('/').pop() ?? ''}`;
}

/** Which section a storefront path belongs to, if any. */
export function sectionOfPath(pathname: string): Section | null {
  const [a, b] = pathname.split('/').filter(Boolean);
  if (a === PROFILE_ROUTE.slice(1)) return BY_PROFILE_SEGMENT.get(b ?? '') ?? null;
  return BY_SEGMENT.get(a ?? '') ?? null;
}

/** /profile/retail needs retail or outlets (spec §2). */
export function isPathAllowed(pathname: string, sections: readonly string[]): boolean {
  const [a, b] = pathname.split('/').filter(Boolean);
  if (`/${a}` === PROFILE_ROUTE && b === 'retail') return sections.includes('retail') || sections.includes('outlets');
  const section = sectionOfPath(pathname);
  return section === null || sections.includes(section);
}

const LOGIN_REQUIRED = new RegExp(`^(?:${PROFILE_ROUTE}(?:/|$)|${SUPPORT_TICKET_ROUTE}/[^/])`);
export function isLoginRequired(pathname: string): boolean {
  return LOGIN_REQUIRED.test(pathname);
}
