import { featureFlagsFor, type PartnerRole } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { brandProfileDestination } from './brand-profile-destination';

const NA = featureFlagsFor('US');
const EMEA = featureFlagsFor('DE');

function facts(
  fields: {
    roles?: PartnerRole[];
    hasActivePartnerBrandProfile?: boolean;
    countryCode?: string | null;
  } = {},
) {
  const roles: PartnerRole[] = ['OWNER'];
  return { roles, hasActivePartnerBrandProfile: false, countryCode: 'US', ...fields };
}

describe('brandProfileDestination (spec 000 §6 brand profile route)', () => {
  it.each<[PartnerRole[]]>([[['TECHNICIAN']], [['MEMBER']], [['GUEST']], [[]]])(
    'shows no access to roles that do not manage the brand profile: %j',
    (roles) => {
      expect(
        brandProfileDestination(facts({ roles, hasActivePartnerBrandProfile: true }), NA),
      ).toBe('noAccess');
    },
  );

  it.each<[PartnerRole[]]>([[['OWNER']], [['COMPANY_ADMIN']], [['MARKETING']]])(
    'opens the profile pages to %j of a company with an active subscription',
    (roles) => {
      expect(
        brandProfileDestination(facts({ roles, hasActivePartnerBrandProfile: true }), NA),
      ).toBe('manage');
    },
  );

  it('opens the profile pages in any country once the subscription is active', () => {
    expect(
      brandProfileDestination(
        facts({ hasActivePartnerBrandProfile: true, countryCode: 'DE' }),
        EMEA,
      ),
    ).toBe('manage');
  });

  it.each(['US', 'CA', 'ca', ' us '])(
    'sends a partner in %j without the subscription to the store',
    (countryCode) => {
      expect(brandProfileDestination(facts({ countryCode }), NA)).toBe('servicesSubscriptions');
    },
  );

  it.each(['MX', 'AU', null])(
    'shows the inactive co-branding page elsewhere in an allowed market (%j)',
    (countryCode) => {
      expect(brandProfileDestination(facts({ countryCode }), featureFlagsFor(countryCode))).toBe(
        'inactive',
      );
    },
  );

  it.each(['DE', 'GB'])(
    'shows the unavailable page in the EMEA or GB market (%j)',
    (countryCode) => {
      expect(brandProfileDestination(facts({ countryCode }), featureFlagsFor(countryCode))).toBe(
        'unavailable',
      );
    },
  );

  it('follows the market flag, not the country, for the last two branches', () => {
    expect(brandProfileDestination(facts({ countryCode: 'MX' }), EMEA)).toBe('unavailable');
    expect(brandProfileDestination(facts({ countryCode: 'DE' }), NA)).toBe('inactive');
  });
});
