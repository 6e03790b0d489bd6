import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { NotFoundPage } from './NotFoundPage';

const routes = [
  { path: '/start', element: <Link to="/missing">Follow a broken link</Link> },
  { path: '*', Component: NotFoundPage },
];

describe('NotFoundPage', () => {
  it('offers only Go home when it is the first page of the visit', async () => {
    renderRoutes(routes, '/missing');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe(
      '/mybusiness/home',
    );
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it('offers Go back after the portal navigated here, and it returns', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/start');

    await user.click(await screen.findByRole('link', { name: 'Follow a broken link' }));
    await user.click(await screen.findByRole('button', { name: 'Go back' }));

    expect(router.state.location.pathname).toBe('/start');
  });
});
