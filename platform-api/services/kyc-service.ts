import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MerchantConfig } from '../../schemas';
import { KYC_SIDES, type KycSide } from '../../schemas/api';
import { AppError } from '../../server/http-errors';
import { pictureUpload, type EncodedPicture, type FileStore } from '../lib/images';
import { playerOf } from '../lib/session';
import { MULTIPART_FIELD_MAX_BYTES } from '../lib/constants';
import { pictureKey, type KycRow } from '../repositories/kyc-repository';
import { readPicture } from './reward-service';

/*
 * KYC pictures (issue 12): a multipart request with exactly one `front`, one `back` and one
 * `selfie` file, each at most the merchant's kyc.imageMaxBytes, jpeg or png by magic bytes, then
 * decoded and re-encoded (EXIF, GPS and every other metadata dropped). Nothing is stored until all
 * three are read and valid. The pictures are decoded one after another in the shared decode queue
 * (lib/images.ts), under the member's own allowance.
 */

export type KycPictures = Record<KycSide, EncodedPicture>;

export async function readKycPictures(req: FastifyRequest, merchant: MerchantConfig): Promise<KycPictures> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const maxBytes = merchant.kyc.imageMaxBytes;
  const limits = {
    fileSize: maxBytes + 1,
    files: 4,
    fields: 2,
    fieldSize: MULTIPART_FIELD_MAX_BYTES,
    parts: 6,
  };
  const reencode = pictureUpload(`member:${playerOf(req).id}`);
  const pictures = new Map<KycSide, Promise<EncodedPicture>>();
  let failure: AppError | undefined;
  for await (const part of req.parts({ limits })) {
    if (part.type !== 'file') {
      failure ??= new AppError('BAD_REQUEST', { field: part.fieldname });
      continue;
    }
    const side = KYC_SIDES.find((s) => s === part.fieldname);
    if (failure || !side || pictures.has(side)) {
      failure ??= side
        ? new AppError('TOO_MANY_IMAGES', { max: 1, field: side })
        : new AppError('BAD_REQUEST', { field: part.fieldname });
      part.file.resume();
      continue;
    }
    try {
      const encoded = reencode(await readPicture(part, maxBytes));
      encoded.catch(() => undefined);
      pictures.set(side, encoded);
    } catch (e) {
      failure = e instanceof AppError ? e : new AppError('BAD_REQUEST');
    }
  }
  if (failure) throw failure;
  const missing = KYC_SIDES.filter((s) => !pictures.has(s));
  if (missing.length)
    throw new AppError(
      'VALIDATION_FAILED',
      Object.fromEntries(missing.map((s) => [s, { key: 'validation.required' }])),
    );
  const [front, back, selfie] = await Promise.all(KYC_SIDES.map((s) => pictures.get(s)!));
  return { front: front!, back: back!, selfie: selfie! };
}

/** Stores the three pictures; if one write fails, the others are removed. */
export async function storeKycPictures(
  files: FileStore,
  pics: KycPictures,
): Promise<Record<KycSide, string>> {
  const keys: Partial<Record<KycSide, string>> = {};
  try {
    for (const side of KYC_SIDES) keys[side] = await files.put('kyc', pics[side].ext, pics[side].bytes);
    return keys as Record<KycSide, string>;
  } catch (e) {
    await removeKycPictures(files, Object.values(keys));
    throw e;
  }
}

export async function removeKycPictures(files: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((k) => files.remove(k).catch(() => undefined)));
}

/** Sends one picture of a request the caller may see: never cached by shared caches, never sniffed. */
export async function sendKycPicture(
  files: FileStore,
  row: KycRow,
  side: KycSide,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const key = pictureKey(row, side);
  const bytes = await files.read(key);
  if (!bytes) throw new AppError('KYC_NOT_FOUND');
  return reply
    .header('content-type', key.endsWith('.png') ? 'image/png' : 'image/jpeg')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(bytes);
}
