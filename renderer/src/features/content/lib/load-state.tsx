import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Skeleton } from '../../../shared/ui';

/** A list's loading placeholders: `rows` blocks of the final height. */
export function LoadingBlocks({ rows = 3, height = 120 }: { rows?: number; height?: number }) {
  return (
    <div className="ct-loading" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius={14} />
      ))}
    </div>
  );
}

/** A failed load: the message and a retry button (spec §8). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon="warning" title={t('content.loadFailed')}>
      <Button variant="secondary" onClick={onRetry}>
        {t('content.retry')}
      </Button>
    </EmptyState>
  );
}
