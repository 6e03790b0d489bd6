import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { RootErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary';

function Nothing() {
  return null;
}

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the page-error screen with its translated defaults and, outside production, the ways out', async () => {
    // React and the boundary both report the error; the test only looks at the screen.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/', Component: Broken, ErrorBoundary: RouteErrorBoundary }], '/');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText('We are not able to process your request. Please try again later.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Sign out and start again' }).getAttribute('href'),
    ).toBe('/sign-out');
  });

  it('shows the 404 page for a thrown not-found response', async () => {
    renderRoutes(
      [
        {
          path: '/',
          loader: () => {
            throw data(null, { status: 404 });
          },
          element: null,
          HydrateFallback: Nothing,
          ErrorBoundary: RouteErrorBoundary,
        },
      ],
      '/',
    );

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('stands alone, without header or footer, when the layout itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/', Component: Broken, ErrorBoundary: RootErrorBoundary }], '/');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
