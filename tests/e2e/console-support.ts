import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/* The console suites at a desktop size: a merchant of their own, an operator session, a console page. */

export const OPERATOR = { username: 'e2e-operator', password: 'e2e-operator-password-1' };
const BASE = () => process.env.E2E_BASE_URL!;
const dir = () => process.env.E2E_MERCHANTS_DIR!;

/** A copy of demo with its own code, name and host (flags merged over demo's); served before this returns. */
export async function createMerchant(
  request: APIRequestContext,
  o: { code: string; name: string; flags?: Record<string, boolean> },
) {
  const doc = JSON.parse(readFileSync(join(dir(), 'demo.json'), 'utf8')) as Record<string, unknown>;
  const file = join(dir(), `${o.code}.json`);
  const host = `${o.code}.localhost:${new URL(BASE()).port}`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        ...doc,
        code: o.code,
        name: o.name,
        hosts: [host],
        flags: { ...(doc.flags as object), ...o.flags },
      },
      null,
      2,
    ),
  );
  await expect
    .poll(async () => (await request.get(`/api/merchants/${o.code}/config`)).status(), { timeout: 5000 })
    .toBe(200);
  return {
    code: o.code,
    name: o.name,
    file,
    playerUrl: BASE().replace(`localhost:${new URL(BASE()).port}`, host) + '/m/home',
    remove: () => unlinkSync(file),
  };
}

export type Session = { token: string; user: { id: string; username: string; role: string } };
export async function apiLogin(request: APIRequestContext, user = OPERATOR): Promise<Session> {
  const res = await request.post('/api/admin/login', { data: user });
  expect(res.status()).toBe(200);
  return (await res.json()) as Session;
}
export const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });

/**
 * A console page signed in as `session`, in `language`, from the client address `ip`; `bypassCSP`
 * for axe (an inline script, which the console's CSP refuses).
 */
export async function consolePage(
  browser: Browser,
  session: Session,
  language: 'vi' | 'en',
  o: { ip: string; bypassCSP?: boolean },
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': o.ip },
    ...(o.bypassCSP ? { bypassCSP: true } : {}),
  });
  await context.addInitScript(
    ([s, lang]) => {
      if (!localStorage.getItem('console.language')) {
        localStorage.setItem('console.session', JSON.stringify(s));
        localStorage.setItem('console.language', lang as string);
      }
    },
    [session, language] as const,
  );
  return context.newPage();
}
