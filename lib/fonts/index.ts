import localFont from 'next/font/local';

// Fonts ship with the build (DESIGN §5: nothing downloads at build): Inter for Latin here; Arabic in ./arabic.ts.
export const latinFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-latin',
  display: 'swap',
  weight: '100 900',
});

export { ARABIC_FONT_FAMILY, ARABIC_FONT_URL, arabicFontFaceCss } from './arabic';
