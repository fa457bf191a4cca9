// Reads a PDF from stdin with pdfjs (Mozilla's PDF reader) and prints what a reader gets: the page count and sizes,
// each page's text items in drawing order, and, for each area asked for (page, x, y, width, height in points from the top left,
// given as JSON in argv[2]), the QR code decoded from that part of the rendered page. With argv[3], page 1 is also
// written there as a PNG. A separate process because pdfjs is an ES module and the jest suites run as CommonJS.
import { writeFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const SCALE = 4;
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const areas = JSON.parse(process.argv[2] ?? '[]');
const pngPath = process.argv[3];
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
const sizes = [];
const rendered = new Map();
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n);
  const content = await page.getTextContent();
  const [, , width, height] = page.view;
  sizes.push({ width, height });
  pages.push(content.items.map((item) => ('str' in item ? item.str : '')).filter((s) => s.trim() !== ''));
}
async function render(n) {
  if (!rendered.has(n)) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: SCALE });
    // The reader's own canvas factory (a canvas package it ships for Node), so its paths and canvases match.
    const { canvas, context } = pdf.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    rendered.set(n, canvas);
  }
  return rendered.get(n);
}
const codes = [];
for (const area of areas) {
  const canvas = await render(area.page);
  const ctx = canvas.getContext('2d');
  const [x, y, width, height] = [area.x, area.y, area.width, area.height].map((v) => Math.round(v * SCALE));
  const image = ctx.getImageData(x, y, width, height);
  codes.push(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null);
}
if (pngPath) writeFileSync(pngPath, (await render(1)).toBuffer('image/png'));
process.stdout.write(JSON.stringify({ pageCount: pdf.numPages, sizes, pages, codes }));
