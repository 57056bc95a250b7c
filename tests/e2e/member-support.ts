import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ROOT } from './lobby-support';

/* Helpers of the member-area suites: the e2e operator's API headers, and screenshots on request. */

/** Authorization headers of the e2e operator (console API). */
export async function operatorHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post(`${ROOT}/api/admin/login`, {
    data: { username: 'e2e-operator', password: 'e2e-operator-password-1' },
  });
  expect(login.ok()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A screenshot into $MEMBER_SHOTS_DIR, when it is set (looked at by hand, never compared). */
export async function memberShot(page: Page, name: string): Promise<void> {
  const dir = process.env.MEMBER_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png` });
}
