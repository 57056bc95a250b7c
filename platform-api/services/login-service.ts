import type { FastifyRequest } from 'fastify';
import type { MerchantConfig } from '../../schemas';
import type { LoginPayload, Session } from '../../schemas/api';
import { checkField, mobileCandidates } from '../../core';
import type { Platform } from '../context';
import { AGENT_TYPES, GUEST_TYPE, IP_FAILURE_FACTOR } from '../lib/constants';
import { AppError } from '../../server/http-errors';
import { burnVerify, verifyPassword } from '../lib/passwords';
import { findMemberByMobile, findMemberByUsername, type MemberRow } from '../repositories/members-repository';
import { clearFailures, releaseAttempt, takeAttempt, takeSlot } from '../repositories/security-repository';
import type { SessionOrigin } from '../repositories/sessions-repository';
import { openSession, originOf } from './session-service';
import { checkCaptcha, checkSmsCode, fullMobile } from './verification-service';

/*
 * Login (spec §4): attempts are counted per account and per IP, in the database, and each attempt
 * is counted BEFORE its password is checked (one atomic upsert), so parallel requests see distinct
 * counts: no burst gets more password checks than one request at a time would.
 * - After `login.captchaAfterFailures` a captcha is required (CAPTCHA_REQUIRED with details.captcha).
 * - After `login.lockoutAfterFailures` on one account the account is slowed down, not shut: every
 *   attempt needs a captcha and one password check per `login.slowDownSeconds` is allowed
 *   (RATE_LIMITED with retryAfterMs in between, no password checked), so the owner still gets in
 *   with the right password. A wrong password there answers ACCOUNT_LOCKED.
 * - An IP with IP_FAILURE_FACTOR times that many failures is refused outright (RATE_LIMITED) until
 *   it stops for `login.lockoutMinutes`: the only hard lock, for floods.
 * Counts are forgotten `login.lockoutMinutes` after the last attempt; a success clears the account's.
 */

const accountKey = (merchant: string, id: string) => `acct:${merchant}:${id.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

function checkFormat(merchant: MerchantConfig, payload: LoginPayload, mobiles: string[]): void {
  const rules = merchant.login;
  const pairs =
    payload.type === 'sms'
      ? ([
          ['mobileNum', rules.mobileNum, payload.username],
          ['verificationCode', rules.verificationCode, payload.password],
        ] as const)
      : ([
          ['username', rules.username, payload.username],
          ['password', rules.password, payload.password],
        ] as const);
  const details: Record<string, unknown> = {};
  for (const [name, rule, value] of pairs) {
    // A mobile number in the username field is read as a number, whatever the username rule says.
    if (name === 'username' && mobiles.length > 0) continue;
    const err = checkField({ ...rule, required: true }, value);
    if (err) details[name] = err;
  }
  if (Object.keys(details).length > 0) throw new AppError('VALIDATION_FAILED', details);
}

/**
 * Captcha: always with the merchant flag; else after `captchaAfterFailures` on the account, or
 * IP_FAILURE_FACTOR times that from one IP (many players share an address behind NAT); and always
 * on a locked account.
 */
function needsCaptcha(merchant: MerchantConfig, accountFails: number, ipFails: number): boolean {
  const { captchaAfterFailures: after, lockoutAfterFailures: lockAfter } = merchant.login;
  return (
    merchant.flags.captcha ||
    accountFails >= lockAfter ||
    (after > 0 && (accountFails >= after || ipFails >= after * IP_FAILURE_FACTOR))
  );
}

export async function login(
  p: Platform,
  req: FastifyRequest,
  merchant: MerchantConfig,
  payload: LoginPayload,
): Promise<Session> {
  const cfg = merchant.login;
  if (payload.type === 'sms' && !merchant.flags.smsLogin) throw new AppError('FEATURE_UNAVAILABLE');
  const mobiles = payload.type === 'sms' ? [] : mobileCandidates(merchant, payload.username);
  checkFormat(merchant, payload, mobiles);
  const id =
    payload.type === 'sms'
      ? fullMobile(merchant, payload.username, payload.countryDialingCode)
      : payload.username.trim();
  const iKey = ipKey(req.ip);
  // Counts include this attempt (and any in flight): `- 1` is the failures before it.
  const ipCount = await takeAttempt(p.db, iKey, cfg.lockoutMinutes);
  if (ipCount > cfg.lockoutAfterFailures * IP_FAILURE_FACTOR) throw new AppError('RATE_LIMITED');
  const member = await findMember(p, merchant, payload.type, id, mobiles);
  // Per account: its username, however it was named (username, any spelling of its number, SMS).
  const aKey = accountKey(merchant.code, member?.username ?? mobiles[0] ?? id);
  const count = await takeAttempt(p.db, aKey, cfg.lockoutMinutes);
  try {
    if (needsCaptcha(merchant, count - 1, ipCount - 1))
      await checkCaptcha(p, merchant, payload.captchaId, payload.captcha);
    if (count >= cfg.lockoutAfterFailures) {
      const wait = await takeSlot(p.db, aKey, cfg.slowDownSeconds * 1000);
      if (wait > 0) throw new AppError('RATE_LIMITED', { captcha: true, retryAfterMs: wait });
    }
  } catch (err) {
    // Refused before the password was checked: the attempt is given back.
    await Promise.all([releaseAttempt(p.db, aKey), releaseAttempt(p.db, iKey)]);
    throw err;
  }

  let ok = false;
  if (payload.type === 'sms') {
    if (member) {
      try {
        await checkSmsCode(p, merchant, id, 'login', payload.password);
        ok = true;
      } catch {
        ok = false;
      }
    }
  } else if (member && !member.trial) ok = await verifyPassword(member.password_hash, payload.password);
  else await burnVerify(payload.password);

  if (!ok) {
    if (count >= cfg.lockoutAfterFailures)
      throw new AppError('ACCOUNT_LOCKED', { captcha: true, retryAfterMs: cfg.slowDownSeconds * 1000 });
    throw new AppError('WRONG_CREDENTIALS', { captcha: needsCaptcha(merchant, count, ipCount) });
  }
  // The right password: not a failure, whatever the account's state says next.
  await Promise.all([clearFailures(p.db, aKey), releaseAttempt(p.db, iKey)]);
  return succeed(p, member!, payload, originOf(req));
}

/** The member a login names: by mobile for SMS; else by username, then by the number the text may be. */
async function findMember(
  p: Platform,
  merchant: MerchantConfig,
  type: LoginPayload['type'],
  id: string,
  mobiles: string[],
): Promise<MemberRow | undefined> {
  if (type === 'sms') return findMemberByMobile(p.db, merchant.code, id);
  const byName = await findMemberByUsername(p.db, merchant.code, id);
  if (byName) return byName;
  for (const mobile of mobiles) {
    const byMobile = await findMemberByMobile(p.db, merchant.code, mobile);
    if (byMobile) return byMobile;
  }
  return undefined;
}

/**
 * A disabled account, or one the merchant's support locked (issue 34), is not let in by any way in
 * (password, SMS, reset, social sign-in); a locked one is told why, on the login page.
 */
export function assertMayEnter(member: Pick<MemberRow, 'status' | 'lock_reason'>): void {
  if (member.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  if (member.status === 'locked')
    throw new AppError('ACCOUNT_SUSPENDED', { reason: member.lock_reason ?? '' });
}

async function succeed(
  p: Platform,
  member: MemberRow,
  payload: LoginPayload,
  from: SessionOrigin,
): Promise<Session> {
  // Told only after the right password, so a lock's reason is read by the account's owner only.
  assertMayEnter(member);
  if (member.status === 'inactive') throw new AppError('ACCOUNT_NOT_ACTIVATED');
  if (payload.site === 'agent' && !AGENT_TYPES.includes(member.type)) throw new AppError('NON_AGENT_REFUSED');
  if (payload.site !== 'agent' && member.type === GUEST_TYPE) throw new AppError('NON_MEMBER_REFUSED');
  return openSession(p, member, from);
}
