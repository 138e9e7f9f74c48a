import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC_FONT_FAMILY, ARABIC_FONT_URL, arabicFontFaceCss } from './arabic';

// DESIGN §5 (fonts ship with the build) and issue 3 "Measured" (Arabic pages: no layout shift, small first load).
describe('Arabic face', () => {
  const file = path.join(process.cwd(), 'public', ARABIC_FONT_URL);

  it('is a file the build serves, cut down from the 166 KB package face', () => {
    expect(existsSync(file)).toBe(true);
    const kb = statSync(file).size / 1024;
    expect(kb).toBeGreaterThan(20);
    expect(kb).toBeLessThan(60);
  });

  it('never swaps in late (no layout shift) and covers only Arabic text', () => {
    expect(arabicFontFaceCss).toContain(`url(${ARABIC_FONT_URL})`);
    expect(arabicFontFaceCss).toContain('font-display:optional');
    expect(arabicFontFaceCss).toContain('unicode-range:U+0600-06FF');
    expect(arabicFontFaceCss).toContain(`--font-arabic:'${ARABIC_FONT_FAMILY}'`);
  });
});
