import type { FastifyRequest } from 'fastify';
import type { MerchantStore, PublishedConfig } from './store/merchant-store';
import { productionHostOf } from '../core/config/environments';

export interface MerchantResolver {
  (req: FastifyRequest, opts?: { header?: boolean }): PublishedConfig | undefined;
  /**
   * The config of merchant `code` for this request (the public config route and its event stream):
   * its staging copy when the request comes to that merchant's staging host, else production.
   */
  byCode(req: FastifyRequest, code: string): PublishedConfig | undefined;
}

/**
 * Which merchant a request is for (ARCHITECTURE.md, data flow 5): the one rule every route uses.
 * The request host (a merchant lists its hosts), else the default merchant. Platform API calls
 * (`header: true`) may name their merchant in X-Merchant-Code: the renderer sends the merchant of
 * the page it runs in. Pages never honour that header, so a shared cache cannot be fed another
 * merchant's page for a host.
 *
 * Environments (issue 35): `staging.<a host of the merchant>` serves the merchant's staging copy
 * (`staging`), with the same merchant code, so the platform API gives it the same accounts and games.
 * A host a merchant lists is always production first: a staging copy never reaches a production host.
 * A merchant without a staging copy yet is served as production is, marked as staging (the copy is
 * made from production).
 */
export function merchantResolver(
  store: MerchantStore,
  defaultMerchant: string,
  staging?: MerchantStore,
): MerchantResolver {
  const views = new WeakMap<PublishedConfig, PublishedConfig>();
  /** Production seen from a staging host (no copy yet): the same config, marked as staging. */
  const stagingView = (p: PublishedConfig): PublishedConfig => {
    let view = views.get(p);
    if (!view) {
      view = Object.create(p) as PublishedConfig;
      Object.defineProperty(view, 'environment', { value: 'staging', enumerable: true });
      views.set(p, view);
    }
    return view;
  };
  /** The staging config a request's host asks for (undefined: not a staging host of any merchant). */
  const stagingOf = (req: FastifyRequest): PublishedConfig | undefined => {
    // A string check first: on every other host (every player request) no extra lookup is made.
    const host = req.host ? productionHostOf(req.host) : undefined;
    if (!staging || !host || store.byHost(req.host)) return undefined;
    const production = store.byHost(host);
    if (!production) return undefined;
    return staging.get(production.code) ?? stagingView(production);
  };
  const resolve = ((req, opts) => {
    const header = opts?.header ? req.headers['x-merchant-code'] : undefined;
    const onStaging = stagingOf(req);
    if (onStaging && (typeof header !== 'string' || header === onStaging.code)) return onStaging;
    const named = typeof header === 'string' ? store.get(header) : undefined;
    return named ?? store.byHost(req.host) ?? store.get(defaultMerchant);
  }) as MerchantResolver;
  resolve.byCode = (req, code) => {
    const onStaging = stagingOf(req);
    return onStaging?.code === code ? onStaging : store.get(code);
  };
  return resolve;
}
