import type { StoreOrder } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';

const { partnerUsers, storeOrders, users } = schema;

/** The company an order already processed was for, if it was. */
export async function processedOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select({ partnerAccountId: storeOrders.partnerAccountId })
    .from(storeOrders)
    .where(eq(storeOrders.orderId, orderId));
  return row;
}

/**
 * Records the order as processed; false when it was already (a delivery at the same moment
 * waits for the other's transaction and then finds it).
 */
export async function recordOrder(
  tx: Executor,
  order: { orderId: string; partnerAccountId: string; lineItems: StoreOrder['line_items'] },
): Promise<boolean> {
  const rows = await tx
    .insert(storeOrders)
    .values(order)
    .onConflictDoNothing({ target: storeOrders.orderId })
    .returning({ orderId: storeOrders.orderId });
  return rows.length > 0;
}

/** The companies the person with this email is an ACTIVE owner or company admin of. */
export async function companiesAdministeredBy(db: Database, email: string): Promise<string[]> {
  const rows = await db
    .select({ partnerAccountId: partnerUsers.partnerAccountId })
    .from(partnerUsers)
    .innerJoin(users, eq(users.id, partnerUsers.userId))
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        eq(partnerUsers.status, 'ACTIVE'),
        sql`${partnerUsers.roles} && array['OWNER', 'COMPANY_ADMIN']::partner_role[]`,
      ),
    );
  return rows.map((row) => row.partnerAccountId);
}
