import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { Spinner } from '../../../shared/ui';

/** The end of a record list: loads the next page near the edge (config threshold); on failure the spec's tap-to-retry text. */
export function InfiniteMore({
  hasNext,
  loading,
  failed,
  onMore,
}: {
  hasNext: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
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
      (entries) => entries.some((e) => e.isIntersecting) && more.current(),
      { rootMargin: `0px 0px ${threshold}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [active, threshold]);
  if (failed)
    return (
      <button type="button" className="mn-more mn-more--retry" onClick={onMore}>
        {t('money.records.loadFailed')}
      </button>
    );
  return (
    <div ref={ref} className="mn-more" aria-live="polite">
      {loading && <Spinner size={24} label={t('common.loading')} />}
    </div>
  );
}
