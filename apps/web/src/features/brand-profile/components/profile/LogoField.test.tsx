import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoField } from '@/features/brand-profile/components/profile/LogoField';
import { renderWithProviders } from '@/test/render';

const idle = { percent: null, localUrl: null, upload: () => {} };

describe('LogoField', () => {
  it('shows how far the upload is, and hides Remove meanwhile', () => {
    renderWithProviders(
      <LogoField
        logo="/api/v1/files/logos/a.png"
        upload={{ ...idle, percent: 42 }}
        error={undefined}
        onRemove={() => {}}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Logo upload' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Uploading logo… 42%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Replace logo' })).toHaveProperty('disabled', true);
  });

  it('ties the accepted files and the problem to the file button', () => {
    renderWithProviders(
      <LogoField
        logo={null}
        upload={idle}
        error="The logo could not be uploaded."
        onRemove={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: 'Logo' })).toBeTruthy();
    const choose = screen.getByRole('button', { name: 'Choose a logo' });
    expect(choose).toHaveProperty('disabled', false);
    const description = (choose.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual([
      'PNG, JPEG, SVG or WebP image, at most 1 MB.',
      'The logo could not be uploaded.',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('The logo could not be uploaded.');
  });
});
