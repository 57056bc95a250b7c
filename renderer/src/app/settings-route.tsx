import SettingsPage from '../features/member/pages/settings-page';
import { LinkedAccounts } from '../features/auth';

/**
 * /m/set = the member feature's settings page with the auth feature's linked sign-in accounts
 * composed in here (features do not import each other).
 */
export default function SettingsRoute() {
  return <SettingsPage linkedAccounts={<LinkedAccounts />} />;
}
