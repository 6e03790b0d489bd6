import {
  PartnerRole,
  permissionsOf,
  ROLE_PERMISSIONS,
  type RolePermissions,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import type { TokenUser } from '../../access-token';
import { isPlatformAdmin, signedInUser } from '../../repositories/callers';
import { membershipsOf } from '../../repositories/memberships';

/**
 * The signed-in user's roles and what they allow: those of their first ACTIVE membership
 * (the company the portal works in), plus the whole matrix so the portal can explain roles.
 */
export async function rolePermissionsOf(
  db: Database,
  token: TokenUser | null,
): Promise<RolePermissions> {
  const user = await signedInUser(db, token);
  const memberships = await membershipsOf(db, user.id);
  const active = memberships.find((membership) => membership.status === 'ACTIVE');
  const roles = active?.roles ?? [];
  return {
    roleContext: memberships.length > 0 ? 'PARTNER' : null,
    isPlatformAdmin: await isPlatformAdmin(db, user.id),
    partnerAccountId: active?.partnerAccount.id ?? null,
    roles,
    permissions: permissionsOf(roles),
    rolePermissions: PartnerRole.map((role) => ({
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
    })),
  };
}
