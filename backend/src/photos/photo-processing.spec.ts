import sharp from 'sharp';
import { AppException } from '../platform/common/app-exception';
import { processPhoto, sniffFormat } from './photo-processing';

const MAX_PIXELS = 25_000_000;
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 30, b: 160 } } });

describe('photo processing', () => {
  it('knows the formats by their bytes, and nothing else', async () => {
    expect(sniffFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffFormat(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffFormat(await solid(4, 4).avif().toBuffer())).toBe('avif');
    expect(sniffFormat(await solid(4, 4).gif().toBuffer())).toBe('gif');
    expect(sniffFormat(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFormat(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('turns a picture upright by its EXIF orientation before cropping it', async () => {
    // Stored 800×400 with "rotate 90° clockwise to view": upright it is 400×800, so a 2:1 dish photo is 400×200.
    const sideways = await solid(800, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const photo = await processPhoto(sideways, 'dish', 'image/jpeg', MAX_PIXELS);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 400, height: 200 });
    for (const file of photo.files) expect((await sharp(file.bytes).metadata()).orientation).toBeUndefined();
  });

  it('refuses a claim the bytes contradict, and accepts a generic or matching one', async () => {
    const png = await solid(64, 32).png().toBuffer();
    await expect(processPhoto(png, 'dish', 'image/jpeg', MAX_PIXELS)).rejects.toMatchObject({
      status: 422,
      code: 'PHOTO_TYPE_MISMATCH',
    });
    await expect(processPhoto(png, 'dish', 'image/png', MAX_PIXELS)).resolves.toMatchObject({ width: 64 });
    await expect(processPhoto(png, 'dish', 'application/octet-stream', MAX_PIXELS)).resolves.toMatchObject({
      width: 64,
    });
  });

  it('refuses a truncated picture as unreadable', async () => {
    const jpeg = await solid(600, 300).jpeg().toBuffer();
    const error: unknown = await processPhoto(jpeg.subarray(0, 200), 'dish', undefined, MAX_PIXELS).catch((e) => e);
    expect(error).toBeInstanceOf(AppException);
    expect(error).toMatchObject({ code: 'PHOTO_UNREADABLE' });
  });
});
