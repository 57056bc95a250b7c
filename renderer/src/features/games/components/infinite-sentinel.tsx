import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui';
import { useMerchantConfig } from '../../../shared/config';

/**
 * Loads the next page when the list's end comes within the threshold (config.limits.timings
 * .infiniteThresholdPx, 300 px). On failure it pauses and shows the spec's tap-to-retry text.
 */
export function InfiniteSentinel({
  hasNext,
  loading,
  failed,
  onMore,
  onRetry,
}: {
  hasNext: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const threshold = useMerchantConfig().limits.timings.infiniteThresholdPx;
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
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

  if (failed) {
    return (
      <button type="button" className="gm-more gm-more--retry" onClick={onRetry}>
        {t('games.loadFailedRetry')}
      </button>
    );
  }
  return (
    <div ref={ref} className="gm-more" aria-live="polite">
      {loading && <Spinner size={24} label={t('common.loading')} />}
    </div>
  );
}
