/**
 * The platform's clock for rules that span hours or months (responsible gaming: a raised limit's
 * cooling-off, time-outs, self-exclusion, limit periods). Injectable so tests need not wait a day.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The system clock moved forward by an offset: API tests, and the dev route of demo mode (never production). */
export class OffsetClock implements Clock {
  private offset = 0;
  now(): number {
    return Date.now() + this.offset;
  }
  advance(ms: number): number {
    this.offset += Math.max(0, ms);
    return this.now();
  }
}
