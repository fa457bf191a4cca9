import PDFDocument from 'pdfkit';
import * as QRCode from 'qrcode';
import { cardFonts, type CardFont, type CardWeight } from './card-fonts';
import type { CardMark } from './card-marks';
import { layoutLine, type TextRun } from './card-text-layout';

export type Paper = 'a4' | 'letter';

/** One card: what it says and where its QR code leads. */
export interface BuffetCard {
  name: string;
  /** The "Brought by …" line, in the reader's language; null when the guest list is hidden from the reader. */
  broughtBy: string | null;
  marks: CardMark[];
  url: string;
}

/** The sheet's own words, in the reader's language. */
export interface CardTexts {
  title: string;
  noDishes: string;
  cutHere: string;
  scan: string;
}

/**
 * Everything a sheet of cards is drawn from: plain data only (no functions), so it can be sent to a worker thread.
 * Words are already translated.
 */
export interface BuffetCardsInput {
  paper: Paper;
  texts: CardTexts;
  cards: BuffetCard[];
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Page sizes in points (1/72 inch). */
const PAPER: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};
const COLUMNS = 2;
const ROWS = 3;
/** Cards per page: two across, three down, each about 9 by 8 cm, cut apart along dashed lines. */
export const CARDS_PER_PAGE = COLUMNS * ROWS;
const MARGIN = 28;
const HEADER = 22;
const PADDING = 14;
const QR_SIZE = 84;
const NAME_SIZES = [26, 22, 19, 16, 14];
const NAME_MAX_LINES = 3;
const INK = '#000000';

/** The page and where each card of a page sits on it, top left first, row by row. */
export function cardGrid(paper: Paper): { page: { width: number; height: number }; cells: Rect[] } {
  const page = PAPER[paper];
  const width = (page.width - 2 * MARGIN) / COLUMNS;
  const height = (page.height - 2 * MARGIN - 2 * HEADER) / ROWS;
  const cells = Array.from({ length: CARDS_PER_PAGE }, (_, i) => ({
    x: MARGIN + (i % COLUMNS) * width,
    y: MARGIN + HEADER + Math.floor(i / COLUMNS) * height,
    width,
    height,
  }));
  return { page, cells };
}

/** Where a card's QR code sits inside its cell. */
export function qrBox(cell: Rect): Rect {
  return {
    x: cell.x + cell.width - PADDING - QR_SIZE,
    y: cell.y + cell.height - PADDING - QR_SIZE,
    width: QR_SIZE,
    height: QR_SIZE,
  };
}

/**
 * A printable PDF of buffet cards, six to a page, with embedded fonts and vector QR codes. CPU-bound (about 6 ms a
 * card): the server runs it in its worker pool (platform/workers), never on the request loop.
 */
export function renderBuffetCards(input: BuffetCardsInput): Promise<Buffer> {
  const { texts } = input;
  const { page, cells } = cardGrid(input.paper);
  const doc = new PDFDocument({ size: [page.width, page.height], margin: 0, autoFirstPage: false });
  const { title } = texts;
  doc.info.Title = title;
  const fonts = cardFonts();
  for (const font of [...fonts.regular, ...fonts.bold]) doc.registerFont(font.name, font.data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pages = Math.max(1, Math.ceil(input.cards.length / CARDS_PER_PAGE));
  for (let p = 0; p < pages; p++) {
    doc.addPage();
    const header = lines(doc, fonts.regular, title, 10, page.width - 2 * MARGIN, 1);
    drawLine(doc, header[0] ?? [], 10, MARGIN, MARGIN, page.width - 2 * MARGIN, 'start');
    const onPage = input.cards.slice(p * CARDS_PER_PAGE, (p + 1) * CARDS_PER_PAGE);
    if (onPage.length === 0) {
      drawLine(doc, layoutLine(texts.noDishes, fonts.regular), 12, MARGIN, MARGIN + HEADER, 0, 'start');
    }
    for (const [i, card] of onPage.entries()) {
      const cell = cells[i];
      if (cell) drawCard(doc, fonts, card, cell, texts);
    }
    if (onPage.length > 0) {
      const footer = layoutLine(texts.cutHere, fonts.regular);
      drawLine(doc, footer, 8, MARGIN, page.height - MARGIN - 10, 0, 'start');
    }
  }
  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;

function drawCard(
  doc: Doc,
  fonts: Record<CardWeight, CardFont[]>,
  card: BuffetCard,
  cell: Rect,
  texts: CardTexts,
): void {
  // The cut line: dashed, so it reads as "cut here" on any printer.
  doc.save().lineWidth(0.6).dash(4, { space: 3 }).strokeColor(INK).rect(cell.x, cell.y, cell.width, cell.height);
  doc.stroke().undash().restore();
  const inner = cell.width - 2 * PADDING;
  let y = cell.y + PADDING;
  const { size, rows } = nameLines(doc, fonts.bold, card.name, inner);
  for (const row of rows) y += drawLine(doc, row, size, cell.x + PADDING, y, inner, 'center');
  if (card.broughtBy !== null) {
    y += 4;
    const by = lines(doc, fonts.regular, card.broughtBy, 12, inner, 1);
    y += drawLine(doc, by[0] ?? [], 12, cell.x + PADDING, y, inner, 'center');
  }
  const qr = qrBox(cell);
  y = Math.max(y + 8, cell.y + cell.height - PADDING - card.marks.length * 15);
  for (const mark of card.marks) {
    drawMark(doc, fonts, mark, cell.x + PADDING, y);
    y += 15;
  }
  drawQr(doc, card.url, qr);
  const scan = layoutLine(texts.scan, fonts.regular);
  drawLine(doc, scan, 6.5, qr.x, qr.y - 12, qr.width, 'center');
}

/** The largest name size at which the name fits in three lines; at the smallest, what does not fit is cut with "…". */
function nameLines(doc: Doc, fonts: CardFont[], name: string, width: number): { size: number; rows: TextRun[][] } {
  for (const size of NAME_SIZES) {
    const rows = lines(doc, fonts, name, size, width, Infinity);
    if (rows.length <= NAME_MAX_LINES) return { size, rows };
  }
  const size = NAME_SIZES[NAME_SIZES.length - 1] ?? 14;
  return { size, rows: lines(doc, fonts, name, size, width, NAME_MAX_LINES) };
}

/** Words wrapped greedily into lines of at most `width`, each laid out by direction and font. */
function lines(doc: Doc, fonts: CardFont[], text: string, size: number, width: number, max: number): TextRun[][] {
  const words = text.trim().split(/\s+/);
  const texts: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && widthOf(doc, layoutLine(candidate, fonts), size) > width) {
      texts.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) texts.push(current);
  if (texts.length > max) {
    texts.length = max;
    texts[max - 1] = `${texts[max - 1]}…`;
  }
  return texts.map((t) => fit(doc, fonts, t, size, width));
}

/** A line shortened with "…" until it fits (a single word wider than the card). */
function fit(doc: Doc, fonts: CardFont[], text: string, size: number, width: number): TextRun[] {
  let chars = [...text];
  let runs = layoutLine(text, fonts);
  while (chars.length > 1 && widthOf(doc, runs, size) > width) {
    chars = chars.slice(0, -2);
    runs = layoutLine(`${chars.join('')}…`, fonts);
  }
  return runs;
}

function widthOf(doc: Doc, runs: TextRun[], size: number): number {
  return runs.reduce((sum, run) => sum + doc.font(run.font.name).fontSize(size).widthOfString(run.text), 0);
}

/**
 * Draws one line from its top edge on a baseline shared by all its fonts (Arabic letters stand taller than Latin
 * ones); answers the height the line took. Spaces are gaps, not text.
 */
function drawLine(
  doc: Doc,
  runs: TextRun[],
  size: number,
  x: number,
  y: number,
  width: number,
  align: 'start' | 'center',
): number {
  const ascent = Math.max(0.8, ...runs.map((r) => r.font.ascent)) * size;
  const descent = Math.min(-0.2, ...runs.map((r) => r.font.descent)) * size;
  let left = align === 'center' ? x + Math.max(0, (width - widthOf(doc, runs, size)) / 2) : x;
  for (const run of runs) {
    doc.font(run.font.name).fontSize(size).fillColor(INK);
    if (run.text.trim() !== '') doc.text(run.text, left, y + ascent, { lineBreak: false, baseline: 'alphabetic' });
    left += doc.widthOfString(run.text);
  }
  return ascent - descent;
}

function drawMark(doc: Doc, fonts: Record<CardWeight, CardFont[]>, mark: CardMark, x: number, y: number): void {
  const box = 12;
  doc.save().lineWidth(1).strokeColor(INK).fillColor(INK);
  if (mark.shape === 'warning') doc.rect(x, y, box + 4, box).fill();
  else doc.roundedRect(x, y, box + 4, box, box / 2).stroke();
  doc.restore();
  const symbol = layoutLine(mark.symbol, fonts.bold);
  const symbolSize = mark.symbol.length > 1 ? 6 : 8;
  const ink = mark.shape === 'warning' ? '#ffffff' : INK;
  const symbolWidth = widthOf(doc, symbol, symbolSize);
  for (const run of symbol) {
    doc.font(run.font.name).fontSize(symbolSize).fillColor(ink);
    doc.text(run.text, x + (box + 4 - symbolWidth) / 2, y + box / 2 + symbolSize * 0.36, {
      lineBreak: false,
      baseline: 'alphabetic',
    });
  }
  drawLine(doc, layoutLine(mark.words, fonts.regular), 10, x + box + 9, y - 1.5, 0, 'start');
}

/** The QR code drawn module by module as black squares on white (sharp at any printer resolution). */
function drawQr(doc: Doc, url: string, box: Rect): void {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 3;
  const count = qr.modules.size;
  const cell = box.width / (count + 2 * quiet);
  doc.save().fillColor('#ffffff').rect(box.x, box.y, box.width, box.height).fill();
  doc.fillColor(INK);
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) {
        doc.rect(box.x + (quiet + col) * cell, box.y + (quiet + row) * cell, cell + 0.01, cell + 0.01);
      }
    }
  }
  doc.fill().restore();
}
