import type { RemoteSession } from '@portal/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberDeviceState } from '@/features/remote-sessions/api/device-state';
import {
  controlStateQueryKey,
  deviceSessionsPageKey,
  isuSettingsQueryKey,
  isuTemplatesQueryKey,
  scheduleQueryKey,
  smartAwayQueryKey,
} from '@/features/remote-sessions/api/query-keys';
import { RemoteDevicePanel } from '@/features/remote-sessions/components/panel/RemoteDevicePanel';
import { customerAccountQueryKey } from '@/shared/lib/realtime/refreshed-queries';
import type { Refusal } from '@/test/fetch';
import { storeTestSession } from '@/test/session';
import {
  ACCOUNT,
  approvedSession,
  CUSTOMER,
  colleague,
  connectionOf,
  customerOf,
  DEVICE,
  deviceOf,
  isuComponents,
  NOW,
  SESSION,
  scheduleOf,
  sessionInProgress,
  sessionOf,
  stateOf,
  TEMPLATE,
  templateOf,
  writes,
} from './test-fixtures';
import { renderSeeded } from './test-render';

const DEVICE_PAGE = `/mybusiness/customers/account-lookup/${CUSTOMER}/${DEVICE}`;
const NEEDS_SESSION =
  'The device’s controls appear once you begin a remote session the homeowner approved.';

let queryClient: QueryClient | undefined;
function CaptureClient() {
  queryClient = useQueryClient();
  return null;
}

interface OpenOptions {
  sessions?: RemoteSession[];
  device?: ReturnType<typeof deviceOf>;
  refusal?: Refusal;
}

/** The panel on the device's page, with what the server answered so far. */
function openPanel({ sessions = [], device = deviceOf(), refusal }: OpenOptions = {}) {
  const view = renderSeeded(
    <>
      <CaptureClient />
      <RemoteDevicePanel customerId={CUSTOMER} deviceId={DEVICE} />
    </>,
    {
      path: DEVICE_PAGE,
      ...(refusal ? { refusal } : {}),
      seeded: [
        [[...customerAccountQueryKey(ACCOUNT), CUSTOMER], customerOf(device)],
        [deviceSessionsPageKey(ACCOUNT, DEVICE, { after: undefined }), connectionOf(sessions)],
        [controlStateQueryKey(DEVICE), stateOf()],
        [scheduleQueryKey(DEVICE), scheduleOf()],
        [smartAwayQueryKey(DEVICE), { enabled: false, mode: 'Balanced' }],
        [
          isuSettingsQueryKey(DEVICE, 'en'),
          { deviceId: DEVICE, language: 'en', components: isuComponents },
        ],
        [[...isuTemplatesQueryKey(ACCOUNT), 'choices'], connectionOf([templateOf()])],
      ],
    },
  );
  return { ...view, user: userEvent.setup() };
}

const panel = () => screen.getByRole('region', { name: 'Remote session: T10 Pro' });

/** Picks an option of a select (Mantine lists its options apart from the input). */
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  select: HTMLElement,
  option: string,
) {
  await user.click(select);
  const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
  if (list === null) throw new Error('the select has no list');
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}
const field = (name: string | RegExp) => within(panel()).getByRole('textbox', { name });

// The fixtures' sessions are timed from NOW: the clock starts there, and runs.
beforeEach(() => {
  // Mantine scrolls a select's chosen option into view; jsdom lays nothing out.
  Element.prototype.scrollIntoView ??= () => {};
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  storeTestSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the device panel without a session', () => {
  it('offers to request a session of a chosen length; the controls wait for the homeowner', async () => {
    const { sent, user } = openPanel();
    expect(within(panel()).getByText('No remote session is open on this device.')).toBeTruthy();
    expect(within(panel()).getByText(NEEDS_SESSION)).toBeTruthy();
    expect(within(panel()).queryByRole('textbox', { name: 'Heat to' })).toBeNull();

    await choose(
      user,
      within(panel()).getByRole('combobox', { name: 'Session length' }),
      '120 minutes',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Request remote session' }));
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: `/api/v1/proAccounts/${ACCOUNT}/devices/${DEVICE}/sessions`,
        body: { durationMinutes: 120 },
      },
    ]);
  });

  it('explains a refusal for want of the homeowner’s remote access', async () => {
    const { user } = openPanel({
      refusal: { statusCode: 409, reasonCode: 'SERVICE_NOT_CONFIGURED' },
    });
    await user.click(within(panel()).getByRole('button', { name: 'Request remote session' }));
    const alert = await within(panel()).findByText(
      'The homeowner has not allowed your company remote access to this device. Ask for remote access first, from the device’s menu on the customer’s page.',
    );
    expect(alert.closest('[role="alert"]')).toBeTruthy();
  });

  it('without the homeowner’s remote access, says so instead of offering a request', () => {
    openPanel({ device: deviceOf({ services: [] }) });
    expect(within(panel()).queryByRole('button', { name: 'Request remote session' })).toBeNull();
    expect(
      within(panel()).getByText(/has not allowed your company remote access to this device/),
    ).toBeTruthy();
  });

  it('lists the device’s past sessions', () => {
    openPanel({
      sessions: [sessionOf({ status: null, endedAt: NOW.toISOString(), endReason: 'Declined' })],
    });
    const table = within(panel()).getByRole('table', {
      name: 'Remote sessions on this device, newest first',
    });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '03/07/2025 at 02:00 PM',
      'Ada Pro',
      '60 minutes',
      'Declined by the homeowner',
      '03/07/2025 at 02:05 PM',
    ]);
  });
});

describe('the controls only in the caller’s session in progress', { timeout: 10_000 }, () => {
  it('an approved session: the technician may begin it; the controls still wait', async () => {
    const { sent, user } = openPanel({ sessions: [approvedSession()] });
    expect(within(panel()).getByText(NEEDS_SESSION)).toBeTruthy();
    await user.click(within(panel()).getByRole('button', { name: 'Begin session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Begin the remote session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Begin session' }));
    expect(writes(sent).map(({ path }) => path)).toEqual([
      `/api/v1/proAccounts/${ACCOUNT}/devices/${DEVICE}/sessions/${SESSION}/enter`,
    ]);
  });

  it('a colleague’s session in progress: who works, and no controls', () => {
    openPanel({ sessions: [sessionInProgress({ activeUser: colleague })] });
    expect(within(panel()).getByText('Sam Field is working on this device.')).toBeTruthy();
    expect(within(panel()).getByRole('timer').textContent).toBe('Time left: 01:00');
    expect(within(panel()).getByText(NEEDS_SESSION)).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Leave session' })).toBeNull();
  });

  it('the caller’s session in progress: live state and every control, leave and end', () => {
    openPanel({ sessions: [sessionInProgress()] });
    expect(within(panel()).queryByText(NEEDS_SESSION)).toBeNull();
    expect(within(panel()).getByText('You are working on this device.')).toBeTruthy();
    expect(within(panel()).getByRole('timer').textContent).toBe('Time left: 01:00');
    expect(within(panel()).getByRole('button', { name: 'Leave session' })).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'End session' })).toBeTruthy();
    const live = within(panel()).getByRole('region', { name: 'Live state' });
    expect(within(live).getByText('71.5 °F')).toBeTruthy();
    expect(field('Heat to')).toHaveProperty('value', '68 °F');
    expect(field('Cool to')).toHaveProperty('value', '76 °F');
    for (const section of ['Schedule', 'Smart Away', 'Installer set-up', 'Reset device']) {
      expect(within(panel()).getByRole('region', { name: section })).toBeTruthy();
    }
  });

  it('leaves the session after a confirmation', async () => {
    const { sent, user } = openPanel({ sessions: [sessionInProgress()] });
    await user.click(within(panel()).getByRole('button', { name: 'Leave session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the remote session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave session' }));
    expect(writes(sent).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT /api/v1/proAccounts/${ACCOUNT}/device/${DEVICE}/sessions/${SESSION}/leave`,
    ]);
  });

  it('a refused move says why, and shows the common error toast', async () => {
    const { user } = openPanel({
      sessions: [approvedSession()],
      refusal: { statusCode: 409, reasonCode: 'SESSION_IS_ACTIVE' },
    });
    await user.click(within(panel()).getByRole('button', { name: 'Begin session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Begin the remote session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Begin session' }));
    expect(
      await within(panel()).findByText('Someone else is working in this session now.'),
    ).toBeTruthy();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });

  it('a session whose time is up closes the controls', async () => {
    openPanel({
      sessions: [sessionInProgress({ expiresAt: new Date(NOW.getTime() + 1_500).toISOString() })],
    });
    expect(within(panel()).queryByText(NEEDS_SESSION)).toBeNull();
    // The clock moves past the end: the next tick (a second) closes the controls.
    vi.setSystemTime(NOW.getTime() + 2_000);
    await waitFor(() => expect(within(panel()).getByText(NEEDS_SESSION)).toBeTruthy(), {
      timeout: 3_000,
    });
    expect(within(panel()).getByText('No remote session is open on this device.')).toBeTruthy();
  });
});

describe('working on a thermostat', { timeout: 10_000 }, () => {
  it('sends the changed setpoints as one command, and shows it is on its way', async () => {
    const { sent, user } = openPanel({ sessions: [sessionInProgress()] });
    await user.clear(field('Heat to'));
    await user.type(field('Heat to'), '70');
    await user.click(within(panel()).getByRole('button', { name: 'Apply changes' }));
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: `/api/v1/cdm/${DEVICE}/command`,
        body: { heatSetpoint: 70, coolSetpoint: 76 },
      },
    ]);
    expect(within(panel()).getByText('Sending to the device…')).toBeTruthy();
  });

  it('the device’s answer to a command updates the live state and the form', async () => {
    openPanel({ sessions: [sessionInProgress()] });
    act(() => {
      if (queryClient)
        rememberDeviceState(queryClient, stateOf({ heatSetpoint: 72, mode: 'Cool' }));
    });
    const live = within(panel()).getByRole('region', { name: 'Live state' });
    expect(await within(live).findByText('Heat to 72 °F · Cool to 76 °F')).toBeTruthy();
    expect(within(live).getByText(/^Cool · idle/)).toBeTruthy();
    await waitFor(() => expect(field('Heat to')).toHaveProperty('value', '72 °F'));
  });

  it('checks the dead band before sending anything', async () => {
    const { sent, user } = openPanel({ sessions: [sessionInProgress()] });
    await user.clear(field('Heat to'));
    await user.type(field('Heat to'), '75');
    await user.click(within(panel()).getByRole('button', { name: 'Apply changes' }));
    expect(
      await within(panel()).findByText('Set cooling at least 3 °F above heating.'),
    ).toBeTruthy();
    expect(field('Cool to').getAttribute('aria-invalid')).toBe('true');
    expect(writes(sent)).toEqual([]);
  });

  it('a device that does not answer (503) is said plainly', async () => {
    const { user } = openPanel({ sessions: [sessionInProgress()], refusal: { statusCode: 503 } });
    await user.clear(field('Heat to'));
    await user.type(field('Heat to'), '70');
    await user.click(within(panel()).getByRole('button', { name: 'Apply changes' }));
    const settings = within(panel()).getByRole('region', { name: 'Setpoints, mode and fan' });
    expect((await within(settings).findByRole('alert')).textContent).toBe(
      'The device did not answer. It may be offline or out of reach; try again in a moment.',
    );
  });

  it('a field the server refuses (400) is marked on the field', async () => {
    const { user } = openPanel({
      sessions: [sessionInProgress()],
      refusal: {
        statusCode: 400,
        fields: [{ field: 'body.coolSetpoint', message: 'Too high' }],
      },
    });
    await user.clear(field('Cool to'));
    await user.type(field('Cool to'), '80');
    await user.click(within(panel()).getByRole('button', { name: 'Apply changes' }));
    expect(
      await within(panel()).findByText('Choose a cooling setpoint from 50 to 99 °F.'),
    ).toBeTruthy();
    expect(field('Cool to').getAttribute('aria-invalid')).toBe('true');
  });

  it('edits a day’s periods, checks the times, and saves the schedule', async () => {
    const { sent, user } = openPanel({ sessions: [sessionInProgress()] });
    // Each day opens on its own, its periods summed up on its button.
    const monday = within(panel()).getByRole('button', { name: /^Monday/ });
    expect(monday.getAttribute('aria-expanded')).toBe('false');
    await user.click(monday);
    await user.click(within(panel()).getByRole('button', { name: /^Tuesday/ }));
    const start = field('Starts at, Monday period 2');
    await user.clear(start);
    await user.type(start, '25:00');
    await user.click(within(panel()).getByRole('button', { name: 'Save schedule' }));
    expect(
      await within(panel()).findByText('Write the time as HH:MM, from 00:00 to 23:59.'),
    ).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    await user.clear(start);
    await user.type(start, '21:30');
    await user.click(within(panel()).getByRole('button', { name: 'Add period to Tuesday' }));
    await user.click(within(panel()).getByRole('button', { name: 'Save schedule' }));
    const [saved] = writes(sent);
    if (saved === undefined) throw new Error('the schedule was not sent');
    expect(saved.method).toBe('PUT');
    expect(saved.path).toBe(`/api/v1/devices/${DEVICE}/schedule`);
    const { days } = saved.body as ReturnType<typeof scheduleOf>;
    expect(days[0]?.periods.map((period) => period.startTime)).toEqual(['06:00', '21:30']);
    expect(days[1]?.periods.map((period) => period.startTime)).toEqual(['06:00', '22:00', '23:00']);
  });

  it('turns the schedule off', async () => {
    const { sent, user } = openPanel({ sessions: [sessionInProgress()] });
    await user.click(within(panel()).getByRole('switch', { name: 'Follow the schedule' }));
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/devices/${DEVICE}/schedule/enabled`,
        body: { status: 'Off' },
      },
    ]);
  });

  it('turns Smart Away on', async () => {
    const { sent, user } = openPanel({ sessions: [sessionInProgress()] });
    await user.click(within(panel()).getByRole('switch', { name: 'Smart Away on' }));
    await user.click(within(panel()).getByRole('button', { name: 'Save Smart Away' }));
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/devices/${DEVICE}/smartAway`,
        body: { enabled: true, mode: 'Balanced' },
      },
    ]);
  });

  it('shows each installer setting by its kind, and saves what changed', async () => {
    const { sent, user } = openPanel({ sessions: [sessionInProgress()] });
    const isu = within(within(panel()).getByRole('region', { name: 'Installer set-up' }));
    expect(isu.getByRole('combobox', { name: 'System type' })).toBeTruthy();
    expect(isu.getByRole('checkbox', { name: 'Humidifier' })).toBeTruthy();
    expect(isu.getByRole('textbox', { name: 'Installer note' })).toBeTruthy();
    const stages = isu.getByRole('textbox', { name: 'Heat stages' });
    await user.clear(stages);
    await user.type(stages, '5');
    await user.click(isu.getByRole('button', { name: 'Save installer set-up' }));
    expect(await isu.findByText('Give a whole number from 0 to 3.')).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    await user.clear(stages);
    await user.type(stages, '2');
    await user.click(isu.getByRole('checkbox', { name: 'Humidifier' }));
    await user.click(isu.getByRole('button', { name: 'Save installer set-up' }));
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/proAccounts/${ACCOUNT}/devices/${DEVICE}/isuSettings`,
        body: { values: { heatStages: 2, accessories: ['Humidifier'] } },
      },
    ]);
  });

  it('applies a company template', async () => {
    const { sent, user } = openPanel({ sessions: [sessionInProgress()] });
    const isu = within(within(panel()).getByRole('region', { name: 'Installer set-up' }));
    expect(isu.getByRole('button', { name: 'Apply template' })).toHaveProperty('disabled', true);
    await choose(
      user,
      isu.getByRole('combobox', { name: 'Company template' }),
      'Heat pump, two stages',
    );
    await user.click(isu.getByRole('button', { name: 'Apply template' }));
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/proAccounts/${ACCOUNT}/devices/${DEVICE}/isuSettings`,
        body: { partnerIsuTemplateId: TEMPLATE },
      },
    ]);
  });

  it('resets the device after a confirmation', async () => {
    const { sent, user } = openPanel({ sessions: [sessionInProgress()] });
    const reset = within(panel()).getByRole('button', { name: 'Reset device' });
    await user.click(reset);
    const dialog = await screen.findByRole('dialog', { name: 'Reset T10 Pro?' });
    expect(writes(sent)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reset device' }));
    expect(writes(sent)).toEqual([
      { method: 'PUT', path: `/api/v1/core/devices/${DEVICE}/reset`, body: undefined },
    ]);
  });
});

describe('working on a leak detector', () => {
  const leakDetector = deviceOf({ deviceType: 'WaterLeakDetector3', marketName: 'Leak sensor' });
  const leakPanel = () => screen.getByRole('region', { name: 'Remote session: Leak sensor' });

  it('asks what the water was for when it was no leak, then sends the feedback', async () => {
    const { sent, user } = openPanel({ sessions: [sessionInProgress()], device: leakDetector });
    expect(within(leakPanel()).queryByRole('region', { name: 'Schedule' })).toBeNull();
    await user.click(within(leakPanel()).getByRole('radio', { name: 'No' }));
    await user.click(within(leakPanel()).getByRole('button', { name: 'Send feedback' }));
    expect(await within(leakPanel()).findByText('Say what the water was used for.')).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    await choose(
      user,
      within(leakPanel()).getByRole('combobox', { name: /What was the water used for/ }),
      'Washing machine',
    );
    await user.type(within(leakPanel()).getByRole('textbox', { name: /Note/ }), 'Laundry day');
    await user.click(within(leakPanel()).getByRole('button', { name: 'Send feedback' }));
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/devices/${DEVICE}/feedback/LeakAlert`,
        body: { isLeak: 'No', intentionalUsageBy: 'WashingMachine', note: 'Laundry day' },
      },
    ]);
  });
});

describe('working on the other kinds of device (the kinds the server serves, @portal/contracts)', () => {
  const panelOf = (name: string) => screen.getByRole('region', { name: `Remote session: ${name}` });

  it('offers a smoke detector its live state and a reset, none of a thermostat’s controls', () => {
    const detector = deviceOf({ deviceType: 'SmokeDetector', marketName: 'Smoke alarm' });
    openPanel({ sessions: [sessionInProgress()], device: detector });
    const smokePanel = panelOf('Smoke alarm');
    expect(within(smokePanel).getByRole('region', { name: 'Live state' })).toBeTruthy();
    expect(within(smokePanel).getByRole('button', { name: 'Reset device' })).toBeTruthy();
    expect(within(smokePanel).queryByRole('region', { name: 'Schedule' })).toBeNull();
    expect(within(smokePanel).queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('asks a shut-off valve’s leak sensor for feedback, as a leak detector', () => {
    const valve = deviceOf({ deviceType: 'ShutOffValve', marketName: 'Main valve' });
    openPanel({ sessions: [sessionInProgress()], device: valve });
    const valvePanel = panelOf('Main valve');
    expect(within(valvePanel).getByRole('button', { name: 'Send feedback' })).toBeTruthy();
    expect(within(valvePanel).getByRole('button', { name: 'Reset device' })).toBeTruthy();
  });

  it('says a device that takes no commands cannot be worked on remotely', () => {
    const camera = deviceOf({ deviceType: 'UnicornIndoorCamera', marketName: 'Hall camera' });
    openPanel({ sessions: [sessionInProgress()], device: camera });
    expect(
      within(panelOf('Hall camera')).getByText('This kind of device cannot be worked on remotely.'),
    ).toBeTruthy();
  });
});
