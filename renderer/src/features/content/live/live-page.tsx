import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenAuth } from '../../../shared/auth-popup';
import { useMerchantConfig } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { Button, EmptyState, Page, useToast } from '../../../shared/ui';
import { useAnchors, useLaunchChat, type Anchor, type AnchorList } from '../api/anchors';
import { LoadFailed, LoadingBlocks } from '../lib/load-state';
import { ScrollTabs } from '../lib/scroll-tabs';
import '../content.css';

const LISTS: readonly AnchorList[] = ['hot', 'promo', 'focus'];
const PANEL_ID = 'anchor-list';
/** Spec §7 chat launch: the chat page's template. */
const CHAT_TEMPLATE = 'v2';

/**
 * Live streams /m/live: hot, promo and followed anchors; tapping one launches the chat (spec §7)
 * and opens its room. Guests log in first.
 */
export default function LivePage() {
  const { t } = useTranslation();
  const [list, setList] = useState<AnchorList>('hot');
  const session = useSession();
  const openAuth = useOpenAuth();
  const anchors = useAnchors(list);
  const needsLogin = list === 'focus' && !session;
  return (
    <Page title={t('titles.live')} className="ct-page">
      <ScrollTabs
        items={LISTS.map((k) => ({ key: k, label: t(`content.live.${k}`) }))}
        value={list}
        onChange={(k) => setList(k as AnchorList)}
        label={t('content.live.tabs')}
        controls={PANEL_ID}
      />
      <div id={PANEL_ID} role="tabpanel" aria-label={t(`content.live.${list}`)}>
        {needsLogin ? (
          <EmptyState icon="lock" title={t('content.live.followLogin')}>
            <Button onClick={() => openAuth('login')}>{t('content.live.login')}</Button>
          </EmptyState>
        ) : anchors.isPending ? (
          <LoadingBlocks rows={3} height={96} />
        ) : anchors.isError ? (
          <LoadFailed onRetry={() => void anchors.refetch()} />
        ) : anchors.data.length === 0 ? (
          <EmptyState icon="live" title={t('content.live.empty')} />
        ) : (
          <ul className="ct-anchors">
            {anchors.data.map((a) => (
              <AnchorCard key={a.id} anchor={a} />
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}

function AnchorCard({ anchor }: { anchor: Anchor }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const session = useSession();
  const openAuth = useOpenAuth();
  const launch = useLaunchChat();
  const toast = useToast();
  const viewers = t('content.live.viewers', { count: anchor.viewers });
  const kind = t(`content.live.kind.${anchor.roomKind}`);
  const open = () => {
    if (!session) return openAuth('login');
    const loading = toast.loading(t('content.live.opening'));
    launch.mutate(
      {
        b2c: 1,
        backUrl: '/m/live',
        headerColor: config.theme.colors.header,
        title: config.name,
        template: CHAT_TEMPLATE,
      },
      {
        onSuccess: (r) => window.location.assign(r.chatUrl),
        onSettled: () => toast.dismiss(loading),
      },
    );
  };
  return (
    <li>
      <button type="button" className="ct-anchor" onClick={open} disabled={launch.isPending}>
        <span className="ct-anchor__avatar">
          <img src={anchor.avatar} alt="" width={64} height={64} loading="lazy" />
          {anchor.online && (
            <span className="ct-anchor__live" aria-hidden="true">
              {t('content.live.online')}
            </span>
          )}
        </span>
        <span className="ct-anchor__body">
          <strong>{anchor.name}</strong>
          <span className="ct-anchor__meta">
            <span
              className={`ct-anchor__kind ct-anchor__kind--${anchor.roomKind === 'Free' ? 'free' : 'paid'}`}
            >
              {kind}
            </span>
            {viewers}
          </span>
        </span>
        <span className="ct-anchor__chat">{t('menu.liveChat')}</span>
      </button>
    </li>
  );
}
