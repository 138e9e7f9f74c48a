/**
 * Spec §9 "Remote config fetch timeout 60 s; minimum fetch interval 12 h by default (3600 ms in use)": the remote
 * health check (lib/provider/calls.ts getHealthNotice) waits up to 60 s for an answer and asks again at most every
 * 3.6 s; in between, every page reads the last answer.
 */
export const HEALTH_FETCH_TIMEOUT_MS = 60_000;
export const HEALTH_MIN_FETCH_INTERVAL_MS = 3_600;
