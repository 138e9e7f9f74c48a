/** A personal list's `page` from the address (server page or island): 1 to 10,000, anything else is page 1. */
export function pageParam(v: string | string[] | null | undefined): number {
  const n = Number(Array.isArray(v) ? v[0] : (v ?? undefined));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}
