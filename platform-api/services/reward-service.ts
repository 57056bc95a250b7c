import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { MerchantConfig } from '../../schemas';
import { AppError } from '../../server/http-errors';
import { imageMime, pictureUpload, type EncodedPicture, type FileStore } from '../lib/images';
import { playerOf } from '../lib/session';
import { MULTIPART_FIELD_MAX_BYTES } from '../lib/constants';
import type { PromotionRow, StoredPicture } from '../repositories/promotions-repository';

/*
 * Reads a reward request (multipart: `remarks`, `pictures`) and applies spec §5 on the server: the
 * promotion's Y/N rules, remarks length, picture count, size and type by magic bytes, then a full
 * decode and re-encode (sharp; one picture after another in the shared decode queue, under the
 * member's allowance: lib/images.ts). Nothing is stored until every part is read and valid.
 */

const PICTURE_FIELDS = ['pictures', 'pictures[]', 'picture'];
/** Upload requests one member may send per window (each is counted before its body is read). */
export const REWARD_UPLOADS_PER_WINDOW = 20;
export const REWARD_UPLOAD_WINDOW_S = 10 * 60;

/**
 * Streams one file part with the merchant's size limit: the parser stops keeping bytes past the
 * limit (busboy truncates), so at most limits.imageMaxBytes is ever buffered per picture.
 */
export async function readPicture(file: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('IMAGE_TOO_LARGE', { maxBytes });
    throw e;
  }
  if (size > maxBytes || file.file.truncated) throw new AppError('IMAGE_TOO_LARGE', { maxBytes });
  const bytes = Buffer.concat(chunks);
  // Cheap refusal by magic bytes before the decoder sees anything.
  if (!imageMime(bytes)) throw new AppError('IMAGE_TYPE_INVALID');
  return bytes;
}

export interface RewardInput {
  remarks: string;
  pictures: EncodedPicture[];
}

export async function readRewardRequest(req: FastifyRequest, merchant: MerchantConfig): Promise<RewardInput> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const { imagesMax, imageMaxBytes, remarksMax } = merchant.limits;
  let remarks = '';
  const reencode = pictureUpload(`member:${playerOf(req).id}`);
  const pictures: Promise<EncodedPicture>[] = [];
  let failure: AppError | undefined;
  // Per-request limits from the merchant: one byte over the image limit is enough to know it is too large.
  const limits = {
    fileSize: imageMaxBytes + 1,
    files: imagesMax + 1,
    fields: 5,
    fieldSize: MULTIPART_FIELD_MAX_BYTES,
    parts: imagesMax + 6,
  };
  for await (const part of req.parts({ limits })) {
    if (part.type === 'file') {
      if (failure || !PICTURE_FIELDS.includes(part.fieldname) || pictures.length >= imagesMax) {
        failure ??= PICTURE_FIELDS.includes(part.fieldname)
          ? new AppError('TOO_MANY_IMAGES', { max: imagesMax })
          : new AppError('BAD_REQUEST', { field: part.fieldname });
        part.file.resume();
        continue;
      }
      try {
        // Decoding starts while the next part is read; the thread pool does the work.
        const encoded = reencode(await readPicture(part, imageMaxBytes));
        encoded.catch(() => undefined);
        pictures.push(encoded);
      } catch (e) {
        failure = e instanceof AppError ? e : new AppError('BAD_REQUEST');
      }
    } else if (part.fieldname === 'remarks') {
      remarks = typeof part.value === 'string' ? part.value : '';
    } else if (part.fieldname !== 'promotionId') {
      failure ??= new AppError('BAD_REQUEST', { field: part.fieldname });
    }
  }
  if (failure) throw failure;
  if ([...remarks.trim()].length > remarksMax) throw new AppError('REMARKS_TOO_LONG', { max: remarksMax });
  return { remarks: remarks.trim(), pictures: await Promise.all(pictures) };
}

/** Writes the re-encoded pictures to the upload store; if one write fails, the others are removed. */
export async function storePictures(
  files: FileStore,
  pictures: readonly EncodedPicture[],
): Promise<StoredPicture[]> {
  const stored: StoredPicture[] = [];
  try {
    for (const pic of pictures)
      stored.push({ mime: pic.mime, key: await files.put('reward', pic.ext, pic.bytes) });
    return stored;
  } catch (e) {
    await removePictures(files, stored);
    throw e;
  }
}

export async function removePictures(files: FileStore, stored: readonly StoredPicture[]): Promise<void> {
  await Promise.all(stored.map((s) => files.remove(s.key).catch(() => undefined)));
}

/** The promotion's own rules (spec §5): Y means required; both N means there is nothing to apply with. */
export function checkRewardRules(promo: PromotionRow, input: RewardInput): void {
  const needImage = promo.image_required === 'Y';
  const needRemark = promo.remark_required === 'Y';
  if (!needImage && !needRemark) throw new AppError('FEATURE_UNAVAILABLE');
  const details: Record<string, unknown> = {};
  if (needRemark && input.remarks === '') details.remarks = { key: 'validation.required' };
  if (needImage && input.pictures.length === 0) details.pictures = { key: 'validation.required' };
  if (Object.keys(details).length > 0) throw new AppError('VALIDATION_FAILED', details);
}
