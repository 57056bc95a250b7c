import type { APIRequestContext, Page } from '@playwright/test';
import { envelope, ROOT } from './lobby-support';

/* The demo member of a merchant, logged in through the API, with the session where the renderer keeps it. */

const captchaAnswer = async (request: APIRequestContext, code: string) => {
  const { captchaId } = (await (
    await request.get(`${ROOT}/api/auth/captcha`, { headers: { 'X-Merchant-Code': code } })
  ).json()) as { captchaId: string };
  const r = await request.get(`${ROOT}/api/dev/outbox`, {
    params: { kind: 'captcha', to: captchaId },
    headers: { 'X-Merchant-Code': code },
  });
  return {
    captchaId,
    captcha: ((await r.json()) as { messages: { body: string }[] }).messages[0]?.body ?? '',
  };
};

/** demo_member of a merchant, logged in through the API: the session and its request headers. */
export async function apiLoginDemoMember(request: APIRequestContext, code: string) {
  const env = await envelope(request, code, {
    username: 'demo_member',
    password: 'Demo1234',
    ...(await captchaAnswer(request, code)),
  });
  const res = await request.post(`${ROOT}/api/auth/login`, env);
  if (!res.ok()) throw new Error(`login refused: ${res.status()} ${await res.text()}`);
  const s = (await res.json()) as { token: string; userName: string; type: number };
  return { s, headers: { Authorization: `Bearer ${s.token}`, 'X-Merchant-Code': code } };
}

export async function loginDemoMember(
  page: Page,
  request: APIRequestContext,
  code: 'demo' | 'lotus',
): Promise<Record<string, string>> {
  const { s } = await apiLoginDemoMember(request, code);
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

export async function operatorApproveAll(request: APIRequestContext, code: string): Promise<number[]> {
  const login = await request.post(`${ROOT}/api/admin/login`, {
    data: { username: 'e2e-operator', password: 'e2e-operator-password-1' },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const pending = (await (
    await request.get(`${ROOT}/api/admin/merchants/${code}/withdrawals`, {
      params: { status: 'pending' },
      headers,
    })
  ).json()) as { list: { id: number; username: string }[] };
  const ids = pending.list.filter((o) => o.username === 'demo_member').map((o) => o.id);
  for (const id of ids) {
    const r = await request.post(`${ROOT}/api/admin/merchants/${code}/withdrawals/${id}/review`, {
      data: { decision: 'approve' },
      headers,
    });
    if (!r.ok()) throw new Error(`approve ${id}: ${r.status()} ${await r.text()}`);
  }
  return ids;
}
