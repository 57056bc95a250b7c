import sharp from 'sharp';
import { AppError } from '../../server/http-errors';

/** Accepted reward pictures by their magic bytes (spec §5: jpeg, jpg, png); the file name and the declared type are not trusted. */
export function imageMime(head: Buffer): 'image/jpeg' | 'image/png' | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  return undefined;
}

/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded. */
export const PICTURE_MAX_INPUT_PIXELS = 40_000_000;
/** Stored pictures are at most this wide or tall: enough to read a receipt, far smaller than a camera's original. */
export const PICTURE_MAX_EDGE_PX = 2048;
const JPEG_QUALITY = 85;
/**
 * Pictures decoded at once, each on one libvips thread: on a 2-core machine the event loop keeps a
 * core of its own (three parallel decodes with libvips' default threads starved it for 200–350 ms).
 */
export const PICTURE_ENCODE_PARALLEL = 1;
sharp.concurrency(1);
sharp.cache(false);

let running = 0;
const waiting: (() => void)[] = [];
async function encodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PICTURE_ENCODE_PARALLEL) await new Promise<void>((r) => waiting.push(r));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export interface EncodedPicture {
  mime: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  bytes: Buffer;
}

/**
 * Decodes and re-encodes an uploaded picture with sharp (libvips, on libuv's thread pool: the event
 * loop never waits on it). The output carries no metadata (EXIF, GPS, ICC comments are dropped),
 * is turned upright first, and is bounded in size; anything that does not decode is not a picture.
 */
export async function reencodePicture(bytes: Buffer): Promise<EncodedPicture> {
  const mime = imageMime(bytes);
  if (!mime) throw new AppError('IMAGE_TYPE_INVALID');
  return encodeSlot(() => encode(bytes, mime));
}

async function encode(bytes: Buffer, mime: 'image/jpeg' | 'image/png'): Promise<EncodedPicture> {
  try {
    const img = sharp(bytes, { limitInputPixels: PICTURE_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: PICTURE_MAX_EDGE_PX,
        height: PICTURE_MAX_EDGE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      });
    return mime === 'image/png'
      ? { mime, ext: 'png', bytes: await img.png({ compressionLevel: 6 }).toBuffer() }
      : { mime, ext: 'jpg', bytes: await img.jpeg({ quality: JPEG_QUALITY, mozjpeg: false }).toBuffer() };
  } catch {
    throw new AppError('IMAGE_TYPE_INVALID');
  }
}

// The upload store is in file-store.ts (disk in single-node mode, the database in scale mode).
export { diskFileStore, type FileStore } from './file-store';
