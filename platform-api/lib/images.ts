import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import PQueue from 'p-queue';
import sharp from 'sharp';
import type { ErrorCode } from '../../schemas';
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

/** Stored pictures are at most this wide or tall: enough to read a receipt, far smaller than a camera's original. */
export const PICTURE_MAX_EDGE_PX = 2048;
const JPEG_QUALITY = 85;

/*
 * Issue 31: decoding is the one thing an upload can make expensive, so it is priced before it starts
 * and queued so that nobody can keep it busy.
 *
 * Price: the header (sharp's metadata(), no pixel decoded) gives width × height × channels × bytes a
 * sample = the bytes the decoder produces. 200 MB lets a 50 MP phone photo through (8-bit RGB:
 * 150 MB; a baseline JPEG is shrunk while it loads, about 0.1 s here) and refuses a 39 MP 16-bit RGBA
 * PNG (312 MB; 1.5–6.5 s under load before this limit). A progressive JPEG keeps every DCT
 * coefficient (2 bytes a sample) until its last scan and an interlaced PNG is decoded whole in memory:
 * measured 4–13× the time and memory of a baseline file of the same size, they count 4 bytes a
 * sample. The slowest pictures under the limit (a 50 MP RGBA PNG, a 16 MP progressive JPEG) take
 * 0.3–0.5 s here.
 */
export const PICTURE_MAX_DECODE_BYTES = 200_000_000;
/**
 * Pictures up to this price (a phone screenshot: 1440×2960 RGB is 12.8 MB, decoded in tens of
 * milliseconds) are not limited per owner: refusing a receipt protects nothing.
 */
export const PICTURE_SMALL_DECODE_BYTES = 16_000_000;
/**
 * Decodes at once, one libvips thread each. The event loop keeps a core of its own (it also runs
 * PGlite's queries): on 2 cores, 1 (picture-flood.test.ts: /healthz at most 63–95 ms during the
 * flood with 1, 231 ms with 2; the honest upload waits for the decode under way either way, as the
 * cheapest picture goes first). Each decode also holds a thread of libuv's pool (4 threads,
 * UV_THREADPOOL_SIZE unset) that file writes, argon2 and compression need too: never more than 2.
 */
export const PICTURE_DECODES_AT_ONCE = Math.max(1, Math.min(availableParallelism() - 1, 2));
/**
 * Pictures waiting for a decoder. A full queue of the slowest accepted pictures (0.5 s) drains in
 * 16 × 0.5 s = 8 s a decoder, inside the time limit; one more would only wait to time out (holding
 * its upload in memory meanwhile), so it is refused at once with Retry-After.
 */
export const PICTURE_QUEUE_MAX = 16 * PICTURE_DECODES_AT_ONCE;
/** A picture is decoded within this time from its turn in its upload, queue wait included, or the upload answers 503. */
export const PICTURE_TIME_LIMIT_MS = 10_000;
const BUSY_RETRY_AFTER_S = 2;
const QUEUE_RETRY_AFTER_S = 5;

// One libvips thread a decode (the queue decides how many run), no operation cache. What a decode
// allocates is freed after it, but glibc keeps each thread's malloc arena at its high-water mark
// (+160–215 MB after picture-flood.test.ts) unless the process starts with MALLOC_ARENA_MAX=2
// (+10–50 MB, given back within seconds).
sharp.concurrency(1);
sharp.cache(false);

/**
 * The niceness of libvips's own threads ("libvips worker", where a decode's pixels are worked:
 * 64 of 66 CPU ticks of eight decodes here), set when a picture decodes (Linux only: a thread id is
 * a process id to setpriority(2)). On 2 cores the decoder shares a core with the event loop whenever
 * anything else runs beside the server: at the same niceness the scheduler lets a decode's slice run
 * while the event loop waits its turn; at 10 the event loop preempts it as soon as it has work.
 * picture-flood.test.ts, slowest /healthz of phase 1 / phase 2, the same machine taking turns
 * (28 Nov, load 2–8): without 87/156, 226/401, 455/401 ms; with 83/52, 99/88, 89/289, 103/168 ms.
 * libuv's pool threads keep the process's niceness: they hash passwords (argon2), write files and
 * compress, which a player waits on. Renicing them too (28 Nov) starved every login and register
 * behind the browsers of the e2e suite, which ran twice as long and timed out a password change.
 */
export const WORKER_THREAD_NICENESS = 10;
const DECODER_THREAD = 'libvips worker';
const reniced = new Set<number>();
export function yieldWorkerThreads(): void {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return; // not Linux: the scheduler decides
  }
  for (const name of tids) {
    const tid = Number(name);
    if (tid === process.pid || reniced.has(tid)) continue;
    try {
      if (readFileSync(`/proc/self/task/${name}/comm`, 'utf8').trim() !== DECODER_THREAD) continue;
      reniced.add(tid);
      setPriority(tid, WORKER_THREAD_NICENESS);
    } catch {
      // a thread that has ended, or a system that refuses: nothing to do
    }
  }
}

/**
 * The decode queue, cheapest picture first (priority = minus its price): a receipt never waits
 * behind a 50 MP picture, and a costly one waits at most its time limit. Exported for tests, which
 * pause it.
 */
export const pictureQueue = new PQueue({ concurrency: PICTURE_DECODES_AT_ONCE });
/** Owners (a member, a console user) with a costly picture queued or decoding: one at a time each. */
const busy = new Set<string>();

export interface EncodedPicture {
  mime: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  bytes: Buffer;
}

const retryLater = (code: ErrorCode, seconds: number) =>
  Object.assign(new AppError(code), { retryAfterS: seconds });

/**
 * One upload of `owner` (`member:<id>`, `console:<username>`): returns the function that decodes and
 * re-encodes its pictures, one after another (a failure skips the rest), each within `timeLimitMs`.
 */
export function pictureUpload(
  owner: string,
  timeLimitMs = PICTURE_TIME_LIMIT_MS,
): (bytes: Buffer) => Promise<EncodedPicture> {
  let previous: Promise<unknown> = Promise.resolve();
  return (bytes) => {
    const next = previous.then(() => reencode(bytes, owner, performance.now() + timeLimitMs));
    previous = next;
    return next;
  };
}

/** A single picture of `owner`. */
export const reencodePicture = (bytes: Buffer, owner: string): Promise<EncodedPicture> =>
  pictureUpload(owner)(bytes);

/**
 * Decodes and re-encodes an uploaded picture with sharp (libvips, on libuv's thread pool: the event
 * loop never waits on it). The output carries no metadata (EXIF, GPS, ICC comments are dropped),
 * is turned upright, and is bounded in size; anything that does not decode is not a picture.
 */
async function reencode(bytes: Buffer, owner: string, deadline: number): Promise<EncodedPicture> {
  const mime = imageMime(bytes);
  if (!mime) throw new AppError('IMAGE_TYPE_INVALID');
  const header = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new AppError('IMAGE_TYPE_INVALID');
    });
  const sample = (header.depth === 'uchar' ? 1 : 2) * (header.isProgressive ? 4 : 1);
  const cost = (header.width ?? 0) * (header.height ?? 0) * (header.channels ?? 4) * sample;
  if (cost > PICTURE_MAX_DECODE_BYTES)
    throw new AppError('IMAGE_TOO_COSTLY', {
      width: header.width,
      height: header.height,
      channels: header.channels,
      bitsPerSample: header.depth === 'uchar' ? 8 : 16,
      progressive: header.isProgressive ?? false,
      decodeBytes: cost,
      maxDecodeBytes: PICTURE_MAX_DECODE_BYTES,
    });
  const costly = cost > PICTURE_SMALL_DECODE_BYTES;
  if (costly && busy.has(owner)) throw retryLater('IMAGE_BUSY', BUSY_RETRY_AFTER_S);
  if (pictureQueue.size >= PICTURE_QUEUE_MAX) throw retryLater('IMAGE_QUEUE_FULL', QUEUE_RETRY_AFTER_S);
  if (costly) busy.add(owner);
  const job = pictureQueue
    .add(() => decode(bytes, mime, header.depth !== 'uchar', deadline), {
      priority: -cost,
      throwOnTimeout: true,
    })
    .finally(() => costly && busy.delete(owner));
  // Answered at the deadline even while the picture still waits (it is then skipped) or decodes (it
  // is then stopped by sharp's timeout, at the next whole second).
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(retryLater('IMAGE_TIMEOUT', QUEUE_RETRY_AFTER_S)),
      deadline - performance.now(),
    );
  });
  job.catch(() => undefined);
  return Promise.race([job, late]).finally(() => clearTimeout(timer));
}

async function decode(
  bytes: Buffer,
  mime: 'image/jpeg' | 'image/png',
  deep: boolean,
  deadline: number,
): Promise<EncodedPicture> {
  const left = deadline - performance.now();
  if (left <= 0) throw new AppError('IMAGE_TIMEOUT');
  // libvips's threads give way to the event loop (asked again after the decode: a first decode
  // starts them).
  yieldWorkerThreads();
  try {
    // Sequential read: libvips streams the picture through (no whole decoded copy in memory), and a
    // JPEG is shrunk while it loads (libjpeg decodes at 1/2, 1/4 or 1/8) because resize is known up front.
    let img = sharp(bytes, {
      limitInputPixels: PICTURE_MAX_DECODE_BYTES,
      failOn: 'error',
      sequentialRead: true,
      autoOrient: true,
    });
    // 16 bits a sample are brought to 8 as they load: the rest at 16 bits took three times as long.
    if (deep) img = img.pipelineColourspace('srgb');
    img = img
      .resize({
        width: PICTURE_MAX_EDGE_PX,
        height: PICTURE_MAX_EDGE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .timeout({ seconds: Math.ceil(left / 1000) });
    return mime === 'image/png'
      ? { mime, ext: 'png', bytes: await img.png({ compressionLevel: 6 }).toBuffer() }
      : { mime, ext: 'jpg', bytes: await img.jpeg({ quality: JPEG_QUALITY, mozjpeg: false }).toBuffer() };
  } catch {
    throw new AppError('IMAGE_TYPE_INVALID');
  } finally {
    yieldWorkerThreads();
  }
}

// The upload store is in file-store.ts (disk in single-node mode, the database in scale mode).
export { diskFileStore, type FileStore } from './file-store';
