import { queryOptions } from '@tanstack/react-query';
import type { SocialComplete, SocialLinks } from '@schemas/api';
import type { SocialProvider } from '@core/social';
import { apiFetch, queryKeys } from '../../../shared/api';

/** Social sign-in calls (schemas/api/social.schema.ts, platform-api/routes/social.ts). */
export const SOCIAL_PATHS = {
  providers: '/api/auth/social/providers',
  start: (p: SocialProvider) => `/api/auth/social/${p}/start`,
  complete: '/api/auth/social/complete',
  links: '/api/member/social',
  unlink: (p: SocialProvider) => `/api/member/social/${p}`,
} as const;

/** The providers this merchant can sign in with now (per merchant: the client sends its code). */
export const socialProvidersQuery = (merchantCode: string) =>
  queryOptions({
    queryKey: queryKeys.auth.detail('social-providers', merchantCode),
    queryFn: ({ signal }) => apiFetch<{ providers: SocialProvider[] }>(SOCIAL_PATHS.providers, { signal }),
    staleTime: 5 * 60_000,
  });

export const socialLinksQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.member.detail('social-links', token ?? ''),
    queryFn: ({ signal }) => apiFetch<SocialLinks>(SOCIAL_PATHS.links, { signal }),
    enabled: !!token,
  });

/** Starts a sign-in (or a link, for a signed-in member) and sends the browser to the provider. */
export async function startSocial(
  provider: SocialProvider,
  o: { link?: boolean; returnPath?: string; language: string },
): Promise<void> {
  const { url } = await apiFetch<{ url: string }>(SOCIAL_PATHS.start(provider), {
    method: 'POST',
    body: {
      ...(o.link ? { link: true } : {}),
      returnPath: o.returnPath,
      language: o.language === 'vi' ? 'vi' : 'en',
    },
  });
  window.location.assign(url);
}

export const completeSocial = (ticket: string) =>
  apiFetch<SocialComplete>(SOCIAL_PATHS.complete, { method: 'POST', body: { ticket } });

export const unlinkSocial = (provider: SocialProvider) =>
  apiFetch<{ success: boolean }>(SOCIAL_PATHS.unlink(provider), { method: 'DELETE' });
