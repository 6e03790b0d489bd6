import { type AlertProfile, NOT_CREATED_ID, type ProductGroup } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertProfileForm } from '@/features/alert-profile/components/profile/AlertProfileForm';
import { AlertProfilePage } from '@/features/alert-profile/components/profile/AlertProfilePage';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { serviceApplicationOf } from '@/test/service-application';
import { storeTestSession } from '@/test/session';

const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';
const PROFILE_ID = '6f1c2b3a-0000-4000-8000-0000000000b1';
const GROUPS: ProductGroup[] = [
  { id: '6f1c2b3a-0000-4000-8000-0000000000a1', name: 'Leak detectors', featureType: 'ProAlerts' },
  { id: '6f1c2b3a-0000-4000-8000-0000000000a2', name: 'Thermostats', featureType: 'ProAlerts' },
];

/** The defaults GET alertProfiles/default answers before the company has a profile. */
function profileOf(fields: Partial<AlertProfile> = {}): AlertProfile {
  return {
    id: NOT_CREATED_ID,
    emailEnabled: false,
    emailSeverities: ['Urgent', 'Warning'],
    emailRecipients: [],
    productGroups: [],
    applyToExistingInstalls: false,
    eligibleLocationsCount: 12,
    application: null,
    ...fields,
  };
}

function openForm(profile = profileOf(), fromSetup = false) {
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <AlertProfileForm
            partnerAccountId={ACCOUNT}
            profile={profile}
            groups={GROUPS}
            fromSetup={fromSetup}
          />
        ),
      },
    ],
    '/mybusiness/services/setup/customer-alerts-settings',
  );
  return userEvent.setup();
}

const save = () => screen.getByRole('button', { name: 'Save' });
const applySwitch = () => screen.getByRole('switch', { name: /^Apply to existing customers/ });

describe('the Pro Alerts profile page while it loads or fails', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const open = () =>
    renderRoutes(
      [{ path: '*', element: <AlertProfilePage partnerAccountId={ACCOUNT} fromSetup={false} /> }],
      '/mybusiness/services/setup/customer-alerts-settings',
    );

  it('shows its title and a loader while the profile loads', async () => {
    stubFetchPending();
    open();
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pro Alerts notifications' }),
    ).toBeTruthy();
  });

  it('says when the profile failed to load, and offers to try again', async () => {
    stubFetchFailing(403);
    open();
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the Pro Alerts profile form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the defaults, with Save disabled until something changes', async () => {
    const user = openForm();
    expect(screen.getByRole('checkbox', { name: 'All devices' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: /^Send email notifications/ })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByRole('checkbox', { name: 'Urgent' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Notice' })).toHaveProperty('checked', false);
    expect(save()).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox', { name: 'Notice' }));
    expect(save()).toHaveProperty('disabled', false);
  });

  it('blocks Save while email is on without a recipient, and checks each address', async () => {
    const user = openForm();
    await user.click(screen.getByRole('switch', { name: /^Send email notifications/ }));
    const recipients = screen.getByRole('textbox', { name: 'Recipients' });
    expect(recipients.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Add at least one recipient while email notifications are on.'),
    ).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);

    await user.type(recipients, 'not-an-address{Enter}');
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();

    await user.clear(recipients);
    await user.type(recipients, 'ops@example.com');
    await user.click(screen.getByRole('button', { name: 'Add recipient' }));
    const list = screen.getByRole('list', { name: 'Recipients added' });
    expect(within(list).getByText('ops@example.com')).toBeTruthy();
    expect(recipients.getAttribute('aria-invalid')).not.toBe('true');
    expect(save()).toHaveProperty('disabled', false);

    await user.type(recipients, 'OPS@example.com{Enter}');
    expect(screen.getByText('This address is already in the list.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove ops@example.com' }));
    expect(save()).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(recipients);
  });

  it('explains in a modal that a severity is needed, without saving', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = openForm();
    await user.click(screen.getByRole('checkbox', { name: 'Urgent' }));
    await user.click(screen.getByRole('checkbox', { name: 'Warning' }));
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: 'Choose a severity' });
    expect(within(dialog).getByText(/Choose at least one severity/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('follows the device selection rules', async () => {
    const user = openForm();
    const all = screen.getByRole('checkbox', { name: 'All devices' });
    const leak = screen.getByRole('checkbox', { name: 'Leak detectors' });
    await user.click(leak);
    expect(all).toHaveProperty('checked', false);
    expect(leak).toHaveProperty('checked', true);
    await user.click(all);
    expect(all).toHaveProperty('checked', true);
    expect(leak).toHaveProperty('checked', false);
    await user.click(leak);
    await user.click(leak);
    expect(all).toHaveProperty('checked', true);
  });

  it('asks before turning on apply to existing customers, and only with All devices', async () => {
    const user = openForm();
    expect(screen.getByText('12 existing homes')).toBeTruthy();
    await user.click(applySwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Apply to existing customers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(applySwitch()).toHaveProperty('checked', false);

    await user.click(applySwitch());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Apply to existing customers?' })).getByRole(
        'button',
        { name: 'Turn on' },
      ),
    );
    expect(applySwitch()).toHaveProperty('checked', true);

    await user.click(screen.getByRole('checkbox', { name: 'Thermostats' }));
    expect(applySwitch()).toHaveProperty('checked', false);
    expect(applySwitch()).toHaveProperty('disabled', true);
    expect(screen.getByText('Available when All devices is selected.')).toBeTruthy();
  });

  it('once the profile exists, locks apply to existing with the reason on a focusable button', async () => {
    const user = openForm(profileOf({ id: PROFILE_ID, applyToExistingInstalls: true }));
    expect(applySwitch()).toHaveProperty('checked', true);
    expect(applySwitch()).toHaveProperty('disabled', true);
    const why = screen.getByRole('button', { name: 'Why can I not change this?' });
    await user.tab();
    while (document.activeElement !== why && document.activeElement !== document.body) {
      await user.tab();
    }
    expect(document.activeElement).toBe(why);
    expect((await screen.findByRole('tooltip')).textContent?.includes('cannot be undone')).toBe(
      true,
    );
  });

  it('in the setup flow reads Save and continue, allowed without changes', () => {
    openForm(profileOf(), true);
    expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.getByRole('link', { name: 'Customize alerts' }).getAttribute('href')).toBe(
      '/mybusiness/alerts/alert-settings?from=setup',
    );
  });

  it('shows a generic error toast when the save fails', async () => {
    storeTestSession();
    stubFetchFailing(500);
    const user = openForm(profileOf(), true);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});

describe('the apply-to-existing run', () => {
  it('shows its progress while it runs', () => {
    openForm(
      profileOf({ id: PROFILE_ID, application: serviceApplicationOf({ status: 'RUNNING' }) }),
    );
    const bar = screen.getByRole('progressbar', {
      name: 'Asking existing customers: 5 of 12 homes',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
  });

  it('sums up the homes asked and skipped once done', () => {
    openForm(
      profileOf({
        id: PROFILE_ID,
        application: serviceApplicationOf({
          status: 'DONE',
          locationsDone: 12,
          requestedCount: 9,
          skipped: [
            { reason: 'APPLIED_BY_ANOTHER_PARTNER', count: 2 },
            { reason: 'NO_ACTIVE_ENTITLEMENT', count: 1 },
            { reason: 'CONDITIONS_NOT_MET', count: 0 },
          ],
        }),
      }),
    );
    expect(screen.getByText('9 homes were asked to turn on Pro Alerts.')).toBeTruthy();
    expect(
      screen.getByText('2 homes were skipped: another company already provides Pro Alerts there.'),
    ).toBeTruthy();
    expect(
      screen.getByText('1 home was skipped: its devices are not entitled to Pro Alerts.'),
    ).toBeTruthy();
    expect(screen.queryByText(/do not meet the conditions/)).toBeNull();
  });

  it('says when it failed', () => {
    openForm(
      profileOf({ id: PROFILE_ID, application: serviceApplicationOf({ status: 'FAILED' }) }),
    );
    expect(screen.getByText('We could not ask your existing customers')).toBeTruthy();
    expect(
      screen.getByText('Our support team has been told. Please try again later.'),
    ).toBeTruthy();
  });
});
