# syntax=docker/dockerfile:1
# The storefront image (DESIGN §7, issue 14): Next's standalone output on a slim Node, run by a non-root user with
# no dev dependencies. Other targets of this file: `sandbox` (the local provider API, for trying the topology) and
# `front` (Debian's nginx with the shipped caching config). compose.yaml builds all three.
ARG NODE_IMAGE=node:22-bookworm-slim
# The front's Debian; both bases are arguments so that a machine without Docker Hub builds on its own (issue 26,
# scripts/image/base.sh makes them with mmdebstrap).
ARG DEBIAN_IMAGE=debian:bookworm-slim

# Every dependency (the build needs TypeScript and the Next toolchain); never shipped.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# SHARED_CACHE=1 bakes the Redis cache handler into the standalone server (used when REDIS_URL is set at run time,
# in-process memory otherwise); NEXT_OUTPUT=standalone traces only the files the server needs.
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone SHARED_CACHE=1
RUN npm run build

FROM ${NODE_IMAGE} AS storefront
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 TENANTS_FILE=/config/tenants.json
RUN groupadd --system --gid 1001 storefront && useradd --system --uid 1001 --gid storefront --no-create-home storefront
COPY --from=build --chown=storefront:storefront /app/.next/standalone ./
COPY --from=build --chown=storefront:storefront /app/.next/static ./.next/static
COPY --from=build --chown=storefront:storefront /app/public ./public
# The ticket and receipt PDFs read their faces from lib/tickets/fonts under the working directory (not traced); their
# worker thread, .pdf-worker/pdf-worker.mjs (made by `npm run build`), is traced into the standalone output.
COPY --from=build --chown=storefront:storefront /app/lib/tickets/fonts ./lib/tickets/fonts
COPY --from=build --chown=storefront:storefront /app/tenants.json /config/tenants.json
# The storefront's own server (Next's request handler with the venue-state gate in front, server.mjs) replaces the
# standalone server.js; it reads the build's configuration from .next/required-server-files.json as server.js does.
COPY --from=build --chown=storefront:storefront /app/server.mjs ./server.mjs
COPY --from=build --chown=storefront:storefront /app/lib/routing/server-gate.mjs ./lib/routing/server-gate.mjs
# …and every module server.mjs imports (request-path.mjs imports public-cache.mjs; the others import nothing of ours).
COPY --from=build --chown=storefront:storefront /app/lib/routing/security-headers.mjs ./lib/routing/security-headers.mjs
COPY --from=build --chown=storefront:storefront /app/lib/http/encoded-bodies.mjs ./lib/http/encoded-bodies.mjs
COPY --from=build --chown=storefront:storefront /app/lib/http/static-brotli.mjs ./lib/http/static-brotli.mjs
COPY --from=build --chown=storefront:storefront /app/lib/rate-limit/client-address.mjs ./lib/rate-limit/client-address.mjs
COPY --from=build --chown=storefront:storefront /app/lib/routing/request-path.mjs ./lib/routing/request-path.mjs
COPY --from=build --chown=storefront:storefront /app/lib/routing/public-cache.mjs ./lib/routing/public-cache.mjs
COPY --from=build --chown=storefront:storefront /app/lib/http/server-timing.mjs ./lib/http/server-timing.mjs
COPY --from=build --chown=storefront:storefront /app/lib/http/private-answer.mjs ./lib/http/private-answer.mjs
COPY --from=build --chown=storefront:storefront /app/lib/auth/signed-in-hint-cookie.mjs ./lib/auth/signed-in-hint-cookie.mjs
# Their one package, whole: Next's tracing copies only the CommonJS build of lru-cache that its bundles use, and these
# ES modules import its ESM build (the container's first start failed with ERR_MODULE_NOT_FOUND without it).
COPY --from=build --chown=storefront:storefront /app/node_modules/lru-cache ./node_modules/lru-cache
USER storefront
EXPOSE 3000
# Liveness only: readiness (GET /api/health) is for the balancer, and a provider outage is no reason to restart.
HEALTHCHECK --interval=15s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health?probe=live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# server.mjs handles SIGTERM itself: it stops accepting connections and lets requests in flight finish.
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs"]

# The sandbox provider (SQLite, seeded), for trying the whole topology without a real provider.
FROM deps AS sandbox
COPY sandbox ./sandbox
COPY lib ./lib
COPY tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
ENV SANDBOX_PORT=4010 SANDBOX_HOST=0.0.0.0 SANDBOX_DB=/data/sandbox.sqlite
EXPOSE 4010
CMD ["node", "node_modules/tsx/dist/cli.mjs", "sandbox/server.ts"]

# The caching front: Debian's nginx with deploy/nginx/storefront.conf.template rendered at start.
FROM ${DEBIAN_IMAGE} AS front
RUN apt-get update && apt-get install -y --no-install-recommends nginx gettext-base && rm -rf /var/lib/apt/lists/* \
  && rm -f /etc/nginx/sites-enabled/default
COPY deploy/nginx/ /etc/nginx/storefront/
ENV NGINX_PORT=80 NGINX_CACHE_DIR=/var/cache/nginx/storefront NGINX_UPSTREAMS=/etc/nginx/storefront/upstreams.conf
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["sh", "/etc/nginx/storefront/entrypoint.sh"]
