import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { eq, sql } from 'drizzle-orm';

export type IdentityUser = typeof schema.users.$inferSelect;

const { users } = schema;

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Creates the user, or answers undefined when the email is taken (without telling why). */
export async function insertUser(
  db: Database,
  values: {
    email: string;
    passwordHash: string;
    name: string | undefined;
    userMetadata: Record<string, unknown>;
    locale: string;
  },
) {
  // Sign-up asks for one name; the viewer (spec 000 §3) has a first and a last name, which the
  // profile page lets the user correct.
  const [firstName = '', ...lastNames] = (values.name ?? '').trim().split(/\s+/);
  const [user] = await db
    .insert(users)
    .values({
      email: values.email.trim(),
      passwordHash: values.passwordHash,
      name: values.name ?? null,
      firstName,
      lastName: lastNames.join(' '),
      userMetadata: values.userMetadata,
      locale: values.locale,
    })
    .onConflictDoNothing()
    .returning();
  return user;
}

export async function setEmailVerified(db: Database, userId: string) {
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The display name Auth0 would give: the sign-up name, else first and last name, else the email. */
export function displayName(user: IdentityUser): string {
  return user.name ?? (`${user.firstName} ${user.lastName}`.trim() || user.email);
}
