import type { Db } from '../../server/db/db';
import { anyUsesVip, segmentsOf, type SegmentContext } from '../../core/segments';
import type { MerchantConfig } from '../../schemas';
import { memberVipLevel } from './member-area-service';

/**
 * The merchant's segments a reader is in (issue 35), for the content they target. The member's VIP
 * level is read only when a segment has a VIP bound; a guest has none, so is never in such a segment.
 */
export async function readerSegments(
  db: Db,
  m: Pick<MerchantConfig, 'code' | 'currency' | 'segments'>,
  memberId: number | undefined,
  ctx: Omit<SegmentContext, 'vipLevel'>,
): Promise<string[]> {
  if (!m.segments.length) return [];
  const vipLevel =
    memberId !== undefined && anyUsesVip(m.segments) ? await memberVipLevel(db, m, memberId) : undefined;
  return segmentsOf(m.segments, { ...ctx, vipLevel });
}
