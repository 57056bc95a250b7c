import type { FastifyRequest } from 'fastify';
import {
  favouriteAddResponseSchema,
  favouriteIdsResponseSchema,
  favouritesQuerySchema,
  favouritesResponseSchema,
  launchBodySchema,
  launchResponseSchema,
  nodeIdBodySchema,
  nodeIdParamsSchema,
  okSchema,
  recentQuerySchema,
  recentResponseSchema,
} from '../../schemas/api';
import { LOTTERY_TYPES, LOTTERY_VENDORS } from '../../core/game-browser';
import { contentLang, merchantOf, type Platform } from '../context';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import { checkRole, playerOf, requireRole, resolvePlayer } from '../lib/session';
import {
  addFavourite,
  addRecent,
  favouriteIds,
  recentIds,
  removeFavourite,
} from '../repositories/player-games-repository';
import { createTicket } from '../repositories/tickets-repository';
import { assertOpen } from '../services/access';
import type { CatalogueGame } from '../services/catalogue';
import type { TypedApp } from '../../server/typed-app';
import { assertMayPlay } from '../services/safety-service';

const tags = ['games'];
const security = [{ bearer: [] }];

interface ListQuery {
  gameType?: string;
  vendor?: string;
  language?: string;
  pageNo?: number;
  pageSize?: number;
  page?: number;
}

export async function playerGameRoutes(app: TypedApp, p: Platform): Promise<void> {
  const session = requireRole(p, 'session');

  /** The member's games by id, filtered by type and vendor, in the stored order. */
  const gamesOf = (ids: number[], q: ListQuery): CatalogueGame[] =>
    ids
      .map((id) => p.catalogue.game(id))
      .filter(
        (g): g is CatalogueGame =>
          g !== undefined &&
          (!q.gameType || g.gameType === q.gameType) &&
          (!q.vendor || g.vendor === q.vendor),
      );

  const page = <T>(all: T[], pageNo: number, pageSize: number) => ({
    items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalPages: Math.ceil(all.length / pageSize),
  });

  const gameOrThrow = (nodeId: number) => {
    const g = p.catalogue.game(nodeId);
    if (!g) throw new AppError('GAME_NOT_FOUND');
    return g;
  };

  app.get(
    '/api/games/favourites',
    {
      preHandler: session,
      schema: {
        tags,
        security,
        querystring: favouritesQuerySchema,
        response: { 200: favouritesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      const all = gamesOf(await favouriteIds(p.db, playerOf(req).id), req.query);
      const pageNo = req.query.pageNo ?? 1;
      const r = page(all, pageNo, req.query.pageSize ?? merchantOf(p, req).limits.pageSizeFavourites);
      const lang = contentLang(req, req.query.language);
      return {
        content: r.items.map((g) => g.item[lang]),
        pageNum: pageNo,
        totalPages: r.totalPages,
        totalCount: all.length,
      };
    },
  );

  app.get(
    '/api/games/favourites/ids',
    {
      preHandler: session,
      schema: { tags, security, response: { 200: favouriteIdsResponseSchema, ...errorResponses(401) } },
    },
    async (req) => ({
      ids: await favouriteIds(p.db, playerOf(req).id),
    }),
  );

  app.post(
    '/api/games/favourites',
    {
      preHandler: session,
      schema: {
        tags,
        security,
        body: nodeIdBodySchema,
        response: { 200: favouriteAddResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const g = gameOrThrow(req.body.nodeId);
      // Lottery tiles have no favourite star (spec §2).
      if (LOTTERY_TYPES.includes(g.gameType)) throw new AppError('FEATURE_UNAVAILABLE');
      return { success: true, added: await addFavourite(p.db, playerOf(req).id, g.nodeId) };
    },
  );

  app.delete(
    '/api/games/favourites/:nodeId',
    {
      preHandler: session,
      schema: {
        tags,
        security,
        params: nodeIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => ({
      success: await removeFavourite(p.db, playerOf(req).id, req.params.nodeId),
    }),
  );

  app.post(
    '/api/games/recent',
    {
      preHandler: session,
      schema: {
        tags,
        security,
        body: nodeIdBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      await addRecent(p.db, playerOf(req).id, gameOrThrow(req.body.nodeId).nodeId);
      return { success: true };
    },
  );

  app.get(
    '/api/games/recent',
    {
      preHandler: session,
      schema: {
        tags,
        security,
        querystring: recentQuerySchema,
        response: { 200: recentResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      const all = gamesOf(await recentIds(p.db, playerOf(req).id), req.query);
      const pageNo = req.query.page ?? 1;
      const r = page(all, pageNo, req.query.pageSize ?? merchantOf(p, req).limits.pageSizeFavourites);
      const lang = contentLang(req, req.query.language);
      return { list: r.items.map((g) => g.item[lang]), pageNum: pageNo, totalPages: r.totalPages };
    },
  );

  // Launch needs a session (spec §6), unless the merchant lets guests try free-play games (flag guestFreePlay).
  const launchAccess = async (req: FastifyRequest) => {
    if (req.headers.authorization === undefined && merchantOf(p, req).flags.guestFreePlay) return;
    req.player = checkRole(await resolvePlayer(p, req), 'session');
  };

  app.post(
    '/api/games/launch',
    {
      preHandler: launchAccess,
      schema: {
        tags,
        security,
        body: launchBodySchema,
        response: { 200: launchResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 451, 503) },
      },
    },
    async (req) => {
      const merchant = merchantOf(p, req);
      assertOpen(req, merchant);
      const player = req.player;
      const free = req.body.free === true;
      if (!player && !free) throw new AppError('NOT_LOGGED_IN');
      const g = gameOrThrow(req.body.nodeId);
      if (g.maintenance) throw new AppError('GAME_MAINTENANCE');
      if (free && g.supportPlay !== 1) throw new AppError('FEATURE_UNAVAILABLE');
      // Responsible gaming: no game, not even free play, during a time-out or self-exclusion.
      if (player) await assertMayPlay(p, player.id);
      const lottery = LOTTERY_TYPES.includes(g.gameType) || LOTTERY_VENDORS.includes(g.vendor);
      // Prize mode (spec §4): ELOTT games play in Elott mode, other lotteries in Lott unless the client picked one.
      const prizeMode = lottery ? (req.body.prizeMode ?? (g.gameType === 'ELOTT' ? 'Elott' : 'Lott')) : null;
      const ticket = await createTicket(p.db, {
        member_id: player?.id ?? null,
        kind: 'game',
        node_id: g.nodeId,
        free,
        prize_mode: prizeMode,
        merchant_code: merchant.code,
      });
      if (player) await addRecent(p.db, player.id, g.nodeId);
      const lang = contentLang(req, req.body.language);
      return {
        url: `/demo/game?t=${ticket}&lang=${lang}${req.body.backUrl ? `&back=${encodeURIComponent(req.body.backUrl)}` : ''}`,
        mode: lottery ? ('lottery' as const) : ('generic' as const),
        free,
        ...(prizeMode ? { prizeMode } : {}),
        showChoice: false,
      };
    },
  );
}
