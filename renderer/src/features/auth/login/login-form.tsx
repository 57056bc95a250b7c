import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { useEditingGuard, useMerchantConfig } from '../../../shared/config';
import { useRevalidateOnLanguage } from '../../../shared/i18n';
import { Button, Checkbox, Tabs, TextField, useApiMutation, useToast } from '../../../shared/ui';
import { login, requestSmsCode, type LoginPayload } from '../api/auth-api';
import {
  AuthLink,
  AuthSwitch,
  checkMobileFirst,
  fieldBinder,
  CodeField,
  MobileField,
  PasswordField,
} from '../components/auth-fields';
import { CaptchaField } from '../components/captcha-field';
import { SocialButtons } from '../components/social-buttons';
import { TermsBox } from '../components/terms-box';
import { TrialButton } from '../components/trial-button';
import {
  failureNeedsCaptcha,
  validateLogin,
  type LoginErrors,
  type LoginMethod,
  type LoginValues,
} from '../lib/login-rules';
import { forgetRemembered, loadRemembered, saveRemembered } from '../lib/remembered-login';
import { useCaptcha } from '../lib/use-captcha';
import { signInWith } from '../lib/sign-in';
import { useFieldErrors } from '../lib/use-field-errors';

const EMPTY: LoginValues = { username: '', password: '', mobileNum: '', code: '', captcha: '' };

/** The login form of the page and the popup (spec §2, §4, §5). `onDone` runs after a successful login. */
export function LoginForm({
  onDone,
  agentPage = false,
  onForgot,
  onRegister,
}: {
  onDone: () => void;
  agentPage?: boolean;
  onForgot?: () => void;
  onRegister?: () => void;
}) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const toast = useToast();
  useEditingGuard();
  const methods: LoginMethod[] = config.flags.smsLogin ? ['username', 'sms'] : ['username'];
  const [method, setMethod] = useState<LoginMethod>('username');
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [dial, setDial] = useState(config.dialingCodes[0]?.code ?? '');
  const [remember, setRemember] = useState(false);
  const [terms, setTerms] = useState(true);
  /** A refusal shown in the form, where it stays readable: a non-agent at the agent site, a locked account and its reason. */
  const [refused, setRefused] = useState<string>();
  const captcha = useCaptcha(config.flags.captcha);
  const { errors, setErrors, text } = useFieldErrors<LoginErrors>();
  const run = (v = values) => validateLogin(config, method, v, captcha.shown);
  useRevalidateOnLanguage(() => Object.keys(errors).length && setErrors(run()));

  // Remembered login restored on mount and on tab switch, only if saved for that method (spec §4).
  useEffect(() => {
    let live = true;
    void loadRemembered().then((r) => {
      if (!live || !r || r.type !== method) return;
      setRemember(true);
      if (r.countryDialingCode) setDial(r.countryDialingCode);
      setValues((v) =>
        r.type === 'username'
          ? { ...v, username: r.username, password: r.password ?? '' }
          : { ...v, mobileNum: r.username },
      );
    });
    return () => {
      live = false;
    };
  }, [method]);

  const switchMethod = (m: LoginMethod) => {
    setMethod(m);
    setErrors({});
    setValues((v) => ({ ...v, captcha: '' }));
    if (captcha.shown) captcha.refresh();
  };
  const set = (k: keyof LoginValues) => (value: string) => setValues((v) => ({ ...v, [k]: value }));
  const bind = fieldBinder(
    values,
    (k) => text(errors[k]),
    (k, x) => set(k)(x),
  );

  const signIn = useApiMutation({
    mutationFn: async ({ payload, keep }: { payload: LoginPayload; keep: boolean }) => {
      const sms = payload.type === 'sms';
      const r = await login(payload);
      signInWith(r, config.code, sms ? undefined : payload.password);
      if (keep)
        await saveRemembered({
          type: method,
          username: payload.username,
          password: sms ? undefined : payload.password,
          countryDialingCode: dial,
        });
      else forgetRemembered();
    },
    onSuccess: () => {
      toast.success(t('account.loginSuccess'));
      onDone();
    },
    onError: (err) => {
      // Spec §6: a non-agent at the agent site is told so where it stays readable, not only in a toast.
      setRefused(refusalText(err, t));
      if (isApiError(err) && failureNeedsCaptcha(err.code, err.details)) {
        captcha.require();
        setValues((v) => ({ ...v, captcha: '' }));
      }
    },
  });
  const busy = signIn.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = run();
    setErrors(errs);
    if (Object.keys(errs).length || !terms) return;
    const sms = method === 'sms';
    signIn.mutate({
      payload: {
        username: sms ? values.mobileNum : values.username.trim(),
        password: sms ? values.code : values.password,
        type: sms ? 'sms' : 'username',
        countryDialingCode: sms ? dial : undefined,
        site: agentPage ? 'agent' : 'member',
        ...(captcha.shown ? { captcha: values.captcha, captchaId: captcha.captcha?.captchaId } : {}),
      },
      keep: remember && config.login.rememberPassword,
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {methods.length > 1 && (
        <Tabs
          label={t('account.loginMethod')}
          value={method}
          onChange={switchMethod}
          items={methods.map((m) => ({ key: m, label: t(`account.method.${m}`) }))}
        />
      )}
      {method === 'username' ? (
        <>
          <TextField
            label={t('account.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            value={values.username}
            hint={t('account.usernameOrMobileHint')}
            error={text(errors.username)}
            onChange={(e) => set('username')(e.target.value)}
          />
          <PasswordField
            label={t('account.password')}
            autoComplete="current-password"
            {...bind('password')}
          />
        </>
      ) : (
        <>
          <MobileField {...bind('mobileNum')} dial={dial} onDial={setDial} />
          <CodeField
            label={t('account.smsCode')}
            {...bind('code')}
            sms={{
              validate: checkMobileFirst(run, setErrors),
              request: () => requestSmsCode(values.mobileNum, dial, 'login'),
            }}
          />
        </>
      )}
      {captcha.shown && (
        <CaptchaField
          captcha={captcha.captcha}
          value={values.captcha}
          error={text(errors.captcha)}
          maxLength={config.limits.captchaLength}
          onChange={set('captcha')}
          onRefresh={captcha.refresh}
        />
      )}
      <div className="auth-row">
        {config.login.rememberPassword && (
          <Checkbox
            label={t('account.remember')}
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
        )}
        {(config.flags.CHNGPASSMAIL3 || config.flags.CHNGPASSVERIF3) && (
          <AuthLink to="/m/forget" onClick={onForgot}>
            {t('account.forgot')}
          </AuthLink>
        )}
      </div>
      <TermsBox checked={terms} onChange={setTerms} />
      {refused && (
        <p className="auth-refused" role="alert">
          {refused}
        </p>
      )}
      <Button type="submit" block loading={busy} disabled={!terms}>
        {t('common.login')}
      </Button>
      <AuthSwitch
        text={t('account.noAccount')}
        action={t('common.register')}
        to="/m/register"
        onClick={onRegister}
      />
      {!agentPage && <TrialButton onDone={onDone} />}
      {!agentPage && <SocialButtons />}
    </form>
  );
}

/**
 * What the form itself says of a refused login (spec §6, issue 34): a non-agent at the agent site;
 * an account the merchant's support locked, with the reason they gave.
 */
function refusalText(
  err: unknown,
  t: (key: string, o?: Record<string, unknown>) => string,
): string | undefined {
  if (!isApiError(err)) return undefined;
  if (err.code === 'NON_AGENT_REFUSED') return t('errors.NON_AGENT_REFUSED');
  if (err.code !== 'ACCOUNT_SUSPENDED') return undefined;
  const reason = (err.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' && reason
    ? t('account.lockedReason', { reason })
    : t('errors.ACCOUNT_SUSPENDED');
}
