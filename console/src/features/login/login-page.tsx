import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ApiError, errorKey } from '../../shared/api';
import { adminQueries } from '../../shared/queries';
import { useSessionStore, type ConsoleUser } from '../../shared/session-store';

/** The server asks for a captcha (details.captcha) after too many failures for a username. */
const wantsCaptcha = (err: unknown) =>
  err instanceof ApiError && (err.details as { captcha?: unknown } | undefined)?.captcha === true;

type LoginBody = { username: string; password: string; captcha?: string; captchaId?: string };

export function LoginPage() {
  const { t } = useTranslation();
  const signIn = useSessionStore((s) => s.signIn);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useQuery({ ...adminQueries.captcha(), enabled: captchaShown });
  const login = useMutation({
    mutationFn: (body: LoginBody) =>
      api<{ token: string; user: ConsoleUser }>('/api/admin/login', { method: 'POST', body }),
    onSuccess: (r) => signIn(r.token, r.user),
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const body: LoginBody = {
      username: String(data.get('username')),
      password: String(data.get('password')),
    };
    if (captchaShown && captcha.data)
      Object.assign(body, { captcha: String(data.get('captcha') ?? ''), captchaId: captcha.data.captchaId });
    login.mutate(body, {
      onError: (err) => {
        if (!wantsCaptcha(err)) return;
        // A captcha is single use: every refused attempt needs a new one.
        if (captchaShown) void captcha.refetch();
        setCaptchaShown(true);
        const field = form.elements.namedItem('captcha');
        if (field instanceof HTMLInputElement) field.value = '';
      },
    });
  };
  return (
    <form className="login" onSubmit={submit} aria-labelledby="login-title">
      <h1 id="login-title">{t('console.login.title')}</h1>
      <label htmlFor="username">{t('console.login.username')}</label>
      <input id="username" name="username" autoComplete="username" required maxLength={40} />
      <label htmlFor="password">{t('console.login.password')}</label>
      <input
        id="password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={200}
      />
      {captchaShown && (
        <>
          <label htmlFor="captcha">{t('console.login.captcha')}</label>
          <div className="login-captcha">
            <input
              id="captcha"
              name="captcha"
              inputMode="numeric"
              autoComplete="off"
              required
              maxLength={16}
            />
            <button
              type="button"
              onClick={() => void captcha.refetch()}
              aria-label={t('console.login.captchaRefresh')}
            >
              {captcha.data ? (
                <img src={captcha.data.image} alt="" width={128} height={48} />
              ) : (
                t('console.login.captchaRefresh')
              )}
            </button>
          </div>
        </>
      )}
      <p role="alert" className="error">
        {login.error ? t(errorKey(login.error)) : ''}
      </p>
      <button type="submit" className="primary" disabled={login.isPending}>
        {t('console.login.submit')}
      </button>
    </form>
  );
}
