import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '@/app/routes/app-routes';
import { renderRoutes } from '@/test/render';

async function openSignUp(path = '/sign-up') {
  renderRoutes(createAppRoutes(), path);
  await screen.findByRole('heading', { level: 1, name: 'Partner sign-up' }, { timeout: 5_000 });
}

describe('the partner sign-up form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for name, email and password, with the sign-in rules', async () => {
    const user = userEvent.setup();
    await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Pat <Partner>');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'pat@northwind');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), '123456');
    expect(
      screen.getByText(
        'Use only letters, digits, spaces, apostrophes, underscores, dots and hyphens.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 7 characters long.')).toBeTruthy();
  });

  it('while submitting, shows the spinner with the in-progress label', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const user = userEvent.setup();
    await openSignUp();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Pat Partner');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'pat@northwind.example');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'blue-heron-7319');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const busy = screen.getByRole('button', { name: 'Creating your account…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
  });

  it('with an invite, keeps the invitation placeholder', async () => {
    await openSignUp('/sign-up?invite=aW52aXRl');
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });
});
