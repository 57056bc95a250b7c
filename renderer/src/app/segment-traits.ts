import { anyUsesVip, segmentsOf } from '@core/segments';
import { deviceKind } from '@core/user-agent';
import { evaluate, useConfigStore } from '../shared/config/config-store';
import { rolloutContext } from '../shared/config/rollout-context';
import { queryClient, queryKeys } from '../shared/api';
import { extraHeaders } from '../shared/api/client';
import { AUDIENCE_HEADER, audienceHeader, DEFAULT_AUDIENCE } from '@core/audience-header';
import { useLanguageStore } from '../shared/i18n';
import { getToken } from '../shared/session';

const same = (a: readonly string[] | undefined, b: readonly string[]) =>
  !!a && a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Issue 35, loaded after the first screen's code: which of the merchant's segments this player is
 * in (device, language read in, country, app or web, new or returning, and a member's VIP level,
 * asked of the platform only when a segment has a VIP bound), worked out again as any of it changes,
 * and the rollouts evaluated with it.
 */
export function watchSegmentTraits(): void {
  const store = useConfigStore;
  // A merchant with no segment: nothing to work out until a live change brings one.
  if (!store.getState().current.config.segments.length) {
    const stop = store.subscribe((s) => {
      if (!s.current.config.segments.length) return;
      stop();
      watchSegmentTraits();
    });
    return;
  }
  let vip: { member: string; level?: number } | undefined;
  const update = () => {
    const s = store.getState();
    const ctx = {
      ...rolloutContext(s.memberId, s.current.previewRollouts),
      device: deviceKind(navigator.userAgent),
      language: useLanguageStore.getState().language,
      vipLevel: s.memberId && vip?.member === s.memberId ? vip.level : undefined,
    };
    // The platform filters content by segment too, and only the page knows new/returning and app/web.
    const audience = audienceHeader(ctx);
    const before = extraHeaders[AUDIENCE_HEADER];
    extraHeaders[AUDIENCE_HEADER] = audience;
    // The first screen's requests went before this chunk, without the header: the platform took the
    // player for a returning one on the web. A new player or the installed app asks their content again
    // (home's banners, notices, promotions); anyone else already has the right answers.
    if ((before ?? DEFAULT_AUDIENCE) !== audience) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.content.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all });
    }
    const segments = segmentsOf(s.current.config.segments, ctx);
    if (same(s.segments, segments)) return;
    store.setState({ segments, config: evaluate(s.current, s.memberId, segments) });
  };
  const askVip = () => {
    const { memberId, current } = store.getState();
    if (!memberId || vip?.member === memberId || !anyUsesVip(current.config.segments)) return;
    vip = { member: memberId };
    void import('../features/member/api/member-area')
      .then((m) => queryClient.fetchQuery(m.vipQuery(getToken())))
      .then((r) => {
        if (vip?.member !== memberId) return;
        vip.level = r.current;
        update();
      })
      .catch(() => {
        // No ladder for this member (the VIP area is off, the session ended): in no VIP segment.
      });
  };
  update();
  askVip();
  store.subscribe((s, prev) => {
    if (s.memberId === prev.memberId && s.current === prev.current) return;
    update();
    askVip();
    // Banners are asked per page, not per session: signing in or out may change which segments'
    // banners the platform picks (members, VIP levels), so they are asked again.
    if (s.memberId !== prev.memberId)
      void queryClient.invalidateQueries({ queryKey: queryKeys.content.detail('banners') });
  });
  useLanguageStore.subscribe(update);
}
