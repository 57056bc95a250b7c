import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import { fieldOf } from '../../server/typed-app';
import { inScope, mayManage } from './users';

/**
 * How a console route stays within the merchants of the person (or API token) calling it (issue 31).
 * Every `/api/admin/` route has one, checked in one place (`scopeGuard`, after the role check):
 * - `merchant`: the path names the merchant (`:code`); a caller limited to other merchants gets 403,
 *   and rows the route names (`:id`) are looked up within that merchant by the route itself;
 * - `list`: a list filtered to the caller's merchants (a `?merchant=` outside them is refused here);
 * - `create`: makes a row for the merchants its body names (`merchants`, the caller's by default);
 * - an owner lookup (`{ owners }`): the route acts on one row that names its merchants (a console
 *   user, an API token, a preview link); a row not all within the caller's is not found (404);
 * - `none`: nothing of a merchant (signing in and out, the caller's own account).
 * Routes whose path has `:code` are `merchant` without saying so; any other must declare its scope
 * in `config.scope`, or the server does not start. `tests/api/console-scope.test.ts` walks the table.
 */
export type RouteScope =
  | 'merchant'
  | 'list'
  | 'create'
  | 'none'
  | {
      /** The merchants of the row `:id` names (`null`: every merchant), undefined when there is none. */
      owners: (db: Queryable, id: string) => Promise<readonly string[] | null | undefined>;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The merchant scope of a console route (see `RouteScope`); implied by `:code` in the path. */
    scope?: RouteScope;
  }
}

export interface AdminRoute {
  method: string;
  url: string;
  scope: RouteScope;
}

/** The scope a console route declares or its path implies; throws at start-up when there is none. */
export function scopeOfRoute(route: Pick<RouteOptions, 'url' | 'method' | 'config'>): RouteScope {
  const declared = (route.config as { scope?: RouteScope } | undefined)?.scope;
  const named = route.url.includes('/:code');
  if (named && declared !== undefined && declared !== 'merchant')
    throw new Error(`${String(route.method)} ${route.url}: a route with :code is scoped by it`);
  if (named) return 'merchant';
  if (declared === undefined || declared === 'merchant')
    throw new Error(`${String(route.method)} ${route.url}: declare config.scope (issue 31)`);
  return declared;
}

/** Every merchant a request names: in its path, its query and a body's `merchants` list. */
function namedMerchants(req: FastifyRequest): unknown[] {
  const listed = fieldOf(req.body, 'merchants');
  return [
    fieldOf(req.params, 'code'),
    fieldOf(req.query, 'merchant'),
    ...(Array.isArray(listed) ? listed : []),
  ];
}

/** The check every console route runs after its role check: the merchants it names are the caller's. */
export function scopeGuard(db: Queryable, scope: RouteScope) {
  return async (req: FastifyRequest): Promise<void> => {
    const user = req.consoleUser;
    // No caller (a route without a session: signing in) or a caller of every merchant: nothing to check.
    if (!user?.merchants) return;
    for (const code of namedMerchants(req))
      if (typeof code === 'string' && !inScope(user, code))
        throw new AppError('FORBIDDEN', { merchant: code });
    if (typeof scope === 'object') {
      const id = fieldOf(req.params, 'id');
      const owners = typeof id === 'string' ? await scope.owners(db, id) : undefined;
      // A row of other merchants is not found, as the caller's lists do not show it (an unknown row
      // is the route's to answer, with the same 404).
      if (owners !== undefined && !mayManage(user, { merchants: owners ? [...owners] : undefined }))
        throw new AppError('NOT_FOUND');
    }
  };
}
