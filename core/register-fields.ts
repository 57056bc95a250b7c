import { REGISTER_FIELDS, type FieldRule, type MerchantConfig, type RegisterField } from '../schemas';

export type RegisterMethod = 'mobile' | 'username';

/** A failed check: the locale key of the message and the values it substitutes. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

type Cfg = Pick<MerchantConfig, 'flags' | 'register'>;

/** Registration methods the merchant offers; the first is the default (mobile when enabled, spec §2). */
export function registerMethods(config: Pick<MerchantConfig, 'flags'>): RegisterMethod[] {
  const out: RegisterMethod[] = [];
  if (config.flags.mobileRegistration) out.push('mobile');
  if (config.flags.usernameRegistration) out.push('username');
  return out;
}

/** Fields that are not "extras": they belong to a method. */
const METHOD_FIELDS: readonly RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
];
/** Extra fields in display order (spec §2 register). */
export const EXTRA_FIELDS = REGISTER_FIELDS.filter((f) => !METHOD_FIELDS.includes(f));

export interface RegisterFieldDef {
  name: RegisterField;
  rule: FieldRule;
}

/** The fields a register form shows for a method, in order, with their rules (spec §2, §3). */
export function registerFields(config: Cfg, method: RegisterMethod): RegisterFieldDef[] {
  const f = config.register.fields;
  const names: RegisterField[] = [];
  if (method === 'username') {
    names.push('username', 'password', 'confirmPassword');
  } else {
    names.push('mobileNum');
    if (config.flags.smsVerification) names.push('verificationCode');
    if (config.flags.mobileRegistrationWithPassword) names.push('password', 'confirmPassword');
  }
  const shown = names.filter((n) => n !== 'confirmPassword' || f.confirmPassword.enabled);
  for (const extra of EXTRA_FIELDS) if (f[extra].enabled) shown.push(extra);
  return shown.map((name) => ({
    name,
    // A method field is always on and required for its method, whatever the extra-field switch says.
    rule: METHOD_FIELDS.includes(name) ? { ...f[name], enabled: true, required: true } : f[name],
  }));
}

/**
 * One value against one rule (spec §5): optional empty fields pass; required empty fails; length
 * outside min..max and a pattern miss name both bounds in the message.
 */
export function checkField(rule: FieldRule, value: unknown): FieldError | null {
  const text =
    typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
  if (text === '') return rule.required ? { key: 'validation.required' } : null;
  const bounds = { min: rule.minLength, max: rule.maxLength };
  if (text.length < rule.minLength || text.length > rule.maxLength)
    return { key: 'validation.length', params: bounds };
  if (rule.regExp) {
    let re: RegExp;
    try {
      re = new RegExp(rule.regExp);
    } catch {
      return { key: 'validation.pattern', params: bounds };
    }
    if (!re.test(text)) return patternMessage(rule, bounds);
  }
  return null;
}

/** Letters and digits a simple pattern allows: a name for each set the messages know. */
type CharSet = 'lower' | 'upper' | 'letter' | 'digit' | 'lowerDigit' | 'upperDigit' | 'alnum';
const SET_NAMES: Record<string, CharSet> = {
  l: 'lower',
  u: 'upper',
  lu: 'letter',
  d: 'digit',
  ld: 'lowerDigit',
  ud: 'upperDigit',
  lud: 'alnum',
};

/** One character class (`[a-z0-9]`, `\d`) as the set it allows, or undefined when it is not simple. */
function charSet(cls: string): CharSet | undefined {
  if (cls === '\\d') return 'digit';
  const m = /^\[((?:a-z|A-Z|0-9)+)\]$/.exec(cls);
  if (!m) return undefined;
  const parts = new Set(m[1]!.match(/a-z|A-Z|0-9/g));
  const key = `${parts.has('a-z') ? 'l' : ''}${parts.has('A-Z') ? 'u' : ''}${parts.has('0-9') ? 'd' : ''}`;
  return SET_NAMES[key];
}

const CLASS = String.raw`(\[[^\]]+\]|\\d)`;
const SIMPLE = new RegExp(String.raw`^\^${CLASS}(?:${CLASS})?(\+|\*|\{\d+(?:,\d*)?\})\$$`);

/**
 * What a simple pattern asks, read from the pattern itself: `^[a-z][a-z0-9]+$` is "lowercase letters
 * or digits, starting with a lowercase letter" (issue 32: the message names every part of the rule).
 * Patterns of other shapes (email, names) answer undefined: their patternId names the message.
 */
export function describePattern(regExp: string): { chars: CharSet; first?: CharSet } | undefined {
  const m = SIMPLE.exec(regExp);
  if (!m) return undefined;
  const [, a, b] = m;
  if (b === undefined) {
    const chars = charSet(a!);
    return chars && { chars };
  }
  const first = charSet(a!);
  const chars = charSet(b);
  if (!first || !chars) return undefined;
  return first === chars ? { chars } : { chars, first };
}

/**
 * The message of a pattern miss, from the rule: a simple pattern is described part by part
 * (`validation.rule`, `validation.ruleFirst` with `validation.chars.*` inside), else the rule's
 * patternId names it, else the generic one. Bounds are always named.
 */
export function patternMessage(
  rule: Pick<FieldRule, 'regExp' | 'patternId'>,
  bounds: { min: number; max: number },
): FieldError {
  const d = rule.regExp ? describePattern(rule.regExp) : undefined;
  if (d)
    return d.first
      ? { key: 'validation.ruleFirst', params: { ...bounds, chars: d.chars, first: d.first } }
      : { key: 'validation.rule', params: { ...bounds, chars: d.chars } };
  return {
    key: rule.patternId ? `validation.pattern_${rule.patternId}` : 'validation.pattern',
    params: bounds,
  };
}

/** Birthday: YYYY-MM-DD, a real date from 1 Jan of `fromYear` to 31 Dec of the current year. */
export function checkBirthday(value: string, fromYear: number, now: Date): FieldError | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return { key: 'validation.date' };
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return { key: 'validation.date' };
  if (y < fromYear || y > now.getUTCFullYear())
    return { key: 'validation.dateRange', params: { min: fromYear, max: now.getUTCFullYear() } };
  return null;
}

export type RegisterValues = Partial<Record<RegisterField, string>>;

/**
 * Every register check of spec §5 for a method; the browser runs it for instant feedback and the
 * server runs the same function as the authority. Returns the errors by field, empty when valid.
 */
export function validateRegister(
  config: Cfg & Pick<MerchantConfig, 'limits'>,
  method: RegisterMethod,
  values: RegisterValues,
  now: Date = new Date(),
): Partial<Record<RegisterField, FieldError>> {
  const errors: Partial<Record<RegisterField, FieldError>> = {};
  if (!registerMethods(config).includes(method))
    return { [method === 'mobile' ? 'mobileNum' : 'username']: { key: 'validation.methodOff' } };
  for (const { name, rule } of registerFields(config, method)) {
    const value = values[name];
    const err = name === 'confirmPassword' ? checkConfirm(values.password, value) : checkField(rule, value);
    if (err) errors[name] = err;
    else if (name === 'birthday' && value) {
      const b = checkBirthday(value.trim(), config.limits.birthdayFromYear, now);
      if (b) errors[name] = b;
    }
  }
  return errors;
}

/** Confirmation: required, and equal to the password (spec §5 'confirmation incorrect'). */
export function checkConfirm(password: string | undefined, confirm: string | undefined): FieldError | null {
  if (!confirm) return { key: 'validation.required' };
  return confirm === password ? null : { key: 'validation.confirmMismatch' };
}

/** Spec §5 forgot-by-email pattern; message 'Email không chính xác'. Values are trimmed. */
export const EMAIL_PATTERN = /^\w+([-+.']\w+)*@\w+([-.]\w+)*(\.[a-zA-Z]{2,3}){1,3}$/;
export function checkEmail(value: string): FieldError | null {
  const v = value.trim();
  if (!v) return { key: 'validation.required' };
  if (v.length >= 255 || !EMAIL_PATTERN.test(v)) return { key: 'validation.email' };
  return null;
}
