import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { plainText } from '@core/content';
import { Popup } from '../../../shared/ui';
import type { Announcement } from '../api/announcements';

/** The notice ticker's popup (notice-ticker.tsx): every player notice, each linking to its page. */
export default function NoticesPopup({
  notices,
  open,
  onClose,
}: {
  notices: readonly Announcement[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup open={open} onClose={onClose} title={t('home.notices')}>
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
  );
}
