import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProfileScreen } from '@/features/brand-profile/components/profile/BrandProfileScreen';
import { InactiveBrandingPage } from '@/features/brand-profile/components/route-rule/InactiveBrandingPage';
import { BrandProfileRoute } from '@/features/brand-profile/routes/brand-profile';
import { EXTERNAL_NAV_LINKS } from '@/shared/config/links';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes, renderWithProviders } from '@/test/render';
import { storeTestSession } from '@/test/session';

const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';

describe('the inactive co-branding page', () => {
  it('explains the service, shows a sample homeowner app and opens the service plans', () => {
    renderWithProviders(<InactiveBrandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Homeowner App Branding' })).toBeTruthy();
    const sample = screen.getByRole('region', { name: 'A sample of what your customers see' });
    expect(within(sample).getByRole('heading', { name: 'Evergreen Heating & Air' })).toBeTruthy();
    expect(within(sample).getByRole('img', { name: 'Evergreen Heating & Air logo' })).toBeTruthy();
    expect(within(sample).getByText('+1 503 555 0142')).toBeTruthy();
    const plans = screen.getByRole('link', { name: /^View service plans/ });
    expect(plans.getAttribute('href')).toBe(EXTERNAL_NAV_LINKS.servicesSubscriptions);
    expect(plans.getAttribute('target')).toBe('_blank');
  });
});

describe('a brand profile page while its data loads or fails', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const open = () =>
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <BrandProfileScreen
              partnerAccountId={ACCOUNT}
              title="Brand profile"
              elsewhere={() => null}
            >
              {() => 'the page'}
            </BrandProfileScreen>
          ),
        },
      ],
      '/mybusiness/services/brand-profile',
    );

  it('shows its title and a loader while the profile loads', async () => {
    stubFetchPending();
    open();
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Brand profile' })).toBeTruthy();
  });

  it('says when the profile failed to load, and offers to try again', async () => {
    stubFetchFailing(403);
    open();
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('waits for the viewer before the route rule decides', async () => {
    stubFetchPending();
    renderRoutes(
      [{ path: '*', element: <BrandProfileRoute /> }],
      '/mybusiness/services/brand-profile',
    );
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
