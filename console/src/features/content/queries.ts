import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AnnouncementBody,
  BannerBody,
  ContentImageReply,
  ContentKind,
  ContentPreviewReply,
  HelpBody,
  PromotionBody,
} from '@schemas';
import { api } from '../../shared/api';
import { adminQueries, type ContentItems } from '../../shared/queries';
import { queryKeys } from '../../shared/query-keys';

export type { ContentItems };
/** What each kind's form sends. */
export interface ContentBodies {
  announcements: AnnouncementBody;
  promotions: PromotionBody;
  banners: BannerBody;
  help: HelpBody;
}
export type AnyItem = ContentItems[ContentKind];

const base = (code: string, kind: ContentKind) => `/api/admin/merchants/${code}/content/${kind}`;

/** The content section's resources: one query-options factory each. */
export const contentQueries = {
  list: adminQueries.contentList,
  /** Promotion categories of the merchant (the player API, in the console's language). */
  categories: (code: string, language: string) =>
    queryOptions({
      queryKey: queryKeys.content.categories(code, language),
      queryFn: () =>
        api<{ list: { id: number; title: string }[] }>(
          `/api/promotions/categories?language=${language === 'vi' ? 'vi' : 'en'}`,
          { headers: { 'X-Merchant-Code': code } },
        ).then((r) => r.list),
      staleTime: 5 * 60_000,
    }),
};

export function useSaveContent<K extends ContentKind>(code: string, kind: K) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ContentBodies[K] }) =>
      api<ContentItems[K]>(id === undefined ? base(code, kind) : `${base(code, kind)}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.content.list(code, kind) }),
  });
}

export function useRemoveContent(code: string, kind: ContentKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ id: number; removed: 'deleted' | 'hidden' }>(`${base(code, kind)}/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.content.list(code, kind) }),
  });
}

export function usePreviewLink(code: string) {
  return useMutation({
    mutationFn: (id: number) =>
      api<ContentPreviewReply>(`${base(code, 'promotions')}/${id}/preview`, { method: 'POST', body: {} }),
  });
}

/** Uploads one picture (multipart); errors as ApiError. */
export function uploadPicture(code: string, file: File): Promise<ContentImageReply> {
  const form = new FormData();
  form.append('image', file, file.name);
  return api<ContentImageReply>(`/api/admin/merchants/${code}/content/images`, {
    method: 'POST',
    body: form,
  });
}
