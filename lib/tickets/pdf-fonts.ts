import 'server-only';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';

/**
 * Faces embedded in the PDFs, read from this repository (lib/tickets/fonts/, SIL OFL 1.1, licences beside them):
 * nothing is fetched at render time. Vazirmatn 33.0.3 (npm `vazirmatn`) for Arabic: its letters are whole glyphs,
 * so text copied out of the PDF reads as written (Noto Sans Arabic's separate dots do not, EXAMPLES.md). Inter
 * (Google Fonts v20 static TTF, from npm `@expo-google-fonts/inter` 0.4.2) for Latin, as on the site.
 * The English PDF falls back to Vazirmatn for Arabic names, the Arabic one to Inter for Latin.
 */
export const LATIN = 'Inter';
export const ARABIC = 'Vazirmatn';

const dir = () => path.join(process.cwd(), 'lib', 'tickets', 'fonts');
const FACES = [
  { family: LATIN, fontWeight: 400, file: 'inter-gf-v20-regular.ttf' },
  { family: LATIN, fontWeight: 700, file: 'inter-gf-v20-bold.ttf' },
  { family: ARABIC, fontWeight: 400, file: 'vazirmatn-33.0.3-regular.ttf' },
  { family: ARABIC, fontWeight: 700, file: 'vazirmatn-33.0.3-bold.ttf' },
] as const;

/** Arabic letters and presentation forms: a glyph standing for several of these is a right-to-left ligature. */
const RTL_LETTER = /^[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]$/;
const FLIPPED = Symbol('rtl-ligature-flipped');

interface Glyph {
  codePoints: number[];
  [FLIPPED]?: true;
}
interface LayoutFont {
  layout: (...args: unknown[]) => { glyphs: Glyph[] };
  getGlyph: (id: number, codePoints?: number[]) => Glyph | null;
  [FLIPPED]?: true;
}

/**
 * A ligature such as lam-alef is one glyph standing for two letters, which the PDF's text map lists in reading
 * order. react-pdf draws a right-to-left run in visual order, and text extractors (poppler, pdf.js) turn the
 * visual order back by reversing every character, the ligature's letters too: "الثلاثاء" copied out as
 * "الثالثاء". Listing an Arabic ligature's letters in visual order makes them come out right. fontkit keeps one
 * glyph object per glyph id, so each is flipped once (marked), and only all-Arabic ligatures are touched.
 */
export function flipRtlLigatures(glyphs: Glyph[]): void {
  for (const g of glyphs) {
    if (g[FLIPPED] || g.codePoints.length < 2) continue;
    if (!g.codePoints.every((c) => RTL_LETTER.test(String.fromCodePoint(c)))) continue;
    g.codePoints = [...g.codePoints].reverse();
    g[FLIPPED] = true;
  }
}

/**
 * fontkit keeps the first glyph object it makes for an id. When a font subset is written, the parts of composed
 * glyphs are fetched without their letters, so a letter first met that way (Vazirmatn's medial hah, final alef
 * maksura) keeps no letters for the rest of the process and drops out of every later PDF's text ("الحالة" copied
 * out as "ال الة"). A later request that knows the letters fills them in.
 */
function keepGlyphLetters(font: LayoutFont): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
}

let ready: Promise<void> | null = null;

async function load(): Promise<void> {
  for (const f of FACES) Font.register({ family: f.family, src: path.join(dir(), f.file), fontWeight: f.fontWeight });
  // No hyphenation (react-pdf's default is English and would cut Arabic words and ticket codes), except that a
  // word too long for any line (hostile provider text) may break every 24 characters rather than run off the page.
  Font.registerHyphenationCallback((word) => (word.length > 32 ? (word.match(/[\s\S]{1,24}/gu) ?? [word]) : [word]));
  for (const f of FACES) {
    const descriptor = { fontFamily: f.family, fontWeight: f.fontWeight, fontStyle: 'normal' as const };
    await Font.load(descriptor);
    const font = (Font.getFont(descriptor) as unknown as { data: LayoutFont | null }).data;
    if (!font || font[FLIPPED]) continue;
    keepGlyphLetters(font);
    const layout = font.layout.bind(font);
    font.layout = (...args: unknown[]) => {
      const run = layout(...args);
      flipRtlLigatures(run.glyphs);
      return run;
    };
    font[FLIPPED] = true;
  }
}

/** Registers and loads the faces once per process (the first PDF pays ~1 s, later ones nothing). */
export function preparePdfFonts(): Promise<void> {
  ready ??= load().catch((e) => {
    ready = null;
    throw e;
  });
  return ready;
}
