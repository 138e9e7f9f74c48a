import { api, ApiError, type Parser } from './client';
import { clockDiscrepancy } from '../app-checks';

/** Both clocks as the venue answered them (spec §2 time discrepancy modal). */
export interface ClockReading {
  userTime: string;
  systemTime: string;
}

/**
 * Both clocks from an answer's `data`, as lib/provider/schemas.ts `timeCheckSchema` reads them (the contract; the
 * test beside this file holds the two together). Written out so the app checks, loaded on every page, do not pull
 * zod and the provider schemas into the browser (issue 27 item 1: evaluating them was the page's longest task).
 */
export function clockReading(data: unknown): ClockReading | null {
  const d = data as { userTime?: unknown; systemTime?: unknown } | null;
  return d && typeof d === 'object' && typeof d.userTime === 'string' && typeof d.systemTime === 'string' ? { userTime: d.userTime, systemTime: d.systemTime } : null;
}

export const timeCheckAnswer: Parser<{ data: ClockReading }> = {
  safeParse: (v) => {
    const answer = v as { status?: unknown; data?: unknown } | null;
    if (!answer || typeof answer !== 'object' || (answer.status !== undefined && typeof answer.status !== 'boolean')) return { success: false };
    const data = clockReading(answer.data);
    return data ? { success: true, data: { data } } : { success: false };
  },
};

/**
 * GET verify-time (spec §2, §7): the client sends the device's local time and zone. Answers both clocks when the
 * modal must show: they differ by more than 5 minutes, or the venue refused the time (a refusal still carries both
 * in its data); null otherwise, or when the check cannot run.
 */
export async function clockMismatch(signal?: AbortSignal): Promise<ClockReading | null> {
  try {
    const { data } = await api.get('verify-time', { schema: timeCheckAnswer, signal });
    return clockDiscrepancy(data.userTime, data.systemTime) ? data : null;
  } catch (e) {
    if (signal?.aborted) throw e;
    return e instanceof ApiError ? clockReading(e.data) : null;
  }
}

const versionAnswer: Parser<{ version: string | null }> = {
  safeParse: (v) => {
    const version = (v as { version?: unknown } | null)?.version;
    return { success: true, data: { version: typeof version === 'string' && version ? version : null } };
  },
};

/** GET /version.json (spec §4): the deployed version, null when it cannot be read. */
export async function deployedVersion(signal?: AbortSignal): Promise<string | null> {
  try {
    return (await api.get('/version.json', { schema: versionAnswer, signal })).version;
  } catch (e) {
    if (signal?.aborted) throw e;
    return null;
  }
}
