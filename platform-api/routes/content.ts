import type { FastifyRequest } from 'fastify';
import {
  anchorsQuerySchema,
  artQuerySchema,
  anchorsResponseSchema,
  announcementListResponseSchema,
  announcementsQuerySchema,
  bannersQuerySchema,
  bannersResponseSchema,
  chatLaunchBodySchema,
  chatLaunchResponseSchema,
  customerServiceResponseSchema,
  downloadsResponseSchema,
  helpResponseSchema,
  idParamsSchema,
  langQuerySchema,
  markReadResponseSchema,
} from '../../schemas/api';
import { isBackPath } from '../../core/routes';
import { contentLang, merchantOf, type ContentLang, type Platform } from '../context';
import { CACHE_VARY, GUEST_TYPE, PICTURE_CACHE_SECONDS, WEB_CLIP_PROFILE_PATH } from '../lib/constants';
import { artNamesFigure, bannerSvg } from '../lib/game-picture';
import { fillFigures, merchantFigures, needsAbsentFigure } from '../../core/figures';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import { htmlCleaner } from '../lib/sanitize';
import { webClipProfile } from '../lib/web-clip';
import { merchantOrigin } from '../../server/origin';
import { optionalSession, playerOf, requireRole } from '../lib/session';
import {
  announcementVisible,
  listAnchors,
  listAnnouncements,
  listBanners,
  listDownloads,
  listHelp,
  markRead,
} from '../repositories/content-repository';
import { createTicket } from '../repositories/tickets-repository';
import { encodeCsPath } from './status';
import { offersWithheld } from '../services/safety-service';
import type { TypedApp } from '../../server/typed-app';
import { AUDIENCE_HEADER, parseAudienceHeader } from '../../core/audience-header';
import { deviceKind } from '../../core/user-agent';
import { requestLanguage } from '../../server/http-errors';
import { readerSegments } from '../services/segment-service';
import { requestCountry } from '../services/access';

const tags = ['content'];
const security = [{ bearer: [] }];
const artParams = {
  type: 'object',
  additionalProperties: false,
  required: ['key'],
  properties: { key: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } },
} as const;

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The merchant's segments the reader of a request is in (issue 35): the language asked in, the
 * fronting proxy's country, the device of the User-Agent, what the page says of the player (new or
 * returning, app or web) and, for a member, the VIP level.
 */
export async function segmentsOfReader(p: Platform, req: FastifyRequest): Promise<string[]> {
  const merchant = merchantOf(p, req);
  // Most merchants have none: nothing to read of the request (banners and promotions are hot paths).
  if (!merchant.segments.length) return [];
  const country = requestCountry(req);
  return readerSegments(
    p.db,
    merchant,
    req.player && req.player.type !== GUEST_TYPE ? req.player.id : undefined,
    {
      ...parseAudienceHeader(header(req, AUDIENCE_HEADER)),
      language: requestLanguage(req),
      ...(country ? { country } : {}),
      device: deviceKind(header(req, 'user-agent')),
    },
  );
}

export async function contentRoutes(app: TypedApp, p: Platform): Promise<void> {
  const optional = optionalSession(p);
  /** Read flags only for members with a type other than 4 (spec §4 notice). */
  const readerId = (type: number | undefined, id: number | undefined) =>
    id !== undefined && type !== GUEST_TYPE ? id : null;
  /** The merchant's figures in the language served (issue 32: a text states the config's figure). */
  const figuresOf = (req: FastifyRequest, lang?: string) =>
    merchantFigures(merchantOf(p, req), lang ?? contentLang(req));
  /**
   * HTML is cleaned again as it is served (issue 14 item 6), whatever wrote the row; figures are
   * filled in from the merchant JSON, and a text about something the merchant does not have (its
   * first-deposit bonus switched off) is left out.
   */
  const served = <T extends { content: string; title?: string; cta?: { label: string; target: string } }>(
    req: FastifyRequest,
    rows: T[],
    lang?: string,
  ): T[] => {
    const clean = htmlCleaner(merchantOf(p, req));
    const figures = figuresOf(req, lang);
    return rows
      .filter((r) => !needsAbsentFigure(figures, r.content, r.title ?? ''))
      .map((r) => ({
        ...r,
        ...(r.title === undefined ? {} : { title: fillFigures(r.title, figures) }),
        ...(r.cta ? { cta: { ...r.cta, label: fillFigures(r.cta.label, figures) } } : {}),
        content: clean(fillFigures(r.content, figures)),
      }));
  };

  /** A reader's announcements of the request's merchant, in `lang`, as served (cleaned, figures filled). */
  const announcementsFor = async (
    req: FastifyRequest,
    lang: ContentLang,
    filter: Omit<Parameters<typeof listAnnouncements>[4], 'segments'>,
  ) =>
    served(
      req,
      await listAnnouncements(
        p.db,
        merchantOf(p, req).code,
        lang,
        readerId(req.player?.type, req.player?.id),
        { ...filter, segments: await segmentsOfReader(p, req) },
      ),
      lang,
    );

  app.get(
    '/api/content/announcements',
    {
      preHandler: optional,
      schema: {
        tags,
        querystring: announcementsQuerySchema,
        response: { 200: announcementListResponseSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const asked = (req.query.types ?? 'B,PL,PU').split(',');
      // A member in a time-out or self-exclusion gets no greeting or offer popups (issue 32 item 4).
      const member = req.player && req.player.type !== GUEST_TYPE ? req.player.id : undefined;
      const types =
        member !== undefined && asked.includes('PU') && (await offersWithheld(p, member))
          ? asked.filter((t) => t !== 'PU')
          : asked;
      const lang = contentLang(req, req.query.language);
      return { list: await announcementsFor(req, lang, { types, group: req.query.groupName }) };
    },
  );

  app.post(
    '/api/content/announcements/:id/read',
    {
      preHandler: requireRole(p, 'session'),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: markReadResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const player = playerOf(req);
      if (!(await announcementVisible(p.db, merchantOf(p, req).code, req.params.id)))
        throw new AppError('NOT_FOUND');
      if (player.type === GUEST_TYPE) return { announcementId: req.params.id, read: false };
      await markRead(p.db, player.id, req.params.id);
      return { announcementId: req.params.id, read: true };
    },
  );

  app.get(
    '/api/content/notices',
    {
      preHandler: optional,
      schema: {
        tags,
        querystring: langQuerySchema,
        response: { 200: announcementListResponseSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const lang = contentLang(req, req.query.language);
      return { list: await announcementsFor(req, lang, { types: ['PL'] }) };
    },
  );

  app.get(
    '/api/content/popular',
    {
      preHandler: optional,
      schema: {
        tags,
        querystring: langQuerySchema,
        response: { 200: announcementListResponseSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const lang = contentLang(req, req.query.language);
      return { list: await announcementsFor(req, lang, { types: ['PL', 'B', 'PR'], popular: true }) };
    },
  );

  app.get(
    '/api/content/banners',
    {
      schema: {
        tags,
        querystring: bannersQuerySchema,
        response: { 200: bannersResponseSchema, ...errorResponses(400) },
      },
      // A member's session decides the segments a banner may target (issue 35: members, VIP levels).
      preHandler: optional,
    },
    async (req, reply) => {
      // Revalidated every time: an operator's edit (console, issue 11) must reach open pages within
      // seconds; the answer depends on the language and the merchant asked for (issue 17) and, for a
      // merchant with segments (issue 35), on the player: then no shared cache keeps it.
      const segmented = merchantOf(p, req).segments.length > 0;
      reply
        .header('cache-control', segmented ? 'private, no-cache' : 'public, no-cache')
        .header('vary', CACHE_VARY);
      const lang = contentLang(req, req.query.language);
      const rows = await listBanners(
        p.db,
        merchantOf(p, req).code,
        req.query.type,
        lang,
        await segmentsOfReader(p, req),
      );
      const figures = figuresOf(req, lang);
      return {
        list: rows
          .filter((r) => !needsAbsentFigure(figures, r.title))
          .map((r) => ({
            url: r.url,
            title: fillFigures(r.title, figures),
            ...(r.link ? { link: r.link } : {}),
          })),
      };
    },
  );

  app.get(
    '/api/content/help',
    {
      schema: {
        tags,
        querystring: langQuerySchema,
        response: { 200: helpResponseSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const lang = contentLang(req, req.query.lang ?? req.query.language);
      return { list: served(req, await listHelp(p.db, merchantOf(p, req).code, lang), lang) };
    },
  );

  app.get(
    '/api/content/downloads',
    { schema: { tags, response: { 200: downloadsResponseSchema } } },
    async (req) => {
      const m = merchantOf(p, req);
      // The merchant's own resources win; the platform's demo resources otherwise.
      return {
        list:
          m.content.downloads.length > 0
            ? m.content.downloads.map((d) => ({ resourceType: d.resourceType, url: d.url }))
            : await listDownloads(p.db, m.code),
      };
    },
  );

  app.get(
    '/api/content/customer-service',
    { schema: { tags, response: { 200: customerServiceResponseSchema } } },
    async (req) => ({
      list: merchantOf(p, req).content.customerService.map((c) => ({
        csType: c.csType,
        csPosition: c.csPosition,
        path: encodeCsPath(c.url),
      })),
    }),
  );

  const anchorList = async (tag: string | null) =>
    (await listAnchors(p.db, tag)).map((a) => ({
      id: a.id,
      name: a.name,
      avatar: `/api/content/art/anchor-${a.id}.svg`,
      roomKind: a.room_kind as 'Free' | 'VIP' | 'Pay per View',
      online: a.online,
      viewers: a.viewers,
    }));

  app.get(
    '/api/content/anchors',
    {
      schema: {
        tags,
        querystring: anchorsQuerySchema,
        response: { 200: anchorsResponseSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { list: await anchorList(req.query.type ?? 'hot') };
    },
  );

  // The reference platform has no follow feature: a player's focus list is the anchors online now.
  app.get(
    '/api/content/anchors/focus',
    {
      preHandler: requireRole(p, 'session'),
      schema: { tags, security, response: { 200: anchorsResponseSchema, ...errorResponses(401) } },
    },
    async () => ({
      list: (await anchorList(null)).filter((a) => a.online),
    }),
  );

  app.post(
    '/api/content/chat/launch',
    {
      preHandler: requireRole(p, 'session'),
      schema: {
        tags,
        security,
        body: chatLaunchBodySchema,
        response: { 200: chatLaunchResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const body = req.body;
      if (body.purpose !== 'service' && !merchantOf(p, req).flags.CBS3)
        throw new AppError('FEATURE_UNAVAILABLE');
      const ticket = await createTicket(p.db, {
        member_id: playerOf(req).id,
        kind: 'chat',
        node_id: null,
        free: false,
        prize_mode: null,
      });
      const back = isBackPath(body.backUrl) ? `&back=${encodeURIComponent(body.backUrl)}` : '';
      return { chatUrl: `/demo/chat?t=${ticket}&lang=${contentLang(req)}${back}` };
    },
  );

  app.get(
    '/api/content/art/:key.svg',
    {
      schema: {
        tags,
        params: artParams,
        querystring: artQuerySchema,
        response: { 200: { type: 'string' }, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      // Art that states a figure of the merchant JSON follows the config: revalidated, not immutable.
      reply
        .header('content-type', 'image/svg+xml')
        .header(
          'cache-control',
          artNamesFigure(req.params.key)
            ? 'public, no-cache'
            : `public, max-age=${PICTURE_CACHE_SECONDS}, immutable`,
        );
      const m = merchantOf(p, req);
      // Art named without ?lang= speaks the merchant's default language, not the browser's (an <img>
      // sends the browser's Accept-Language, which put English art on a Vietnamese page: issue 32).
      const lang = contentLang(req, req.query.lang ?? m.defaultLanguage);
      return bannerSvg(req.params.key, {
        lang,
        colours: m.theme.colors,
        brand: m.name,
        figures: merchantFigures(m, lang),
      });
    },
  );

  // The iOS profile of the download popup: a Web Clip of this merchant's site (issue 17: the demo
  // resources used to point at files that did not exist).
  app.get(
    WEB_CLIP_PROFILE_PATH,
    { schema: { tags, response: { 200: { type: 'string' } } } },
    async (req, reply) => {
      const m = merchantOf(p, req);
      reply
        .header('content-type', 'application/x-apple-aspen-config')
        .header('content-disposition', `attachment; filename="${m.code}.mobileconfig"`)
        .header('cache-control', 'no-cache');
      return webClipProfile(m, merchantOrigin(req, m.hosts));
    },
  );
}
