import type { PartnerRole } from '@portal/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { viewerOf } from '@/features/service-setup/setup-fixtures';
import { flagOverridesQueryOptions } from '@/shared/lib/feature-flags/get-flag-overrides';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';
import { stubFetchPending } from '@/test/fetch';
import { storeTestSession } from '@/test/session';
import { createAppRoutes } from './app-routes';

// How the app composes service setup (spec 000 §4): the auto-start on the business home and the
// banner in the business area's layout, in the real route table with the viewer already loaded.

const slow = { timeout: 5_000 };
// A company of its own per test: the auto-start sends a company once per page load.
let account = 0;
const accountId = () => `6f1c2b3a-0000-4000-9000-${String(account).padStart(12, '0')}`;
const progressKey = () => `completeServiceSetupSteps/${accountId()}`;

function openAs(roles: PartnerRole[], bought: boolean, path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    VIEWER_QUERY_KEY,
    viewerOf({ roles, branding: bought, proAlerts: bought, account: accountId() }),
  );
  queryClient.setQueryData(flagOverridesQueryOptions().queryKey, {});
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, slow);
const banner = () => screen.queryByRole('region', { name: 'Finish setting up your services' });

describe('service setup in the app', () => {
  beforeEach(() => {
    account += 1;
    storeTestSession();
    stubFetchPending();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a partner who just bought services from home to the wizard once, then the banner follows them', async () => {
    const router = openAs(['OWNER'], true, '/mybusiness');
    expect(await heading('Service setup')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mybusiness/services/setup');
    await waitFor(() => expect(localStorage.getItem(progressKey())).toBe('{}'));
    expect(banner()).toBeNull();

    await act(() => router.navigate('/mybusiness/home'));
    expect(await heading('Home')).toBeTruthy();
    expect(
      await screen.findByRole('region', { name: 'Finish setting up your services' }, slow),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mybusiness/home');
  });

  it('back from the store before the purchase shows, the home sends to the pending page', async () => {
    const router = openAs(['OWNER'], false, '/mybusiness/home?fromShopify=true');
    expect(await heading('We are setting up your services')).toBeTruthy();
    expect(router.state.location.search).toBe('?fromShopify=true');
  });

  it('leaves at home whoever can set up none of the steps', async () => {
    openAs(['TECHNICIAN'], true, '/mybusiness/home');
    expect(await heading('Home')).toBeTruthy();
    expect(localStorage.getItem(progressKey())).toBeNull();
    expect(banner()).toBeNull();
  });
});
