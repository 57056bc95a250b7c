// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useRealI18n } from '@tests/support/ui-i18n';
import { HomeFooter } from './home-footer';

const cfg = vi.hoisted(() => ({
  name: 'Demo Club',
  defaultLanguage: 'vi',
  ageLimit: 18,
  content: { about: {} },
  theme: {
    qualificationImage: '/assets/merchants/demo/qualification.svg',
    copyright: { fromYear: 2020, toYear: 2026 },
  },
}));
vi.mock('../../../shared/config', () => ({ getMerchantConfig: () => cfg, useMerchantConfig: () => cfg }));

let t: Awaited<ReturnType<typeof useRealI18n>>;
beforeAll(async () => {
  t = await useRealI18n('vi');
});
afterEach(cleanup);

describe('home footer licence badge (issue 32 item 16: "LICENSED & REGULATED…" on a Vietnamese page)', () => {
  it('the badge words come from the page language', () => {
    render(<HomeFooter />);
    const section = screen.getByRole('region', { name: t('home.qualification') });
    expect(section.textContent).toContain(t('home.qualificationBadge'));
    expect(section.textContent).toContain(t('home.qualificationNote'));
  });

  it('the demo merchants’ badge pictures carry no words of their own', () => {
    for (const m of ['demo', 'lotus']) {
      const svg = readFileSync(`merchants/assets/${m}/qualification.svg`, 'utf8');
      expect(svg).not.toMatch(/<text/);
      expect(svg).not.toMatch(/LICENSED|Fair play/i);
    }
  });
});
