// Helpers of the look suites (issue 32 items 14–21): the demo pages a player reaches from the site
// (game, cashier, chat) for a merchant, and geometry checks.
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { apiLoginDemoMember } from './money-support';
import { baseOf, ROOT } from './lobby-support';

export type Code = 'demo' | 'lotus';

/** The first game a merchant lists (a slot), launched for its demo member: the game page's address. */
export async function gamePageUrl(request: APIRequestContext, code: Code, lang = 'vi'): Promise<string> {
  const { headers } = await apiLoginDemoMember(request, code);
  const list = (await (
    await request.get(`${ROOT}/api/games/hot`, { headers, params: { language: lang } })
  ).json()) as { list: { nodeId: number }[] };
  const r = await request.post(`${ROOT}/api/games/launch`, {
    headers,
    data: { nodeId: list.list[0]!.nodeId, language: lang, backUrl: '/m/slot-games' },
  });
  expect(r.status(), await r.text()).toBe(200);
  return `${baseOf(code)}${((await r.json()) as { url: string }).url}`;
}

/** A fresh unpaid deposit of the demo member: the provider cashier's address. */
export async function cashierUrl(request: APIRequestContext, code: Code): Promise<string> {
  const { headers } = await apiLoginDemoMember(request, code);
  const { channels } = (await (await request.get(`${ROOT}/api/payments/channels`, { headers })).json()) as {
    channels: { code: string; min: number }[];
  };
  const ch = channels[0]!;
  const r = await request.post(`${ROOT}/api/payments/deposits`, {
    headers: { ...headers, 'Idempotency-Key': `e2e-look-${Date.now()}-${Math.random()}` },
    data: { channel: ch.code, amount: ch.min },
  });
  expect(r.status(), await r.text()).toBe(200);
  return `${baseOf(code)}${((await r.json()) as { payUrl: string }).payUrl}`;
}

export const chatUrl = (code: Code) => `${baseOf(code)}/demo/chat?lang=vi&back=%2Fm%2Fhome`;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export async function boxOf(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}
