import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { RootLayout } from '@/app/layout/RootLayout';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { createAppRoutes } from './app-routes';

// Lazy screens are transformed on first import here, which can take a moment.
const slow = { timeout: 5_000 };

function findPageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, slow);
}

/** The screen a path renders: the deepest matching route, as the router would choose it. */
function deepestRoute(path: string) {
  const matches = matchRoutes(createAppRoutes(), path);
  return matches?.at(-1)?.route;
}

// Signed-in screens need the viewer from the server, which web tests do not fake (the e2e tier
// signs in against the real server). Here the table itself is checked: which path reaches a
// screen, which is not found, which redirects.
describe('the route table of spec 000 §2', () => {
  it.each([
    ['/agreement-check', 'agreement-check'],
    ['/company/application', 'company/application'],
    ['/company/application/status', 'company/application/status'],
    ['/company/application/update', 'company/application/update'],
    ['/profile', 'profile/*'],
    ['/profile/notifications', 'profile/*'],
    ['/mybusiness/home', 'home'],
    ['/mybusiness/training', 'training'],
    ['/mybusiness/customers', 'customers/*'],
    [
      '/mybusiness/customers/account-lookup/customer-1/device-1',
      'customers/account-lookup/:customerId/:deviceId',
    ],
    ['/mybusiness/business-intelligence', 'business-intelligence/*'],
    ['/mybusiness/co-branding', 'co-branding/*'],
    ['/mybusiness/company', 'company/*'],
    ['/mybusiness/company/contact', 'company/contact'],
    ['/mybusiness/company/employees', 'company/employees'],
    ['/mybusiness/company/employees/requested', 'company/employees/requested'],
    ['/mybusiness/company/isu-templates', 'company/isu-templates'],
    ['/mybusiness/services/setup', 'services/setup'],
    ['/mybusiness/services/setup/brand-profile-settings', 'services/setup/brand-profile-settings'],
    [
      '/mybusiness/services/setup/customer-alerts-settings',
      'services/setup/customer-alerts-settings',
    ],
    ['/mybusiness/services/brand-profile', 'services/brand-profile/*'],
    ['/mybusiness/services/brand-profile/new', 'services/brand-profile/new'],
    ['/mybusiness/services/brand-profile/view', 'services/brand-profile/view'],
    ['/mybusiness/alerts/dashboard', 'alerts/dashboard/*'],
    ['/mybusiness/alerts/alert-settings', 'alerts/alert-settings'],
    ['/onboarding/home', 'home'],
    ['/onboarding/services/setup', 'services/setup'],
    ['/products/downloads/proseries', 'products/downloads/:pageType'],
    ['/admin/companies/company-1', 'companies/:companyId'],
    ['/admin/subscriptions', 'subscriptions'],
    ['/admin/products', 'products'],
  ])('%s reaches the screen of route %s', (path, routePath) => {
    const route = deepestRoute(path);
    expect(route?.path).toBe(routePath);
    expect(route?.lazy).toBeDefined();
  });

  it('/admin reaches the company list', () => {
    const route = deepestRoute('/admin');
    expect(route?.index).toBe(true);
    expect(route?.lazy).toBeDefined();
  });

  it.each(['/company', '/company/other', '/products/downloads', '/products/other', '/admin/other'])(
    '%s is not found (after signing in)',
    (path) => {
      expect(deepestRoute(path)?.Component).toBe(NotFoundPage);
    },
  );

  it.each(['/', '/mybusiness', '/mybusiness/dashboard', '/onboarding', '/onboarding/dashboard'])(
    '%s only redirects',
    (path) => {
      const route = deepestRoute(path);
      expect(route?.loader).toBeTypeOf('function');
      expect(route?.element).toBeNull();
    },
  );
});

describe('signed in', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for the viewer before showing a signed-in screen', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderRoutes(createAppRoutes(), '/mybusiness/home');

    expect(await screen.findByText('Loading…', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  }, 10_000);

  it('a viewer that cannot be loaded is fatal: the page-error screen shows', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => quiet.mockRestore());
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderRoutes(createAppRoutes(), '/mybusiness/home');

    // Network failures are retried twice (query-client.ts) before the error counts.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Something went wrong' },
        { timeout: 8_000 },
      ),
    ).toBeTruthy();
  }, 10_000);

  it('a viewer that does not exist (404) signs out', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => quiet.mockRestore());
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { statusCode: 404, error: 'Not Found', message: 'No such user' },
        { status: 404 },
      ),
    );
    renderRoutes(createAppRoutes(), '/mybusiness/home');

    await waitFor(() => expect(localStorage.getItem('session')).toBeNull(), slow);
  });

  it('/sign-out forgets the session, its refresh token and the banner-closed flag', async () => {
    localStorage.setItem('sessionRefreshToken', 'refresh');
    localStorage.setItem('isStatusBannerClosed', 'true');
    sessionStorage.setItem('globalBanner', '{"step":0}');
    renderRoutes(createAppRoutes(), '/sign-out');

    // The provider's logout is a full page load, which jsdom does not perform.
    await waitFor(() => expect(localStorage.getItem('session')).toBeNull());
    expect(localStorage.getItem('sessionRefreshToken')).toBeNull();
    expect(localStorage.getItem('isStatusBannerClosed')).toBeNull();
    expect(sessionStorage.getItem('globalBanner')).toBeNull();
  });

  it.each(['/nothing-here', '/mybusiness/unknown', '/onboarding/unknown', '/sign-up/unknown'])(
    '%s shows the 404 page',
    async (path) => {
      renderRoutes(createAppRoutes(), path);
      expect(await findPageHeading('Page not found')).toBeTruthy();
    },
  );
});

// The layout needs no signed-in user: it is rendered here around a stand-in screen.
function renderLayout(path: string) {
  return renderRoutes(
    [{ Component: RootLayout, children: [{ path: '*', element: <h1>Stand-in</h1> }] }],
    path,
  );
}

describe('the layout around the routes', () => {
  it('gives business screens the full header, the left navigation and the footer', async () => {
    renderLayout('/mybusiness/home');
    await findPageHeading('Stand-in');

    const primary = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Products', 'Services', 'My business']) {
      expect(within(primary).getByRole('link', { name })).toBeTruthy();
    }
    for (const name of [/Resources/, /Perks/, /Academy/]) {
      const link = within(primary).getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/[a-z.]*aerishome\.example(\/|$)/);
    }
    const leftNav = screen.getByRole('navigation', { name: 'My business' });
    // Without a viewer only the entries every member has show.
    expect(
      within(leftNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Training and support']);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('reduces the header to a sign-out link on the sign-up screens', async () => {
    renderLayout('/email-verify');
    await findPageHeading('Stand-in');

    const header = screen.getByRole('banner');
    expect(
      within(header)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sign out']);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows the left navigation only in the business area', async () => {
    renderLayout('/profile');
    await findPageHeading('Stand-in');
    expect(screen.queryByRole('navigation', { name: 'My business' })).toBeNull();
  });

  it('offers no profile menu while signed out', async () => {
    renderLayout('/mybusiness/home');
    await findPageHeading('Stand-in');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });
});

describe('signed out', () => {
  it.each([
    '/mybusiness/home',
    '/onboarding/home',
    '/profile',
    '/company/application',
    '/agreement-check',
    '/email-verify',
    '/products/downloads/proseries',
  ])('%s leads to sign-in, remembering where it was going', async (path) => {
    const { router } = renderRoutes(createAppRoutes(), path);

    expect(await findPageHeading('Sign in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(path);
    expect(router.state.location.state).toEqual({ from: path });
  });

  it.each([
    ['/sign-in', 'Sign in'],
    ['/sign-up', 'Partner sign-up'],
  ])('%s is open', async (path, title) => {
    renderRoutes(createAppRoutes(), path);
    expect(await findPageHeading(title)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: title === 'Sign in' ? 'Sign in' : 'Create account' }),
    ).toBeTruthy();
  });

  it('a corrupt stored session shows the translated error description', async () => {
    // The error is logged and reported on its way to the page-error screen: expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => quiet.mockRestore());
    localStorage.setItem('session', '{not json');
    renderRoutes(createAppRoutes(), '/mybusiness/home');
    expect(
      await screen.findByText(
        'We are not able to process your request. Please try again later.',
        {},
        slow,
      ),
    ).toBeTruthy();
  });
});

describe('signed in, at /sign-in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a signed-in visit to /sign-in goes on to the business home', async () => {
    storeTestSession();
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const { router } = renderRoutes(createAppRoutes(), '/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mybusiness/home'), slow);
  });
});
