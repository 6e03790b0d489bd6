import type {
  CompanyApplication,
  ConnectionArgs,
  PartnerAccount,
  PartnerAccountApprovalStatus,
} from '@portal/contracts';
import type { Membership } from '../../access';
import type { TokenUser } from '../../access-token';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { applicationWaitingMail } from '../../mail/company-messages';
import { keysetConnection } from '../../paging';
import { signedInUser } from '../../repositories/callers';
import {
  applicationColumns,
  enrollmentsOf,
  type PartnerAccountRow,
  toPartnerAccount,
} from '../../repositories/companies';
import { countCompaniesOfUser } from '../../repositories/memberships';
import { type ApplicationContext, verifyAddress } from '../../services/address-check';
import {
  companiesOfUser,
  findCompany,
  insertCompanyWithOwner,
  MY_COMPANIES_ORDER,
  platformAdminRecipients,
  updateApplication,
} from './repository';

async function withEnrollments(ctx: AppContext, row: PartnerAccountRow): Promise<PartnerAccount> {
  const enrollments = await enrollmentsOf(ctx.db, [row.id]);
  return toPartnerAccount(row, enrollments.get(row.id) ?? []);
}

/** The companies the signed-in user is an ACTIVE member of, in the order they joined. */
export async function myCompanies(ctx: AppContext, token: TokenUser | null, args: ConnectionArgs) {
  const user = await signedInUser(ctx.db, token);
  const connection = await keysetConnection(
    args,
    MY_COMPANIES_ORDER,
    {
      rows: (page) => companiesOfUser(ctx.db, user.id, page),
      totalCount: () => countCompaniesOfUser(ctx.db, user.id),
    },
    (row) => row,
  );
  const enrollments = await enrollmentsOf(
    ctx.db,
    connection.nodes.map((row) => row.id),
  );
  return {
    ...connection,
    nodes: connection.nodes.map((row) => toPartnerAccount(row, enrollments.get(row.id) ?? [])),
  };
}

/**
 * Every platform administrator learns that an application waits. The application is stored
 * already; a mail that fails is logged, not answered to the applicant as an error.
 */
async function notifyPlatformAdmins(
  ctx: AppContext,
  company: PartnerAccountRow,
  resubmitted: boolean,
) {
  const url = `${ctx.config.publicUrl}/admin/companies/${company.id}`;
  for (const admin of await platformAdminRecipients(ctx.db)) {
    try {
      await ctx.mailer.send(
        applicationWaitingMail(admin, { name: company.name, url, resubmitted }),
      );
    } catch (error) {
      ctx.log.error({ err: error, partnerAccountId: company.id }, 'application mail failed');
    }
  }
}

function alreadyRegistered() {
  return new AppError(
    409,
    'You already belong to a company. Ask its owner for access instead of applying again.',
    'ALREADY_REGISTERED',
  );
}

/**
 * POST /proAccounts/guest. Spec 001 names the call without its payload; spec 000 §4's redirect
 * order reads it: a user whose company has status null and who is its owner goes to "company
 * application update". So a guest account is the company of a signed-in user who has none yet,
 * with status null (application not submitted) and the caller as OWNER; PUT /proAccounts/{id}
 * then submits the application (null → PENDING). It takes no body: the name is the user's own
 * until the application names the company, the country the user's (US when unknown).
 */
export async function createGuestAccount(
  ctx: AppContext,
  token: TokenUser | null,
): Promise<PartnerAccount> {
  const user = await signedInUser(ctx.db, token);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const company = await insertCompanyWithOwner(
    ctx.db,
    user.id,
    { name, countryCode: user.countryCode ?? 'US' },
    null,
  );
  if (!company) throw alreadyRegistered();
  return withEnrollments(ctx, company);
}

/** POST /proAccounts: the applicant's company, PENDING, with the applicant as its owner. */
export async function applyForCompany(
  ctx: ApplicationContext,
  token: TokenUser | null,
  application: CompanyApplication,
): Promise<PartnerAccount> {
  const user = await signedInUser(ctx.db, token);
  await verifyAddress(ctx, application.address);
  const company = await insertCompanyWithOwner(
    ctx.db,
    user.id,
    applicationColumns(application),
    'PENDING',
  );
  if (!company) throw alreadyRegistered();
  await notifyPlatformAdmins(ctx, company, false);
  return withEnrollments(ctx, company);
}

/**
 * The status an application update leads to: an application not submitted yet (null) or
 * rejected (INACTIVE) goes (back) to review; a pending one stays pending; an approved company
 * only changes its details. An archived company is closed.
 */
export function statusAfterUpdate(
  current: PartnerAccountApprovalStatus | null,
): PartnerAccountApprovalStatus | 'closed' {
  switch (current) {
    case null:
    case 'INACTIVE':
    case 'PENDING':
      return 'PENDING';
    case 'ACTIVE':
      return 'ACTIVE';
    case 'ARCHIVED':
      return 'closed';
  }
}

/** PUT /proAccounts/{id}: the owner or an admin changes the application or company details. */
export async function updateCompanyApplication(
  ctx: ApplicationContext,
  membership: Membership,
  application: CompanyApplication,
): Promise<PartnerAccount> {
  const current = await findCompany(ctx.db, membership.partnerAccountId);
  if (!current) throw new AppError(404, 'No company with this id.');
  const next = statusAfterUpdate(current.status);
  if (next === 'closed') {
    throw new AppError(
      403,
      'This company is archived; its details can no longer be changed. Contact partners@aerishome.example to reopen it.',
    );
  }
  await verifyAddress(ctx, application.address);
  const row = await updateApplication(ctx.db, current.id, applicationColumns(application), next);
  if (current.status === null || current.status === 'INACTIVE') {
    await notifyPlatformAdmins(ctx, row, current.status === 'INACTIVE');
  }
  return withEnrollments(ctx, row);
}
