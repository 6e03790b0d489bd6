import type {
  CompanyDecision,
  CompanyDetail,
  CompanySearchStatus,
  CompanySummary,
  ConnectionArgs,
  Employee,
} from '@portal/contracts';
import type { z } from 'zod';
import { COMPANY_NOT_FOUND } from '../../access';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { companyDecisionMail } from '../../mail/company-messages';
import { keysetConnection } from '../../paging';
import { isUuid } from '../../repositories/callers';
import { enrollmentsOf, toPartnerAccount } from '../../repositories/companies';
import { countEmployees, EMPLOYEE_ORDER, employeesOf } from '../../repositories/memberships';
import {
  COMPANY_ORDERS,
  companyWithOwner,
  countCompanies,
  recordDecision,
  searchCompanies,
} from './repository';

export type CompanySearch = ConnectionArgs & {
  orderBy?: keyof typeof COMPANY_ORDERS | undefined;
  status?: z.infer<typeof CompanySearchStatus> | undefined;
};

export function searchAllCompanies(ctx: AppContext, args: CompanySearch) {
  const filter = {
    ...(args.status ? { status: args.status } : {}),
    ...(args.filterBy?.trim() ? { text: args.filterBy.trim() } : {}),
  };
  return keysetConnection(
    args,
    COMPANY_ORDERS[args.orderBy ?? 'createdAt'],
    {
      rows: (page) => searchCompanies(ctx.db, filter, page),
      totalCount: () => countCompanies(ctx.db, filter),
    },
    ({ cursorKeys, createdAt, ...company }): CompanySummary => ({
      ...company,
      createdAt: createdAt.toISOString(),
    }),
  );
}

async function existingCompany(ctx: AppContext, partnerAccountId: string) {
  const company = isUuid(partnerAccountId)
    ? await companyWithOwner(ctx.db, partnerAccountId)
    : undefined;
  if (!company) throw new AppError(404, COMPANY_NOT_FOUND);
  return company;
}

export async function companyDetail(
  ctx: AppContext,
  partnerAccountId: string,
): Promise<CompanyDetail> {
  const { ownerName, ownerEmail, ownerLocale, ...row } = await existingCompany(
    ctx,
    partnerAccountId,
  );
  const enrollments = await enrollmentsOf(ctx.db, [row.id]);
  return {
    ...toPartnerAccount(row, enrollments.get(row.id) ?? []),
    ownerName,
    ownerEmail,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Where each decision's mail sends the owner: approval to sign-in, rejection to the form. */
const DECISION_PATHS: Record<CompanyDecision['status'], string | undefined> = {
  ACTIVE: '/sign-in',
  INACTIVE: '/company/application/update',
  ARCHIVED: undefined,
};

/**
 * A platform administrator approves (ACTIVE), rejects (INACTIVE) or archives a company; the
 * owner is mailed in their language. An application not submitted yet has nothing to decide.
 */
export async function decideCompany(
  ctx: AppContext,
  partnerAccountId: string,
  decision: CompanyDecision,
  adminUserId: string,
): Promise<CompanyDetail> {
  const company = await existingCompany(ctx, partnerAccountId);
  if (company.status === null) {
    throw new AppError(
      409,
      'This company has not submitted its application yet; there is nothing to decide.',
      'INCOMPLETE_REGISTRATION_STATE',
    );
  }
  await recordDecision(ctx.db, company.id, decision, adminUserId);
  if (company.ownerEmail) {
    const path = DECISION_PATHS[decision.status];
    const mail = companyDecisionMail(
      decision.status,
      { email: company.ownerEmail, locale: company.ownerLocale ?? 'en' },
      {
        name: company.name,
        note: decision.note || null,
        url: path ? `${ctx.config.publicUrl}${path}` : undefined,
      },
    );
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      // The decision stands; the owner also sees it in the portal.
      ctx.log.error({ err: error, partnerAccountId }, 'decision mail failed');
    }
  }
  return companyDetail(ctx, company.id);
}

export async function companyEmployees(
  ctx: AppContext,
  partnerAccountId: string,
  args: ConnectionArgs,
) {
  await existingCompany(ctx, partnerAccountId);
  return keysetConnection(
    args,
    EMPLOYEE_ORDER,
    {
      rows: (page) => employeesOf(ctx.db, partnerAccountId, page),
      totalCount: () => countEmployees(ctx.db, partnerAccountId),
    },
    ({ cursorKeys, createdAt, ...employee }): Employee => ({
      ...employee,
      createdAt: createdAt.toISOString(),
    }),
  );
}
