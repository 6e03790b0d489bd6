import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
