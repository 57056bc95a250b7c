import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARD_TABS } from '@core/rewards';
import { useMerchantConfig, useMoney } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { EmptyState, Page, Spinner, Tabs, useToast, type TabItem } from '../../../shared/ui';
import { rewardsQuery, useClaimReward } from '../api/member-area';
import { RebatesTab } from '../components/rebates-tab';
import { RewardCard } from '../components/reward-card';
import '../member.css';

type Tab = (typeof REWARD_TABS)[number];
type Section = 'rewards' | 'rebates';

/** /m/rewardCenter (REWCEN3): granted, claimable, claimed and expired rewards, and rebates; claim credits the wallet once. */
export default function RewardCenterPage() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const money = useMoney().format;
  const session = useSession();
  const toast = useToast();
  const [section, setSection] = useState<Section>('rewards');
  const [tab, setTab] = useState<Tab>('claimable');
  const q = useQuery({
    ...rewardsQuery(tab, session?.token),
    enabled: !!session?.token && config.flags.REWCEN3,
  });
  const claim = useClaimReward((r) =>
    toast.success(t('member.rewards.credited', { amount: money(r.reward.amount) })),
  );
  if (!config.flags.REWCEN3)
    return (
      <Page title={t('titles.rewardCenter')} className="mb-page">
        <EmptyState icon="support" title={t('menu.rewardCentreOff')} />
      </Page>
    );
  const counts = q.data?.counts;
  const items: TabItem<Tab>[] = [
    ...REWARD_TABS.map((k) => ({
      key: k,
      // Only the tab that asks for action carries its count.
      label:
        k === 'claimable' && counts?.claimable
          ? t('member.rewards.tabCount', { label: t(`member.rewards.tab.${k}`), count: counts.claimable })
          : t(`member.rewards.tab.${k}`),
    })),
  ];
  const sections: TabItem<Section>[] = [
    { key: 'rewards', label: t('member.rewards.tab.rewards') },
    { key: 'rebates', label: t('member.rewards.tab.rebates') },
  ];
  return (
    <Page title={t('titles.rewardCenter')} className="mb-page">
      <div className="mb-quiet-tabs">
        <Tabs items={sections} value={section} onChange={setSection} label={t('member.rewards.sections')} />
      </div>
      {section === 'rebates' ? (
        <div role="tabpanel" aria-label={t('member.rewards.tab.rebates')}>
          <RebatesTab />
        </div>
      ) : (
        <div role="tabpanel" aria-label={t('member.rewards.tab.rewards')} className="mb-page">
          <div className="mb-tabs mb-quiet-tabs">
            <Tabs items={items} value={tab} onChange={setTab} label={t('member.rewards.tabs')} />
          </div>
          {q.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : !q.data ? (
            <EmptyState icon="warning" title={t('errors.LOAD_FAILED')} />
          ) : q.data.list.length === 0 ? (
            <EmptyState icon="gift" title={t(`member.rewards.empty.${tab}`)} />
          ) : (
            <ul className="mb-rewards" aria-label={items.find((i) => i.key === tab)?.label}>
              {q.data.list.map((r) => (
                <RewardCard
                  key={r.id}
                  reward={r}
                  onClaim={(id) => claim.mutate(id)}
                  claiming={claim.isPending && claim.variables === r.id}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </Page>
  );
}
