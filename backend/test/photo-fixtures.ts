import sharp from 'sharp';
import { deflateSync } from 'node:zlib';
import type { Agent } from './support/test-app';

// Pictures for the photo suites, made in the test: nothing is downloaded or checked in.

/** A photo as a phone takes it: a JPEG carrying a description and a GPS position in its EXIF. */
export async function phoneJpeg(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: 'Home of Alice', Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

/** The GPS IFD pointer (tag 0x8825, type LONG) in little-endian EXIF: where a position would be. */
export const GPS_POINTER = Buffer.from([0x25, 0x88, 0x04, 0x00]);

/** A valid 1-bit grayscale PNG of width × height black pixels: a few tens of kilobytes, gigabytes once decoded. */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grayscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .png()
    .toBuffer();

/** A photo as the API answers it. */
export interface PhotoBody {
  id: string;
  src: string;
  srcset: string;
  srcsetAvif: string;
  placeholder: string;
  ogImage: string | null;
  width: number;
  height: number;
}

/**
 * Uploads `picture` as `user` to a photo route (`/api/dishes/:id/photo`, `/api/events/:id/cover`) and expects it
 * stored: the photo as answered. `type`: the Content-Type the phone states, if any.
 */
export async function uploadPhoto(
  user: { agent: Agent },
  path: string,
  picture: Buffer,
  type?: string,
): Promise<PhotoBody> {
  const req = type ? user.agent.put(path).set('Content-Type', type) : user.agent.put(path);
  return (await req.send(picture).expect(200)).body as PhotoBody;
}
