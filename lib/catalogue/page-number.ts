/** A list page number from the URL: a whole number from 1 to 9999 (anything else is the 404 page). */
export function parsePageNumber(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null;
}
