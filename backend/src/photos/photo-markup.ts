import type { PhotoView } from '../contracts/photo.contract';
import { markup, type SafeHtml } from '../platform/common/html';

/** The photos the public join page may show (by the host's switches), as the photos service answers them. */
export interface PublicPhotos {
  cover: PhotoView | null;
  dishes: PhotoView[];
}

/**
 * A photo for a server-rendered page: AVIF where the browser takes it, WebP otherwise, the size the layout needs
 * (`sizes`), its box reserved by width and height (no layout shift) and painted with the blurred placeholder until
 * the picture arrives. Pictures below the fold load lazily.
 */
export function photoMarkup(
  photo: PhotoView,
  options: { alt: string; sizes: string; className: string; eager?: boolean; layout: string },
): SafeHtml {
  const style = `${options.layout}; aspect-ratio: ${photo.width} / ${photo.height}; background: center / cover no-repeat url("${photo.placeholder}")`;
  return markup`<picture><source type="image/avif" srcset="${photo.srcsetAvif}" sizes="${options.sizes}" /><img
    class="${options.className}" src="${photo.src}" srcset="${photo.srcset}" sizes="${options.sizes}"
    width="${photo.width}" height="${photo.height}" alt="${options.alt}" style="${style}"
    loading="${options.eager ? 'eager' : 'lazy'}" decoding="async"${options.eager && markup` fetchpriority="high"`} /></picture>`;
}
