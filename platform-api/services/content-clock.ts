import type { Queryable } from '../../server/db/db';
import { nextContentChanges } from '../repositories/content-repository';

/*
 * Issue 35 item 7: content that starts or ends by the clock reaches open player pages as an edit
 * does. Each replica keeps one timer for the earliest moment at which an announcement, banner or
 * promotion of any merchant starts, ends or is published, and tells that merchant's open pages
 * (`tell`, the SSE `content` event) when it passes; then it looks for the next one. An edit anywhere
 * (`poke`) looks again, since it may have moved the next moment. Every replica runs its own clock,
 * so no replica depends on another to tell its pages.
 */

/** A timer longer than this is cut short and the next moment looked up again (setTimeout caps at ~24.8 days). */
export const CONTENT_CLOCK_MAX_WAIT_MS = 60 * 60 * 1000;
/** After a failed look-up (database away), the next try. */
export const CONTENT_CLOCK_RETRY_MS = 30_000;
/** Fired this late on purpose: the moment has passed by the database's clock too when pages re-read. */
const LATE_MS = 25;

export interface ContentClock {
  /** Look for the next moment again (after a content edit). */
  poke(): void;
  stop(): void;
}

export function contentClock(opts: {
  db: Queryable;
  /** Tell one merchant's open pages (`null`: a shared row changed, every merchant's). */
  tell: (merchant: string | null) => void;
  onError: (err: unknown) => void;
  now?: () => number;
}): ContentClock {
  const now = opts.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** The moment already told up to (inclusive): a moment is told once even if a look-up repeats. */
  let toldUpTo = now();
  let looking: Promise<void> | undefined;
  let again = false;

  const arm = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void look(), Math.max(0, Math.min(ms, CONTENT_CLOCK_MAX_WAIT_MS)));
    timer.unref();
  };

  const lookOnce = async () => {
    const t = now();
    // Moments in (toldUpTo, t] have passed since the last look: tell them first.
    const due = await nextContentChanges(opts.db, new Date(toldUpTo));
    const passed = due.filter((d) => d.at.getTime() <= t);
    if (passed.length) {
      if (passed.some((d) => d.merchant === null)) opts.tell(null);
      else for (const d of new Set(passed.map((p) => p.merchant!))) opts.tell(d);
    }
    toldUpTo = t;
    // The rows are each merchant's earliest moment: a merchant told just now may have later ones.
    const upcoming = passed.length ? await nextContentChanges(opts.db, new Date(t)) : due;
    const next = upcoming.filter((d) => d.at.getTime() > t).map((d) => d.at.getTime());
    if (next.length) arm(Math.min(...next) - t + LATE_MS);
    else arm(CONTENT_CLOCK_MAX_WAIT_MS);
  };

  const look = async (): Promise<void> => {
    if (stopped) return;
    if (looking) {
      again = true;
      return looking;
    }
    looking = lookOnce()
      .catch((err: unknown) => {
        opts.onError(err);
        arm(CONTENT_CLOCK_RETRY_MS);
      })
      .finally(() => {
        looking = undefined;
        if (again) {
          again = false;
          void look();
        }
      });
    return looking;
  };

  void look();
  return {
    poke: () => void look(),
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
