import { SITE_FLAGS, TEMPLATE_VARIANTS, type SiteFlag } from '@schemas';

export interface Overrides {
  flags: Partial<Record<SiteFlag, boolean>>;
  templates: { mem_cen?: (typeof TEMPLATE_VARIANTS)[number]; dep_func?: (typeof TEMPLATE_VARIANTS)[number] };
  language?: string;
  /** Issue 16: the side of each rollout (true: gets the change; absent: as its audience decides). */
  rollouts?: Record<string, boolean>;
}
export const NO_OVERRIDES: Overrides = { flags: {}, templates: {} };

/** Common combinations support staff ask about (issue 6): each is merged on top of the current overrides. */
export const PRESETS: { id: string; apply: Partial<Overrides> }[] = [
  { id: 'smsLoginOn', apply: { flags: { smsLogin: true } } },
  { id: 'smsLoginOff', apply: { flags: { smsLogin: false } } },
  { id: 'captchaOn', apply: { flags: { captcha: true } } },
  { id: 'captchaOff', apply: { flags: { captcha: false } } },
  { id: 'registerUsername', apply: { flags: { usernameRegistration: true, mobileRegistration: false } } },
  {
    id: 'registerMobile',
    apply: { flags: { usernameRegistration: false, mobileRegistration: true, smsVerification: false } },
  },
  {
    id: 'registerMobileSms',
    apply: { flags: { usernameRegistration: false, mobileRegistration: true, smsVerification: true } },
  },
  { id: 'templatesBase', apply: { templates: { mem_cen: 'base', dep_func: 'base' } } },
  { id: 'memberCentreNew', apply: { templates: { mem_cen: 'new' } } },
  { id: 'depositNew', apply: { templates: { dep_func: 'new' } } },
  { id: 'rewardCentreOn', apply: { flags: { REWCEN3: true } } },
  { id: 'rewardCentreOff', apply: { flags: { REWCEN3: false } } },
  { id: 'liveChatOn', apply: { flags: { CBS3: true } } },
  { id: 'liveChatOff', apply: { flags: { CBS3: false } } },
];

export const applyPreset = (o: Overrides, p: Partial<Overrides>): Overrides => ({
  flags: { ...o.flags, ...p.flags },
  templates: { ...o.templates, ...p.templates },
  language: p.language ?? o.language,
  rollouts: o.rollouts,
});

export { SITE_FLAGS, TEMPLATE_VARIANTS };
