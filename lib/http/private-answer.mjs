/**
 * Personal pages are answered `private, no-store` whatever rendered them (issue 27 item 3): a page served as a cached
 * shell (the same for every customer, its data read by an island) would otherwise carry Next's ISR `s-maxage`, and a
 * shared cache in front would then answer /profile without the middleware's sign-in check. The shell holds nothing
 * personal; this keeps every personal address out of shared caches and out of the browser's Back cache alike.
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** The profile, and customer support (public as a list, but a customer's tickets are read on it: never shared). */
const PERSONAL_PAGE = /^\/(?:profile|customer-support)(?:[/?]|$)/;

export function isPersonalPage(url) {
  return PERSONAL_PAGE.test(url ?? '');
}

/** Every Cache-Control this answer is given becomes the private one. */
export function keepPrivate(res) {
  const setHeader = res.setHeader;
  res.setHeader = function (name, value) {
    return setHeader.call(this, name, String(name).toLowerCase() === 'cache-control' ? PRIVATE_CACHE_CONTROL : value);
  };
  res.setHeader('cache-control', PRIVATE_CACHE_CONTROL);
}
