import { useTranslation } from 'react-i18next';
import type { MemberCentre } from '../model/use-member-centre';
import { AvatarPicker } from './avatar-picker';
import { MemberBalance } from './member-balance';
import { MemberEntries } from './member-entries';
import { VipSummary } from './vip-summary';

/** mem_cen base: a profile card, the balance, the VIP line, then the entries as a list. */
export function MemberHomeBase({ centre }: { centre: MemberCentre }) {
  const { t } = useTranslation();
  return (
    <div className="mb-home mb-home--base" data-template="base">
      <section className="mb-card mb-profile" aria-label={t('member.centre.profile')}>
        <AvatarPicker headIcon={centre.headIcon} seed={centre.account ?? centre.name} size={64} />
        <div className="mb-profile__who">
          <h2 className="mb-profile__name">{centre.name}</h2>
          {centre.account && (
            <span className="mb-profile__account">{t('menu.accountLine', { account: centre.account })}</span>
          )}
          {centre.isAgent && <span className="mb-tag">{t('member.centre.agentTag')}</span>}
        </div>
      </section>
      <section className="mb-card">
        <MemberBalance />
        <VipSummary vip={centre.vip} label={centre.levelLabel} />
      </section>
      <section className="mb-card mb-card--flush">
        <MemberEntries items={centre.entries} layout="list" />
      </section>
    </div>
  );
}
