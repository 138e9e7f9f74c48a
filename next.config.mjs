import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { publicCacheHeaderRules } from './lib/routing/public-cache.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * Routing (DESIGN §2): the visible URL stays `/events?lang=ar`; the rewrite below maps the host and the `lang`
 * query onto the internal `/[site]/[locale]/...` segments so each page is rendered once per host and locale and
 * then served from the cache. It lives here, not in the middleware: on Next 15.5 a middleware rewrite to an ISR
 * page re-renders on every request (vercel/next.js#83862). Requests without `lang` (assets, API) are not rewritten.
 */
const hostAndLang = [
  { type: 'host', value: '(?<host>[A-Za-z0-9.-]+)' },
  { type: 'query', key: 'lang', value: '(?<lang>en|ar)' },
];

/**
 * Shared cache (DESIGN §7): with REDIS_URL set when this file is read (`next start` reads it at start; the standalone
 * image bakes it in at build, hence SHARED_CACHE=1 there) every instance reads and writes pages and data through
 * Redis (cache-handler.mjs); otherwise Next's own in-process cache, the embedded default.
 */
const sharedCache = Boolean(process.env.REDIS_URL) || process.env.SHARED_CACHE === '1';

/** Next's ETag module as webpack resolves it, and ours (an absolute path, so the replacement is taken as is). */
const NEXT_ETAG = /[\\/]next[\\/]dist[\\/]server[\\/]lib[\\/]etag\.js$/;
const ETAG_MODULE = fileURLToPath(new URL('./lib/http/etag.cjs', import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The container image runs the traced standalone server (Dockerfile); `next start` ignores this setting.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  ...(sharedCache ? { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 } : {}),
  // Metadata is resolved before the first byte for every client, so a page's 404 status and <head> are final.
  htmlLimitedBots: /.*/,
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The PDF worker thread is bundled apart (scripts/build-pdf-worker.mjs): the standalone output takes it along, and
  // pdfkit's standard fonts, which it requires by a name the tracer cannot follow (rendering in-process without them
  // fails in the standalone output, and loading @react-pdf there logs an unhandled rejection).
  outputFileTracingIncludes: { '/api/orders/*/pdf': ['./.pdf-worker/pdf-worker.mjs', './node_modules/pdfkit/js/standard-fonts/**/*.cjs'], '/sw.js': ['./.sw/sw.js'] },
  eslint: { ignoreDuringBuilds: true },
  images: { dangerouslyAllowSVG: true, contentDispositionType: 'attachment', contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;" },
  webpack(config, { isServer, webpack }) {
    // Next's page ETag hash is swapped for a native one in the server bundles (lib/http/etag.cjs says why).
    if (isServer) config.plugins.push(new webpack.NormalModuleReplacementPlugin(NEXT_ETAG, ETAG_MODULE));
    return config;
  },
  async rewrites() {
    return {
      // /404 would otherwise be answered by the framework's own 404 before any after-files rewrite.
      beforeFiles: [{ source: '/404', has: hostAndLang, destination: '/:host/:lang/404' }],
      // Rewrites chain: a rewritten path is matched again by the later rules, so the general rule skips paths that
      // are already internal (<host>/<en|ar>/...). '/' and its alias /home (spec §2) render [site]/[locale]/home.
      afterFiles: [
        { source: '/', has: hostAndLang, destination: '/:host/:lang/home' },
        // Long lists: ?page=N becomes a path segment, so every page of a list is its own cached page (issue 3).
        {
          source: '/:list(events|training|academies)',
          has: [...hostAndLang, { type: 'query', key: 'page', value: '(?<page>[1-9][0-9]{0,3})' }],
          destination: '/:host/:lang/:list/page/:page',
        },
        // Pages without header, footer and sub-header (spec §2) render under a bare site segment (lib/routing/bare.ts).
        { source: '/:bare(event-invite|home-bsl)', has: hostAndLang, destination: '/:host~bare/:lang/:bare' },
        // List pages (spec §9: 16 per page): ?page=N becomes a path segment, so each page is its own cached page.
        { source: '/blogs', has: [...hostAndLang, { type: 'query', key: 'page', value: '(?<page>[1-9][0-9]{0,3})' }], destination: '/:host/:lang/blogs/page/:page' },
        // API routes and assets are never pages, even when a caller adds ?lang= (the lead form does).
        { source: '/:path((?!api/|_next/|[^/]+/(?:en|ar)(?:/|$)).+)', has: hostAndLang, destination: '/:host/:lang/:path' },
      ],
      fallback: [],
    };
  },
  async headers() {
    // Public pages get a CDN-cacheable Cache-Control (see lib/routing/public-cache.mjs for why it is a list).
    // Files under /fonts carry their version in the name (scripts/fonts/subset-arabic.sh), so they never change.
    const immutable = { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] };
    // The security headers of every answer are set by server.mjs (lib/routing/security-headers.mjs says why).
    return [immutable, ...publicCacheHeaderRules()];
  },
};

export default withNextIntl(nextConfig);
