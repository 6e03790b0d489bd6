import { describe, expect, it } from 'vitest';
import { CUSTOMER_ACCOUNTS_OFF_IN_EMEA, type Membership, partnerAccessDenial } from './access';

const membership = (
  roles: Membership['roles'],
  companyStatus: Membership['companyStatus'],
  companyCountryCode = 'US',
): Membership => ({
  partnerUserId: '00000000-0000-4000-8000-000000000001',
  partnerAccountId: '00000000-0000-4000-8000-000000000002',
  roles,
  companyStatus,
  companyCountryCode,
});

describe('partnerAccessDenial', () => {
  it('lets a role with the permission into an approved company', () => {
    expect(
      partnerAccessDenial({ partner: 'company:update' }, membership(['OWNER'], 'ACTIVE')),
    ).toBe(undefined);
    expect(
      partnerAccessDenial({ partner: 'customers:read' }, membership(['GUEST', 'SALES'], 'ACTIVE')),
    ).toBe(undefined);
  });

  it('denies a role without the permission with 403 naming it', () => {
    expect(
      partnerAccessDenial({ partner: 'company:update' }, membership(['TECHNICIAN'], 'ACTIVE')),
    ).toEqual({
      statusCode: 403,
      message:
        'Your role in this company does not allow this (it needs the company:update permission).',
    });
  });

  it.each([null, 'PENDING', 'INACTIVE', 'ARCHIVED'] as const)(
    'denies everything in a %s company unless the route works before approval',
    (status) => {
      expect(
        partnerAccessDenial({ partner: 'company:read' }, membership(['OWNER'], status))?.statusCode,
      ).toBe(403);
      expect(
        partnerAccessDenial(
          { partner: 'company:update', beforeApproval: true },
          membership(['OWNER'], status),
        ),
      ).toBe(undefined);
    },
  );

  it('before approval the role still has to allow it', () => {
    expect(
      partnerAccessDenial(
        { partner: 'company:update', beforeApproval: true },
        membership(['GUEST'], 'PENDING'),
      )?.statusCode,
    ).toBe(403);
  });

  it.each(['DE', 'GB', 'FR'])(
    'refuses a customer-accounts route to a company in %s (EMEA) with 403',
    (country) => {
      const access = { partner: 'customers:read', market: 'customerAccounts' } as const;
      expect(partnerAccessDenial(access, membership(['OWNER'], 'ACTIVE', country))).toEqual({
        statusCode: 403,
        message: CUSTOMER_ACCOUNTS_OFF_IN_EMEA,
      });
      expect(
        partnerAccessDenial(
          { partner: 'customers:read' },
          membership(['OWNER'], 'ACTIVE', country),
        ),
      ).toBe(undefined);
    },
  );

  it.each(['US', 'CA', 'AU'])('lets a company in %s use customer accounts', (country) => {
    expect(
      partnerAccessDenial(
        { partner: 'customers:read', market: 'customerAccounts' },
        membership(['OWNER'], 'ACTIVE', country),
      ),
    ).toBe(undefined);
  });
});
