import {
  type AddRequest,
  type ConnectionArgs,
  hasPermission,
  InviteStatus,
  isOwnerOrAdmin,
  type PartnerRole,
  type ProNotification,
} from '@portal/contracts';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import { AppError, invalidField } from '../../../errors';
import { joinRequestDecisionMail } from '../../../mail/employee-messages';
import { type Connection, keysetConnection } from '../../../paging';
import { announce } from '../../../realtime/announce';
import {
  findAddRequest,
  lockCompanyRequest,
  recordDecision,
} from '../../../repositories/add-requests';
import { countCompaniesOfUser, joinCompany } from '../../../repositories/memberships';
import {
  ADD_REQUEST_NOT_FOUND,
  addRequestConnection,
  toAddRequest,
} from '../../../services/add-requests';
import { type AlertTexts, alertTexts, userAlertTexts } from '../../../services/alert-texts';
import { BELL_ORDER, type BellRow, bellPage, countBell } from './notifications-repository';

type Caller = Membership & { userId: string };

/** GET proAccounts/{id}/addRequests: newest first; filterBy an InviteStatus (REQUESTED, ...). */
export function companyAddRequests(ctx: AppContext, caller: Membership, args: ConnectionArgs) {
  const filter = args.filterBy?.trim() || undefined;
  if (filter && !(InviteStatus as readonly string[]).includes(filter)) {
    throw invalidField('querystring.filterBy', `use one of ${InviteStatus.join(', ')}`);
  }
  const statuses = filter ? [filter as InviteStatus] : undefined;
  return addRequestConnection(
    ctx,
    { partnerAccountId: caller.partnerAccountId, ...(statuses ? { statuses } : {}) },
    args,
    toAddRequest,
  );
}

/**
 * PUT addRequests/{id}/accept or /reject: an owner or admin decides once (the request row
 * locked meanwhile). Accepting makes the requester an ACTIVE member with the given roles,
 * unless they joined a company since asking. The requester is mailed either way.
 */
export async function decideAddRequest(
  ctx: AppContext,
  caller: Caller,
  id: string,
  decision: { status: 'ACCEPTED'; roles: PartnerRole[] } | { status: 'REJECTED' },
): Promise<AddRequest> {
  await ctx.db.transaction(async (tx) => {
    const request = await lockCompanyRequest(tx, caller.partnerAccountId, id);
    if (!request) throw new AppError(404, ADD_REQUEST_NOT_FOUND);
    if (request.status !== 'REQUESTED') {
      throw new AppError(
        409,
        `This join request was already ${request.status === 'ACCEPTED' ? 'accepted' : 'rejected'}.`,
        'INVITE_ALREADY_COMPLETED',
      );
    }
    if (decision.status === 'ACCEPTED') {
      if ((await countCompaniesOfUser(tx, request.userId)) > 0) {
        throw new AppError(
          409,
          'This person joined a company since asking; they cannot be added.',
          'ALREADY_REGISTERED',
        );
      }
      await joinCompany(tx, caller.partnerAccountId, request.userId, decision.roles);
    }
    await recordDecision(tx, id, decision.status, caller.userId);
  });
  const row = await findAddRequest(ctx.db, id);
  if (!row) throw new AppError(404, ADD_REQUEST_NOT_FOUND);
  const mail = joinRequestDecisionMail(decision.status, row.user, {
    name: row.partnerAccount.name,
    signInUrl: `${ctx.config.publicUrl}/sign-in`,
  });
  await ctx.mailer.send(mail).catch((error: unknown) => {
    ctx.log.error({ err: error, addRequestId: id }, 'join request decision mail failed');
  });
  await announce(ctx, caller.partnerAccountId, 'ADD_REQUEST');
  return toAddRequest(row);
}

/**
 * GET proAccounts/{id}/notifications: the bell (spec 000 §4), three sources merged newest first.
 * Join requests (INVITE, status REQUESTED or PENDING, by when asked) are for owners and admins;
 * homeowners' answers to the company's remote-access requests (REMOTE_ACCESS, ACCEPTED or
 * REJECTED in the last REMOTE_ACCESS_BELL_DAYS, by when answered) for everyone who may read
 * customers; the company's device alerts until dismissed (ALERT, by when opened, titled in the
 * member's language) for everyone who may read alerts. Anyone else gets an empty list, not an
 * error, because every member's header asks.
 */
export async function notificationsOf(
  ctx: AppContext,
  caller: Caller,
  args: ConnectionArgs,
): Promise<Connection<ProNotification>> {
  const sources = {
    joinRequests: isOwnerOrAdmin(caller.roles),
    remoteAccess: hasPermission(caller.roles, 'customers:read'),
    alerts: hasPermission(caller.roles, 'alerts:read'),
  };
  if (!sources.joinRequests && !sources.remoteAccess && !sources.alerts) {
    return {
      nodes: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 0,
      totalCountIsLowerBound: false,
    };
  }
  const company = caller.partnerAccountId;
  // Without alerts in the list no alert is titled: the member's language is not looked up.
  const texts = sources.alerts ? await userAlertTexts(ctx.db, caller.userId) : alertTexts(null);
  return keysetConnection(
    args,
    BELL_ORDER,
    {
      rows: (page) => bellPage(ctx.db, company, sources, page),
      totalCount: () => countBell(ctx.db, company, sources),
    },
    (row) => toNotification(row, texts),
  );
}

function toNotification(row: BellRow, texts: AlertTexts): ProNotification {
  if (row.type === 'ALERT') {
    return {
      type: 'ALERT',
      id: row.id,
      alertName: row.alert_name,
      title: texts.text(row.alert_name, 'title'),
      severity: row.status,
      openedAt: new Date(row.at).toISOString(),
      clearedAt: row.cleared_at ? new Date(row.cleared_at).toISOString() : null,
      deviceId: row.device_id,
      partnerCustomer:
        row.customer_id && row.first_name !== null && row.last_name !== null
          ? { id: row.customer_id, firstName: row.first_name, lastName: row.last_name }
          : null,
    };
  }
  const person = { firstName: row.first_name, lastName: row.last_name };
  if (row.type === 'INVITE') {
    return {
      type: 'INVITE',
      id: row.id,
      status: row.status,
      user: person,
      createdAt: new Date(row.at).toISOString(),
    };
  }
  return {
    type: 'REMOTE_ACCESS',
    id: row.id,
    consentStatus: row.status,
    respondedAt: new Date(row.at).toISOString(),
    deviceId: row.device_id,
    partnerCustomer: { id: row.customer_id, ...person },
  };
}
