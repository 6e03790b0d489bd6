import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerStep, bannerOf, storeBanner } from '@/features/remote-sessions/banner-rules';
import { RemoteSessionBanner } from '@/features/remote-sessions/components/banner/RemoteSessionBanner';
import { storeTestSession } from '@/test/session';
import { testViewer } from '@/test/viewer';
import {
  ACCOUNT,
  approvedSession,
  CUSTOMER,
  colleague,
  DEVICE,
  NOW,
  SESSION,
  sessionInProgress,
  sessionOf,
  VIEWER_ID,
  writes,
} from './test-fixtures';
import { renderSeeded } from './test-render';

const banner = () => screen.queryByRole('region', { name: /^Remote session/ });
const stored = () => JSON.parse(sessionStorage.getItem('globalBanner') ?? 'null');
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const DEVICE_PAGE = `/mybusiness/customers/account-lookup/${CUSTOMER}/${DEVICE}`;

// The fixtures' sessions are timed from NOW: the clock starts there, and runs.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  storeTestSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the banner at each step (spec 000 §4)', () => {
  it('pending: says what it waits for, and cancels the request after a confirmation', async () => {
    const { sent } = renderSeeded(<RemoteSessionBanner />, { openSessions: [sessionOf()] });
    const region = await screen.findByRole('region', { name: 'Remote session requested' });
    expect(
      within(region).getByText(
        'Waiting for Jane Doe to approve your remote session on their Wi-Fi thermostat.',
      ),
    ).toBeTruthy();
    expect(within(region).queryByRole('timer')).toBeNull();
    const user = userEvent.setup();
    const cancel = within(region).getByRole('button', { name: 'Cancel request' });
    await user.click(cancel);

    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel the remote session request?',
    });
    // Focus moves into the confirmation, on its safe choice, and back to the button after.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Go back' })),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(writes(sent)).toEqual([]);

    await user.click(cancel);
    const again = await screen.findByRole('dialog', { name: 'Cancel the remote session request?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel request' }));
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/proAccounts/${ACCOUNT}/device/${DEVICE}/sessions/${SESSION}/close`,
        body: undefined,
      },
    ]);
  });

  it('approved: begins (enter) or cancels, each after its own confirmation', async () => {
    const { sent } = renderSeeded(<RemoteSessionBanner />, {
      openSessions: [approvedSession({ expiresAt: inMinutes(60) })],
    });
    const region = await screen.findByRole('region', { name: 'Remote session approved' });
    const user = userEvent.setup();
    expect(within(region).getByRole('button', { name: 'Cancel session' })).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Begin session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Begin the remote session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Begin session' }));
    expect(writes(sent).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT /api/v1/proAccounts/${ACCOUNT}/devices/${DEVICE}/sessions/${SESSION}/enter`,
    ]);
  });

  it('in progress for the viewer: time left as HH:MM, and ends after a confirmation', async () => {
    const { sent } = renderSeeded(<RemoteSessionBanner />, {
      openSessions: [sessionInProgress({ expiresAt: inMinutes(42) })],
    });
    const region = await screen.findByRole('region', { name: 'Remote session in progress' });
    expect(within(region).getByRole('timer').textContent).toBe('Time left: 00:42');
    expect(
      within(region).getByText('You are working on Jane Doe’s Wi-Fi thermostat.'),
    ).toBeTruthy();
    // Said to a screen reader by the minute, not every second.
    expect(within(region).getByRole('status').textContent).toBe(
      'Remote session in progress. Time left: 00:42',
    );
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the remote session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(writes(sent).map(({ path }) => path)).toEqual([
      `/api/v1/proAccounts/${ACCOUNT}/device/${DEVICE}/sessions/${SESSION}/close`,
    ]);
  });

  it('in progress for a colleague: who is working, and the time left, nothing to do', async () => {
    renderSeeded(<RemoteSessionBanner />, {
      openSessions: [sessionInProgress({ activeUser: colleague, expiresAt: inMinutes(90) })],
    });
    const region = await screen.findByRole('region', { name: 'Remote session in progress' });
    expect(
      within(region).getByText('Sam Field (Owner) is working on Jane Doe’s Wi-Fi thermostat.'),
    ).toBeTruthy();
    expect(within(region).getByRole('timer').textContent).toBe('Time left: 01:30');
    expect(
      within(region)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hide details']);
    // Who is working and the time left only: no request line, no way to the device.
    expect(within(region).queryByText(/^Requested by/)).toBeNull();
    expect(within(region).queryByRole('link')).toBeNull();
    // Step 3 is not kept.
    await waitFor(() => expect(sessionStorage.getItem('globalBanner')).toBeNull());
  });

  it('shows only to the session’s owner', () => {
    renderSeeded(<RemoteSessionBanner />, {
      openSessions: [sessionInProgress({ requestedBy: colleague, activeUser: colleague })],
    });
    expect(banner()).toBeNull();
  });

  it('shows nothing to a role that holds no sessions, and asks for none', () => {
    const { sent } = renderSeeded(<RemoteSessionBanner />, {
      viewer: testViewer({ roles: ['SALES'] }),
    });
    expect(banner()).toBeNull();
    expect(sent.filter(({ path }) => path.endsWith('/sessions?first=100'))).toEqual([]);
  });
});

describe('the banner kept in session storage', () => {
  it('a stored banner shows at once on reload, before the sessions have answered', async () => {
    storeBanner(
      sessionStorage,
      bannerOf(sessionInProgress({ expiresAt: inMinutes(30) }), VIEWER_ID, Date.now(), false),
    );
    const { sent } = renderSeeded(<RemoteSessionBanner />);
    expect(await screen.findByRole('region', { name: 'Remote session in progress' })).toBeTruthy();
    expect(sent.map(({ path }) => path)).toContain(
      `/api/v1/proAccounts/${ACCOUNT}/sessions?first=100`,
    );
  });

  it('another user’s stored banner is not shown', () => {
    storeBanner(
      sessionStorage,
      bannerOf(sessionOf({ requestedBy: colleague }), colleague.id ?? '', Date.now(), false),
    );
    renderSeeded(<RemoteSessionBanner />);
    expect(banner()).toBeNull();
  });

  it('stored data that fails to parse is removed, and nothing shows', () => {
    sessionStorage.setItem('globalBanner', '{"step":2,"deviceId":');
    renderSeeded(<RemoteSessionBanner />);
    expect(banner()).toBeNull();
    expect(sessionStorage.getItem('globalBanner')).toBeNull();
  });

  it('steps 0 to 2 are kept as the sessions say; a session gone removes it', async () => {
    renderSeeded(<RemoteSessionBanner />, {
      openSessions: [approvedSession({ expiresAt: inMinutes(60) })],
    });
    await waitFor(() => expect(stored()?.step).toBe(BannerStep.SessionApproved));
    expect(stored()?.partnerDeviceSessionId).toBe(SESSION);
  });

  it('collapses to its title, and remembers it', async () => {
    renderSeeded(<RemoteSessionBanner />, { openSessions: [sessionOf()] });
    const region = await screen.findByRole('region', { name: 'Remote session requested' });
    const user = userEvent.setup();
    const toggle = within(region).getByRole('button', { name: 'Hide details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    const shown = within(region).getByRole('button', { name: 'Show details' });
    expect(shown.getAttribute('aria-expanded')).toBe('false');
    expect(within(region).queryByRole('button', { name: 'Cancel request' })).toBeNull();
    await waitFor(() => expect(stored()?.bannerCollapsed).toBe(true));
  });

  it('at the end of its time the banner goes, and so does what was stored', async () => {
    renderSeeded(<RemoteSessionBanner />, {
      openSessions: [sessionInProgress({ expiresAt: new Date(Date.now() + 1_500).toISOString() })],
    });
    expect(await screen.findByRole('region', { name: 'Remote session in progress' })).toBeTruthy();
    await waitFor(() => expect(stored()?.step).toBe(BannerStep.SessionInProgress));
    // The clock moves past the end: the next tick (a second) makes the banner Null.
    vi.setSystemTime(NOW.getTime() + 2_000);
    await waitFor(() => expect(banner()).toBeNull(), { timeout: 3_000 });
    await waitFor(() => expect(sessionStorage.getItem('globalBanner')).toBeNull());
  });
});

describe('the banner’s toasts and way to the device (spec 000 §8)', () => {
  it('a failed cancel is the common error toast, and the banner stays', async () => {
    renderSeeded(<RemoteSessionBanner />, {
      openSessions: [sessionOf()],
      refusal: { statusCode: 409, reasonCode: 'SESSION_IS_ACTIVE' },
    });
    const region = await screen.findByRole('region', { name: 'Remote session requested' });
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(banner()).toBeTruthy();
  });

  it('links to the device’s page, except on it', async () => {
    renderSeeded(<RemoteSessionBanner />, { openSessions: [sessionOf()] });
    const link = await screen.findByRole('link', { name: 'Open the device' });
    expect(link.getAttribute('href')).toBe(DEVICE_PAGE);
  });

  it('on the device’s page offers no link to it', async () => {
    renderSeeded(<RemoteSessionBanner />, { openSessions: [sessionOf()], path: DEVICE_PAGE });
    expect(await screen.findByRole('region', { name: 'Remote session requested' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the device' })).toBeNull();
  });
});
