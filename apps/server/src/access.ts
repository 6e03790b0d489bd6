import type { PartnerAccountApprovalStatus, PartnerRole, Permission } from '@portal/contracts';
import { hasPermission, marketOf } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

export const CUSTOMER_ACCOUNTS_OFF_IN_EMEA =
  'Customer accounts are not available for companies in the EMEA market (including GB).';

/**
 * Market rules of spec 000 §6 that a route can be subject to, each with the 403 message a
 * company outside the rule gets. `customerAccounts`: customers, homes, devices and their
 * services are off for companies in the EMEA market, GB included.
 */
const MARKET_RULES = {
  customerAccounts: { offIn: 'EMEA', message: CUSTOMER_ACCOUNTS_OFF_IN_EMEA },
} as const;

export type MarketRule = keyof typeof MARKET_RULES;

/**
 * A partner-scoped route: the caller must be an ACTIVE member of the company named by the
 * route's `:partnerAccountId` and hold `partner` through one of their roles. The company must
 * be approved (ACTIVE) unless the route sets `beforeApproval`; such a route (editing the
 * company application) leaves to its service which company statuses allow what. `market`
 * names the market rule the route falls under, declared beside the roles so no route forgets it.
 */
export type PartnerAccess = { partner: Permission; beforeApproval?: true; market?: MarketRule };

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
  /** The company's country, which decides its market (spec 000 §6). */
  companyCountryCode: string | null;
};

/** The one answer for a company the caller may not see, so it tells nothing about others. */
export const COMPANY_NOT_FOUND = 'No company with this id.';

export type AccessDenial = { statusCode: 403; message: string };

/**
 * What an ACTIVE member may not do (a non-member got COMPANY_NOT_FOUND already): a role
 * without the permission → 403; a company not approved yet → 403 unless the route works
 * before approval; a company in a market the route's rule excludes → 403.
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
  const rule = access.market ? MARKET_RULES[access.market] : undefined;
  if (rule && marketOf(membership.companyCountryCode) === rule.offIn) {
    return { statusCode: 403, message: rule.message };
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
