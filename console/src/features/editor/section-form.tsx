import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RJSFSchema } from '@rjsf/utils';
import { ConsoleForm, rjsfTranslator } from './rjsf/theme';
import { deriveUiSchema } from './rjsf/ui-schema';
import { labelUi } from '../../shared/config/ui-labels';
import { serverSideValidator } from './rjsf/validator';
import { merge, pick, sectionSchema, type SectionId } from './sections';
import { fillDefaults } from '../../shared/config/fill-defaults';
import { problemsToErrorSchema } from '../../shared/problems';
import { useProblemText } from '../../shared/config/problem-text';
import type { ConfigProblem } from '../../shared/types';

interface Props {
  section: SectionId;
  doc: Record<string, unknown>;
  problems: readonly ConfigProblem[];
  readOnly: boolean;
  /** Top-level fields shown but not editable here, each with the words that say why (staging's hosts). */
  locked?: Readonly<Record<string, string>>;
  onChange(doc: Record<string, unknown>): void;
}

/** A schema without its `description`s; arrays (enums, defaults) are kept as they are, by identity. */
function withoutDescriptions<T>(node: T): T {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => k !== 'description')
      .map(([k, v]) => [k, k === 'default' || k === 'const' ? v : withoutDescriptions(v)]),
  ) as T;
}

/** One section of the merchant schema as an rjsf form; problems show next to their fields. */
export function SectionForm({ section, doc, problems, readOnly, locked, onChange }: Props) {
  const { t, i18n } = useTranslation();
  // The schema's descriptions are English: in another language only the written help texts show
  // (a field without one showed "Hot games shown on home." in Vietnamese, issue 35).
  const schema = useMemo<RJSFSchema>(
    () => (i18n.language === 'en' ? sectionSchema(section) : withoutDescriptions(sectionSchema(section))),
    [section, i18n.language],
  );
  // Words from locales/<lang>/console-labels.json (by schema path) over the widgets the schema implies.
  const uiSchema = useMemo(() => {
    const ui: Record<string, unknown> = {
      ...labelUi(schema as never, '', i18n.language, deriveUiSchema(schema as never)),
      'ui:submitButtonOptions': { norender: true },
    };
    const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
    for (const [field, why] of Object.entries(locked ?? {}))
      if (field in properties)
        ui[field] = {
          ...(ui[field] as Record<string, unknown> | undefined),
          'ui:readonly': true,
          'ui:description': why,
        };
    return ui;
  }, [schema, i18n.language, locked]);
  const problemText = useProblemText();
  const extraErrors = useMemo(() => problemsToErrorSchema(problems, problemText), [problems, problemText]);
  const translate = useMemo(() => rjsfTranslator(t), [t]);
  return (
    <ConsoleForm
      key={`${section}-${i18n.language}`}
      schema={schema}
      uiSchema={uiSchema}
      formData={fillDefaults(schema as never, pick(doc, section)) as Record<string, unknown>}
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
      validator={serverSideValidator}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      readonly={readOnly}
      translateString={translate}
      idPrefix={`cfg-${section}`}
      onChange={(e) => onChange(merge(doc, section, (e.formData ?? {}) as Record<string, unknown>))}
    />
  );
}
