import { lazy, Suspense } from 'react';
import { FloatingService, LogoutDialog } from '../../features/shell';
import { AuthPopups } from '../../features/auth';
import { withMoreTexts } from '../../shared/i18n';
import { ToastHost } from '../../shared/ui';
import { isMemberSession, useSession } from '../../shared/session';

/** The responsible-gaming reminder: its own chunk (and the texts it needs), only for a member session. */
const RealityCheck = lazy(withMoreTexts(() => import('../../features/safety/components/reality-check')));

/**
 * What the shell shows only after the first screen: the floating service button, closed dialogs,
 * auth popups, the reality check and the toast host. A chunk of its own (issue 29), fetched and
 * rendered one task after the first paint (issue 18), so neither its bytes nor its render are part
 * of the first screen's.
 */
export default function AfterPaint() {
  const member = isMemberSession(useSession());
  return (
    <>
      <FloatingService />
      <LogoutDialog />
      <AuthPopups />
      {member && (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      )}
      <ToastHost />
    </>
  );
}
