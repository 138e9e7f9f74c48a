/** Venue hosts of the shipped seed, on the e2e server's port (Chromium resolves *.localhost to loopback). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const host = (name?: string) => `http://${name ? `${name}.` : ''}localhost:${PORT}`;
export const OASIS = host();
export const ARENA = host('arena');
