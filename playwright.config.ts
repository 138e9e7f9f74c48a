import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { makeWalletTestCredentials } from './lib/wallet/__tests__/test-credentials';

/**
 * e2e runs the production build against the sandbox provider with a fresh temporary database (DESIGN §4).
 * Chromium is Debian's (CHROMIUM_PATH, found by scripts/e2e.mjs); nothing is downloaded.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
const dbFile = process.env.E2E_SANDBOX_DB ?? path.join(os.tmpdir(), `storefront-e2e-${Date.now()}.sqlite`);
process.env.E2E_SANDBOX_DB = dbFile;
const executablePath = process.env.CHROMIUM_PATH || undefined;
/** Test-only venues and accounts (sandbox/seed/test): their hosts join the shipped tenants for the e2e server only. */
const TEST_SEEDS = ['sandbox/seed/test/hostile.json', 'sandbox/seed/test/overnight.json', 'sandbox/seed/test/participants.json', 'sandbox/seed/test/appwide.json', 'sandbox/seed/test/self-service.json'];
/** The e2e provider holds a cart's places 12 minutes, not the usual 15: the cart's countdown must be the provider's. */
const CART_HOLD_MINUTES = 12;
const TEST_TENANTS = {
  'hostile.localhost': { siteToken: 'hostile-site-token' },
  'night.localhost': { siteToken: 'night-site-token' },
  'participants.localhost': { siteToken: 'participants-site-token' },
  'appwide.localhost': { siteToken: 'appwide-site-token' },
};
/**
 * Issue 25: throwaway wallet credentials made with openssl for this run (never committed). The Oasis host signs
 * Apple and Google passes with them, the temple host has a broken certificate (buttons hidden, one log line), the
 * arena host none. Worker processes reuse the files the server was started with (E2E_WALLET_DIR).
 */
const wallet = makeWalletTestCredentials(process.env.E2E_WALLET_DIR ?? path.join(os.tmpdir(), `storefront-e2e-wallet-${Date.now()}`), !!process.env.E2E_WALLET_DIR);
process.env.E2E_WALLET_DIR = wallet.dir;
const shipped = JSON.parse(readFileSync('tenants.json', 'utf8')).tenants;
const WALLET_TENANTS = {
  localhost: { ...shipped.localhost, appleWallet: wallet.apple, googleWallet: wallet.google },
  'temple.localhost': { ...shipped['temple.localhost'], appleWallet: { ...wallet.apple, certificateFile: wallet.brokenFile } },
};
const tenantsJson = JSON.stringify({ tenants: { ...shipped, ...TEST_TENANTS, ...WALLET_TENANTS } });

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Generous limits: a test proves behaviour, not speed (speed is the benchmarks' business, scripts/bench), and it
  // must pass on a slow, busy 2-core machine, where one page load with its islands can take several seconds.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // The JSON report says where the suite's time goes (`node scripts/e2e-times.mjs` sums it per file).
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]] : [['list'], ['html', { open: 'never' }], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    timezoneId: 'Asia/Dubai',
    locale: 'en-US',
    // A trace is recorded where it will be read: CI's retry of a failing test (recording every test's costs ~7 % of the
    // suite's time on 2 cores), every failure locally, where tests are not retried.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'] } } }],
  webServer: [
    {
      command: 'node node_modules/tsx/dist/cli.mjs sandbox/server.ts',
      url: `http://127.0.0.1:${SANDBOX_PORT}/version.json`,
      env: { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DB: dbFile, SANDBOX_RESET: '1', SANDBOX_EXTRA_SEEDS: TEST_SEEDS.join(','), SANDBOX_CART_HOLD_MINUTES: String(CART_HOLD_MINUTES) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node server.mjs -p ${PORT}`,
      url: `http://127.0.0.1:${PORT}/version.json`,
      env: { PROVIDER_API_URL: `http://127.0.0.1:${SANDBOX_PORT}`, TENANTS_JSON: tenantsJson, NEXT_TELEMETRY_DISABLED: '1', REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? 'e2e-revalidate-secret', AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-only-secret-0123456789abcdef0123456789',
        // Issue 26: rate-limit windows of seconds, so e2e/rate-limits.spec.ts waits seconds (the ones it counts through
        // are long enough for a loaded machine); the spec plays the trusted front by writing X-Forwarded-For's last
        // entry (other specs send none: their address is the socket's).
        RATE_LIMIT_WINDOW_S: '8', RATE_LIMIT_SIGNIN_IP: '20/30', RATE_LIMIT_OTP_WRONG_ACCOUNT: '5/60', RATE_LIMIT_ORDER_ACCOUNT: '10/60',
        TRUSTED_PROXY_HEADER: 'x-forwarded-for', TRUSTED_PROXY_HOPS: '1' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
