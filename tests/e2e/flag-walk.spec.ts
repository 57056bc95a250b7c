import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { merchantConfigSchema } from '../../schemas/merchant.schema';
import { closePopups, tapPastPopups } from './account-support';
import { createMerchant } from './console-support';
import { signInMember, vi } from './lobby-support';

/*
 * Issue 35 item 1: every site flag against its help text (schemas/merchant.schema.ts). The flags come
 * from the schema itself; each has a row below: the page its help text is about and what it promises,
 * checked on a merchant of its own (a copy of demo) with the flag off (absent) and then on (present).
 * A flag without a row fails the first test, so a new flag cannot be added without its check.
 */

const SCHEMA_FLAGS = Object.keys(merchantConfigSchema.properties.flags.properties);

/** Flags whose help text the product does not keep (the bug named beside each); none today. */
const KNOWN_BROKEN: Record<string, string> = {};

interface Ctx {
  page: Page;
  request: APIRequestContext;
  /** The merchant's own origin (its host), e.g. http://fw3-on-x.localhost:8215 */
  base: string;
  code: string;
  name: string;
  on: boolean;
}
interface Row {
  /** The player page the help text is about. */
  path: string;
  /** Sign a fresh member of the merchant in first. */
  member?: boolean;
  /** Other flags the check needs (the rest as demo has them). */
  with?: Record<string, boolean>;
  /** Expects what the help text promises: absent when off, present when on. */
  check: (c: Ctx) => Promise<void>;
}

/** Present when the flag is on, absent when off. */
const shown = (l: Locator, on: boolean) => (on ? expect(l).toBeVisible() : expect(l).toHaveCount(0));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by the start of its label (required fields add a mark after it). */
const field = (page: Page, key: string) => page.getByLabel(new RegExp(`^${escape(vi(key))}`)).first();
const loginButton = (page: Page) => page.getByRole('button', { name: vi('common.login'), exact: true });
const createButton = (page: Page) => page.getByRole('button', { name: vi('account.createAccount') });
const recoveryTab = (page: Page, way: 'phone' | 'email') =>
  page.getByRole('tab', { name: vi(`account.recoverBy.${way}`) });
const centreEntries = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: vi('member.centre.entries') });
/** The member centre has drawn its entries (settings is always there). */
const centreReady = (page: Page) =>
  expect(centreEntries(page).getByRole('button', { name: vi('menu.settings') })).toBeVisible();

const social = (provider: 'line' | 'google' | 'facebook'): Row => ({
  path: '/m/login',
  check: async ({ page, on }) => {
    await expect(loginButton(page)).toBeVisible();
    // The others stay as demo has them (all on): once they show, the platform's providers answer is in.
    const others = (['line', 'google', 'facebook'] as const).filter((p) => p !== provider);
    for (const p of others)
      await expect(page.getByRole('button', { name: vi(`account.social.${p}`) })).toBeVisible();
    await shown(page.getByRole('button', { name: vi(`account.social.${provider}`) }), on);
  },
});

/** An entry of a member's member centre (/m/member/home). */
const centreEntry = (key: string): Row => ({
  path: '/m/member/home',
  member: true,
  check: async ({ page, on }) => {
    await centreReady(page);
    await shown(centreEntries(page).getByRole('button', { name: vi(key), exact: true }), on);
  },
});

const CHECKS: Record<string, Row> = {
  smsLogin: {
    path: '/m/login',
    check: async ({ page, on }) => {
      await expect(loginButton(page)).toBeVisible();
      await shown(page.getByRole('tab', { name: vi('account.method.sms') }), on);
    },
  },
  captcha: {
    path: '/m/login',
    check: async ({ page, base, on }) => {
      await expect(loginButton(page)).toBeVisible();
      await shown(page.getByLabel(vi('account.captcha'), { exact: true }), on);
      // “on login and register”
      await page.goto(`${base}/m/register`);
      await expect(createButton(page)).toBeVisible();
      await shown(page.getByLabel(vi('account.captcha'), { exact: true }), on);
    },
  },
  lineLogin: social('line'),
  googleLogin: social('google'),
  facebookLogin: social('facebook'),
  CHNGPASSVERIF3: {
    path: '/m/forget',
    check: async ({ page, on }) => {
      // Email stays on: the way is a choice of two when phone is on, email alone when off.
      await expect(
        field(page, 'account.username').or(field(page, 'account.mobileNum')).first(),
      ).toBeVisible();
      await shown(recoveryTab(page, 'phone'), on);
      await shown(field(page, 'account.mobileNum'), on);
    },
  },
  CHNGPASSMAIL3: {
    path: '/m/forget',
    check: async ({ page, on }) => {
      await expect(field(page, 'account.mobileNum')).toBeVisible();
      await shown(recoveryTab(page, 'email'), on);
      await shown(page.getByRole('button', { name: vi('account.sendResetMail') }), false);
      if (on) {
        await recoveryTab(page, 'email').click();
        await expect(page.getByRole('button', { name: vi('account.sendResetMail') })).toBeVisible();
      }
    },
  },
  CBS3: {
    path: '/m/activity',
    check: async ({ page, on }) => {
      const footer = page.getByRole('navigation', { name: vi('menu.footer') });
      await expect(footer.getByRole('button', { name: vi('menu.home') })).toBeVisible();
      await shown(footer.getByRole('button', { name: vi('menu.liveChat') }), on);
    },
  },
  REWCEN3: {
    path: '/m/member/home',
    member: true,
    check: async ({ page, on }) => {
      await centreReady(page);
      // The entry stays either way: off, it tells the player to contact customer service.
      await centreEntries(page)
        .getByRole('button', { name: vi('menu.rewardCenter') })
        .click();
      if (on) {
        await expect(page).toHaveURL(/\/m\/rewardCenter$/);
        await expect(page.getByText(vi('menu.rewardCentreOff'))).toHaveCount(0);
      } else {
        await expect(page.getByText(vi('menu.rewardCentreOff'))).toBeVisible();
        await expect(page).toHaveURL(/\/m\/member\/home$/);
      }
    },
  },
  vipBenefit: centreEntry('menu.vip'),
  signIn: centreEntry('menu.signIn'),
  appDownload: {
    path: '/m/home',
    check: async ({ page, name, on }) => {
      await closePopups(page, 'vi');
      await expect(page.getByRole('button', { name: vi('menu.openMenu') }).first()).toBeVisible();
      await shown(page.getByText(vi('home.downloadBar', { name })), on);
      await tapPastPopups(page, 'vi', page.getByRole('button', { name: vi('menu.openMenu') }).first());
      const menu = page.getByRole('navigation', { name: vi('menu.sideMenu') });
      await expect(menu.getByRole('button', { name: vi('menu.help') })).toBeVisible();
      await shown(menu.getByRole('button', { name: vi('menu.download') }), on);
    },
  },
  usernameRegistration: {
    path: '/m/register',
    check: async ({ page, on }) => {
      await expect(createButton(page)).toBeVisible();
      // Mobile stays on (demo): a choice of two methods when on, the mobile form alone when off.
      await shown(page.getByRole('tab', { name: vi('account.registerBy.username') }), on);
      if (on) await page.getByRole('tab', { name: vi('account.registerBy.username') }).click();
      await shown(field(page, 'account.field.username'), on);
    },
  },
  mobileRegistration: {
    path: '/m/register',
    // smsVerification needs mobileRegistration (core/config/semantic.ts).
    with: { smsVerification: false },
    check: async ({ page, on }) => {
      await expect(createButton(page)).toBeVisible();
      await shown(page.getByRole('tab', { name: vi('account.registerBy.mobile') }), on);
      // When on, it is the default method: its number field shows without a tap.
      await shown(field(page, 'account.field.mobileNum'), on);
    },
  },
  mobileRegistrationWithPassword: {
    path: '/m/register',
    // Without a password the SMS code proves the number (core/config/semantic.ts).
    with: { mobileRegistration: true, smsVerification: true },
    check: async ({ page, on }) => {
      await expect(field(page, 'account.field.mobileNum')).toBeVisible();
      await shown(field(page, 'account.field.password'), on);
    },
  },
  smsVerification: {
    path: '/m/register',
    with: { mobileRegistration: true },
    check: async ({ page, on }) => {
      await expect(field(page, 'account.field.mobileNum')).toBeVisible();
      await shown(field(page, 'account.field.verificationCode'), on);
      await shown(page.getByRole('button', { name: vi('account.getCode') }), on);
    },
  },
  depositPopup: {
    path: '/m/register',
    // The username form: no SMS code to fetch.
    with: { mobileRegistration: false, smsVerification: false },
    check: async ({ page, on }) => {
      const password = 'Passw0rd1';
      await field(page, 'account.field.username').fill(`fw${Date.now().toString(36).slice(-7)}`);
      await field(page, 'account.field.password').fill(password);
      await field(page, 'account.field.confirmPassword').fill(password);
      await createButton(page).click();
      const done = page.getByRole('dialog', { name: vi('account.registerSuccessTitle') });
      await done.getByRole('button', { name: vi('common.ok') }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByRole('banner').getByRole('status', { name: vi('menu.balance') })).toBeVisible();
      const gift = page.getByRole('dialog', { name: vi('account.giftTitle') });
      if (on) return expect(gift).toBeVisible();
      // Off: home's greeting gets its turn (it waits for any popup above it) and no gift came first.
      await expect(page.locator('[data-home-greeting]')).not.toHaveAttribute(
        'data-home-greeting',
        'pending',
        {
          timeout: 20_000,
        },
      );
      await expect(gift).toHaveCount(0);
    },
  },
  guestFreePlay: {
    path: '/m/home',
    check: async ({ page, request, base, code, on }) => {
      type G = { gameName: string; vassalage: string; supportPlay: number; maintenance: boolean };
      const res = await request.get('/api/games', {
        params: { gameType: 'RNG', pageSize: 200 },
        headers: { 'X-Merchant-Code': code, 'Accept-Language': 'vi' },
      });
      const free = ((await res.json()) as { games: G[] }).games.find(
        (g) => !g.maintenance && g.supportPlay === 1,
      );
      expect(free, 'demo’s catalogue has a free-play slot').toBeDefined();
      await page.goto(`${base}/m/slot-games?vassalage=${free!.vassalage}`);
      await page
        .getByRole('button', { name: vi('games.play', { name: free!.gameName }) })
        .first()
        .click();
      await expect(page).toHaveURL(on ? /\/demo\/game/ : /\/m\/login$/);
    },
  },
};

test('every flag of the schema has a check here (a new flag needs one)', () => {
  expect(SCHEMA_FLAGS.length).toBeGreaterThan(0);
  const missing = SCHEMA_FLAGS.filter((f) => !CHECKS[f] && !KNOWN_BROKEN[f]);
  expect(missing, 'flags of merchantConfigSchema with no check in CHECKS (nor in KNOWN_BROKEN)').toEqual([]);
  const stale = Object.keys({ ...CHECKS, ...KNOWN_BROKEN }).filter((f) => !SCHEMA_FLAGS.includes(f));
  expect(stale, 'checks for flags the schema no longer has').toEqual([]);
});

for (const [i, flag] of SCHEMA_FLAGS.entries()) {
  const row = CHECKS[flag];
  if (!row) continue;
  test(`${flag}: off, the page lacks what its help text says; on, it has it`, async ({ page, request }) => {
    for (const on of [false, true]) {
      const m = await createMerchant(request, {
        code: `fw${i}-${on ? 'on' : 'off'}-${Date.now().toString(36).slice(-5)}`,
        name: `Flag ${flag} ${on ? 'on' : 'off'}`,
        flags: { ...row.with, [flag]: on },
      });
      try {
        const base = m.playerUrl.replace(/\/m\/home$/, '');
        if (row.member) await signInMember(page, request, m.code);
        await page.goto(base + row.path);
        await test.step(`${flag} ${on ? 'on' : 'off'}`, () =>
          row.check({ page, request, base, code: m.code, name: m.name, on }));
      } finally {
        m.remove();
      }
    }
  });
}
