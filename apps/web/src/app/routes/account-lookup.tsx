import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';

interface DevicePanelProps {
  customerId: string;
  deviceId: string;
}

/**
 * The account lookup (/mybusiness/customers/account-lookup/{customerId}/{deviceId}): the
 * customers feature's account page opened on the device, with the remote-sessions feature's panel
 * for that device first under the customer's name. The two features do not know each other; the
 * app puts them together.
 */
export function accountLookupScreen(
  AccountPage: ComponentType<{ devicePanel?: ReactNode }>,
  DevicePanel: ComponentType<DevicePanelProps>,
): ComponentType {
  return function AccountLookupScreen() {
    const { customerId = '', deviceId = '' } = useParams();
    return (
      <AccountPage
        devicePanel={
          <DevicePanel
            key={`${customerId}/${deviceId}`}
            customerId={customerId}
            deviceId={deviceId}
          />
        }
      />
    );
  };
}
