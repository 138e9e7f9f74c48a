export const NEXT_ETAG_MODULE: RegExp;
export const ETAG_MODULE: string;
export const PINNED: { nextVersion: string; sha256: Record<string, string>; importers: string[] };
export function etagSwapEnabled(env?: Record<string, string | undefined>): boolean;
export function nextEtagIsPinned(resolve?: (id: string) => string): boolean;
