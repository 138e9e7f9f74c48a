/**
 * Provider text is hostile (any length, any script): bidi overrides and control characters are dropped (they could
 * turn a name around on the page), whitespace is collapsed and an overlong value is cut with an ellipsis.
 */
export function providerText(value: string, max = 150): string {
  const clean = value
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(clean);
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : clean;
}
