/** Header names of the provider contract (spec §7). Shared with the sandbox. */
export const HEADER = {
  localTime: 'x-local-time',
  timeZone: 'x-time-zone',
  siteToken: 'x-site-token',
  sessionId: 'x-session-id',
  authorization: 'authorization',
} as const;
