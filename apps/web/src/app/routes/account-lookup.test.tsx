import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceSessionsPageKey } from '@/features/remote-sessions/api/query-keys';
import {
  ACCOUNT,
  CUSTOMER,
  connectionOf,
  customerOf,
  DEVICE,
} from '@/features/remote-sessions/test-fixtures';
import { customerAccountQueryKey } from '@/shared/lib/realtime/refreshed-queries';
import { stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { SeededViewer, testViewer } from '@/test/viewer';
import { screens } from './screens';

/** The customer and the device's sessions, as their calls answered. */
function SeededCustomer({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => {
    queryClient.setQueryData([...customerAccountQueryKey(ACCOUNT), CUSTOMER], customerOf());
    queryClient.setQueryData(
      deviceSessionsPageKey(ACCOUNT, DEVICE, { after: undefined }),
      connectionOf([]),
    );
  });
  return children;
}

beforeEach(() => {
  // The page scrolls to the device's row; jsdom lays nothing out.
  Element.prototype.scrollIntoView ??= () => {};
  storeTestSession();
  stubFetchPending();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account lookup screen', () => {
  it('puts the device’s remote session panel above the customer’s account page', async () => {
    const AccountLookup = await screens.accountLookup();
    renderRoutes(
      [
        {
          path: '/mybusiness/customers/account-lookup/:customerId/:deviceId',
          element: (
            <SeededViewer viewer={testViewer({ roles: ['TECHNICIAN'] })}>
              <SeededCustomer>
                <AccountLookup />
              </SeededCustomer>
            </SeededViewer>
          ),
        },
      ],
      `/mybusiness/customers/account-lookup/${CUSTOMER}/${DEVICE}`,
    );
    const panel = await screen.findByRole('region', { name: 'Remote session: T10 Pro' });
    const page = await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
    // The panel comes first in the reading order.
    expect(panel.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
