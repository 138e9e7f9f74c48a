import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { headerRules, pageRewrites } from './lib/routing/request-path.mjs';
import { ETAG_MODULE, NEXT_ETAG_MODULE, etagSwapEnabled } from './lib/http/etag-swap.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * Shared cache (DESIGN §7): with REDIS_URL set when this file is read (`next start` reads it at start; the standalone
 * image bakes it in at build, hence SHARED_CACHE=1 there) every instance reads and writes pages and data through
 * Redis (cache-handler.mjs); otherwise Next's own in-process cache, the embedded default.
 */
const sharedCache = Boolean(process.env.REDIS_URL) || process.env.SHARED_CACHE === '1';

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
  // Uploads through server actions (guest list, profile image and documents) are refused by their own forms, at any
  // size: the body limit takes twice the largest file a form accepts (lib/forms/upload-limits.ts, issue 23).
  experimental: { serverActions: { bodySizeLimit: '10mb' } },
  images: { dangerouslyAllowSVG: true, contentDispositionType: 'attachment', contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;" },
  webpack(config, { isServer, webpack }) {
    // Next's page ETag hash is swapped for a native one in the server bundles (lib/http/etag.cjs says why; the
    // replaced module is pinned and tested in lib/http/etag-swap.mjs, so a Next upgrade that changes it fails there).
    if (isServer && etagSwapEnabled()) config.plugins.push(new webpack.NormalModuleReplacementPlugin(NEXT_ETAG_MODULE, ETAG_MODULE));
    return config;
  },
  // Step 3 and 6 of the request path (lib/routing/request-path.mjs states the whole path): host + lang rewrites onto
  // the internal /[site]/[locale]/... segments (config rewrites, not middleware rewrites: DESIGN §2), and the cache
  // headers of public pages.
  async rewrites() {
    return pageRewrites();
  },
  async headers() {
    return headerRules();
  },
};

export default withNextIntl(nextConfig);
