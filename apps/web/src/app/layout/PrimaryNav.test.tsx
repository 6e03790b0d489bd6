import type { FeatureFlagOverrides } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTERNAL_NAV_LINKS } from '@/shared/config/links';
import { stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { SeededViewer, testViewer } from '@/test/viewer';
import { SiteHeader } from './SiteHeader';

// The header's primary links follow the market's flags (spec 000 §2, §6), in the header and in
// the narrow-screen menu alike.

function openHeader(
  countryCode: string,
  overrides: FeatureFlagOverrides = {},
  path = '/mybusiness/home',
) {
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <SeededViewer viewer={testViewer({ countryCode })} overrides={overrides}>
            <SiteHeader />
          </SeededViewer>
        ),
      },
    ],
    path,
  );
}

/** The names of a navigation's links, without the "opens in a new tab" of the external ones. */
function linkNames(navigation: HTMLElement): string[] {
  return within(navigation)
    .getAllByRole('link')
    .map((link) => link.firstChild?.textContent ?? '');
}

const mainNavigation = () => screen.findByRole('navigation', { name: 'Main' });

describe('the header’s primary links', () => {
  beforeEach(() => {
    storeTestSession();
    stubFetchPending();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('in North America: every link, the academy at its usual address', async () => {
    openHeader('US');
    const navigation = await mainNavigation();
    expect(linkNames(navigation)).toEqual([
      'Products',
      'Services',
      'Resources',
      'Perks',
      'Academy',
      'My business',
    ]);
    expect(
      within(navigation)
        .getByRole('link', { name: /^Academy/ })
        .getAttribute('href'),
    ).toBe(EXTERNAL_NAV_LINKS.academy);
  });

  it('Products is the current link in either library, not only the Launch Kit', async () => {
    openHeader('US', {}, '/products/downloads/hvacWater?category=zoning');
    const navigation = await mainNavigation();
    const current = within(navigation).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Products');
  });

  it('in EMEA: no products, resources or perks', async () => {
    openHeader('DE');
    expect(linkNames(await mainNavigation())).toEqual(['Services', 'Academy', 'My business']);
  });

  it('in Great Britain: perks stay, products and resources go', async () => {
    openHeader('GB');
    expect(linkNames(await mainNavigation())).toEqual([
      'Services',
      'Perks',
      'Academy',
      'My business',
    ]);
  });

  it('NEW_ACADEMY_LINK sends the academy link to the new academy', async () => {
    openHeader('US', { NEW_ACADEMY_LINK: true });
    const navigation = await mainNavigation();
    expect(
      within(navigation)
        .getByRole('link', { name: /^Academy/ })
        .getAttribute('href'),
    ).toBe(EXTERNAL_NAV_LINKS.newAcademy);
  });

  it('the narrow-screen menu offers the same links', async () => {
    openHeader('DE');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const navigation = within(menu).getByRole('navigation', { name: 'Main' });
    expect(linkNames(navigation)).toEqual(['Services', 'Academy', 'My business']);
  });
});
