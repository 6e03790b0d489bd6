import type { AddRequest, ConnectionArgs } from '@portal/contracts';
import { COMPANY_NOT_FOUND } from '../access';
import type { TokenUser } from '../access-token';
import type { AppContext } from '../context';
import { AppError, isUniqueViolation } from '../errors';
import { joinRequestWaitingMail } from '../mail/employee-messages';
import { keysetConnection } from '../paging';
import { announce } from '../realtime/announce';
import {
  ADD_REQUEST_ORDER,
  type AddRequestRow,
  type AddRequestScope,
  addRequestsPage,
  countAddRequests,
  findAddRequest,
  insertAddRequest,
  openRequestOf,
} from '../repositories/add-requests';
import { signedInUser } from '../repositories/callers';
import { companyBasics } from '../repositories/companies';
import { countCompaniesOfUser, managersOf } from '../repositories/memberships';

// Requests to join a company: a pro without one asks (pro-users), the company's owners and
// admins answer (pro-accounts); both see them shaped here.

export function toAddRequest(row: AddRequestRow): AddRequest {
  const { locale, ...user } = row.user;
  return {
    id: row.id,
    status: row.status,
    user,
    createdAt: row.createdAt.toISOString(),
    partnerAccount: row.partnerAccount,
  };
}

/** One page of requests in a scope; `toNode` shapes each row for its list. */
export function addRequestConnection<Node>(
  ctx: AppContext,
  scope: AddRequestScope,
  args: ConnectionArgs,
  toNode: (row: AddRequestRow) => Node,
) {
  return keysetConnection(
    args,
    ADD_REQUEST_ORDER,
    {
      rows: (page) => addRequestsPage(ctx.db, scope, page),
      totalCount: () => countAddRequests(ctx.db, scope),
    },
    ({ cursorKeys, ...row }) => toNode(row),
  );
}

export const ADD_REQUEST_NOT_FOUND = 'No join request with this id.';

async function addRequestById(ctx: AppContext, id: string): Promise<AddRequest> {
  const row = await findAddRequest(ctx.db, id);
  if (!row) throw new AppError(404, ADD_REQUEST_NOT_FOUND);
  return toAddRequest(row);
}

/** Owners and admins hear of a new request by mail; a failed mail is logged (the bell shows it). */
async function mailManagers(ctx: AppContext, request: AddRequest) {
  const url = `${ctx.config.publicUrl}/mybusiness/company/employees/requested`;
  const name = `${request.user.firstName} ${request.user.lastName}`.trim() || request.user.email;
  for (const manager of await managersOf(ctx.db, request.partnerAccount.id)) {
    const mail = joinRequestWaitingMail(manager, {
      name,
      email: request.user.email,
      company: request.partnerAccount.name,
      url,
    });
    await ctx.mailer.send(mail).catch((error: unknown) => {
      ctx.log.error({ err: error, addRequestId: request.id }, 'join request mail failed');
    });
  }
}

const openRequestExists = () =>
  new AppError(
    409,
    'You already asked to join a company; wait for its answer first.',
    'PENDING_INVITE_EXISTS',
  );

/**
 * POST /proUsers/my/addRequests: a pro user without a company asks an approved (ACTIVE) one to
 * let them in. Companies that are not approved are not found, as for a missing id.
 */
export async function createAddRequest(
  ctx: AppContext,
  token: TokenUser | null,
  partnerAccountId: string,
): Promise<AddRequest> {
  const user = await signedInUser(ctx.db, token);
  const company = await companyBasics(ctx.db, partnerAccountId);
  if (company?.status !== 'ACTIVE') throw new AppError(404, COMPANY_NOT_FOUND);
  if ((await countCompaniesOfUser(ctx.db, user.id)) > 0) {
    throw new AppError(409, 'You already belong to a company.', 'ALREADY_REGISTERED');
  }
  if (await openRequestOf(ctx.db, user.id)) throw openRequestExists();
  let created: { id: string };
  try {
    created = await insertAddRequest(ctx.db, user.id, partnerAccountId);
  } catch (error) {
    // Two requests sent at once: the index of one open request per user lets one through.
    if (isUniqueViolation(error)) throw openRequestExists();
    throw error;
  }
  const request = await addRequestById(ctx, created.id);
  await mailManagers(ctx, request);
  await announce(ctx, partnerAccountId, 'ADD_REQUEST');
  return request;
}

export async function myAddRequests(
  ctx: AppContext,
  token: TokenUser | null,
  args: ConnectionArgs,
) {
  const user = await signedInUser(ctx.db, token);
  return addRequestConnection(ctx, { userId: user.id }, args, toAddRequest);
}
