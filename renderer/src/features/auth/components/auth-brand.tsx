import { useMerchantConfig } from '../../../shared/config';

/** The merchant's logo and a line of welcome above the auth forms. */
export function AuthBrand({ subtitle }: { subtitle: string }) {
  const config = useMerchantConfig();
  return (
    <div className="auth-brand">
      <img src={config.theme.logo} alt={config.name} height={44} />
      <p>{subtitle}</p>
    </div>
  );
}
