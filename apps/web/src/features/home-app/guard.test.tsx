import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeAppLayoutRoute } from '@/features/home-app/routes/home-app-layout';
import { RequireHomeownerRoute } from '@/features/home-app/routes/require-homeowner';
import { HomeownerSignInRoute } from '@/features/home-app/routes/sign-in';
import { HomeownerSignUpRoute } from '@/features/home-app/routes/sign-up';
import { stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

// The homeowner area's frame as the app layer wires it, with stand-ins for the guarded screens.
const routes = [
  {
    path: '/home-app',
    Component: HomeAppLayoutRoute,
    children: [
      { path: 'sign-in', Component: HomeownerSignInRoute },
      { path: 'sign-up', Component: HomeownerSignUpRoute },
      {
        Component: RequireHomeownerRoute,
        children: [
          { index: true, element: <h1>My homes</h1> },
          { path: 'homes/:consumerAccountId/:locationId', element: <h1>A home</h1> },
        ],
      },
    ],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the homeowner guard', () => {
  it('sends a signed-out visitor to the homeowner sign-in, with the way back', async () => {
    const { router } = renderRoutes(routes, '/home-app/homes/one/two?tab=devices');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your homes' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home-app/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/home-app/homes/one/two?tab=devices',
    );
  });

  it('lets a signed-in homeowner in, with the area navigation', async () => {
    storeTestSession();
    stubFetchPending();
    renderRoutes(routes, '/home-app');
    expect(await screen.findByRole('heading', { level: 1, name: 'My homes' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Your homes' });
    expect(nav.textContent).toContain('Invitations');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('a signed-in visitor of the sign-in page goes on to where they were headed', async () => {
    storeTestSession();
    stubFetchPending();
    const { router } = renderRoutes(
      routes,
      '/home-app/sign-in?returnTo=%2Fhome-app%2Fhomes%2Fa%2Fb',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'A home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home-app/homes/a/b');
  });

  it('never returns to another site', async () => {
    storeTestSession();
    stubFetchPending();
    renderRoutes(routes, '/home-app/sign-in?returnTo=%2F%2Fevil.example');
    expect(await screen.findByRole('heading', { level: 1, name: 'My homes' })).toBeTruthy();
  });
});

describe('the homeowner sign-in and sign-up', () => {
  it('sign-in prefills the email and links to sign-up with the same way back', async () => {
    renderRoutes(
      routes,
      '/home-app/sign-in?email=dana%40example.com&returnTo=%2Fhome-app%2Finvites%2Ft',
    );
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your homes' });
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe(
      'dana@example.com',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/home-app/sign-up?email=dana%40example.com&returnTo=%2Fhome-app%2Finvites%2Ft',
    );
  });

  it('sign-up asks for first and last name, email and password, with the portal rules', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/home-app/sign-up?email=dana%40example.com');
    await screen.findByRole('heading', { level: 1, name: 'Create your homeowner account' });
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe(
      'dana@example.com',
    );
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('Enter your name.')).toHaveLength(2);
    expect(screen.getByText('The password must be at least 7 characters long.')).toBeTruthy();
  });

  it('while the account is created, the button shows its progress', async () => {
    stubFetchPending();
    const user = userEvent.setup();
    renderRoutes(routes, '/home-app/sign-up');
    await screen.findByRole('heading', { level: 1, name: 'Create your homeowner account' });
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Dana');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Mary Lee');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'dana@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'blue-heron-7319');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      screen.getByRole('button', { name: 'Creating your account…' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
