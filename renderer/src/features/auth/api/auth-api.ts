import type { BotChallenge, TrialResponse } from '@schemas/api/auth.schema';
import { apiFetch, AUTH_PATHS, encryptedBody } from '../../../shared/api';

/** Spec §3 login response. */
export interface LoginResult {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin?: boolean;
}

export type LoginType = 'username' | 'sms' | 'firebase';
export interface LoginPayload {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
  type: LoginType;
  countryDialingCode?: string;
  /** The agent page logs in to the agent site (non-agents refused, spec §6). */
  site?: 'member' | 'agent';
}

/** Login: the body is encrypted (docs/team-contract.md); `Device: OTHERS` when running standalone. */
export async function login(payload: LoginPayload): Promise<LoginResult> {
  const { body, headers } = await encryptedBody(payload);
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches;
  return apiFetch<LoginResult>(AUTH_PATHS.login, {
    method: 'POST',
    body,
    headers: { ...headers, ...(standalone ? { Device: 'OTHERS' } : {}) },
  });
}

export interface Captcha {
  captchaId: string;
  /** data: URL of the image. */
  image: string;
}
export const fetchCaptcha = () => apiFetch<Captcha>(AUTH_PATHS.captcha);

/** Spec §3 SMS code request with its bot-check fields (a solved proof of work) → value.expirationTime (ms timestamp). */
export async function requestSmsCode(
  mobileNum: string,
  countryDialingCode: string,
  purpose: 'login' | 'register' | 'reset',
) {
  // The solver loads with the first request, not with the forms.
  const [challenge, { solveBotCheck }] = await Promise.all([
    apiFetch<BotChallenge>(AUTH_PATHS.botChallenge),
    import('../lib/bot-check'),
  ]);
  const botCheck = await solveBotCheck(challenge, countryDialingCode, mobileNum);
  return apiFetch<{ value: { expirationTime: number } }>(AUTH_PATHS.smsCode, {
    method: 'POST',
    body: { mobileNum, countryDialingCode, purpose, botCheck },
  });
}

export type RegisterPayload = Record<string, string | number | undefined>;
export async function register(payload: RegisterPayload): Promise<LoginResult> {
  const { body, headers } = await encryptedBody(payload);
  return apiFetch<LoginResult>(AUTH_PATHS.register, { method: 'PUT', body, headers });
}

export const checkInvitationCode = (code: string) =>
  apiFetch<{ success: boolean }>(AUTH_PATHS.checkInvitation, {
    method: 'POST',
    body: { code, domain: window.location.host },
  });

/** Forgot by email: form-encoded, response not read (spec §7). */
export const forgotByEmail = (username: string, email: string) =>
  apiFetch<unknown>(AUTH_PATHS.forgotEmail, { method: 'POST', form: { username, email } });

export async function resetByPhone(payload: {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
}): Promise<LoginResult> {
  const { body, headers } = await encryptedBody(payload);
  return apiFetch<LoginResult>(AUTH_PATHS.resetPhone, { method: 'POST', body, headers });
}

/** Reset by email: the mailed code and a new password; logs the player in (issue 14). */
export async function resetByEmail(payload: {
  username: string;
  verificationCode: string;
  newPassword: string;
}): Promise<LoginResult> {
  const { body, headers } = await encryptedBody(payload);
  return apiFetch<LoginResult>(AUTH_PATHS.resetEmail, { method: 'POST', body, headers });
}

export const changePassword = (oldPassword: string, newPassword: string, confirmNewPassword: string) =>
  apiFetch<unknown>(AUTH_PATHS.changePassword, {
    method: 'POST',
    body: { oldPassword, newPassword, confirmNewPassword },
  });

/** Free trial: spec §3 trial-play response. */
export const startTrial = () => apiFetch<TrialResponse>(AUTH_PATHS.trial, { method: 'POST' });

export const renewSession = () => apiFetch<{ expiresAt: string }>(AUTH_PATHS.renew, { method: 'POST' });
