import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { SiteHeader } from './SiteHeader';

const renderHeader = (path: string) => renderRoutes([{ path: '*', element: <SiteHeader /> }], path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the header in the homeowner area', () => {
  it('offers none of the partner portal: no navigation, bell or profile menu', async () => {
    storeTestSession();
    stubFetchPending();
    renderHeader('/home-app/homes/a/b');
    const logo = await screen.findByRole('link', { name: 'Aeris Pro Portal, home' });
    expect(logo.getAttribute('href')).toBe('/home-app');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('its sign-up page is not the reduced partner header', async () => {
    renderHeader('/home-app/sign-up');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign out' })).toBeNull();
  });

  it('elsewhere the partner header stays', async () => {
    renderHeader('/products/downloads/proseries');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
