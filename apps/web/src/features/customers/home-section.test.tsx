import type { CustomerLocation, PartnerRole } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerAbilities } from '@/features/customers/components/device-rules';
import { HomeSection } from '@/features/customers/components/HomeSection';
import { formatDateTime } from '@/shared/lib/dates';
import { type Refusal, recordRequests } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import {
  ACCOUNT,
  CUSTOMER,
  companyRequests,
  DEVICE,
  deviceOf,
  expectUnavailable,
  HOME,
  homeOf,
  MAC,
  openMenu,
  pickAction,
  SERVICE,
  serviceOf,
} from './test-fixtures';

function open(
  home: CustomerLocation,
  role: PartnerRole = 'OWNER',
  customerEmail: string | null = 'ann@example.com',
) {
  const { router } = renderRoutes(
    [
      {
        path: '*',
        element: (
          <HomeSection
            partnerAccountId={ACCOUNT}
            customerId={CUSTOMER}
            home={home}
            customerEmail={customerEmail}
            abilities={customerAbilities([role])}
            focusDeviceId={undefined}
          />
        ),
      },
    ],
    '/',
  );
  opened = router;
  return userEvent.setup();
}
/** The router of the last open(), to see where an action went. */
let opened: ReturnType<typeof renderRoutes>['router'] | undefined;

const buttonNames = () =>
  screen.getAllByRole('button').map((found) => found.getAttribute('aria-label'));
// A disabled item's name is its label, the first line; its reason follows.
const menuItems = async (user: UserEvent, target: string) =>
  within(await openMenu(user, target))
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.querySelector('span')?.textContent ?? item.textContent);

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what a home and its devices show', () => {
  it("the device's category beside its type, and when the homeowner answered", async () => {
    recordRequests();
    const answered = '2025-03-08T10:30:00.000Z';
    open(
      homeOf({
        devices: [
          deviceOf({ services: [serviceOf({ consentStatus: 'ACCEPTED', respondedAt: answered })] }),
        ],
      }),
    );
    const row = screen.getAllByRole('row')[1];
    if (row === undefined) throw new Error('no device row');
    expect(within(row).getByText('Wi-Fi thermostat')).toBeTruthy();
    expect(within(row).getByText('Thermostat')).toBeTruthy();
    expect(within(row).getByText('Remote access: Accepted')).toBeTruthy();
    expect(within(row).getByText(`Answered ${formatDateTime(answered)}`)).toBeTruthy();
  });

  it('a SALES member reads everything but has no actions besides the history', () => {
    recordRequests();
    open(homeOf({ devices: [deviceOf({ services: [serviceOf()] })] }), 'SALES');
    expect(buttonNames()).toEqual([`History for ${MAC}`]);
    expect(screen.getByText('Remote access: Pending')).toBeTruthy();
  });

  it('a home and each device show their first action and a menu with the rest', async () => {
    recordRequests();
    const user = open(homeOf({ devices: [deviceOf({ services: [serviceOf()] })] }));
    expect(buttonNames()).toEqual([
      'Register device for Lake house',
      'More actions for Lake house',
      `Request service for ${MAC}`,
      `More actions for ${MAC}`,
    ]);
    expect(await menuItems(user, 'Lake house')).toEqual([
      'Request service',
      'Invite homeowner',
      'Pre-register',
      'Edit home',
      'Delete home',
    ]);
    await user.keyboard('{Escape}');
    expect(await menuItems(user, MAC)).toEqual([
      'Request remote access',
      'Resend the Remote access request',
      'Cancel the Remote access request',
      'History',
      'Unregister',
    ]);
  });

  it("opens a device's remote session page once the homeowner allowed remote access, for those who hold sessions", async () => {
    recordRequests();
    const accepted = homeOf({
      devices: [deviceOf({ services: [serviceOf({ consentStatus: 'ACCEPTED' })] })],
    });
    const user = open(accepted, 'TECHNICIAN');
    // After the service requests, once: a row's first button stays a short one.
    expect(await menuItems(user, MAC)).toEqual([
      'Request remote access',
      'Remote session',
      'History',
      'Unregister',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Remote session', hidden: true }));
    await waitFor(() =>
      expect(opened?.state.location.pathname).toBe(
        `/mybusiness/customers/account-lookup/${CUSTOMER}/${DEVICE}`,
      ),
    );
  });

  it('offers no remote session to a role without sessions, nor before remote access is allowed', async () => {
    recordRequests();
    const accepted = homeOf({
      devices: [deviceOf({ services: [serviceOf({ consentStatus: 'ACCEPTED' })] })],
    });
    const operations = open(accepted, 'OPERATIONS');
    expect(await menuItems(operations, MAC)).not.toContain('Remote session');
    await operations.keyboard('{Escape}');
    const pending = homeOf({ devices: [deviceOf({ services: [serviceOf()] })] });
    document.body.innerHTML = '';
    const technician = open(pending, 'TECHNICIAN');
    expect(await menuItems(technician, MAC)).not.toContain('Remote session');
  });

  it('a home without devices says why no service can be requested yet', async () => {
    recordRequests();
    const user = open(homeOf({ devices: [] }));
    const menu = await openMenu(user, 'Lake house');
    expectUnavailable(menu, 'Request service', 'Register a device in this home first.');
  });

  it("a linked home's homeowner cannot be invited again, and it says so", async () => {
    recordRequests();
    const user = open(homeOf({ homeownerLinked: true, hasHousehold: true }));
    const menu = await openMenu(user, 'Lake house');
    expectUnavailable(menu, 'Invite homeowner', 'The homeowner has already taken this home over.');
  });
});

describe('a waiting service request', () => {
  it('is cancelled only after confirming', async () => {
    const sent = recordRequests();
    const user = open(homeOf({ devices: [deviceOf({ services: [serviceOf()] })] }));
    expect(screen.getByText(`Requested ${formatDateTime(serviceOf().requestedAt)}`)).toBeTruthy();

    await pickAction(user, MAC, 'Cancel the Remote access request');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(companyRequests(sent)).toEqual([]);

    await pickAction(user, MAC, 'Cancel the Remote access request');
    const again = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() =>
      expect(companyRequests(sent)).toEqual([
        {
          method: 'DELETE',
          path: `/api/v1/proAccounts/${ACCOUNT}/locations/${HOME}/services/${SERVICE}`,
          body: undefined,
        },
      ]),
    );
  });

  it('sent again after the homeowner answered says so', async () => {
    recordRequests({ statusCode: 409, reasonCode: 'INVITE_ALREADY_COMPLETED' });
    const user = open(homeOf({ devices: [deviceOf({ services: [serviceOf()] })] }));
    await pickAction(user, MAC, 'Resend the Remote access request');
    expect(
      await screen.findByText('The homeowner has already answered this request.'),
    ).toBeTruthy();
  });
});

describe('remote access', () => {
  it('is asked for in one click on a device without it', async () => {
    const sent = recordRequests();
    const user = open(homeOf());
    await pickAction(user, MAC, 'Request remote access');
    await waitFor(() =>
      expect(companyRequests(sent)).toEqual([
        {
          method: 'POST',
          path: `/api/v1/proAccounts/${ACCOUNT}/devices/${DEVICE}/requestAccess`,
          body: undefined,
        },
      ]),
    );
  });

  it('is unavailable where it is already asked for, and says so', async () => {
    recordRequests();
    const user = open(homeOf({ devices: [deviceOf({ services: [serviceOf()] })] }));
    const menu = await openMenu(user, MAC);
    expectUnavailable(
      menu,
      'Request remote access',
      'Remote access to this device is already requested or allowed.',
    );
  });

  it('refused because it exists says so', async () => {
    recordRequests({ statusCode: 409, reasonCode: 'EXISTING_REMOTE_ACCESS_SERVICE' });
    const user = open(homeOf());
    await pickAction(user, MAC, 'Request remote access');
    expect(
      await screen.findByText('Remote access to this device is already requested or allowed.'),
    ).toBeTruthy();
  });
});

describe('editing and deleting a home', () => {
  it('edits the name and address, sent with the address check', async () => {
    const sent = recordRequests();
    const user = open(homeOf());
    await pickAction(user, 'Lake house', 'Edit home');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lake house' });
    const name = within(dialog).getByRole('textbox', { name: 'Home name' });
    expect((name as HTMLInputElement).value).toBe('Lake house');
    await user.clear(name);
    await user.type(name, 'Cabin');
    await user.click(within(dialog).getByRole('button', { name: 'Save home' }));
    await waitFor(() =>
      expect(companyRequests(sent)).toEqual([
        {
          method: 'PUT',
          path: `/api/v1/proAccounts/${ACCOUNT}/customers/${CUSTOMER}/locations/${HOME}`,
          body: {
            locationName: 'Cabin',
            address: {
              address1: '1 Shore Road',
              city: 'Boise',
              state: 'ID',
              zip: '83702',
              country: 'US',
            },
          },
        },
      ]),
    );
  });

  it('marks the fields the address check refused', async () => {
    const refusal: Refusal = {
      statusCode: 400,
      fields: [{ field: 'address.city', message: 'Does not match (Meridian).' }],
    };
    recordRequests(refusal);
    const user = open(homeOf());
    await pickAction(user, 'Lake house', 'Edit home');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lake house' });
    await user.click(within(dialog).getByRole('button', { name: 'Save home' }));
    expect(
      await within(dialog).findByText(
        "We could not verify the home's address. Correct the marked fields and save again.",
      ),
    ).toBeTruthy();
    const city = within(dialog).getByRole('textbox', { name: 'City' });
    expect(city.getAttribute('aria-invalid')).toBe('true');
  });

  it('deleting asks first, naming that its devices are unregistered', async () => {
    const sent = recordRequests();
    const user = open(homeOf());
    await pickAction(user, 'Lake house', 'Delete home');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Lake house?' });
    expect(within(dialog).getByText(/its devices are unregistered/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete home' }));
    await waitFor(() =>
      expect(companyRequests(sent)).toEqual([
        {
          method: 'DELETE',
          path: `/api/v1/proAccounts/${ACCOUNT}/locations/${HOME}`,
          body: undefined,
        },
      ]),
    );
  });
});
