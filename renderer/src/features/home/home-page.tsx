import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../shared/ui';
import { useSession } from '../../shared/session';
import { useMerchantConfig } from '../../shared/config';
import type { Announcement } from './api/announcements';
import { useHomeAnnouncements } from './api/announcements';
import { DownloadApp } from './components/download-app';
import { HomeFooter } from './components/home-footer';
import { HomePopups } from './components/home-popups';
import { NoticeTicker } from './components/notice-ticker';
import { ShortcutRow } from './components/shortcut-row';
import { prefetchHomeAnnouncements } from './api/announcements';
import './home.css';

// The notices and popups are asked for when this code arrives, alongside the lobby's requests.
prefetchHomeAnnouncements();

export interface HomePageProps {
  /** The m_home banner carousel (from the games feature, composed by app/). */
  banner?: ReactNode;
  /** The game entrance (from the games feature, composed by app/). */
  gameArea?: ReactNode;
  /** The footer's game categories, HOT first (from the games feature). */
  footerCategories?: ReactNode;
}

/**
 * Home (spec §2): download bar, banner, notice ticker, shortcuts, game entrance, footer, and the popups for
 * logged-in (execution A) or logged-out (execution B) players. Features do not import each other,
 * so the game parts arrive as slots from the app layer.
 */
export default function HomePage({ banner, gameArea, footerCategories }: HomePageProps) {
  const { t } = useTranslation();
  const session = useSession();
  const announcements = useHomeAnnouncements();
  const list = announcements.data ?? [];
  const notices = list.filter((a) => a.type === 'PL');
  const brand = useMerchantConfig().name;
  // A member's first session (just registered): welcomed for the first time, not "welcomed back".
  const firstTime: Announcement | undefined =
    session?.firstTimeLogin && !session.trial
      ? {
          id: 0,
          type: 'PU',
          groupName: 'm_home',
          title: t('home.firstWelcomeTitle', { brand }),
          content: `<p>${escapeHtml(t('home.firstWelcomeText'))}</p>`,
          cta: { label: t('home.firstWelcomeAction'), target: '/m/activity' },
          startDate: new Date(0).toISOString(),
          read: false,
        }
      : undefined;
  return (
    <Page title={t('titles.home')} className="hm-page">
      <DownloadApp />
      {banner}
      <NoticeTicker notices={notices} />
      <ShortcutRow />
      {gameArea}
      <HomeFooter categories={footerCategories} />
      <HomePopups popups={list} loggedIn={!!session} firstTime={firstTime} ready={!announcements.isPending} />
    </Page>
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
