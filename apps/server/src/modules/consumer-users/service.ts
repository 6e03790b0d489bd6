import type { ConsumerUser, ConsumerUserUpdate } from '@portal/contracts';
import { schema } from '@portal/db';
import { asc, eq } from 'drizzle-orm';
import type { TokenUser } from '../../access-token';
import type { AppContext } from '../../context';
import { signedInUser } from '../../repositories/callers';
import { deleteConsumerUser } from '../../services/consumer-user-deletion';

const { consumerAccounts, consumerAccountUsers, users } = schema;

type User = Awaited<ReturnType<typeof signedInUser>>;

async function toConsumerUser(ctx: AppContext, user: User): Promise<ConsumerUser> {
  const households = await ctx.db
    .select({
      id: consumerAccounts.id,
      name: consumerAccounts.name,
      role: consumerAccountUsers.role,
    })
    .from(consumerAccountUsers)
    .innerJoin(consumerAccounts, eq(consumerAccounts.id, consumerAccountUsers.consumerAccountId))
    .where(eq(consumerAccountUsers.userId, user.id))
    .orderBy(asc(consumerAccountUsers.createdAt), asc(consumerAccounts.id));
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: user.locale,
    countryCode: user.countryCode,
    consumerAccounts: households,
    createdAt: user.createdAt.toISOString(),
  };
}

/** GET /users/my: the homeowner with their households, the one they joined first first. */
export async function myConsumerUser(
  ctx: AppContext,
  token: TokenUser | null,
): Promise<ConsumerUser> {
  return toConsumerUser(ctx, await signedInUser(ctx.db, token));
}

/** PUT /users/my: changes the fields given, leaves the others. */
export async function updateMyConsumerUser(
  ctx: AppContext,
  token: TokenUser | null,
  update: ConsumerUserUpdate,
): Promise<ConsumerUser> {
  const user = await signedInUser(ctx.db, token);
  const [changed] = await ctx.db
    .update(users)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return toConsumerUser(ctx, changed ?? user);
}

/** DELETE /users/my: the homeowner leaves for good (see deleteConsumerUser). */
export async function deleteMyConsumerUser(ctx: AppContext, token: TokenUser | null) {
  const user = await signedInUser(ctx.db, token);
  await deleteConsumerUser(ctx.db, user.id);
}
