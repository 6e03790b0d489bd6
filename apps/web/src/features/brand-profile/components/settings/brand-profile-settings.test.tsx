import { notifications } from '@mantine/notifications';
import type { BrandProfile, ProductGroup } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProfileSettings } from '@/features/brand-profile/components/settings/BrandProfileSettings';
import { BrandProfileSettingsForm } from '@/features/brand-profile/components/settings/BrandProfileSettingsForm';
import { CreateProfileFirst } from '@/features/brand-profile/components/settings/CreateProfileFirst';
import {
  settingsApplyState,
  settingsChange,
  settingsChanged,
} from '@/features/brand-profile/components/settings/settings-values';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { serviceApplicationOf } from '@/test/service-application';
import { storeTestSession } from '@/test/session';

const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';
const PATH = '/mybusiness/services/setup/brand-profile-settings';
const THERMOSTATS = '6f1c2b3a-0000-4000-8000-0000000000a1';
const CAMERAS = '6f1c2b3a-0000-4000-8000-0000000000a2';
const GROUPS: ProductGroup[] = [
  { id: THERMOSTATS, name: 'Thermostats', featureType: 'HomeownerAppBranding' },
  { id: CAMERAS, name: 'Cameras', featureType: 'HomeownerAppBranding' },
];

function profileOf(fields: Partial<BrandProfile> = {}): BrandProfile {
  return {
    id: '6f1c2b3a-0000-4000-8000-0000000000b1',
    status: 'ACTIVE',
    businessName: 'Northwind Heating',
    businessEmail: 'hello@northwind.example',
    customerServiceNumber: '+15035550100',
    logo: '/api/v1/files/logos/northwind',
    websiteUrl: 'https://northwind.example',
    applyToExistingInstalls: false,
    productGroupIds: [],
    eligibleLocationsCount: 7,
    application: null,
    updatedAt: '2026-03-07T14:05:00.000Z',
    ...fields,
  };
}

function openForm(profile = profileOf(), fromSetup = false) {
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <BrandProfileSettingsForm
            partnerAccountId={ACCOUNT}
            profile={profile}
            groups={GROUPS}
            fromSetup={fromSetup}
          />
        ),
      },
    ],
    PATH,
  );
  return userEvent.setup();
}

/** Every request is refused with a 403, and recorded: what the page sent can be read. */
function recordRefusedRequests() {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ statusCode: 403, error: 'Forbidden', message: 'No' }, { status: 403 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const applySwitch = () => screen.getByRole('switch', { name: /^Apply to existing customers/ });

describe('the brand profile settings rules (spec 000 §4, §5)', () => {
  it('sends only applyToExistingInstalls and productGroupIds, so the other fields are kept', () => {
    const change = settingsChange(profileOf(), {
      productGroupIds: [THERMOSTATS],
      applyToExistingInstalls: false,
    });
    expect(change).toEqual({ applyToExistingInstalls: false, productGroupIds: [THERMOSTATS] });
  });

  it('All devices sends an empty list', () => {
    expect(
      settingsChange(profileOf(), { productGroupIds: [], applyToExistingInstalls: true }),
    ).toEqual({ applyToExistingInstalls: true, productGroupIds: [] });
  });

  it('once on, stays on and locked, whatever the form holds', () => {
    const on = profileOf({ applyToExistingInstalls: true });
    const values = { productGroupIds: [THERMOSTATS], applyToExistingInstalls: false };
    expect(settingsApplyState(on, values)).toEqual({ checked: true, lock: 'settled' });
    expect(settingsChange(on, values).applyToExistingInstalls).toBe(true);
  });

  it('while off, is locked off with specific devices picked', () => {
    const values = { productGroupIds: [CAMERAS], applyToExistingInstalls: true };
    expect(settingsApplyState(profileOf(), values)).toEqual({
      checked: false,
      lock: 'devicesPicked',
    });
  });

  it('counts a change of picks, not of their order', () => {
    const saved = profileOf({ productGroupIds: [THERMOSTATS, CAMERAS] });
    const same = { productGroupIds: [CAMERAS, THERMOSTATS], applyToExistingInstalls: false };
    expect(settingsChanged(saved, same)).toBe(false);
    expect(settingsChanged(saved, { ...same, productGroupIds: [CAMERAS] })).toBe(true);
    expect(
      settingsChanged(profileOf(), { productGroupIds: [], applyToExistingInstalls: true }),
    ).toBe(true);
  });
});

describe('the brand profile settings page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // Toasts outlive the page that showed them; each test reads its own.
    notifications.clean();
  });

  it('shows All devices, the eligible homes, and Save disabled until something changes', async () => {
    const user = openForm();
    expect(screen.getByRole('checkbox', { name: 'All devices' })).toHaveProperty('checked', true);
    expect(screen.getByText('7 existing homes')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Cameras' }));
    expect(save).toHaveProperty('disabled', false);
  });

  it('asks before turning apply to existing on, and turns it off when devices are picked', async () => {
    const user = openForm();
    await user.click(applySwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Apply to existing customers?' });
    expect(
      within(dialog).getByText(/7 existing homes will be asked to show your brand/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(applySwitch()).toHaveProperty('checked', true);

    await user.click(screen.getByRole('checkbox', { name: 'Thermostats' }));
    expect(applySwitch()).toHaveProperty('checked', false);
    expect(applySwitch()).toHaveProperty('disabled', true);
    expect(screen.getByText('Available when All devices is selected.')).toBeTruthy();
  });

  it('once on, the toggle is locked with its reason, pointing to support, on a focusable button', async () => {
    const user = openForm(profileOf({ applyToExistingInstalls: true }));
    expect(applySwitch()).toHaveProperty('checked', true);
    expect(applySwitch()).toHaveProperty('disabled', true);
    await user.hover(screen.getByRole('button', { name: 'Why can I not change this?' }));
    // The tooltip opens after its delay, which a loaded machine stretches past findBy's second.
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 5_000 });
    expect(tooltip.textContent).toContain('contact support');
  });

  it('PUTs only the two settings, and shows the generic error toast when the save fails', async () => {
    storeTestSession();
    const fetch = recordRefusedRequests();
    const user = openForm();
    await user.click(screen.getByRole('checkbox', { name: 'Cameras' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(`/api/v1/proAccounts/${ACCOUNT}/brandProfile`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      applyToExistingInstalls: false,
      productGroupIds: [CAMERAS],
    });
  });

  it('from setup reads Save and continue, allowed without changes, and stays put when it fails', async () => {
    storeTestSession();
    const fetch = recordRefusedRequests();
    const user = openForm(profileOf({ productGroupIds: [THERMOSTATS] }), true);
    const save = screen.getByRole('button', { name: 'Save and continue' });
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      applyToExistingInstalls: false,
      productGroupIds: [THERMOSTATS],
    });
    expect(localStorage.getItem(`completeServiceSetupSteps/${ACCOUNT}`)).toBeNull();
  });

  it('shows the run’s progress while it runs', () => {
    openForm(
      profileOf({
        applyToExistingInstalls: true,
        application: serviceApplicationOf({
          locationsTotal: 7,
          locationsDone: 2,
          requestedCount: 2,
        }),
      }),
    );
    expect(
      screen.getByRole('progressbar', { name: 'Asking existing customers: 2 of 7 homes' }),
    ).toBeTruthy();
  });

  it('sums up the homes asked and skipped, in the brand’s words, once done', () => {
    openForm(
      profileOf({
        applyToExistingInstalls: true,
        application: serviceApplicationOf({
          status: 'DONE',
          locationsTotal: 7,
          locationsDone: 7,
          requestedCount: 5,
          skipped: [
            { reason: 'APPLIED_BY_ANOTHER_PARTNER', count: 1 },
            { reason: 'NO_ACTIVE_ENTITLEMENT', count: 1 },
            { reason: 'CONDITIONS_NOT_MET', count: 0 },
          ],
        }),
      }),
    );
    expect(screen.getByText('5 homes were asked to show your brand.')).toBeTruthy();
    expect(
      screen.getByText('1 home was skipped: another company’s brand already shows there.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        '1 home was skipped: its devices are not entitled to Homeowner App Branding.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/conditions/)).toBeNull();
  });
});

describe('before the settings can show', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const open = () =>
    renderRoutes(
      [{ path: '*', element: <BrandProfileSettings partnerAccountId={ACCOUNT} fromSetup /> }],
      PATH,
    );

  it('shows a loader while the profile loads', async () => {
    stubFetchPending();
    open();
    expect(await screen.findByText('Loading…')).toBeTruthy();
  });

  it('says when the profile failed to load, and offers to try again', async () => {
    stubFetchFailing();
    open();
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('without a profile, asks to create it first, in the setup flow', () => {
    renderRoutes([{ path: '*', element: <CreateProfileFirst /> }], PATH);
    expect(
      screen.getByRole('link', { name: 'Create your brand profile' }).getAttribute('href'),
    ).toBe('/mybusiness/services/brand-profile/new?from=setup');
  });
});
