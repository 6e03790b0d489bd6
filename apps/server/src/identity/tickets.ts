import { randomUUID } from 'node:crypto';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { hashSecret, newCode, newSecret } from './secrets';

const { identityTickets } = schema;
type TicketPurpose = (typeof schema.TicketPurpose)[number];

export const TICKET_TTL_SECONDS: Record<TicketPurpose, number> = {
  email_verification: 7 * 24 * 3600,
  password_reset: 24 * 3600,
  unblock: 24 * 3600,
  passwordless: 10 * 60,
};

export const PASSWORDLESS_MAX_ATTEMPTS = 5;

/** Makes a one-time link secret; only its hash is stored. */
export async function createLinkTicket(
  db: Database,
  purpose: Exclude<TicketPurpose, 'passwordless'>,
  userId: string,
  ip?: string,
): Promise<string> {
  const secret = newSecret();
  await db.insert(identityTickets).values({
    purpose,
    userId,
    tokenHash: hashSecret(secret),
    ip: ip ?? null,
    expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS[purpose] * 1000),
  });
  return secret;
}

/** A ticket of this purpose and secret that is neither used nor expired. */
function isLive(purpose: TicketPurpose, secret: string) {
  return and(
    eq(identityTickets.tokenHash, hashSecret(secret)),
    eq(identityTickets.purpose, purpose),
    isNull(identityTickets.usedAt),
    sql`${identityTickets.expiresAt} > now()`,
  );
}

/** Spends a link ticket once; answers it, or undefined when unknown, used or expired. */
export async function consumeLinkTicket(db: Database, purpose: TicketPurpose, secret: string) {
  const [ticket] = await db
    .update(identityTickets)
    .set({ usedAt: sql`now()` })
    .where(isLive(purpose, secret))
    .returning();
  return ticket;
}

/** Reads a link ticket without spending it (the reset form shows only for a live one). */
export async function peekLinkTicket(db: Database, purpose: TicketPurpose, secret: string) {
  const [ticket] = await db.select().from(identityTickets).where(isLive(purpose, secret)).limit(1);
  return ticket;
}

/** A six-digit sign-in code; a new one replaces the user's earlier codes. */
export async function createCodeTicket(db: Database, userId: string): Promise<string> {
  const code = newCode();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .update(identityTickets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(identityTickets.userId, userId),
          eq(identityTickets.purpose, 'passwordless'),
          isNull(identityTickets.usedAt),
        ),
      );
    await tx.insert(identityTickets).values({
      id,
      purpose: 'passwordless',
      userId,
      tokenHash: hashSecret(`${id}:${code}`),
      expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS.passwordless * 1000),
    });
  });
  return code;
}

/**
 * Checks a sign-in code: right answers true and spends the code; a wrong one counts an
 * attempt, and the fifth wrong attempt spends it too.
 */
export async function verifyCodeTicket(db: Database, userId: string, code: string) {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(identityTickets)
      .where(
        and(
          eq(identityTickets.userId, userId),
          eq(identityTickets.purpose, 'passwordless'),
          isNull(identityTickets.usedAt),
          sql`${identityTickets.expiresAt} > now()`,
        ),
      )
      .orderBy(desc(identityTickets.createdAt))
      .limit(1)
      .for('update');
    if (!ticket) return false;
    if (ticket.tokenHash === hashSecret(`${ticket.id}:${code}`)) {
      await tx
        .update(identityTickets)
        .set({ usedAt: sql`now()` })
        .where(eq(identityTickets.id, ticket.id));
      return true;
    }
    const attempts = ticket.attempts + 1;
    await tx
      .update(identityTickets)
      .set({
        attempts,
        ...(attempts >= PASSWORDLESS_MAX_ATTEMPTS ? { usedAt: sql`now()` } : {}),
      })
      .where(eq(identityTickets.id, ticket.id));
    return false;
  });
}
