import type { CustomerLocation } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerAbilities } from '@/features/customers/components/device-rules';
import { HomeSection } from '@/features/customers/components/HomeSection';
import { recordRequests } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import {
  ACCOUNT,
  CUSTOMER,
  companyRequests,
  deviceOf,
  expectUnavailable,
  HOME,
  homeOf,
  MAC,
  menuItem,
  noMenuItem,
  openMenu,
  pickAction,
} from './test-fixtures';

function open(home: CustomerLocation, customerEmail: string | null = 'ann@example.com') {
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <HomeSection
            partnerAccountId={ACCOUNT}
            customerId={CUSTOMER}
            home={home}
            customerEmail={customerEmail}
            abilities={customerAbilities(['OWNER'])}
            focusDeviceId={undefined}
          />
        ),
      },
    ],
    '/',
  );
  return userEvent.setup();
}

const preRegistered = () =>
  homeOf({
    state: 'InPreRegistration',
    hasHousehold: true,
    devices: [deviceOf({ state: 'InPreRegistration' })],
  });
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pre-registering a home', () => {
  it('is offered on a home nobody has, after a confirmation that explains it', async () => {
    const sent = recordRequests();
    const user = open(homeOf());
    await pickAction(user, 'Lake house', 'Pre-register');
    const dialog = await screen.findByRole('dialog', { name: 'Pre-register Lake house?' });
    expect(
      within(dialog).getByText(/stay in pre-registration until you commission it/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Pre-register' }));
    await waitFor(() =>
      expect(companyRequests(sent)).toEqual([
        {
          method: 'POST',
          path: `/api/v1/proAccounts/${ACCOUNT}/consumerAccount`,
          body: { partnerCustomerId: CUSTOMER, partnerDeviceLocationId: HOME },
        },
      ]),
    );
  });

  it('is unavailable on a home the homeowner has, saying why', async () => {
    recordRequests();
    const user = open(homeOf({ homeownerLinked: true, hasHousehold: true }));
    const menu = await openMenu(user, 'Lake house');
    expectUnavailable(menu, 'Pre-register', 'This home already has a homeowner account.');
    noMenuItem(menu, 'Commission');
  });

  it('is unavailable once commissioned, while the homeowner may still be invited', async () => {
    recordRequests();
    const user = open(homeOf({ hasHousehold: true }));
    const menu = await openMenu(user, 'Lake house');
    expectUnavailable(menu, 'Pre-register', 'This home already has a homeowner account.');
    noMenuItem(menu, 'Commission');
    const invite = menuItem(menu, 'Invite homeowner');
    expect(invite.hasAttribute('disabled')).toBe(false);
  });

  it('refused for a home that already has an account says what to do', async () => {
    recordRequests({ statusCode: 409, reasonCode: 'ALREADY_REGISTERED' });
    const user = open(homeOf());
    await pickAction(user, 'Lake house', 'Pre-register');
    const dialog = await screen.findByRole('dialog', { name: 'Pre-register Lake house?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pre-register' }));
    expect(
      await screen.findByText(
        'This home already has a homeowner account. Invite the homeowner instead.',
      ),
    ).toBeTruthy();
  });
});

describe('a pre-registered home', () => {
  it('shows its badge, offers Commission first, and says why there are no services until then', async () => {
    recordRequests();
    const user = open(preRegistered());
    expect(screen.getByText('Pre-registration')).toBeTruthy();
    expect(button('Commission for Lake house')).toBeTruthy();
    // The device's first action is its history: nothing else can be done on it yet.
    expect(button(`History for ${MAC}`)).toBeTruthy();

    const homeMenu = await openMenu(user, 'Lake house');
    const afterCommission = 'Services can be requested once the home is commissioned.';
    expectUnavailable(homeMenu, 'Request service', afterCommission);
    expectUnavailable(
      homeMenu,
      'Invite homeowner',
      'Commissioning the home sends the homeowner an invitation.',
    );
    noMenuItem(homeMenu, 'Pre-register');
    await user.click(menuItem(homeMenu, 'Request service'));
    expect(screen.queryByRole('dialog', { name: 'Request a service' })).toBeNull();
    await user.keyboard('{Escape}');

    const deviceMenu = await openMenu(user, MAC);
    expectUnavailable(deviceMenu, 'Request service', afterCommission);
    expectUnavailable(deviceMenu, 'Request remote access', afterCommission);
  });

  it('without devices cannot be commissioned yet, and says so', async () => {
    recordRequests();
    const user = open(homeOf({ state: 'InPreRegistration', hasHousehold: true, devices: [] }));
    expect(button('Register device for Lake house')).toBeTruthy();
    const menu = await openMenu(user, 'Lake house');
    expectUnavailable(
      menu,
      'Commission',
      'Register a device in this home before commissioning it.',
    );
  });

  it("is commissioned with the customer's email, prefilled", async () => {
    const sent = recordRequests();
    const user = open(preRegistered());
    await user.click(button('Commission for Lake house'));
    const dialog = await screen.findByRole('dialog', { name: 'Commission Lake house' });
    const email = within(dialog).getByRole('textbox', { name: "Homeowner's email" });
    expect((email as HTMLInputElement).value).toBe('ann@example.com');
    await user.clear(email);
    await user.type(email, 'owner@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Commission and invite' }));
    await waitFor(() =>
      expect(companyRequests(sent)).toEqual([
        {
          method: 'PUT',
          path: `/api/v1/proAccounts/${ACCOUNT}/commissionAccount`,
          body: { partnerDeviceLocationId: HOME, email: 'owner@example.com' },
        },
      ]),
    );
  });

  it('needs an email when the customer has none', async () => {
    const sent = recordRequests();
    const user = open(preRegistered(), null);
    await user.click(button('Commission for Lake house'));
    const dialog = await screen.findByRole('dialog', { name: 'Commission Lake house' });
    await user.click(within(dialog).getByRole('button', { name: 'Commission and invite' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(companyRequests(sent)).toEqual([]);
  });

  it('refused without devices says to register one first', async () => {
    recordRequests({ statusCode: 409, reasonCode: 'PARTIAL_REGISTRATION_STATE' });
    const user = open(preRegistered());
    await user.click(button('Commission for Lake house'));
    const dialog = await screen.findByRole('dialog', { name: 'Commission Lake house' });
    await user.click(within(dialog).getByRole('button', { name: 'Commission and invite' }));
    expect(
      await screen.findByText('Register a device in this home before commissioning it.'),
    ).toBeTruthy();
  });
});
