import type { InviteStatus, PartnerRole } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/executor';
import { creationOrder, type KeysetPage } from '../paging';
import { activeMembersOf } from './memberships';

const { employeeInvites, partnerAccounts, partnerUsers, users } = schema;
const inviter = alias(users, 'inviter');

export type InviteRecord = typeof employeeInvites.$inferSelect;

/** An invite with what the API shows beside it: the company's name and who invited. */
const inviteColumns = {
  ...getTableColumns(employeeInvites),
  companyName: partnerAccounts.name,
  inviter: { firstName: inviter.firstName, lastName: inviter.lastName },
};
export type InviteRow = InviteRecord & {
  companyName: string;
  inviter: { firstName: string; lastName: string } | null;
};

function invitesWithCompany(db: Executor) {
  return db
    .select(inviteColumns)
    .from(employeeInvites)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, employeeInvites.partnerAccountId))
    .leftJoin(inviter, eq(inviter.id, employeeInvites.invitedBy))
    .$dynamic();
}

/** Newest invites first, as the employees page lists them. */
export const INVITE_ORDER = creationOrder('newest', 'desc', employeeInvites);

function ofCompany(partnerAccountId: string, status: InviteStatus | undefined): SQL | undefined {
  return and(
    eq(employeeInvites.partnerAccountId, partnerAccountId),
    status ? eq(employeeInvites.status, status) : undefined,
  );
}

export function invitesOf(
  db: Database,
  partnerAccountId: string,
  status: InviteStatus | undefined,
  page: KeysetPage,
) {
  return db
    .select({ ...inviteColumns, cursorKeys: page.cursorKeys })
    .from(employeeInvites)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, employeeInvites.partnerAccountId))
    .leftJoin(inviter, eq(inviter.id, employeeInvites.invitedBy))
    .where(and(ofCompany(partnerAccountId, status), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countInvites(
  db: Database,
  partnerAccountId: string,
  status: InviteStatus | undefined,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(employeeInvites)
    .where(ofCompany(partnerAccountId, status));
  return row?.total ?? 0;
}

/** Any invite by its id (the public lookups and acceptance, which have no company in the path). */
export async function findInvite(db: Executor, inviteId: string): Promise<InviteRow | undefined> {
  const [row] = await invitesWithCompany(db).where(eq(employeeInvites.id, inviteId)).limit(1);
  return row;
}

/** One of the company's invites; another company's invite is not found, like a missing one. */
export async function findCompanyInvite(
  db: Executor,
  partnerAccountId: string,
  inviteId: string,
): Promise<InviteRow | undefined> {
  const [row] = await invitesWithCompany(db)
    .where(
      and(eq(employeeInvites.partnerAccountId, partnerAccountId), eq(employeeInvites.id, inviteId)),
    )
    .limit(1);
  return row;
}

/** Locks one invite for a change that depends on its status (accept, resend, cancel). */
export async function lockInvite(tx: Executor, inviteId: string) {
  const [row] = await tx
    .select()
    .from(employeeInvites)
    .where(eq(employeeInvites.id, inviteId))
    .for('update');
  return row;
}

export type InviteAddress = { email: string } | { phoneNumber: string };

/** The company's PENDING invite to this address (an email in any case), if there is one. */
export async function pendingInviteTo(tx: Executor, partnerAccountId: string, to: InviteAddress) {
  const [row] = await tx
    .select()
    .from(employeeInvites)
    .where(
      and(
        eq(employeeInvites.partnerAccountId, partnerAccountId),
        eq(employeeInvites.status, 'PENDING'),
        'email' in to
          ? sql`lower(${employeeInvites.sendToEmail}) = lower(${to.email})`
          : eq(employeeInvites.sendToPhoneNumber, to.phoneNumber),
      ),
    )
    .for('update');
  return row;
}

export async function insertInvite(
  tx: Executor,
  values: {
    partnerAccountId: string;
    invitedBy: string;
    to: InviteAddress;
    notificationType: InviteRecord['notificationType'];
    roles: PartnerRole[];
    expiresAt: Date;
  },
): Promise<InviteRecord> {
  const [row] = await tx
    .insert(employeeInvites)
    .values({
      partnerAccountId: values.partnerAccountId,
      invitedBy: values.invitedBy,
      sendToEmail: 'email' in values.to ? values.to.email : null,
      sendToPhoneNumber: 'phoneNumber' in values.to ? values.to.phoneNumber : null,
      notificationType: values.notificationType,
      roles: values.roles,
      expiresAt: values.expiresAt,
    })
    .returning();
  if (!row) throw new Error('invite not created');
  return row;
}

export async function setInviteStatus(tx: Executor, inviteId: string, status: InviteStatus) {
  await tx.update(employeeInvites).set({ status }).where(eq(employeeInvites.id, inviteId));
}

/** A (re)sent invite: valid for another full lifetime from now. */
export async function markSent(db: Executor, inviteId: string, expiresAt: Date) {
  await db
    .update(employeeInvites)
    .set({ expiresAt, sentAt: new Date() })
    .where(eq(employeeInvites.id, inviteId));
}

export async function markAccepted(tx: Executor, inviteId: string, userId: string) {
  await tx
    .update(employeeInvites)
    .set({ status: 'ACCEPTED', invitedUserId: userId, acceptedAt: new Date() })
    .where(eq(employeeInvites.id, inviteId));
}

/** Whether a user with this email (any case) is an ACTIVE member of the company. */
export async function isActiveMemberByEmail(
  db: Executor,
  partnerAccountId: string,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerUsers.id })
    .from(partnerUsers)
    .innerJoin(users, eq(users.id, partnerUsers.userId))
    .where(and(activeMembersOf(partnerAccountId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return Boolean(row);
}

/** The invitee proved they read mail at this address by following the invite. */
export async function markEmailVerified(tx: Executor, userId: string) {
  await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
