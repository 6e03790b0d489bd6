import type { PartnerAccountApprovalStatus, PartnerRole, Permission } from '@portal/contracts';
import { hasPermission } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * A partner-scoped route: the caller must be an ACTIVE member of the company named by the
 * route's `:partnerAccountId` and hold `partner` through one of their roles. The company must
 * be approved (ACTIVE) unless the route sets `beforeApproval`; such a route (editing the
 * company application) leaves to its service which company statuses allow what.
 */
export type PartnerAccess = { partner: Permission; beforeApproval?: true };

/**
 * Who may call a route. Every route of ours declares it; a route without a declaration
 * stops the server at start (see requireAccessDeclarations), so nothing is open by accident.
 * - 'public': anyone.
 * - 'user': a valid bearer access token (plugins/auth.ts).
 * - 'platformAdmin': a signed-in user listed in platform_admins; anyone else gets 403.
 * - PartnerAccess: see above; a non-member gets the same 404 as for a missing company.
 */
export type RouteAccess = 'public' | 'user' | 'platformAdmin' | PartnerAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The caller's membership of the company a partner-scoped route names. */
export type Membership = {
  partnerUserId: string;
  partnerAccountId: string;
  roles: PartnerRole[];
  companyStatus: PartnerAccountApprovalStatus | null;
};

/** The one answer for a company the caller may not see, so it tells nothing about others. */
export const COMPANY_NOT_FOUND = 'No company with this id.';

export type AccessDenial = { statusCode: 403; message: string };

/**
 * What an ACTIVE member may not do (a non-member got COMPANY_NOT_FOUND already): a role
 * without the permission → 403; a company not approved yet → 403 unless the route works
 * before approval.
 */
export function partnerAccessDenial(
  access: PartnerAccess,
  membership: Membership,
): AccessDenial | undefined {
  if (!hasPermission(membership.roles, access.partner)) {
    return {
      statusCode: 403,
      message: `Your role in this company does not allow this (it needs the ${access.partner} permission).`,
    };
  }
  if (!access.beforeApproval && membership.companyStatus !== 'ACTIVE') {
    return {
      statusCode: 403,
      message: 'Your company is not approved yet; this is available once it is.',
    };
  }
  return undefined;
}

export function requireAccessDeclarations(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      throw new Error(
        `${String(route.method)} ${route.url} does not declare who may call it (config.access).`,
      );
    }
    if (typeof access === 'object' && !route.url.includes(':partnerAccountId')) {
      throw new Error(
        `${String(route.method)} ${route.url} is partner-scoped but has no :partnerAccountId.`,
      );
    }
  });
}
