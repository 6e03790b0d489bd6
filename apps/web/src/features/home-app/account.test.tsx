import type { ConsumerUser } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountForm } from '@/features/home-app/components/AccountForm';
import { DeleteAccount } from '@/features/home-app/components/DeleteAccount';
import { stubConflict } from '@/features/home-app/test/requests';
import { recordRequests } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const USER: ConsumerUser = {
  id: '6f1c2b3a-0000-4000-8000-000000000071',
  email: 'dana@example.com',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Lee',
  locale: 'en',
  countryCode: null,
  consumerAccounts: [],
  createdAt: '2030-01-01T00:00:00.000Z',
};

const render = (element: ReactNode) => renderRoutes([{ path: '*', element }], '/home-app/account');

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the homeowner's details", () => {
  it('saves the name and language', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    render(<AccountForm user={USER} />);
    const first = await screen.findByRole('textbox', { name: /First name/ });
    // Named apart from the header's language switch, which changes only this browser.
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toBeTruthy();
    await user.clear(first);
    await user.type(first, 'Dana Mae');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/users/my',
        body: { firstName: 'Dana Mae', lastName: 'Lee', locale: 'en' },
      },
    ]);
  });

  it('refuses an empty name, sending nothing', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    render(<AccountForm user={USER} />);
    await user.clear(await screen.findByRole('textbox', { name: /Last name/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('asks first, naming the consequence, then deletes', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    render(<DeleteAccount />);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(
      within(dialog).getByText(/You lose access to your homes and their devices/),
    ).toBeTruthy();
    expect(requests).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(requests).toEqual([{ method: 'DELETE', path: '/api/v1/users/my', body: undefined }]);
  });

  it('a refusal because others depend on the homeowner says what to do first', async () => {
    stubConflict('USER_IS_DEVICE_ADMIN');
    const user = userEvent.setup();
    render(<DeleteAccount />);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are the only admin of a household with devices. Make another member an admin, or remove the devices, before you delete your account.',
    );
    expect(localStorage.getItem('session')).not.toBeNull();
  });
});
