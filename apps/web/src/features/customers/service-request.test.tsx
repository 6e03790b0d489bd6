import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonServices } from '@/features/customers/api/get-available-services';
import { ServiceRequestModal } from '@/features/customers/components/ServiceRequestModal';
import { recordRequests, stubFetchFailing } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { ACCOUNT, companyRequests, DEVICE, deviceOf, HOME } from './test-fixtures';

const OTHER = '6f1c2b3a-0000-4000-8000-000000000008';
const devices = [
  deviceOf(),
  deviceOf({ id: OTHER, macAddress: '00:1A:2B:3C:4D:5F', marketName: 'Leak Sensor' }),
];

function open(initialDeviceIds: string[]) {
  renderWithProviders(
    <ServiceRequestModal
      partnerAccountId={ACCOUNT}
      locationId={HOME}
      devices={devices}
      initialDeviceIds={initialDeviceIds}
      onClose={() => {}}
    />,
  );
  return userEvent.setup();
}

const availablePath = (deviceId: string) =>
  `/api/v1/proAccounts/${ACCOUNT}/locations/${HOME}/services/${deviceId}/available`;

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the services offered for the chosen devices', () => {
  it('are those every chosen device still allows', () => {
    expect(
      commonServices([
        ['RemoteAccess', 'BrandingPartnerDeviceService', 'ProAlertsPartnerDeviceService'],
        ['BrandingPartnerDeviceService', 'RemoteAccess'],
      ]),
    ).toEqual(['BrandingPartnerDeviceService', 'RemoteAccess']);
    expect(commonServices([['RemoteAccess'], []])).toEqual([]);
    expect(commonServices([])).toEqual([]);
  });
});

describe('the request-service modal', () => {
  it("asks which services the row's device allows, and waits for the answer", async () => {
    const sent = recordRequests();
    open([DEVICE]);
    const dialog = await screen.findByRole('dialog', { name: 'Request a service' });
    expect(within(dialog).getByText('Checking which services can be requested…')).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Send request' }).hasAttribute('disabled'),
    ).toBe(true);
    await waitFor(() =>
      expect(companyRequests(sent).map(({ path }) => path)).toEqual([availablePath(DEVICE)]),
    );
  });

  it('asks again for every device ticked', async () => {
    const sent = recordRequests();
    const user = open([DEVICE]);
    const dialog = await screen.findByRole('dialog', { name: 'Request a service' });
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Leak Sensor (00:1A:2B:3C:4D:5F)' }),
    );
    await waitFor(() =>
      expect(companyRequests(sent).map(({ path }) => path)).toEqual([
        availablePath(DEVICE),
        availablePath(OTHER),
      ]),
    );
  });

  it('without a device chosen, asks to choose one and sends nothing', async () => {
    const sent = recordRequests();
    open([]);
    const dialog = await screen.findByRole('dialog', { name: 'Request a service' });
    expect(
      within(dialog).getByText('Choose devices to see the services you can request.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Send request' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(companyRequests(sent)).toEqual([]);
  });

  it('says when the services could not be checked', async () => {
    stubFetchFailing(403);
    open([DEVICE]);
    const dialog = await screen.findByRole('dialog', { name: 'Request a service' });
    expect(
      await within(dialog).findByText(
        'We could not check which services can be requested. Close this window and try again.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Send request' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
