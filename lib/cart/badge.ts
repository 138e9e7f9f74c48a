/** The header badge shows the ticket count, at most 10 (spec §2, §9). */
export const BADGE_MAX = 10;

export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
