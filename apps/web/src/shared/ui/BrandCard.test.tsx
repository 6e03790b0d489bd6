import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BrandCard } from './BrandCard';

const northwind = {
  businessName: 'Northwind Heating & Cooling',
  logo: '/api/v1/files/logos/logo-demo-northwind.svg',
  customerServiceNumber: '+15035550198',
  businessEmail: 'service@northwind-hvac.example',
  websiteUrl: 'https://www.northwind-hvac.example',
};

describe('BrandCard', () => {
  it('shows the logo, name and every way to reach the installer', () => {
    renderWithProviders(<BrandCard {...northwind} />);

    const logo = screen.getByRole('img', { name: 'Northwind Heating & Cooling logo' });
    expect(logo.getAttribute('src')).toBe(northwind.logo);
    expect(screen.getByRole('heading', { name: 'Northwind Heating & Cooling' })).toBeTruthy();
    expect(screen.getByText('+1 503 555 0198')).toBeTruthy();
    const call = screen.getByRole('link', { name: 'Call Northwind Heating & Cooling' });
    expect(call.textContent).toBe('Call');
    expect(call.getAttribute('href')).toBe('tel:+15035550198');
    expect(
      screen.getByRole('link', { name: 'service@northwind-hvac.example' }).getAttribute('href'),
    ).toBe('mailto:service@northwind-hvac.example');
    const website = screen.getByRole('link', { name: /www\.northwind-hvac\.example/ });
    expect(website.getAttribute('href')).toBe('https://www.northwind-hvac.example');
    expect(website.getAttribute('target')).toBe('_blank');
  });

  it('shows the initials instead of a logo, and no website row without one', () => {
    renderWithProviders(<BrandCard {...northwind} logo={null} websiteUrl={null} />);

    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('NH')).toBeTruthy();
    expect(screen.queryByText('Website')).toBeNull();
  });

  it('shows placeholders while the fields are empty', () => {
    renderWithProviders(
      <BrandCard
        businessName=""
        logo={null}
        customerServiceNumber=""
        businessEmail=""
        websiteUrl=""
      />,
    );

    expect(screen.getByRole('heading', { name: 'Your business name' })).toBeTruthy();
    expect(screen.getByText('Phone number not set')).toBeTruthy();
    expect(screen.getByText('Email not set')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a partial phone as far as it goes and dials its digits', () => {
    renderWithProviders(
      <BrandCard
        businessName="Acme"
        logo={null}
        customerServiceNumber="(503) 55"
        businessEmail="a"
        websiteUrl={null}
      />,
    );
    expect(screen.getByText('+1 50355')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Acme' }).getAttribute('href')).toBe('tel:50355');
  });
});
