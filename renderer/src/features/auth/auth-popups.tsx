import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthPopup } from '../../shared/auth-popup';
import { withMoreTexts } from '../../shared/i18n';

// With the second chunk of texts (the forms' words are there).
const Content = lazy(withMoreTexts(() => import('./auth-popups-content')));

/** The auth popups' code loads the first time one opens, so home's first load stays small. */
export function AuthPopups() {
  const open = useAuthPopup((s) => s.open);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <Content />
    </Suspense>
  );
}
