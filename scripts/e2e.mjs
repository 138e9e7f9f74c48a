#!/usr/bin/env node
/**
 * `npm run test:e2e`: finds (or installs) Chromium, builds the production bundle if needed, then runs Playwright,
 * which starts the sandbox (fresh temporary database) and the storefront (`server.mjs`) itself (playwright.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium.mjs';
import { buildIfNeeded } from './lib/build.mjs';
import { ensureJava } from './lib/java.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const chromium = ensureChromium();
if (chromium) process.env.CHROMIUM_PATH = chromium;
// The W3C Nu HTML Checker (vnu-jar) runs on Java: Debian's runtime (e2e/html-valid.spec.ts).
ensureJava();
// The provider's address for the build (anything it renders ahead) is the e2e sandbox's. The servers get it from
// playwright.config.ts; server.mjs names it in the CSP's form-action at start (lib/routing/security-headers.mjs),
// since the provider's hosted payment page takes a form post for tenants with paymentFormPost.
process.env.PROVIDER_API_URL ??= `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
buildIfNeeded();
const r = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
