import { hasPermission } from '@portal/contracts';
import { IsuTemplatesPage } from '@/features/remote-sessions/components/templates/IsuTemplatesPage';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';

/**
 * /mybusiness/company/isu-templates: the company's installer set-up templates, inside the
 * company area (owners and admins, spec 000 §2); company:update changes them.
 */
export function IsuTemplatesRoute() {
  const { facts } = useViewerFacts();
  if (facts.partnerAccountId === undefined || !hasPermission(facts.roles, 'company:read')) {
    return <NoAccessPage />;
  }
  return (
    <IsuTemplatesPage
      partnerAccountId={facts.partnerAccountId}
      canEdit={hasPermission(facts.roles, 'company:update')}
    />
  );
}
