import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GuardRedirect } from './GuardRedirect';

/** A guard like RequireAuth: everything but /terms redirects there. */
function Guard() {
  const { pathname } = useLocation();
  return pathname === '/terms' ? <Outlet /> : <GuardRedirect to="/terms" />;
}

describe('a guard redirect', () => {
  it('redirects again when another navigation cancelled its first redirect', async () => {
    let openTerms = () => {};
    const termsLoaded = new Promise<void>((resolve) => {
      openTerms = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          Component: Guard,
          children: [
            { path: 'invite', element: <p>invite</p> },
            { path: 'home', element: <p>home</p> },
            {
              path: 'terms',
              lazy: async () => {
                await termsLoaded;
                return { element: <p>terms</p> };
              },
            },
          ],
        },
      ],
      { initialEntries: ['/invite'] },
    );
    render(<RouterProvider router={router} />);

    // The guard's redirect waits for the lazy screen; meanwhile the page navigates on its own.
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/terms'));
    await router.navigate('/home');
    expect(router.state.location.pathname).toBe('/home');

    openTerms();
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'));
  });
});
