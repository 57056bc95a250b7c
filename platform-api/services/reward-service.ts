import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { MerchantConfig } from '../../schemas';
import { AppError } from '../lib/http-errors';
import { imageMime } from '../lib/images';
import type { Picture, PromotionRow } from '../repositories/promotions-repository';

/*
 * Reads a reward request (multipart: `remarks`, `pictures`) and applies spec §5 on the server: the
 * promotion's Y/N rules, remarks length, picture count, size and type by magic bytes. Nothing is
 * stored until every part is read and valid.
 */

const PICTURE_FIELDS = ['pictures', 'pictures[]', 'picture'];

async function readPicture(file: MultipartFile, maxBytes: number): Promise<Picture> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of file.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Keep draining the stream (the request must be read to the end) but stop keeping bytes.
    if (size > maxBytes) tooLarge = true;
    else chunks.push(chunk);
  }
  if (tooLarge || file.file.truncated) throw new AppError('IMAGE_TOO_LARGE', { maxBytes });
  const bytes = Buffer.concat(chunks);
  const mime = imageMime(bytes);
  if (!mime) throw new AppError('IMAGE_TYPE_INVALID');
  return { mime, bytes };
}

export interface RewardInput { remarks: string; pictures: Picture[] }

export async function readRewardRequest(req: FastifyRequest, merchant: MerchantConfig): Promise<RewardInput> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const { imagesMax, imageMaxBytes, remarksMax } = merchant.limits;
  let remarks = '';
  const pictures: Picture[] = [];
  let failure: AppError | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (failure || !PICTURE_FIELDS.includes(part.fieldname) || pictures.length >= imagesMax) {
        failure ??= PICTURE_FIELDS.includes(part.fieldname) ? new AppError('TOO_MANY_IMAGES', { max: imagesMax }) : new AppError('BAD_REQUEST', { field: part.fieldname });
        part.file.resume();
        continue;
      }
      try {
        pictures.push(await readPicture(part, imageMaxBytes));
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
  return { remarks: remarks.trim(), pictures };
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
