import { withTheme, type ThemeProps } from '@rjsf/core';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { ColourWidget, RegExpWidget, ToggleWidget } from './widgets';
import { buttonTemplates } from './buttons';
import { ArrayTemplate, ObjectTemplate } from './object-template';
import { OrderedEnumWidget } from './ordered-enum';
import { VendorListWidget } from './vendor-list';

/**
 * The console's rjsf theme: overrides merged on top of the core registry (the rjsf pattern of
 * STYLE.md). Booleans are switches everywhere; colour and regExp widgets are named for the uiSchema.
 */
const theme: ThemeProps = {
  widgets: {
    CheckboxWidget: ToggleWidget,
    colour: ColourWidget,
    regexp: RegExpWidget,
    orderedEnum: OrderedEnumWidget,
    vendorList: VendorListWidget,
  },
  templates: {
    ButtonTemplates: buttonTemplates,
    ObjectFieldTemplate: ObjectTemplate,
    ArrayFieldTemplate: ArrayTemplate,
  },
};
export const ConsoleForm = withTheme(theme);

/** rjsf's own strings (add, remove, move…) from the console locale; the English default otherwise. */
export const rjsfTranslator = (t: TFunction) => (s: TranslatableString, params?: string[]) => {
  const name = (Object.keys(TranslatableString) as (keyof typeof TranslatableString)[]).find(
    (k) => TranslatableString[k] === s,
  );
  const key = `console.rjsf.${name ?? ''}`;
  const out = t(key, Object.fromEntries((params ?? []).map((p, i) => [`p${i + 1}`, p])));
  return out === key ? englishStringTranslator(s, params) : out;
};
