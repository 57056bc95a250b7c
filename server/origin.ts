import type { FastifyRequest } from 'fastify';

/**
 * The origin of the absolute URLs a merchant's answers carry (the web-clip profile, the social
 * sign-in callback): the request's own host only when it is one of the merchant's hosts (with or
 * without its port), else the merchant's first host. Never an arbitrary `Host` or
 * `X-Forwarded-Host`, which anyone can send (issue 31).
 */
export function merchantOrigin(req: FastifyRequest, hosts: readonly string[]): string {
  const trusted = hosts.includes(req.host) || hosts.includes(req.hostname);
  return `${req.protocol}://${trusted ? req.host : (hosts[0] ?? 'localhost')}`;
}
