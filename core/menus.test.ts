import { describe, expect, it } from 'vitest';
import { footerItems, floatingServiceItems, roleOf, shortcutItems, sideMenuItems } from './menus';
import { createMerchantConfig } from '../tests/support/merchant-factory';

const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('roleOf', () => {
  it('maps sessions to roles (spec §3, §6)', () => {
    expect(roleOf(null)).toBe('guest');
    expect(roleOf({ type: 0 })).toBe('member');
    expect(roleOf({ type: 1 })).toBe('agent');
    expect(roleOf({ type: 42 })).toBe('agent');
    expect(roleOf({ type: 4 })).toBe('guest');
    expect(roleOf({ type: 0, trial: true })).toBe('trial');
  });
});

describe('side menu', () => {
  const cfg = createMerchantConfig();
  it('guests see no member entries', () => {
    expect(keys(sideMenuItems(cfg, { role: 'guest' }))).toEqual([
      'agent',
      'customerService',
      'download',
      'help',
    ]);
  });
  it('members see records, reward centre and VIP', () => {
    expect(keys(sideMenuItems(cfg, { role: 'member' }))).toEqual([
      'transactionRecord',
      'betRecord',
      'rewardCenter',
      'inbox',
      'vip',
      'agent',
      'customerService',
      'download',
      'changePassword',
      'help',
    ]);
  });
  it('change password is offered to members, never to a trial session (no account to change)', () => {
    expect(keys(sideMenuItems(cfg, { role: 'agent' }))).toContain('changePassword');
    expect(keys(sideMenuItems(cfg, { role: 'trial' }))).not.toContain('changePassword');
    // The inbox belongs to an account: a trial session has none.
    expect(keys(sideMenuItems(cfg, { role: 'trial' }))).not.toContain('inbox');
    expect(keys(sideMenuItems(cfg, { role: 'trial' }))).toContain('transactionRecord');
  });
  it('app download is hidden inside the app or an installed PWA', () => {
    expect(keys(sideMenuItems(cfg, { role: 'guest', inApp: true }))).not.toContain('download');
  });
  it('a flag gates its entry (vipBenefit off: no VIP)', () => {
    const off = createMerchantConfig({ flags: { vipBenefit: false } });
    expect(keys(sideMenuItems(off, { role: 'member' }))).not.toContain('vip');
    expect(keys(shortcutItems(off, { role: 'member' }))).not.toContain('vip');
  });
  it('REWCEN3 off keeps the entry but blocks it with the contact-customer-service message', () => {
    const off = createMerchantConfig({ flags: { REWCEN3: false } });
    const item = sideMenuItems(off, { role: 'member' }).find((i) => i.key === 'rewardCenter');
    expect(item?.blockedMessageKey).toBe('menu.rewardCentreOff');
    expect(
      sideMenuItems(cfg, { role: 'member' }).find((i) => i.key === 'rewardCenter')?.blockedMessageKey,
    ).toBeUndefined();
  });
  it('a module missing from the merchant hides its entry', () => {
    const noRecords = createMerchantConfig({ modules: ['COMM3'] });
    expect(keys(sideMenuItems(noRecords, { role: 'member' }))).not.toContain('transactionRecord');
  });
  it('labels default to menu.<key>', () => {
    expect(sideMenuItems(cfg, { role: 'guest' })[0]?.labelKey).toBe('menu.agent');
  });
  it('agent-only entries need an agent', () => {
    const c = createMerchantConfig({
      menus: { sideMenu: [{ key: 'team', type: 'route', path: '/m/agent/home', audience: 'agent' }] },
    });
    expect(keys(sideMenuItems(c, { role: 'member' }))).toEqual([]);
    expect(keys(sideMenuItems(c, { role: 'agent' }))).toEqual(['team']);
  });
  it('logout actions are never shown to guests', () => {
    const c = createMerchantConfig({ menus: { sideMenu: [{ key: 'out', type: 'action', path: 'logout' }] } });
    expect(keys(sideMenuItems(c, { role: 'guest' }))).toEqual([]);
    expect(keys(sideMenuItems(c, { role: 'member' }))).toEqual(['out']);
  });
});

describe('footer and floating buttons', () => {
  it('live chat shows only when CBS3 is on', () => {
    expect(keys(footerItems(createMerchantConfig(), { role: 'guest' }))).toEqual([
      'promotion',
      'home',
      'customerService',
      'memberCentre',
    ]);
    expect(keys(footerItems(createMerchantConfig({ flags: { CBS3: true } }), { role: 'guest' }))).toEqual([
      'promotion',
      'home',
      'customerService',
      'liveChat',
      'memberCentre',
    ]);
  });
  it('floating service buttons LIVECHAT-1, TELEGRAM-1, TELEGRAM-2', () => {
    expect(keys(floatingServiceItems(createMerchantConfig(), { role: 'guest' }))).toEqual([
      'LIVECHAT-1',
      'TELEGRAM-1',
      'TELEGRAM-2',
    ]);
  });
  it('shortcuts: deposit, withdraw, VIP, agent', () => {
    expect(keys(shortcutItems(createMerchantConfig(), { role: 'guest' }))).toEqual([
      'deposit',
      'withdraw',
      'vip',
      'agent',
    ]);
  });
});
