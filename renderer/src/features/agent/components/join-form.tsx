import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { joinFields, validateJoin } from '@core/agent';
import type { FieldError } from '@core/register-fields';
import type { AgentJoinField } from '@schemas';
import { isApiError } from '../../../shared/api';
import { useEditingGuard, useMerchantConfig } from '../../../shared/config';
import { Button, TextField, useApiMutation, useToast } from '../../../shared/ui';
import { applyAgent } from '../api/agent-api';

const INPUT: Partial<
  Record<AgentJoinField, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }>
> = {
  realName: { type: 'text', autoComplete: 'name' },
  mobileNum: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
};

/** The application form: the fields the merchant asks for (agentProgramme.joinFields), checked like the server. */
export function JoinForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const toast = useToast();
  useEditingGuard();
  const fields = joinFields(config);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Partial<Record<string, FieldError>>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const messageId = useId();
  const text = (e?: FieldError) => (e ? t(e.key, e.params) : undefined);
  const shown = (all: Partial<Record<string, FieldError>>, seen: Record<string, boolean>) =>
    Object.fromEntries(Object.entries(all).filter(([k]) => seen[k]));

  const send = useApiMutation({
    mutationFn: (v: Record<string, string>) => applyAgent(v),
    onSuccess: () => {
      toast.success(t('agent.join.sent'));
      onSent();
    },
    onError: (e) => {
      if (isApiError(e) && e.code === 'VALIDATION_FAILED' && e.details && typeof e.details === 'object')
        setErrors(e.details as Partial<Record<string, FieldError>>);
    },
  });

  const change = (name: string, v: string) => {
    const next = { ...values, [name]: v };
    setValues(next);
    if (touched[name]) setErrors(shown(validateJoin(config, next), touched));
  };
  const blur = (name: string) => {
    const seen = { ...touched, [name]: true };
    setTouched(seen);
    setErrors(shown(validateJoin(config, values), seen));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const all = validateJoin(config, values);
    setErrors(all);
    setTouched(Object.fromEntries(fields.map((f) => [f.name, true])));
    const first = fields.find((f) => all[f.name]);
    if (first) return document.getElementById(`join-${first.name}`)?.focus();
    send.mutate(Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim())));
  };

  return (
    <form className="ag-form" onSubmit={submit} noValidate aria-label={t('agent.join.applyTitle')}>
      {fields.map(({ name, rule }) => {
        const label = `${t(`agent.join.fields.${name}`)}${rule.required ? ' *' : ''}`;
        if (name === 'message')
          return (
            <div key={name} className={`ui-field ${errors[name] ? 'ui-field--error' : ''}`}>
              <label className="ui-field__label" htmlFor={`join-${name}`}>
                {label}
              </label>
              <textarea
                id={`join-${name}`}
                className="ag-textarea"
                rows={3}
                maxLength={rule.maxLength}
                value={values[name] ?? ''}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? messageId : undefined}
                onChange={(e) => change(name, e.target.value)}
                onBlur={() => blur(name)}
              />
              {errors[name] && (
                <p id={messageId} className="ui-field__error" role="alert">
                  {text(errors[name])}
                </p>
              )}
            </div>
          );
        const input = INPUT[name];
        return (
          <TextField
            key={name}
            id={`join-${name}`}
            label={label}
            name={name}
            type={input?.type ?? 'text'}
            autoComplete={input?.autoComplete ?? 'off'}
            inputMode={input?.inputMode}
            maxLength={rule.maxLength}
            required={rule.required}
            value={values[name] ?? ''}
            error={text(errors[name])}
            onChange={(e) => change(name, e.target.value)}
            onBlur={() => blur(name)}
          />
        );
      })}
      <Button type="submit" block loading={send.isPending}>
        {t('agent.join.submit')}
      </Button>
    </form>
  );
}
