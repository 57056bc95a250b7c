import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteMore as ListEnd } from '../../../shared/ui';

/** The end of a record list: the shared endless-list end with the records' look and retry text. */
export function InfiniteMore(
  props: Omit<ComponentProps<typeof ListEnd>, 'className' | 'retryText' | 'onRetry'>,
) {
  const { t } = useTranslation();
  return <ListEnd {...props} className="mn-more" retryText={t('money.records.loadFailed')} />;
}
