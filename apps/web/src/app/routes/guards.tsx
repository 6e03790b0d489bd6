import { type FeatureFlag, hasPermission } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { customerAccountsAllowed, leftNavVisibility } from '@/shared/lib/access-rules';
import { useFeatureFlags } from '@/shared/lib/feature-flags/use-feature-flags';
import { useRolePermissions } from '@/shared/lib/viewer/get-role-permissions';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageLoader } from '@/shared/ui/PageLoader';
import { screens } from './screens';

// Route guards inside RequireAuth: the viewer is loaded by then, so they decide at once.

/** A flagged section (spec 000 §6): not found while its flag is off. */
export function RequireFlag({ flag }: { flag: FeatureFlag }) {
  const { flags, ready } = useFeatureFlags();
  if (!ready) {
    return <PageLoader />;
  }
  return flags[flag] ? <Outlet /> : <NotFoundPage />;
}

/** customers/*: customer permissions and not the EMEA or GB market, else the no-access page. */
export function RequireCustomerAccess() {
  const { facts } = useViewerFacts();
  const { flags } = useFeatureFlags();
  return customerAccountsAllowed(facts, flags) ? <Outlet /> : <NoAccessPage />;
}

/**
 * The areas the left navigation opens only to some (spec 000 §2, §6): company/* to whom it shows
 * Manage company (owners and admins: the company permissions), co-branding/* to whom it shows
 * Partners, business-intelligence/* to whom it shows Business intelligence. The same rule as the
 * links, so typing the address opens no more than the navigation does; else the no-access page.
 */
export function RequireNavEntry({
  entry,
}: {
  entry: 'manageCompany' | 'partners' | 'businessIntelligence';
}) {
  const { facts } = useViewerFacts();
  const { flags } = useFeatureFlags();
  return leftNavVisibility(facts, flags)[entry] ? <Outlet /> : <NoAccessPage />;
}

/** /admin: the provider's platform administrators; to anyone else it does not exist. */
export function RequirePlatformAdmin() {
  const permissions = useRolePermissions();
  if (permissions.isError) {
    throw permissions.error;
  }
  if (permissions.isPending) {
    return <PageLoader />;
  }
  return permissions.data.isPlatformAdmin ? <Outlet /> : <NotFoundPage />;
}

const ProAlertsRequired = lazy(async () => ({ default: await screens.proAlertsRequired() }));

/**
 * The Pro Alerts configuration pages (alert settings, customer alerts settings): those who may
 * manage alert settings, else the no-access page; then a company with an active Pro Alerts
 * subscription, else a page on what Pro Alerts does and how to get it (spec 000 §6).
 */
export function RequireProAlertsSettings() {
  const { facts } = useViewerFacts();
  if (!hasPermission(facts.roles, 'alertSettings:manage')) return <NoAccessPage />;
  if (!facts.hasActiveProAlerts) {
    return (
      <Suspense fallback={<PageLoader />}>
        <ProAlertsRequired />
      </Suspense>
    );
  }
  return <Outlet />;
}
