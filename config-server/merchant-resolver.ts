import type { FastifyRequest } from 'fastify';
import type { MerchantStore, PublishedConfig } from './store/merchant-store';

export type MerchantResolver = (
  req: FastifyRequest,
  opts?: { header?: boolean },
) => PublishedConfig | undefined;

/**
 * Which merchant a request is for (ARCHITECTURE.md, data flow 5): the one rule every route uses.
 * The request host (a merchant lists its hosts), else the default merchant. Platform API calls
 * (`header: true`) may name their merchant in X-Merchant-Code: the renderer sends the merchant of
 * the page it runs in. Pages never honour that header, so a shared cache cannot be fed another
 * merchant's page for a host.
 */
export function merchantResolver(store: MerchantStore, defaultMerchant: string): MerchantResolver {
  return (req, opts) => {
    const header = opts?.header ? req.headers['x-merchant-code'] : undefined;
    const named = typeof header === 'string' ? store.get(header) : undefined;
    return named ?? store.byHost(req.host) ?? store.get(defaultMerchant);
  };
}
