import type {
  ConnectionArgs,
  ConsumerAccount,
  ConsumerAccountCreate,
  ConsumerUserRole,
} from '@portal/contracts';
import type { schema } from '@portal/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { type Connection, keysetConnection } from '../../paging';
import { homesOfHouseholds } from '../../repositories/households';
import { requireHousehold } from '../../services/households';
import {
  countHouseholds,
  countMembers,
  deleteMembership,
  HOUSEHOLD_ORDER,
  householdsOf,
  insertHousehold,
  lockedMemberships,
  MEMBER_ORDER,
  membersOf,
} from './repository';

type HouseholdRow = typeof schema.consumerAccounts.$inferSelect;

export const MEMBER_NOT_FOUND = 'No member with this id in this household.';

function toHousehold(household: HouseholdRow, role: ConsumerUserRole): ConsumerAccount {
  return {
    id: household.id,
    name: household.name,
    classification: household.classification,
    role,
    createdAt: household.createdAt.toISOString(),
  };
}

/**
 * GET /accounts (v1) and /api/v2/accounts (`withHomes`): the caller's households, oldest first,
 * each with the caller's role; v2 adds each household's homes.
 */
export async function listHouseholds(
  ctx: AppContext,
  userId: string,
  args: ConnectionArgs,
  { withHomes }: { withHomes: boolean },
): Promise<Connection<ConsumerAccount>> {
  const page = await keysetConnection(
    args,
    HOUSEHOLD_ORDER,
    {
      rows: (keyset) => householdsOf(ctx.db, userId, keyset),
      totalCount: () => countHouseholds(ctx.db, userId),
    },
    (row) => toHousehold(row.household, row.role),
  );
  if (!withHomes) return page;
  const homes = await homesOfHouseholds(
    ctx.db,
    page.nodes.map((household) => household.id),
  );
  return {
    ...page,
    nodes: page.nodes.map((household) => ({
      ...household,
      locations: homes.filter((home) => home.consumerAccountId === household.id),
    })),
  };
}

/** POST /accounts: a new household with the caller as its ADMIN. */
export async function createHousehold(
  ctx: AppContext,
  userId: string,
  input: z.infer<typeof ConsumerAccountCreate>,
): Promise<ConsumerAccount> {
  const household = await ctx.db.transaction((tx) => insertHousehold(tx, input, userId));
  return toHousehold(household, 'ADMIN');
}

/** GET /accounts/{id}/consumers: the members, in the order they joined; any member may look. */
export async function listMembers(
  ctx: AppContext,
  userId: string,
  consumerAccountId: string,
  args: ConnectionArgs,
) {
  await requireHousehold(ctx.db, userId, consumerAccountId);
  return keysetConnection(
    args,
    MEMBER_ORDER,
    {
      rows: (keyset) => membersOf(ctx.db, consumerAccountId, keyset),
      totalCount: () => countMembers(ctx.db, consumerAccountId),
    },
    ({ cursorKeys, joinedAt, ...member }) => ({ ...member, joinedAt: joinedAt.toISOString() }),
  );
}

/**
 * DELETE /accounts/{id}/consumers/{consumerUserId}: an ADMIN removes a member, anyone removes
 * themself. The household keeps at least one ADMIN (409 USER_IS_DEVICE_ADMIN otherwise).
 */
export async function removeMember(
  ctx: AppContext,
  userId: string,
  consumerAccountId: string,
  memberId: string,
) {
  await requireHousehold(
    ctx.db,
    userId,
    consumerAccountId,
    memberId === userId ? 'GUEST' : 'ADMIN',
  );
  await ctx.db.transaction(async (tx) => {
    const memberships = await lockedMemberships(tx, consumerAccountId);
    const member = memberships.find((m) => m.userId === memberId);
    if (!member) throw new AppError(404, MEMBER_NOT_FOUND);
    const admins = memberships.filter((m) => m.role === 'ADMIN');
    if (member.role === 'ADMIN' && admins.length === 1) {
      throw new AppError(
        409,
        "This is the household's only admin. Make another member an admin first.",
        'USER_IS_DEVICE_ADMIN',
      );
    }
    await deleteMembership(tx, consumerAccountId, memberId);
  });
}
