import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SiteFooter } from './SiteFooter';

function linkHref(name: RegExp): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('SiteFooter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the copyright line with the current year', () => {
    renderWithProviders(<SiteFooter />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Aeris Home. All rights reserved.`)).toBeTruthy();
  });

  it('lists the legal links, each opening in a new tab', () => {
    renderWithProviders(<SiteFooter />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    const names = [
      /Company website/,
      /Aeris Home website/,
      /Privacy policy/,
      /Terms and conditions/,
      /Order FAQ/,
    ];
    for (const name of names) {
      const link = screen.getByRole('link', { name });
      expect(legal.contains(link)).toBe(true);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });

  it('links the terms for the browser language and its market', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-CA');
    renderWithProviders(<SiteFooter />);
    expect(linkHref(/Terms and conditions/)).toBe('https://www.aerishome.example/na/terms/fr-ca');
  });

  it('links the EMEA terms for a European browser', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT');
    renderWithProviders(<SiteFooter />);
    expect(linkHref(/Terms and conditions/)).toBe('https://www.aerishome.example/emea/terms/de');
  });
});
