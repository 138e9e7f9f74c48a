/**
 * Spec §2 ("if a page module fails to load, the page reloads at the target URL") and §8 ("page module load
 * failure: hard reload"): a script chunk that did not load (a deploy replaced it, a connection dropped) is cured by
 * loading the page again from the server. Once per address, so a chunk that stays missing shows the error page
 * instead of reloading for ever.
 */

/** Session-storage key holding the address last reloaded for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'chunkReloadedAt';

const CHUNK_MESSAGE = /Loading (CSS )?chunk [\w./-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether an error (or a rejection reason) is a page module that failed to load. */
export function isChunkLoadError(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const { name, message } = e as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}

/**
 * The address to reload, or null: not a chunk failure, or this address was already reloaded once for one (no
 * reload loop). `lastReloaded` is what CHUNK_RELOAD_KEY holds.
 */
export function chunkReloadTarget(e: unknown, href: string, lastReloaded: string | null): string | null {
  if (!isChunkLoadError(e)) return null;
  return lastReloaded === href ? null : href;
}

/** In the browser: reload at the current (target) address when `e` is a first chunk failure there. */
export function reloadOnChunkError(e: unknown): boolean {
  let last: string | null = null;
  try {
    last = window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    /* no storage: at most one reload per page view */
  }
  const target = chunkReloadTarget(e, window.location.href, last);
  if (!target) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, target);
  } catch {
    return false;
  }
  window.location.replace(target);
  return true;
}
