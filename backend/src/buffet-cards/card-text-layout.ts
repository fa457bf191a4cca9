import bidiFactory from 'bidi-js';
import type { CardFont } from './card-fonts';

const bidi = bidiFactory();

/**
 * A piece of one line in one font and one direction. `text` is in logical order: the PDF library shapes Arabic and
 * lays an Arabic run right to left itself; runs without Arabic letters that stand right to left come reversed (and
 * their brackets mirrored) here.
 */
export interface TextRun {
  text: string;
  font: CardFont;
}

/** Characters that take the font of the text around them when that font has them (spaces, punctuation, digits). */
const NEUTRAL = /[\s\p{P}\p{S}\p{N}]/u;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/**
 * One line's runs in the order they are drawn from left to right: the Unicode bidirectional algorithm gives each
 * character its level, each character the first font that has it, and runs of one font and level are put in visual
 * order (rule L2: from the highest level down to the lowest odd one, every sequence at that level or above is
 * reversed).
 */
export function layoutLine(text: string, fonts: readonly CardFont[]): TextRun[] {
  const { levels } = bidi.getEmbeddingLevels(text, 'auto');
  const runs: { text: string; font: CardFont; level: number }[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index] ?? 0;
    index += char.length;
    const cp = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    const font =
      last && NEUTRAL.test(char) && last.font.hasGlyph(cp)
        ? last.font
        : (fonts.find((f) => f.hasGlyph(cp)) ?? last?.font ?? fonts[0]);
    if (!font) continue;
    if (last && last.font === font && last.level === level) last.text += char;
    else runs.push({ text: char, font, level });
  }
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if ((runs[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  // Each word is its own run and spaces are only gaps: the shaper is given single words, never a space to place
  // inside a right-to-left run; a right-to-left run's words go right to left.
  return runs.flatMap((r) => {
    const rtl = r.level % 2 === 1;
    const tokens = r.text.split(/(\s+)/).filter((t) => t !== '');
    return (rtl ? tokens.reverse() : tokens).map((text) => ({
      text: rtl && !ARABIC.test(text) ? mirrored(text) : text,
      font: r.font,
    }));
  });
}

/** A right-to-left run without Arabic letters, reversed, with brackets facing the other way. */
function mirrored(text: string): string {
  return [...text]
    .reverse()
    .map((c) => bidi.getMirroredCharacter(c) ?? c)
    .join('');
}
