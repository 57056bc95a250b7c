// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseMerchantText } from '@core/config/validate';
import { CONFIG_ELEMENT_ID } from '../../../shared/config/embedded';

/** The login form against real merchant configs: what is shown follows the flags. */
function embed(code: string, flags: Record<string, boolean> = {}) {
  const doc = JSON.parse(readFileSync(join(process.cwd(), 'merchants', `${code}.json`), 'utf8'));
  doc.flags = { ...doc.flags, ...flags };
  const parsed = parseMerchantText(JSON.stringify(doc));
  if (!parsed.ok) throw new Error(`${code} invalid`);
  document.body.innerHTML = `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${JSON.stringify({ etag: '"t"', config: parsed.config })}</script>`;
}

async function mount(code: string, flags?: Record<string, boolean>) {
  vi.resetModules();
  embed(code, flags);
  const { initI18n } = await import('../../../shared/i18n/i18n');
  await initI18n('vi', { texts: 'account' });
  (await import('../../../shared/api')).configureApiClient({
    merchantCode: () => code,
    language: () => 'vi',
    token: () => undefined,
  });
  const { LoginForm } = await import('./login-form');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LoginForm onDone={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return (await import('../../../shared/i18n/i18n')).i18next.t;
}

/** The providers the platform answers it can sign in with (GET /api/auth/social/providers). */
let ready: string[] = [];

beforeAll(() => {
  // The captcha image request of a mounted form (the form must cope with any answer), and the social providers.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('/api/auth/social/providers')
        ? new Response(JSON.stringify({ providers: ready }), { status: 200 })
        : new Response(
            JSON.stringify({ captchaId: 'c1', image: 'data:image/svg+xml;base64,', expiresAt: '' }),
            { status: 200 },
          ),
    ),
  );
});
afterEach(() => cleanup());

describe('login form', () => {
  it('shows the SMS tab only when SMS login is on', async () => {
    let t = await mount('basic');
    expect(screen.queryByRole('tab')).toBeNull();
    cleanup();
    t = await mount('basic', { smsLogin: true });
    expect(screen.getByRole('tab', { name: t('account.method.sms') })).toBeTruthy();
  });

  it('unticking the terms disables login', async () => {
    const t = await mount('basic');
    const button = screen.getByRole('button', { name: t('common.login') }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(t('account.termsLink')) }));
    expect(button.disabled).toBe(true);
  });

  it('shows the forgot link only with a recovery flag', async () => {
    let t = await mount('basic');
    expect(screen.queryByRole('link', { name: t('account.forgot') })).toBeNull();
    cleanup();
    t = await mount('basic', { CHNGPASSMAIL3: true });
    expect(screen.getByRole('link', { name: t('account.forgot') })).toBeTruthy();
  });

  it('shows the captcha at mount when the flag is on; no social button the platform cannot sign in with (issue 17)', async () => {
    ready = [];
    const t = await mount('demo', { captcha: true, googleLogin: true });
    expect(screen.getByLabelText(t('account.captcha'))).toBeTruthy();
    // The flag alone never shows a button that could only say "not available" (core socialProviders).
    expect(screen.queryByRole('button', { name: t('account.social.google') })).toBeNull();
    expect(screen.queryByText(t('account.orWith'))).toBeNull();
  });

  it('shows a social button for each provider with its flag on that the platform can sign in with (issue 17)', async () => {
    ready = ['google', 'facebook'];
    const t = await mount('demo', { googleLogin: true, facebookLogin: false, lineLogin: true });
    expect(await screen.findByRole('button', { name: t('account.social.google') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('account.social.facebook') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('account.social.line') })).toBeNull();
    // demo's own captcha flag is off: no captcha until a failed login asks for one.
    expect(screen.queryByLabelText(t('account.captcha'))).toBeNull();
  });

  it('names both bounds of the merchant rule in the error', async () => {
    const t = await mount('basic');
    fireEvent.input(screen.getByLabelText(t('account.username')), { target: { value: 'ab' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: t('common.login') }).closest('form')!);
    });
    expect(screen.getByText(t('validation.length', { min: 4, max: 16 }))).toBeTruthy();
  });
});
