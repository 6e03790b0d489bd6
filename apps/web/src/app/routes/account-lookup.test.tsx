import { screen } from '@testing-library/react';
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
import { SeededQueries } from '@/test/seed';
import { storeTestSession } from '@/test/session';
import { SeededViewer, testViewer } from '@/test/viewer';
import { screens } from './screens';

/** The customer and the device's sessions, as their calls answered. */
const CUSTOMER_ANSWERS = [
  [[...customerAccountQueryKey(ACCOUNT), CUSTOMER], customerOf()],
  [deviceSessionsPageKey(ACCOUNT, DEVICE, { after: undefined }), connectionOf([])],
] as const;

beforeEach(() => {
  storeTestSession();
  stubFetchPending();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account lookup screen', () => {
  it('shows the device’s remote session panel first under the customer’s name', async () => {
    const AccountLookup = await screens.accountLookup();
    renderRoutes(
      [
        {
          path: '/mybusiness/customers/account-lookup/:customerId/:deviceId',
          element: (
            <SeededViewer viewer={testViewer({ roles: ['TECHNICIAN'] })}>
              <SeededQueries answers={CUSTOMER_ANSWERS}>
                <AccountLookup />
              </SeededQueries>
            </SeededViewer>
          ),
        },
      ],
      `/mybusiness/customers/account-lookup/${CUSTOMER}/${DEVICE}`,
    );
    const panel = await screen.findByRole('region', { name: 'Remote session: T10 Pro' });
    const page = await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
    // The name, then the panel, then the customer's details, in the reading order.
    const details = screen.getByRole('region', { name: 'Customer details' });
    expect(page.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(panel.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
