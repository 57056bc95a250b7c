import type { FieldRule, MerchantConfig, RegisterField } from '../schemas';
import { checkBirthday, checkEmail, checkField, type FieldError } from './register-fields';

/*
 * My account (issue 12): which personal details a member sees and may edit, from the merchant's
 * register rules. Nickname, email and birthday are always shown; the other extras only when the
 * register form asks for them. Identity details (ID number, payee name, birthday) are locked once
 * given: changing them goes through customer service, since withdrawals and KYC rely on them.
 */

export const PROFILE_FIELDS = [
  'nickname',
  'email',
  'birthday',
  'idNumber',
  'payeeName',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
] as const satisfies readonly RegisterField[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Columns of their own on the member row; every other detail is kept in the profile document. */
const COLUMN_FIELDS: readonly ProfileField[] = ['nickname', 'email'];
/**
 * What registration keeps in the member's profile document: the personal details above that have
 * no column, and the recommender id (asked at registration, not editable in My account).
 */
export const PROFILE_DOCUMENT_FIELDS: readonly RegisterField[] = [
  ...PROFILE_FIELDS.filter((f) => !COLUMN_FIELDS.includes(f)),
  'recommenderId',
];

/** Shown whatever the register switches say. */
const ALWAYS: readonly ProfileField[] = ['nickname', 'email', 'birthday'];
/** Locked once they hold a value. */
export const IDENTITY_FIELDS: readonly ProfileField[] = ['idNumber', 'payeeName', 'birthday'];

export interface ProfileFieldDef {
  name: ProfileField;
  /** The register rule; never required here (a member may leave an optional detail empty). */
  rule: FieldRule;
  locked: boolean;
}

export type ProfileValues = Partial<Record<ProfileField, string>>;

/** The fields of the personal-details form, in order, with their rule and whether they may change. */
export function profileFields(
  config: Pick<MerchantConfig, 'register'>,
  current: ProfileValues,
): ProfileFieldDef[] {
  const f = config.register.fields;
  return PROFILE_FIELDS.filter((n) => ALWAYS.includes(n) || f[n].enabled).map((name) => ({
    name,
    rule: { ...f[name], required: false },
    locked: IDENTITY_FIELDS.includes(name) && !!current[name]?.trim(),
  }));
}

/**
 * Checks a change of personal details against the merchant rules (the browser for instant
 * feedback, the server as the authority). Only the fields sent are checked; a field that is not
 * shown, or locked and changed, is refused.
 */
export function validateProfile(
  config: Pick<MerchantConfig, 'register' | 'limits'>,
  current: ProfileValues,
  next: ProfileValues,
  now: Date = new Date(),
): Partial<Record<ProfileField, FieldError>> {
  const defs = new Map(profileFields(config, current).map((d) => [d.name, d]));
  const errors: Partial<Record<ProfileField, FieldError>> = {};
  for (const [key, raw] of Object.entries(next) as [ProfileField, string | undefined][]) {
    if (raw === undefined) continue;
    const def = defs.get(key);
    const value = raw.trim();
    if (!def) {
      errors[key] = { key: 'validation.fieldOff' };
      continue;
    }
    if (def.locked) {
      if (value !== (current[key] ?? '').trim()) errors[key] = { key: 'validation.locked' };
      continue;
    }
    if (value === '') continue;
    const err =
      checkField(def.rule, value) ??
      (key === 'email' ? checkEmail(value) : null) ??
      (key === 'birthday' ? checkBirthday(value, config.limits.birthdayFromYear, now) : null);
    if (err) errors[key] = err;
  }
  return errors;
}
