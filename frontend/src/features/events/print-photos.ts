/**
 * The print sheet's pictures are fetched only when printing is about to happen, never with the page: the sheet puts
 * them in on `beforeprint`. Print Sheet announces it itself and waits until they are in before the print dialog
 * opens; printing from the browser's own menu prints them as far as they have arrived.
 */

/** How long Print Sheet waits for pictures that do not come (offline, a slow signal) before it prints without them. */
const PRINT_PHOTOS_WAIT_MS = 10_000;

const loaded = (img: HTMLImageElement) =>
  new Promise((resolve) => {
    if (img.complete) return resolve(true);
    img.addEventListener('load', resolve, { once: true });
    img.addEventListener('error', resolve, { once: true });
  });

/** Print Sheet: the sheet's pictures first (each loaded or failed, at most PRINT_PHOTOS_WAIT_MS), then the dialog. */
export async function printSheet(): Promise<void> {
  // The sheet's listener renders its pictures synchronously: they are in the page when this returns.
  window.dispatchEvent(new Event('beforeprint'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([...document.querySelectorAll<HTMLImageElement>('.print-sheet img')].map(loaded)),
    new Promise((resolve) => (timer = setTimeout(resolve, PRINT_PHOTOS_WAIT_MS))),
  ]);
  clearTimeout(timer);
  window.print();
}
