import formbody from '@fastify/formbody';
import { checkEmail, checkField } from '../../core';
import {
  changePasswordBodySchema,
  encryptedBodySchema,
  encryptionHeaderSchema,
  forgotEmailBodySchema,
  okSchema,
  resetEmailPayloadSchema,
  resetPhonePayloadSchema,
  sessionSchema,
  type ResetEmailPayload,
  type ResetPhonePayload,
} from '../../schemas/api';
import type { MerchantConfig } from '../../schemas';
import { contentLang, merchantOf, type Platform } from '../context';
import { encryptionHeader, openEnvelope } from '../lib/envelope';
import { AppError } from '../../server/http-errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { errorResponses } from '../../server/schema-refs';
import { playerOf, requireRole } from '../lib/session';
import { MAIL_CODE_MAX_ATTEMPTS, MAIL_RESEND_MS } from '../lib/constants';
import { validatePayload } from '../../server/validate';
import {
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  setPasswordHash,
} from '../repositories/members-repository';
import { deliver } from '../../server/mail';
import { consumeMailCode, takeSendSlot } from '../repositories/security-repository';
import { revokeOtherSessions } from '../repositories/sessions-repository';
import { assertMayEnter } from '../services/login-service';
import { openSession, originOf } from '../services/session-service';
import { checkSmsCode, fullMobile, newResetMail } from '../services/verification-service';
import type { TypedApp } from '../../server/typed-app';

const tags = ['auth'];

/** A new password follows the merchant's register password rule. */
function checkNewPassword(merchant: MerchantConfig, field: string, value: string): void {
  const err = checkField({ ...merchant.register.fields.password, required: true }, value);
  if (err) throw new AppError('VALIDATION_FAILED', { [field]: err });
}

export async function passwordRoutes(app: TypedApp, p: Platform): Promise<void> {
  await app.register(formbody);

  /** Forgot by email (form-encoded): always the same answer, so it does not tell which accounts exist. */
  app.post(
    '/api/auth/forgot/email',
    {
      schema: {
        tags,
        consumes: ['application/x-www-form-urlencoded'],
        body: forgotEmailBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (req) => {
      const merchant = merchantOf(p, req);
      // No way to send mail (production without SMTP_URL): said, not answered "sent".
      if (!merchant.flags.CHNGPASSMAIL3 || !p.opts.mailer) throw new AppError('FEATURE_UNAVAILABLE');
      const username = req.body.username.trim();
      const email = req.body.email.trim();
      const userErr = checkField({ ...merchant.login.username, required: true }, username);
      const emailErr = checkEmail(email);
      if (userErr || emailErr)
        throw new AppError('VALIDATION_FAILED', {
          ...(userErr ? { username: userErr } : {}),
          ...(emailErr ? { email: emailErr } : {}),
        });
      // One request per username and address per MAIL_RESEND_MS, whether they name an account or not
      // (so the answer tells nothing about who exists): a repeat is told when it may ask again
      // (issue 32: not "sent" when nothing was sent).
      const pairWait = await takeSendSlot(
        p.db,
        `mailreq:${merchant.code}:${username.toLowerCase()}:${email.toLowerCase()}`,
        MAIL_RESEND_MS,
      );
      if (pairWait > 0) throw new AppError('RATE_LIMITED', { retryAfterMs: pairWait });
      const member = await findMemberByUsername(p.db, merchant.code, username);
      // One mail per account per MAIL_RESEND_MS (taken atomically); a refused resend answers the same.
      if (
        member?.email &&
        member.email.toLowerCase() === email.toLowerCase() &&
        !member.trial &&
        p.opts.mailer &&
        (await takeSendSlot(p.db, `mail:${member.id}`, MAIL_RESEND_MS)) === 0
      ) {
        const mail = await newResetMail(p.db, merchant, { ...member, email: member.email }, contentLang(req));
        await deliver(p.opts.mailer, mail, req.log);
      }
      return { success: true };
    },
  );

  /** The code of the forgot-by-email mail and a new password: sets it and logs the player in, as the reset by phone does. */
  app.post(
    '/api/auth/reset/email',
    {
      schema: {
        tags,
        description: 'Encrypted resetEmailPayloadSchema; logs the player in.',
        headers: encryptionHeaderSchema,
        body: encryptedBodySchema,
        response: { 200: sessionSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (req) => {
      const merchant = merchantOf(p, req);
      if (!merchant.flags.CHNGPASSMAIL3) throw new AppError('FEATURE_UNAVAILABLE');
      const payload = validatePayload<ResetEmailPayload>(
        resetEmailPayloadSchema,
        openEnvelope(p.keys, encryptionHeader(req), req.body),
      );
      checkNewPassword(merchant, 'newPassword', payload.newPassword);
      const member = await findMemberByUsername(p.db, merchant.code, payload.username.trim());
      // An unknown account answers as a wrong code does: the call tells nothing about who exists.
      if (
        !member ||
        member.trial ||
        !(await consumeMailCode(p.db, member.id, payload.verificationCode, MAIL_CODE_MAX_ATTEMPTS))
      )
        throw new AppError('VERIFICATION_CODE_INVALID');
      assertMayEnter(member);
      if (await verifyPassword(member.password_hash, payload.newPassword))
        throw new AppError('SAME_PASSWORD', { errorCode: 'modify.new.old.same' });
      await setPasswordHash(p.db, member.id, await hashPassword(payload.newPassword));
      await revokeOtherSessions(p.db, member.id, null);
      return openSession(p, member, originOf(req));
    },
  );

  app.post(
    '/api/auth/reset/phone',
    {
      schema: {
        tags,
        description: 'Encrypted resetPhonePayloadSchema; logs the player in.',
        headers: encryptionHeaderSchema,
        body: encryptedBodySchema,
        response: { 200: sessionSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (req) => {
      const merchant = merchantOf(p, req);
      if (!merchant.flags.CHNGPASSVERIF3) throw new AppError('FEATURE_UNAVAILABLE');
      const payload = validatePayload<ResetPhonePayload>(
        resetPhonePayloadSchema,
        openEnvelope(p.keys, encryptionHeader(req), req.body),
      );
      checkNewPassword(merchant, 'newPassword', payload.newPassword);
      const mobile = fullMobile(merchant, payload.mobileNum, payload.countryDialingCode);
      await checkSmsCode(p, merchant, mobile, 'reset', payload.verificationCode);
      const member = await findMemberByMobile(p.db, merchant.code, mobile);
      if (!member || member.trial) throw new AppError('ACCOUNT_NOT_FOUND');
      assertMayEnter(member);
      if (await verifyPassword(member.password_hash, payload.newPassword))
        throw new AppError('SAME_PASSWORD', { errorCode: 'modify.new.old.same' });
      await setPasswordHash(p.db, member.id, await hashPassword(payload.newPassword));
      await revokeOtherSessions(p.db, member.id, null);
      return openSession(p, member, originOf(req));
    },
  );

  app.post(
    '/api/auth/password',
    {
      preHandler: requireRole(p, 'member'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: changePasswordBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const merchant = merchantOf(p, req);
      const player = playerOf(req);
      const { oldPassword, newPassword, confirmNewPassword } = req.body;
      if (newPassword === oldPassword)
        throw new AppError('SAME_PASSWORD', { newPassword: { key: 'validation.samePassword' } });
      if (confirmNewPassword !== newPassword)
        throw new AppError('PASSWORD_MISMATCH', {
          confirmNewPassword: { key: 'validation.confirmMismatch' },
        });
      checkNewPassword(merchant, 'newPassword', newPassword);
      const member = (await findMemberById(p.db, player.id))!;
      if (!(await verifyPassword(member.password_hash, oldPassword)))
        throw new AppError('WRONG_CREDENTIALS', { oldPassword: { key: 'errors.WRONG_CREDENTIALS' } });
      await setPasswordHash(p.db, member.id, await hashPassword(newPassword));
      // Other devices must log in again with the new password; this one stays logged in.
      await revokeOtherSessions(p.db, member.id, player.tokenHash);
      return { success: true };
    },
  );
}
