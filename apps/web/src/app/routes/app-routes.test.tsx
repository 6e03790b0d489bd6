import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { createAppRoutes } from './app-routes';

// Lazy screens are transformed on first import here, which can take a moment.
const slow = { timeout: 5_000 };

function findPageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, slow);
}

describe('the route table of spec 000 §2, signed in', () => {
  beforeEach(() => {
    storeTestSession();
  });

  it.each([
    ['/sign-up?invite=aW52aXRl', 'Partner sign-up'],
    ['/sign-up/accept-invite?invite=aW52aXRl', 'Accept invitation'],
    ['/sign-up/accept-invite-landing', 'Create your account'],
    ['/agreement-check', 'Terms and conditions'],
    ['/company/application', 'Company application'],
    ['/company/application/status', 'Application status'],
    ['/company/application/update', 'Update company application'],
    ['/profile', 'Profile'],
    ['/profile/notifications', 'Profile'],
    ['/mybusiness/home', 'Home'],
    ['/mybusiness/training', 'Training and support'],
    ['/mybusiness/customers', 'Customer accounts'],
    ['/mybusiness/customers/account-lookup/customer-1/device-1', 'Account lookup'],
    ['/mybusiness/business-intelligence', 'Business intelligence'],
    ['/mybusiness/co-branding', 'Co-branding'],
    ['/mybusiness/company', 'Company information'],
    ['/mybusiness/company/contact', 'Company contact'],
    ['/mybusiness/company/employees', 'Employees'],
    ['/mybusiness/company/employees/requested', 'Join requests'],
    ['/mybusiness/services/setup', 'Service setup'],
    ['/mybusiness/services/setup/brand-profile-settings', 'Brand profile settings'],
    ['/mybusiness/services/setup/customer-alerts-settings', 'Customer alerts settings'],
    ['/mybusiness/services/brand-profile', 'Brand profile'],
    ['/mybusiness/services/brand-profile/new', 'New brand profile'],
    ['/mybusiness/services/brand-profile/view', 'Brand profile preview'],
    ['/mybusiness/alerts/dashboard', 'Alerts dashboard'],
    ['/mybusiness/alerts/alert-settings', 'Alert settings'],
    ['/onboarding/home', 'Home'],
    ['/onboarding/services/setup', 'Service setup'],
    ['/products/downloads/proseries', 'Launch Kit'],
    ['/products/downloads/hvacWater', 'HVAC and water'],
  ])('%s shows the %s screen, marked as coming soon', async (path, title) => {
    renderRoutes(createAppRoutes(), path);

    expect(await findPageHeading(title)).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it.each([
    ['/', '/mybusiness/home', 'Home'],
    ['/mybusiness', '/mybusiness/home', 'Home'],
    ['/mybusiness/dashboard', '/mybusiness/home', 'Home'],
    ['/onboarding', '/onboarding/home', 'Home'],
    ['/onboarding/dashboard', '/onboarding/home', 'Home'],
  ])('%s redirects to %s', async (path, destination, title) => {
    const { router } = renderRoutes(createAppRoutes(), path);

    expect(await findPageHeading(title)).toBeTruthy();
    expect(router.state.location.pathname).toBe(destination);
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

  it.each([
    '/nothing-here',
    '/company',
    '/mybusiness/unknown',
    '/mybusiness/services/setup/unknown',
    '/onboarding/unknown',
    '/sign-up/unknown',
    '/products/downloads/other',
  ])('%s shows the 404 page', async (path) => {
    renderRoutes(createAppRoutes(), path);
    expect(await findPageHeading('Page not found')).toBeTruthy();
  });
});

describe('the layout around the routes', () => {
  beforeEach(() => {
    storeTestSession();
  });

  it('gives business screens the full header, the left navigation and the footer', async () => {
    renderRoutes(createAppRoutes(), '/mybusiness/home');
    await findPageHeading('Home');

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
    expect(screen.getByRole('navigation', { name: 'My business' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('reduces the header to a sign-out link on the sign-up screens', async () => {
    renderRoutes(createAppRoutes(), '/email-verify');
    await findPageHeading('Verify your email');

    const header = screen.getByRole('banner');
    expect(
      within(header)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sign out']);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows the left navigation only in the business area', async () => {
    renderRoutes(createAppRoutes(), '/profile');
    await findPageHeading('Profile');
    expect(screen.queryByRole('navigation', { name: 'My business' })).toBeNull();
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

describe('signed in with an unverified email', () => {
  it.each(['/mybusiness/home', '/profile', '/agreement-check'])(
    '%s leads to the verification notice',
    async (path) => {
      storeTestSession({ emailVerified: false });
      const { router } = renderRoutes(createAppRoutes(), path);

      expect(await findPageHeading('Verify your email')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/email-verify');
      expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    },
  );

  it('a signed-in visit to /sign-in goes on to the business home', async () => {
    storeTestSession();
    const { router } = renderRoutes(createAppRoutes(), '/sign-in');
    expect(await findPageHeading('Home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mybusiness/home');
  });
});
