import { createHash } from 'node:crypto';
import sharp, { type SharpOptions } from 'sharp';
import { AppException } from '../platform/common/app-exception';
import { serverText } from '../i18n/server-text';

/** What a photo is for: its shape is fixed (the client crops to it; the server crops what is left over). */
export type PhotoKind = 'cover' | 'dish' | 'receipt';

/** Width ÷ height. A cover is the 1200×630 shape link previews use; a dish photo has the dish card's 2:1. */
export const PHOTO_ASPECT: Readonly<Record<Exclude<PhotoKind, 'receipt'>, number>> = { cover: 1200 / 630, dish: 2 };

/** A receipt keeps its own shape (a long till roll included, up to 4 times as tall as wide): its lines must read. */
const RECEIPT_ASPECT = { min: 0.25, max: 2 };

/** The widths a photo is stored at (for srcset), never wider than what was sent. */
export const PHOTO_WIDTHS = [320, 640, 1200] as const;

/** The formats we decode, by what the bytes say (never by the name or the type the client claims). */
const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' };
type Format = keyof typeof FORMATS;

export interface PhotoFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** A hash of the pixels: part of every file's address, so an address never names two different pictures. */
  hash: string;
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URL, shown until the picture arrives. */
  placeholder: string;
  files: PhotoFile[];
}

/** Sniffs the format from the first bytes; anything else (SVG, PDF, HEIC, TIFF...) is refused before decoding. */
export function sniffFormat(bytes: Buffer): Format | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  return null;
}

const FORMAT_NAMES: Readonly<Record<Format, string>> = {
  jpeg: 'a JPEG',
  png: 'a PNG',
  webp: 'a WebP',
  avif: 'an AVIF',
  gif: 'a GIF',
};

/**
 * Decodes the upload by its content and re-encodes it: no byte of the original is kept, so no EXIF, GPS, ICC or
 * comment survives (sharp writes no metadata unless asked). `claimedType` is the Content-Type the client sent: a
 * specific image type that the bytes contradict (a PNG renamed .jpg) is refused, so the client learns its file is
 * not what it thinks; a generic type (application/octet-stream) is fine.
 */
export async function processPhoto(
  bytes: Buffer,
  kind: PhotoKind,
  claimedType: string | undefined,
  maxPixels: number,
): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw AppException.badRequest(serverText('error.photos.empty'), 'PHOTO_UNREADABLE');
  const format = sniffFormat(bytes);
  if (!format) throw AppException.unprocessable(serverText('error.photos.unreadable'), 'PHOTO_UNREADABLE');
  const claimed = Object.entries(FORMATS).find(([, type]) => type === normalizeType(claimedType))?.[0] as
    Format | undefined;
  if (claimed && claimed !== format) {
    throw AppException.unprocessable(
      serverText('error.photos.typeMismatch', { claimed: FORMAT_NAMES[claimed], actual: FORMAT_NAMES[format] }),
      'PHOTO_TYPE_MISMATCH',
    );
  }
  const options = { limitInputPixels: maxPixels, failOn: 'error' as const, animated: false };
  // The header first: a decompression bomb is refused before a single pixel is decoded.
  const meta = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw AppException.unprocessable(serverText('error.photos.unreadable'), 'PHOTO_UNREADABLE');
    });
  if (!meta.width || !meta.height)
    throw AppException.unprocessable(serverText('error.photos.unreadable'), 'PHOTO_UNREADABLE');
  if (meta.width * meta.height > maxPixels) {
    throw AppException.unprocessable(
      serverText('error.photos.tooManyPixels', { megapixels: Math.floor(maxPixels / 1_000_000) }),
      'PHOTO_TOO_MANY_PIXELS',
    );
  }
  try {
    return await renditions(bytes, kind, options);
  } catch (err) {
    if (err instanceof AppException) throw err;
    throw AppException.unprocessable(serverText('error.photos.unreadable'), 'PHOTO_UNREADABLE');
  }
}

function normalizeType(type: string | undefined): string {
  const plain = (type ?? '').split(';')[0].trim().toLowerCase();
  return plain === 'image/jpg' ? 'image/jpeg' : plain;
}

async function renditions(bytes: Buffer, kind: PhotoKind, options: SharpOptions): Promise<ProcessedPhoto> {
  // Turned upright by its EXIF orientation, cropped to the kind's shape around the centre, at most 1200 wide, in one
  // pipeline (so a large JPEG or WebP is decoded at a reduced scale), then kept as raw pixels for every size.
  const meta = await sharp(bytes, options).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const w0 = (turned ? meta.height : meta.width) ?? 1;
  const h0 = (turned ? meta.width : meta.height) ?? 1;
  const aspect =
    kind === 'receipt' ? Math.min(RECEIPT_ASPECT.max, Math.max(RECEIPT_ASPECT.min, w0 / h0)) : PHOTO_ASPECT[kind];
  const width = Math.max(1, Math.min(PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1], w0, Math.floor(h0 * aspect)));
  const height = Math.max(1, Math.round(width / aspect));
  const master = await sharp(bytes, options)
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } };
  const hash = createHash('sha256').update(master.data).digest('hex').slice(0, 32);
  const widths = [...new Set([...PHOTO_WIDTHS.filter((w) => w < width), width])];
  const files: PhotoFile[] = [];
  for (const w of widths) {
    const sized = sharp(master.data, raw).resize(w, Math.max(1, Math.round(w / aspect)));
    const [webp, avif] = await Promise.all([
      sized.clone().webp({ quality: 72, effort: 2 }).toBuffer(),
      sized.clone().avif({ quality: 50, effort: 0 }).toBuffer(),
    ]);
    files.push({ name: `${w}.webp`, contentType: 'image/webp', bytes: webp });
    files.push({ name: `${w}.avif`, contentType: 'image/avif', bytes: avif });
  }
  // Link previews (og:image) read JPEG everywhere; only a cover is previewed.
  if (kind === 'cover') {
    const jpeg = await sharp(master.data, raw).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    files.push({ name: 'og.jpg', contentType: 'image/jpeg', bytes: jpeg });
  }
  const tiny = await sharp(master.data, raw)
    .resize(16, Math.max(1, Math.round(16 / aspect)))
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  return { hash, width, height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, files };
}
