import type { FromSchema } from 'json-schema-to-ts';

/** GET /api/status (spec §3 status response; §4 system status 0 normal, 1 maintenance, 2 region restricted). */
export const statusResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'maintenance', 'regionRestriction', 'location', 'info'],
  properties: {
    status: { type: 'integer', enum: [0, 1, 2] },
    maintenance: { type: 'boolean' },
    regionRestriction: { type: 'boolean' },
    ipBlocked: { type: 'boolean' },
    location: {
      type: 'object',
      additionalProperties: false,
      required: ['ip'],
      properties: { ip: { type: 'string' }, country: { type: 'string' } },
    },
    info: {
      type: 'object',
      additionalProperties: false,
      required: [
        'merchantCode',
        'customerService',
        'domainRoute',
        'mobileTemplate',
        'register',
        'resources',
        'whitelabel',
        'mainDomain',
        'imageCDNs',
      ],
      properties: {
        merchantCode: { type: 'string' },
        customerService: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['csType', 'csPosition', 'path'],
            properties: {
              csType: { type: 'string' },
              csPosition: { type: 'string' },
              path: { type: 'string', description: 'base64 of the URL (decoded on the client).' },
            },
          },
        },
        domainRoute: { type: 'array', items: { type: 'string' } },
        mobileTemplate: {
          type: 'object',
          additionalProperties: false,
          required: ['mem_cen', 'dep_func'],
          properties: {
            mem_cen: { type: 'string', enum: ['0', '1'] },
            dep_func: { type: 'string', enum: ['0', '1'] },
          },
        },
        paths: { type: 'object', additionalProperties: { type: 'string' } },
        register: {
          type: 'object',
          additionalProperties: false,
          required: ['methods'],
          properties: { methods: { type: 'array', items: { type: 'string', enum: ['mobile', 'username'] } } },
        },
        resources: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['resourceType', 'url'],
            properties: { resourceType: { type: 'string' }, url: { type: 'string' } },
          },
        },
        whitelabel: { type: 'string' },
        mainDomain: { type: 'string' },
        imageCDNs: { type: 'array', items: { type: 'string' } },
        contactUrl: { type: 'string' },
      },
    },
  },
} as const;
export type StatusResponse = FromSchema<typeof statusResponseSchema>;

export const domainRouteQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    device: {
      type: 'integer',
      enum: [0, 1, 3],
      default: 0,
      description: '0 any, 1 web, 3 mobile (gateway codes).',
    },
  },
} as const;
export const domainRouteResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['url', 'device'],
        properties: { url: { type: 'string' }, device: { type: 'integer' } },
      },
    },
  },
} as const;
export type DomainRouteResponse = FromSchema<typeof domainRouteResponseSchema>;

/** GET /api/status/countries: the merchant's dialing codes (spec §7 system country). */
export const countriesResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'country'],
        properties: { code: { type: 'string' }, country: { type: 'string' }, digits: { type: 'integer' } },
      },
    },
  },
} as const;
export type CountriesResponse = FromSchema<typeof countriesResponseSchema>;
