import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The print sheet's pictures are fetched only when printing is about to happen, never with the page: the menu's
 * Print Sheet asks for them and waits until they are in before it opens the print dialog; printing from the
 * browser's own menu (beforeprint) puts them in at once, and they print as far as they have arrived.
 */
const sheets = new Set<() => void>();

/** How long Print Sheet waits for pictures that do not come (offline, a slow signal) before it prints without them. */
const PRINT_PHOTOS_WAIT_MS = 10_000;

/** The print sheet's: whether its pictures are wanted yet. They are put in the page synchronously when asked. */
export function usePrintPhotosWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => flushSync(() => setWanted(true));
    sheets.add(want);
    window.addEventListener('beforeprint', want);
    return () => {
      sheets.delete(want);
      window.removeEventListener('beforeprint', want);
    };
  }, []);
  return wanted;
}

function loaded(img: HTMLImageElement): Promise<void> {
  if (img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Print Sheet: the sheet's pictures first (each loaded or failed, at most PRINT_PHOTOS_WAIT_MS), then the dialog. */
export async function printSheet(): Promise<void> {
  for (const want of sheets) want();
  const pictures = [...document.querySelectorAll<HTMLImageElement>('.print-sheet img')];
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(pictures.map(loaded)),
    new Promise((resolve) => (timer = setTimeout(resolve, PRINT_PHOTOS_WAIT_MS))),
  ]);
  clearTimeout(timer);
  window.print();
}
