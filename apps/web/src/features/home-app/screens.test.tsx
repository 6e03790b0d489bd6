import type { ConsumerAccount } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomesList } from '@/features/home-app/components/HomesList';
import { AccountRoute } from '@/features/home-app/routes/account';
import { HomeRoute } from '@/features/home-app/routes/home';
import { HomesRoute } from '@/features/home-app/routes/homes';
import { InvitesRoute } from '@/features/home-app/routes/invites';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

// Each homeowner screen alone, signed in: its loading and error states.
const SCREENS: ReadonlyArray<[string, ComponentType, string, string]> = [
  ['my homes', HomesRoute, '/home-app', '/home-app'],
  ['invites', InvitesRoute, '/home-app/invites', '/home-app/invites'],
  ['home', HomeRoute, '/home-app/homes/:consumerAccountId/:locationId', '/home-app/homes/a/b'],
  ['account', AccountRoute, '/home-app/account', '/home-app/account'],
];

const FAILED = 'We could not load this page. Please try again.';

const open = (Component: ComponentType, path: string, at: string) =>
  renderRoutes([{ path, Component }], at);

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('homeowner screens while their data loads or fails', () => {
  it.each(SCREENS)('%s shows a loader while its data loads', async (_name, Component, path, at) => {
    stubFetchPending();
    open(Component, path, at);
    expect(await screen.findAllByText('Loading…')).not.toHaveLength(0);
  });

  it.each(SCREENS)(
    '%s says when its data failed, and offers to try again',
    async (_name, Component, path, at) => {
      stubFetchFailing(400);
      open(Component, path, at);
      for (const failure of await screen.findAllByRole('alert')) {
        expect(failure.textContent).toContain(FAILED);
        expect(within(failure).getByRole('button', { name: 'Try again' })).toBeTruthy();
      }
    },
  );

  it('my homes says in its alerts section that the alerts failed, apart from the homes', async () => {
    stubFetchFailing(400);
    open(HomesRoute, '/home-app', '/home-app');
    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(await within(alerts).findByText(FAILED)).toBeTruthy();
    expect(within(alerts).getByRole('button', { name: 'Try again' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(FAILED)).toHaveLength(2));
  });
});

describe('the invites of an account whose email is not verified', () => {
  it('are not shown; the page says to verify the email first', async () => {
    stubFetchFailing(403);
    open(InvitesRoute, '/home-app/invites', '/home-app/invites');
    expect(
      await screen.findByText(
        'Confirm your email address first: open the link in the invitation mail, or the one in the verification mail we sent you.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('the homes list', () => {
  const household = (locations: ConsumerAccount['locations']): ConsumerAccount => ({
    id: '6f1c2b3a-0000-4000-8000-000000000021',
    name: 'Lee family',
    classification: 'RESIDENTIAL',
    role: 'ADMIN',
    createdAt: '2030-01-01T00:00:00.000Z',
    locations,
  });

  const renderList = (households: ConsumerAccount[]) =>
    renderRoutes([{ path: '*', element: <HomesList households={households} /> }], '/home-app');

  it('without homes, says where they come from', async () => {
    renderList([household([])]);
    expect(await screen.findByText('You have no homes yet')).toBeTruthy();
    expect(screen.getByText(/when an installer invites you to take over a home/)).toBeTruthy();
  });

  it("shows each household's homes with their devices and waiting requests", async () => {
    renderList([
      household([
        {
          id: '6f1c2b3a-0000-4000-8000-000000000061',
          consumerAccountId: '6f1c2b3a-0000-4000-8000-000000000021',
          locationName: 'Lake house',
          brand: null,
          address: {
            address1: '1 Shore Rd',
            city: 'Boise',
            state: 'ID',
            zip: '83702',
            country: 'US',
          },
          devicesCount: 3,
          pendingServicesCount: 2,
          createdAt: '2030-01-01T00:00:00.000Z',
        },
      ]),
    ]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lee family (Admin)' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lake house' }).getAttribute('href')).toBe(
      '/home-app/homes/6f1c2b3a-0000-4000-8000-000000000021/6f1c2b3a-0000-4000-8000-000000000061',
    );
    expect(screen.getByText('3 devices')).toBeTruthy();
    expect(screen.getByText('2 requests waiting')).toBeTruthy();
  });
});
