import { AppError } from '../../../server/http-errors';
import type { TypedApp } from '../../../server/typed-app';
import { changeCommentSchema, notifiedSchema } from '../../../schemas';
import type { AdminContext } from '../context';
import { audit } from '../audit';
import { ALL_ROLES, requireRole } from '../sessions';
import { authErrors, secured } from '../schemas';
import { getChange } from './changes';
import { COMMENT_MAX, insertComment, listComments, normaliseComment } from './comments';
import { notifyReviewers } from './notify-reviewers';
import { changeParams } from './routes-changes';

const commentBody = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: {
    text: {
      type: 'string',
      minLength: 1,
      maxLength: COMMENT_MAX,
      description: `The comment (1 to ${COMMENT_MAX} characters once trimmed).`,
    },
  },
} as const;

/** How many characters of a comment its audit row keeps. */
const AUDIT_EXCERPT = 200;

/**
 * Comments on a change (issue 35, "approvals people notice"): every console role of the merchant
 * reads them (a read-only API token does not); operators, who approve, and support, who try changes in the
 * preview, write them; a viewer only reads. Each is audited, and the reviewers of a pending change
 * (and the change's author) are told by mail and the merchant's webhooks (`changeCommented`).
 */
export async function commentRoutes(app: TypedApp, ctx: AdminContext): Promise<void> {
  const { db, store } = ctx;
  const found = async (code: string, id: number) => {
    if (!store.get(code)) throw new AppError('MERCHANT_NOT_FOUND');
    const c = await getChange(db, code, id);
    if (!c) throw new AppError('NOT_FOUND');
    return c;
  };

  app.get(
    '/api/admin/merchants/:code/changes/:id/comments',
    {
      schema: {
        ...secured,
        params: changeParams,
        description: 'The comments on a change, oldest first.',
        response: { 200: { type: 'array', items: changeCommentSchema }, ...authErrors },
      },
      preHandler: requireRole(db, ...ALL_ROLES),
    },
    async (req) => {
      const c = await found(req.params.code, req.params.id);
      return listComments(db, c.merchant, c.id);
    },
  );

  app.post(
    '/api/admin/merchants/:code/changes/:id/comments',
    {
      schema: {
        ...secured,
        params: changeParams,
        body: commentBody,
        description:
          'Comments on a change (operators and support). The operators who may approve a pending change (not its author, within their merchants) and the change’s author are mailed (by SMTP with SMTP_URL, else the demo outbox outside production; production without SMTP_URL sends none) and the merchant’s `changeCommented` webhooks are called. `notified` says who was mailed and who has no mail address.',
        response: {
          201: {
            type: 'object',
            required: ['comment', 'notified'],
            properties: { comment: changeCommentSchema, notified: notifiedSchema },
          },
          ...authErrors,
        },
      },
      preHandler: requireRole(db, 'operator', 'support'),
    },
    async (req, reply) => {
      const user = req.consoleUser!;
      const c = await found(req.params.code, req.params.id);
      const body = normaliseComment(req.body.text);
      if (!body)
        throw new AppError('VALIDATION_FAILED', [
          { pointer: '/text', keyword: 'minLength', message: 'a comment needs some text' },
        ]);
      if ([...body].length > COMMENT_MAX)
        throw new AppError('VALIDATION_FAILED', [
          { pointer: '/text', keyword: 'maxLength', message: `at most ${COMMENT_MAX} characters` },
        ]);
      const comment = await insertComment(db, {
        changeId: c.id,
        merchant: c.merchant,
        author: user.username,
        body,
      });
      await audit(db, {
        actor: user.username,
        action: 'changeCommented',
        merchant: c.merchant,
        ip: req.ip,
        detail: {
          changeId: c.id,
          commentId: comment.id,
          author: c.author,
          text: [...body].slice(0, AUDIT_EXCERPT).join(''),
        },
      });
      const notified = await notifyReviewers(ctx, { kind: 'changeCommented', change: c, comment }, (o, m) =>
        req.log.warn(o, m),
      );
      return reply.code(201).send({ comment, notified });
    },
  );
}
