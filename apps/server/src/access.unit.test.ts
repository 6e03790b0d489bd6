import { describe, expect, it } from 'vitest';
import { type Membership, partnerAccessDenial } from './access';

const membership = (roles: Membership['roles'], companyStatus: Membership['companyStatus']) => ({
  partnerUserId: '00000000-0000-4000-8000-000000000001',
  partnerAccountId: '00000000-0000-4000-8000-000000000002',
  roles,
  companyStatus,
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
});
