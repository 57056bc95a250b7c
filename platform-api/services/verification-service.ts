import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { checkBotProof } from '../../core/bot-check';
import type { SmsCodeBody } from '../../schemas/api';
import type { MerchantConfig } from '../../schemas';
import type { Platform } from '../context';
import { captchaDataUrl } from '../lib/captcha-image';
import {
  BOT_CHALLENGE_TTL_MS,
  BOT_CHECK_BITS,
  CAPTCHA_TTL_MS,
  MAIL_CODE_LENGTH,
  MAIL_CODE_TTL_MS,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
} from '../lib/constants';
import { AppError } from '../../server/http-errors';
import { newToken, numericCode } from '../lib/tokens';
import { writeOutbox } from '../repositories/outbox-repository';
import {
  consumeBotChallenge,
  consumeCaptcha,
  saveBotChallenge,
  consumeSmsCode,
  saveCaptcha,
  saveMailCode,
  saveSmsCode,
  takeSendSlot,
} from '../repositories/security-repository';
import type { Queryable } from '../../server/db/db';
import type { MailMessage } from '../../server/mail';
import { deliverSms, type SmsMessage, type SmsPurpose } from '../../server/sms';
import { t } from '../../locales/node';

/*
 * Captchas and SMS codes. SMS codes go through the site's SMS relay (SMS_URL, server/sms.ts), else
 * outside production to the dev outbox (readable over HTTP only with DEMO_OUTBOX=1); in production
 * without SMS_URL, SMS is unavailable.
 */

/** A new captcha; `page` (the path of the page that asked, when known) names it in the dev outbox. */
export async function newCaptcha(p: Platform, merchant: MerchantConfig, page?: string) {
  const captchaId = newToken();
  const answer = numericCode(merchant.limits.captchaLength);
  const expiresAt = await saveCaptcha(p.db, captchaId, answer, CAPTCHA_TTL_MS);
  if (!p.opts.production) await writeOutbox(p.db, 'captcha', captchaId, answer, page);
  return { captchaId, image: captchaDataUrl(answer), expiresAt: expiresAt.toISOString() };
}

/** Checks a captcha answer (single use); missing: CAPTCHA_REQUIRED, wrong or expired: CAPTCHA_INVALID. Both say `captcha: true`. */
export async function checkCaptcha(
  p: Platform,
  merchant: MerchantConfig,
  captchaId: string | undefined,
  answer: string | undefined,
): Promise<void> {
  if (!captchaId || !answer) throw new AppError('CAPTCHA_REQUIRED', { captcha: true });
  const shape = new RegExp(`^[0-9]{1,${merchant.limits.captchaLength}}$`);
  const ok = shape.test(answer.trim()) && (await consumeCaptcha(p.db, captchaId, answer));
  if (!ok) throw new AppError('CAPTCHA_INVALID', { captcha: true });
}

/** The full number (+84912345678) from the dialing code and national number; the code must be one of the merchant's. */
export function fullMobile(
  merchant: MerchantConfig,
  mobileNum: string,
  dialingCode: string | undefined,
): string {
  const dial = merchant.dialingCodes.find((d) => d.code === (dialingCode ?? merchant.dialingCodes[0]!.code));
  const digits = mobileNum.trim().replace(/^0+/, '');
  if (!dial)
    throw new AppError('VALIDATION_FAILED', {
      countryDialingCode: { key: 'platform.validation.dialingCode' },
    });
  if (!/^[0-9]+$/.test(digits) || digits.length > merchant.limits.mobileMax)
    throw new AppError('VALIDATION_FAILED', {
      mobileNum: { key: 'validation.pattern_digits', params: { min: 1, max: merchant.limits.mobileMax } },
    });
  if (dial.digits !== undefined && digits.length !== dial.digits)
    throw new AppError('VALIDATION_FAILED', {
      mobileNum: { key: 'platform.validation.mobileDigits', params: { digits: dial.digits } },
    });
  return `${dial.code}${digits}`;
}

export type { SmsPurpose };

/** The text of a verification code by SMS, in the reader's language, with the brand and how long it lasts. */
export function smsCodeMessage(
  merchant: Pick<MerchantConfig, 'code' | 'name'>,
  to: string,
  code: string,
  purpose: SmsPurpose,
  lang: string,
): SmsMessage {
  const minutes = Math.round(SMS_CODE_TTL_MS / 60_000);
  return {
    to,
    code,
    purpose,
    merchant: merchant.code,
    text: t(lang, 'platform.sms.code', { brand: merchant.name, code, minutes }),
  };
}

export async function sendSmsCode(
  p: Platform,
  merchant: MerchantConfig,
  mobile: string,
  purpose: SmsPurpose,
  botCheck: () => Promise<void>,
  send: { lang: string; log: { warn(obj: object, msg: string): void } },
): Promise<number> {
  const sender = p.opts.sms;
  if (!sender) throw new AppError('FEATURE_UNAVAILABLE');
  await botCheck();
  const resendMs = merchant.limits.timings.smsResetSeconds * 1000;
  // The wait is taken atomically: of parallel requests for one number, one sends.
  const wait = await takeSendSlot(p.db, `sms:${merchant.code}:${mobile}:${purpose}`, resendMs);
  if (wait > 0) throw new AppError('RATE_LIMITED', { retryAfterMs: wait });
  const code = numericCode(SMS_CODE_LENGTH);
  await saveSmsCode(p.db, merchant.code, mobile, purpose, code, SMS_CODE_TTL_MS);
  await deliverSms(sender, smsCodeMessage(merchant, mobile, code, purpose, send.lang), send.log);
  // The countdown of the get-code link ends when a new code may be asked (spec §4 SMS code button).
  return Date.now() + resendMs;
}

export async function checkSmsCode(
  p: Platform,
  merchant: MerchantConfig,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  if (!(await consumeSmsCode(p.db, merchant.code, mobile, purpose, code, SMS_CODE_MAX_ATTEMPTS)))
    throw new AppError('VERIFICATION_CODE_INVALID');
}

export function clientIp(req: FastifyRequest): string {
  return req.ip;
}

/** A single-use proof-of-work challenge for the SMS code request (spec §3 bot-check fields). */
export async function newBotChallenge(p: Platform, merchant: MerchantConfig) {
  const challengeId = newToken();
  const expiresAt = await saveBotChallenge(
    p.db,
    challengeId,
    merchant.code,
    BOT_CHECK_BITS,
    BOT_CHALLENGE_TTL_MS,
  );
  return { challengeId, bits: BOT_CHECK_BITS, expiresAt: expiresAt.toISOString() };
}

const sha256 = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());

/**
 * The bot-check fields of an SMS code request: a solved proof of work bound to this number, or a
 * captcha answer. Missing, unknown, reused, expired or wrong: 403 BOT_CHECK_FAILED.
 */
export async function checkBotCheck(
  p: Platform,
  merchant: MerchantConfig,
  mobile: string,
  botCheck: SmsCodeBody['botCheck'],
): Promise<void> {
  if (botCheck && 'captchaId' in botCheck) {
    const shape = new RegExp(`^[0-9]{1,${merchant.limits.captchaLength}}$`);
    const ok =
      shape.test(botCheck.captcha.trim()) &&
      (await consumeCaptcha(p.db, botCheck.captchaId, botCheck.captcha));
    if (!ok) throw new AppError('BOT_CHECK_FAILED', { botCheck: true });
    return;
  }
  if (botCheck && 'challengeId' in botCheck) {
    const bits = await consumeBotChallenge(p.db, botCheck.challengeId, merchant.code);
    if (
      bits !== undefined &&
      (await checkBotProof(sha256, botCheck.challengeId, mobile, botCheck.nonce, bits))
    )
      return;
  }
  throw new AppError('BOT_CHECK_FAILED', { botCheck: true });
}

/**
 * A new password-reset code for a member, for the reset-by-email form (the player's own "forgot
 * password" and the console's "send password-reset code"): stored hashed, and the mail that carries
 * it, from the merchant's brand in `lang`. The caller sends the mail (server/mail.ts `deliver`).
 */
export async function newResetMail(
  db: Queryable,
  merchant: Pick<MerchantConfig, 'code' | 'name'>,
  member: { id: number; username: string; email: string },
  lang: string,
): Promise<MailMessage> {
  const code = numericCode(MAIL_CODE_LENGTH);
  await saveMailCode(db, merchant.code, member.id, code, MAIL_CODE_TTL_MS);
  return {
    to: member.email,
    fromName: merchant.name,
    subject: t(lang, 'platform.mail.forgotSubject', { brand: merchant.name }),
    text: t(lang, 'platform.mail.forgotBody', { username: member.username, code, brand: merchant.name }),
  };
}
