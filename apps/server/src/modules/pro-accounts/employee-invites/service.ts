import {
  type ConnectionArgs,
  checkPhoneNumber,
  type EmployeeInvite,
  type EmployeeInviteRequest,
  InviteStatus,
} from '@portal/contracts';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import { AppError, invalidField, isUniqueViolation } from '../../../errors';
import { INVITE_NOT_FOUND } from '../../../http/not-found';
import { keysetConnection } from '../../../paging';
import { companyBasics } from '../../../repositories/companies';
import {
  countInvites,
  findCompanyInvite,
  INVITE_ORDER,
  type InviteAddress,
  type InviteRow,
  insertInvite,
  invitesOf,
  isActiveMemberByEmail,
  lockInvite,
  markSent,
  pendingInviteTo,
  setInviteStatus,
} from '../../../repositories/employee-invites';
import { inviteExpiryFromNow } from '../../../services/invite-expiry';
import { deliverInvite } from './delivery';

type Caller = Membership & { userId: string };

export function toEmployeeInvite(row: InviteRow): EmployeeInvite {
  return {
    id: row.id,
    invitedId: row.invitedUserId,
    sendToEmail: row.sendToEmail,
    sendToPhoneNumber: row.sendToPhoneNumber,
    notificationType: row.notificationType,
    roles: row.roles,
    status: row.status,
    partnerAccount: { id: row.partnerAccountId, name: row.companyName },
    invitedBy: row.inviter,
    expiresAt: row.expiresAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Where the invite goes: a lower-cased email, or the number as E.164 (the company's country
 * reads a national number unless the request names another). */
function addressOf(request: EmployeeInviteRequest, companyCountry: string): InviteAddress {
  if (request.notificationType === 'Email') {
    return { email: (request.email ?? '').trim().toLowerCase() };
  }
  const phone = checkPhoneNumber(request.phoneNumber, request.countryCode ?? companyCountry);
  if (!phone.valid) throw invalidField('body.phoneNumber', 'is not a valid mobile number');
  return { phoneNumber: phone.e164 };
}

const pendingInviteExists = () =>
  new AppError(
    409,
    'An invite to this address is still open. Send it again instead of inviting twice.',
    'PENDING_INVITE_EXISTS',
  );

/**
 * POST employeeInvites: creates the invite and sends it at once. An open invite to the same
 * address is a conflict; an expired one is closed (REJECTED) and replaced, so the index of one
 * PENDING invite per address holds.
 */
export async function createInvite(
  ctx: AppContext,
  caller: Caller,
  request: EmployeeInviteRequest,
): Promise<EmployeeInvite> {
  const company = await companyBasics(ctx.db, caller.partnerAccountId);
  if (!company) throw new AppError(404, 'No company with this id.');
  const to = addressOf(request, company.countryCode);
  if ('email' in to && (await isActiveMemberByEmail(ctx.db, caller.partnerAccountId, to.email))) {
    throw new AppError(
      409,
      'This person is already an employee of the company.',
      'ALREADY_REGISTERED',
    );
  }
  const expiresAt = inviteExpiryFromNow(ctx);
  let invite: Awaited<ReturnType<typeof insertInvite>>;
  try {
    invite = await ctx.db.transaction(async (tx) => {
      const open = await pendingInviteTo(tx, caller.partnerAccountId, to);
      if (open && open.expiresAt > new Date()) throw pendingInviteExists();
      if (open) await setInviteStatus(tx, open.id, 'REJECTED');
      return insertInvite(tx, {
        partnerAccountId: caller.partnerAccountId,
        invitedBy: caller.userId,
        to,
        notificationType: request.notificationType,
        roles: [...new Set(request.roles)],
        expiresAt,
      });
    });
  } catch (error) {
    // Two invites to one address sent at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw pendingInviteExists();
    throw error;
  }
  await deliverInvite(ctx, invite, company.name, caller.userId);
  await markSent(ctx.db, invite.id, expiresAt);
  return companyInvite(ctx, caller, invite.id);
}

async function companyInvite(ctx: AppContext, caller: Membership, inviteId: string) {
  const row = await findCompanyInvite(ctx.db, caller.partnerAccountId, inviteId);
  if (!row) throw new AppError(404, INVITE_NOT_FOUND);
  return toEmployeeInvite(row);
}

/** GET employeeInvites: newest first; filterBy is an InviteStatus (PENDING, ACCEPTED, ...). */
export function listInvites(ctx: AppContext, caller: Membership, args: ConnectionArgs) {
  const filter = args.filterBy?.trim() || undefined;
  if (filter && !(InviteStatus as readonly string[]).includes(filter)) {
    throw invalidField('querystring.filterBy', `use one of ${InviteStatus.join(', ')}`);
  }
  const status = filter as InviteStatus | undefined;
  return keysetConnection(
    args,
    INVITE_ORDER,
    {
      rows: (page) => invitesOf(ctx.db, caller.partnerAccountId, status, page),
      totalCount: () => countInvites(ctx.db, caller.partnerAccountId, status),
    },
    ({ cursorKeys, ...row }) => toEmployeeInvite(row),
  );
}

const alreadyCompleted = (status: InviteStatus) =>
  new AppError(
    409,
    status === 'ACCEPTED'
      ? 'This invite was already accepted.'
      : 'This invite was cancelled. Invite the person again.',
    'INVITE_ALREADY_COMPLETED',
  );

/** PUT employeeInvites/{id}/send: sends the invite again, valid for a new lifetime from now. */
export async function resendInvite(
  ctx: AppContext,
  caller: Caller,
  inviteId: string,
): Promise<EmployeeInvite> {
  const row = await findCompanyInvite(ctx.db, caller.partnerAccountId, inviteId);
  if (!row) throw new AppError(404, INVITE_NOT_FOUND);
  if (row.status !== 'PENDING') throw alreadyCompleted(row.status);
  const expiresAt = inviteExpiryFromNow(ctx);
  await deliverInvite(ctx, { ...row, expiresAt }, row.companyName, caller.userId);
  await markSent(ctx.db, row.id, expiresAt);
  return companyInvite(ctx, caller, row.id);
}

/**
 * DELETE employeeInvites/{id}: cancels the invite. It is kept as REJECTED rather than deleted,
 * so the company still sees whom it invited (filterBy=REJECTED); its link answers 404 from
 * then on. Cancelling a cancelled invite is a no-op; an accepted one cannot be cancelled.
 */
export async function cancelInvite(ctx: AppContext, caller: Membership, inviteId: string) {
  await ctx.db.transaction(async (tx) => {
    const invite = await lockInvite(tx, inviteId);
    if (!invite || invite.partnerAccountId !== caller.partnerAccountId) {
      throw new AppError(404, INVITE_NOT_FOUND);
    }
    if (invite.status === 'ACCEPTED') throw alreadyCompleted(invite.status);
    await setInviteStatus(tx, invite.id, 'REJECTED');
  });
}
