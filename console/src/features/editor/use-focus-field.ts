import { useEffect } from 'react';
import type { SectionId } from './sections';

/** The focusable element rjsf renders for a problem's pointer (its field), if any. */
const fieldIdOf = (section: SectionId, pointer: string) =>
  `cfg-${section}_${pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('_')}`;

/** After "go to the field": focus it once its section is on screen (the one outside thing here). */
export function useFocusField(focus: string | undefined, tab: SectionId | 'json') {
  useEffect(() => {
    if (!focus || tab === 'json') return;
    const el = document.getElementById(fieldIdOf(tab, focus));
    // A folded group around the field opens first.
    for (let p = el?.parentElement; p; p = p.parentElement)
      if (p instanceof HTMLDetailsElement) p.open = true;
    el?.focus();
    el?.scrollIntoView({ block: 'center' });
  }, [focus, tab]);
}
