import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The way to an actual account (spec §6): register (the primary action) and log in. `row`: side by
 * side, log in first (a card's two buttons); `stack`: one under the other, register first (a screen's
 * main call to action). Labels are locale keys.
 */
export function AccountLinks({
  layout,
  className,
  register = 'common.register',
  login = 'common.login',
}: {
  layout: 'row' | 'stack';
  className: string;
  register?: string;
  login?: string;
}) {
  const { t } = useTranslation();
  const block = layout === 'stack' ? ' ui-btn--block' : '';
  const links = [
    <Link key="register" className={`ui-btn ui-btn--primary${block}`} to="/m/register">
      {t(register)}
    </Link>,
    <Link key="login" className={`ui-btn ui-btn--secondary${block}`} to="/m/login">
      {t(login)}
    </Link>,
  ];
  return <div className={className}>{layout === 'row' ? links.reverse() : links}</div>;
}
