/** A read that failed or not: a page shows a notice for `ok: false` instead of crashing (issue 3 faults). */
export type Settled<T> = { ok: true; value: T } | { ok: false };

/** Runs a read and settles it; anything it throws (at once or later) is `ok: false`. */
export async function settle<T>(read: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await read() };
  } catch {
    return { ok: false };
  }
}
