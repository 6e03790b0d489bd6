import type { ConsumerUserRole, RemoteSession } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHouseholdSessions } from '@/features/home-app/api/get-household-sessions';
import { HomeDevices } from '@/features/home-app/components/HomeDevices';
import { clockLeft } from '@/features/home-app/components/session-rules';
import { stubConflict } from '@/features/home-app/test/requests';
import {
  approvedSession,
  HOUSEHOLD,
  JANE,
  SESSION,
  sessionOf,
  THERMOSTAT,
  thermostat,
} from '@/features/home-app/test/sessions';
import { recordRequests, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const open = (role: ConsumerUserRole, sessions: RemoteSession[] | undefined) =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <HomeDevices
            consumerAccountId={HOUSEHOLD}
            role={role}
            devices={[thermostat()]}
            sessions={sessions}
          />
        ),
      },
    ],
    '/home-app/homes/household/home',
  );

const SESSION_PATH = `/api/v1/accounts/${HOUSEHOLD}/devices/${THERMOSTAT}/sessions/${SESSION}`;
const APPROVE = 'Approve the session of Northwind HVAC on Living room thermostat';
const DECLINE = 'Decline the session of Northwind HVAC on Living room thermostat';
const END = 'End the session of Northwind HVAC on Living room thermostat';

const MEMBER: ConsumerUserRole = 'MEMBER';

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a partner's request for a remote session", () => {
  it('says who asks, for which device and how long, and until when it may be answered', async () => {
    stubFetchPending();
    open('MEMBER', [sessionOf()]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Remote session request' }))
      .parentElement?.parentElement as HTMLElement;
    expect(
      within(card).getByText(
        'Northwind HVAC (Jane Smith, Technician) asks to work on your Living room thermostat for 60 minutes.',
      ),
    ).toBeTruthy();
    expect(within(card).getByText(/^If nobody answers by \d\d\/\d\d\/\d{4} at/)).toBeTruthy();
    expect(screen.getByRole('button', { name: APPROVE })).toBeTruthy();
    expect(screen.getByRole('button', { name: DECLINE })).toBeTruthy();
  });

  it('names the person alone when the server gives no role', async () => {
    stubFetchPending();
    open('ADMIN', [sessionOf({ requestedBy: { ...JANE, role: null }, durationMinutes: 30 })]);
    expect(
      await screen.findByText(
        'Northwind HVAC (Jane Smith) asks to work on your Living room thermostat for 30 minutes.',
      ),
    ).toBeTruthy();
  });

  it('approves at once, showing its progress', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    open('MEMBER', [sessionOf()]);
    await user.click(await screen.findByRole('button', { name: APPROVE }));
    expect(requests).toEqual([{ method: 'PUT', path: `${SESSION_PATH}/approve`, body: undefined }]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: APPROVE }).hasAttribute('data-loading')).toBe(true),
    );
    expect(screen.getByRole('button', { name: DECLINE }).hasAttribute('disabled')).toBe(true);
  });

  it('declines after asking, with focus on Cancel, and back on Decline when not confirmed', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    open('ADMIN', [sessionOf()]);
    const decline = await screen.findByRole('button', { name: DECLINE });
    await user.click(decline);
    const dialog = await screen.findByRole('dialog', {
      name: 'Decline the session request of Northwind HVAC?',
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    expect(requests).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(decline);

    await user.click(decline);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline request' }),
    );
    expect(requests).toEqual([{ method: 'PUT', path: `${SESSION_PATH}/decline`, body: undefined }]);
  });

  it('a request approved meanwhile cannot be declined: says so, and focus goes to the device', async () => {
    stubConflict('SESSION_IS_ACTIVE');
    const user = userEvent.setup();
    open('MEMBER', [sessionOf()]);
    await user.click(await screen.findByRole('button', { name: DECLINE }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline request' }),
    );
    expect(
      await screen.findByText(
        'This session was approved already, so it cannot be declined. End it instead if you want to stop it.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Living room thermostat' }),
    );
  });

  it('a request that lapsed meanwhile says so', async () => {
    stubConflict('SESSION_EXPIRED');
    const user = userEvent.setup();
    open('MEMBER', [sessionOf()]);
    await user.click(await screen.findByRole('button', { name: APPROVE }));
    expect(
      await screen.findByText(
        'This session has expired, so nothing was changed. The page now shows the current sessions.',
      ),
    ).toBeTruthy();
  });

  it('a guest sees the request without buttons', async () => {
    stubFetchPending();
    open('GUEST', [sessionOf()]);
    expect(
      await screen.findByText(
        'Northwind HVAC (Jane Smith, Technician) asks to work on your Living room thermostat for 60 minutes.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'As a guest of this household you can see this session, but only its members and admins can answer or end it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: APPROVE })).toBeNull();
    expect(screen.queryByRole('button', { name: DECLINE })).toBeNull();
  });

  it('a request that arrives while the page is open is announced', async () => {
    stubFetchPending();
    let setSessions: (sessions: RemoteSession[]) => void = () => {};
    function LiveHome() {
      const [sessions, set] = useState<RemoteSession[]>([]);
      setSessions = set;
      return (
        <HomeDevices
          consumerAccountId={HOUSEHOLD}
          role={MEMBER}
          devices={[thermostat()]}
          sessions={sessions}
        />
      );
    }
    renderRoutes([{ path: '*', element: <LiveHome /> }], '/home-app/homes/household/home');
    await screen.findByRole('heading', { level: 2, name: 'Living room thermostat' });
    const announced = () => screen.getAllByRole('status').map((element) => element.textContent);
    const news =
      'New request: Northwind HVAC (Jane Smith, Technician) asks to work on your Living room thermostat.';
    expect(announced()).not.toContain(news);

    act(() => setSessions([sessionOf()]));
    await waitFor(() => expect(announced()).toContain(news));
    expect(screen.getByRole('button', { name: APPROVE })).toBeTruthy();
  });
});

describe('keyboard focus', () => {
  it('goes to the device when the button that had it goes with the answered request', async () => {
    recordRequests();
    const user = userEvent.setup();
    let setSessions: (sessions: RemoteSession[]) => void = () => {};
    function LiveHome() {
      const [sessions, set] = useState<RemoteSession[]>([sessionOf()]);
      setSessions = set;
      return (
        <HomeDevices
          consumerAccountId={HOUSEHOLD}
          role={MEMBER}
          devices={[thermostat()]}
          sessions={sessions}
        />
      );
    }
    renderRoutes([{ path: '*', element: <LiveHome /> }], '/home-app/homes/household/home');
    await user.click(await screen.findByRole('button', { name: APPROVE }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: APPROVE }));

    // The household's sessions come back with the request approved.
    act(() => setSessions([approvedSession(60)]));
    expect(screen.queryByRole('button', { name: APPROVE })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Living room thermostat' }),
    );
  });
});

describe('an approved session', () => {
  it('shows who, that it waits to start, and the time left as HH:MM, counting down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetchPending();
    open('MEMBER', [approvedSession(90)]);
    const card = (
      await screen.findByRole('heading', { level: 3, name: 'Remote session with Northwind HVAC' })
    ).closest('.mantine-Card-root') as HTMLElement;
    const facts = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['With', 'Northwind HVAC (Jane Smith, Technician)'],
      ['State', 'Waiting to start'],
      ['Time left', '01:3090 minutes left in the session with Northwind HVAC.'],
    ]);
    // The clock is for the eye; a screen reader hears the minutes, once a minute at most.
    const live = within(card).getByText('90 minutes left in the session with Northwind HVAC.');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(within(card).getByText('01:30').getAttribute('aria-hidden')).toBe('true');

    act(() => vi.advanceTimersByTime(30_000));
    expect(within(card).getByText('01:30')).toBeTruthy();
    act(() => vi.advanceTimersByTime(31_000));
    expect(within(card).getByText('01:29')).toBeTruthy();
    expect(live.textContent).toBe('89 minutes left in the session with Northwind HVAC.');
    expect(screen.getByRole('button', { name: END })).toBeTruthy();
    expect(screen.queryByRole('button', { name: APPROVE })).toBeNull();
  });

  it('says who works on the device now while in progress', async () => {
    stubFetchPending();
    open('MEMBER', [
      approvedSession(45, {
        status: 'InProgress',
        activeUser: { ...JANE, firstName: 'Sam', lastName: 'Ortiz' },
      }),
    ]);
    expect(
      await screen.findByText(
        'Northwind HVAC (Sam Ortiz, Technician) is working on your Living room thermostat now.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Technician working now')).toBeTruthy();
    expect(screen.getByText('00:45')).toBeTruthy();
  });

  it('ends after asking; the homeowner may end it at any time', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    open('ADMIN', [approvedSession(45, { status: 'InProgress', activeUser: JANE })]);
    await user.click(await screen.findByRole('button', { name: END }));
    const dialog = await screen.findByRole('dialog', {
      name: 'End the session of Northwind HVAC?',
    });
    expect(
      within(dialog).getByText(
        'The technician stops working on your Living room thermostat at once. Northwind HVAC has to ask again for a new session.',
      ),
    ).toBeTruthy();
    expect(requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(requests).toEqual([{ method: 'PUT', path: `${SESSION_PATH}/end`, body: undefined }]);
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'End session' }).hasAttribute('data-loading'),
      ).toBe(true),
    );
  });

  it('a session that ended meanwhile says so', async () => {
    stubConflict('SESSION_ENDED');
    const user = userEvent.setup();
    open('MEMBER', [approvedSession(45)]);
    await user.click(await screen.findByRole('button', { name: END }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'End session' }),
    );
    expect(
      await screen.findByText(
        'This session has already ended, so nothing was changed. The page now shows the current sessions.',
      ),
    ).toBeTruthy();
  });

  it('a guest sees the session without End session', async () => {
    stubFetchPending();
    open('GUEST', [approvedSession(45)]);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Remote session with Northwind HVAC' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: END })).toBeNull();
  });

  it('once its time is up, says it is over and asks the server again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The household's sessions are refused, so that asking again is a new request.
    const asked = recordRequests({ statusCode: 403 });
    function HomeWithSessions() {
      useHouseholdSessions(HOUSEHOLD);
      return (
        <HomeDevices
          consumerAccountId={HOUSEHOLD}
          role={MEMBER}
          devices={[thermostat()]}
          sessions={[approvedSession(1)]}
        />
      );
    }
    renderRoutes([{ path: '*', element: <HomeWithSessions /> }], '/home-app/homes/household/home');
    expect(await screen.findByText('00:01')).toBeTruthy();
    const sessionLists = () =>
      asked.filter(({ path }) => path.startsWith(`/api/v1/accounts/${HOUSEHOLD}/sessions?`));
    await waitFor(() => expect(sessionLists()).toHaveLength(1));

    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByText('This session is over.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: END })).toBeNull();
    await waitFor(() => expect(sessionLists()).toHaveLength(2));
  });
});

describe('the time left', () => {
  it('is HH:MM, rounded up to the minute', () => {
    expect(clockLeft(0)).toBe('00:00');
    expect(clockLeft(1)).toBe('00:01');
    expect(clockLeft(60_000)).toBe('00:01');
    expect(clockLeft(60_001)).toBe('00:02');
    expect(clockLeft(240 * 60_000)).toBe('04:00');
    expect(clockLeft(125 * 60_000 - 30_000)).toBe('02:05');
  });
});
