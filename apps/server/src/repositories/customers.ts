import { schema } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { partnerCustomers } = schema;

// A company's customer as the other partner modules need it: the bare record (no counts) to
// check and show, and the copy a receiving company gets in a handoff. The customer pages'
// own reads, with their counts, are in modules/pro-accounts/customers.

export type CustomerRecord = typeof partnerCustomers.$inferSelect;

/** One of the company's customers; another company's is not found, like a missing one. */
export async function findCustomerRecord(
  db: Executor,
  partnerAccountId: string,
  customerId: string,
): Promise<CustomerRecord | undefined> {
  const [row] = await db
    .select()
    .from(partnerCustomers)
    .where(
      and(
        eq(partnerCustomers.partnerAccountId, partnerAccountId),
        eq(partnerCustomers.id, customerId),
      ),
    )
    .limit(1);
  return row;
}

/** The same person as another company's customer: the receiving company's own record. */
export async function copyCustomer(
  tx: Executor,
  customer: CustomerRecord,
  partnerAccountId: string,
): Promise<CustomerRecord> {
  const [row] = await tx
    .insert(partnerCustomers)
    .values({
      partnerAccountId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
      countryCode: customer.countryCode,
      customerType: customer.customerType,
    })
    .returning();
  if (!row) throw new Error('customer not copied');
  return row;
}
