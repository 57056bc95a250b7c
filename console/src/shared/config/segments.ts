import type { MerchantConfigInput } from '@schemas';

/** A segment as the console edits it (issue 35): defaults may be absent, as in the merchant file. */
export type SegmentInput = NonNullable<MerchantConfigInput['segments']>[number];

/** The segments of a merchant document (none: an empty list). */
export const segmentsOfDoc = (doc: Record<string, unknown>): SegmentInput[] =>
  Array.isArray(doc.segments) ? (doc.segments as SegmentInput[]) : [];
