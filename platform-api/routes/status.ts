import { effectiveImageCdns } from '../../core/images';
import { systemState } from '../../core/system-status';
import { registerMethods } from '../../core';
import {
  countriesResponseSchema,
  domainRouteQuerySchema,
  domainRouteResponseSchema,
  statusResponseSchema,
  type StatusResponse,
} from '../../schemas/api';
import { merchantOf, type Platform } from '../context';
import { errorResponses } from '../../server/schema-refs';
import { accessOf } from '../services/access';
import type { TypedApp } from '../../server/typed-app';

const tags = ['status'];
/** Gateway codes of spec §3: WEB 1, MOBILE 3 (0 asks for every device). */
const MOBILE_GATEWAY = 3;

export const encodeCsPath = (url: string) => Buffer.from(url, 'utf8').toString('base64');

export async function statusRoutes(app: TypedApp, p: Platform): Promise<void> {
  app.get(
    '/api/status',
    { schema: { tags, response: { 200: statusResponseSchema, ...errorResponses(404) } } },
    async (req, reply) => {
      const m = merchantOf(p, req);
      const a = accessOf(req, m);
      reply.header('cache-control', 'no-store');
      return {
        status: systemState(a.maintenance, a.regionRestriction || a.ipBlocked),
        maintenance: a.maintenance,
        regionRestriction: a.regionRestriction || a.ipBlocked,
        ipBlocked: a.ipBlocked,
        location: { ip: req.ip, ...(a.country ? { country: a.country } : {}) },
        info: {
          merchantCode: m.code,
          customerService: m.content.customerService.map((c) => ({
            csType: c.csType,
            csPosition: c.csPosition,
            path: encodeCsPath(c.url),
          })),
          domainRoute: m.hosts,
          mobileTemplate: {
            mem_cen: m.templates.mem_cen === 'new' ? '1' : '0',
            dep_func: m.templates.dep_func === 'new' ? '1' : '0',
          },
          paths: { home: '/m/home', login: '/m/login', register: '/m/register' },
          register: { methods: registerMethods(m) },
          resources: m.content.downloads.map((d) => ({ resourceType: d.resourceType, url: d.url })),
          whitelabel: m.name,
          mainDomain: m.hosts[0] ?? req.hostname,
          // The merchant's image CDN hosts, else the platform default; empty: this site (spec §9).
          imageCDNs: effectiveImageCdns(m.imageCDNs, p.opts.imageCdns ?? []),
          ...(m.content.contactUrl ? { contactUrl: m.content.contactUrl } : {}),
        },
      } satisfies StatusResponse;
    },
  );

  app.get(
    '/api/domain-route',
    {
      schema: {
        tags,
        querystring: domainRouteQuerySchema,
        response: { 200: domainRouteResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const m = merchantOf(p, req);
      return {
        list: m.hosts.map((host) => ({ url: `https://${host}`, device: req.query.device || MOBILE_GATEWAY })),
      };
    },
  );

  app.get(
    '/api/status/countries',
    { schema: { tags, response: { 200: countriesResponseSchema, ...errorResponses(404) } } },
    async (req) => ({
      list: merchantOf(p, req).dialingCodes.map((d) => ({
        code: d.code,
        country: d.country,
        ...(d.digits === undefined ? {} : { digits: d.digits }),
      })),
    }),
  );
}
