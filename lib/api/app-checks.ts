import { api, ApiError, type Parser } from './client';
import { timeCheckSchema } from '../provider/schemas';
import { clockDiscrepancy } from '../app-checks';

/** Both clocks as the venue answered them (spec §2 time discrepancy modal). */
export interface ClockReading {
  userTime: string;
  systemTime: string;
}

const refusalTimes = (data: unknown): ClockReading | null => {
  const parsed = timeCheckSchema.shape.data.safeParse(data);
  return parsed.success ? parsed.data : null;
};

/**
 * GET verify-time (spec §2, §7): the client sends the device's local time and zone. Answers both clocks when the
 * modal must show: they differ by more than 5 minutes, or the venue refused the time (a refusal still carries both
 * in its data); null otherwise, or when the check cannot run.
 */
export async function clockMismatch(signal?: AbortSignal): Promise<ClockReading | null> {
  try {
    const { data } = await api.get('verify-time', { schema: timeCheckSchema, signal });
    return clockDiscrepancy(data.userTime, data.systemTime) ? data : null;
  } catch (e) {
    if (signal?.aborted) throw e;
    return e instanceof ApiError ? refusalTimes(e.data) : null;
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
