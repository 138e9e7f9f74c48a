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

export function contentSecurityPolicy(providerApiUrl) {
  const provider = providerOrigin(providerApiUrl);
  return [
    "default-src 'self'",
    // Inline scripts are Next's own bootstrap; pages are cached HTML, so per-request nonces are not an option.
    // reCAPTCHA v2 (lib/captcha.ts) needs its script from google.com and gstatic.com and its frames from google.com.
    "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
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
export function securityHeaders(providerApiUrl) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(providerApiUrl)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)'],
  ];
}
