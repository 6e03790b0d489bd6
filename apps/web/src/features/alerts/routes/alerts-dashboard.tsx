import { hasPermission } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AlertsDashboardPage } from '@/features/alerts/components/AlertsDashboardPage';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageLoader } from '@/shared/ui/PageLoader';

// An alert's page (history, readings, charts) loads when an alert is opened: the queue does not
// wait for the chart library.
const AlertPage = lazy(async () => ({
  default: (await import('@/features/alerts/components/AlertPage')).AlertPage,
}));

/**
 * The alerts dashboard area (alerts/dashboard/*, flag CUSTOMER_ALERTS): the work queue, and an
 * alert's page at alerts/dashboard/{alertId}, where the alert mail and the bell link. Those whose
 * role reads no alerts see the no-access page.
 */
export function AlertsDashboardRoute() {
  const { facts } = useViewerFacts();
  const accountId = facts.partnerAccountId;
  if (accountId === undefined || !hasPermission(facts.roles, 'alerts:read')) {
    return <NoAccessPage />;
  }
  return (
    <Routes>
      <Route
        index
        element={<AlertsDashboardPage partnerAccountId={accountId} roles={facts.roles} />}
      />
      <Route
        path=":alertId"
        element={
          <Suspense fallback={<PageLoader />}>
            <AlertPage partnerAccountId={accountId} roles={facts.roles} />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
