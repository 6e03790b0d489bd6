import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '@/app/routes/app-routes';
import { renderRoutes } from '@/test/render';

const slow = { timeout: 5_000 };

async function openSignIn(path = '/sign-in') {
  const view = renderRoutes(createAppRoutes(), path);
  await screen.findByRole('heading', { level: 1, name: 'Sign in' }, slow);
  return view;
}

const email = () => screen.getByRole('textbox', { name: /Email/ });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: /Sign in|Signing in/ });

describe('the sign-in screen (spec 000 §2, §5)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the title, the email (autocomplete username), the password and the submit button', async () => {
    await openSignIn();
    expect(email().getAttribute('autocomplete')).toBe('username');
    expect(password().getAttribute('type')).toBe('password');
    expect(submit().getAttribute('type')).toBe('submit');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/sign-up',
    );
  });

  it('replaces the history entry with the root path', async () => {
    window.history.pushState(null, '', '/sign-in?returnTo=%2Fprofile');
    await openSignIn();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('the password toggle shows and hides the password', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('asks for an email and a password', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.click(submit());
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
  });

  it('refuses an invalid email and a password under 7 characters', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.type(email(), 'owner@northwind');
    await user.type(password(), 'short');
    await user.click(submit());
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 7 characters long.')).toBeTruthy();
  });

  it('clears a message once the field is right', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.click(submit());
    await user.type(email(), 'owner@northwind-hvac.example');
    expect(screen.queryByText('Enter your email address.')).toBeNull();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
  });

  it('while submitting, disables the button and shows a spinner with the in-progress label', async () => {
    // The request never answers: this test is about the form, the e2e tests cover the server.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const user = userEvent.setup();
    await openSignIn();
    await user.type(email(), 'owner@northwind-hvac.example');
    await user.type(password(), 'demo-portal-2026');
    await user.click(submit());

    const busy = screen.getByRole('button', { name: 'Signing in…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelector('.mantine-Loader-root')).not.toBeNull();
  });

  it('a network failure says signing in is unavailable and enables the button again', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    await openSignIn();
    await user.type(email(), 'owner@northwind-hvac.example');
    await user.type(password(), 'demo-portal-2026');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Signing in is not available right now. Please try again in a few minutes.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
  });

  it('confirms a verified email from the verification link', async () => {
    await openSignIn('/sign-in?verified=true');
    expect(screen.getByText('Your email address is verified. Sign in to continue.')).toBeTruthy();
  });

  it('offers a password reset form and returns from it', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.type(email(), 'owner@northwind-hvac.example');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeTruthy();
    // The form loads on demand.
    expect(
      ((await screen.findByRole('textbox', { name: /Email/ })) as HTMLInputElement).value,
    ).toBe('owner@northwind-hvac.example');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('keeps the form within 36rem', async () => {
    await openSignIn();
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form.closest('[style*="max-width: 36rem"]')).not.toBeNull();
  });
});
