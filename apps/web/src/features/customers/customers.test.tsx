import type { PartnerRole } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerAccountPage } from '@/features/customers/components/CustomerAccountPage';
import { CustomerActions } from '@/features/customers/components/CustomerActions';
import { fieldOfPath } from '@/features/customers/components/customer-values';
import { customerAbilities, normalizedMac } from '@/features/customers/components/device-rules';
import { homeSubmitProblem } from '@/features/customers/components/submit-problem';
import { ApiError } from '@/shared/lib/api-client';
import { i18n } from '@/shared/lib/i18n/i18n';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';
const CUSTOMER = '6f1c2b3a-0000-4000-8000-000000000003';

describe('the MAC address as it will be registered', () => {
  it.each([
    ['001a2b3c4d5e', '00:1A:2B:3C:4D:5E'],
    ['00-1a-2b-3c-4d-5e', '00:1A:2B:3C:4D:5E'],
    [' 00:1A:2B:3C:4D:5E ', '00:1A:2B:3C:4D:5E'],
  ])('%s is shown as %s', (typed, shown) => {
    expect(normalizedMac(typed)).toBe(shown);
  });

  it.each(['', '001a2b3c4d', '001a2b3c4d5g', '001a2b3c4d5e6f'])('%s is not one', (typed) => {
    expect(normalizedMac(typed)).toBeUndefined();
  });
});

describe('what a role may do on the customer screens', () => {
  it.each([
    ['OWNER', true, true, true, true],
    ['COMPANY_ADMIN', true, true, true, true],
    ['TECHNICIAN', true, false, true, true],
    ['OPERATIONS', true, false, true, false],
    ['SALES', false, false, false, false],
  ] as const)(
    '%s: manage customers %s, delete customers %s, manage devices %s, remote sessions %s',
    (role, manage, remove, devices, sessions) => {
      expect(customerAbilities([role])).toEqual({
        manageCustomers: manage,
        deleteCustomers: remove,
        manageDevices: devices,
        remoteSessions: sessions,
      });
    },
  );
});

describe("the customer's buttons", () => {
  const buttonsFor = (role: PartnerRole) => {
    renderRoutes(
      [
        {
          path: '*',
          element: <CustomerActions abilities={customerAbilities([role])} onOpen={() => {}} />,
        },
      ],
      '/',
    );
    return screen.queryAllByRole('button').map((button) => button.textContent);
  };

  it.each(['OWNER', 'COMPANY_ADMIN'] as const)('%s may edit, add a home and delete', (role) => {
    expect(buttonsFor(role)).toEqual(['Edit customer', 'Add home', 'Delete customer']);
  });

  it.each(['TECHNICIAN', 'OPERATIONS', 'MEMBER'] as const)(
    '%s may edit and add a home, but not delete',
    (role) => {
      expect(buttonsFor(role)).toEqual(['Edit customer', 'Add home']);
    },
  );

  it('SALES gets none', () => {
    expect(buttonsFor('SALES')).toEqual([]);
  });
});

describe('server field paths on the customer and home forms', () => {
  it.each([
    ['location.address.city', 'home.city'],
    ['address.zip', 'home.zip'],
    ['location.locationName', 'home.locationName'],
    ['location.address.country', 'countryCode'],
    ['firstName', 'firstName'],
  ])('%s marks %s', (path, field) => {
    expect(fieldOfPath(path)).toBe(field);
  });
});

describe('a refused customer or home', () => {
  const refusal = (statusCode: number, fields?: { field: string; message: string }[]) =>
    new ApiError({
      statusCode,
      error: 'Refused',
      message: 'Refused',
      ...(fields ? { fields } : {}),
    });

  it('speaks of the home, not of a company application', () => {
    expect(homeSubmitProblem(i18n.t, refusal(503)).message).toBe(
      'We cannot verify addresses right now, so nothing was saved. Please try again in a few minutes.',
    );
    const unconfirmed = homeSubmitProblem(
      i18n.t,
      refusal(400, [{ field: 'location.address.city', message: 'Does not match (Boise).' }]),
    );
    expect(unconfirmed.message).toBe(
      "We could not verify the home's address. Correct the marked fields and save again.",
    );
    expect(Object.keys(unconfirmed.fields)).toEqual(['home.city']);
  });
});

describe('the customer account page while it loads or fails', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const open = (focusDeviceId?: string) =>
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <CustomerAccountPage
              partnerAccountId={ACCOUNT}
              customerId={CUSTOMER}
              abilities={customerAbilities(['OWNER'])}
              listPath="/mybusiness/customers"
              {...(focusDeviceId ? { focusDeviceId } : {})}
            />
          ),
        },
      ],
      `/mybusiness/customers/${CUSTOMER}`,
    );

  it('shows a loader while the customer loads', async () => {
    stubFetchPending();
    open();
    expect(await screen.findByText('Loading…')).toBeTruthy();
  });

  it('says when the customer failed to load, and offers to try again', async () => {
    stubFetchFailing(403);
    open();
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('an unknown customer, or the lookup of one, is not found', async () => {
    stubFetchFailing(404);
    open('6f1c2b3a-0000-4000-8000-000000000004');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
