import localFont from 'next/font/local';

// Fonts ship with the build (DESIGN §5: nothing downloads at build): Inter for Latin here, pinned to the weights the
// storefront sets (400-700: 34 KB instead of the package's 48; scripts/fonts/subset-latin.sh); Arabic in ./arabic.ts.
export const latinFont = localFont({
  src: '../../public/fonts/inter-5.3.0-latin-400-700.woff2',
  variable: '--font-latin',
  // Issue 27 §1: not preloaded, since Chrome holds the first paint for a preloaded font until the hydration scripts
  // have run (Lighthouse phone run: first paint 0.36 s without the preload, 1.2-2.2 s with it). And `optional`, as
  // the Arabic face: fetched when the first line is laid out, a face that misses the first ~100 ms is kept for the
  // next page rather than swapped in (with `swap` and no preload the late swap shifted lines: CLS 0.007-0.015).
  display: 'optional',
  preload: false,
  weight: '400 700',
});

export { ARABIC_FONT_FAMILY, ARABIC_FONT_URL, arabicFontFaceCss } from './arabic';
