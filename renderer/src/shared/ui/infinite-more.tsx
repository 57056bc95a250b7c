import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../config';
import { Spinner } from './spinner';

/**
 * The end of an endless list (games, records): loads the next page when it comes within the
 * config's threshold (limits.timings.infiniteThresholdPx, 300 px) of the screen; while loading a
 * spinner; after a failure it stops and shows the spec's tap-to-retry text (`retryText`).
 */
export function InfiniteMore({
  hasNext,
  loading,
  failed,
  onMore,
  onRetry = onMore,
  retryText,
  className,
}: {
  hasNext: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  onRetry?: () => void;
  retryText: string;
  /** The feature's block class: `<className>` and `<className>--retry`. */
  className: string;
}) {
  const { t } = useTranslation();
  const threshold = useMerchantConfig().limits.timings.infiniteThresholdPx;
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  const active = hasNext && !loading && !failed;
  useEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: `0px 0px ${threshold}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [active, threshold]);
  if (failed)
    return (
      <button type="button" className={`${className} ${className}--retry`} onClick={onRetry}>
        {retryText}
      </button>
    );
  return (
    <div ref={ref} className={className} aria-live="polite">
      {loading && <Spinner size={24} label={t('common.loading')} />}
    </div>
  );
}
