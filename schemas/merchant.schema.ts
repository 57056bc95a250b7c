import type { FromSchema } from 'json-schema-to-ts';
import { languageCodeSchema } from './languages.schema';
import { rolloutsSchema } from './rollouts.schema';
import { segmentsSchema } from './segments.schema';
import { AGENT_JOIN_FIELDS, IMAGE_CDN_PATTERN, MODULE_IDS, REGISTER_FIELDS } from './merchant-constants';

export { AGENT_JOIN_FIELDS, IMAGE_CDN_PATTERN, MODULE_IDS, REGISTER_FIELDS };

/*
 * The merchant config: everything the spec lets a merchant vary. Defaults are the spec's values;
 * Ajv fills them in (useDefaults), so the `MerchantConfig` type has them as present.
 * `description`s are the documentation operators read in their editor and in the console.
 */

const colour = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', description: 'A colour as #rrggbb.' } as const;
const assetUrl = {
  type: 'string',
  minLength: 1,
  maxLength: 2048,
  pattern: '^(/|https://)',
  description: 'A path on this site (/…) or an https:// address.',
} as const;

export const SITE_FLAGS = [
  'smsLogin',
  'captcha',
  'lineLogin',
  'googleLogin',
  'facebookLogin',
  'CHNGPASSVERIF3',
  'CHNGPASSMAIL3',
  'CBS3',
  'REWCEN3',
  'vipBenefit',
  'signIn',
  'appDownload',
  'usernameRegistration',
  'mobileRegistration',
  'mobileRegistrationWithPassword',
  'smsVerification',
  'depositPopup',
  'guestFreePlay',
] as const;
export type SiteFlag = (typeof SITE_FLAGS)[number];

const flag = (description: string, dflt: boolean) =>
  ({ type: 'boolean', default: dflt, description }) as const;

export const flagsSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description: 'Site flags and config toggles (spec §3, §6). Unknown flags are refused.',
  properties: {
    smsLogin: flag('Login by mobile number and SMS code (adds a tab to the login form).', false),
    captcha: flag('Image captcha on login and register (CAPTCHA3).', false),
    lineLogin: flag('Line social login button.', false),
    googleLogin: flag('Google social login button.', false),
    facebookLogin: flag('Facebook social login button.', false),
    CHNGPASSVERIF3: flag('Forgot password by phone verification (SMS).', false),
    CHNGPASSMAIL3: flag('Forgot password by email.', true),
    CBS3: flag('Live chat: footer chat entry and chat unread counts.', false),
    REWCEN3: flag('Reward centre. Off: the bonus entry shows “contact customer service”.', true),
    vipBenefit: flag('VIP benefit entries for members.', true),
    signIn: flag(
      'Daily sign-in for members (/m/signIn, side menu and member centre entries): one reward a day, paid through the ledger.',
      false,
    ),
    appDownload: flag('App download entries (hidden inside the app or an installed PWA).', true),
    usernameRegistration: flag('Registration by username.', true),
    mobileRegistration: flag('Registration by mobile number (the default method when on).', false),
    mobileRegistrationWithPassword: flag('Mobile registration also asks for a password.', true),
    smsVerification: flag('Mobile registration requires an SMS verification code.', false),
    depositPopup: flag('Welcome-gift / deposit popup after registration.', false),
    guestFreePlay: flag(
      'Guests may open games that support free play without logging in (free play moves no money).',
      false,
    ),
  },
} as const;

export const fieldRuleSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'A register or login field rule: shown, required, length bounds and pattern.',
  properties: {
    enabled: { type: 'boolean', default: false, description: 'Show the field.' },
    required: { type: 'boolean', default: false, description: 'The field may not be empty.' },
    minLength: { type: 'integer', minimum: 0, maximum: 255, default: 0 },
    maxLength: { type: 'integer', minimum: 1, maximum: 255, default: 255 },
    regExp: {
      type: 'string',
      maxLength: 500,
      description: 'A JavaScript regular expression the value must match.',
    },
    patternId: {
      type: 'string',
      maxLength: 64,
      description: 'Names the message shown when regExp fails (locale key validation.pattern.<id>).',
    },
  },
} as const;

const rule = <D extends object>(description: string, dflt: D) =>
  ({ ...fieldRuleSchema, description, default: dflt }) as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const registerSchema = {
  type: 'object',
  /** Four-eyes (issue 16): a change here goes live only after a second operator approves it. */
  'x-fourEyes': true,
  additionalProperties: false,
  default: {},
  description: 'Register field rules (spec §3, §5). Rules run in the browser and again on the server.',
  properties: {
    fields: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        username: rule('Username.', {
          enabled: true,
          required: true,
          minLength: 4,
          maxLength: 16,
          regExp: '^[a-zA-Z0-9]+$',
          patternId: 'alnum',
        }),
        password: rule('Password.', { enabled: true, required: true, minLength: 6, maxLength: 20 }),
        confirmPassword: rule('Password confirmation (must equal the password).', {
          enabled: true,
          required: true,
          minLength: 6,
          maxLength: 20,
        }),
        mobileNum: rule('Mobile number (used by mobile registration).', {
          enabled: true,
          required: true,
          minLength: 9,
          maxLength: 20,
          regExp: '^[0-9]+$',
          patternId: 'digits',
        }),
        verificationCode: rule('SMS verification code.', {
          enabled: true,
          required: true,
          minLength: 4,
          maxLength: 10,
          regExp: '^[0-9]+$',
          patternId: 'digits',
        }),
        idNumber: rule('ID number.', { enabled: false, required: false, minLength: 0, maxLength: 32 }),
        qqNum: rule('QQ number.', {
          enabled: false,
          required: false,
          minLength: 0,
          maxLength: 20,
          regExp: '^[0-9]+$',
          patternId: 'digits',
        }),
        facebook: rule('Facebook account.', { enabled: false, required: false, minLength: 0, maxLength: 64 }),
        wechat: rule('WeChat account.', { enabled: false, required: false, minLength: 0, maxLength: 64 }),
        line: rule('Line account.', { enabled: false, required: false, minLength: 0, maxLength: 64 }),
        whatsapp: rule('WhatsApp number.', {
          enabled: false,
          required: false,
          minLength: 0,
          maxLength: 20,
          regExp: '^[0-9+]+$',
          patternId: 'phone',
        }),
        zalo: rule('Zalo account.', { enabled: false, required: false, minLength: 0, maxLength: 64 }),
        email: rule('Email address.', {
          enabled: false,
          required: false,
          minLength: 0,
          maxLength: 254,
          regExp: "^\\w+([-+.']\\w+)*@\\w+([-.]\\w+)*(\\.[a-zA-Z]{2,3}){1,3}$",
          patternId: 'email',
        }),
        nickname: rule('Nickname.', { enabled: false, required: false, minLength: 0, maxLength: 32 }),
        payeeName: rule('Payee name: the real name, without diacritics.', {
          enabled: false,
          required: false,
          minLength: 0,
          maxLength: 64,
          regExp: '^[A-Za-z ]+$',
          patternId: 'latinName',
        }),
        recommenderId: rule('Recommender.', { enabled: false, required: false, minLength: 0, maxLength: 32 }),
        birthday: rule('Birthday (YYYY-MM-DD, picker from 1900).', {
          enabled: false,
          required: false,
          minLength: 0,
          maxLength: 10,
        }),
        affiliateCode: rule('Affiliate / invitation code (checked by the server).', {
          enabled: false,
          required: false,
          minLength: 0,
          maxLength: 32,
        }),
        paymentPassword: rule('Payment password.', {
          enabled: false,
          required: false,
          minLength: 6,
          maxLength: 6,
          regExp: '^[0-9]+$',
          patternId: 'digits',
        }),
      },
    },
  },
} as const;

export const loginSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description: 'Login rules (spec §4, §5) and failure handling.',
  properties: {
    username: rule('Login username (also used by forgot by email).', {
      enabled: true,
      required: true,
      minLength: 4,
      maxLength: 16,
    }),
    password: rule('Login password.', { enabled: true, required: true, minLength: 6, maxLength: 20 }),
    mobileNum: rule('Login mobile number.', {
      enabled: true,
      required: true,
      minLength: 9,
      maxLength: 20,
      regExp: '^[0-9]+$',
      patternId: 'digits',
    }),
    verificationCode: rule('SMS code.', {
      enabled: true,
      required: true,
      minLength: 4,
      maxLength: 10,
      regExp: '^[0-9]+$',
      patternId: 'digits',
    }),
    captchaAfterFailures: {
      type: 'integer',
      minimum: 0,
      maximum: 20,
      default: 3,
      description:
        'Failed logins (per account or IP) after which a captcha is required even when the captcha flag is off. 0: never.',
    },
    lockoutAfterFailures: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 10,
      description:
        'Failed logins after which the account is slowed down, never shut: every try needs a captcha and one password check is allowed every slowDownSeconds, so the owner still gets in. An address with 3 times this many failures is refused for lockoutMinutes.',
    },
    slowDownSeconds: {
      type: 'integer',
      minimum: 1,
      maximum: 3600,
      default: 5,
      description:
        'On an account past lockoutAfterFailures: one password check per this many seconds (other tries are told to wait), whoever sends them.',
    },
    lockoutMinutes: {
      type: 'integer',
      minimum: 1,
      maximum: 1440,
      default: 15,
      description:
        'Failure counts are forgotten this long after the last try; an address refused for a flood stays refused this long.',
    },
    rememberPassword: {
      type: 'boolean',
      default: true,
      description: 'Offer “remember password” (stored encrypted per device).',
    },
  },
} as const;

export const MENU_AUDIENCES = ['all', 'guest', 'member', 'agent'] as const;

export const menuItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'type'],
  description: 'A menu entry (spec §3: key, resource, type, path, csType, csPosition).',
  properties: {
    key: {
      type: 'string',
      pattern: '^[A-Za-z0-9_-]{1,40}$',
      description: 'Stable id; the label is the locale key menu.<key> unless labelKey is set.',
    },
    labelKey: { type: 'string', pattern: '^[a-zA-Z0-9_.-]{1,80}$', description: 'Locale key of the label.' },
    resource: {
      type: 'string',
      maxLength: 40,
      description: 'Module or permission id (TRANSREC3, REWCEN3, MYACC, DEPOSIT…).',
    },
    type: {
      type: 'string',
      enum: ['route', 'external', 'customerService', 'action'],
      description:
        'route: a renderer path; external: an https link; customerService: a customer-service entry by csType; action: logout, language, download.',
    },
    path: {
      type: 'string',
      maxLength: 2048,
      description: 'Renderer path (route), https address (external) or action name (action).',
    },
    csType: {
      type: 'string',
      maxLength: 40,
      description: 'Customer-service type (LIVECHAT, TELEGRAM…), for type customerService.',
    },
    csPosition: { type: 'string', maxLength: 40, description: 'Customer-service position (1, 2…).' },
    icon: { type: 'string', maxLength: 40, description: 'Icon name from the renderer icon set.' },
    audience: { type: 'string', enum: MENU_AUDIENCES, default: 'all', description: 'Who sees the entry.' },
    requiresFlag: { type: 'string', enum: SITE_FLAGS, description: 'Shown only when this site flag is on.' },
    hiddenInApp: {
      type: 'boolean',
      default: false,
      description: 'Hidden inside the app or an installed PWA.',
    },
    enabled: { type: 'boolean', default: true },
  },
} as const;

const menuList = <D extends readonly object[]>(description: string, dflt: D) =>
  ({ type: 'array', maxItems: 40, items: menuItemSchema, default: dflt, description }) as const;

const LIVECHAT = { type: 'customerService', csType: 'LIVECHAT', csPosition: '1' } as const;

export const menusSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description: 'Menus of the renderer, in display order.',
  properties: {
    sideMenu: menuList('Side menu entries.', [
      {
        key: 'transactionRecord',
        type: 'route',
        path: '/m/transaction/record',
        resource: 'TRANSREC3',
        audience: 'member',
        icon: 'record',
      },
      {
        key: 'betRecord',
        type: 'route',
        path: '/m/gameRecord',
        resource: 'TRANSBETREPMEM3',
        audience: 'member',
        icon: 'bet',
      },
      {
        key: 'rewardCenter',
        type: 'route',
        path: '/m/rewardCenter',
        resource: 'REWCEN3',
        audience: 'member',
        icon: 'gift',
      },
      { key: 'inbox', type: 'route', path: '/m/inbox', audience: 'member', icon: 'mail' },
      {
        key: 'vip',
        type: 'route',
        path: '/m/member/benefits',
        requiresFlag: 'vipBenefit',
        audience: 'member',
        icon: 'vip',
      },
      {
        key: 'signIn',
        type: 'route',
        path: '/m/signIn',
        requiresFlag: 'signIn',
        audience: 'member',
        icon: 'calendar',
      },
      { key: 'agent', type: 'route', path: '/m/join', icon: 'agent' },
      { key: 'customerService', ...LIVECHAT, icon: 'support' },
      {
        key: 'download',
        type: 'route',
        path: '/m/download',
        requiresFlag: 'appDownload',
        hiddenInApp: true,
        icon: 'download',
      },
      {
        key: 'changePassword',
        type: 'route',
        path: '/m/changePsw',
        audience: 'member',
        icon: 'lock',
      },
      { key: 'help', type: 'route', path: '/m/help', icon: 'help' },
    ]),
    quickEntries: menuList('Quick entries at the top of the side menu (my account, deposit, withdraw).', [
      {
        key: 'myAccount',
        type: 'route',
        path: '/m/myAccount/index',
        resource: 'MYACC',
        audience: 'member',
        icon: 'account',
      },
      { key: 'deposit', type: 'route', path: '/m/voucherCenter', resource: 'DEPOSIT', icon: 'deposit' },
      { key: 'withdraw', type: 'route', path: '/m/withdraw', resource: 'WITHDRAW', icon: 'withdraw' },
    ]),
    shortcuts: menuList('Home shortcut row (deposit, withdraw, VIP, agent).', [
      { key: 'deposit', type: 'route', path: '/m/voucherCenter', resource: 'DEPOSIT', icon: 'deposit' },
      { key: 'withdraw', type: 'route', path: '/m/withdraw', resource: 'WITHDRAW', icon: 'withdraw' },
      { key: 'vip', type: 'route', path: '/m/member/benefits', requiresFlag: 'vipBenefit', icon: 'vip' },
      { key: 'agent', type: 'route', path: '/m/join', icon: 'agent' },
    ]),
    footer: menuList('Footer menu (live chat appears only when CBS3 is on).', [
      { key: 'promotion', type: 'route', path: '/m/activity', icon: 'promotion' },
      { key: 'home', type: 'route', path: '/m/home', icon: 'home' },
      { key: 'customerService', ...LIVECHAT, icon: 'support' },
      { key: 'liveChat', type: 'action', path: 'liveChat', resource: 'CBS3', icon: 'chat' },
      { key: 'memberCentre', type: 'route', path: '/m/member/home', icon: 'account' },
    ]),
    memberCentre: menuList(
      'Quick entries of the member centre (/m/member/home), both templates; agents also see the agent centre.',
      [
        { key: 'deposit', type: 'route', path: '/m/voucherCenter', resource: 'DEPOSIT', icon: 'deposit' },
        { key: 'withdraw', type: 'route', path: '/m/withdraw', resource: 'WITHDRAW', icon: 'withdraw' },
        {
          key: 'transactionRecord',
          type: 'route',
          path: '/m/transaction/record',
          resource: 'TRANSREC3',
          icon: 'record',
        },
        { key: 'betRecord', type: 'route', path: '/m/gameRecord', resource: 'TRANSBETREPMEM3', icon: 'bet' },
        { key: 'rewardCenter', type: 'route', path: '/m/rewardCenter', resource: 'REWCEN3', icon: 'gift' },
        { key: 'inbox', type: 'route', path: '/m/inbox', icon: 'mail' },
        { key: 'vip', type: 'route', path: '/m/member/benefits', requiresFlag: 'vipBenefit', icon: 'vip' },
        { key: 'signIn', type: 'route', path: '/m/signIn', requiresFlag: 'signIn', icon: 'calendar' },
        { key: 'myAccount', type: 'route', path: '/m/myAccount/index', resource: 'MYACC', icon: 'account' },
        { key: 'agentHome', type: 'route', path: '/m/agent/home', audience: 'agent', icon: 'agent' },
        { key: 'settings', type: 'route', path: '/m/set', icon: 'settings' },
        { key: 'help', type: 'route', path: '/m/help', icon: 'help' },
        { key: 'customerService', ...LIVECHAT, icon: 'support' },
      ],
    ),
    floatingService: menuList('Floating customer-service buttons (LIVECHAT-1, TELEGRAM-1…).', [
      { key: 'LIVECHAT-1', ...LIVECHAT, icon: 'support' },
      { key: 'TELEGRAM-1', type: 'customerService', csType: 'TELEGRAM', csPosition: '1', icon: 'telegram' },
      { key: 'TELEGRAM-2', type: 'customerService', csType: 'TELEGRAM', csPosition: '2', icon: 'telegram' },
    ]),
  },
} as const;

export const GAME_CATEGORIES = [
  'HOT',
  'RNG',
  'FISH',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'BINGO',
  'JACKPOT',
  'INHOUSE',
  'NEW',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const vendorRuleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'to'],
  description: 'Moves (or copies) vendors, or the games of a classify key, from one category to another.',
  properties: {
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
    enabled: { type: 'boolean', default: true },
    vendors: {
      type: 'array',
      items: { type: 'string', pattern: '^[A-Z0-9_]{1,40}$' },
      uniqueItems: true,
      maxItems: 100,
      default: [],
    },
    classify: {
      type: 'string',
      pattern: '^[A-Za-z0-9_]{1,20}$',
      description:
        'Instead of vendors: every vendor of the source with games of this classify key (e.g. JP).',
    },
    from: { type: 'string', enum: GAME_CATEGORIES, description: 'Source category.' },
    to: { type: 'string', enum: GAME_CATEGORIES, description: 'Target category.' },
    placement: {
      type: 'string',
      enum: ['first', 'last', 'after'],
      default: 'last',
      description: 'Where the target category goes if the rule creates it.',
    },
    after: {
      type: 'string',
      enum: GAME_CATEGORIES,
      description: 'With placement after: the category the target follows.',
    },
    removeFromSource: { type: 'boolean', default: true },
  },
} as const;

export const gamesSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description: 'Game categories and vendor grouping (spec §4).',
  properties: {
    categoryOrder: {
      type: 'array',
      items: { type: 'string', enum: GAME_CATEGORIES },
      uniqueItems: true,
      default: ['HOT', 'RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT'],
      description:
        'Base order of categories from the platform before rules apply. Categories without vendors are dropped.',
    },
    inHouseVendors: {
      type: 'array',
      items: { type: 'string' },
      default: ['PP', 'PT'],
      description: 'Vendors shown under INHOUSE (first load of /m/inHouse).',
    },
    frameVendors: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 32 },
      uniqueItems: true,
      maxItems: 100,
      default: [],
      description:
        "Vendors whose games open inside the site, in a full-screen frame with a back bar (/m/outterApp, spec §2 OutterApp), instead of replacing the site; '*' = every vendor.",
    },
    vendorRules: {
      type: 'array',
      maxItems: 50,
      items: vendorRuleSchema,
      default: [
        {
          id: 'esports',
          enabled: true,
          vendors: ['AV', 'AI', 'IMES', 'TF', 'IA'],
          from: 'SPORTS',
          to: 'ESPORTS',
          placement: 'after',
          after: 'FISH',
          removeFromSource: true,
        },
        {
          id: 'cockfight',
          enabled: true,
          vendors: ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'],
          from: 'SPORTS',
          to: 'COCKFIGHT',
          placement: 'after',
          after: 'RNG',
          removeFromSource: true,
        },
        {
          id: 'inhouse',
          enabled: false,
          vendors: ['PP', 'PT'],
          from: 'RNG',
          to: 'INHOUSE',
          placement: 'last',
          removeFromSource: false,
        },
        {
          id: 'jackpot',
          enabled: false,
          vendors: [],
          classify: 'JP',
          from: 'RNG',
          to: 'JACKPOT',
          placement: 'last',
          removeFromSource: false,
        },
      ],
      description: 'Applied in order. Defaults are the spec §4 rules.',
    },
  },
} as const;

export const TEMPLATE_VARIANTS = ['base', 'new'] as const;
export const templatesSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'Screen templates (spec §4: mem_cen “1” is the new member centre, dep_func “1” the new deposit).',
  properties: {
    mem_cen: {
      type: 'string',
      enum: TEMPLATE_VARIANTS,
      default: 'base',
      description: 'Member centre template.',
    },
    dep_func: { type: 'string', enum: TEMPLATE_VARIANTS, default: 'base', description: 'Deposit template.' },
  },
} as const;

export const themeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['logo'],
  description: 'Brand: colours, logo, icons, qualification image, copyright.',
  properties: {
    colors: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        primary: { ...colour, default: '#e5a823' },
        primaryContrast: { ...colour, default: '#1a1a1a' },
        secondary: { ...colour, default: '#2a2f45' },
        background: { ...colour, default: '#0f1220' },
        surface: { ...colour, default: '#1b1f33' },
        text: { ...colour, default: '#f4f5f9' },
        textMuted: { ...colour, default: '#a4a9c1' },
        header: { ...colour, default: '#161a2c' },
        headerText: { ...colour, default: '#ffffff' },
        accent: { ...colour, default: '#ff5a5f' },
        success: { ...colour, default: '#2ecc71' },
        danger: { ...colour, default: '#ff4d4f' },
      },
    },
    logo: { ...assetUrl, description: 'Header logo.' },
    icons: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        favicon: assetUrl,
        pwa96: { ...assetUrl, description: 'The 96x96 PWA icon of the web app manifest.' },
        pwa192: {
          ...assetUrl,
          description:
            'The 192x192 PNG icon of the web app manifest (browsers need one of at least 144 px to offer installing the site).',
        },
        pwa512: {
          ...assetUrl,
          description: 'The 512x512 PNG icon of the web app manifest (install and splash screens).',
        },
        appleTouch: assetUrl,
      },
    },
    qualificationImage: { ...assetUrl, description: 'Licence / qualification image in the home footer.' },
    copyright: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        fromYear: { type: 'integer', minimum: 2000, maximum: 2100, default: 2019 },
        toYear: { type: 'integer', minimum: 2000, maximum: 2100, default: 2025 },
        holder: { type: 'string', maxLength: 80 },
      },
    },
  },
} as const;

export const currencySchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description: 'Currency and how amounts are displayed (2 decimals by default; VND-style 0 is possible).',
  properties: {
    code: { type: 'string', pattern: '^[A-Z]{3,4}$', default: 'VND' },
    symbol: { type: 'string', maxLength: 8, default: '₫' },
    decimals: {
      type: 'integer',
      minimum: 0,
      maximum: 4,
      default: 2,
      description:
        'Minor-unit digits for a code that is not ISO 4217 (USDT…); ISO codes use their own (VND 0, USD 2).',
    },
    symbolPosition: { type: 'string', enum: ['before', 'after'], default: 'after' },
  },
} as const;

export const dialingCodeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'country'],
  properties: {
    code: { type: 'string', pattern: '^\\+[0-9]{1,4}$', description: 'E.g. +84.' },
    country: { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166 country code.' },
    digits: {
      type: 'integer',
      minimum: 4,
      maximum: 15,
      description: 'Fixed digit count of a national number, when the country has one.',
    },
  },
} as const;

const localisedText = {
  type: 'object',
  propertyNames: languageCodeSchema,
  additionalProperties: { type: 'string', maxLength: 4000 },
  default: {},
  description: 'A text per language code.',
} as const;

export const contentSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description: 'Merchant texts and resources.',
  properties: {
    about: { ...localisedText, description: 'About text of the home footer, per language.' },
    customerService: {
      type: 'array',
      maxItems: 20,
      default: [
        { csType: 'LIVECHAT', csPosition: '1', url: '/demo/chat' },
        { csType: 'TELEGRAM', csPosition: '1', url: 'https://t.me/support_demo' },
        { csType: 'TELEGRAM', csPosition: '2', url: 'https://t.me/support_demo_2' },
      ],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['csType', 'csPosition', 'url'],
        properties: {
          csType: { type: 'string', maxLength: 40 },
          csPosition: { type: 'string', maxLength: 40 },
          url: { type: 'string', pattern: '^(/|https://|tg://|mailto:)', maxLength: 2048 },
        },
      },
      description: 'Customer-service entries (live chat, Telegram…).',
    },
    downloads: {
      type: 'array',
      maxItems: 20,
      default: [],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['resourceType', 'url'],
        properties: {
          resourceType: { type: 'string', enum: ['MOBILECONFIG', 'IOS', 'ANDROID', 'AppDownloadIcon'] },
          url: { type: 'string', pattern: '^(/|https://)', maxLength: 2048 },
        },
      },
      description: 'App download resources.',
    },
    contactUrl: {
      type: 'string',
      pattern: '^(/|https://|mailto:)',
      maxLength: 2048,
      description: 'Contact link on the region-restricted and IP-block pages.',
    },
    imageHosts: {
      type: 'array',
      maxItems: 10,
      uniqueItems: true,
      default: [],
      items: { type: 'string', pattern: '^[a-z0-9.-]+\\.[a-z]{2,}$', maxLength: 253 },
      description:
        'Host names (your CDN) whose https images may appear in announcement, promotion and help HTML. Images from any other host are removed when the HTML is served (they could track players).',
    },
  },
} as const;

export const paymentsSchema = {
  type: 'object',
  /** Four-eyes (issue 16): a change here goes live only after a second operator approves it. */
  'x-fourEyes': true,
  additionalProperties: false,
  default: {},
  description: 'Deposit channels, withdrawal limits, the first-deposit bonus and rebates.',
  properties: {
    firstDepositBonus: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        enabled: { type: 'boolean', default: true },
        percent: {
          type: 'number',
          minimum: 0,
          maximum: 100,
          default: 10,
          description: 'Advertised bonus, +10% by default.',
        },
        maxBonus: { type: 'number', minimum: 0, description: 'Cap of the bonus amount; none when absent.' },
      },
    },
    depositChannels: {
      type: 'array',
      maxItems: 30,
      default: [
        { code: 'BANK', kind: 'bank', min: 100, max: 100000 },
        { code: 'MOMO', kind: 'ewallet', min: 50, max: 20000 },
      ],
      description:
        'Deposit channels; amounts in major units of the currency (100000 for 100,000 ₫, 12.5 for $12.50).',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'kind', 'min', 'max'],
        properties: {
          code: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' },
          kind: { type: 'string', enum: ['bank', 'ewallet', 'crypto', 'card', 'qr'] },
          min: { type: 'number', minimum: 0 },
          max: { type: 'number', minimum: 0 },
          presets: {
            type: 'array',
            maxItems: 12,
            items: { type: 'number', exclusiveMinimum: 0 },
            description:
              'Amount buttons on the deposit screen (major units); those outside min–max are not shown.',
          },
          enabled: { type: 'boolean', default: true },
        },
      },
    },
    adjustmentApprovalAbove: {
      type: 'number',
      minimum: 0,
      default: 1000000,
      description:
        'A manual balance adjustment on the console’s Players page larger than this (major units, added or taken) waits for a second operator’s approval; up to it, it is applied at once. 0: every adjustment needs a second operator.',
    },
    paymentWindowMinutes: {
      type: 'integer',
      minimum: 5,
      maximum: 1440,
      default: 30,
      description:
        'How long an unpaid deposit order can be paid at the provider. After it the order is expired: it no longer holds part of a deposit limit, and a late payment notification is refused (the provider returns the money).',
    },
    withdraw: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        min: { type: 'number', minimum: 0, default: 100 },
        max: { type: 'number', minimum: 0, default: 50000 },
        requirePaymentPassword: { type: 'boolean', default: true },
        dailyCount: {
          type: 'integer',
          minimum: 1,
          maximum: 1000,
          default: 10,
          description:
            'Withdrawal requests a member may make per day (UTC), at every VIP level that dailyCountByVipLevel does not list.',
        },
        dailyCountByVipLevel: {
          type: 'array',
          maxItems: 50,
          items: { type: 'integer', minimum: 1, maximum: 1000 },
          description:
            'Withdrawal requests a day per VIP level, from the lowest level (VIP0) up; a level past the end of the list uses dailyCount. The VIP page shows these figures and the server enforces them.',
        },
        passwordMaxFailures: {
          type: 'integer',
          minimum: 1,
          maximum: 50,
          default: 5,
          description: 'Wrong payment passwords in a row before the account’s payment password is locked.',
        },
        passwordLockMinutes: {
          type: 'integer',
          minimum: 1,
          maximum: 10080,
          default: 30,
          description: 'How long the payment password stays locked after too many failures.',
        },
      },
    },
    rebates: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description:
        'Rebates on valid bets (spec §1): per game category, a share of the settled stakes of a period, paid into the wallet once per member, period and category after the period ends (UTC days; weeks start on Monday).',
      properties: {
        enabled: { type: 'boolean', default: true },
        period: { type: 'string', enum: ['daily', 'weekly'], default: 'daily' },
        minPayout: {
          type: 'number',
          minimum: 0,
          default: 1,
          description:
            'Smallest rebate paid for one category and period, in major units (1 for 1 ₫, 0.5 for $0.50); a smaller one is not paid.',
        },
        rates: {
          type: 'object',
          maxProperties: 30,
          propertyNames: { pattern: '^[A-Z]{2,12}$' },
          additionalProperties: { type: 'integer', minimum: 0, maximum: 100 },
          default: { RNG: 8, FISH: 8, LIVE: 6, SPORTS: 5, PVP: 5, LOTT: 3, ELOTT: 3 },
          description:
            'Rebate per game category in permille of the valid bet (8 = 0.8%; at most 100 = 10%). A category left out earns none.',
        },
      },
    },
  },
} as const;

export type AgentJoinField = (typeof AGENT_JOIN_FIELDS)[number];

export const agentProgrammeSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description: 'Agent (affiliate) programme (spec §2 /m/join): the fields the application form asks for.',
  properties: {
    joinFields: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description:
        'Application form fields, in display order; rules run in the browser and again on the server.',
      properties: {
        realName: rule('Full name.', { enabled: true, required: true, minLength: 2, maxLength: 60 }),
        mobileNum: rule('Contact phone number.', {
          enabled: true,
          required: true,
          minLength: 6,
          maxLength: 20,
          regExp: '^\\+?[0-9]{6,20}$',
          patternId: 'phone',
        }),
        email: rule('Email.', {
          enabled: true,
          required: false,
          minLength: 5,
          maxLength: 254,
          regExp: "^\\w+([-+.']\\w+)*@\\w+([-.]\\w+)*(\\.[a-zA-Z]{2,3}){1,3}$",
          patternId: 'email',
        }),
        telegram: rule('Telegram username.', {
          enabled: false,
          required: false,
          minLength: 5,
          maxLength: 33,
        }),
        zalo: rule('Zalo number.', {
          enabled: false,
          required: false,
          minLength: 6,
          maxLength: 20,
          regExp: '^[0-9]+$',
          patternId: 'digits',
        }),
        channel: rule('Where the applicant will promote (website, group, page…).', {
          enabled: true,
          required: false,
          minLength: 0,
          maxLength: 200,
        }),
        message: rule('A note to the operator.', {
          enabled: true,
          required: false,
          minLength: 0,
          maxLength: 255,
        }),
      },
    },
  },
} as const;

/** KYC (issue 12): identity pictures a member sends (front, back, selfie) and an operator reviews. */
export const kycSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'Identity verification: the member sends three pictures, an operator approves or rejects them.',
  properties: {
    enabled: { type: 'boolean', default: true },
    imageMaxBytes: {
      type: 'integer',
      minimum: 102400,
      maximum: 20971520,
      default: 5242880,
      description: 'Largest picture a member may send (bytes); jpeg or png only.',
    },
  },
} as const;

/** Responsible gaming (issue 12): what the merchant offers its members; the platform enforces it. */
export const responsibleGamingSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'Deposit limits, reality check, time-out and self-exclusion offered to members (the platform enforces them).',
  properties: {
    enabled: { type: 'boolean', default: true },
    raiseCoolingOffHours: {
      type: 'integer',
      minimum: 1,
      maximum: 168,
      default: 24,
      description:
        'A raised (or removed) deposit limit applies only after this many hours; a lowered one at once.',
    },
    realityCheckMinutes: {
      type: 'array',
      items: { type: 'integer', minimum: 5, maximum: 240 },
      minItems: 1,
      maxItems: 8,
      uniqueItems: true,
      default: [15, 30, 60],
      description: 'Reminder intervals a member may choose (minutes of play).',
    },
    timeOutDays: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: 42 },
      minItems: 1,
      maxItems: 8,
      uniqueItems: true,
      default: [1, 7, 14, 30, 42],
      description: 'Time-out lengths a member may choose (days, 24 hours to 6 weeks).',
    },
    selfExclusionMonths: {
      type: 'array',
      items: { type: 'integer', minimum: 6, maximum: 120 },
      minItems: 1,
      maxItems: 8,
      uniqueItems: true,
      default: [6, 12, 60],
      description: 'Self-exclusion lengths a member may choose (months, 6 or more).',
    },
  },
} as const;

export const limitsSchema = {
  type: 'object',
  /** Four-eyes (issue 16): a change here goes live only after a second operator approves it. */
  'x-fourEyes': true,
  additionalProperties: false,
  default: {},
  description: 'Page sizes, limits and timings of spec §9 (the defaults are the spec values).',
  properties: {
    pageSizeBrowser: { type: 'integer', minimum: 6, maximum: 200, default: 36 },
    pageSizeSearch: { type: 'integer', minimum: 6, maximum: 200, default: 24 },
    pageSizeFavourites: { type: 'integer', minimum: 10, maximum: 500, default: 200 },
    pageSizeFavouritesHome: { type: 'integer', minimum: 10, maximum: 500, default: 100 },
    pageSizeRecords: {
      type: 'integer',
      minimum: 5,
      maximum: 100,
      default: 20,
      description: 'Rows per page of the transaction and betting records.',
    },
    recordDays: {
      type: 'integer',
      minimum: 1,
      maximum: 366,
      default: 7,
      description: 'Days the transaction and betting records show before the player picks a range.',
    },
    hotMax: { type: 'integer', minimum: 1, maximum: 50, default: 8, description: 'Hot games shown on home.' },
    remarksMax: { type: 'integer', minimum: 1, maximum: 2000, default: 140 },
    imagesMax: { type: 'integer', minimum: 1, maximum: 10, default: 3 },
    imageMaxBytes: { type: 'integer', minimum: 1024, maximum: 20971520, default: 5242880 },
    captchaLength: { type: 'integer', minimum: 4, maximum: 16, default: 6 },
    smsCodeMax: { type: 'integer', minimum: 4, maximum: 10, default: 10 },
    mobileMax: { type: 'integer', minimum: 6, maximum: 20, default: 20 },
    birthdayFromYear: { type: 'integer', minimum: 1900, maximum: 2000, default: 1900 },
    searchMinChars: {
      type: 'integer',
      minimum: 1,
      maximum: 10,
      default: 3,
      description: 'Search runs when the text is longer than 2 characters.',
    },
    timings: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        smsTickMs: { type: 'integer', minimum: 100, maximum: 5000, default: 500 },
        smsResetSeconds: { type: 'integer', minimum: 10, maximum: 600, default: 60 },
        toastShortMs: { type: 'integer', minimum: 500, maximum: 20000, default: 3000 },
        toastLongMs: { type: 'integer', minimum: 500, maximum: 30000, default: 8000 },
        toastInfoMs: { type: 'integer', minimum: 500, maximum: 20000, default: 1500 },
        toastLoadingMs: { type: 'integer', minimum: 1000, maximum: 60000, default: 10000 },
        resetLoadingMs: {
          type: 'integer',
          minimum: 1000,
          maximum: 60000,
          default: 15000,
          description: 'Spec §9: the loading message of a password reset request lasts up to 15 s.',
        },
        slowConnectionMs: {
          type: 'integer',
          minimum: 1000,
          maximum: 60000,
          default: 8000,
          description:
            'Spec §8 slow connection: a request still unanswered after this long shows the slow-connection message (once per slow spell).',
        },
        searchDebounceMs: { type: 'integer', minimum: 0, maximum: 5000, default: 500 },
        languageDebounceMs: { type: 'integer', minimum: 0, maximum: 5000, default: 250 },
        validationDebounceMs: { type: 'integer', minimum: 0, maximum: 5000, default: 200 },
        bannerAutoplayMs: { type: 'integer', minimum: 1000, maximum: 60000, default: 5000 },
        bannerGapPx: { type: 'integer', minimum: 0, maximum: 100, default: 10 },
        redirectAfterSuccessMs: { type: 'integer', minimum: 0, maximum: 10000, default: 1000 },
        infiniteThresholdPx: { type: 'integer', minimum: 0, maximum: 3000, default: 300 },
        statusRefreshMs: { type: 'integer', minimum: 5000, maximum: 3600000, default: 60000 },
      },
    },
    trialsPerDay: {
      type: 'integer',
      minimum: 0,
      maximum: 1000,
      default: 10,
      description:
        'The trial count (spec §4): free trials one client address may start per UTC day. 0 turns free trial off; past it, the trial button says no trial is left instead of opening one.',
    },
  },
} as const;

export const statusSchema = {
  type: 'object',
  /** Four-eyes (issue 16): a change here goes live only after a second operator approves it. */
  'x-fourEyes': true,
  additionalProperties: false,
  default: {},
  description: 'Operator switches for the system status the platform reports (spec §4).',
  properties: {
    maintenance: {
      type: 'boolean',
      default: false,
      description: 'Show the maintenance page to every player.',
    },
    blockedCountries: {
      type: 'array',
      items: { type: 'string', pattern: '^[A-Z]{2}$' },
      default: [],
      description: 'Region restriction by country of the player IP.',
    },
    blockedIps: {
      type: 'array',
      items: { type: 'string', maxLength: 64 },
      default: [],
      description: 'IP block list (IP-block page).',
    },
  },
} as const;

const endpointUrl = (description: string) =>
  ({
    type: 'string',
    minLength: 1,
    maxLength: 2048,
    pattern: '^(/|https://)',
    description: `${description} An https:// address, or a path on this server (the demo identity provider).`,
  }) as const;

/** One social sign-in provider's registration (issue 17): the app registered with the provider. */
export const socialProviderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['clientId', 'clientSecret'],
  description:
    'The app registered with the provider. The sign-in button shows when the provider flag is on and both credentials are set.',
  properties: {
    clientId: {
      type: 'string',
      minLength: 1,
      maxLength: 256,
      description:
        'Client (app, channel) id the provider gave. Public by design: it is part of the sign-in address.',
    },
    clientSecret: {
      type: 'string',
      minLength: 1,
      maxLength: 512,
      pattern: '^(?!env:)|^env:MERCHANT_SECRET_[A-Z0-9_]+$',
      writeOnly: true,
      description:
        'Client secret: kept in the secret store, never sent to players and masked in the console. "env:MERCHANT_SECRET_NAME" reads it from that server environment variable instead (only MERCHANT_SECRET_* variables can be named).',
    },
    authorizeUrl: endpointUrl(
      'Authorization endpoint; default: the provider’s own (the demo identity provider in demo mode).',
    ),
    tokenUrl: endpointUrl(
      'Token endpoint; default: the provider’s own (the demo identity provider in demo mode).',
    ),
    userinfoUrl: endpointUrl(
      'User-info endpoint; default: the provider’s own (the demo identity provider in demo mode).',
    ),
  },
} as const;

export const socialLoginSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'Social sign-in (OAuth 2.0 / OpenID Connect): the callback address to register with each provider is https://<host>/api/auth/social/<provider>/callback.',
  properties: {
    google: socialProviderSchema,
    facebook: socialProviderSchema,
    line: socialProviderSchema,
  },
} as const;

export const merchantConfigSchema = {
  $id: 'merchantConfig',
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'hosts', 'theme'],
  properties: {
    $schema: { type: 'string', description: 'Path of the JSON Schema, for editors.' },
    code: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9-]{1,31}$',
      description: 'Merchant code: lower case, digits and dashes; the file name.',
    },
    name: { type: 'string', minLength: 1, maxLength: 60, description: 'Brand name shown to players.' },
    hosts: {
      type: 'array',
      items: { type: 'string', pattern: '^[a-z0-9.-]+(:[0-9]+)?$' },
      uniqueItems: true,
      maxItems: 50,
      description: 'Host names (with port if any) that serve this merchant.',
    },
    defaultLanguage: { ...languageCodeSchema, default: 'vi' },
    languages: {
      type: 'array',
      items: languageCodeSchema,
      minItems: 1,
      uniqueItems: true,
      default: ['vi', 'en'],
    },
    dialingCodes: {
      type: 'array',
      items: dialingCodeSchema,
      minItems: 1,
      maxItems: 50,
      default: [{ code: '+84', country: 'VN', digits: 9 }],
    },
    ageLimit: { type: 'integer', enum: [18, 21], default: 18 },
    imageCDNs: {
      type: 'array',
      maxItems: 10,
      uniqueItems: true,
      default: [],
      items: { type: 'string', maxLength: 200, pattern: IMAGE_CDN_PATTERN },
      description:
        'Image CDN hosts (spec §9): each picture comes from one of them, chosen at random per page load. Empty: the platform default (IMAGE_CDN), else this site.',
    },
    currency: currencySchema,
    timeZone: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      pattern: '^(UTC|[A-Za-z]+(/[A-Za-z0-9_+-]+){1,2})$',
      default: 'Asia/Ho_Chi_Minh',
      description:
        'IANA time zone of the brand (Asia/Ho_Chi_Minh, Asia/Bangkok, UTC): the console’s daily reports count each day from midnight to midnight in it.',
    },
    theme: themeSchema,
    flags: flagsSchema,
    modules: {
      type: 'array',
      items: { type: 'string', enum: MODULE_IDS },
      uniqueItems: true,
      default: ['COMM3', 'REG3', 'AFFMAN3', 'TRANSREC3', 'TRANSBETREPMEM3'],
      description: 'Module ids enabled for this merchant.',
    },
    register: registerSchema,
    login: loginSchema,
    menus: menusSchema,
    games: gamesSchema,
    templates: templatesSchema,
    content: contentSchema,
    payments: paymentsSchema,
    limits: limitsSchema,
    status: statusSchema,
    kyc: kycSchema,
    responsibleGaming: responsibleGamingSchema,
    agentProgramme: agentProgrammeSchema,
    socialLogin: socialLoginSchema,
    rollouts: rolloutsSchema,
    segments: segmentsSchema,
  },
} as const;

/** A validated merchant config: Ajv has filled every default. */
export type MerchantConfig = FromSchema<typeof merchantConfigSchema>;
/** A merchant file as written by an operator: defaults may be absent. */
export type MerchantConfigInput = FromSchema<
  typeof merchantConfigSchema,
  { keepDefaultedPropertiesOptional: true }
>;
export type FieldRule = FromSchema<typeof fieldRuleSchema>;
export type MenuItem = FromSchema<typeof menuItemSchema>;
export type VendorRule = FromSchema<typeof vendorRuleSchema>;
export type TemplateName = keyof FromSchema<typeof templatesSchema>;
