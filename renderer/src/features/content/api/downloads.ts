import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import type { downloadsResponseSchema } from '@schemas/api/content.schema';
import { apiFetch, queryKeys } from '../../../shared/api';
import { CONTENT_PATHS } from './paths';

type Downloads = FromSchema<typeof downloadsResponseSchema>;

/** Download resources (spec §3): the merchant's own, else the platform's. */
export const downloadsQuery = () =>
  queryOptions({
    queryKey: queryKeys.content.detail('downloads'),
    queryFn: ({ signal }) => apiFetch<Downloads>(CONTENT_PATHS.downloads, { signal }),
    select: (r) => r.list,
  });

export const useDownloads = () => useQuery(downloadsQuery());
