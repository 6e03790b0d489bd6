import { describe, expect, it } from 'vitest';
import { PartnerRole } from './enums';
import {
  hasPermission,
  isOwnerOrAdmin,
  Permission,
  permissionsOf,
  ROLE_PERMISSIONS,
} from './permissions';

// The whole matrix, written out, so any change to what a role may do is a visible decision.
const MATRIX: Record<(typeof PartnerRole)[number], string> = {
  OWNER: 'all',
  COMPANY_ADMIN: 'all',
  MEMBER:
    'company:read customers:read customers:manage devices:manage alerts:read insights:read downloads:read',
  TECHNICIAN:
    'company:read customers:read customers:manage devices:manage remoteSessions:start alerts:read alerts:dismiss downloads:read',
  MARKETING: 'company:read brandProfile:manage insights:read downloads:read',
  SALES: 'company:read customers:read insights:read downloads:read',
  OPERATIONS:
    'company:read customers:read customers:manage devices:manage alerts:read alerts:dismiss insights:read downloads:read',
  GUEST: 'company:read downloads:read',
};

describe('the role permission matrix', () => {
  it.each(PartnerRole.map((role) => [role]))('%s may do exactly what the matrix says', (role) => {
    const expected = MATRIX[role] === 'all' ? [...Permission] : MATRIX[role].split(' ');
    expect([...ROLE_PERMISSIONS[role]]).toEqual(expected);
    for (const permission of Permission) {
      expect(hasPermission([role], permission)).toBe(expected.includes(permission));
    }
  });

  it('only owners and company admins update the company, see and manage employees, delete customers, manage services and configure Pro Alerts (spec 000 §6, issue 13)', () => {
    for (const permission of [
      'company:update',
      'employees:read',
      'employees:manage',
      'customers:delete',
      'services:manage',
      'alertSettings:manage',
    ] as const) {
      expect(PartnerRole.filter((role) => hasPermission([role], permission))).toEqual([
        'OWNER',
        'COMPANY_ADMIN',
      ]);
    }
  });

  it('every role may read its company', () => {
    for (const role of PartnerRole) expect(hasPermission([role], 'company:read')).toBe(true);
  });
});

describe('isOwnerOrAdmin', () => {
  it('is true when any role is OWNER or COMPANY_ADMIN', () => {
    expect(isOwnerOrAdmin(['OWNER'])).toBe(true);
    expect(isOwnerOrAdmin(['COMPANY_ADMIN'])).toBe(true);
    expect(isOwnerOrAdmin(['GUEST', 'COMPANY_ADMIN'])).toBe(true);
    for (const role of [
      'MEMBER',
      'TECHNICIAN',
      'MARKETING',
      'SALES',
      'OPERATIONS',
      'GUEST',
    ] as const) {
      expect(isOwnerOrAdmin([role])).toBe(false);
    }
    expect(isOwnerOrAdmin([])).toBe(false);
  });
});

describe('permissionsOf', () => {
  it('unites the roles, in Permission order, without repeats', () => {
    expect(permissionsOf(['GUEST', 'MARKETING'])).toEqual([
      'company:read',
      'brandProfile:manage',
      'insights:read',
      'downloads:read',
    ]);
    expect(permissionsOf(['OWNER', 'GUEST'])).toEqual([...Permission]);
    expect(permissionsOf([])).toEqual([]);
  });
});
