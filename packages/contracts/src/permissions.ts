import type { PartnerRole } from './enums';

/**
 * What a partner user may do, by role. Spec 000 §6 makes owners and company admins the
 * administrators: they alone manage the company and its employees, see who the employees are
 * and delete customers. The rest is our reading of the role names, written once here (and as a
 * table in the README): the server checks every call against it and the portal hides what a
 * role may not do. Dismissing an alert (alerts:dismiss) is the work queue's job: the people who
 * go out or plan the visit (technicians, operations) and the administrators, not every reader.
 */
export const Permission = [
  'company:read',
  'company:update',
  'employees:read',
  'employees:manage',
  'customers:read',
  'customers:manage',
  'customers:delete',
  'devices:manage',
  'remoteSessions:start',
  'alerts:read',
  'alerts:dismiss',
  'alertSettings:manage',
  'brandProfile:manage',
  'insights:read',
  'downloads:read',
  'services:manage',
] as const;
export type Permission = (typeof Permission)[number];

const EVERY_PERMISSION: readonly Permission[] = Permission;

export const ROLE_PERMISSIONS: Readonly<Record<PartnerRole, readonly Permission[]>> = {
  OWNER: EVERY_PERMISSION,
  COMPANY_ADMIN: EVERY_PERMISSION,
  MEMBER: [
    'company:read',
    'customers:read',
    'customers:manage',
    'devices:manage',
    'alerts:read',
    'insights:read',
    'downloads:read',
  ],
  TECHNICIAN: [
    'company:read',
    'customers:read',
    'customers:manage',
    'devices:manage',
    'remoteSessions:start',
    'alerts:read',
    'alerts:dismiss',
    'downloads:read',
  ],
  MARKETING: ['company:read', 'brandProfile:manage', 'insights:read', 'downloads:read'],
  SALES: ['company:read', 'customers:read', 'insights:read', 'downloads:read'],
  OPERATIONS: [
    'company:read',
    'customers:read',
    'customers:manage',
    'devices:manage',
    'alerts:read',
    'alerts:dismiss',
    'insights:read',
    'downloads:read',
  ],
  GUEST: ['company:read', 'downloads:read'],
};

/** Owner and company admin are the administrators (spec 000 §6: isOwnerAdmin). */
export const ADMIN_ROLES: readonly PartnerRole[] = ['OWNER', 'COMPANY_ADMIN'];

export function isOwnerOrAdmin(roles: readonly PartnerRole[]): boolean {
  return roles.some((role) => ADMIN_ROLES.includes(role));
}

/** The union of what the given roles allow, in Permission order. */
export function permissionsOf(roles: readonly PartnerRole[]): Permission[] {
  const granted = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
  return Permission.filter((permission) => granted.has(permission));
}

export function hasPermission(roles: readonly PartnerRole[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}
