import type { TypedApp } from '../../server/typed-app';
import {
  clockBodySchema,
  clockResponseSchema,
  limitBodySchema,
  lockBodySchema,
  playSessionResponseSchema,
  realityCheckBodySchema,
  safetyResponseSchema,
} from '../../schemas/api';
import { isOffered } from '../../core/responsible-gaming';
import { merchantOf, type Platform } from '../context';
import { OffsetClock } from '../lib/clock';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import { playerOf, requireRole } from '../lib/session';
import { playSession, readSettings } from '../repositories/safety-repository';
import { safetyView, setLimit, setRealityCheck, takeLock } from '../services/safety-service';

const tags = ['safety'];
const security = [{ bearer: [] }];

/**
 * Responsible gaming (issue 12): a member's deposit limits, reality check, time-out and
 * self-exclusion. Every change is one transaction under the member's row lock, with an event row.
 */
export async function safetyRoutes(app: TypedApp, p: Platform): Promise<void> {
  const member = requireRole(p, 'member');
  const enabled = (req: Parameters<typeof merchantOf>[1]) => {
    const m = merchantOf(p, req);
    if (!m.responsibleGaming.enabled) throw new AppError('FEATURE_UNAVAILABLE');
    return m;
  };

  app.get(
    '/api/safety',
    {
      preHandler: member,
      schema: { tags, security, response: { 200: safetyResponseSchema, ...errorResponses(401, 403) } },
    },
    async (req) => safetyView(p, merchantOf(p, req), playerOf(req).id),
  );

  app.put(
    '/api/safety/limits',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        description:
          'Sets a deposit limit (minor units; null removes it). Lower applies at once; higher or none waits the merchant cooling-off (24 h by default).',
        body: limitBodySchema,
        response: { 200: safetyResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const m = enabled(req);
      const id = playerOf(req).id;
      const { period, amount } = req.body;
      await setLimit(p, m, id, period, amount ?? null);
      return safetyView(p, m, id);
    },
  );

  app.put(
    '/api/safety/reality-check',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        description: 'The reminder interval in minutes (one of the merchant choices), or null for none.',
        body: realityCheckBodySchema,
        response: { 200: safetyResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const m = enabled(req);
      const id = playerOf(req).id;
      const minutes = req.body.minutes ?? null;
      if (minutes !== null && !isOffered(m, 'realityCheck', minutes))
        throw new AppError('VALIDATION_FAILED', { minutes: { key: 'validation.required' } });
      await setRealityCheck(p, id, minutes);
      return safetyView(p, m, id);
    },
  );

  app.post(
    '/api/safety/lock',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        description:
          'A time-out (days) or self-exclusion (months) from the merchant choices: deposits and game launch are refused until it ends. It cannot be shortened or lifted; a longer one replaces a shorter one.',
        body: lockBodySchema,
        response: { 200: safetyResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const m = enabled(req);
      const id = playerOf(req).id;
      const { kind, length } = req.body;
      if (!isOffered(m, kind, length))
        throw new AppError('VALIDATION_FAILED', { length: { key: 'validation.required' } });
      await takeLock(p, id, kind, length);
      return safetyView(p, m, id);
    },
  );

  app.get(
    '/api/safety/session',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        description:
          'The reality check: time since this login and its net result (wins minus stakes, from the ledger).',
        response: { 200: playSessionResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      const player = playerOf(req);
      const [s, settings] = await Promise.all([
        playSession(p.db, player.tokenHash, player.id),
        readSettings(p.db, player.id),
      ]);
      const now = Date.now();
      return {
        startedAt: new Date(s.startedAt).toISOString(),
        now: new Date(now).toISOString(),
        playedSeconds: Math.max(0, Math.floor((now - s.startedAt) / 1000)),
        bets: s.bets,
        wins: s.wins,
        net: s.wins - s.bets,
        realityCheckMinutes: merchantOf(p, req).responsibleGaming.enabled
          ? settings.realityCheckMinutes
          : null,
      };
    },
  );

  // The injectable clock over HTTP, for browser tests of the cooling-off: demo-outbox mode only, never production.
  const clock = p.clock;
  if (clock instanceof OffsetClock && p.opts.demoOutbox && !p.opts.production) {
    app.post(
      '/api/dev/clock',
      {
        schema: {
          tags: ['dev'],
          body: clockBodySchema,
          response: { 200: clockResponseSchema, ...errorResponses(400) },
        },
      },
      async (req) => ({ now: new Date(clock.advance(req.body.advanceMs)).toISOString() }),
    );
  }
}
