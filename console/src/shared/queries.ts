import { queryOptions } from '@tanstack/react-query';
import type {
  AdminLanguages,
  AnnouncementItem,
  BannerItem,
  ContentKind,
  HelpItem,
  MerchantConfig,
  PromotionItem,
} from '@schemas';
import { api } from './api';
import type { AuditRow, ConfigVersion, MerchantRow, VersionMeta } from './types';
import type { ConsoleUser } from './session-store';
import { queryKeys } from './query-keys';

/** How often an open editor asks for the live version (a scheduled publish shows within this). */
export const LIVE_POLL_MS = 3000;

/** One query-options factory per admin resource (keys and fetchers in one place). */
/** What each content kind's list holds (the console's content section and the Segments page read them). */
export interface ContentItems {
  announcements: AnnouncementItem;
  promotions: PromotionItem;
  banners: BannerItem;
  help: HelpItem;
}

export const adminQueries = {
  /** A merchant's content items of one kind (announcements, promotions, banners, help). */
  contentList: <K extends ContentKind>(code: string, kind: K) =>
    queryOptions({
      queryKey: queryKeys.content.list(code, kind),
      queryFn: () => api<ContentItems[K][]>(`/api/admin/merchants/${code}/content/${kind}`),
    }),
  /** Every language with how many texts it has (issue 35 item 10). */
  languages: () =>
    queryOptions({
      queryKey: queryKeys.languages.all,
      queryFn: () => api<AdminLanguages>('/api/admin/languages'),
      staleTime: Infinity,
    }),
  merchants: () =>
    queryOptions({
      queryKey: queryKeys.merchants.all,
      queryFn: () => api<MerchantRow[]>('/api/admin/merchants'),
    }),
  config: (code: string) =>
    queryOptions({
      queryKey: queryKeys.config.of(code),
      queryFn: () => api<ConfigVersion>(`/api/admin/merchants/${code}/config`),
    }),
  versions: (code: string) =>
    queryOptions({
      queryKey: queryKeys.versions.of(code),
      queryFn: () => api<VersionMeta[]>(`/api/admin/merchants/${code}/versions`),
    }),
  /**
   * The live version's number and who/when/how (one row, no document): the open editor polls it, and
   * on window focus, to learn of a publish made elsewhere (another operator, a schedule, a rollback).
   */
  latestVersion: (code: string) =>
    queryOptions({
      queryKey: queryKeys.versions.latest(code),
      queryFn: async () =>
        (await api<VersionMeta[]>(`/api/admin/merchants/${code}/versions?limit=1`))[0] ?? null,
      refetchInterval: LIVE_POLL_MS,
      refetchOnWindowFocus: 'always',
    }),
  version: (code: string, v: number) =>
    queryOptions({
      queryKey: queryKeys.version.of(code, v),
      queryFn: () => api<VersionMeta & { document: unknown }>(`/api/admin/merchants/${code}/versions/${v}`),
      staleTime: Infinity,
    }),
  /** The audit log, narrowed by who, merchant, action and days (issue 16); `queryKeys.audit.all` prefixes every key. */
  audit: (filters: Record<string, string> = {}) =>
    queryOptions({
      queryKey: queryKeys.audit.list(filters),
      queryFn: () =>
        api<AuditRow[]>(`/api/admin/audit?${new URLSearchParams({ limit: '100', ...filters }).toString()}`),
    }),
  auditFacets: () =>
    queryOptions({
      queryKey: queryKeys.audit.facets(),
      queryFn: () => api<{ actors: string[]; actions: string[] }>('/api/admin/audit/facets'),
    }),
  users: () =>
    queryOptions({
      queryKey: queryKeys.users.all,
      queryFn: () => api<(ConsoleUser & { disabled?: boolean; sessions?: number })[]>('/api/admin/users'),
    }),
  previews: (code: string) =>
    queryOptions({
      queryKey: queryKeys.previews.of(code),
      queryFn: () => api<PreviewLinkRow[]>(`/api/admin/previews?merchant=${code}`),
    }),
  /** A merchant's config as players get it (defaults filled in): its figures fill content titles. */
  playerConfig: (code: string) =>
    queryOptions({
      queryKey: queryKeys.live.of(code),
      queryFn: () => api<MerchantConfig>(`/api/merchants/${code}/config`),
    }),
  /** The catalogue's vendors (code, name, category): what a vendor rule may name (issue 35). */
  catalogueVendors: () =>
    queryOptions({
      queryKey: queryKeys.catalogue.vendors,
      queryFn: async () => (await api<{ vendors: CatalogueVendor[] }>('/api/games/vendors')).vendors,
      staleTime: 5 * 60_000,
    }),
  /** A single-use captcha (asked after too many failed logins for a username); never cached. */
  captcha: () =>
    queryOptions({
      queryKey: queryKeys.captcha.all,
      queryFn: () => api<{ captchaId: string; image: string }>('/api/auth/captcha'),
      staleTime: 0,
      gcTime: 0,
    }),
};

/** A vendor of the game catalogue as GET /api/games/vendors lists it (the fields the console reads). */
export interface CatalogueVendor {
  vassalage: string;
  displayName: string;
  gameType: string;
}

/** A preview link as GET /api/admin/previews lists it. */
export interface PreviewLinkRow {
  id: string;
  merchant: string;
  createdBy: string;
  role: string;
  overrides: { flags?: Record<string, boolean>; templates?: Record<string, string>; language?: string };
  draft: boolean;
  createdAt: string;
  expiresAt: string;
  revokedAt?: string;
  revokedBy?: string;
}
