// Helpers of the lobby suites (issue 5): merchants by host, a fresh session through the API, and
// the expected category order from the merchant's own config and the platform's vendors.
import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { orderCategories, type VendorInfo } from '../../core/vendor-grouping';
import { entranceCategories } from '../../core/game-browser';
import type { MerchantConfig } from '../../schemas';
import { t as translate } from '../../locales/node';

export const ROOT = process.env.E2E_BASE_URL ?? 'http://localhost:8181';
export const baseOf = (code: 'demo' | 'lotus' | 'basic') =>
  code === 'demo' ? ROOT : ROOT.replace('localhost', `${code}.localhost`);
export const vi = (key: string, params?: Record<string, unknown>) => translate('vi', key, params);

/** The merchant's full config (defaults filled) from the config server. */
export async function configOf(request: APIRequestContext, code: string): Promise<MerchantConfig> {
  return (await (await request.get(`${ROOT}/api/merchants/${code}/config`)).json()) as MerchantConfig;
}

/** The category menu the entrance must show: HOME, the grouped order without HOT, then FAV and RECENT. */
export async function expectedMenu(request: APIRequestContext, code: 'demo' | 'lotus'): Promise<string[]> {
  const config = await configOf(request, code);
  const { vendors } = (await (
    await request.get(`${ROOT}/api/games/vendors`, { headers: { 'X-Merchant-Code': code } })
  ).json()) as { vendors: VendorInfo[] };
  return [...entranceCategories(orderCategories(config, vendors)), 'FAV', 'RECENT'].map((c) =>
    translate(config.defaultLanguage, `games.category.${c}`),
  );
}

/** Closes the home popups (execution B for guests, A for members) when the merchant has some; they open once home has settled. */
export async function closeHomePopups(
  page: Page,
  request: APIRequestContext,
  code: 'demo' | 'lotus',
  lang = 'vi',
  execution: 'A' | 'B' = 'B',
): Promise<void> {
  const res = await request.get(`${ROOT}/api/content/announcements`, {
    params: { types: 'PU' },
    headers: { 'X-Merchant-Code': code },
  });
  const shown = ((await res.json()) as { list: { execution?: string }[] }).list.filter(
    (a) => a.execution === execution,
  );
  if (shown.length === 0) return;
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: translate(lang, 'common.close') }).click();
  await expect(dialog).toBeHidden();
}

/** The encrypted body of docs/team-contract.md: AES-256-GCM payload, RSA-OAEP (SHA-256) wrapped key. */
export async function envelope(request: APIRequestContext, code: string, payload: unknown) {
  const { publicKey } = (await (
    await request.get(`${ROOT}/api/auth/public-key`, { headers: { 'X-Merchant-Code': code } })
  ).json()) as { publicKey: string };
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const ts = Date.now();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  // The timestamp is authenticated (GCM additional data); the IV is the nonce, accepted once.
  cipher.setAAD(Buffer.from(String(ts), 'utf8'));
  const data = Buffer.concat([
    cipher.update(JSON.stringify(payload), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(key.toString('base64')),
  ).toString('base64');
  return {
    headers: { Encryption: header, 'X-Merchant-Code': code },
    data: { iv: iv.toString('base64'), data: data.toString('base64'), ts },
  };
}

/** Registers a fresh member through the API on any merchant served (username method; captcha answer from the dev outbox). */
export async function registerMember(request: APIRequestContext, code: string = 'demo') {
  const { captchaId } = (await (
    await request.get(`${ROOT}/api/auth/captcha`, { headers: { 'X-Merchant-Code': code } })
  ).json()) as { captchaId: string };
  let answer = '';
  for (let i = 0; i < 50 && !answer; i++) {
    const r = await request.get(`${ROOT}/api/dev/outbox`, {
      params: { kind: 'captcha', to: captchaId },
      headers: { 'X-Merchant-Code': code },
    });
    const messages = r.ok() ? ((await r.json()) as { messages: { body: string }[] }).messages : [];
    answer = messages[0]?.body ?? '';
    if (!answer) await new Promise((w) => setTimeout(w, 100));
  }
  const username = `lob${Date.now().toString(36).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;
  const password = 'Lobby12345';
  // Fields the merchant requires besides the account (lotus: email and payee name).
  const fields = (await configOf(request, code)).register.fields as Record<
    string,
    { enabled?: boolean; required?: boolean } | undefined
  >;
  const required = (name: string) => fields[name]?.enabled && fields[name]?.required;
  const extra = {
    ...(required('email') ? { email: `${username}@example.com` } : {}),
    ...(required('payeeName') ? { payeeName: 'Test Player' } : {}),
  };
  const env = await envelope(request, code, {
    method: 'username',
    username,
    password,
    confirmPassword: password,
    captcha: answer,
    captchaId,
    ...extra,
  });
  const res = await request.put(`${ROOT}/api/auth/register`, env);
  if (!res.ok()) throw new Error(`register refused: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { token: string; userName: string; type: number };
}

/** A freshly registered member, signed in where the renderer keeps its session; its API headers. */
export async function signInMember(
  page: Page,
  request: APIRequestContext,
  code: string = 'demo',
): Promise<{ Authorization: string; 'X-Merchant-Code': string }> {
  const s = await registerMember(request, code);
  const session = {
    token: s.token,
    merchantCode: code,
    userName: s.userName,
    type: s.type,
    hasPassword: true,
  };
  await page.addInitScript(
    (value) => localStorage.setItem('MC_SESSION_INFO', value),
    JSON.stringify({ state: { session }, version: 0 }),
  );
  return { Authorization: `Bearer ${s.token}`, 'X-Merchant-Code': code };
}
