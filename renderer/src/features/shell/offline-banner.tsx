import { lazy, Suspense } from 'react';
import { useOnline } from '../../shared/api';

/** The banner itself is its own chunk (the worker keeps every chunk), fetched only once offline. */
const OfflineBannerView = lazy(() => import('./offline-banner-view'));

/** Issue 32 item 22: under the header on every screen while the device has no network. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBannerView />
    </Suspense>
  );
}
