import { constants as zlib, crc32, deflateRawSync } from 'node:zlib';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The CRC carried over `bytes`; Node 20's crc32 answers 0 for an empty buffer whatever the starting value. */
const crcOf = (bytes: Buffer, crc: number): number => (bytes.length === 0 ? crc : crc32(bytes, crc));

/**
 * A text the same for every request but for a few inserted values (a form's key), gzipped without compressing the
 * text again: its fixed pieces are compressed once, each as deflate data that ends on a byte boundary with a fresh
 * window (a full flush), so the pieces and the values compressed per request (a few bytes) join into one valid gzip
 * member. The CRC is carried over the pieces as they are joined.
 */
export class StitchedGzip {
  private readonly pieces: { text: Buffer; deflated: Buffer }[];

  constructor(pieces: string[]) {
    this.pieces = pieces.map((piece, i) => {
      const text = Buffer.from(piece, 'utf8');
      const last = i === pieces.length - 1;
      return {
        text,
        deflated: deflateRawSync(text, { level: 9, finishFlush: last ? zlib.Z_FINISH : zlib.Z_FULL_FLUSH }),
      };
    });
  }

  /** The gzip of the pieces joined with `value` between each two. */
  join(value: string): Buffer {
    const inserted = Buffer.from(value, 'utf8');
    const between = deflateRawSync(inserted, { level: 1, finishFlush: zlib.Z_FULL_FLUSH });
    const parts: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let length = 0;
    this.pieces.forEach(({ text, deflated }, i) => {
      if (i > 0) {
        parts.push(between);
        crc = crcOf(inserted, crc);
        length += inserted.length;
      }
      parts.push(deflated);
      crc = crcOf(text, crc);
      length += text.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    parts.push(trailer);
    return Buffer.concat(parts);
  }
}
