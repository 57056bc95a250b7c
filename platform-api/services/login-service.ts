import type { FastifyRequest } from 'fastify';
import type { MerchantConfig } from '../../schemas';
import type { LoginPayload, Session } from '../../schemas/api';
import { checkField } from '../../core';
import type { Platform } from '../context';
import { AGENT_TYPES, GUEST_TYPE, IP_FAILURE_FACTOR } from '../lib/constants';
import { AppError } from '../lib/http-errors';
import { burnVerify, verifyPassword } from '../lib/passwords';
import { findMemberByMobile, findMemberByUsername, recordFailedLogin, type MemberRow } from '../repositories/members-repository';
import { addFailure, clearFailures, failureCount } from '../repositories/security-repository';
import { openSession } from './session-service';
import { checkCaptcha, checkSmsCode, fullMobile } from './verification-service';

/*
 * Login (spec §4): failures are counted per account and per IP. After `login.captchaAfterFailures`
 * a captcha is required (CAPTCHA_REQUIRED with details.captcha, so the form shows it); after
 * `login.lockoutAfterFailures` on one account it is locked for `login.lockoutMinutes`; an IP with
 * IP_FAILURE_FACTOR times that many failures is refused (RATE_LIMITED) for the same window.
 */

const accountKey = (merchant: string, id: string) => `acct:${merchant}:${id.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

function checkFormat(merchant: MerchantConfig, payload: LoginPayload): void {
  const rules = merchant.login;
  const pairs = payload.type === 'sms'
    ? ([['mobileNum', rules.mobileNum, payload.username], ['verificationCode', rules.verificationCode, payload.password]] as const)
    : ([['username', rules.username, payload.username], ['password', rules.password, payload.password]] as const);
  const details: Record<string, unknown> = {};
  for (const [name, rule, value] of pairs) {
    const err = checkField({ ...rule, required: true }, value);
    if (err) details[name] = err;
  }
  if (Object.keys(details).length > 0) throw new AppError('VALIDATION_FAILED', details);
}

/**
 * Captcha: always with the merchant flag; else after `captchaAfterFailures` on the account, or
 * IP_FAILURE_FACTOR times that from one IP (many players share an address behind NAT).
 */
function needsCaptcha(merchant: MerchantConfig, accountFails: number, ipFails: number): boolean {
  const after = merchant.login.captchaAfterFailures;
  return merchant.flags.captcha || (after > 0 && (accountFails >= after || ipFails >= after * IP_FAILURE_FACTOR));
}

export async function login(p: Platform, req: FastifyRequest, merchant: MerchantConfig, payload: LoginPayload): Promise<Session> {
  const cfg = merchant.login;
  const window = cfg.lockoutMinutes;
  if (payload.type === 'sms' && !merchant.flags.smsLogin) throw new AppError('FEATURE_UNAVAILABLE');
  checkFormat(merchant, payload);
  const id = payload.type === 'sms' ? fullMobile(merchant, payload.username, payload.countryDialingCode) : payload.username.trim();
  const aKey = accountKey(merchant.code, id);
  const iKey = ipKey(req.ip);
  const [aFails, iFails] = await Promise.all([failureCount(p.db, aKey, window), failureCount(p.db, iKey, window)]);
  if (iFails >= cfg.lockoutAfterFailures * IP_FAILURE_FACTOR) throw new AppError('RATE_LIMITED');
  const captchaNeeded = needsCaptcha(merchant, aFails, iFails);
  if (captchaNeeded) await checkCaptcha(p, merchant, payload.captchaId, payload.captcha);

  const member = payload.type === 'sms' ? await findMemberByMobile(p.db, merchant.code, id) : await findMemberByUsername(p.db, merchant.code, id);
  if (member?.locked_until && member.locked_until.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED');

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

  if (!ok) return fail(p, merchant, member, aKey, iKey);
  return succeed(p, merchant, member!, payload, aKey);
}

async function fail(p: Platform, merchant: MerchantConfig, member: MemberRow | undefined, aKey: string, iKey: string): Promise<never> {
  const cfg = merchant.login;
  const [aFails, iFails] = await Promise.all([addFailure(p.db, aKey, cfg.lockoutMinutes), addFailure(p.db, iKey, cfg.lockoutMinutes)]);
  if (member) {
    const r = await recordFailedLogin(p.db, member.id, cfg.lockoutAfterFailures, cfg.lockoutMinutes);
    if (r.locked) throw new AppError('ACCOUNT_LOCKED');
  }
  throw new AppError('WRONG_CREDENTIALS', { captcha: needsCaptcha(merchant, aFails, iFails) });
}

async function succeed(p: Platform, _merchant: MerchantConfig, member: MemberRow, payload: LoginPayload, aKey: string): Promise<Session> {
  if (member.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  if (member.status === 'inactive') throw new AppError('ACCOUNT_NOT_ACTIVATED');
  if (payload.site === 'agent' && !AGENT_TYPES.includes(member.type)) throw new AppError('NON_AGENT_REFUSED');
  if (payload.site !== 'agent' && member.type === GUEST_TYPE) throw new AppError('NON_MEMBER_REFUSED');
  await clearFailures(p.db, aKey);
  return openSession(p, member);
}
