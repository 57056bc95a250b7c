import { useTranslation } from 'react-i18next';
import { MAIL_LANGUAGES, type MailLanguage } from './user-actions';

/** The language a console user's mails are written in (vi unless chosen). */
export function MailLanguageSelect(props: {
  id: string;
  name?: string;
  value?: MailLanguage;
  defaultValue?: MailLanguage;
  onChange?(l: MailLanguage): void;
}) {
  const { t } = useTranslation();
  const { onChange, ...rest } = props;
  return (
    <select {...rest} onChange={onChange && ((e) => onChange(e.target.value as MailLanguage))}>
      {MAIL_LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {t(`console.languages.${l}`)}
        </option>
      ))}
    </select>
  );
}
