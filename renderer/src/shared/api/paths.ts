/** Platform API paths the renderer calls (platform-api/API.md). */
export const AUTH_PATHS = {
  publicKey: '/api/auth/public-key',
  login: '/api/auth/login',
  logout: '/api/auth/session',
  register: '/api/auth/register',
  captcha: '/api/auth/captcha',
  smsCode: '/api/auth/sms-code',
  botChallenge: '/api/auth/bot-challenge',
  trial: '/api/auth/trial',
  renew: '/api/auth/renew',
  forgotEmail: '/api/auth/forgot/email',
  resetPhone: '/api/auth/reset/phone',
  resetEmail: '/api/auth/reset/email',
  changePassword: '/api/auth/password',
  checkInvitation: '/api/auth/affiliate/check',
} as const;

export const MEMBER_PATHS = {
  info: '/api/member/info',
  wallet: '/api/member/wallets',
  contracts: '/api/member/contracts',
  unread: '/api/member/unread',
  headIcon: '/api/member/head-icon',
} as const;

export const STATUS_PATHS = { status: '/api/status' } as const;
