import { cardFonts } from './card-fonts';
import { layoutLine } from './card-text-layout';

const fonts = cardFonts().bold;
const drawn = (text: string) => layoutLine(text, fonts).map((r) => [r.text, r.font.name.replace(/-bold$/, '')]);

describe('a buffet card line: fonts by script, runs in visual order', () => {
  it('keeps a Latin line as it is, in the Latin font', () => {
    expect(drawn('Crème brûlée')).toEqual([
      ['Crème', 'noto-sans-latin'],
      [' ', 'noto-sans-latin'],
      ['brûlée', 'noto-sans-latin'],
    ]);
  });

  it('puts Arabic words right to left (the shaper joins the letters of each word and lays it out itself)', () => {
    expect(drawn('كبسة دجاج')).toEqual([
      ['دجاج', 'noto-sans-arabic-arabic'],
      [' ', 'noto-sans-arabic-arabic'],
      ['كبسة', 'noto-sans-arabic-arabic'],
    ]);
  });

  it('keeps numbers left to right inside Arabic and mirrors brackets', () => {
    expect(drawn('حمص 12 (كبير)').map(([text]) => text)).toEqual(['(', 'كبير', ')', ' ', '12', ' ', 'حمص']);
  });

  it('takes Devanagari from the Devanagari font and an English word in Arabic text from the Latin one', () => {
    expect(drawn('पनीर')).toEqual([['पनीर', 'noto-sans-devanagari']]);
    expect(drawn('سلطة Caesar')).toEqual([
      ['Caesar', 'noto-sans-latin'],
      [' ', 'noto-sans-arabic-arabic'],
      ['سلطة', 'noto-sans-arabic-arabic'],
    ]);
  });
});
