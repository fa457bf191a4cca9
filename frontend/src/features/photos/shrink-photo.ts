/** How the picture sits in its frame: zoom ≥ 1, and the crop's centre as fractions of the spare room (0..1). */
export interface PhotoCrop {
  zoom: number;
  x: number;
  y: number;
}

export const CENTRE_CROP: PhotoCrop = { zoom: 1, x: 0.5, y: 0.5 };

/** The longest side a photo leaves the phone with, and the most bytes it may take. */
export const MAX_SIDE = 1600;
export const MAX_BYTES = 300 * 1024;
const QUALITIES = [0.82, 0.72, 0.62, 0.5, 0.4];

/** The source rectangle of an image of w × h that fills a frame of `aspect` (width ÷ height) with this crop. */
export function cropRect(w: number, h: number, aspect: number, crop: PhotoCrop) {
  // The largest rectangle of the frame's shape inside the picture, made smaller by the zoom.
  let cw = Math.min(w, h * aspect);
  let ch = cw / aspect;
  cw /= crop.zoom;
  ch /= crop.zoom;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return { sx: (w - cw) * clamp(crop.x), sy: (h - ch) * clamp(crop.y), sw: cw, sh: ch };
}

/**
 * Crops a chosen picture to the frame's shape and shrinks it on the phone before it leaves: at most 1600 px wide,
 * WebP (JPEG where the browser cannot write WebP), the quality lowered until it is at most 300 KB. Turned upright by
 * its EXIF orientation; the server re-encodes it anyway and keeps no metadata.
 */
export async function shrinkPhoto(file: Blob, aspect: number, crop: PhotoCrop = CENTRE_CROP): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { sx, sy, sw, sh } = cropRect(bitmap.width, bitmap.height, aspect, crop);
    const width = Math.max(1, Math.round(Math.min(MAX_SIDE, sw)));
    const height = Math.max(1, Math.round(width / aspect));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, sx, sy, sw, sh, 0, 0, width, height);
    let smallest: Blob | null = null;
    for (const quality of QUALITIES) {
      const blob = await encode(canvas, quality);
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (blob.size <= MAX_BYTES) return blob;
    }
    return smallest!;
  } finally {
    bitmap.close();
  }
}

async function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  const as = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  const webp = await as('image/webp');
  // A browser without a WebP encoder answers PNG (or nothing): JPEG then.
  if (webp && webp.type === 'image/webp') return webp;
  const jpeg = await as('image/jpeg');
  if (!jpeg) throw new Error('The picture could not be encoded');
  return jpeg;
}
