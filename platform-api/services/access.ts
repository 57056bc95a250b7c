import type { FastifyRequest } from 'fastify';
import type { MerchantConfig } from '../../schemas';
import { AppError } from '../../server/http-errors';

/*
 * System status of a request (spec §4): maintenance, region restriction by the country of the IP,
 * IP block list. There is no GeoIP database here: the country comes from the fronting proxy's header
 * (Cloudflare `CF-IPCountry`, or `X-Country-Code`), which deployments behind such a proxy get for free.
 */

export function requestCountry(req: FastifyRequest): string | undefined {
  const h = req.headers['cf-ipcountry'] ?? req.headers['x-country-code'];
  const v = typeof h === 'string' ? h.trim().toUpperCase() : undefined;
  return v && /^[A-Z]{2}$/.test(v) ? v : undefined;
}

export interface Access {
  maintenance: boolean;
  regionRestriction: boolean;
  ipBlocked: boolean;
  country?: string;
}

export function accessOf(req: FastifyRequest, merchant: MerchantConfig): Access {
  const country = requestCountry(req);
  const ipBlocked = merchant.status.blockedIps.includes(req.ip);
  const regionRestriction = country !== undefined && merchant.status.blockedCountries.includes(country);
  return {
    maintenance: merchant.status.maintenance,
    regionRestriction,
    ipBlocked,
    ...(country ? { country } : {}),
  };
}

/** Playing, logging in and registering stop during maintenance and for blocked regions and IPs. */
export function assertOpen(req: FastifyRequest, merchant: MerchantConfig): void {
  const a = accessOf(req, merchant);
  if (a.maintenance) throw new AppError('MAINTENANCE');
  if (a.ipBlocked) throw new AppError('IP_BLOCKED', { ip: req.ip });
  if (a.regionRestriction) throw new AppError('REGION_BLOCKED', { ip: req.ip });
}
