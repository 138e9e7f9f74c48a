/**
 * DESIGN §3 security headers of every answer: pages, API routes, static files, redirects and error pages. server.mjs
 * sets them on each response before Next's handler runs (plain JavaScript: the server runs without a build step).
 *
 * Why not next.config `headers()`: Next compiles every header value that contains a colon as a path template on every
 * request (prepare-destination's compileNonPath), and a CSP is full of `https:` and `data:`. Profiled on a cached
 * page, that rule cost more than the rest of the page's headers together (issue 14 §6, docs/measurements.md). A header
 * Next sets itself later (the image optimizer's own CSP) still replaces these.
 */

/** The provider's origin, allowed as a form target (the payment page posts there), or '' when unset or invalid. */
export function providerOrigin(providerApiUrl) {
  try {
    return providerApiUrl ? new URL(providerApiUrl).origin : '';
  } catch {
    return '';
  }
}

/**
 * `dev`: `npm run dev` only. Next's development bundles evaluate their modules from strings (webpack's eval source
 * maps, React's dev tools), so without 'unsafe-eval' nothing hydrated there; production never allows it.
 */
export function contentSecurityPolicy(providerApiUrl, { dev = false } = {}) {
  const provider = providerOrigin(providerApiUrl);
  return [
    "default-src 'self'",
    // Inline scripts are Next's own bootstrap; pages are cached HTML, so per-request nonces are not an option.
    // reCAPTCHA v2 (lib/captcha.ts) needs its script from google.com and gstatic.com and its frames from google.com.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''} https://www.googletagmanager.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://*.ingest.sentry.io https://*.google-analytics.com https://www.googletagmanager.com",
    "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${provider ? ` ${provider}` : ''}`,
    "object-src 'none'",
  ].join('; ');
}

/** [name, value] pairs, in the order they are sent. */
export function securityHeaders(providerApiUrl, { dev = false } = {}) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(providerApiUrl, { dev })],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)'],
  ];
}
