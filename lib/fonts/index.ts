import localFont from 'next/font/local';

// Fonts ship with the build (DESIGN §5: nothing downloads at build): Inter for Latin, Noto Sans Arabic for Arabic.
export const latinFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-latin',
  display: 'swap',
  weight: '100 900',
});

export const arabicFont = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
  variable: '--font-arabic',
  display: 'swap',
  weight: '100 900',
  preload: false,
});
