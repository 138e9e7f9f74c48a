/**
 * How large an upload may be, per form (spec §9 accepted upload types; issue 23 item 6: a file over its form's
 * size is refused with that form's own message, at any size, never a 500). The browser checks the size before it
 * sends (each form's zod schema or FileUpload); the server action checks again. For that second check to run at all,
 * the server actions' body limit (next.config.mjs `experimental.serverActions.bodySizeLimit`, Next's default 1 MB)
 * must take the largest file a form accepts, with room to spare: a file up to that limit then gets the form's own
 * message even where the browser's check did not run (no JavaScript yet).
 */
export const PROFILE_FILE_MAX_BYTES = { image: 1024 * 1024, documents: 4 * 1024 * 1024 } as const;

/** Next's size-limit notation ('512kb', '8mb', or a byte count) in bytes; null when unreadable. */
export function sizeLimitBytes(limit: string | number): number | null {
  if (typeof limit === 'number') return Number.isFinite(limit) && limit > 0 ? Math.floor(limit) : null;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(limit);
  if (!m) return null;
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? 'b').toLowerCase() as 'b' | 'kb' | 'mb' | 'gb'];
  return Math.floor(Number(m[1]) * unit);
}

/** Room for the form's other fields and the multipart framing around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Whether a server action whose body limit is `limit` still receives a file of `maxFileBytes` to refuse it itself. */
export function actionReceives(limit: string | number, maxFileBytes: number): boolean {
  const bytes = sizeLimitBytes(limit);
  return bytes != null && bytes >= maxFileBytes * 2 + MULTIPART_OVERHEAD_BYTES;
}
