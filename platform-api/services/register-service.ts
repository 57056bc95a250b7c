import type { MerchantConfig, RegisterField } from '../../schemas';
import type { RegisterPayload, Session } from '../../schemas/api';
import { PROFILE_DOCUMENT_FIELDS, validateRegister, type RegisterValues } from '../../core';
import type { Platform } from '../context';
import { AppError } from '../../server/http-errors';
import { hashPassword } from '../lib/passwords';
import { newToken } from '../lib/tokens';
import {
  findAgentByCode,
  findMemberById,
  insertMember,
  usernameExists,
} from '../repositories/members-repository';
import type { SessionOrigin } from '../repositories/sessions-repository';
import { openSession } from './session-service';
import { checkCaptcha, checkSmsCode, fullMobile } from './verification-service';

/*
 * Register (spec §4, §5): the merchant's field rules are checked with core/register-fields
 * `validateRegister`, the same function the browser runs; then captcha, SMS code, invitation code and
 * username availability. The new member is logged in.
 */

/** An affiliate (invitation) code: an active agent of this merchant. */
export async function agentForCode(p: Platform, merchant: MerchantConfig, code: string): Promise<number> {
  const agent = await findAgentByCode(p.db, merchant.code, code.trim().toUpperCase());
  if (!agent)
    throw new AppError('INVITATION_CODE_INVALID', {
      affiliateCode: { key: 'errors.INVITATION_CODE_INVALID' },
    });
  return agent.id;
}

export async function register(
  p: Platform,
  merchant: MerchantConfig,
  payload: RegisterPayload,
  from: SessionOrigin = {},
): Promise<Session> {
  const method = payload.method;
  const values: RegisterValues = {};
  for (const [k, v] of Object.entries(payload)) if (typeof v === 'string') values[k as RegisterField] = v;
  const errors = validateRegister(merchant, method, values);
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', errors);
  if (merchant.flags.captcha) await checkCaptcha(p, merchant, payload.captchaId, payload.captcha);

  const trim = (f: RegisterField) => values[f]?.trim() || undefined;
  const mobile =
    method === 'mobile'
      ? fullMobile(merchant, values.mobileNum!, payload.countryDialingCode)
      : trim('mobileNum')
        ? fullMobile(merchant, values.mobileNum!, payload.countryDialingCode)
        : undefined;
  if (method === 'mobile' && merchant.flags.smsVerification)
    await checkSmsCode(p, merchant, mobile!, 'register', values.verificationCode ?? '');
  const referrerId = trim('affiliateCode') ? await agentForCode(p, merchant, values.affiliateCode!) : null;

  // Mobile registration without a password (mobileRegistrationWithPassword off): the account logs in by SMS only.
  const password = trim('password') ? values.password! : newToken();
  const username =
    method === 'username' ? values.username!.trim() : (trim('username') ?? mobile!.replace('+', 'm'));
  if (await usernameExists(p.db, merchant.code, username))
    throw new AppError('USERNAME_TAKEN', { username: { key: 'errors.USERNAME_TAKEN' } });
  const profile: Record<string, string> = {};
  for (const f of PROFILE_DOCUMENT_FIELDS) if (trim(f)) profile[f] = trim(f)!;
  const id = await insertMember(p.db, {
    merchantCode: merchant.code,
    username,
    passwordHash: await hashPassword(password),
    paymentPasswordHash: trim('paymentPassword') ? await hashPassword(values.paymentPassword!.trim()) : null,
    mobile: mobile ?? null,
    email: trim('email') ?? null,
    nickname: trim('nickname') ?? '',
    referrerId,
    profile,
  });
  // A unique index refused it: the username or the mobile number was taken meanwhile.
  if (id === undefined) {
    if (await usernameExists(p.db, merchant.code, username))
      throw new AppError('USERNAME_TAKEN', { username: { key: 'errors.USERNAME_TAKEN' } });
    throw new AppError('MOBILE_TAKEN', { mobileNum: { key: 'errors.MOBILE_TAKEN' } });
  }
  return openSession(p, (await findMemberById(p.db, id))!, from);
}
