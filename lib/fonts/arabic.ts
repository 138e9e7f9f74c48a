/**
 * The Arabic face: Noto Sans Arabic cut down to the Arabic block and weights 400-700 (37 KB instead of the
 * package's 166 KB; scripts/fonts/subset-arabic.sh makes it). It is served from public/ rather than next/font, whose
 * faces go with the one layout of both languages; only a page with Arabic text in the Arabic stack fetches it.
 *
 * Not preloaded (issue 27 §1): Chrome holds the first paint of a page for a preloaded font until the font's load is
 * handled on the main thread, which is after the hydration scripts (Lighthouse phone run of /?lang=ar: first paint
 * 1.25 s with the preload, as the English page did with its own preloaded face; 0.2-0.4 s without).
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
