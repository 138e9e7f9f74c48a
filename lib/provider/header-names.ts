/**
 * Header names of the provider contract (spec §7). Shared with the sandbox and the browser client; kept apart from
 * ./headers (which formats times with date-fns-tz) so browser code gets the names without the date library.
 */
export const HEADER = {
  localTime: 'x-local-time',
  timeZone: 'x-time-zone',
  siteToken: 'x-site-token',
  sessionId: 'x-session-id',
  authorization: 'authorization',
} as const;
