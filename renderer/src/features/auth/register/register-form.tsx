import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AFFILIATE_LINK_PARAM } from '@core/member-types';
import {
  registerFields,
  registerMethods,
  validateRegister,
  type RegisterMethod,
  type RegisterValues,
} from '@core/register-fields';
import type { RegisterField } from '@schemas';
import { isApiError } from '../../../shared/api';
import { useEditingGuard, useMerchantConfig } from '../../../shared/config';
import { useRevalidateOnLanguage } from '../../../shared/i18n';
import { Button, Tabs, useApiMutation, useToast } from '../../../shared/ui';
import { checkInvitationCode, register, requestSmsCode, type RegisterPayload } from '../api/auth-api';
import { AuthSwitch, checkMobileFirst } from '../components/auth-fields';
import { CaptchaField } from '../components/captcha-field';
import { DialingCodeSelect } from '../components/dialing-code-select';
import { SmsCodeButton } from '../components/sms-code-button';
import { SocialButtons } from '../components/social-buttons';
import { TermsBox } from '../components/terms-box';
import { checkCaptcha } from '../lib/login-rules';
import { registerChannel, registerPayload } from '../lib/register-payload';
import { useCaptcha } from '../lib/use-captcha';
import { signInWith } from '../lib/sign-in';
import { useFieldErrors } from '../lib/use-field-errors';
import { useReferrerLinkCheck } from '../lib/use-referrer-link';
import { RegisterFieldInput } from './register-field';

type Errors = Partial<
  Record<RegisterField | 'captcha' | 'terms', { key: string; params?: Record<string, string | number> }>
>;
const focusField = (name: string) => document.getElementById(`reg-${name}`)?.focus();

/** Register (spec §2, §4, §5): fields and rules from the merchant config, checked by core like the server. */
export function RegisterForm({
  onDone,
  onLogin,
}: {
  /** After a registration; `generatedName` is the account name the platform chose (the player typed none). */
  onDone: (generatedName?: string) => void;
  onLogin?: () => void;
}) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const toast = useToast();
  useEditingGuard();
  const methods = registerMethods(config);
  const [method, setMethod] = useState<RegisterMethod>(methods[0] ?? 'username');
  // An agent's link (/m/register?code=…) carries its affiliate code (spec §7): the player joins its downline.
  const [params] = useSearchParams();
  const linkCode = params.get(AFFILIATE_LINK_PARAM)?.trim().slice(0, 16) || undefined;
  const [values, setValues] = useState<RegisterValues>(() => (linkCode ? { affiliateCode: linkCode } : {}));
  useReferrerLinkCheck(linkCode, () => {
    toast.error(t('errors.REFERRER_LINK_INVALID'));
    setValues((v) => (v.affiliateCode?.trim() === linkCode ? { ...v, affiliateCode: '' } : v));
  });
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [dial, setDial] = useState(config.dialingCodes[0]?.code ?? '');
  const [terms, setTerms] = useState(true);
  const [captchaCode, setCaptchaCode] = useState('');
  const captcha = useCaptcha(config.flags.captcha);
  const { errors, setErrors, text } = useFieldErrors<Errors>();
  const fields = registerFields(config, method);

  const validate = (v: RegisterValues = values): Errors => {
    const e: Errors = validateRegister(config, method, v);
    if (captcha.shown) {
      const c = checkCaptcha(captchaCode, config.limits.captchaLength);
      if (c) e.captcha = c;
    }
    return e;
  };
  const visible = (all: Errors, seen: Partial<Record<string, boolean>>) =>
    Object.fromEntries(Object.entries(all).filter(([k]) => seen[k])) as Errors;
  useRevalidateOnLanguage(() => setErrors(visible(validate(), touched)));

  const change = (name: RegisterField, v: string) => {
    const next = { ...values, [name]: v };
    setValues(next);
    // Spec §5: a password change revalidates the confirmation.
    if (touched[name] || (name === 'password' && touched.confirmPassword))
      setErrors(visible(validate(next), touched));
  };
  const blur = (name: string) => {
    const seen = { ...touched, [name]: true };
    setTouched(seen);
    setErrors(visible(validate(), seen));
  };
  const switchMethod = (m: RegisterMethod) => {
    setMethod(m);
    setErrors({});
    setTouched({});
    setCaptchaCode('');
    if (captcha.shown) captcha.refresh();
  };

  const send = useApiMutation({
    mutationFn: async ({ invitation, payload }: { invitation?: string; payload: RegisterPayload }) => {
      if (
        invitation &&
        !(await checkInvitationCode(invitation).then(
          (r) => r.success,
          () => false,
        ))
      )
        return 'invitation-rejected' as const;
      const r = await register(payload);
      signInWith(r, config.code, values.password);
      return { name: values.username?.trim() ? undefined : r.userName };
    },
    onSuccess: (outcome) => {
      if (outcome !== 'invitation-rejected') return onDone(outcome.name);
      toast.error(t('account.invitationError'));
      setErrors({ affiliateCode: { key: 'account.invitationError' } });
      focusField('affiliateCode');
    },
    onError: (e) => {
      if (isApiError(e) && (e.code === 'CAPTCHA_INVALID' || e.code === 'CAPTCHA_REQUIRED')) {
        captcha.require();
        setCaptchaCode('');
      }
    },
  });
  const busy = send.isPending;
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const all = validate();
    if (!terms) all.terms = { key: 'account.termsRequired' };
    setErrors(all);
    setTouched(Object.fromEntries(fields.map((f) => [f.name, true])));
    const first = fields.find((f) => all[f.name]);
    if (first) return focusField(first.name);
    if (all.captcha || all.terms) return;
    const standalone = !!window.matchMedia?.('(display-mode: standalone)').matches;
    const payload = registerPayload({
      method,
      values,
      dial,
      host: window.location.host,
      channel: registerChannel(
        standalone,
        (navigator as Navigator & { standalone?: boolean }).standalone === true,
      ),
      captcha: captcha.shown ? { code: captchaCode, id: captcha.captcha?.captchaId } : undefined,
    });
    send.mutate({ invitation: values.affiliateCode?.trim(), payload });
  };

  const smsValidate = () => {
    setTouched((x) => ({ ...x, mobileNum: true }));
    return checkMobileFirst(validate, setErrors)();
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {methods.length > 1 && (
        <Tabs
          label={t('account.registerMethod')}
          value={method}
          onChange={switchMethod}
          items={methods.map((m) => ({ key: m, label: t(`account.registerBy.${m}`) }))}
        />
      )}
      {fields.map((def) => (
        <div key={def.name} className="cfg-slot" data-config-path={`/register/fields/${def.name}`}>
          <RegisterFieldInput
            def={def}
            value={values[def.name] ?? ''}
            error={text(errors[def.name])}
            onChange={(v) => change(def.name, v)}
            onBlur={() => blur(def.name)}
            prefix={
              def.name === 'mobileNum' ? <DialingCodeSelect value={dial} onChange={setDial} /> : undefined
            }
            suffix={
              def.name === 'verificationCode' ? (
                <SmsCodeButton
                  validate={smsValidate}
                  request={() => requestSmsCode(values.mobileNum ?? '', dial, 'register')}
                />
              ) : undefined
            }
          />
        </div>
      ))}
      {linkCode && !fields.some((f) => f.name === 'affiliateCode') && (
        <p className="auth-invited" role="note">
          {t('agent.invitedBy', { code: linkCode })}
        </p>
      )}
      {captcha.shown && (
        <CaptchaField
          captcha={captcha.captcha}
          value={captchaCode}
          error={text(errors.captcha)}
          maxLength={config.limits.captchaLength}
          onChange={setCaptchaCode}
          onRefresh={captcha.refresh}
        />
      )}
      <TermsBox
        checked={terms}
        onChange={(v) => {
          setTerms(v);
          if (v) setErrors((x) => ({ ...x, terms: undefined }));
        }}
        error={text(errors.terms)}
      />
      <Button type="submit" block loading={busy}>
        {t('account.createAccount')}
      </Button>
      <AuthSwitch
        text={t('account.haveAccount')}
        action={t('common.login')}
        to="/m/login"
        onClick={onLogin}
      />
      <SocialButtons />
    </form>
  );
}
