import { useTranslation } from 'react-i18next';
import { Icon, useMenuAction } from '../../../shared/ui';
import type { MemberCentre } from '../model/use-member-centre';
import { AvatarPicker } from './avatar-picker';
import { MemberBalance } from './member-balance';
import { MemberEntries } from './member-entries';
import { VipSummary } from './vip-summary';

/** mem_cen new ('1'): a hero in the brand colour with the balance and money buttons, the VIP card, entries as tiles. */
export function MemberHomeNew({ centre }: { centre: MemberCentre }) {
  const { t } = useTranslation();
  const act = useMenuAction();
  const money = centre.entries.filter((e) => e.key === 'deposit' || e.key === 'withdraw');
  const rest = centre.entries.filter((e) => e.key !== 'deposit' && e.key !== 'withdraw');
  return (
    <div className="mb-home mb-home--new" data-template="new">
      <section className="mb-hero" aria-label={t('member.centre.profile')}>
        <div className="mb-hero__top">
          <AvatarPicker headIcon={centre.headIcon} seed={centre.account ?? centre.name} size={72} />
          <div className="mb-profile__who">
            <h2 className="mb-profile__name">{centre.name}</h2>
            {centre.account && (
              <span className="mb-profile__account">
                {t('menu.accountLine', { account: centre.account })}
              </span>
            )}
            <span className="mb-hero__tags">
              {centre.levelLabel && <span className="mb-tag mb-tag--gold">{centre.levelLabel}</span>}
              {centre.isAgent && <span className="mb-tag">{t('member.centre.agentTag')}</span>}
            </span>
          </div>
        </div>
        <MemberBalance className="mb-balance--hero" />
        {money.length > 0 && (
          <div className="mb-hero__actions">
            {money.map((m) => (
              <button key={m.key} type="button" onClick={() => act(m)} data-config-path={m.configPath}>
                <Icon name={m.icon ?? m.key} size={20} />
                {t(m.labelKey)}
              </button>
            ))}
          </div>
        )}
      </section>
      {/* No VIP standing (the merchant's vipBenefit off, or a trial account): no empty card. */}
      {centre.vip && (
        <section className="mb-card">
          <VipSummary vip={centre.vip} label={centre.levelLabel} />
        </section>
      )}
      <section className="mb-card">
        <MemberEntries items={rest} layout="grid" />
      </section>
    </div>
  );
}
