import type { AlertSetting } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertSettingsPage } from '@/features/alert-profile/components/settings/AlertSettingsPage';
import { AlertSettingsScreen } from '@/features/alert-profile/components/settings/AlertSettingsScreen';
import { ProAlertsRequiredRoute } from '@/features/alert-profile/routes/pro-alerts-required';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { ACCOUNT, CREATED_ID, lowTemperature, someSettings, waterLeak } from './settings-fixtures';

const PATH = '/mybusiness/alerts/alert-settings';

function openPage(settings: AlertSetting[], path = PATH) {
  const view = renderRoutes(
    [
      {
        path: '/mybusiness/alerts/alert-settings',
        element: (
          <>
            <AlertSettingsPage
              partnerAccountId={ACCOUNT}
              settings={settings}
              fromSetup={path.includes('from=setup')}
            />
            <Link to="/mybusiness/training">Elsewhere</Link>
          </>
        ),
      },
      { path: '*', element: <h1>Somewhere else</h1> },
    ],
    path,
  );
  return { ...view, user: userEvent.setup() };
}

const created = () => someSettings().map((setting) => ({ ...setting, id: CREATED_ID }));
const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);

beforeEach(() => {
  storeTestSession();
  // jsdom lays nothing out; Mantine's dropdown scrolls the chosen option into view.
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the alert settings before they show', () => {
  it('shows a loader', async () => {
    stubFetchPending();
    renderRoutes(
      [
        {
          path: PATH,
          element: <AlertSettingsScreen partnerAccountId={ACCOUNT} fromSetup={false} />,
        },
      ],
      PATH,
    );
    expect(await screen.findByText('Loading…')).toBeTruthy();
  });

  it('says when they failed, and offers to try again', async () => {
    stubFetchFailing();
    renderRoutes(
      [
        {
          path: PATH,
          element: <AlertSettingsScreen partnerAccountId={ACCOUNT} fromSetup={false} />,
        },
      ],
      PATH,
    );
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('without Pro Alerts, the page says what it does and where to get it', async () => {
    stubFetchPending();
    renderRoutes([{ path: PATH, Component: ProAlertsRequiredRoute }], PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Pro Alerts' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /^Services and subscriptions/ }).getAttribute('href'),
    ).toBe('https://www.aerishome.example/pro/services-subscriptions');
  });
});

describe('the alert settings page', () => {
  beforeEach(() => {
    stubFetchPending();
  });

  it('leads back to the alerts dashboard, or to the setup from there', () => {
    openPage(created());
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(
      within(crumbs).getByRole('link', { name: 'Alerts dashboard' }).getAttribute('href'),
    ).toBe('/mybusiness/alerts/dashboard');
    expect(screen.getByRole('link', { name: 'Back to alerts dashboard' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Email notification settings' }).getAttribute('href'),
    ).toBe('/mybusiness/services/setup/customer-alerts-settings');
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('in the setup flow, leads back to the setup and saves with Save and continue', () => {
    openPage(created(), `${PATH}?from=setup`);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Service setup' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to service setup' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Email notification settings' }).getAttribute('href'),
    ).toBe('/mybusiness/services/setup/customer-alerts-settings?from=setup');
    // Spec 000 §5: in the setup flow Save is there with nothing changed.
    expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('lists the alerts sorted, counts them by severity and filters by tab and type', async () => {
    const { user } = openPage(created());
    expect(rowTitles()).toEqual([
      'Low indoor temperature',
      'Water leak detected',
      'High indoor humidity',
      'High VOC level',
      'Air filter due',
      'Low battery',
    ]);
    expect(screen.getByRole('tab', { name: 'All 6' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Urgent 2' }));
    expect(rowTitles()).toEqual(['Low indoor temperature', 'Water leak detected']);

    await user.click(screen.getByRole('combobox', { name: 'Alert type' }));
    await user.click(await screen.findByRole('option', { name: 'Humidity', hidden: true }));
    expect(screen.getByRole('tab', { name: 'Warning 1' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No alerts match these filters.');
  });

  it('shows the unsaved banner after a change until it is discarded', async () => {
    const { user } = openPage(created());
    expect(screen.queryByRole('region', { name: 'You have unsaved changes' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Enable Low battery' }));
    const banner = screen.getByRole('region', { name: 'You have unsaved changes' });
    // Switching it back is no change.
    await user.click(screen.getByRole('switch', { name: 'Enable Low battery' }));
    expect(screen.queryByRole('region', { name: 'You have unsaved changes' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Enable Low battery' }));
    await user.click(within(screen.getByRole('region')).getByRole('button', { name: 'Discard' }));
    expect(banner.isConnected).toBe(false);
    expect(screen.getByRole('switch', { name: 'Enable Low battery' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('applies an edit of the pane on Done, and asks before leaving with it unsaved', async () => {
    const { user, router } = openPage(created());
    await user.click(screen.getByRole('button', { name: 'Edit Low indoor temperature' }));
    await user.click(await screen.findByRole('button', { name: 'Increase threshold' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('region', { name: 'You have unsaved changes' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const modal = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(modal).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(PATH);

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Discard and leave' }));
    expect(await screen.findByRole('heading', { name: 'Somewhere else' })).toBeTruthy();
  });

  it('a failed save opens the modal; Discard changes goes back to the server data', async () => {
    stubFetchFailing(500);
    const { user } = openPage(created());
    await user.click(screen.getByRole('switch', { name: 'Enable Low battery' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const modal = await screen.findByRole('dialog', { name: 'Unable to save changes' });
    expect(within(modal).getByRole('button', { name: 'Try again' })).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'You have unsaved changes' })).toBeNull(),
    );
  });

  it('a failed first save (creating the settings) is an error toast', async () => {
    stubFetchFailing(500);
    const { user } = openPage([lowTemperature(), waterLeak()]);
    await user.click(screen.getByRole('switch', { name: 'Enable Water leak detected' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your alert settings could not be created. Please try again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Unable to save changes' })).toBeNull();
  });
});
