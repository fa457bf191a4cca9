import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts embedded in buffet cards, from the Noto families the registry ships as packages: a character takes the
 * first font of its weight that has a glyph for it, so Latin (with accents), Greek, Cyrillic, Vietnamese, Devanagari
 * and Arabic names all print. Read once per process; a PDF embeds only the glyphs it uses.
 */
const FAMILIES: ReadonlyArray<{ pkg: () => string; files: readonly string[] }> = [
  {
    pkg: () => require.resolve('@fontsource/noto-sans'),
    files: ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'devanagari'].map(
      (subset) => `noto-sans-${subset}`,
    ),
  },
  { pkg: () => require.resolve('@fontsource/noto-sans-devanagari'), files: ['noto-sans-devanagari-devanagari'] },
  { pkg: () => require.resolve('@fontsource/noto-sans-arabic'), files: ['noto-sans-arabic-arabic'] },
];

export type CardWeight = 'regular' | 'bold';

export interface CardFont {
  /** The name the PDF document registers it under. */
  name: string;
  data: Buffer;
  hasGlyph(codePoint: number): boolean;
  /** Height above and depth below the baseline (negative), as fractions of the font size. */
  ascent: number;
  descent: number;
}

let loaded: Record<CardWeight, CardFont[]> | null = null;

/** Every card font, by weight, in fallback order. */
export function cardFonts(): Record<CardWeight, CardFont[]> {
  loaded ??= { regular: load('regular', 400), bold: load('bold', 700) };
  return loaded;
}

function load(weight: CardWeight, numeric: number): CardFont[] {
  return FAMILIES.flatMap(({ pkg, files }) => {
    // The packages export only their stylesheets; the font files sit in files/ beside the main one.
    const folder = join(dirname(pkg()), 'files');
    return files.map((file) => {
      const data = readFileSync(join(folder, `${file}-${numeric}-normal.woff`));
      const font = fontkit.create(data) as fontkit.Font;
      return {
        name: `${file}-${weight}`,
        data,
        hasGlyph: (cp: number) => font.hasGlyphForCodePoint(cp),
        ascent: font.ascent / font.unitsPerEm,
        descent: font.descent / font.unitsPerEm,
      };
    });
  });
}
