/** The storefront under test, as playwright.config.ts starts it. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The sandbox provider e2e runs against (loopback; its /__admin test hooks answer only loopback). */
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);

/** Browser URL on a venue host; Chromium resolves *.localhost to loopback itself. */
export const at = (host: string, pathAndQuery: string) => `http://${host}:${PORT}${pathAndQuery}`;
