/** Venue hosts of the shipped seed, on the e2e server's port (Chromium resolves *.localhost to loopback). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const host = (name?: string) => `http://${name ? `${name}.` : ''}localhost:${PORT}`;
export const OASIS = host();
export const ARENA = host('arena');
/** Harmony Temple: the venue in the special branded mode (config is_baps), with the tenants file's journey value. */
export const TEMPLE = host('temple');
