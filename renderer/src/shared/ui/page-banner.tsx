import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FIRST_BANNER_META } from '@core/page-embed';
import type { BannersResponse } from '@schemas/api/content.schema';
import { apiFetch, queryKeys } from '../api';
import { useArtSrc } from './use-art-src';

/** Spec §3 banner types of the screens outside the game lists (issue 20: page banners). */
export type PageBannerType = 'm_reg' | 'm_login' | 'm_download';
const BANNERS_PATH = '/api/content/banners';
/** Operators edit banners in the console: the content event refetches them at once, else a minute is fresh. */
const PAGE_BANNER_STALE_MS = 60_000;
/** The banner group whose first banner the server put in this page's boot shell (config-server/html.ts). */
const SERVED_BANNER_GROUP = document.querySelector<HTMLMetaElement>(
  `meta[name="${FIRST_BANNER_META}"]`,
)?.content;

/** The same key as the game lists' banners (one cache entry per type). */
export const pageBannersQuery = (type: PageBannerType) =>
  queryOptions({
    queryKey: queryKeys.content.detail('banners', type),
    queryFn: ({ signal }) => apiFetch<BannersResponse>(BANNERS_PATH, { query: { type }, signal }),
    select: (r) => r.list,
    staleTime: PAGE_BANNER_STALE_MS,
  });

/**
 * The first banner of a screen's type (register, login, download), in a fixed 5:2 box that never
 * shifts the form (kept while the list loads when the server's page showed it); nothing at all when
 * the merchant has none. A link to a player page stays in the app.
 */
export function PageBanner({ type }: { type: PageBannerType }) {
  const { data, isPending } = useQuery(pageBannersQuery(type));
  const art = useArtSrc();
  const banner = data?.[0];
  // The page came with this banner: its box stays while the list loads, so the form never moves.
  if (!banner)
    return isPending && SERVED_BANNER_GROUP === type ? (
      <div className="ui-page-banner" data-banner-type={type} aria-hidden="true" />
    ) : null;
  const img = <img src={art(banner.url)} alt={banner.title} decoding="async" width={750} height={300} />;
  return (
    <div className="ui-page-banner" data-banner-type={type}>
      {!banner.link ? (
        img
      ) : banner.link.startsWith('/m/') ? (
        <Link to={banner.link}>{img}</Link>
      ) : (
        <a href={banner.link} target="_blank" rel="noopener noreferrer">
          {img}
        </a>
      )}
    </div>
  );
}
