import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, Popup } from '../../../shared/ui';
import { plainText } from '@core/content';
import type { Announcement } from '../api/announcements';

/**
 * Notice ticker (spec §2): the player notices scroll by; tapping opens a popup listing them, the
 * more link goes to /m/notice. Without notices it shows the 'no announcement' entry.
 */
export function NoticeTicker({ notices }: { notices: readonly Announcement[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
      <Popup open={open} onClose={() => setOpen(false)} title={t('home.notices')}>
        <ul className="hm-notices">
          {notices.length === 0 && <li className="hm-notices__empty">{t('home.noAnnouncement')}</li>}
          {notices.map((n) => (
            <li key={n.id}>
              <Link to={`/m/noticeDetail?id=${n.id}`} className="hm-notices__item">
                <strong>{n.title}</strong>
                <span>{plainText(n.content)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Popup>
    </div>
  );
}
