import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { screens } from '@/app/routes/screens';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { isBlockedUser } from '@/shared/lib/viewer/viewer-facts';
import { useDialogFocusReturn } from '@/shared/ui/use-dialog-focus-return';
import { BusinessNav } from './BusinessNav';
import { isBusinessArea } from './layout-rules';
import { RouteAnnouncer } from './RouteAnnouncer';
import { Shell } from './Shell';

const ServiceSetupBanner = lazy(async () => ({ default: await screens.serviceSetupBanner() }));
const RemoteSessionBanner = lazy(async () => ({ default: await screens.remoteSessionBanner() }));

/**
 * The layout of every route: the full shell, with the left navigation, the remote session banner
 * and the service-setup banner in the business area. A blocked member sees the access-denied
 * page there, so no navigation leads anywhere else. Focus follows the user: to the new screen's
 * heading after a move, back to a dialog's opener after it closes.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { facts } = useViewerFacts();
  const showNav = isBusinessArea(pathname) && !isBlockedUser(facts);
  useDialogFocusReturn();
  return (
    <Shell leftNav={showNav ? <BusinessNav /> : undefined}>
      <RouteAnnouncer />
      {showNav && (
        <>
          <Suspense fallback={null}>
            <RemoteSessionBanner />
          </Suspense>
          <Suspense fallback={null}>
            <ServiceSetupBanner />
          </Suspense>
        </>
      )}
      <Outlet />
    </Shell>
  );
}
