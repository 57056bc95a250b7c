import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteMore } from '../../../shared/ui';

/** The end of a game list: the shared endless-list end with the lobby's look and retry text. */
export function InfiniteSentinel(
  props: Omit<ComponentProps<typeof InfiniteMore>, 'className' | 'retryText'>,
) {
  const { t } = useTranslation();
  return <InfiniteMore {...props} className="gm-more" retryText={t('games.loadFailedRetry')} />;
}
