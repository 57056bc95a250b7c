import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Checkbox } from '../../../shared/ui';
import { useMerchantConfig } from '../../../shared/config';

/** Terms agreement (spec §2: ticked by default; unticked disables login / stops register). */
export function TermsBox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  return (
    <Checkbox
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      error={error}
      label={
        <>
          {t('account.termsPrefix', { age: config.ageLimit })}{' '}
          <Link to="/m/help?tag=terms">{t('account.termsLink')}</Link>
        </>
      }
    />
  );
}
