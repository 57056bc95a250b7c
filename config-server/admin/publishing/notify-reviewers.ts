import { deliver } from '../../../server/mail';
import type { Notified } from '../../../schemas';
import { t } from '../../../locales/node';
import type { AdminContext } from '../context';
import { approversOf, contactOf, inScope, type Approver } from '../users';
import type { Change } from './changes';
import type { ChangeComment } from './comments';

/** The console page a reviewer opens from the mail (the address of this site is the reader's own). */
export const CHANGES_PAGE_PATH = '/admin/changes';

type Event =
  | { kind: 'approvalRequested'; change: Change }
  | { kind: 'changeCommented'; change: Change; comment: ChangeComment };

/**
 * Tells the people a change concerns (issue 35, "approvals people notice"): a mail to each operator
 * who may approve it (its merchant within theirs, not its author) when it is sent for approval, and
 * when someone comments on a pending change (not the commenter); a comment also reaches the change's
 * author. The mail goes by SMTP (SMTP_URL), else to the demo outbox outside production (readable at
 * /demo/outbox with DEMO_OUTBOX=1); production without SMTP_URL has no mailer, so nothing is sent and
 * `notSent` names them. The merchant's webhooks get `approvalRequested` or `changeCommented`. Never throws: the
 * change or comment stands once stored, and a failure is logged.
 */
export async function notifyReviewers(
  ctx: Pick<AdminContext, 'db' | 'store' | 'webhooks' | 'mailer'>,
  e: Event,
  warn: (obj: object, msg: string) => void,
): Promise<Notified> {
  const notified: Notified = { mailed: [], withoutEmail: [] };
  const c = e.change;
  try {
    const actor = e.kind === 'changeCommented' ? e.comment.author : c.author;
    const people: Approver[] =
      e.kind === 'approvalRequested' || c.status === 'pending'
        ? (await approversOf(ctx.db, c.merchant, c.author)).filter((a) => a.username !== actor)
        : [];
    if (e.kind === 'changeCommented' && c.author !== actor) {
      const author = await contactOf(ctx.db, c.author);
      if (author && inScope(author, c.merchant)) people.unshift(author);
    }
    const merchant = ctx.store.get(c.merchant)?.config.name ?? c.merchant;
    for (const p of people) {
      if (!p.email) {
        notified.withoutEmail.push(p.username);
        continue;
      }
      if (!ctx.mailer) {
        (notified.notSent ??= []).push(p.username);
        continue;
      }
      const areas = c.fourEyes.map((a) => t(p.language, `publishing.areas.${a.slice(1)}`)).join(', ');
      const params = {
        id: c.id,
        merchant,
        author: c.author,
        reason: c.reason,
        areas: areas || '—',
        link: CHANGES_PAGE_PATH,
        ...(e.kind === 'changeCommented' ? { commenter: e.comment.author, comment: e.comment.body } : {}),
      };
      await deliver(
        ctx.mailer,
        {
          to: p.email,
          subject: t(p.language, `publishing.mail.subject.${e.kind}`, params),
          text: t(p.language, `publishing.mail.${e.kind}`, params),
        },
        { warn },
      );
      notified.mailed.push(p.username);
    }
    await ctx.webhooks.enqueue(c.merchant, e.kind, {
      changeId: c.id,
      status: c.status,
      author: c.author,
      reason: c.reason,
      fourEyes: c.fourEyes,
      ...(c.restoredFrom !== undefined ? { restoredFrom: c.restoredFrom } : {}),
      ...(e.kind === 'changeCommented'
        ? {
            comment: {
              id: e.comment.id,
              author: e.comment.author,
              body: e.comment.body,
              createdAt: e.comment.createdAt,
            },
          }
        : {}),
    });
  } catch (err) {
    warn({ err, changeId: c.id }, 'reviewers of a change could not be told');
  }
  return notified;
}
