import { z } from 'zod';
import { PartnerRole, RoleContext } from './enums';
import { Permission } from './permissions';

// Apart from permissions.ts, whose rules the web reads on every page: this schema brings zod.

/** GET /api/v1/roles/rolePermissions: the signed-in user's roles and what they allow. */
export const RolePermissions = z
  .object({
    roleContext: z.enum(RoleContext).nullable().meta({
      description: 'PARTNER for a member of a partner company, CONSUMER for a homeowner, else null',
    }),
    isPlatformAdmin: z.boolean().meta({ description: 'Staff of the provider (the /admin area)' }),
    partnerAccountId: z.uuid().nullable(),
    roles: z.array(z.enum(PartnerRole)),
    permissions: z.array(z.enum(Permission)),
    rolePermissions: z
      .array(z.object({ role: z.enum(PartnerRole), permissions: z.array(z.enum(Permission)) }))
      .meta({ description: 'The whole matrix, so the portal can explain each role' }),
  })
  .meta({ id: 'RolePermissions' });
export type RolePermissions = z.infer<typeof RolePermissions>;
