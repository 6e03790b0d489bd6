import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpRoute } from '@/features/sign-up/routes/sign-up';
import { recordRequests } from '@/test/fetch';
import { renderRoutes } from '@/test/render';

describe('the partner sign-up (spec 000 §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells the identity provider that a partner signs up (userType PARTNER)', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    renderRoutes([{ path: '/sign-up', Component: SignUpRoute }], '/sign-up');
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Pat Partner');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'pat@northwind.example');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'blue-heron-7319');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/auth/dbconnections/signup',
      body: {
        email: 'pat@northwind.example',
        name: 'Pat Partner',
        user_metadata: { userType: 'PARTNER' },
      },
    });
  }, 15_000);
});
