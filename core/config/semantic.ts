import { segmentProblems } from './segment-checks';
import { REGISTER_FIELDS, type ConfigProblem, type MerchantConfig, type MenuItem } from '../../schemas';
import { isRendererPath } from '../routes';
import { contrastFailures, ratioLabel } from '../contrast';
import { pointer, problem } from './problems';

/** Actions a menu item of type `action` may name. */
export const MENU_ACTIONS = [
  'logout',
  'language',
  'download',
  'login',
  'register',
  'trial',
  'liveChat',
] as const;

/**
 * The second pass after Ajv: what a JSON Schema cannot see (spec-level consistency).
 * Input is an Ajv-valid config with defaults filled in.
 */
export function semanticProblems(config: MerchantConfig): ConfigProblem[] {
  return [
    ...languageProblems(config),
    ...fieldRuleProblems(config),
    ...menuProblems(config),
    ...vendorRuleProblems(config),
    ...flagProblems(config),
    ...rangeProblems(config),
    ...contrastProblems(config),
    ...timeZoneProblems(config),
    ...segmentProblems(config),
  ];
}

/** The brand's time zone is one the platform knows (the pattern only checks its shape). */
function timeZoneProblems(c: MerchantConfig): ConfigProblem[] {
  if (isTimeZone(c.timeZone)) return [];
  return [problem('/timeZone', 'timeZoneUnknown', `unknown time zone "${c.timeZone}"`, { zone: c.timeZone })];
}

/**
 * Whether an IANA zone name is known here (Intl refuses an unknown one with a RangeError). A known
 * zone is remembered (there are a few hundred): a probe costs about 0.4 ms, a thousand merchants'
 * start paid 442 ms for it (issue 36); an unknown one is not, so no input grows the set.
 */
const knownZones = new Set<string>();
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    // eslint-disable-next-line no-restricted-syntax -- a probe of the zone's name: nothing is formatted
    new Intl.DateTimeFormat('en', { timeZone: zone });
    knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every text colour of the theme on its backgrounds reaches WCAG AA (issue 17): an operator cannot
 * save a theme a player cannot read. The problem points at the text colour of the pair.
 */
function contrastProblems(c: MerchantConfig): ConfigProblem[] {
  return contrastFailures(c.theme.colors).map((f) =>
    problem(
      pointer('theme', 'colors', f.fg),
      'contrastTooLow',
      `${f.fg} on ${f.bg} (${f.use}) has a contrast of ${ratioLabel(f.ratio)}:1, under ${f.required}:1`,
      { fg: f.fg, bg: f.bg, ratio: ratioLabel(f.ratio), required: f.required },
    ),
  );
}

function languageProblems(c: MerchantConfig): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  if (!c.languages.includes(c.defaultLanguage)) {
    out.push(
      problem(
        '/defaultLanguage',
        'defaultLanguageMissing',
        `default language "${c.defaultLanguage}" is not in languages`,
        { language: c.defaultLanguage },
      ),
    );
  }
  for (const lang of Object.keys(c.content.about)) {
    if (!(c.languages as readonly string[]).includes(lang)) {
      out.push(
        problem(
          pointer('content', 'about', lang),
          'languageNotOffered',
          `text for "${lang}", which is not in languages`,
          { language: lang },
        ),
      );
    }
  }
  return out;
}

type Rule = { minLength: number; maxLength: number; regExp?: string };
function ruleProblems(base: (string | number)[], r: Rule): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  if (r.minLength > r.maxLength) {
    out.push(
      problem(
        pointer(...base, 'minLength'),
        'minAboveMax',
        `minLength ${r.minLength} is above maxLength ${r.maxLength}`,
        { min: r.minLength, max: r.maxLength },
      ),
    );
  }
  if (r.regExp !== undefined) {
    try {
      new RegExp(r.regExp);
    } catch (e) {
      out.push(
        problem(pointer(...base, 'regExp'), 'badRegExp', `regExp does not compile: ${(e as Error).message}`, {
          pattern: r.regExp,
        }),
      );
    }
  }
  return out;
}

function fieldRuleProblems(c: MerchantConfig): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  for (const f of REGISTER_FIELDS) out.push(...ruleProblems(['register', 'fields', f], c.register.fields[f]));
  for (const f of ['username', 'password', 'mobileNum', 'verificationCode'] as const)
    out.push(...ruleProblems(['login', f], c.login[f]));
  const reg = c.register.fields;
  if (reg.confirmPassword.enabled && !reg.password.enabled) {
    out.push(
      problem(
        '/register/fields/confirmPassword/enabled',
        'confirmWithoutPassword',
        'confirmPassword is on while password is off',
      ),
    );
  }
  return out;
}

function menuProblems(c: MerchantConfig): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const csTypes = new Set(c.content.customerService.map((e) => `${e.csType}-${e.csPosition}`));
  for (const [list, items] of Object.entries(c.menus) as [string, MenuItem[]][]) {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const at = (...rest: string[]) => pointer('menus', list, i, ...rest);
      if (seen.has(item.key))
        out.push(
          problem(at('key'), 'duplicateKey', `menu key "${item.key}" appears twice`, { key: item.key }),
        );
      seen.add(item.key);
      switch (item.type) {
        case 'route':
          if (!item.path) out.push(problem(at('path'), 'pathRequired', 'a route entry needs a path'));
          else if (!isRendererPath(item.path))
            out.push(
              problem(at('path'), 'unknownRoute', `"${item.path}" is not a route of the renderer`, {
                path: item.path,
              }),
            );
          break;
        case 'external':
          if (!item.path || !/^https:\/\//.test(item.path))
            out.push(
              problem(at('path'), 'externalHttps', 'an external entry needs an https:// address', {
                path: item.path ?? '',
              }),
            );
          break;
        case 'action':
          if (!item.path || !(MENU_ACTIONS as readonly string[]).includes(item.path)) {
            out.push(
              problem(at('path'), 'unknownAction', `unknown action "${item.path ?? ''}"`, {
                path: item.path ?? '',
                allowed: MENU_ACTIONS.join(', '),
              }),
            );
          }
          break;
        case 'customerService':
          if (!item.csType || !item.csPosition)
            out.push(
              problem(at('csType'), 'csTypeRequired', 'a customer-service entry needs csType and csPosition'),
            );
          else if (!csTypes.has(`${item.csType}-${item.csPosition}`)) {
            out.push(
              problem(
                at('csType'),
                'unknownCustomerService',
                `no customer-service entry ${item.csType}-${item.csPosition} in content.customerService`,
                { cs: `${item.csType}-${item.csPosition}` },
              ),
            );
          }
          break;
      }
    });
  }
  return out;
}

function vendorRuleProblems(c: MerchantConfig): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const known = new Set<string>(c.games.categoryOrder);
  const ids = new Set<string>();
  c.games.vendorRules.forEach((rule, i) => {
    const at = (k: string) => pointer('games', 'vendorRules', i, k);
    if (ids.has(rule.id))
      out.push(problem(at('id'), 'duplicateKey', `rule id "${rule.id}" appears twice`, { key: rule.id }));
    ids.add(rule.id);
    if (rule.vendors.length === 0 && !rule.classify)
      out.push(problem(at('vendors'), 'ruleSelectsNothing', 'a rule needs vendors or a classify key'));
    if (rule.from !== undefined && rule.from === rule.to)
      out.push(
        problem(at('to'), 'ruleSameCategory', 'from and to are the same category', { category: rule.to }),
      );
    if (rule.placement === 'after') {
      if (!rule.after)
        out.push(problem(at('after'), 'afterRequired', 'placement "after" needs the category to follow'));
      else if (!known.has(rule.after)) {
        out.push(
          problem(
            at('after'),
            'unknownCategory',
            `category "${rule.after}" does not exist (not in categoryOrder nor made by an earlier rule)`,
            { category: rule.after },
          ),
        );
      } else if (rule.after === rule.to)
        out.push(
          problem(at('after'), 'ruleSameCategory', 'a category cannot follow itself', { category: rule.to }),
        );
    } else if (rule.after) {
      out.push(problem(at('after'), 'afterWithoutPlacement', '"after" is set but placement is not "after"'));
    }
    if (rule.enabled) known.add(rule.to);
  });
  return out;
}

function flagProblems(c: MerchantConfig): ConfigProblem[] {
  const f = c.flags;
  const out: ConfigProblem[] = [];
  if (!f.usernameRegistration && !f.mobileRegistration) {
    out.push(
      problem(
        '/flags/usernameRegistration',
        'noRegisterMethod',
        'usernameRegistration and mobileRegistration are both off: nobody can register',
      ),
    );
  }
  if (f.smsVerification && !f.mobileRegistration) {
    out.push(
      problem('/flags/smsVerification', 'flagNeeds', 'smsVerification needs mobileRegistration', {
        flag: 'smsVerification',
        needs: 'mobileRegistration',
      }),
    );
  }
  if (!f.mobileRegistrationWithPassword && f.mobileRegistration && !f.smsVerification) {
    out.push(
      problem(
        '/flags/mobileRegistrationWithPassword',
        'flagNeeds',
        'mobile registration without a password needs smsVerification',
        { flag: 'mobileRegistrationWithPassword', needs: 'smsVerification' },
      ),
    );
  }
  if (f.mobileRegistration && !c.register.fields.mobileNum.enabled) {
    out.push(
      problem(
        '/register/fields/mobileNum/enabled',
        'flagNeeds',
        'mobileRegistration needs the mobileNum field',
        { flag: 'mobileRegistration', needs: 'register.fields.mobileNum' },
      ),
    );
  }
  if (f.usernameRegistration && !c.register.fields.username.enabled) {
    out.push(
      problem(
        '/register/fields/username/enabled',
        'flagNeeds',
        'usernameRegistration needs the username field',
        { flag: 'usernameRegistration', needs: 'register.fields.username' },
      ),
    );
  }
  return out;
}

function rangeProblems(c: MerchantConfig): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const cr = c.theme.copyright;
  if (cr.fromYear > cr.toYear)
    out.push(
      problem(
        '/theme/copyright/fromYear',
        'minAboveMax',
        `fromYear ${cr.fromYear} is after toYear ${cr.toYear}`,
        { min: cr.fromYear, max: cr.toYear },
      ),
    );
  c.payments.depositChannels.forEach((ch, i) => {
    if (ch.min > ch.max)
      out.push(
        problem(
          pointer('payments', 'depositChannels', i, 'min'),
          'minAboveMax',
          `min ${ch.min} is above max ${ch.max}`,
          { min: ch.min, max: ch.max },
        ),
      );
  });
  const w = c.payments.withdraw;
  if (w.min > w.max)
    out.push(
      problem('/payments/withdraw/min', 'minAboveMax', `min ${w.min} is above max ${w.max}`, {
        min: w.min,
        max: w.max,
      }),
    );
  return out;
}
