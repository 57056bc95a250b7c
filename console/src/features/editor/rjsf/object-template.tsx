import { getDefaultRegistry } from '@rjsf/core';
import type { ArrayFieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../../shared/config/labels';
import { menuItemName } from '../../../shared/config/menu-label';

const core = getDefaultRegistry().templates;
const CoreObjectTemplate = core.ObjectFieldTemplate;
const CoreArrayTemplate = core.ArrayFieldTemplate;

const isIndex = (p: unknown) => typeof p === 'number' || (typeof p === 'string' && /^\d+$/.test(p));

/**
 * Groups fold (the Menus section was 7,000 px tall): a section's members and their direct groups
 * start open, list entries and deeper groups (one register field's rules) start folded, each with
 * its title as the handle. A list entry that has a key or id (menu items, vendor rules) is titled
 * by its text or name as well, so an operator reordering a list sees which entry is which.
 */
export function ObjectTemplate(props: ObjectFieldTemplateProps) {
  const { t, i18n } = useTranslation();
  const path = props.fieldPathId.path;
  const data = props.formData as Record<string, unknown> | undefined;
  // A menu entry by the text players read (its key is the "Mã mục" field inside); a vendor rule by its name.
  const name =
    typeof data?.key === 'string'
      ? path[0] === 'menus'
        ? menuItemName(t, data.key, typeof data.labelKey === 'string' ? data.labelKey : undefined)
        : data.key
      : typeof data?.id === 'string'
        ? data.id
        : undefined;
  const item = path.length > 0 && isIndex(path[path.length - 1]);
  // A list entry: "Footer menu 2: chat" (the list's label, its position, its key).
  const listLabel = item
    ? labelOf(
        path
          .slice(0, -1)
          .filter((p) => !isIndex(p))
          .join('/'),
        i18n.language,
      )
    : undefined;
  const base = item && listLabel ? `${listLabel} ${Number(path[path.length - 1]) + 1}` : props.title;
  const title = name && item ? `${base}: ${name}` : base;
  if (path.length === 0) return <CoreObjectTemplate {...props} title={title} />;
  const open = !item && path.length <= 2;
  return (
    <details className="group" open={open}>
      <summary>{title}</summary>
      <CoreObjectTemplate {...props} title="" />
    </details>
  );
}

/** A list folds the same way, its entry count beside its title. */
export function ArrayTemplate(props: ArrayFieldTemplateProps) {
  const { t } = useTranslation();
  const path = props.fieldPathId.path;
  const title = (props.uiSchema?.['ui:title'] as string | undefined) ?? props.title;
  return (
    <details className="group list" open={path.length <= 2}>
      <summary>
        {title} <span className="muted">{t('console.widgets.entries', { count: props.items.length })}</span>
      </summary>
      <CoreArrayTemplate {...props} title="" uiSchema={{ ...props.uiSchema, 'ui:title': '' }} />
    </details>
  );
}
