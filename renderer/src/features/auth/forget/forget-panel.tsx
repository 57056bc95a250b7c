import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { EmptyState, Tabs } from '../../../shared/ui';
import { ForgetEmailForm } from './forget-email-form';
import { ForgetPhoneForm } from './forget-phone-form';

type Way = 'phone' | 'email';

/** Spec §2: a toggle when both recovery ways are on; phone is the default when enabled. Both ways end logged in (`onDone`). */
export function ForgetPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const flags = useMerchantConfig().flags;
  const ways: Way[] = [
    ...(flags.CHNGPASSVERIF3 ? (['phone'] as const) : []),
    ...(flags.CHNGPASSMAIL3 ? (['email'] as const) : []),
  ];
  const [way, setWay] = useState<Way | undefined>(ways[0]);
  const current = way && ways.includes(way) ? way : ways[0];
  if (!current) return <EmptyState icon="lock" title={t('account.recoveryOff')} />;
  return (
    <>
      {ways.length > 1 && (
        <Tabs
          label={t('account.recoveryWay')}
          value={current}
          onChange={setWay}
          items={ways.map((w) => ({ key: w, label: t(`account.recoverBy.${w}`) }))}
        />
      )}
      {current === 'email' ? <ForgetEmailForm onDone={onDone} /> : <ForgetPhoneForm onDone={onDone} />}
    </>
  );
}
