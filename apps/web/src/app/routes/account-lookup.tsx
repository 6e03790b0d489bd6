import { Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';

interface DevicePanelProps {
  customerId: string;
  deviceId: string;
}

/**
 * The account lookup (/mybusiness/customers/account-lookup/{customerId}/{deviceId}): the
 * customers feature's account page opened on the device, with the remote-sessions feature's panel
 * for that device above it. The two features do not know each other; the app puts them together.
 */
export function accountLookupScreen(
  AccountPage: ComponentType,
  DevicePanel: ComponentType<DevicePanelProps>,
): ComponentType {
  return function AccountLookupScreen() {
    const { customerId = '', deviceId = '' } = useParams();
    return (
      <Stack gap="xl">
        <DevicePanel
          key={`${customerId}/${deviceId}`}
          customerId={customerId}
          deviceId={deviceId}
        />
        <AccountPage />
      </Stack>
    );
  };
}
