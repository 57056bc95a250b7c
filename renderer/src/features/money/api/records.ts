import { infiniteQueryOptions } from '@tanstack/react-query';
import type { RecordType, Rounds, Transactions } from '@schemas/api';
import { apiFetch, queryKeys } from '../../../shared/api';
import { MONEY_PATHS } from './paths';

/* The transaction and betting records, as infinite lists (spec §8: load near the end, tap to retry). */

export interface RecordFilter {
  type?: RecordType;
  from: string;
  to: string;
  pageSize: number;
}

const next = (last: { pageNum: number; totalPages: number }) =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

export const transactionsQuery = (f: RecordFilter, token: string | undefined) =>
  infiniteQueryOptions({
    queryKey: queryKeys.wallet.detail('transactions', f, token ?? ''),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Transactions>(MONEY_PATHS.transactions, {
        query: { type: f.type, from: f.from, to: f.to, pageSize: f.pageSize, pageNo: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: next,
    enabled: !!token,
  });

export const roundsQuery = (f: Omit<RecordFilter, 'type'>, token: string | undefined) =>
  infiniteQueryOptions({
    queryKey: queryKeys.wallet.detail('rounds', f, token ?? ''),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Rounds>(MONEY_PATHS.rounds, {
        query: { from: f.from, to: f.to, pageSize: f.pageSize, pageNo: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: next,
    enabled: !!token,
  });
