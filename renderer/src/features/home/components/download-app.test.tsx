// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useRealI18n } from '@tests/support/ui-i18n';
import { DownloadApp } from './download-app';

const cfg = vi.hoisted(() => ({
  name: 'Demo Club',
  defaultLanguage: 'vi',
  flags: { appDownload: true },
  content: { downloads: [{ resourceType: 'android', url: 'https://example.com/app.apk' }] },
  theme: { logo: '/assets/merchants/demo/logo.svg', icons: {} },
}));
vi.mock('../../../shared/config', () => ({ getMerchantConfig: () => cfg, useMerchantConfig: () => cfg }));

let t: Awaited<ReturnType<typeof useRealI18n>>;
beforeAll(async () => {
  t = await useRealI18n('vi');
});
afterEach(cleanup);

describe('home download bar (issue 35 item 1: appDownload off still showed it)', () => {
  it('shows with the flag on', () => {
    cfg.flags.appDownload = true;
    render(<DownloadApp />);
    expect(screen.getByRole('button', { name: t('home.download') })).toBeTruthy();
  });

  it('is not there with the flag off', () => {
    cfg.flags.appDownload = false;
    render(<DownloadApp />);
    expect(screen.queryByRole('button', { name: t('home.download') })).toBeNull();
    expect(screen.queryByText(t('home.downloadBar', { name: cfg.name }))).toBeNull();
  });
});
