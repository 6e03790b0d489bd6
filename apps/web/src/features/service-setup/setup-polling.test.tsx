import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceSetupRoute } from '@/features/service-setup/routes/service-setup';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';
import { recordRequests, type SentRequest, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { Seeded, viewerOf, type Who } from './setup-fixtures';
import { pollState, SETUP_POLL_MAX_ATTEMPTS } from './setup-polling';

describe('pollState (spec 000 §4: the pending page)', () => {
  it('does not poll with nothing to wait for', () => {
    expect(pollState(false, 0)).toBe('idle');
    expect(pollState(false, 99)).toBe('idle');
  });

  it('polls up to the last attempt, and fails one interval after it', () => {
    expect(SETUP_POLL_MAX_ATTEMPTS).toBe(24);
    expect(pollState(true, 0)).toBe('polling');
    expect(pollState(true, SETUP_POLL_MAX_ATTEMPTS)).toBe('polling');
    expect(pollState(true, SETUP_POLL_MAX_ATTEMPTS + 1)).toBe('failed');
  });
});

const PATH = '/mybusiness/services/setup';
const nothingBought: Who = { branding: false, proAlerts: false };

describe('back from the online store (?fromShopify=true)', () => {
  let sent: SentRequest[];
  let queryClient: QueryClient | undefined;
  const viewerRequests = () =>
    sent.filter((request) => request.path === '/api/v1/proUsers/my').length;
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  // One interval at a time: each poll's timer is set once the page has rendered the last one.
  const waitIntervals = async (count: number) => {
    for (let interval = 0; interval < count; interval += 1) await wait(5_000);
  };
  const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

  function openFromStore(who: Who = nothingBought) {
    return renderRoutes(
      [
        {
          path: PATH,
          element: (
            <Seeded
              who={who}
              onClient={(client) => {
                queryClient = client;
              }}
            >
              <ServiceSetupRoute />
            </Seeded>
          ),
        },
      ],
      `${PATH}?fromShopify=true`,
    );
  }

  beforeEach(() => {
    vi.useFakeTimers();
    storeTestSession();
    sent = recordRequests();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits on the pending page, asking for the account every 5 s', async () => {
    openFromStore();
    expect(heading()).toBe('We are setting up your services');
    expect(screen.getByRole('status').textContent).toContain('Activating your purchase');
    await wait(4_999);
    expect(viewerRequests()).toBe(0);
    await wait(1);
    expect(viewerRequests()).toBe(1);
    await wait(5_000);
    expect(viewerRequests()).toBe(2);
  });

  it('opens the wizard without the parameter once a service is active', async () => {
    const { router } = openFromStore();
    await wait(5_000);
    act(() => {
      queryClient?.setQueryData(VIEWER_QUERY_KEY, viewerOf({ proAlerts: false }));
    });
    await wait(0);
    expect(heading()).toBe('Service setup');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('0 of 2 steps done')).toBeTruthy();
    await waitIntervals(4);
    expect(viewerRequests()).toBe(1);
  });

  it('goes straight to the wizard when the purchase is already there', async () => {
    const { router } = openFromStore({});
    expect(heading()).toBe('Service setup');
    await wait(0);
    expect(router.state.location.search).toBe('');
  });

  it('gives up after the last poll with the failed page, and tries again from zero', async () => {
    openFromStore();
    await waitIntervals(SETUP_POLL_MAX_ATTEMPTS);
    expect(viewerRequests()).toBe(SETUP_POLL_MAX_ATTEMPTS);
    expect(heading()).toBe('We are setting up your services');
    await wait(5_000);
    expect(heading()).toBe('Your services are not active yet');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: 'Go to services' }).getAttribute('href')).toBe(
      'https://www.aerishome.example/pro/services-subscriptions',
    );
    await waitIntervals(12);
    expect(viewerRequests()).toBe(SETUP_POLL_MAX_ATTEMPTS);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(heading()).toBe('We are setting up your services');
    await wait(5_000);
    expect(viewerRequests()).toBe(SETUP_POLL_MAX_ATTEMPTS + 1);
  });

  it('offers the brand profile page as the services to whom the store is closed', async () => {
    openFromStore({ ...nothingBought, roles: ['MARKETING'] });
    await waitIntervals(SETUP_POLL_MAX_ATTEMPTS + 1);
    expect(screen.getByRole('link', { name: 'Go to services' }).getAttribute('href')).toBe(
      '/mybusiness/services/brand-profile',
    );
  });
});

describe('the wizard before the viewer is known', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a loader', async () => {
    storeTestSession();
    stubFetchPending();
    renderRoutes([{ path: PATH, Component: ServiceSetupRoute }], PATH);
    expect(await screen.findByText('Loading…')).toBeTruthy();
  });
});
