import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profileFields, validateProfile, type ProfileValues } from '@core/account-profile';
import { useMerchantConfig } from '../../../shared/config';
import { Button, TextField, useToast } from '../../../shared/ui';
import { useSaveProfile } from '../api/account-api';

/**
 * Personal details: nickname, email, birthday and the extras the merchant's register form shows
 * (core/account-profile.ts); identity details are read-only once given. Keyed by the saved values,
 * so a save or a refetch starts the form over.
 */
export function ProfileForm({ values }: { values: ProfileValues }) {
  const { t } = useTranslation();
  const toast = useToast();
  const config = useMerchantConfig();
  const save = useSaveProfile();
  const defs = profileFields(config, values);
  const [draft, setDraft] = useState<ProfileValues>(() =>
    Object.fromEntries(defs.map((d) => [d.name, values[d.name] ?? ''])),
  );
  const [tried, setTried] = useState(false);
  const changed = Object.fromEntries(
    defs
      .filter((d) => !d.locked && (draft[d.name] ?? '') !== (values[d.name] ?? ''))
      .map((d) => [d.name, draft[d.name] ?? '']),
  ) as ProfileValues;
  const errors = validateProfile(config, values, changed);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(errors).length || !Object.keys(changed).length) return;
    await save.mutateAsync(changed);
    toast.success(t('account.myAccount.profileSaved'));
  };
  return (
    <form
      className="acc-form"
      aria-label={t('account.myAccount.profile')}
      onSubmit={(e) => void submit(e).catch(() => undefined)}
      noValidate
    >
      {defs.map((d) => {
        const err = errors[d.name];
        return (
          <TextField
            key={d.name}
            label={t(`account.field.${d.name}`)}
            name={d.name}
            type={d.name === 'birthday' ? 'date' : d.name === 'email' ? 'email' : 'text'}
            autoComplete={d.name === 'email' ? 'email' : d.name === 'birthday' ? 'bday' : 'off'}
            value={draft[d.name] ?? ''}
            readOnly={d.locked}
            maxLength={d.rule.maxLength}
            hint={d.locked ? t('account.myAccount.lockedHint') : undefined}
            error={tried && err ? t(err.key, err.params) : undefined}
            onChange={(e) => setDraft({ ...draft, [d.name]: e.target.value })}
          />
        );
      })}
      <Button type="submit" block loading={save.isPending} disabled={!Object.keys(changed).length}>
        {t('account.myAccount.saveProfile')}
      </Button>
    </form>
  );
}
