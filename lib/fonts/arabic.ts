/**
 * The Arabic face: Noto Sans Arabic cut down to the Arabic block and weights 400-700 (37 KB instead of the
 * package's 166 KB; scripts/fonts/subset-arabic.sh makes it). It is served from public/ rather than next/font so
 * that only Arabic pages preload it: next/font preloads per module graph, and the one layout serves both languages.
 *
 * `font-display: optional`: a face that arrives after the first ~100 ms is kept for the next page instead of
 * swapping in, because Arabic glyphs sit at a different height in every system fallback and a late swap moved
 * every line of an Arabic page (CLS 0.14-0.22 before).
 */
export const ARABIC_FONT_FAMILY = 'Noto Sans Arabic Storefront';
export const ARABIC_FONT_URL = '/fonts/noto-sans-arabic-5.3.0-400-700.woff2';

export const arabicFontFaceCss =
  `@font-face{font-family:'${ARABIC_FONT_FAMILY}';src:url(${ARABIC_FONT_URL}) format('woff2');` +
  `font-weight:400 700;font-style:normal;font-display:optional;unicode-range:U+0600-06FF,U+200C-200F,U+25CC}` +
  `:root{--font-arabic:'${ARABIC_FONT_FAMILY}'}`;
