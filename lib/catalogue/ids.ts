/** Only a positive whole number is an id; anything else is answered with the 404 page before any call. */
export function parseId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
