import { getDefaultRegistry } from '@rjsf/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

const CoreObjectTemplate = getDefaultRegistry().templates.ObjectFieldTemplate;

/**
 * rjsf titles list entries "sideMenu-3"; an entry that has a key or id (menu items, vendor rules)
 * is titled by it as well, so an operator reordering a list sees which entry is which.
 */
export function ObjectTemplate(props: ObjectFieldTemplateProps) {
  const data = props.formData as Record<string, unknown> | undefined;
  const name = typeof data?.key === 'string' ? data.key : typeof data?.id === 'string' ? data.id : undefined;
  const title = name && /-\d+$/.test(props.title) ? `${props.title}: ${name}` : props.title;
  return <CoreObjectTemplate {...props} title={title} />;
}
