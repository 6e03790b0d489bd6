import {
  type BrandingTile,
  PROGRAM_HOMEOWNER_APP_BRANDING,
  PROGRAM_PRO_ALERTS,
  type ProgramEnrollment,
} from '@portal/contracts';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BrandingTileContent,
  BrandingTileSection,
} from '@/features/business-home/components/BrandingTile';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';
type Account = BrandingTile['partnerUsers'][number]['partnerAccount'];
type Profile = NonNullable<Account['partnerBrandProfile']>;

const enrollment = (
  name: string,
  subscriptionStatus: ProgramEnrollment['subscriptionStatus'] = 'ACTIVE',
) => ({
  partnerProgram: { name },
  subscriptionStatus,
  purchaseDate: null,
});

const profileOf = (fields: Partial<Profile> = {}): Profile => ({
  status: 'ACTIVE',
  logo: null,
  customerServiceNumber: '+15035550100',
  businessEmail: 'hello@northwind.example',
  websiteUrl: null,
  brandedHomesCount: 1204,
  ...fields,
});

function tileOf(fields: Partial<Account> = {}): BrandingTile {
  return {
    partnerUsers: [
      {
        partnerAccount: {
          id: ACCOUNT,
          name: 'Northwind Heating',
          partnerBrandProfile: null,
          partnerProgramEnrollments: [],
          ...fields,
        },
      },
    ],
  };
}

function render(ui: ReactNode) {
  return renderRoutes([{ path: '*', element: ui }], '/mybusiness/home');
}

const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the branding tile (spec 000 §3)', () => {
  it('with an active profile: Active, the homes that show the brand, and Manage brand profile', () => {
    render(
      <BrandingTileContent
        tile={tileOf({
          partnerBrandProfile: profileOf(),
          partnerProgramEnrollments: [enrollment(PROGRAM_HOMEOWNER_APP_BRANDING)],
        })}
      />,
    );
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('1,204 homes show your brand')).toBeTruthy();
    expect(screen.getByText('NH')).toBeTruthy();
    expect(link('Manage brand profile')).toBe('/mybusiness/services/brand-profile');
  });

  it('shows the logo when the profile has one', () => {
    render(
      <BrandingTileContent
        tile={tileOf({
          partnerBrandProfile: profileOf({
            logo: '/api/v1/files/logos/northwind',
            brandedHomesCount: 1,
          }),
        })}
      />,
    );
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      '/api/v1/files/logos/northwind',
    );
    expect(screen.getByText('1 home shows your brand')).toBeTruthy();
  });

  it('with a profile whose subscription lapsed: Inactive, still managed', () => {
    render(
      <BrandingTileContent
        tile={tileOf({ partnerBrandProfile: profileOf({ status: 'INACTIVE' }) })}
      />,
    );
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(link('Manage brand profile')).toBe('/mybusiness/services/brand-profile');
  });

  it('with the subscription but no profile: Set up your brand, to the new profile', () => {
    render(
      <BrandingTileContent
        tile={tileOf({ partnerProgramEnrollments: [enrollment(PROGRAM_HOMEOWNER_APP_BRANDING)] })}
      />,
    );
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.queryByText(/show your brand$/)).toBeNull();
    expect(link('Set up your brand')).toBe('/mybusiness/services/brand-profile/new');
  });

  it.each([
    ['no enrollment', []],
    ['only Pro Alerts', [enrollment(PROGRAM_PRO_ALERTS)]],
    ['a cancelled subscription', [enrollment(PROGRAM_HOMEOWNER_APP_BRANDING, 'CANCELLED')]],
  ])('with %s: Get Homeowner App Branding, where the route rule decides', (_case, enrollments) => {
    render(<BrandingTileContent tile={tileOf({ partnerProgramEnrollments: enrollments })} />);
    expect(link('Get Homeowner App Branding')).toBe('/mybusiness/services/brand-profile');
  });
});

describe('the branding tile while it loads or fails', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds its place while it loads', async () => {
    stubFetchPending();
    render(<BrandingTileSection partnerAccountId={ACCOUNT} />);
    expect(screen.getByRole('heading', { name: 'Your brand' })).toBeTruthy();
    expect(await screen.findByText('Loading your brand…')).toBeTruthy();
  });

  it('keeps a failure inside the tile, with a way to try again', async () => {
    stubFetchFailing();
    render(
      <>
        <h1>Home</h1>
        <BrandingTileSection partnerAccountId={ACCOUNT} />
      </>,
    );
    expect(await screen.findByText('We could not load your brand. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  });
});
