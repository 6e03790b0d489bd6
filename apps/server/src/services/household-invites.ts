import type { ConsumerInvite, ConsumerInviteRequest, ConsumerUserRole } from '@portal/contracts';
import type { TokenUser } from '../access-token';
import type { AppContext } from '../context';
import type { Executor } from '../db/executor';
import { AppError, isUniqueViolation } from '../errors';
import { householdInviteMail } from '../mail/consumer-messages';
import { signedInUser } from '../repositories/callers';
import {
  type ConsumerInviteRecord,
  deleteConsumerInvite,
  type InviteScope,
  insertConsumerInvite,
  invitedPlaceName,
  isMemberByEmail,
  lockScopedInvite,
  OPEN_STATUSES,
  openInviteFor,
  updateConsumerInvite,
} from '../repositories/household-invites';
import { requireHome, requireHousehold } from './households';
import { inviteExpiryFromNow } from './invite-expiry';

type User = Awaited<ReturnType<typeof signedInUser>>;

export const CONSUMER_INVITE_NOT_FOUND = 'No invite with this id.';

/**
 * Where the admin invites to: a whole household (POST /accounts/{id}/invites) or one of its
 * homes (POST /users/my/locations/{id}/invites); either way the invitee joins the household.
 */
export type InvitePlace = { consumerAccountId: string } | { consumerLocationId: string };

export function toConsumerInvite(row: ConsumerInviteRecord): ConsumerInvite {
  return {
    id: row.id,
    consumerAccountId: row.consumerAccountId,
    consumerDeviceLocationId: row.consumerLocationId,
    email: row.email,
    role: row.role,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The invites' scope once the caller is known to administer it: a household or a home the
 * caller does not belong to is not found (404), a role below ADMIN is 403.
 */
async function adminScope(db: Executor, userId: string, place: InvitePlace): Promise<InviteScope> {
  if ('consumerAccountId' in place) {
    await requireHousehold(db, userId, place.consumerAccountId, 'ADMIN');
    return { consumerAccountId: place.consumerAccountId };
  }
  const home = await requireHome(db, userId, place.consumerLocationId, 'ADMIN');
  return {
    consumerAccountId: home.consumerAccountId,
    consumerLocationId: place.consumerLocationId,
  };
}

const pendingExists = () =>
  new AppError(
    409,
    'An invite for this email address is still open. Send it again instead of inviting twice.',
    'PENDING_INVITE_EXISTS',
  );

function isOpen(invite: ConsumerInviteRecord): boolean {
  return (OPEN_STATUSES as readonly string[]).includes(invite.status);
}

/** Locks one open invite of the scope: another household's is not found, an answered one 409. */
async function lockOpenInvite(tx: Executor, scope: InviteScope, inviteId: string) {
  const invite = await lockScopedInvite(tx, scope, inviteId);
  if (!invite) throw new AppError(404, CONSUMER_INVITE_NOT_FOUND);
  if (!isOpen(invite)) {
    throw new AppError(
      409,
      `This invite is no longer open (${invite.status}). Invite the person again.`,
      'INVITE_ALREADY_COMPLETED',
    );
  }
  return invite;
}

export function personName(user: { firstName: string; lastName: string; email: string }) {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/**
 * Mails the invite in the inviter's language, then marks it PENDING; a failed send is a
 * 503 and the invite is kept as it was, to be sent again.
 */
async function mailInvite(ctx: AppContext, inviter: User, invite: ConsumerInviteRecord) {
  try {
    await ctx.mailer.send(
      householdInviteMail(invite.email, inviter.locale, {
        inviter: personName(inviter),
        home: await invitedPlaceName(ctx.db, invite),
        url: `${ctx.config.publicUrl}/home-app/invites`,
        expiresAt: invite.expiresAt,
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error, inviteId: invite.id }, 'household invite delivery failed');
    throw new AppError(
      503,
      'The invite is saved but could not be sent right now. Send it again in a few minutes.',
    );
  }
  return updateConsumerInvite(ctx.db, invite.id, { status: 'PENDING', sentAt: new Date() });
}

/**
 * Invites someone by email to join the household with a role, mailed at once. A member
 * already is 409 ALREADY_REGISTERED; an open invite for the email 409 PENDING_INVITE_EXISTS
 * (an expired one is dropped and replaced).
 */
export async function createConsumerInvite(
  ctx: AppContext,
  token: TokenUser | null,
  place: InvitePlace,
  request: ConsumerInviteRequest,
): Promise<ConsumerInvite> {
  const user = await signedInUser(ctx.db, token);
  const scope = await adminScope(ctx.db, user.id, place);
  const email = request.email.toLowerCase();
  let invite: ConsumerInviteRecord;
  try {
    invite = await ctx.db.transaction(async (tx) => {
      if (await isMemberByEmail(tx, scope.consumerAccountId, email)) {
        throw new AppError(
          409,
          'This person is already a member of the household.',
          'ALREADY_REGISTERED',
        );
      }
      const open = await openInviteFor(tx, scope.consumerAccountId, email);
      if (open && open.expiresAt > new Date()) throw pendingExists();
      if (open) await deleteConsumerInvite(tx, open.id);
      return insertConsumerInvite(tx, {
        consumerAccountId: scope.consumerAccountId,
        consumerLocationId: scope.consumerLocationId ?? null,
        email,
        role: request.role,
        invitedBy: user.id,
        expiresAt: inviteExpiryFromNow(ctx),
      });
    });
  } catch (error) {
    // Two invites for one email at once: the open-invite index lets one through.
    if (isUniqueViolation(error)) throw pendingExists();
    throw error;
  }
  return toConsumerInvite(await mailInvite(ctx, user, invite));
}

/** Mails an open invite again, valid INVITE_TTL_DAYS from now. */
export async function resendConsumerInvite(
  ctx: AppContext,
  token: TokenUser | null,
  place: InvitePlace,
  inviteId: string,
): Promise<ConsumerInvite> {
  const user = await signedInUser(ctx.db, token);
  const scope = await adminScope(ctx.db, user.id, place);
  const renewed = await ctx.db.transaction(async (tx) => {
    const invite = await lockOpenInvite(tx, scope, inviteId);
    return updateConsumerInvite(tx, invite.id, { expiresAt: inviteExpiryFromNow(ctx) });
  });
  return toConsumerInvite(await mailInvite(ctx, user, renewed));
}

/** Withdraws an open invite: it is deleted, so the email may be invited afresh. */
export async function cancelConsumerInvite(
  ctx: AppContext,
  token: TokenUser | null,
  place: InvitePlace,
  inviteId: string,
): Promise<void> {
  const user = await signedInUser(ctx.db, token);
  const scope = await adminScope(ctx.db, user.id, place);
  await ctx.db.transaction(async (tx) => {
    const invite = await lockOpenInvite(tx, scope, inviteId);
    await deleteConsumerInvite(tx, invite.id);
  });
}

/** Changes the role an open invite offers. */
export async function changeConsumerInviteRole(
  ctx: AppContext,
  token: TokenUser | null,
  place: InvitePlace,
  change: { inviteId: string; role: ConsumerUserRole },
): Promise<ConsumerInvite> {
  const user = await signedInUser(ctx.db, token);
  const scope = await adminScope(ctx.db, user.id, place);
  const changed = await ctx.db.transaction(async (tx) => {
    const invite = await lockOpenInvite(tx, scope, change.inviteId);
    return updateConsumerInvite(tx, invite.id, { role: change.role });
  });
  return toConsumerInvite(changed);
}
