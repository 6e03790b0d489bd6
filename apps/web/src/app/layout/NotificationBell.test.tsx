import type { ProNotification } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { formatDateTime } from '@/shared/lib/dates';
import { proNotificationsQueryKey } from '@/shared/lib/notifications/get-notifications';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { NotificationBell } from './NotificationBell';

const Bell = () => (
  <NotificationBell
    userId="6f1c2b3a-0000-4000-8000-000000000000"
    partnerAccountId="6f1c2b3a-0000-4000-8000-000000000002"
  />
);

describe('the notification bell', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names itself with the count, and opens its panel from the keyboard', async () => {
    stubFetchPending();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', Component: Bell }], '/');
    const bell = screen.getByRole('button', { name: 'Notifications (0 new)' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    bell.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();
  });

  it('says when the notifications could not be loaded', async () => {
    stubFetchFailing(403);
    const user = userEvent.setup();
    renderRoutes([{ path: '/', Component: Bell }], '/');
    await user.click(screen.getByRole('button', { name: 'Notifications (0 new)' }));
    expect(await screen.findByText('We could not load your notifications.')).toBeTruthy();
  });
});

describe("the bell's device alerts", () => {
  const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';
  const ALERT = '6f1c2b3a-0000-4000-8000-0000000000a1';
  const leak = (severity: 'Warning' | 'Urgent'): ProNotification => ({
    type: 'ALERT',
    id: ALERT,
    alertName: 'WaterLeakDetected',
    title: 'Water leak detected',
    severity,
    openedAt: '2025-03-07T14:05:00.000Z',
    clearedAt: null,
    deviceId: '6f1c2b3a-0000-4000-8000-000000000006',
    partnerCustomer: {
      id: '6f1c2b3a-0000-4000-8000-000000000003',
      firstName: 'Olivia',
      lastName: 'Anderson',
    },
  });

  /**
   * The bell in a header that stays as the pages below it change, with these notifications where
   * the app keeps them once loaded; a refetch waits.
   */
  function showBell(notification: ProNotification) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(proNotificationsQueryKey(ACCOUNT), {
      nodes: [notification],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 1,
    });
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Bell />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: null },
            { path: '/mybusiness/alerts/dashboard/:alertId', element: <p>The alert’s page</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  }

  beforeEach(() => {
    storeTestSession();
    stubFetchPending();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists an alert with its customer, severity and since when, linking to its page', async () => {
    showBell(leak('Urgent'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications (1 new)' }));
    // jsdom lays nothing out, so Mantine may hide the panel it cannot place: look among hidden too.
    const panel = await screen.findByRole('dialog', { name: 'Notifications', hidden: true });
    const link = within(panel).getByRole('link', {
      name: 'Water leak detected: Olivia Anderson',
      hidden: true,
    });
    expect(link.getAttribute('href')).toBe(`/mybusiness/alerts/dashboard/${ALERT}`);
    expect(within(panel).getByText('Urgent')).toBeTruthy();
    expect(
      within(panel).getByText(`Since ${formatDateTime('2025-03-07T14:05:00.000Z')}`),
    ).toBeTruthy();
  });

  it('following an alert marks it seen: the count goes down', async () => {
    const router = showBell(leak('Urgent'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications (1 new)' }));
    await user.click(
      await screen.findByRole('link', { name: 'Water leak detected: Olivia Anderson' }),
    );
    expect(await screen.findByText('The alert’s page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/mybusiness/alerts/dashboard/${ALERT}`);
    expect(screen.getByRole('button', { name: 'Notifications (0 new)' })).toBeTruthy();
  });

  it('an alert dismissed from the bell is gone from it', async () => {
    showBell(leak('Warning'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications (1 new)' }));
    await user.click(
      await screen.findByRole('button', { name: 'Dismiss: Water leak detected: Olivia Anderson' }),
    );
    expect(screen.getByRole('button', { name: 'Notifications (0 new)' })).toBeTruthy();
  });
});
