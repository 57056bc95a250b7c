import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminReport } from '@schemas';
import { api, apiBlob } from '../../shared/api';
import { queryKeys } from '../../shared/query-keys';

const path = (code: string, from: string, to: string, csv = false) =>
  `/api/admin/merchants/${code}/reports/daily${csv ? '.csv' : ''}?from=${from}&to=${to}`;

/** The Reports page's resource: a merchant's days between two of its days (included). */
export const reportQueries = {
  daily: (code: string, from: string, to: string) =>
    queryOptions({
      queryKey: queryKeys.reports.daily(code, from, to),
      queryFn: () => api<AdminReport>(path(code, from, to)),
      // The previous range stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
};

/** The same report as a CSV file, column names in the console's language. */
export const reportCsv = (code: string, from: string, to: string, language: 'vi' | 'en'): Promise<Blob> =>
  apiBlob(`${path(code, from, to, true)}&language=${language}`);

/** The file name the server gives it (Content-Disposition), for the download link. */
export const reportFileName = (code: string, from: string, to: string): string =>
  `report-${code}-${from}-${to}.csv`;
