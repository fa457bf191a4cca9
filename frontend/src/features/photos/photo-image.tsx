import './photo-image.css';
import type { PhotoView } from '@contracts/photo.contract';

export interface PhotoImageProps {
  photo: PhotoView;
  alt: string;
  /** The width the layout gives it, for the browser to choose a size (`sizes`). */
  sizes: string;
  className?: string;
  /** In view as the page opens: loaded at once; otherwise lazily. */
  eager?: boolean;
}

/**
 * A stored photo: AVIF or WebP at the size the layout needs, in a box reserved by its width and height (the page
 * never jumps), painted with its blurred placeholder until the picture arrives.
 */
export function PhotoImage({ photo, alt, sizes, className, eager = false }: PhotoImageProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.srcsetAvif} sizes={sizes} />
      <img
        className={className ? `photo-image ${className}` : 'photo-image'}
        src={photo.src}
        srcSet={photo.srcset}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        style={{
          aspectRatio: `${photo.width} / ${photo.height}`,
          background: `center / cover no-repeat url("${photo.placeholder}")`,
        }}
      />
    </picture>
  );
}
