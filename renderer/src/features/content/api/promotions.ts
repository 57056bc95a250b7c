import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import type {
  joinResponseSchema,
  promotionCategoriesResponseSchema,
  Promotion,
  PromotionList,
  RewardRequestResponse,
} from '@schemas/api/promotions.schema';
import { apiFetch, isApiError, queryKeys } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { usePreviewPromotion } from '../../../shared/config';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../shared/ui';
import { CONTENT_PATHS } from './paths';

type Categories = FromSchema<typeof promotionCategoriesResponseSchema>;
type JoinResponse = FromSchema<typeof joinResponseSchema>;
export type { Promotion };

/* Statuses follow the player, so every promotion key carries the session token. */
export const promotionCategoriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.promotions.detail('categories'),
    queryFn: ({ signal }) => apiFetch<Categories>(CONTENT_PATHS.promotionCategories, { signal }),
    select: (r) => r.list,
  });

export const promotionsQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.promotions.detail('list', token ?? ''),
    queryFn: ({ signal }) => apiFetch<PromotionList>(CONTENT_PATHS.promotions, { signal }),
    select: (r) => r.list,
  });

export const promotionQuery = (id: number, token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.promotions.detail('one', id, token ?? ''),
    queryFn: ({ signal }) => apiFetch<Promotion>(CONTENT_PATHS.promotion(id), { signal }),
    // An unknown id is an answer, not a failure to retry.
    retry: (n, e) => !(isApiError(e) && e.status < 500) && n < 2,
  });

export const usePromotionCategories = () => useQuery(promotionCategoriesQuery());
export const usePromotions = () => useQuery(promotionsQuery(useSession()?.token));
export const usePromotion = (id: number | null) => {
  const token = useSession()?.token;
  // A support preview link carries the unpublished promotion in the page: never fetched (issue 11).
  const preview = usePreviewPromotion(id, useTranslation().i18n.language);
  return useQuery({
    ...promotionQuery(id ?? 0, token),
    enabled: id !== null && !preview,
    ...(preview ? { initialData: preview } : {}),
  });
};

/** Join: the new status shows at once on every cached card and detail, then the lists refetch. */
export function useJoinPromotion() {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (id: number) => apiFetch<JoinResponse>(CONTENT_PATHS.join(id), { method: 'POST' }),
    onSuccess: (r, id) => setStatus(qc, id, r.status),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.promotions.all }),
  });
}

export interface RewardInput {
  id: number;
  remarks: string;
  pictures: readonly File[];
}

/** Reward request (multipart: remarks, pictures); errors are the caller's (spec §8: failure not shown). */
export function useApplyReward() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, remarks, pictures }: RewardInput) => {
      const form = new FormData();
      form.append('remarks', remarks);
      for (const p of pictures) form.append('pictures', p, p.name);
      return apiFetch<RewardRequestResponse>(CONTENT_PATHS.reward(id), { method: 'POST', multipart: form });
    },
    onSuccess: (r, { id }) => setStatus(qc, id, r.status),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.promotions.all }),
  });
}

function setStatus(qc: ReturnType<typeof useQueryClient>, id: number, status: Promotion['status']) {
  qc.setQueriesData<PromotionList | Promotion>({ queryKey: queryKeys.promotions.all }, (data) => {
    if (!data || typeof data !== 'object') return data;
    if ('list' in data) return { ...data, list: data.list.map((p) => (p.id === id ? { ...p, status } : p)) };
    if ('id' in data && data.id === id) return { ...data, status };
    return data;
  });
}
