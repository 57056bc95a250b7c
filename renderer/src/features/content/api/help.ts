import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import type { helpResponseSchema } from '@schemas/api/content.schema';
import { apiFetch, queryKeys } from '../../../shared/api';
import { useLanguage } from '../../../shared/i18n';
import { CONTENT_PATHS } from './paths';

type Help = FromSchema<typeof helpResponseSchema>;
export type HelpTopic = Help['list'][number];

/** Help topics in the player's language (the call names it: spec §7 help GET with lang). */
export const helpQuery = (lang: string) =>
  queryOptions({
    queryKey: queryKeys.content.detail('help', lang),
    queryFn: ({ signal }) => apiFetch<Help>(CONTENT_PATHS.help, { query: { lang }, signal }),
    select: (r) => r.list,
  });

export const useHelp = () => useQuery(helpQuery(useLanguage()));
