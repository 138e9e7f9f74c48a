import localFont from 'next/font/local';

// Fonts ship with the build (DESIGN §5: nothing downloads at build): Inter for Latin here; Arabic in ./arabic.ts.
export const latinFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-latin',
  display: 'swap',
  // Not preloaded: Chrome holds the first paint for a preloaded font (measured: first paint 0.36 s without the
  // preload, 1.2-2.2 s with it, on the Lighthouse phone run, issue 27 §1); with swap, text shows at once in the
  // metric-matched fallback.
  preload: false,
  weight: '100 900',
});

export { ARABIC_FONT_FAMILY, ARABIC_FONT_URL, arabicFontFaceCss } from './arabic';
