import { JOURNEY_PARAM } from '../routing/request-path.mjs';

export { JOURNEY_PARAM };

/**
 * The journey flag (spec §2 navigation rules: "A journey query parameter matching a fixed value sets or clears a
 * special-treatment flag for one tenant"). The tenant is the one whose tenants-file entry names a `journeyValue`;
 * the flag is a host-only cookie, so it belongs to that venue alone. What the flag changes is the order payload's
 * `isBaps` (spec §3, `specialTreatment` below; docs/decisions.md).
 */
export const JOURNEY_COOKIE = 'special_journey';

/**
 * What a page request carrying `journey` does on a tenant with a journey value: `journey=<value>` sets the flag,
 * any other `journey` (empty, another word, repeated) clears it; either way the visitor is sent to the same address
 * without the parameter, so the page itself stays one cacheable address. Null: nothing to do (no parameter, or the
 * tenant has no journey).
 */
export function journeyStep(
  pathname: string,
  search: string,
  journeyValue: string | null,
): { flag: boolean; location: string } | null {
  if (!journeyValue) return null;
  const params = new URLSearchParams(search);
  if (!params.has(JOURNEY_PARAM)) return null;
  const values = params.getAll(JOURNEY_PARAM);
  const flag = values.length === 1 && values[0] === journeyValue;
  params.delete(JOURNEY_PARAM);
  const rest = params.toString();
  return { flag, location: rest ? `${pathname}?${rest}` : pathname };
}

/** The cookie's value while the flag is set; any other value (or none) is "not set". */
export const JOURNEY_COOKIE_ON = '1';

/**
 * The order payload's `isBaps` (spec §3): on the tenant with a journey value it is the visitor's journey flag; on
 * every other tenant, which has no way to set that flag, the venue's special mode (config is_baps) stands for it.
 */
export function specialTreatment(o: { journeyValue: string | null; journeyCookie: string | null | undefined; specialMode: boolean }): boolean {
  return o.journeyValue ? o.journeyCookie === JOURNEY_COOKIE_ON : o.specialMode;
}
