import type { PublicDeviceInvite } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteView } from '@/features/home-app/components/InviteView';
import { InviteRoute } from '@/features/home-app/routes/invite';
import { stubConflict } from '@/features/home-app/test/requests';
import { recordRequests, stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { fakeAccessToken, storeTestSession } from '@/test/session';

const TOKEN = 'mailed-token';
const INVITE_ID = '6f1c2b3a-0000-4000-8000-000000000011';

const invite = (fields: Partial<PublicDeviceInvite> = {}): PublicDeviceInvite => ({
  id: INVITE_ID,
  email: 'dana@example.com',
  status: 'PENDING',
  expiresAt: '2030-05-01T12:00:00.000Z',
  expired: false,
  partnerName: 'Northwind HVAC',
  locationName: 'Lake house',
  devicesCount: 2,
  ...fields,
});

const openView = (shown: PublicDeviceInvite = invite()) =>
  renderRoutes(
    [{ path: '/home-app/invites/:token', element: <InviteView invite={shown} token={TOKEN} /> }],
    `/home-app/invites/${TOKEN}`,
  );

const heading = () =>
  screen.findByRole('heading', {
    level: 1,
    name: 'Northwind HVAC invites you to take over your home',
  });

/** A signed-in session whose token names the account's email, as the identity service's do. */
function signInAs(email: string) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const accessToken = fakeAccessToken({ exp, email_verified: true, email });
  localStorage.setItem('session', JSON.stringify({ accessToken, emailVerified: true }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the invite page while it loads or fails', () => {
  const openRoute = () =>
    renderRoutes(
      [{ path: '/home-app/invites/:token', Component: InviteRoute }],
      `/home-app/invites/${TOKEN}`,
    );

  it('shows a loader while the invite loads, asking for it by its token', async () => {
    const requests = recordRequests();
    openRoute();
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(requests.map(({ path }) => path)).toEqual([`/api/v1/public/deviceInvites/${TOKEN}`]);
  });

  it('an unknown token is not found', async () => {
    stubFetchFailing(404);
    openRoute();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('any other failure offers to try again', async () => {
    stubFetchFailing(403);
    openRoute();
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('an open invite', () => {
  it('signed out: what it brings, and create account or sign in, both coming back here', async () => {
    stubFetchPending();
    openView();
    await heading();
    expect(screen.getByText('Lake house')).toBeTruthy();
    expect(screen.getByText('05/01/2030', { exact: false })).toBeTruthy();
    expect(screen.getByText('dana@example.com')).toBeTruthy();
    const back = `email=dana%40example.com&returnTo=%2Fhome-app%2Finvites%2F${TOKEN}`;
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      `/home-app/sign-up?${back}`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/home-app/sign-in?${back}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('signed in: Accept sends the mailed token and shows its progress', async () => {
    storeTestSession();
    const requests = recordRequests();
    const user = userEvent.setup();
    openView();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/users/my/deviceInvites/${INVITE_ID}/accept`,
        body: { token: TOKEN },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('data-loading')).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  it('signed in: Decline asks first, then declines', async () => {
    storeTestSession();
    const requests = recordRequests();
    const user = userEvent.setup();
    openView();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Decline the invitation from Northwind HVAC?',
    });
    expect(requests).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/users/my/deviceInvites/${INVITE_ID}/reject`,
        body: undefined,
      },
    ]);
  });

  it('signed in with another address: says whom it was sent to and offers to sign out', async () => {
    signInAs('sam@example.com');
    stubFetchPending();
    openView();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This invitation is for another account')).toBeTruthy();
    expect(within(alert).getByText(/This invitation was sent to dana@example\.com/)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('the address compares without regard to case', async () => {
    signInAs('Dana@Example.com');
    stubFetchPending();
    openView();
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('a server that refuses the address turns the page to the same offer', async () => {
    storeTestSession();
    stubConflict('INVITE_EMAIL_MISMATCH');
    const user = userEvent.setup();
    openView();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText(
        'This invitation was sent to another email address. Sign in with that address to accept it.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});

describe('an invite that can no longer be answered', () => {
  it.each([
    [{ expired: true }, 'This invitation has expired'],
    [{ status: 'ACCEPTED' as const }, 'This invitation was already accepted'],
    [{ status: 'REJECTED' as const, expired: true }, 'This invitation was declined'],
  ])('%o says so and offers nothing to do', async (fields, title) => {
    storeTestSession();
    stubFetchPending();
    openView(invite(fields));
    await heading();
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('signed out, it offers no account either', async () => {
    stubFetchPending();
    openView(invite({ expired: true }));
    await heading();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });
});
