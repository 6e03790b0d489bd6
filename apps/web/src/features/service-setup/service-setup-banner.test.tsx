import { act, fireEvent, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceSetupBanner } from '@/features/service-setup/components/ServiceSetupBanner';
import { stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { PROGRESS_KEY, Seeded, type Who } from './setup-fixtures';

/** The banner where the layout puts it: in the page's main region, above the screen. */
function openAt(path: string, who: Who = {}) {
  return renderRoutes(
    [
      {
        element: (
          <Seeded who={who}>
            <main tabIndex={-1}>
              <ServiceSetupBanner />
              <Outlet />
            </main>
          </Seeded>
        ),
        children: [
          { path: '/mybusiness/home', element: <Link to="/mybusiness/training">Training</Link> },
          { path: '/mybusiness/training', element: <h1>Training</h1> },
          { path: '/mybusiness/services/setup', element: <h1>Setup</h1> },
          { path: '/mybusiness/alerts/alert-settings', element: <h1>Alert settings</h1> },
        ],
      },
    ],
    path,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Finish setting up your services' });
const started = (progress = '{}') => localStorage.setItem(PROGRESS_KEY, progress);

beforeEach(() => {
  storeTestSession();
  stubFetchPending();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the service-setup banner (spec 000 §4)', () => {
  it('shows how far setup is and leads back to it while setup is in progress', () => {
    started('{"1":"complete"}');
    openAt('/mybusiness/home');
    expect(banner()).toBeTruthy();
    expect(screen.getByText('1 of 4 steps done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue setup' }).getAttribute('href')).toBe(
      '/mybusiness/services/setup',
    );
  });

  it('stays with the partner from page to page', () => {
    started();
    openAt('/mybusiness/home');
    fireEvent.click(screen.getByRole('link', { name: 'Training' }));
    expect(screen.getByRole('heading', { name: 'Training' })).toBeTruthy();
    expect(banner()).toBeTruthy();
  });

  it('does not show before setup started', () => {
    openAt('/mybusiness/home');
    expect(banner()).toBeNull();
  });

  it.each(['/mybusiness/services/setup', '/mybusiness/alerts/alert-settings?from=setup'])(
    'does not show on the setup page %s',
    (path) => {
      started();
      openAt(path);
      expect(banner()).toBeNull();
    },
  );

  it('does not show with nothing this viewer can set up', () => {
    started();
    openAt('/mybusiness/home', { roles: ['TECHNICIAN'] });
    expect(banner()).toBeNull();
  });

  it('once setup is complete, does not show and is closed for the session', () => {
    started('{"1":"complete","2":"skip","3":"complete","4":"complete"}');
    openAt('/mybusiness/home');
    expect(banner()).toBeNull();
    expect(localStorage.getItem('isStatusBannerClosed')).toBe('true');
  });

  it('does not show once closed', () => {
    started();
    localStorage.setItem('isStatusBannerClosed', 'true');
    openAt('/mybusiness/home');
    expect(banner()).toBeNull();
  });

  it('fades out when closed, and is stored closed after the 1 s close delay', () => {
    vi.useFakeTimers();
    started();
    openAt('/mybusiness/home');
    const close = screen.getByRole('button', { name: 'Close the setup reminder' });
    close.focus();
    fireEvent.click(close);

    act(() => vi.advanceTimersByTime(999));
    expect(banner()).toBeTruthy();
    expect(localStorage.getItem('isStatusBannerClosed')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).toBeNull();
    expect(localStorage.getItem('isStatusBannerClosed')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('collapses and expands, and remembers it', () => {
    started();
    const { unmount } = openAt('/mybusiness/home');
    const toggle = screen.getByRole('button', { name: 'Setup details' });
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details?.hidden).toBe(false);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details?.hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'Continue setup' })).toBeNull();
    expect(localStorage.getItem('serviceStatusBannerCollapsed')).toBe('true');

    unmount();
    openAt('/mybusiness/home');
    expect(
      screen.getByRole('button', { name: 'Setup details' }).getAttribute('aria-expanded'),
    ).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Setup details' }));
    expect(screen.getByRole('link', { name: 'Continue setup' })).toBeTruthy();
    expect(localStorage.getItem('serviceStatusBannerCollapsed')).toBe('false');
  });
});
