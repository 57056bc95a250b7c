import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/http-errors';
import { hashPassword } from './passwords';
import {
  PICTURE_MAX_DECODE_BYTES,
  PICTURE_QUEUE_MAX,
  pictureQueue,
  pictureUpload,
  reencodePicture,
  WORKER_THREAD_NICENESS,
} from './images';

/*
 * Issue 31: pictures are priced by their header (decoded bytes) before anything is decoded, and
 * decoded in one bounded queue: one costly picture per owner at a time, a bounded wait, a time limit.
 * The queue is paused where a test needs pictures to wait.
 */

/** The refusal a promise ends with: its code, HTTP status and Retry-After. */
async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const e = err as AppError;
  return { code: e.code, status: e.status, retryAfterS: e.retryAfterS };
}

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 40, g: 120, b: 200, alpha: 0.5 } } });

let png16: Buffer; // 6300×6300 RGBA, 16 bits a sample: 318 MB decoded, a ~300 KB file
let jpeg48: Buffer; // 8000×6000 baseline JPEG: 48 MP, 144 MB decoded
let tiny: Buffer;
beforeAll(async () => {
  png16 = await solid(6300, 6300, 4).toColourspace('rgb16').png({ compressionLevel: 9 }).toBuffer();
  jpeg48 = await solid(8000, 6000).jpeg().toBuffer();
  tiny = await solid(16, 16).png().toBuffer();
}, 60_000);
afterEach(() => {
  pictureQueue.start();
});

describe('the price of a picture (its header, before decoding)', () => {
  it('refuses a 40 MP 16-bit RGBA PNG at once (413 IMAGE_TOO_COSTLY, naming what it costs)', async () => {
    const meta = await sharp(png16).metadata();
    expect([meta.width, meta.height, meta.channels, meta.depth]).toEqual([6300, 6300, 4, 'ushort']);
    const start = performance.now();
    const err = await reencodePicture(png16, 'member:1').catch((e: AppError) => e);
    const ms = performance.now() - start;
    expect(err).toBeInstanceOf(AppError);
    expect([(err as AppError).code, (err as AppError).status]).toEqual(['IMAGE_TOO_COSTLY', 413]);
    expect((err as AppError).details).toMatchObject({
      width: 6300,
      height: 6300,
      bitsPerSample: 16,
      decodeBytes: 6300 * 6300 * 4 * 2,
      maxDecodeBytes: PICTURE_MAX_DECODE_BYTES,
    });
    console.info(`16-bit 6300×6300 PNG (${png16.length} bytes) refused in ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(500); // the header only: decoding it took 1.5–6.5 s
  });

  it('accepts a 48 MP phone photo (JPEG, shrunk while it loads), turned upright and bounded', async () => {
    const start = performance.now();
    const out = await reencodePicture(jpeg48, 'member:2');
    const ms = performance.now() - start;
    const meta = await sharp(out.bytes).metadata();
    expect([out.mime, meta.width, meta.height]).toEqual(['image/jpeg', 2048, 1536]);
    // A portrait photo (EXIF orientation 6, as phones write them) comes out upright, without EXIF.
    const portrait = await solid(4000, 3000).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const upright = await sharp((await reencodePicture(portrait, 'member:2')).bytes).metadata();
    expect([upright.width, upright.height, upright.orientation, upright.exif]).toEqual([
      1536,
      2048,
      undefined,
      undefined,
    ]);
    console.info(`8000×6000 JPEG (${jpeg48.length} bytes) re-encoded in ${ms.toFixed(0)} ms`);
  });

  it('accepts a 16-bit PNG under the limit (stored at 8 bits); refuses a progressive JPEG that a baseline one of the same size would pass', async () => {
    const small16 = await solid(3000, 3000, 4).toColourspace('rgb16').png().toBuffer();
    const out = await sharp((await reencodePicture(small16, 'member:3')).bytes).metadata();
    expect([out.format, out.width, out.depth]).toEqual(['png', 2048, 'uchar']);
    // 5000×4000 RGB: 60 MB baseline; progressive, every coefficient is kept: counted 4 bytes a sample.
    const progressive = await solid(5000, 4000).jpeg({ progressive: true }).toBuffer();
    expect(await refusal(reencodePicture(progressive, 'member:3'))).toEqual({
      code: 'IMAGE_TOO_COSTLY',
      status: 413,
      retryAfterS: undefined,
    });
    const baseline = await solid(5000, 4000).jpeg().toBuffer();
    expect((await reencodePicture(baseline, 'member:3')).mime).toBe('image/jpeg');
  });

  it('non-pictures stay IMAGE_TYPE_INVALID (415)', async () => {
    const gif = Buffer.from('GIF89a0000000000');
    const fakePng = Buffer.concat([tiny.subarray(0, 8), Buffer.alloc(500, 7)]);
    const truncated = jpeg48.subarray(0, 20_000);
    for (const bytes of [gif, fakePng, truncated])
      expect(await refusal(reencodePicture(bytes, 'member:4'))).toEqual({
        code: 'IMAGE_TYPE_INVALID',
        status: 415,
        retryAfterS: undefined,
      });
  });
});

describe('the decode queue', () => {
  it('one costly picture per owner: the next is 429 IMAGE_BUSY with Retry-After; small ones and other owners go on', async () => {
    pictureQueue.pause();
    const first = reencodePicture(jpeg48, 'member:10');
    await expect.poll(() => pictureQueue.size).toBe(1);
    expect(await refusal(reencodePicture(jpeg48, 'member:10'))).toEqual({
      code: 'IMAGE_BUSY',
      status: 429,
      retryAfterS: 2,
    });
    // A receipt-sized picture of the same member is not limited; another member is not affected.
    const small = reencodePicture(tiny, 'member:10');
    const other = reencodePicture(jpeg48, 'member:11');
    await expect.poll(() => pictureQueue.size).toBe(3);
    pictureQueue.start();
    await Promise.all([first, small, other]);
    // Once decoded, the member may send the next.
    expect((await reencodePicture(jpeg48, 'member:10')).mime).toBe('image/jpeg');
  });

  it('cheapest first: a receipt queued after a 48 MP photo is decoded before it', async () => {
    pictureQueue.pause();
    const done: string[] = [];
    const big = reencodePicture(jpeg48, 'member:13').then(() => done.push('big'));
    await expect.poll(() => pictureQueue.size).toBe(1);
    const small = reencodePicture(tiny, 'member:14').then(() => done.push('small'));
    await expect.poll(() => pictureQueue.size).toBe(2);
    pictureQueue.start();
    await Promise.all([big, small]);
    expect(done).toEqual(['small', 'big']);
  });

  it('an upload decodes its pictures one after another: three 48 MP photos of one member pass', async () => {
    const reencode = pictureUpload('member:12');
    const all = [reencode(jpeg48), reencode(jpeg48), reencode(jpeg48)];
    expect((await Promise.all(all)).map((p) => p.mime)).toEqual(Array(3).fill('image/jpeg'));
    // A refused picture skips the ones after it (the request fails anyway).
    const failing = pictureUpload('member:12');
    const [a, b] = [failing(png16), failing(jpeg48)];
    expect((await refusal(a)).code).toBe('IMAGE_TOO_COSTLY');
    expect((await refusal(b)).code).toBe('IMAGE_TOO_COSTLY');
  });

  it(`a full queue (${PICTURE_QUEUE_MAX} waiting) answers 503 IMAGE_QUEUE_FULL with Retry-After at once`, async () => {
    pictureQueue.pause();
    const waiting = Array.from({ length: PICTURE_QUEUE_MAX }, (_, i) =>
      reencodePicture(tiny, `member:${100 + i}`),
    );
    await expect.poll(() => pictureQueue.size).toBe(PICTURE_QUEUE_MAX);
    expect(await refusal(reencodePicture(tiny, 'member:99'))).toEqual({
      code: 'IMAGE_QUEUE_FULL',
      status: 503,
      retryAfterS: 5,
    });
    pictureQueue.start();
    expect(await Promise.all(waiting)).toHaveLength(PICTURE_QUEUE_MAX);
    expect((await reencodePicture(tiny, 'member:99')).mime).toBe('image/png');
  });

  it('a picture not decoded within its time limit answers 503 IMAGE_TIMEOUT at the deadline, and is skipped', async () => {
    pictureQueue.pause();
    const start = performance.now();
    expect(await refusal(pictureUpload('member:20', 150)(jpeg48))).toEqual({
      code: 'IMAGE_TIMEOUT',
      status: 503,
      retryAfterS: 5,
    });
    expect(performance.now() - start).toBeGreaterThanOrEqual(140);
    expect(performance.now() - start).toBeLessThan(1000);
    expect(pictureQueue.size).toBe(1);
    pictureQueue.start();
    await pictureQueue.onIdle();
    // The skipped picture no longer counts against its member.
    expect((await reencodePicture(jpeg48, 'member:20')).mime).toBe('image/jpeg');
  });
});

describe.skipIf(process.platform !== 'linux')('decoding gives way to the event loop (Linux)', () => {
  /** The niceness of a thread of this process (field 19 of /proc/self/task/<tid>/stat). */
  const niceOf = (tid: string) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  };

  const commOf = (tid: string) => readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();

  it("after a decode, libvips's threads run at WORKER_THREAD_NICENESS; the event loop and libuv's pool (password hashes) keep their own", async () => {
    const mainBefore = niceOf(String(process.pid));
    await hashPassword('a password to start the pool');
    await reencodePicture(tiny, 'member:nice');
    const tids = readdirSync('/proc/self/task').filter((tid) => tid !== String(process.pid));
    const decoders = tids.filter((tid) => commOf(tid) === 'libvips worker');
    const others = tids.filter((tid) => commOf(tid) !== 'libvips worker');
    expect(decoders.length).toBeGreaterThan(0);
    expect(decoders.map(niceOf).filter((n) => n < WORKER_THREAD_NICENESS)).toEqual([]);
    expect(others.length).toBeGreaterThan(0);
    expect(others.map(niceOf).filter((n) => n !== mainBefore)).toEqual([]);
    expect(niceOf(String(process.pid))).toBe(mainBefore);
  });
});
