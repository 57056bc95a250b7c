import { useTranslation } from 'react-i18next';
import { can, type ConsoleRole, type ConsoleUser } from '../../shared/session-store';

/** Every right the console checks, in the order an operator reads them. */
export const RIGHTS = [
  'save',
  'comment',
  'preview',
  'players',
  'actOnPlayers',
  'ledger',
  'payments',
  'reviewPayments',
  'kyc',
  'reviewKyc',
  'agents',
  'reviewAgents',
  'reports',
  'audit',
  'users',
] as const satisfies readonly (keyof typeof can)[];
const GUIDE_ROLES: ConsoleRole[] = ['operator', 'support', 'viewer'];

/**
 * What each role may do (issue 35, "roles described"): read from the same `can` rules that show or
 * hide every control, so the table cannot say something the console does not do.
 */
export function RolesGuide() {
  const { t } = useTranslation();
  const as = (role: ConsoleRole): ConsoleUser => ({ id: role, username: role, role });
  return (
    <section aria-labelledby="roles-guide" className="roles-guide">
      <h2 id="roles-guide">{t('console.roleGuide.title')}</h2>
      <p className="muted">{t('console.roleGuide.intro')}</p>
      <ul>
        {GUIDE_ROLES.map((r) => (
          <li key={r}>{t(`console.roleGuide.about.${r}`)}</li>
        ))}
      </ul>
      <table className="grid">
        <caption className="visually-hidden">{t('console.roleGuide.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.roleGuide.capability')}</th>
            {GUIDE_ROLES.map((r) => (
              <th key={r} scope="col">
                {t(`console.roles.${r}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {RIGHTS.map((right) => (
            <tr key={right}>
              <th scope="row">{t(`console.roleGuide.can.${right}`)}</th>
              {GUIDE_ROLES.map((r) => (
                <td key={r}>{can[right](as(r)) ? t('console.roleGuide.yes') : t('console.roleGuide.no')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
