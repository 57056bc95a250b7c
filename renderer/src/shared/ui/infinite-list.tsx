import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteMore } from './infinite-more';
import { Spinner } from './spinner';

/** What an endless list needs of its infinite query (TanStack's `useInfiniteQuery` result). */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * The states of an endless list (records, messages, a downline): a spinner while the first page
 * loads, `failed` when it failed, `empty` when there is nothing, else the list (`children`) and,
 * given `end` (the feature's retry text and block class), the shared list end that loads the next
 * page.
 */
export function InfiniteList({
  query,
  count,
  failed,
  empty,
  end,
  children,
}: {
  query: PagedQuery;
  /** How many rows have loaded. */
  count: number;
  failed: ReactNode;
  empty: ReactNode;
  end?: { retryText: string; className: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError && count === 0) return failed;
  if (count === 0) return empty;
  return (
    <>
      {children}
      {end && (
        <InfiniteMore
          hasNext={query.hasNextPage}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onMore={() => void query.fetchNextPage()}
          retryText={end.retryText}
          className={end.className}
        />
      )}
    </>
  );
}
