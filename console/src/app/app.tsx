import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router';
import { Header } from './header';
import { LoginPage } from '../features/login/login-page';
import { MerchantList } from '../features/merchants/merchant-list';
import { HistoryPage } from '../features/history/history-page';
import { AuditPage } from '../features/audit/audit-page';
import { PaymentsPage } from '../features/payments/payments-page';
import { KycPage } from '../features/kyc/kyc-page';
import { AgentsPage } from '../features/agents/agents-page';
import { UsersPage } from '../features/users/users-page';
import { can, useSessionStore } from '../shared/session-store';
import { useCurrentMerchantStore } from '../shared/current-merchant';
import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '../shared/queries';

// The editor carries rjsf and the schema (most of the bundle): loaded when first opened.
const EditorPage = lazy(() =>
  import('../features/editor/merchant-editor').then((m) => ({ default: m.MerchantEditorPage })),
);
// The content section is its own chunk too (issue 11).
const ContentPage = lazy(() =>
  import('../features/content/content-page').then((m) => ({ default: m.ContentPage })),
);
// Safe publishing and integrations (issue 16): their own chunks.
const ChangesPage = lazy(() =>
  import('../features/publishing/changes-page').then((m) => ({ default: m.ChangesPage })),
);
const IntegrationsPage = lazy(() =>
  import('./integrations-route').then((m) => ({ default: m.IntegrationsRoute })),
);
// Issue 16: rollouts (they use the schema and the field labels) and settings search, lazily too.
const RolloutsPage = lazy(() =>
  import('../features/rollouts/rollouts-page').then((m) => ({ default: m.RolloutsPage })),
);
// Issue 35: segments, a chunk of their own.
const SegmentsPage = lazy(() =>
  import('../features/segments/segments-page').then((m) => ({ default: m.SegmentsPage })),
);
const SearchPage = lazy(() =>
  import('../features/search/search-page').then((m) => ({ default: m.SearchPage })),
);
// Reports (issue 34): its own chunk, and the chart library a chunk of its own inside it.
const ReportsPage = lazy(() =>
  import('../features/reports/reports-page').then((m) => ({ default: m.ReportsPage })),
);
// Issue 34: the Players pages, a chunk of their own.
const PlayersPage = lazy(() =>
  import('../features/players/players-page').then((m) => ({ default: m.PlayersPage })),
);
const PlayerPage = lazy(() =>
  import('../features/players/player-page').then((m) => ({ default: m.PlayerPage })),
);
const PreviewPage = lazy(() =>
  import('../features/preview/preview-page').then((m) => ({ default: m.PreviewPage })),
);

/** /preview without a merchant: the first one of the list. */
function PreviewIndex() {
  const { t } = useTranslation();
  const merchants = useQuery(adminQueries.merchants());
  const first = merchants.data?.[0]?.code;
  if (first) return <Navigate to={`/preview/${first}`} replace />;
  return (
    <p aria-busy={merchants.isPending}>
      {merchants.isPending ? t('console.loading') : t('console.merchants.none')}
    </p>
  );
}

/** /segments without a merchant: the one the operator was on, else the first of the list. */
function SegmentsIndex() {
  const { t } = useTranslation();
  const current = useCurrentMerchantStore((s) => s.code);
  const merchants = useQuery({ ...adminQueries.merchants(), enabled: !current });
  const code = current ?? merchants.data?.[0]?.code;
  if (code) return <Navigate to={`/merchants/${code}/segments`} replace />;
  return (
    <p aria-busy={merchants.isPending}>
      {merchants.isPending ? t('console.loading') : t('console.merchants.none')}
    </p>
  );
}

/**
 * Route params are codes; a key remounts a page when the merchant changes (fresh draft state). The
 * merchant is remembered as the one the operator is on (Content opens on it).
 */
const WithCode = ({ page: Page }: { page: (p: { code: string }) => React.ReactNode }) => {
  const { code = '' } = useParams();
  const remember = useCurrentMerchantStore((s) => s.remember);
  useEffect(() => remember(code), [code, remember]);
  return <Page key={code} code={code} />;
};

export function App() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  return (
    <BrowserRouter basename="/admin">
      <Header />
      <main>
        {!user ? (
          <LoginPage />
        ) : (
          <Suspense fallback={<p aria-busy="true">{t('console.loading')}</p>}>
            <Routes>
              <Route path="/" element={<MerchantList />} />
              <Route path="/merchants/:code" element={<WithCode page={EditorPage} />} />
              <Route path="/merchants/:code/history" element={<WithCode page={HistoryPage} />} />
              <Route path="/merchants/:code/rollouts" element={<WithCode page={RolloutsPage} />} />
              <Route path="/merchants/:code/segments" element={<WithCode page={SegmentsPage} />} />
              <Route path="/segments" element={<SegmentsIndex />} />
              <Route path="/search" element={<SearchPage />} />
              {can.preview(user) && <Route path="/preview" element={<PreviewIndex />} />}
              {can.preview(user) && <Route path="/preview/:code" element={<WithCode page={PreviewPage} />} />}
              {can.payments(user) && <Route path="/payments" element={<PaymentsPage />} />}
              {can.players(user) && <Route path="/players" element={<PlayersPage />} />}
              {can.players(user) && <Route path="/players/:code/:id" element={<PlayerPage />} />}
              {can.kyc(user) && <Route path="/kyc" element={<KycPage />} />}
              {can.agents(user) && <Route path="/agents" element={<AgentsPage />} />}
              {can.reports(user) && <Route path="/reports" element={<ReportsPage />} />}
              <Route path="/content" element={<ContentPage />} />
              {can.audit(user) && <Route path="/audit" element={<AuditPage />} />}
              {can.users(user) && <Route path="/users" element={<UsersPage />} />}
              <Route path="/changes" element={<ChangesPage />} />
              {can.users(user) && <Route path="/integrations" element={<IntegrationsPage />} />}
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
          </Suspense>
        )}
      </main>
    </BrowserRouter>
  );
}
