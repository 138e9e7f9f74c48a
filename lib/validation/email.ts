/**
 * Spec §5 email: pattern {email}, no spaces. The local part takes the characters an address may hold unquoted (RFC
 * 5322 dot-atom), the domain is labels of letters, digits and hyphens: markup such as `<script>…</script>@x.com` or
 * `"><b>x</b>@evil.com` is not an address (issue 16 §4). At most 254 characters (RFC 5321). Kept free of zod so
 * the footer form does not ship it.
 */
export const EMAIL_MAX = 254;
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(v: string): boolean {
  return v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v);
}
