import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';

/** Spec §2 dialing-code picker: the merchant's codes, a native select (accessible, phone-friendly). */
export function DialingCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const codes = useMerchantConfig().dialingCodes;
  return (
    <select
      className="auth-dial"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label={t('account.dialingCode')}
    >
      {codes.map((c) => (
        <option key={`${c.country}${c.code}`} value={c.code}>{`${c.country} ${c.code}`}</option>
      ))}
    </select>
  );
}
