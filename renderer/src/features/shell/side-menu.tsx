import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuState, useOpened, useWhenIdle } from '../../shared/ui';

/** Longest wait for an idle moment before the side menu's entries are built anyway. */
const ENTRIES_IDLE_TIMEOUT_MS = 3000;

/** The entries: their own chunk (issue 29: not on the first screen, so not in its download). */
const SideMenuContent = lazy(() => import('./side-menu-content'));

/**
 * Spec §2 side menu: guest vs member content, balance, entries, language, sign-out.
 *
 * The panel is always in the page (the header's menu button controls it); its entries are built when
 * the browser is first idle after the first screen, or when the player opens it, whichever is first
 * (issue 18: they are not on the first screen, and building them made the first render longer); their
 * code is a chunk of its own, fetched then (issue 29).
 */
export function SideMenu() {
  const { t } = useTranslation();
  const open = useMenuState((s) => s.open === 'side');
  const close = useMenuState((s) => s.close);
  const idle = useWhenIdle(ENTRIES_IDLE_TIMEOUT_MS);
  const opened = useOpened(open);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  return (
    <div className={`side-menu ${open ? 'side-menu--open' : ''}`} aria-hidden={!open} inert={!open}>
      <div className="side-menu__overlay" onClick={close} aria-hidden="true" />
      <nav
        id="side-menu"
        ref={panel}
        tabIndex={-1}
        className="side-menu__panel"
        aria-label={t('menu.sideMenu')}
      >
        {(idle || opened) && (
          <Suspense fallback={null}>
            <SideMenuContent />
          </Suspense>
        )}
      </nav>
    </div>
  );
}
