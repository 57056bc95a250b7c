import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, useOpened } from '../../../shared/ui';
import type { Announcement } from '../api/announcements';

/** The list of notices: fetched when the player first taps the ticker (issue 29). */
const NoticesPopup = lazy(() => import('./notices-popup'));

/**
 * Notice ticker (spec §2): the player notices scroll by; tapping opens a popup listing them, the
 * more link goes to /m/notice. Without notices it shows the 'no announcement' entry.
 */
export function NoticeTicker({ notices }: { notices: readonly Announcement[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = useOpened(open);
  const text = notices.length ? notices.map((n) => n.title).join('   •   ') : t('home.noAnnouncement');
  return (
    <div className="hm-ticker">
      <Icon name="info" size={18} />
      <button
        type="button"
        className="hm-ticker__track"
        onClick={() => setOpen(true)}
        aria-label={t('home.openNotices')}
      >
        <span className="hm-ticker__text" aria-hidden="true">
          {text}
        </span>
      </button>
      <Link to="/m/notice" className="hm-ticker__more">
        {t('home.more')}
      </Link>
      {opened && (
        <Suspense fallback={null}>
          <NoticesPopup notices={notices} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
