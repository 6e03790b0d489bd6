import type { ConsumerAccount, ConsumerLocation, HomeBrand } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { HomeBrandCard } from '@/features/home-app/components/HomeBrandCard';
import { HomesList } from '@/features/home-app/components/HomesList';
import { renderRoutes } from '@/test/render';

const NORTHWIND: HomeBrand = {
  partnerAccountId: '6f1c2b3a-0000-4000-8000-000000000051',
  businessName: 'Northwind Heating & Cooling',
  logo: '/api/v1/files/logos/logo-demo-northwind.svg',
  customerServiceNumber: '+15035550198',
  businessEmail: 'service@northwind-hvac.example',
  websiteUrl: 'https://www.northwind-hvac.example',
};

const home = (id: string, locationName: string, brand: HomeBrand | null): ConsumerLocation => ({
  id,
  consumerAccountId: '6f1c2b3a-0000-4000-8000-000000000021',
  locationName,
  brand,
  address: { address1: '1 Shore Rd', city: 'Boise', state: 'ID', zip: '83702', country: 'US' },
  devicesCount: 1,
  pendingServicesCount: 0,
  createdAt: '2030-01-01T00:00:00.000Z',
});

const render = (element: ReactNode) =>
  renderRoutes([{ path: '*', element }], '/home-app/homes/household/home');

describe("the installer's card on a home's page", () => {
  it('shows the brand the home carries, with a Call link dialling the number', async () => {
    render(<HomeBrandCard brand={NORTHWIND} />);

    expect(
      await screen.findByRole('img', { name: 'Northwind Heating & Cooling logo' }),
    ).toBeTruthy();
    expect(screen.getByText('Your installer')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Northwind Heating & Cooling' })).toBeTruthy();
    expect(screen.getByText('+1 503 555 0198')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Call Northwind Heating & Cooling' }).getAttribute('href'),
    ).toBe('tel:+15035550198');
    expect(
      screen.getByRole('link', { name: 'service@northwind-hvac.example' }).getAttribute('href'),
    ).toBe('mailto:service@northwind-hvac.example');
    expect(
      screen.getByRole('link', { name: /www\.northwind-hvac\.example/ }).getAttribute('href'),
    ).toBe('https://www.northwind-hvac.example');
  });

  it('is not there for a home without a brand', async () => {
    render(
      <>
        <p>Home page</p>
        <HomeBrandCard brand={null} />
      </>,
    );
    await screen.findByText('Home page');
    expect(screen.queryByText('Your installer')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the homes list', () => {
  const household = (locations: ConsumerLocation[]): ConsumerAccount => ({
    id: '6f1c2b3a-0000-4000-8000-000000000021',
    name: 'Brooks family',
    classification: 'RESIDENTIAL',
    role: 'ADMIN',
    createdAt: '2030-01-01T00:00:00.000Z',
    locations,
  });

  it('names the installer beside a branded home, with its logo or else its initials', async () => {
    render(
      <HomesList
        households={[
          household([
            home('6f1c2b3a-0000-4000-8000-000000000061', 'Main house', NORTHWIND),
            home('6f1c2b3a-0000-4000-8000-000000000062', 'Cabin', { ...NORTHWIND, logo: null }),
            home('6f1c2b3a-0000-4000-8000-000000000063', 'Garage', null),
          ]),
        ]}
      />,
    );

    const [main, cabin, garage] = await screen.findAllByRole('article');
    if (!main || !cabin || !garage) throw new Error('a home is missing');
    expect(within(main).getByText('Your installer: Northwind Heating & Cooling')).toBeTruthy();
    // The logo only decorates the name written beside it.
    const logo = main.querySelector('img');
    expect(logo?.getAttribute('src')).toBe(NORTHWIND.logo);
    expect(logo?.getAttribute('alt')).toBe('');
    expect(within(cabin).getByText('Your installer: Northwind Heating & Cooling')).toBeTruthy();
    expect(within(cabin).getByText('NH')).toBeTruthy();
    expect(within(garage).queryByText(/Your installer/)).toBeNull();
  });
});
