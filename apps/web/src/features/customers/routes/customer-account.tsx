import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CustomerAccountPage } from '@/features/customers/components/CustomerAccountPage';
import { customerAbilities } from '@/features/customers/components/device-rules';
import { CUSTOMERS_PATH } from '@/shared/config/paths';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';

/**
 * /mybusiness/customers/{customerId}, and the account lookup of a remote-access notification
 * (/mybusiness/customers/account-lookup/{customerId}/{deviceId}), which opens the same page on
 * the device, or not found when the customer has no such device. The app passes the account
 * lookup's `devicePanel` (the device's remote session) to show under the customer's name.
 */
export function CustomerAccountRoute({ devicePanel }: { devicePanel?: ReactNode }) {
  const { customerId = '', deviceId } = useParams();
  const { facts } = useViewerFacts();
  if (facts.partnerAccountId === undefined) return <NoAccessPage />;
  return (
    <CustomerAccountPage
      key={customerId}
      partnerAccountId={facts.partnerAccountId}
      customerId={customerId}
      abilities={customerAbilities(facts.roles)}
      listPath={CUSTOMERS_PATH}
      focusDeviceId={deviceId}
      devicePanel={devicePanel}
    />
  );
}
