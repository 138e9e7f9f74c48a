/** The storefront under test, as playwright.config.ts starts it. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Browser URL on a venue host; Chromium resolves *.localhost to loopback itself. */
export const at = (host: string, pathAndQuery: string) => `http://${host}:${PORT}${pathAndQuery}`;
