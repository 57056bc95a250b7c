import {
  inboxQuerySchema,
  inboxReadBodySchema,
  inboxReadResponseSchema,
  inboxResponseSchema,
} from '../../schemas/api';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import type { TypedApp } from '../../server/typed-app';
import type { Platform } from '../context';
import { playerOf, requireRole } from '../lib/session';
import {
  listInbox,
  markInboxRead,
  ownsInboxMessage,
  unreadInboxCount,
} from '../repositories/inbox-repository';

const tags = ['member'];
const security = [{ bearer: [] }];

/*
 * The member inbox (spec §3, §7): the member's own messages, newest first, page by page; reading one
 * (or all) lowers the unread count the menus show. Another member's message id reads as not found.
 */
export async function inboxRoutes(app: TypedApp, p: Platform): Promise<void> {
  const member = requireRole(p, 'member');

  app.get(
    '/api/member/inbox',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        querystring: inboxQuerySchema,
        response: { 200: inboxResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      const id = playerOf(req).id;
      const [page, unread] = await Promise.all([
        listInbox(p.db, id, { before: req.query.before, limit: req.query.limit ?? 20 }),
        unreadInboxCount(p.db, id),
      ]);
      return { ...page, unread };
    },
  );

  app.post(
    '/api/member/inbox/read',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        body: inboxReadBodySchema,
        response: { 200: inboxReadResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const memberId = playerOf(req).id;
      const id = req.body?.id;
      if (id !== undefined && !(await ownsInboxMessage(p.db, memberId, id)))
        throw new AppError('MESSAGE_NOT_FOUND');
      await markInboxRead(p.db, memberId, id);
      return { unread: await unreadInboxCount(p.db, memberId) };
    },
  );
}
