import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { ERROR_ROUTES, HOME_ALIASES, PATH_ALIASES, ROUTES } from '../../../core/routes';
import { Spinner } from '../shared/ui';
import { AccessGuard } from './guards';
import { AppLayout } from './layout/app-layout';
import { pageFor } from './route-pages';
import { ErrorPage } from '../features/status';
import { i18next } from '../shared/i18n';
import { RouteErrorBoundary } from './route-error-boundary';

const loading = (
  <div className="app-loading">
    <Spinner size={32} label={i18next.t('common.loading')} />
  </div>
);

/** A screen: its code loads lazily (spinner), and a failure is caught, logged and shown, per path. */
function Screen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname} loading={loading}>
      <Suspense fallback={loading}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Every route of spec §2 from core/routes.ts, the home aliases, and unknown → /m/home. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          {ROUTES.map((r) => {
            const Page = pageFor(r.key);
            return (
              <Route
                key={r.key}
                path={r.path}
                element={
                  <AccessGuard access={r.access} routeKey={r.key}>
                    <Screen>
                      <Page />
                    </Screen>
                  </AccessGuard>
                }
              />
            );
          })}
          <Route path={ERROR_ROUTES.ipBlock} element={<ErrorPage kind="ipBlock" />} />
          <Route path={ERROR_ROUTES.errorLimit} element={<ErrorPage kind="ipBlock" />} />
          <Route path={ERROR_ROUTES.serviceError} element={<ErrorPage kind="serviceError" />} />
          <Route path={ERROR_ROUTES.maintenance} element={<ErrorPage kind="maintenance" />} />
        </Route>
        {HOME_ALIASES.filter((p) => p !== '/m/home').map((p) => (
          <Route key={p} path={p} element={<Navigate to="/m/home" replace />} />
        ))}
        {Object.entries(PATH_ALIASES).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<Navigate to="/m/home" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
