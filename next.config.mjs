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

const SHELL_ENTRY = 'app/[site]/[locale]/layout';

/**
 * Issue 27 §2: client components, in the browser and in their server render, format compiled messages with use-intl's
 * `format-only` instead of intl-messageformat's parser (~12 KB gzip off the cart and the flow pages). Their providers
 * are given compiled words (lib/i18n/client-messages.ts), and a catalogue a client module imports is compiled by the
 * build (lib/i18n/compiled-messages-loader.cjs). Server components keep the full formatter and the raw catalogue.
 */
const CLIENT_LAYERS = ['ssr', 'app-pages-browser'];
function compiledClientMessages(config) {
  config.module.rules.push(
    { issuerLayer: { or: CLIENT_LAYERS }, resolve: { alias: { 'use-intl/format-message$': fileURLToPath(import.meta.resolve('use-intl/format-message/format-only')) } } },
    {
      test: /[\\/]messages[\\/](en|ar)\.json$/,
      issuerLayer: { or: CLIENT_LAYERS },
      type: 'javascript/auto',
      use: [fileURLToPath(new URL('./lib/i18n/compiled-messages-loader.cjs', import.meta.url))],
    },
  );
}

/**
 * Issue 27 §2: the root layout's islands share small modules with the pages' own (cart storage, toasts, the session
 * reader, the dialog hook, the chunk-reload rule). Each is below webpack's 20 KB split threshold, so every page chunk
 * carried its own copy beside the layout's (1-4 KB gzip a page). Script modules of the layout that another first-load
 * chunk also holds go to one `shell` chunk instead; the layout is on every page, so no page loads anything it did not.
 */
function shareShellModules(config) {
  const groups = config.optimization?.splitChunks?.cacheGroups;
  if (!groups) return;
  groups.shell = {
    name: 'shell',
    chunks: 'initial',
    minChunks: 2,
    minSize: 0,
    priority: 10,
    // The framework's own modules (React, the router: in main-app too) stay where Next puts them.
    test: (module, { chunkGraph }) => {
      if (!module.type?.startsWith('javascript')) return false;
      const names = [...chunkGraph.getModuleChunksIterable(module)].map((chunk) => chunk.name);
      return names.includes(SHELL_ENTRY) && !names.includes('main-app');
    },
  };
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The container image runs the traced standalone server (Dockerfile); `next start` ignores this setting.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  ...(sharedCache ? { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 } : {}),
  // Metadata is resolved before the first byte for every client, so a page's 404 status and <head> are final.
  htmlLimitedBots: /.*/,
  poweredByHeader: false,
  // server.mjs compresses, and keeps each cached page compressed (Brotli where accepted); Next's would sit inside it.
  compress: false,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The PDF worker thread is bundled apart (scripts/build-pdf-worker.mjs): the standalone output takes it along, and
  // pdfkit's standard fonts, which it requires by a name the tracer cannot follow (rendering in-process without them
  // fails in the standalone output, and loading @react-pdf there logs an unhandled rejection).
  outputFileTracingIncludes: { '/api/orders/*/pdf': ['./.pdf-worker/pdf-worker.mjs', './node_modules/pdfkit/js/standard-fonts/**/*.cjs'], '/sw.js': ['./.sw/sw.js'] },
  eslint: { ignoreDuringBuilds: true },
  // Uploads through server actions (guest list, profile image and documents) are refused by their own forms, at any
  // size: the body limit takes twice the largest file a form accepts (lib/forms/upload-limits.ts, issue 23).
  // Issue 27 §1: the stylesheet in the page, not a request. A render-blocking stylesheet (or a preloaded font) that
  // arrives while the hydration scripts run is handled after them, so the first paint waited for all the page's
  // JavaScript (Lighthouse phone run: first paint 1.2-2.3 s with the links, 0.14-0.4 s inlined). Costs ~6 KB gzip
  // per page and per client navigation (the CSS also rides in the RSC payload); the CSS of lazily loaded parts
  // still comes as files.
  experimental: { serverActions: { bodySizeLimit: '10mb' }, inlineCss: true },
  images: { dangerouslyAllowSVG: true, contentDispositionType: 'attachment', contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;" },
  webpack(config, { isServer, dev, webpack }) {
    if (!isServer && !dev) shareShellModules(config);
    compiledClientMessages(config);
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
