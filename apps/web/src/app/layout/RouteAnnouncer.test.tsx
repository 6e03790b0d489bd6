import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { RouteAnnouncer } from './RouteAnnouncer';

function Layout() {
  return (
    <main>
      <RouteAnnouncer />
      <Outlet />
    </main>
  );
}

function Customers() {
  return (
    <>
      <h1>Customers</h1>
      <Link to="/customers/7">Noah Anderson</Link>
      <Link to="/customers?search=noah">Search</Link>
    </>
  );
}

/** A screen that shows a loader first, as one waiting for its data does. */
function Customer() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Noah Anderson</h1> : <p>Loading</p>;
}

const routes = [
  {
    Component: Layout,
    children: [
      { path: '/customers', Component: Customers },
      { path: '/customers/:id', Component: Customer },
    ],
  },
];

describe('the route announcer', () => {
  it('leaves focus alone on the first screen', async () => {
    renderRoutes(routes, '/customers');
    await screen.findByRole('heading', { name: 'Customers' });
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('focuses the heading of the next screen once it shows, and announces it', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/customers');
    await user.click(screen.getByRole('link', { name: 'Noah Anderson' }));

    const heading = await screen.findByRole('heading', { name: 'Noah Anderson' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toBe('Noah Anderson');
  });

  it('keeps focus where it is when only the query changes', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/customers');
    const search = screen.getByRole('link', { name: 'Search' });
    await user.click(search);

    await waitFor(() => expect(router.state.location.search).toBe('?search=noah'));
    expect(document.activeElement).toBe(search);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
