import { IntegrationsPage } from '../features/webhooks/integrations-page';
import { TokensPanel } from '../features/tokens/tokens-panel';

/** The integrations screen: webhooks and, below them, the read-only API tokens (two features, composed here). */
export function IntegrationsRoute() {
  return (
    <IntegrationsPage>
      <TokensPanel />
    </IntegrationsPage>
  );
}
